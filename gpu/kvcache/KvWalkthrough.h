#pragma once

#include "kvcache/KvCacheResult.h"
#include "kvcache/KvCacheTrace.h"

#include <string>
#include <string_view>
#include <vector>

namespace gml {

// One narrated step of a walkthrough: the player's cursor position (the state after `eventCount` events of
// the trace), a scene name the quiz's "show me" links can jump to, and what a learner should see there.
struct KvWalkthroughStep
{
    std::string scene;      // "fig6-new-block": unique within the walkthrough
    std::string narration;  // "The next token, 'brought', finds physical 1 full: it takes physical 3."
    std::size_t eventCount = 0;
};

// A built-in lesson on the paged KV cache, deterministic: the same trace, the same physical block numbers,
// every time. Built by buildKvWalkthrough.
struct KvWalkthrough
{
    std::string id;    // "fig6"
    std::string title; // "Block tables (the paper's Fig. 6)"
    KvCacheTrace trace;
    std::vector<KvWalkthroughStep> steps;

    KvCacheState stateAtStep(std::size_t step) const { return trace.stateAt(steps.at(step).eventCount); }
    // The step with this scene name, or nullptr.
    const KvWalkthroughStep* scene(std::string_view name) const;
};

struct KvWalkthroughInfo
{
    std::string id;
    std::string title;
    std::string summary;
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
