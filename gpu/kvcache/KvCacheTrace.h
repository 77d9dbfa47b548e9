#pragma once

#include "kvcache/KvCacheEvent.h"
#include "kvcache/KvCacheState.h"
#include "trace/KeyframeTrace.h"

#include <string>
#include <vector>

namespace gml {

// Everything a paged KV cache did, in order, with keyframes (the caching allocator's pattern): stateAt(n) is
// the state after the first n events, one keyframe copy plus a short replay; explain(i) says why event i
// happened in words a learner can read.
class KvCacheTrace
{
public:
    static constexpr std::size_t kDefaultKeyframeInterval = 1024;

    explicit KvCacheTrace(std::size_t keyframeInterval = kDefaultKeyframeInterval) : m_trace(keyframeInterval) {}

    void append(const KvCacheEvent& event);
    template <typename MakeState> void offerKeyframe(MakeState&& current) { m_trace.offerKeyframe(current); }

    std::size_t size() const { return m_trace.size(); }
    bool empty() const { return m_trace.empty(); }
    const KvCacheEvent& operator[](std::size_t index) const { return m_trace[index]; }
    std::size_t keyframeCount() const { return m_trace.keyframeCount(); }
    std::size_t keyframeInterval() const { return m_trace.interval(); }

    KvCacheState stateAt(std::size_t eventCount) const { return m_trace.stateAt(eventCount); }

    // "sequence 0 filled logical block 1 (physical 1); token 9 needs a new block: took physical 3 from the
    // head of the free queue".
    std::string explain(std::size_t index) const;

    // Words for token ids (walkthroughs use real words: "Four", "score", ...); ids without one print as #id.
    void setTokenNames(std::vector<std::string> names) { m_tokenNames = std::move(names); }
    const std::vector<std::string>& tokenNames() const { return m_tokenNames; }
    std::string tokenName(std::int32_t token) const;

    std::uint32_t blockSize() const { return m_blockSize; }

private:
    KeyframeTrace<KvCacheEvent, KvCacheState> m_trace;
    std::vector<std::string> m_tokenNames;
    std::uint32_t m_blockSize = 0;
};

} // namespace gml
