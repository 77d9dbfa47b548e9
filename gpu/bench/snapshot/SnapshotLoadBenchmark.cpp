// gml-bench-snapshot FILE: loads a PyTorch memory snapshot once and prints, as one JSON line, the load time,
// the process's peak resident memory and what was loaded. run-bench.sh sets it against CPython's pickle.load.
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"
#include "util/JsonWriter.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <iostream>

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: gml-bench-snapshot FILE.pickle\n";
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    auto snapshot = gml::loadMemorySnapshot(argv[1]);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!snapshot) {
        std::cerr << "gml-bench-snapshot: " << snapshot.error().message << "\n";
        return 2;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto peakBytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024; // Linux reports KiB
    const auto summary = gml::summarizeSnapshot(snapshot.value());

    gml::JsonWriter json;
    json.beginObject()
        .field("file_bytes", static_cast<std::uint64_t>(std::filesystem::file_size(argv[1])))
        .field("load_seconds", seconds)
        .field("peak_rss_bytes", peakBytes)
        .field("segments", summary.total.segments)
        .field("blocks", summary.total.blocks)
        .field("events", summary.total.events)
        .field("frames", static_cast<std::uint64_t>(snapshot.value().frames.frameCount()))
        .field("stacks", static_cast<std::uint64_t>(snapshot.value().frames.stackCount()))
        .endObject();
    std::cout << json.text() << "\n";
    return 0;
}
