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
    static const std::vector<KvWalkthroughInfo> walkthroughs{
        {"fig6", "Block tables (the paper's Fig. 6)",
         "A 7-token prompt in blocks of 4: logical blocks 0 and 1 land in physical 7 and 1; decoding fills the "
         "last slot, and the next token takes physical block 3."},
        {"fig8", "Parallel sampling and copy-on-write (Fig. 8)",
         "Two samples share one prompt's blocks; the first to write into the shared last block copies it."},
        {"fig9", "Beam search (Fig. 9)",
         "Four beams share what they have in common; pruned beams free the blocks only they used."},
        {"prefix-caching", "Prefix caching (vLLM's design document)",
         "Full blocks are cached by a hash of their prefix; later requests with the same prefix reuse them, and "
         "the free queue evicts the least recently used."},
        {"preemption-recompute", "A busy server preempts (recompute)",
         "More requests than blocks: the latest arrival gives its blocks back and recomputes its tokens later."},
        {"preemption-swap", "A busy server preempts (swap)",
         "The same server, but preempted requests copy their KV blocks to a host swap space of 4 blocks and back; "
         "when it is full, the request is recomputed instead."},
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

KvWalkthroughRecorder::KvWalkthroughRecorder(std::string id, std::string title, PagedKvCacheConfig config)
{
    m_walkthrough.id = std::move(id);
    m_walkthrough.title = std::move(title);
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

void KvWalkthroughRecorder::step(std::string scene, std::string narration)
{
    m_walkthrough.steps.push_back({std::move(scene), std::move(narration), m_cache->trace().size()});
}

KvWalkthrough KvWalkthroughRecorder::finish()
{
    m_walkthrough.trace = m_cache->takeTrace();
    m_walkthrough.trace.setTokenNames(m_words);
    return std::move(m_walkthrough);
}

std::string blockList(const std::vector<KvBlockId>& blocks)
{
    std::string text;
    for (const KvBlockId block : blocks)
        text += (text.empty() ? "" : ", ") + std::to_string(block);
    return text;
}

} // namespace gml
