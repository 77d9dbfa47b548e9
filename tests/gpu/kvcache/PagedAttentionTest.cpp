#include "kvcache/PagedAttentionReference.h"
#include "kvcache/PagedKvCache.h"
#include "kvcache/PagedKvStore.h"

#include <boost/test/unit_test.hpp>

#include <cmath>
#include <map>
#include <random>

using namespace gml;

namespace {

struct Geometry
{
    int heads;
    int kvHeads;
    int headDim;
    std::uint32_t blockSize;
};

// Builds sequences through the real engine (prompts, forks, copy-on-write appends), writing random K and V
// for each token into the paged store at the slot the engine chose and, beside it, into plain contiguous
// arrays per sequence; then checks paged attention through the block tables against contiguous attention.
double maxErrorOfPagedAgainstContiguous(const Geometry& g, std::uint32_t seed)
{
    const std::uint32_t numBlocks = 96;
    PagedKvCacheConfig config;
    config.numBlocks = numBlocks;
    config.blockSize = g.blockSize;
    // A scrambled free order, so that logical neighbours are physically far apart.
    std::mt19937 random(seed);
    for (KvBlockId block = 0; block < numBlocks; ++block)
        config.initialFreeOrder.push_back(block);
    std::shuffle(config.initialFreeOrder.begin(), config.initialFreeOrder.end(), random);
    auto cache = std::move(PagedKvCache::create(config).value());
    PagedKvStore store(numBlocks, g.blockSize, static_cast<std::uint32_t>(g.kvHeads), static_cast<std::uint32_t>(g.headDim));
    cache->setBlockCopyObserver([&](KvBlockId from, KvBlockId to) { store.copyBlock(from, to); });

    std::normal_distribution<float> normal(0.0f, 1.0f);
    const std::size_t stride = store.tokenStride();
    std::map<KvSequenceId, std::vector<float>> keys, values;
    auto newToken = [&](KvSequenceId sequence, KvSlot slot) {
        std::vector<float> k(stride), v(stride);
        for (auto& x : k)
            x = normal(random);
        for (auto& x : v)
            x = normal(random);
        store.write(slot.physical, slot.slot, k.data(), v.data());
        keys[sequence].insert(keys[sequence].end(), k.begin(), k.end());
        values[sequence].insert(values[sequence].end(), v.begin(), v.end());
    };
    std::vector<KvSequenceId> sequences;
    for (const std::int32_t promptLength : {5, 37, 16}) {
        std::vector<std::int32_t> prompt(static_cast<std::size_t>(promptLength), 1);
        const KvSequenceId sequence = cache->addSequence(prompt).value();
        for (std::int32_t i = 0; i < promptLength; ++i)
            newToken(sequence, cache->slotOf(sequence, static_cast<std::uint32_t>(i)));
        sequences.push_back(sequence);
    }
    // Parallel samples of sequence 1: the children share its blocks until they append (copy-on-write).
    for (int child = 0; child < 2; ++child) {
        const KvSequenceId forked = cache->fork(sequences[1]).value();
        keys[forked] = keys[sequences[1]];
        values[forked] = values[sequences[1]];
        sequences.push_back(forked);
    }
    for (int round = 0; round < 21; ++round)
        for (const KvSequenceId sequence : sequences)
            newToken(sequence, cache->appendToken(sequence, 2).value());

    PagedAttentionShape shape;
    shape.numSequences = static_cast<int>(sequences.size());
    shape.numHeads = g.heads;
    shape.numKvHeads = g.kvHeads;
    shape.headDim = g.headDim;
    shape.blockSize = static_cast<int>(g.blockSize);
    shape.numBlocks = static_cast<int>(numBlocks);
    shape.scale = 1.0f / std::sqrt(static_cast<float>(g.headDim));
    for (const KvSequenceId sequence : sequences)
        shape.maxBlocksPerSequence = std::max<int>(shape.maxBlocksPerSequence,
                                                   static_cast<int>(cache->state().sequences[sequence].blockTable.size()));
    BOOST_REQUIRE(checkPagedAttentionShape(shape).empty());
    std::vector<std::int32_t> tables(sequences.size() * std::size_t(shape.maxBlocksPerSequence), 0);
    std::vector<std::int32_t> lengths;
    for (std::size_t s = 0; s < sequences.size(); ++s) {
        const auto& entry = cache->state().sequences[sequences[s]];
        for (std::size_t i = 0; i < entry.blockTable.size(); ++i)
            tables[s * std::size_t(shape.maxBlocksPerSequence) + i] = static_cast<std::int32_t>(entry.blockTable[i]);
        lengths.push_back(static_cast<std::int32_t>(entry.length));
    }
    const std::size_t queryRow = std::size_t(g.heads) * std::size_t(g.headDim);
    std::vector<float> query(sequences.size() * queryRow);
    for (auto& x : query)
        x = normal(random);
    std::vector<float> paged(query.size());
    pagedDecodeAttention(shape, query.data(), store.keys().data(), store.values().data(), tables.data(), lengths.data(),
                         paged.data());

    double maxError = 0;
    std::vector<float> plain(queryRow);
    for (std::size_t s = 0; s < sequences.size(); ++s) {
        contiguousDecodeAttention(g.heads, g.kvHeads, g.headDim, lengths[s], shape.scale, query.data() + s * queryRow,
                                  keys[sequences[s]].data(), values[sequences[s]].data(), plain.data());
        for (std::size_t i = 0; i < queryRow; ++i)
            maxError = std::max(maxError, double(std::fabs(plain[i] - paged[s * queryRow + i])));
    }
    return maxError;
}

} // namespace

BOOST_AUTO_TEST_SUITE(paged_attention)

BOOST_AUTO_TEST_CASE(paged_attention_equals_contiguous_attention)
{
    BOOST_TEST(maxErrorOfPagedAgainstContiguous({4, 4, 32, 16}, 1) < 1e-5); // multi-head
    BOOST_TEST(maxErrorOfPagedAgainstContiguous({8, 2, 64, 8}, 2) < 1e-5);  // grouped-query: 4 heads per KV head
    BOOST_TEST(maxErrorOfPagedAgainstContiguous({4, 1, 16, 32}, 3) < 1e-5); // multi-query
}

BOOST_AUTO_TEST_CASE(a_wrong_block_table_gives_a_different_answer)
{
    // The check has teeth: reading one block from the wrong place changes the output.
    PagedAttentionShape shape{1, 2, 2, 8, 4, 4, 2, 0.35f};
    std::mt19937 random(9);
    std::normal_distribution<float> normal;
    std::vector<float> keys(4 * 4 * 2 * 8), values(keys.size()), query(2 * 8);
    for (auto* v : {&keys, &values, &query})
        for (auto& x : *v)
            x = normal(random);
    const std::int32_t length = 7;
    std::vector<float> right(16), wrong(16);
    const std::vector<std::int32_t> table{2, 0};
    const std::vector<std::int32_t> swapped{0, 2};
    pagedDecodeAttention(shape, query.data(), keys.data(), values.data(), table.data(), &length, right.data());
    pagedDecodeAttention(shape, query.data(), keys.data(), values.data(), swapped.data(), &length, wrong.data());
    double difference = 0;
    for (std::size_t i = 0; i < right.size(); ++i)
        difference = std::max(difference, double(std::fabs(right[i] - wrong[i])));
    BOOST_TEST(difference > 1e-3);
    BOOST_TEST(checkPagedAttentionShape({1, 12, 8, 8, 4, 4, 2, 1.0f}) == "numHeads 12 is not a multiple of numKvHeads 8");
}

BOOST_AUTO_TEST_SUITE_END()
