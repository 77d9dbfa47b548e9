#pragma once

#include "kvcache/KvCacheResult.h"
#include "kvcache/KvCacheTrace.h"
#include "kvcache/KvServingStep.h"
#include "util/NarrationFact.h"

#include <optional>

#include <string>
#include <string_view>
#include <vector>

namespace gml {

// One narrated step of a walkthrough: the player's cursor position (the state after `eventCount` events of
// the trace) and a scene name the quiz's "show me" links can jump to. What a learner reads there is
// content (resources/narration/paged-kv-cache.json, under the walkthrough's id and the scene name), with
// the figures it quotes taken from `facts`; a serving step's narration is written from `serving`.
struct KvWalkthroughStep
{
    std::string scene; // "fig6-new-block": unique within the walkthrough
    std::size_t eventCount = 0;
    NarrationFacts facts;                 // {table}: a block table, {free-queue}: the free queue, ...
    std::optional<KvServingStep> serving; // a step of the serving scheduler
};

// A built-in lesson on the paged KV cache, deterministic: the same trace, the same physical block numbers,
// every time. Built by buildKvWalkthrough.
struct KvWalkthrough
{
    std::string id; // "fig6"
    KvCacheTrace trace;
    std::vector<KvWalkthroughStep> steps;

    KvCacheState stateAtStep(std::size_t step) const { return trace.stateAt(steps.at(step).eventCount); }
    // The step with this scene name, or nullptr.
    const KvWalkthroughStep* scene(std::string_view name) const;
};

struct KvWalkthroughInfo
{
    std::string id;
    std::string paper; // what it reproduces, for the command line's list: "Kwon et al., Fig. 6"
};

// fig6, fig8, fig9, prefix-caching, preemption-recompute, preemption-swap.
const std::vector<KvWalkthroughInfo>& kvWalkthroughs();
KvCacheResult<KvWalkthrough> buildKvWalkthrough(std::string_view id);

// The builders, one per lesson (PaperWalkthroughs.cpp, ServingWalkthroughs.cpp).
KvWalkthrough buildBlockTableWalkthrough();     // fig6
KvWalkthrough buildParallelSamplingWalkthrough(); // fig8
KvWalkthrough buildBeamSearchWalkthrough();     // fig9
KvWalkthrough buildPrefixCachingWalkthrough();  // prefix-caching
KvWalkthrough buildPreemptionWalkthrough(bool swap); // preemption-recompute, preemption-swap

} // namespace gml
