#include "kvcache/KvWalkthrough.h"

#include "kvcache/KvWalkthroughRecorder.h"

#include <stdexcept>

namespace gml {

const KvWalkthroughStep* KvWalkthrough::scene(std::string_view name) const
{
    for (const auto& step : steps)
        if (step.scene == name)
            return &step;
    return nullptr;
}

const std::vector<KvWalkthroughInfo>& kvWalkthroughs()
{
    // Titles, summaries and narration are content, in every language (resources/narration/paged-kv-cache.json).
    static const std::vector<KvWalkthroughInfo> walkthroughs{
        {"fig6", "Kwon et al., SOSP 2023, Fig. 6: block tables"},
        {"fig8", "Kwon et al., Fig. 8: parallel sampling and copy-on-write"},
        {"fig9", "Kwon et al., Fig. 9: beam search"},
        {"prefix-caching", "vLLM's prefix caching design document"},
        {"preemption-recompute", "a busy server preempts by recomputation"},
        {"preemption-swap", "a busy server preempts by swapping to host memory"},
    };
    return walkthroughs;
}

KvCacheResult<KvWalkthrough> buildKvWalkthrough(std::string_view id)
{
    if (id == "fig6")
        return buildBlockTableWalkthrough();
    if (id == "fig8")
        return buildParallelSamplingWalkthrough();
    if (id == "fig9")
        return buildBeamSearchWalkthrough();
    if (id == "prefix-caching")
        return buildPrefixCachingWalkthrough();
    if (id == "preemption-recompute")
        return buildPreemptionWalkthrough(false);
    if (id == "preemption-swap")
        return buildPreemptionWalkthrough(true);
    std::string names;
    for (const auto& info : kvWalkthroughs())
        names += (names.empty() ? "" : ", ") + info.id;
    return KvCacheError{KvCacheErrorCode::InvalidArgument,
                        "unknown walkthrough '" + std::string(id) + "': choose one of " + names};
}

KvWalkthroughRecorder::KvWalkthroughRecorder(std::string id, PagedKvCacheConfig config)
{
    m_walkthrough.id = std::move(id);
    config.recordTrace = true;
    auto cache = PagedKvCache::create(std::move(config));
    if (!cache) // the builders' configurations are fixed: failing here is a bug, not bad input
        throw std::logic_error("walkthrough " + m_walkthrough.id + ": " + cache.error().message);
    m_cache = std::move(cache.value());
}

std::int32_t KvWalkthroughRecorder::token(const std::string& word)
{
    const auto found = m_ids.find(word);
    if (found != m_ids.end())
        return found->second;
    const auto id = static_cast<std::int32_t>(m_words.size());
    m_ids.emplace(word, id);
    m_words.push_back(word);
    return id;
}

std::vector<std::int32_t> KvWalkthroughRecorder::tokens(const std::string& words)
{
    std::vector<std::int32_t> ids;
    std::istringstream stream(words);
    for (std::string word; stream >> word;)
        ids.push_back(token(word));
    return ids;
}

void KvWalkthroughRecorder::step(std::string scene, NarrationFacts facts)
{
    m_walkthrough.steps.push_back({std::move(scene), m_cache->trace().size(), std::move(facts), std::nullopt});
}

void KvWalkthroughRecorder::servingStep(std::string scene, KvServingStep serving)
{
    m_walkthrough.steps.push_back({std::move(scene), m_cache->trace().size(), {}, std::move(serving)});
}

KvWalkthrough KvWalkthroughRecorder::finish()
{
    m_walkthrough.trace = m_cache->takeTrace();
    m_walkthrough.trace.setTokenNames(m_words);
    return std::move(m_walkthrough);
}

} // namespace gml
