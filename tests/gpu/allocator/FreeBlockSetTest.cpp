// Both free-block sets (FreeBlockSet for unmapped blocks, SizeClassFreeSet for the free mapped ones) against
// std::set, their model: the same keys in the same order after every insert and erase, and lower_bound
// finding the same key, over random operations on one stream (where the search compares (size, address)
// alone) and on several (where the stream decides first), with sizes from 512 bytes to terabytes, so that
// SizeClassFreeSet's classes are crossed both within and between powers of two.
//
// The keys come from a fixed universe, one per block, as the allocator's do: a block index is a key's
// identity, and no two keys share a (stream, size, address).
#include "allocator/FreeBlockSet.h"

#include "allocator/SizeClassFreeSet.h"

#include <boost/mpl/list.hpp>
#include <boost/test/unit_test.hpp>
#include <iterator>
#include <random>
#include <set>
#include <type_traits>
#include <vector>

using gml::FreeBlockKey;
using gml::FreeBlockSet;
using gml::SizeClassFreeSet;

namespace {

bool sameKey(const FreeBlockKey& a, const FreeBlockKey& b)
{
    return a.sameSlot(b) && a.block == b.block;
}

// The keys in the order an iterator walks them, from begin() to end().
template <typename Set> std::vector<FreeBlockKey> walked(const Set& set)
{
    std::vector<FreeBlockKey> keys;
    for (const FreeBlockKey& key : set)
        keys.push_back(key);
    return keys;
}

template <typename Set> void checkEqual(const Set& set, const std::set<FreeBlockKey>& model, bool walk)
{
    BOOST_REQUIRE_EQUAL(set.size(), model.size());
    std::vector<FreeBlockKey> keys;
    if constexpr (std::is_same_v<Set, SizeClassFreeSet>) {
        // ordered() for the whole set; the iterators' steps (a scan of the class each) now and then.
        keys = walk ? walked(set) : set.ordered();
        std::size_t visited = 0;
        set.forEach([&](const FreeBlockKey& key) {
            BOOST_REQUIRE(model.count(key) == 1);
            ++visited;
        });
        BOOST_REQUIRE_EQUAL(visited, model.size());
    } else {
        keys = walked(set);
    }
    BOOST_REQUIRE_EQUAL(keys.size(), model.size());
    auto expected = model.begin();
    for (const FreeBlockKey& key : keys) {
        BOOST_REQUIRE(sameKey(key, *expected));
        ++expected;
    }
}

enum class Sizes
{
    FewSmall,
    AllScales,
    OneClass // four sizes that share one class: a long class, kept ordered beside its array
};

// A key of random stream, size and address: sizes either few and small (so that ties on size are common
// and the address must break them) or any power of two up to 2^45 bytes and a few sizes around it.
FreeBlockKey randomKey(std::mt19937_64& random, std::uint32_t streams, Sizes sizes)
{
    FreeBlockKey key;
    key.stream = static_cast<gml::StreamId>(random() % streams);
    if (sizes == Sizes::FewSmall)
        key.size = 512 * (1 + random() % 64);
    else if (sizes == Sizes::OneClass)
        key.size = 512 * (64 + random() % 4);
    else
        key.size = (std::uint64_t{512} << (random() % 37)) + 512 * (random() % 3) - 512 * (random() % 2);
    key.address = 0x7f0000000000ULL + 512 * (random() % 4096);
    return key;
}

template <typename Set>
void runRandom(unsigned seed, std::uint32_t streams, int operations, Sizes sizes = Sizes::FewSmall)
{
    std::mt19937_64 random(seed);
    // The universe: block i's key, distinct in (stream, size, address) from every other block's.
    std::vector<FreeBlockKey> universe;
    std::set<FreeBlockKey> drawn;
    while (universe.size() < 3000) {
        FreeBlockKey key = randomKey(random, streams, sizes);
        key.block = static_cast<std::uint32_t>(universe.size());
        if (drawn.insert(key).second)
            universe.push_back(key);
    }
    Set set;
    std::set<FreeBlockKey> model;
    std::vector<bool> held(universe.size(), false);
    for (int i = 0; i < operations; ++i) {
        const auto choice = random() % 10;
        const FreeBlockKey& key = universe[random() % universe.size()];
        if (choice < 5) {
            // An insert of a block held already changes nothing.
            BOOST_REQUIRE_EQUAL(set.insert(key), !held[key.block]);
            model.insert(key);
            held[key.block] = true;
        } else if (choice < 8) {
            BOOST_REQUIRE_EQUAL(set.erase(key), held[key.block] ? 1u : 0u);
            model.erase(key);
            held[key.block] = false;
            BOOST_REQUIRE_EQUAL(set.erase(key), 0u); // gone: a second erase finds nothing
        } else {
            // Best fit: the first key not less than a probe, as getFreeBlock asks.
            const FreeBlockKey probe = randomKey(random, streams, sizes);
            const auto found = set.lower_bound(probe);
            const auto expected = model.lower_bound(probe);
            BOOST_REQUIRE_EQUAL(found == set.end(), expected == model.end());
            if (expected != model.end()) {
                BOOST_REQUIRE(sameKey(*found, *expected));
                set.erase(found); // as an allocation takes the block it found
                held[expected->block] = false;
                model.erase(expected);
            }
        }
        if (i % 97 == 0)
            checkEqual(set, model, i % 1940 == 0);
    }
    checkEqual(set, model, true);
    // Emptied completely, the set is usable again.
    for (const FreeBlockKey& k : model)
        BOOST_REQUIRE_EQUAL(set.erase(k), 1u);
    BOOST_TEST(set.empty());
    BOOST_TEST(set.insert(universe.front()));
}

} // namespace

using Sets = boost::mpl::list<FreeBlockSet, SizeClassFreeSet>;

BOOST_AUTO_TEST_CASE_TEMPLATE(free_block_set_orders_and_finds_as_std_set_on_one_stream, Set, Sets)
{
    runRandom<Set>(1, 1, 40000);
    runRandom<Set>(2, 1, 40000);
    runRandom<Set>(5, 1, 40000, Sizes::AllScales);
    runRandom<Set>(7, 1, 40000, Sizes::OneClass);
}

BOOST_AUTO_TEST_CASE_TEMPLATE(free_block_set_orders_and_finds_as_std_set_on_several_streams, Set, Sets)
{
    runRandom<Set>(3, 3, 40000);
    runRandom<Set>(4, 7, 40000);
    runRandom<Set>(6, 3, 40000, Sizes::AllScales);
    runRandom<Set>(8, 2, 40000, Sizes::OneClass);
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

BOOST_AUTO_TEST_CASE(size_class_set_knows_its_keys_by_block)
{
    // A key is its block's: erasing with the block but another size or address removes nothing, and
    // inserting a held block again changes nothing.
    SizeClassFreeSet set;
    BOOST_REQUIRE(set.insert(FreeBlockKey{0, 7, 4096, 0x10000}));
    BOOST_REQUIRE(set.insert(FreeBlockKey{0, 8, 4096, 0x20000}));
    BOOST_TEST(!set.insert(FreeBlockKey{0, 7, 4096, 0x10000}));
    BOOST_TEST(set.erase(FreeBlockKey{0, 7, 8192, 0x10000}) == 0u);
    BOOST_TEST(set.erase(FreeBlockKey{0, 7, 4096, 0x30000}) == 0u);
    BOOST_TEST(set.erase(FreeBlockKey{1, 7, 4096, 0x10000}) == 0u);
    BOOST_TEST(set.erase(FreeBlockKey{0, 1000000, 4096, 0x10000}) == 0u); // never seen
    BOOST_TEST(set.size() == 2u);
    // Erasing the first moves the second into its slot; the second is still found by its block.
    BOOST_TEST(set.erase(FreeBlockKey{0, 7, 4096, 0x10000}) == 1u);
    BOOST_TEST(set.lower_bound(FreeBlockKey{0, 0, 4096, 0})->block == 8u);
    BOOST_TEST(set.erase(FreeBlockKey{0, 8, 4096, 0x20000}) == 1u);
    BOOST_TEST(set.empty());
}

BOOST_AUTO_TEST_CASE(size_class_set_orders_a_class_that_grows_long_and_short_again)
{
    // One class filled past the length where it is kept ordered too, emptied below the length where that
    // copy goes, and filled again: best fit and both directions of stepping agree with std::set throughout.
    SizeClassFreeSet set;
    std::set<FreeBlockKey> model;
    std::mt19937_64 random(11);
    std::vector<FreeBlockKey> keys;
    for (std::uint32_t block = 0; block < 200; ++block)
        keys.push_back(FreeBlockKey{0, block, 512 * (64 + random() % 4), 0x7f0000000000ULL + 512 * block});
    const auto check = [&] {
        BOOST_REQUIRE_EQUAL(set.size(), model.size());
        for (int probe = 0; probe < 8; ++probe) {
            const FreeBlockKey wanted{0, 0, 512 * (63 + random() % 6),
                                      0x7f0000000000ULL + 512 * (random() % 200)};
            const auto found = set.lower_bound(wanted);
            const auto expected = model.lower_bound(wanted);
            BOOST_REQUIRE_EQUAL(found == set.end(), expected == model.end());
            if (expected == model.end())
                continue;
            BOOST_REQUIRE(sameKey(*found, *expected));
            auto next = found;
            auto expectedNext = std::next(expected);
            ++next;
            BOOST_REQUIRE_EQUAL(next == set.end(), expectedNext == model.end());
            if (expectedNext != model.end())
                BOOST_REQUIRE(sameKey(*next, *expectedNext));
            if (expected != model.begin()) {
                auto previous = found;
                --previous;
                BOOST_REQUIRE(sameKey(*previous, *std::prev(expected)));
            }
        }
    };
    for (int cycle = 0; cycle < 3; ++cycle) {
        for (const FreeBlockKey& key : keys) {
            BOOST_REQUIRE(set.insert(key));
            model.insert(key);
            check();
        }
        checkEqual(set, model, true);
        for (std::size_t i = 0; i + 5 < keys.size(); ++i) {
            const FreeBlockKey& key = keys[(i * 7 + static_cast<std::size_t>(cycle)) % keys.size()];
            BOOST_REQUIRE_EQUAL(set.erase(key), model.erase(key));
            check();
        }
        checkEqual(set, model, true);
        for (const FreeBlockKey& key : std::vector<FreeBlockKey>(model.begin(), model.end()))
            BOOST_REQUIRE_EQUAL(set.erase(key), 1u);
        model.clear();
        BOOST_REQUIRE(set.empty());
    }
}
