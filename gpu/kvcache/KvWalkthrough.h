#pragma once

#include "kvcache/KvCacheResult.h"
#include "kvcache/KvCacheTrace.h"
#include "kvcache/KvScript.h"
#include "kvcache/KvWalkthroughStep.h"
#include "util/Result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gml {

// A lesson on the paged KV cache, deterministic: the same trace, the same physical block numbers, every
// time. Each is a KV script with narrated steps (KvScript.h: step and serve ops): the built-in ones are
// resources/scenarios/kvcache/<id>.json, compiled in, and a content folder's are read the same way.
struct KvWalkthrough
{
    std::string id; // "fig6"
    KvCacheTrace trace;
    std::vector<KvWalkthroughStep> steps;
    std::vector<std::string> sequenceNames; // the script's request name of each sequence, by sequence number

    KvCacheState stateAtStep(std::size_t step) const { return trace.stateAt(steps.at(step).eventCount); }
    // The step with this scene name, or nullptr.
    const KvWalkthroughStep* scene(std::string_view name) const;
};

struct KvWalkthroughInfo
{
    std::string id;
    std::string paper; // what it reproduces, for the command line's list: "Kwon et al., Fig. 6"
};

// The built-in walkthroughs, in the lesson's order (each file's "order"): fig6, fig8, fig9, prefix-caching,
// preemption-recompute, preemption-swap.
const std::vector<KvWalkthroughInfo>& kvWalkthroughs();
KvCacheResult<KvWalkthrough> buildKvWalkthrough(std::string_view id);

// A walkthrough from a KV script's text: the script must have an "id" (its narration's key) and at least
// one step. A bad script is refused with the reader's error, naming the op and line.
Result<KvWalkthrough, KvScriptError> buildKvWalkthroughFromScript(std::string_view json);

} // namespace gml
