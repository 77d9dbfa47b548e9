// Both free-block sets (FreeBlockSet for unmapped blocks, SizeClassFreeSet for the free mapped ones) against
// std::set, their model: the same keys in the same order after every insert and erase, and lower_bound
// finding the same key, over random operations on one stream (where the search compares (size, address)
// alone) and on several (where the stream decides first), with sizes from 512 bytes to terabytes, so that
// SizeClassFreeSet's classes are crossed both within and between powers of two.
#include "allocator/FreeBlockSet.h"

#include "allocator/SizeClassFreeSet.h"

#include <boost/mpl/list.hpp>
#include <boost/test/unit_test.hpp>
#include <iterator>
#include <random>
#include <set>
#include <vector>

using gml::FreeBlockKey;
using gml::FreeBlockSet;
using gml::SizeClassFreeSet;

namespace {

bool sameKey(const FreeBlockKey& a, const FreeBlockKey& b)
{
    return a.sameSlot(b) && a.block == b.block;
}

template <typename Set> void checkEqual(const Set& set, const std::set<FreeBlockKey>& model)
{
    BOOST_REQUIRE_EQUAL(set.size(), model.size());
    auto expected = model.begin();
    for (const FreeBlockKey& key : set) {
        BOOST_REQUIRE(expected != model.end());
        BOOST_REQUIRE(sameKey(key, *expected));
        ++expected;
    }
}

enum class Sizes
{
    FewSmall,
    AllScales
};

template <typename Set>
void runRandom(unsigned seed, std::uint32_t streams, int operations, Sizes sizes = Sizes::FewSmall)
{
    std::mt19937_64 random(seed);
    Set set;
    std::set<FreeBlockKey> model;
    std::vector<FreeBlockKey> present;
    const auto randomKey = [&] {
        FreeBlockKey key;
        key.stream = static_cast<gml::StreamId>(random() % streams);
        if (sizes == Sizes::FewSmall) {
            // Few distinct sizes, so that ties on size are common and the address must break them.
            key.size = 512 * (1 + random() % 64);
        } else {
            // Any power of two up to 2^45 bytes, and a few sizes around it.
            key.size = (std::uint64_t{512} << (random() % 37)) + 512 * (random() % 3) - 512 * (random() % 2);
        }
        key.address = 0x7f0000000000ULL + 512 * (random() % 4096);
        key.block = static_cast<std::uint32_t>(random());
        return key;
    };
    for (int i = 0; i < operations; ++i) {
        const auto choice = random() % 10;
        if (choice < 5 || present.empty()) {
            const FreeBlockKey key = randomKey();
            const bool added = model.insert(key).second;
            BOOST_REQUIRE_EQUAL(set.insert(key), added);
            if (added)
                present.push_back(key);
        } else if (choice < 8) {
            const std::size_t index = random() % present.size();
            const FreeBlockKey key = present[index];
            BOOST_REQUIRE_EQUAL(set.erase(key), 1u);
            model.erase(key);
            present[index] = present.back();
            present.pop_back();
            BOOST_REQUIRE_EQUAL(set.erase(key), 0u); // gone: a second erase finds nothing
        } else {
            // Best fit: the first key not less than a probe, as getFreeBlock asks.
            const FreeBlockKey probe = randomKey();
            const auto found = set.lower_bound(probe);
            const auto expected = model.lower_bound(probe);
            BOOST_REQUIRE_EQUAL(found == set.end(), expected == model.end());
            if (expected != model.end()) {
                BOOST_REQUIRE(sameKey(*found, *expected));
                set.erase(found); // as an allocation takes the block it found
                std::erase_if(present, [&](const FreeBlockKey& k) { return k.sameSlot(*expected); });
                model.erase(expected);
            }
        }
        if (i % 97 == 0)
            checkEqual(set, model);
    }
    checkEqual(set, model);
    // Emptied completely, the set is usable again.
    for (const FreeBlockKey& key : present)
        BOOST_REQUIRE_EQUAL(set.erase(key), 1u);
    BOOST_TEST(set.empty());
    BOOST_TEST(set.insert(randomKey()));
}

} // namespace

using Sets = boost::mpl::list<FreeBlockSet, SizeClassFreeSet>;

BOOST_AUTO_TEST_CASE_TEMPLATE(free_block_set_orders_and_finds_as_std_set_on_one_stream, Set, Sets)
{
    runRandom<Set>(1, 1, 40000);
    runRandom<Set>(2, 1, 40000);
    runRandom<Set>(5, 1, 40000, Sizes::AllScales);
}

BOOST_AUTO_TEST_CASE_TEMPLATE(free_block_set_orders_and_finds_as_std_set_on_several_streams, Set, Sets)
{
    runRandom<Set>(3, 3, 40000);
    runRandom<Set>(4, 7, 40000);
    runRandom<Set>(6, 3, 40000, Sizes::AllScales);
}

BOOST_AUTO_TEST_CASE_TEMPLATE(free_block_set_walks_backwards_from_lower_bound, Set, Sets)
{
    // getFreeBlock's oversize rules step back from a lower bound; iterators must cross leaves (and size
    // classes) both ways.
    Set set;
    for (std::uint64_t i = 0; i < 1000; ++i)
        BOOST_REQUIRE(set.insert(FreeBlockKey{0, static_cast<std::uint32_t>(i), 512 * (i + 1), 4096 * i}));
    auto it = set.lower_bound(FreeBlockKey{0, 0, 512 * 700, 0});
    BOOST_REQUIRE(it != set.end());
    BOOST_TEST(it->block == 699u);
    for (int step = 0; step < 699; ++step)
        --it;
    BOOST_TEST(it->block == 0u);
    BOOST_TEST((it == set.begin()));
    // From end(), back to the last key; forward again to end().
    auto last = set.end();
    --last;
    BOOST_TEST(last->block == 999u);
    ++last;
    BOOST_TEST((last == set.end()));
}

BOOST_AUTO_TEST_CASE(size_classes_follow_size_order)
{
    // Monotone, so that the classes in turn keep the set's order; one class per 512-byte unit below 16 of
    // them, then 16 per power of two.
    std::uint32_t previous = 0;
    for (std::uint64_t units = 0; units < 100000; ++units) {
        const std::uint32_t cls = SizeClassFreeSet::classOf(units * 512);
        BOOST_REQUIRE_GE(cls, previous);
        previous = cls;
    }
    BOOST_TEST(SizeClassFreeSet::classOf(15 * 512) == 15u);
    BOOST_TEST(SizeClassFreeSet::classOf(16 * 512) == 16u);
    BOOST_TEST(SizeClassFreeSet::classOf(32 * 512) == 32u);
    BOOST_TEST(SizeClassFreeSet::classOf(~std::uint64_t{0}) == SizeClassFreeSet::kClasses - 1);
}
