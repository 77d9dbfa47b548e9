// gml-bench-allocator: how fast the caching allocator engine decides, and how fast its trace seeks.
//
//   cmake --build build --target gml-bench-allocator && build/gpu/allocator/bench/gml-bench-allocator
//   (options: --ops N, default 1000000; --seed S; --streams K, default 1; --seeks N, default 200;
//    --repeat R, default 5: replays, each afresh, whose median is the figure;
//    --device-gib G, default 80 (a small device reaches the out-of-memory paths); --conf TEXT, settings as
//    PYTORCH_CUDA_ALLOC_CONF writes them; --digest: also print a hash of every event, message, statistic
//    and the final state; --workload mixed (default) or one-size)
//
// Replays N allocations and frees (a live set of a few thousand tensors of mixed sizes, as a training step
// keeps) on a simulated 80 GiB device with the trace recording every event, prints nanoseconds per
// operation, then seeks the trace to random event indices and prints the time per seek.
//
// --workload one-size is the free set's worst case instead: many free blocks of one size. 20,000 tensors of
// 1.5 MiB are allocated (30 GiB; a fifth of the operations if there are fewer than 100,000), every other
// one is freed (so that no two free blocks are neighbours and none merge), and the remaining operations
// allocate one more and free it again, each such best fit choosing among 10,000 equal free blocks. (Free
// sets that kept a size class in one sorted or unsorted array took 7-13 microseconds an operation here.)
//
// The digest is how a speed-up proves it changed no decision: the same options must print the same digest
// before and after. The replay is a function of its own so that `valgrind --tool=callgrind
// --toggle-collect='*replayOperations*'` counts the allocator's instructions alone; cost-model.sh beside
// this file does that, with cache and branch simulation, to compare two builds where timings swing.
#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace gml;
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// The live tensors the mixed workload keeps about.
constexpr std::size_t kTargetLive = 4000;

// 16 bytes: the replay streams through a million of them, and their cache misses are charged to the
// allocator's time.
struct Op
{
    std::uint64_t bytes; // 0: free the tensor at `index` of the live list
    std::uint32_t index;
    StreamId stream;
};
static_assert(sizeof(Op) == 16);

// The timed part: the operations, on the allocator, and nothing else.
[[gnu::noinline]] long long replayOperations(CachingAllocator& allocator, const std::vector<Op>& ops,
                                             std::vector<std::uint64_t>& addresses)
{
    long long failures = 0;
    for (const Op& op : ops) {
        if (op.bytes != 0) {
            const auto address = allocator.allocate(op.bytes, op.stream);
            if (address)
                addresses.push_back(address.value());
            else
                ++failures;
        } else if (!addresses.empty()) {
            // op.index was drawn below the live count, which is addresses.size() unless allocations failed:
            // the division (tens of cycles, a tenth of a cached free) only then.
            const std::size_t index = op.index < addresses.size() ? op.index : op.index % addresses.size();
            allocator.free(addresses[index]);
            addresses[index] = addresses.back();
            addresses.pop_back();
        }
    }
    return failures;
}

// The mixed workload (see the top of the file) for `count` operations, drawn from `random`.
std::vector<Op> mixedOperations(std::size_t count, unsigned streams, std::mt19937_64& random)
{
    const auto uniform = [&random](std::uint64_t below) { return random() % below; };
    std::vector<Op> ops;
    ops.reserve(count);
    std::size_t live = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const bool allocate = live == 0 || uniform(100) < (live < kTargetLive ? 60u : 40u);
        if (allocate) {
            std::uint64_t bytes = 0;
            switch (uniform(8)) {
            case 0:
            case 1:
            case 2:
                bytes = 1 + uniform(512 * KiB);
                break;
            case 3:
            case 4:
                bytes = 512 * KiB + uniform(4 * MiB);
                break;
            case 5:
            case 6:
                bytes = 4 * MiB + uniform(16 * MiB);
                break;
            default:
                bytes = 20 * MiB + uniform(64 * MiB);
                break;
            }
            ops.push_back({bytes, 0, static_cast<StreamId>(uniform(streams))});
            ++live;
        } else {
            ops.push_back({0, static_cast<std::uint32_t>(uniform(live)), 0});
            --live;
        }
    }
    return ops;
}

// The one-size workload (see the top of the file) for `count` operations. Frees name a position in the
// replay's live list, which removes an entry by moving the last one into its place: freeing positions
// n-2, n-4, ... of n frees every other allocation, as the moved ones are never freed.
std::vector<Op> oneSizeOperations(std::size_t count)
{
    constexpr std::uint64_t kBytes = 3 * MiB / 2;
    const std::size_t allocations = std::clamp<std::size_t>(count / 5, 2, 20000);
    std::vector<Op> ops;
    ops.reserve(count);
    for (std::size_t i = 0; i < allocations && ops.size() < count; ++i)
        ops.push_back({kBytes, 0, 0});
    for (std::size_t position = allocations - 2; ops.size() < count; position -= 2) {
        ops.push_back({0, static_cast<std::uint32_t>(position), 0});
        if (position < 2)
            break;
    }
    const auto liveAfter = static_cast<std::uint32_t>(allocations - allocations / 2);
    while (ops.size() + 2 <= count) {
        ops.push_back({kBytes, 0, 0});
        ops.push_back({0, liveAfter, 0}); // the one just allocated: the last of liveAfter + 1
    }
    return ops;
}

int usage()
{
    std::fprintf(stderr,
                 "usage: gml-bench-allocator [--ops N] [--seed S] [--streams K] [--seeks N] [--repeat R]\n"
                 "                           [--device-gib G] [--conf TEXT] [--digest]\n"
                 "                           [--workload mixed|one-size]\n");
    return 2;
}

// FNV-1a over values fed one by one (field by field: events have padding bytes).
struct Digest
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    void add(std::uint64_t value)
    {
        for (int i = 0; i < 8; ++i) {
            hash ^= (value >> (8 * i)) & 0xff;
            hash *= 0x100000001b3ULL;
        }
    }
    void add(const std::string& text)
    {
        add(text.size());
        for (const char c : text)
            add(static_cast<std::uint64_t>(static_cast<unsigned char>(c)));
    }
};

std::uint64_t digestOf(const CachingAllocator& allocator)
{
    Digest digest;
    const AllocatorTrace& trace = allocator.trace();
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const AllocatorEvent& e = trace[i];
        for (const std::uint64_t value :
             {std::uint64_t{static_cast<std::uint8_t>(e.kind)},
              std::uint64_t{static_cast<std::uint8_t>(e.reason)}, std::uint64_t{e.flags},
              std::uint64_t{static_cast<std::uint8_t>(e.pool)}, std::uint64_t{e.stream},
              std::uint64_t{e.segment}, std::uint64_t{e.count}, e.address, e.size, e.requested, e.detail,
              e.detail2})
            digest.add(value);
        // An out-of-memory event keeps its figures, an error its message; both as the same text as before.
        if (e.kind == EventKind::Oom)
            digest.add(trace.outOfMemory(e.count).text());
        else if (e.kind == EventKind::Error)
            digest.add(trace.message(e.count));
    }
    for (const auto& [name, value] : allocator.stats().namedValues()) {
        digest.add(name);
        digest.add(static_cast<std::uint64_t>(value));
    }
    const AllocatorState state = allocator.state();
    for (const SegmentInfo& segment : state.segments) {
        digest.add(segment.id);
        digest.add(segment.address);
        digest.add(segment.size);
        for (const BlockInfo& block : segment.blocks) {
            digest.add(block.address);
            digest.add(block.size);
            digest.add(block.requested);
            digest.add(static_cast<std::uint64_t>(block.state));
        }
    }
    // The keyframes must hold the same states as before, too: the trace's own replay is checked against
    // them at a few positions (stateAt starts from the keyframe at or before each).
    for (std::size_t position = 0; position <= trace.size(); position += trace.size() / 7 + 1)
        digest.add(trace.stateAt(position).blockCount());
    digest.add(state == trace.stateAt(trace.size()) ? 1 : 0);
    return digest.hash;
}

} // namespace

int main(int argc, char** argv)
{
    long long operations = 1'000'000;
    unsigned long long seed = 42;
    unsigned streams = 1;
    int seeks = 200;
    int repeat = 5;
    std::uint64_t deviceGiB = 80;
    std::string settings;
    bool digest = false;
    bool oneSize = false;
    for (int i = 1; i < argc; ++i) {
        const std::string option = argv[i];
        if (option == "--digest") {
            digest = true;
            continue;
        }
        if (option == "--workload" && i + 1 < argc) {
            const std::string workload = argv[++i];
            if (workload != "mixed" && workload != "one-size") {
                std::fprintf(stderr, "gml-bench-allocator: --workload is mixed or one-size, not %s\n",
                             workload.c_str());
                return 2;
            }
            oneSize = workload == "one-size";
            continue;
        }
        if (i + 1 >= argc) {
            return usage();
        }
        if (option == "--device-gib")
            deviceGiB = std::max<std::uint64_t>(1, std::strtoull(argv[++i], nullptr, 10));
        else if (option == "--conf")
            settings = argv[++i];
        else if (option == "--repeat")
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (option == "--seeks")
            seeks = std::max(0, std::atoi(argv[++i]));
        else if (option == "--ops")
            operations = std::atoll(argv[++i]);
        else if (option == "--seed")
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (option == "--streams")
            streams = static_cast<unsigned>(std::max(1, std::atoi(argv[++i])));
        else {
            return usage();
        }
    }
    if (operations <= 0) {
        std::fprintf(stderr, "gml-bench-allocator: --ops must be a positive number\n");
        return 2;
    }

    // The operations are drawn before timing, so the timing is the allocator's alone.
    std::mt19937_64 random(seed);
    const std::vector<Op> ops = oneSize
                                    ? oneSizeOperations(static_cast<std::size_t>(operations))
                                    : mixedOperations(static_cast<std::size_t>(operations), streams, random);

    // Each repetition replays the operations afresh, on a new device and allocator (as a lesson re-run makes
    // them); the figure is the median, since this machine's speed swings from one second to the next.
    std::vector<double> nsPerOp;
    std::unique_ptr<SimulatedDevice> device;
    std::unique_ptr<CachingAllocator> kept;
    std::vector<std::uint64_t> addresses;
    long long failures = 0;
    for (int run = 0; run < repeat; ++run) {
        kept.reset(); // the allocator goes before its device
        device = std::make_unique<SimulatedDevice>("NVIDIA H100 80GB HBM3", deviceGiB * GiB);
        kept = std::make_unique<CachingAllocator>(*device);
        if (!settings.empty()) {
            if (const auto status = kept->setSettings(settings); !status) {
                std::fprintf(stderr, "gml-bench-allocator: %s\n", status.error().message.c_str());
                return 2;
            }
        }
        addresses.clear();
        addresses.reserve(kTargetLive * 2);
        const auto start = Clock::now();
        failures = replayOperations(*kept, ops, addresses);
        nsPerOp.push_back(secondsSince(start) * 1e9 / static_cast<double>(operations));
    }
    CachingAllocator& allocator = *kept;
    const AllocatorTrace& trace = allocator.trace();
    std::vector<double> sorted = nsPerOp;
    std::sort(sorted.begin(), sorted.end());
    std::printf("%lld operations, %d runs: median %.0f ns per operation, best %.0f, first run %.0f "
                "(%zu events, %zu keyframes, %lld failed)\n",
                operations, repeat, sorted[sorted.size() / 2], sorted.front(), nsPerOp.front(), trace.size(),
                trace.keyframeCount(), failures);
    std::printf(
        "reserved %s (peak %s), %zu segments, %zu live tensors\n",
        formatBytes(static_cast<std::uint64_t>(allocator.stats().reservedBytes.all().current)).c_str(),
        formatBytes(static_cast<std::uint64_t>(allocator.stats().reservedBytes.all().peak)).c_str(),
        allocator.state().segments.size(), addresses.size());

    // Seeking: random positions, as a learner dragging the timeline.
    const int kSeeks = seeks;
    double worst = 0.0;
    double total = 0.0;
    std::size_t blocks = 0;
    for (int i = 0; i < kSeeks; ++i) {
        const std::size_t position = random() % (trace.size() + 1);
        const auto seekStart = Clock::now();
        const AllocatorState state = trace.stateAt(position);
        const double seconds = secondsSince(seekStart);
        blocks += state.blockCount();
        worst = std::max(worst, seconds);
        total += seconds;
    }
    if (kSeeks > 0)
        std::printf(
            "seek: %.2f ms on average, %.2f ms at worst, over %d random positions (%zu blocks on average)\n",
            total * 1e3 / kSeeks, worst * 1e3, kSeeks, blocks / static_cast<std::size_t>(kSeeks));
    if (digest)
        std::printf("digest: %016llx\n", static_cast<unsigned long long>(digestOf(allocator)));
    return 0;
}
