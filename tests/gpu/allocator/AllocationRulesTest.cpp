#include "allocator/AllocationRules.h"
#include "util/ByteFormat.h"

#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

using namespace gml;

namespace {

AllocatorConfig config(const char* text)
{
    auto parsed = AllocatorConfig::parse(text);
    BOOST_REQUIRE_MESSAGE(parsed.ok(), (parsed.ok() ? std::string() : parsed.error().message));
    return parsed.value();
}

struct RoundCase
{
    const char* conf;
    std::uint64_t size;
    std::uint64_t rounded;
};
std::ostream& operator<<(std::ostream& out, const RoundCase& c)
{
    return out << "'" << c.conf << "' " << c.size << " -> " << c.rounded;
}

const RoundCase roundCases[] = {
    {"", 1, 512},
    {"", 512, 512},
    {"", 513, 1024},
    {"", 1200, 1536},
    {"", 1 * MiB + 1, 1 * MiB + 512},
    {"", 25 * MiB + 100, 25 * MiB + 512},
    // Four divisions between powers of two, but only above 512 B x divisions: 1200 B stays 512 B rounding.
    {"roundup_power2_divisions:4", 1200, 1536},
    {"roundup_power2_divisions:4", 2049, 2560},
    {"roundup_power2_divisions:4", 4800, 5120},
    {"roundup_power2_divisions:4", 1 * MiB + 1, 1 * MiB + 256 * KiB},
    {"roundup_power2_divisions:4", 5 * MiB, 5 * MiB},
    {"roundup_power2_divisions:4", 5 * MiB + 1, 6 * MiB},
    {"roundup_power2_divisions:4", 4 * MiB, 4 * MiB}, // powers of two stay
    {"roundup_power2_divisions:1", 1 * MiB + 1, 1 * MiB + 512}, // 1 division: no stepping
    {"roundup_power2_divisions:8", 3 * MiB + 1, 3 * MiB + 256 * KiB},
    // The list form: [256:1,512:2,1024:4,>:8]. 300 MiB lies in [256, 512): 1 division -> plain rounding.
    {"roundup_power2_divisions:[256:1,512:2,1024:4,>:8]", 300 * MiB + 1, 300 * MiB + 512},
    // 600 MiB lies in [512, 1024): 2 divisions -> 768 MiB.
    {"roundup_power2_divisions:[256:1,512:2,1024:4,>:8]", 600 * MiB, 768 * MiB},
    // Below 256 MiB the first entry applies (1 division).
    {"roundup_power2_divisions:[256:1,512:2,1024:4,>:8]", 3 * MiB + 1, 3 * MiB + 512},
    // From the last named interval on, '>' applies (PyTorch fills from that interval inclusive): 8 divisions.
    {"roundup_power2_divisions:[256:1,512:2,1024:4,>:8]", 1100 * MiB, 1152 * MiB},
    {"roundup_power2_divisions:[256:1,512:2,1024:4,>:8]", 2100 * MiB, 2304 * MiB},
};

} // namespace

BOOST_AUTO_TEST_SUITE(rules)

BOOST_DATA_TEST_CASE(round_size, boost::unit_test::data::make(roundCases), c)
{
    const AllocatorConfig conf = config(c.conf);
    BOOST_TEST(AllocationRules(conf).roundSize(c.size) == c.rounded);
}

BOOST_AUTO_TEST_CASE(power_of_two_division_steps)
{
    // The documented example: 1200 B between 1024 and 2048 in four steps (1024, 1280, 1536, 1792) -> 1280.
    BOOST_TEST(AllocationRules::nextPowerOfTwoDivision(1200, 4) == 1280u);
    BOOST_TEST(AllocationRules::nextPowerOfTwoDivision(1280, 4) == 1280u);
    BOOST_TEST(AllocationRules::nextPowerOfTwoDivision(1793, 4) == 2048u);
    BOOST_TEST(AllocationRules::nextPowerOfTwoDivision(1024, 4) == 1024u);
    BOOST_TEST(AllocationRules::nextPowerOfTwoDivision(3, 4) == 4u); // steps below one byte: next power
}

BOOST_AUTO_TEST_CASE(pool_choice)
{
    BOOST_TEST((AllocationRules::poolFor(512) == PoolKind::Small));
    BOOST_TEST((AllocationRules::poolFor(1 * MiB) == PoolKind::Small));
    BOOST_TEST((AllocationRules::poolFor(1 * MiB + 512) == PoolKind::Large));
    BOOST_TEST((AllocationRules::poolFor(1 * GiB) == PoolKind::Large));
}

BOOST_AUTO_TEST_CASE(segment_size)
{
    const std::pair<std::uint64_t, std::uint64_t> cases[] = {
        {512, 2 * MiB},          {1 * MiB, 2 * MiB},           {1 * MiB + 512, 20 * MiB},
        {10 * MiB - 512, 20 * MiB}, {10 * MiB, 10 * MiB},       {10 * MiB + 512, 12 * MiB},
        {25 * MiB, 26 * MiB},    {100 * MiB + 512, 102 * MiB},
    };
    for (const auto& [size, segment] : cases)
        BOOST_TEST(AllocationRules::segmentSizeFor(size) == segment, formatBytes(size));
}

BOOST_AUTO_TEST_CASE(oversize_rules)
{
    const AllocatorConfig none;
    const AllocatorConfig split = config("max_split_size_mb:64");
    const AllocatorConfig rounding = config("max_split_size_mb:64,max_non_split_rounding_mb:40");
    struct Case
    {
        const AllocatorConfig* conf;
        std::uint64_t block, request;
        bool serves;
        const char* why;
    } cases[] = {
        {&none, 500 * MiB, 2 * MiB, true, "no max_split_size: any block serves"},
        {&split, 63 * MiB, 2 * MiB, true, "a block below max_split_size serves a small request"},
        {&split, 64 * MiB, 2 * MiB, false, "a request below max_split_size never takes an oversize block"},
        {&split, 100 * MiB, 63 * MiB, false, "... even one just below"},
        {&split, 83 * MiB, 64 * MiB, true, "an oversize request takes a block less than 20 MiB larger"},
        {&split, 84 * MiB, 64 * MiB, false, "... but not one 20 MiB or more larger"},
        {&rounding, 100 * MiB, 64 * MiB, true, "max_non_split_rounding_mb widens the margin"},
        {&rounding, 104 * MiB, 64 * MiB, false, "... to exactly its value"},
    };
    for (const Case& c : cases)
        BOOST_TEST(AllocationRules(*c.conf).cachedBlockServes(c.block, c.request) == c.serves, c.why);
}

BOOST_AUTO_TEST_CASE(split_thresholds)
{
    const AllocatorConfig none;
    const AllocatorConfig split = config("max_split_size_mb:64");
    const AllocatorConfig expandable = config("expandable_segments:True");
    struct Case
    {
        const AllocatorConfig* conf;
        std::uint64_t block, request;
        PoolKind pool;
        bool splits;
        const char* why;
    } cases[] = {
        {&none, 2 * MiB, 2 * MiB - 512, PoolKind::Small, true, "small pool: 512 B remaining is enough"},
        {&none, 2 * MiB, 2 * MiB - 511 + 511, PoolKind::Small, false, "small pool: nothing remaining"},
        {&none, 1024, 600, PoolKind::Small, false, "small pool: 424 B remaining is not"},
        {&none, 20 * MiB, 19 * MiB, PoolKind::Large, false, "large pool: exactly 1 MiB remaining is not"},
        {&none, 20 * MiB, 19 * MiB - 512, PoolKind::Large, true, "large pool: more than 1 MiB is"},
        {&split, 100 * MiB, 64 * MiB, PoolKind::Large, false, "large pool: requests >= max_split_size never split"},
        {&split, 100 * MiB, 63 * MiB, PoolKind::Large, true, "... requests below it do"},
        {&expandable, 20 * MiB, 20 * MiB - 512, PoolKind::Large, true, "expandable segments: 512 B is enough"},
    };
    for (const Case& c : cases)
        BOOST_TEST(AllocationRules(*c.conf).shouldSplit(c.block, c.request, c.pool) == c.splits, c.why);
}

BOOST_AUTO_TEST_SUITE_END()
