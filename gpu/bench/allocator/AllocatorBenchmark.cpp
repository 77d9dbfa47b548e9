// gml-bench-allocator: how fast the caching allocator engine decides, and how fast its trace seeks.
//
//   cmake --build build --target gml-bench-allocator && build/gpu/bench/allocator/gml-bench-allocator
//   (options: --ops N, default 1000000; --seed S; --streams K, default 1)
//
// Replays N allocations and frees (a live set of a few thousand tensors of mixed sizes, as a training step
// keeps) on a simulated 80 GiB device with the trace recording every event, prints nanoseconds per
// operation, then seeks the trace to random event indices and prints the time per seek.
#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

} // namespace

int main(int argc, char** argv)
{
    using namespace gml;
    long long operations = 1'000'000;
    unsigned long long seed = 42;
    unsigned streams = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--ops")
            operations = std::atoll(argv[i + 1]);
        else if (option == "--seed")
            seed = std::strtoull(argv[i + 1], nullptr, 10);
        else if (option == "--streams")
            streams = static_cast<unsigned>(std::max(1, std::atoi(argv[i + 1])));
        else {
            std::fprintf(stderr, "usage: gml-bench-allocator [--ops N] [--seed S] [--streams K]\n");
            return 2;
        }
    }
    if (operations <= 0) {
        std::fprintf(stderr, "gml-bench-allocator: --ops must be a positive number\n");
        return 2;
    }

    // The operations are drawn before timing, so the timing is the allocator's alone.
    std::mt19937_64 random(seed);
    const auto uniform = [&random](std::uint64_t below) { return random() % below; };
    struct Op
    {
        std::uint64_t bytes; // 0: free the tensor at `index` of the live list
        std::uint64_t index;
        StreamId stream;
    };
    std::vector<Op> ops;
    ops.reserve(static_cast<std::size_t>(operations));
    std::size_t live = 0;
    constexpr std::size_t kTargetLive = 4000;
    for (long long i = 0; i < operations; ++i) {
        const bool allocate = live == 0 || uniform(100) < (live < kTargetLive ? 60u : 40u);
        if (allocate) {
            std::uint64_t bytes = 0;
            switch (uniform(8)) {
            case 0:
            case 1:
            case 2: bytes = 1 + uniform(512 * KiB); break;
            case 3:
            case 4: bytes = 512 * KiB + uniform(4 * MiB); break;
            case 5:
            case 6: bytes = 4 * MiB + uniform(16 * MiB); break;
            default: bytes = 20 * MiB + uniform(64 * MiB); break;
            }
            ops.push_back({bytes, 0, static_cast<StreamId>(uniform(streams))});
            ++live;
        } else {
            ops.push_back({0, uniform(live), 0});
            --live;
        }
    }

    SimulatedDevice device("NVIDIA H100 80GB HBM3", 80 * GiB);
    CachingAllocator allocator(device);
    std::vector<std::uint64_t> addresses;
    addresses.reserve(kTargetLive * 2);
    long long failures = 0;
    const auto start = Clock::now();
    for (const Op& op : ops) {
        if (op.bytes != 0) {
            const auto address = allocator.allocate(op.bytes, op.stream);
            if (address)
                addresses.push_back(address.value());
            else
                ++failures;
        } else if (!addresses.empty()) {
            const std::size_t index = op.index % addresses.size();
            allocator.free(addresses[index]);
            addresses[index] = addresses.back();
            addresses.pop_back();
        }
    }
    const double elapsed = secondsSince(start);
    const AllocatorTrace& trace = allocator.trace();
    std::printf("%lld operations in %.3f s: %.0f ns per operation (%zu events, %zu keyframes, %lld failed)\n",
                operations, elapsed, elapsed * 1e9 / static_cast<double>(operations), trace.size(),
                trace.keyframeCount(), failures);
    std::printf("reserved %s (peak %s), %zu segments, %zu live tensors\n",
                formatBytes(static_cast<std::uint64_t>(allocator.stats().reservedBytes.all().current)).c_str(),
                formatBytes(static_cast<std::uint64_t>(allocator.stats().reservedBytes.all().peak)).c_str(),
                allocator.state().segments.size(), addresses.size());

    // Seeking: random positions, as a learner dragging the timeline.
    constexpr int kSeeks = 200;
    double worst = 0.0;
    double total = 0.0;
    std::size_t blocks = 0;
    for (int i = 0; i < kSeeks; ++i) {
        const std::size_t position = uniform(trace.size() + 1);
        const auto seekStart = Clock::now();
        const AllocatorState state = trace.stateAt(position);
        const double seconds = secondsSince(seekStart);
        blocks += state.blockCount();
        worst = std::max(worst, seconds);
        total += seconds;
    }
    std::printf("seek: %.2f ms on average, %.2f ms at worst, over %d random positions (%zu blocks on average)\n",
                total * 1e3 / kSeeks, worst * 1e3, kSeeks, blocks / kSeeks);
    return 0;
}
