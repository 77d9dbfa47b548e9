#include "cli/SnapshotCategoriesReport.h"

#include "cli/CliCommand.h"
#include "cli/RunJson.h"
#include "run/MemoryCategoryReport.h"
#include "snapshot/SnapshotSummary.h"
#include "util/ByteFormat.h"

#include <cstdio>
#include <vector>

namespace gml {

int printSnapshotCategories(const std::string& path, const MemorySnapshot& snapshot,
                            std::optional<int> device, bool json, std::ostream& out)
{
    std::vector<MemoryCategoryReport> reports;
    for (const int number : snapshot.devices())
        if (!device || *device == number)
            reports.push_back(reportMemoryCategories(snapshot, number, 0));
    // Over several devices the totals add each device's own peak, as the summary's peaks do.
    std::uint64_t peak = 0;
    CategoryBytes atPeak{};
    for (const MemoryCategoryReport& report : reports) {
        peak += report.peakAllocatedBytes;
        for (std::size_t i = 0; i < kMemoryCategoryCount; ++i)
            atPeak[i] += report.atPeak[i];
    }
    if (json) {
        JsonWriter writer;
        writer.beginObject()
            .field("file", path)
            .field("guessed", true)
            .field("size_basis", "requested")
            .field("peak_allocated_bytes", peak)
            .field("snapshot_peak_allocated_bytes",
                   summarizeSnapshot(snapshot, device).total.peakAllocatedBytes)
            .key("categories_at_peak");
        writeCategoryBytesJson(writer, atPeak);
        writer.key("devices").beginArray();
        for (const MemoryCategoryReport& report : reports) {
            writer.beginObject()
                .field("device", report.device)
                .field("peak_allocated_bytes", report.peakAllocatedBytes)
                .field("peak_event", report.peakSample)
                .key("categories_at_peak");
            writeCategoryBytesJson(writer, report.atPeak);
            // The part of each category inferred from the rest of the trace rather than the blocks' stacks.
            writer.key("guessed_from_trace_at_peak");
            writeCategoryBytesJson(writer, report.guessedFromTraceAtPeak);
            writer.endObject();
        }
        writer.endArray().endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }
    out << "Memory by category at the peak (a guess from allocation stacks and annotations), " << path
        << "\n";
    out << "  allocated at peak: " << formatBytes(peak) << " (requested sizes)\n";
    for (std::size_t i = 0; i < kMemoryCategoryCount; ++i) {
        char share[16];
        std::snprintf(share, sizeof share, "%5.1f%%",
                      peak > 0 ? 100.0 * static_cast<double>(atPeak[i]) / static_cast<double>(peak) : 0.0);
        out << "  " << memoryCategoryName(static_cast<MemoryCategory>(i)) << ": " << formatBytes(atPeak[i])
            << " (" << share << ")\n";
    }
    return kExitOk;
}

} // namespace gml
