// The live-allocation index: an open-addressing table of packed slots with a side map for what does not
// pack. Checked against std::unordered_map on random sequences that mix both kinds of entries.
#include "allocator/AddressIndex.h"

#include <boost/test/unit_test.hpp>
#include <random>
#include <unordered_map>
#include <vector>

using namespace gml;

BOOST_AUTO_TEST_SUITE(address_index)

BOOST_AUTO_TEST_CASE(finds_and_takes_what_a_hash_map_would_packed_or_not)
{
    for (const unsigned seed : {1u, 2u, 3u, 4u}) {
        std::mt19937_64 random(seed);
        AddressIndex index;
        std::unordered_map<std::uint64_t, std::uint32_t> reference;
        std::vector<std::uint64_t> live;
        const auto drawAddress = [&]() -> std::uint64_t {
            switch (random() % 8) {
            case 0:
                return 0x7f0000000000ULL + (random() % 4096) * 512 + 256; // not a multiple of 512
            case 1:
                return (std::uint64_t{1} << 49) + (random() % 4096) * 512; // above 2^49
            default:
                return 0x7f0000000000ULL + (random() % 65536) * 512; // the usual kind
            }
        };
        for (int step = 0; step < 40000; ++step) {
            const unsigned action = static_cast<unsigned>(random() % 10);
            if (action < 5 || live.empty()) {
                const std::uint64_t address = drawAddress();
                if (reference.contains(address))
                    continue;
                // Now and then a block index past the 24 packed bits, or the one reserved for empty slots.
                const auto block = static_cast<std::uint32_t>(
                    random() % 50 == 0 ? (1u << 24) - 1 + random() % 3 : random() % 100000);
                index.insert(address, block);
                reference.emplace(address, block);
                live.push_back(address);
            } else if (action < 8) {
                const std::size_t i = random() % live.size();
                const std::uint64_t address = live[i];
                BOOST_REQUIRE_EQUAL(index.take(address), reference.at(address));
                reference.erase(address);
                live[i] = live.back();
                live.pop_back();
            } else {
                // A lookup of a live address, or of one that is not there.
                const std::uint64_t address =
                    random() % 2 == 0 ? live[random() % live.size()] : drawAddress();
                const auto it = reference.find(address);
                BOOST_REQUIRE_EQUAL(index.find(address),
                                    it == reference.end() ? AddressIndex::kNone : it->second);
                if (it == reference.end())
                    BOOST_REQUIRE_EQUAL(index.take(address), AddressIndex::kNone);
            }
            BOOST_REQUIRE_EQUAL(index.size(), reference.size());
        }
        for (const std::uint64_t address : live)
            BOOST_REQUIRE_EQUAL(index.find(address), reference.at(address));
    }
}

BOOST_AUTO_TEST_SUITE_END()
