#include "run/MemoryCategoryReport.h"

#include "run/AllocationCategories.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <unordered_map>

namespace gml {

MemoryCategoryReport reportMemoryCategories(const MemorySnapshot& snapshot, int device,
                                            std::size_t maxSeriesPoints)
{
    MemoryCategoryReport report;
    report.device = device;
    const AllocationCategories guessed(snapshot, device);
    const BlockLifeTable& table = guessed.table();
    std::vector<MemoryCategory> categories(table.lives().size());
    for (std::size_t i = 0; i < categories.size(); ++i)
        categories[i] = guessed.categoryOf(i);
    const auto& lives = table.lives();
    report.peakAllocatedBytes = table.peakBytes();
    report.peakSample = table.peakSample();
    for (std::size_t i = 0; i < lives.size(); ++i)
        if (lives[i].aliveAt(table.peakSample())) {
            report.atPeak[static_cast<std::size_t>(categories[i])] += lives[i].bytes;
            if (guessed.guessedFromTrace(i))
                report.guessedFromTraceAtPeak[static_cast<std::size_t>(categories[i])] += lives[i].bytes;
        }

    // The series: category counters walked forwards, one point per bucket at the bucket's highest total.
    static const TraceEvents kNoTrace;
    const auto& trace = static_cast<std::size_t>(device) < snapshot.deviceTraces.size()
                            ? snapshot.deviceTraces[static_cast<std::size_t>(device)]
                            : kNoTrace;
    report.hasTime =
        !trace.empty() && std::all_of(trace.begin(), trace.end(), [](const auto& e) { return e.hasTime; });
    const std::int64_t firstTime = report.hasTime ? trace.front().timeUs : 0;
    const std::int64_t span = trace.empty()    ? 0
                              : report.hasTime ? trace.back().timeUs - firstTime
                                               : static_cast<std::int64_t>(trace.size()) - 1;
    CategoryBytes bytes{};
    for (std::size_t i = 0; i < lives.size(); ++i)
        if (lives[i].birthEvent == BlockLife::kBeforeTrace)
            bytes[static_cast<std::size_t>(categories[i])] += lives[i].bytes;
    const std::size_t samples = trace.size() + 1;
    const std::size_t buckets = std::max<std::size_t>(maxSeriesPoints, 1);
    std::size_t openBucket = SIZE_MAX;
    std::uint64_t openTotal = 0;
    for (std::size_t sample = 0; sample < samples && maxSeriesPoints > 0; ++sample) {
        if (sample > 0) {
            const std::int32_t index = table.lifeAt(sample - 1);
            if (index != BlockLifeTable::kNoLife) {
                const BlockLife& life = lives[static_cast<std::size_t>(index)];
                auto& counter = bytes[static_cast<std::size_t>(categories[static_cast<std::size_t>(index)])];
                counter = life.birthEvent == static_cast<std::int64_t>(sample - 1) ? counter + life.bytes
                                                                                   : counter - life.bytes;
            }
        }
        const std::size_t event = sample == 0 ? 0 : sample - 1;
        const std::int64_t time = trace.empty()    ? 0
                                  : report.hasTime ? trace[event].timeUs - firstTime
                                                   : static_cast<std::int64_t>(event);
        const std::uint64_t total = std::accumulate(bytes.begin(), bytes.end(), std::uint64_t{0});
        const std::size_t bucket = samples <= buckets ? sample : sample * buckets / samples;
        if (bucket != openBucket) {
            openBucket = bucket;
            report.series.push_back({});
            openTotal = 0;
        } else if (total <= openTotal) {
            continue;
        }
        openTotal = total;
        report.series.back() =
            CategoryPoint{time, span > 0 ? static_cast<double>(time) / static_cast<double>(span) : 0.0, bytes,
                          static_cast<std::int64_t>(sample)};
    }
    return report;
}

} // namespace gml
