#include "AllocatorInvariants.h"
#include "gpu/TestWorkScale.h"
#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

#include <random>

using namespace gml;

namespace {

struct Workload
{
    const char* name;
    const char* conf;
    std::uint64_t capacity;
    std::uint64_t seed;
    int streams;
    bool fraction;
};

// A random mix of what programs do: many allocations of all sizes (mostly small, some large), frees of
// random live tensors, uses on other streams, stream synchronizations, empty_cache now and then, on a
// device small enough that out-of-memory and the release-and-retry path happen often.
void runRandomWorkload(const Workload& workload, int operations)
{
    SimulatedDevice device("Test GPU", workload.capacity);
    CachingAllocator allocator(device, AllocatorConfig::parse(workload.conf).value(), 1024);
    if (workload.fraction)
        BOOST_REQUIRE(allocator.setMemoryFraction(0.8).ok());
    std::mt19937_64 random(workload.seed);
    const auto uniform = [&random](std::uint64_t below) { return random() % below; };
    const auto size = [&]() -> std::uint64_t {
        switch (uniform(10)) {
        case 0:
        case 1:
        case 2:
        case 3: return 1 + uniform(64 * KiB);                // tiny: small pool
        case 4:
        case 5: return 64 * KiB + uniform(1 * MiB);          // up to the small-pool limit and past it
        case 6:
        case 7: return 1 * MiB + uniform(9 * MiB);           // 1-10 MiB: 20 MiB segments
        case 8: return 10 * MiB + uniform(40 * MiB);         // own segments
        default: return 1 + uniform(workload.capacity / 4); // anything
        }
    };
    std::vector<std::uint64_t> live;
    AllocatorState replayed; // the trace, replayed event by event as it grows
    std::size_t applied = 0;
    std::uint64_t ooms = 0;
    for (int op = 0; op < operations; ++op) {
        const std::uint64_t choice = uniform(100);
        if (choice < 48 || live.empty()) {
            const auto result = allocator.allocate(size(), static_cast<StreamId>(uniform(workload.streams)));
            if (result)
                live.push_back(result.value());
            else
                ++ooms;
        } else if (choice < 90) {
            const std::size_t index = uniform(live.size());
            BOOST_REQUIRE(allocator.free(live[index]).ok());
            live[index] = live.back();
            live.pop_back();
        } else if (choice < 95) {
            BOOST_REQUIRE(allocator.recordStream(live[uniform(live.size())],
                                                 static_cast<StreamId>(uniform(workload.streams))).ok());
        } else if (choice < 98) {
            allocator.synchronizeStream(static_cast<StreamId>(uniform(workload.streams)));
        } else if (choice < 99) {
            allocator.emptyCache();
        } else {
            allocator.completePendingFrees();
        }

        const AllocatorTrace& trace = allocator.trace();
        for (; applied < trace.size(); ++applied)
            BOOST_REQUIRE_MESSAGE(replayed.apply(trace[applied]), "event " << applied << " does not replay");
        const AllocatorState state = allocator.state();
        const std::string broken = test::checkInvariants(state);
        BOOST_REQUIRE_MESSAGE(broken.empty(), workload.name << ", operation " << op << ": " << broken);
        BOOST_REQUIRE_MESSAGE(replayed == state, workload.name << ", operation " << op << ": replay differs");
    }
    BOOST_TEST(allocator.liveAllocationCount() == live.size());
    BOOST_TEST(allocator.stats().numOoms == ooms);
    BOOST_TEST_MESSAGE(workload.name << ": " << allocator.trace().size() << " events, " << ooms << " out of memory, "
                                     << allocator.stats().numAllocRetries << " retries, peak reserved "
                                     << formatBytes(static_cast<std::uint64_t>(
                                            allocator.stats().reservedBytes.all().peak)));

    // Seeking: the state at random event indices equals the replay from the start.
    std::vector<std::size_t> marks;
    for (int i = 0; i < 20; ++i)
        marks.push_back(uniform(allocator.trace().size() + 1));
    std::sort(marks.begin(), marks.end());
    AllocatorState fromStart;
    std::size_t position = 0;
    for (const std::size_t mark : marks) {
        for (; position < mark; ++position)
            fromStart.apply(allocator.trace()[position]);
        BOOST_TEST((allocator.trace().stateAt(mark) == fromStart), workload.name << " at event " << mark);
    }
    // Giving everything back leaves nothing behind on the device.
    for (const std::uint64_t address : live)
        BOOST_REQUIRE(allocator.free(address).ok());
    allocator.emptyCache();
    BOOST_TEST(allocator.state().segments.empty());
    BOOST_TEST(device.usedBytes() == 0u);
}

const Workload workloads[] = {
    {"plain", "", 2 * GiB, 1, 1, false},
    {"plain, 4 streams", "", 1 * GiB, 2, 4, false},
    {"max_split_size", "max_split_size_mb:64", 1 * GiB, 3, 2, false},
    {"expandable", "expandable_segments:True", 2 * GiB, 4, 1, false},
    {"expandable, 3 streams", "expandable_segments:True", 1 * GiB, 5, 3, false},
    {"rounding and gc", "roundup_power2_divisions:[1:4,64:8,>:2],garbage_collection_threshold:0.5", 1 * GiB, 6, 2,
     true},
};

} // namespace

BOOST_AUTO_TEST_SUITE(invariants)

BOOST_AUTO_TEST_CASE(hold_after_every_operation_of_random_sequences)
{
    for (const Workload& workload : workloads)
        runRandomWorkload(workload, test::scaledWork(100'000));
}

BOOST_AUTO_TEST_SUITE_END()
