#pragma once

#include "kvcache/KvServingStep.h"
#include "util/NarrationFact.h"

#include <cstddef>
#include <optional>
#include <string>

namespace gml {

// One narrated step of a walkthrough: the player's cursor position (the state after `eventCount` events of
// the trace) and a scene name the quiz's "show me" links can jump to. What a learner reads there is
// content (resources/narration/paged-kv-cache.json, under the walkthrough's id and the scene name), with
// the figures it quotes taken from `facts`; a serving step's narration is written from `serving`.
// A KV script's step and serve ops make them (KvScriptRunner).
struct KvWalkthroughStep
{
    std::string scene; // "fig6-new-block": unique within the walkthrough
    std::size_t eventCount = 0;
    NarrationFacts facts;                 // {table}: a block table, {free-queue}: the free queue, ...
    std::optional<KvServingStep> serving; // a step of the serving scheduler
    // A prediction step ("predict": "block"): the request whose first generated token in the step the
    // learner places in a physical block before it plays; empty for a step that asks nothing.
    std::string predictRequest;
};

} // namespace gml
