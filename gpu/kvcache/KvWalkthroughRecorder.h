#pragma once

#include "kvcache/KvWalkthrough.h"
#include "kvcache/PagedKvCache.h"

#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace gml {

// What the walkthrough builders share: a recording PagedKvCache, a vocabulary so tokens can be words, and
// steps marked at the current end of the trace.
class KvWalkthroughRecorder
{
public:
    KvWalkthroughRecorder(std::string id, PagedKvCacheConfig config);

    PagedKvCache& cache() { return *m_cache; }
    const KvCacheState& state() const { return m_cache->state(); }

    // The id of a word, given a new one the first time it is seen.
    std::int32_t token(const std::string& word);
    std::vector<std::int32_t> tokens(const std::string& words); // split on spaces

    // Marks a step at the trace's current end, with the figures its narration quotes.
    void step(std::string scene, NarrationFacts facts = {});
    void servingStep(std::string scene, KvServingStep serving);
    KvWalkthrough finish();

private:
    KvWalkthrough m_walkthrough;
    std::unique_ptr<PagedKvCache> m_cache;
    std::map<std::string, std::int32_t> m_ids;
    std::vector<std::string> m_words;
};


} // namespace gml
