// gml-bench-snapshot FILE: loads a PyTorch memory snapshot, replays device 0's trace through the caching
// allocator, and seeks to random events of the replayed trace; prints, as one JSON line, the load and replay
// times, the process's peak resident memory, the replay's parity and the seek times. run-bench.sh sets it
// against CPython's pickle.load of the same file. Times come as wall time and as this process's CPU time
// (user + system): on a shared machine the wall time also counts the time other processes held the cores.
// gml-bench-snapshot --make-trace EVENTS OUT.json: writes a synthetic training trace (SyntheticTrainingTrace.h).
#include "SyntheticTrainingTrace.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"
#include "snapshot/SnapshotSummary.h"
#include "util/JsonWriter.h"

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double cpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc == 4 && std::string(argv[1]) == "--make-trace") {
        std::ofstream out(argv[3], std::ios::binary | std::ios::trunc);
        gml::writeSyntheticTrainingTrace(std::stoull(argv[2]), out);
        return out ? 0 : 2;
    }
    if (argc != 2) {
        std::cerr << "usage: gml-bench-snapshot FILE.pickle | --make-trace EVENTS OUT.json\n";
        return 2;
    }
    const double cpuStart = cpuSeconds();
    const auto start = std::chrono::steady_clock::now();
    auto snapshot = gml::loadMemorySnapshot(argv[1]);
    const double loadSeconds = secondsSince(start);
    const double loadCpuSeconds = cpuSeconds() - cpuStart;
    rusage afterLoad{};
    getrusage(RUSAGE_SELF, &afterLoad); // the peak of the open alone: the parsed values and the model together
    if (!snapshot) {
        std::cerr << "gml-bench-snapshot: " << snapshot.error().message << "\n";
        return 2;
    }
    const auto replayStart = std::chrono::steady_clock::now();
    const double replayCpuStart = cpuSeconds();
    auto replay = gml::SnapshotReplayer::replayRecorded(snapshot.value(), 0);
    const double replaySeconds = secondsSince(replayStart);
    const double replayCpuSeconds = cpuSeconds() - replayCpuStart;
    if (!replay) {
        std::cerr << "gml-bench-snapshot: replay: " << replay.error().message << "\n";
        return 2;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto peakBytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024; // Linux reports KiB

    // Seeking: the state at random events of the replayed trace (one keyframe copy plus a short replay).
    const gml::SnapshotReplay& r = replay.value();
    std::mt19937_64 random(42);
    std::vector<double> seekMs;
    for (int i = 0; i < 200 && !r.trace.empty(); ++i) {
        const std::size_t at = random() % (r.trace.size() + 1);
        const auto seekStart = std::chrono::steady_clock::now();
        const gml::AllocatorState state = r.trace.stateAt(at);
        seekMs.push_back(secondsSince(seekStart) * 1000.0);
        if (state.segments.size() > 1'000'000'000)
            return 3; // keeps the call from being optimized away
    }
    std::sort(seekMs.begin(), seekMs.end());
    const auto summary = gml::summarizeSnapshot(snapshot.value());

    gml::JsonWriter json;
    json.beginObject()
        .field("file_bytes", static_cast<std::uint64_t>(std::filesystem::file_size(argv[1])))
        .field("load_seconds", loadSeconds)
        .field("replay_seconds", replaySeconds)
        .field("load_and_replay_seconds", loadSeconds + replaySeconds)
        .field("load_cpu_seconds", loadCpuSeconds)
        .field("replay_cpu_seconds", replayCpuSeconds)
        .field("load_and_replay_cpu_seconds", loadCpuSeconds + replayCpuSeconds)
        .field("peak_rss_bytes", peakBytes)
        .field("open_peak_rss_bytes", static_cast<std::uint64_t>(afterLoad.ru_maxrss) * 1024)
        .field("segments", summary.total.segments)
        .field("blocks", summary.total.blocks)
        .field("events", summary.total.events)
        .field("frames", static_cast<std::uint64_t>(snapshot.value().frames.frameCount()))
        .field("stacks", static_cast<std::uint64_t>(snapshot.value().frames.stackCount()))
        .field("replayed_events", static_cast<std::uint64_t>(r.trace.size()))
        .field("keyframes", static_cast<std::uint64_t>(r.trace.keyframeCount()));
    json.key("alloc_parity").beginArray().value(r.allocParity.matched).value(r.allocParity.total).endArray();
    json.key("segment_parity").beginArray().value(r.segmentParity.matched).value(r.segmentParity.total).endArray();
    json.field("corrections", r.corrections)
        .field("seek_median_ms", seekMs.empty() ? 0.0 : seekMs[seekMs.size() / 2])
        .field("seek_max_ms", seekMs.empty() ? 0.0 : seekMs.back())
        .endObject();
    std::cout << json.text() << "\n";
    std::cout.flush();
    // Tearing down millions of events, the trace and its keyframes would only cost time: the process ends
    // here, and the kernel takes its memory back at once.
    std::_Exit(0);
}
