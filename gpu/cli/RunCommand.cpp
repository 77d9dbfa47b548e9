#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "cli/RunJson.h"
#include "run/RunFileList.h"
#include "run/RunFollower.h"
#include "run/RunLoader.h"
#include "run/StepImbalance.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>

namespace gml {

namespace {

constexpr const char* kName = "gpu-memory-lab-cli run: ";

// Set by SIGINT/SIGTERM while following: a load in progress stops at its next chunk and the loop exits
// cleanly. A lock-free atomic, so the signal handler may store to it.
std::atomic<bool> g_stopFollowing{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void stopFollowing(int)
{
    g_stopFollowing.store(true, std::memory_order_relaxed);
}

std::string optionalText(const std::optional<std::int64_t>& value)
{
    return value ? std::to_string(*value) : std::string("?");
}

std::string ratioText(const std::optional<double>& ratio)
{
    if (!ratio)
        return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.2fx", *ratio);
    return text;
}

void printEntryLine(std::ostream& out, const RunEntry& entry)
{
    char line[160];
    std::snprintf(line, sizeof line, "%6s %6s %4d %4s %14s %14s %5llu  ", optionalText(entry.step).c_str(),
                  optionalText(entry.rank ? std::optional<std::int64_t>(*entry.rank) : std::nullopt).c_str(),
                  entry.device, entry.outOfMemoryExit ? "OOM" : "",
                  formatBytes(entry.peakAllocatedBytes).c_str(), formatBytes(entry.peakReservedBytes).c_str(),
                  static_cast<unsigned long long>(entry.oomEvents));
    out << line << entry.relativePath << "\n";
}

void printTable(std::ostream& out, const std::vector<RunEntry>& entries,
                const std::vector<StepImbalance>& steps)
{
    out << "  step   rank  dev exit peak allocated  peak reserved  OOMs  file\n";
    for (const RunEntry& entry : entries)
        printEntryLine(out, entry);
    if (std::any_of(entries.begin(), entries.end(), [](const RunEntry& entry) { return entry.categories; })) {
        out << "\nWhat the memory at each peak was for (a guess from allocation stacks):\n";
        for (const RunEntry& entry : entries) {
            if (!entry.categories)
                continue;
            std::string parts;
            for (std::size_t i = 0; i < kMemoryCategoryCount; ++i)
                if (entry.categories->atPeak[i] > 0)
                    parts += (parts.empty() ? "" : ", ") +
                             std::string(memoryCategoryName(static_cast<MemoryCategory>(i))) + " " +
                             formatBytes(entry.categories->atPeak[i]);
            out << "  step " << optionalText(entry.step) << " rank "
                << optionalText(entry.rank ? std::optional<std::int64_t>(*entry.rank) : std::nullopt)
                << " device " << entry.device << ": "
                << (parts.empty() ? std::string("nothing allocated") : parts) << "\n";
        }
    }
    out << "\nImbalance of peak allocated memory across ranks, per step:\n";
    for (const StepImbalance& step : steps) {
        const auto rankText = [](const std::optional<int>& rank, int device) {
            return rank ? "rank " + std::to_string(*rank) : "device " + std::to_string(device);
        };
        out << "  step " << optionalText(step.step) << (step.outOfMemoryExit ? " (out of memory)" : "")
            << ": " << ratioText(step.ratio) << " over " << step.entryCount << " snapshot(s); highest "
            << rankText(step.maxRank, step.maxDevice) << " (" << formatBytes(step.maxPeakAllocatedBytes)
            << "), lowest " << rankText(step.minRank, step.minDevice) << " ("
            << formatBytes(step.minPeakAllocatedBytes) << ")\n";
    }
}

int follow(const CommandLine& line, long long intervalMs, std::optional<long long> polls, std::ostream& out,
           std::ostream& err)
{
    const bool jsonLines = line.has("--json-lines");
    RunFollowerOptions options;
    options.entryOptions.maxLanePoints = line.has("--lanes") ? 2048 : 0;
    options.entryOptions.categories = line.has("--categories");
    // A file is called broken only after ten seconds without change, however often the folder is looked at:
    // a trainer busy with its step may pause in the middle of writing a snapshot.
    options.stablePollsBeforeBroken = static_cast<int>(std::max<long long>(3, 10'000 / intervalMs));
    g_stopFollowing = false;
    options.cancel = &g_stopFollowing;
    RunFollower follower(line.positional().front(), options);
    const auto previousInt = std::signal(SIGINT, stopFollowing);
    const auto previousTerm = std::signal(SIGTERM, stopFollowing);
    if (!jsonLines)
        out << "Following " << line.positional().front() << " (Ctrl+C stops)\n" << std::flush;
    for (long long poll = 0; !g_stopFollowing && (!polls || poll < *polls); ++poll) {
        if (poll > 0) {
            // Sleep in short slices so that a signal ends the wait promptly.
            const auto wake = std::chrono::steady_clock::now() + std::chrono::milliseconds(intervalMs);
            while (!g_stopFollowing && std::chrono::steady_clock::now() < wake)
                std::this_thread::sleep_for(std::chrono::milliseconds(std::min<long long>(intervalMs, 50)));
            if (g_stopFollowing)
                break;
        }
        for (const RunFollowerReport& report : follower.poll()) {
            if (report.broken) {
                if (jsonLines) {
                    JsonWriter json;
                    json.beginObject()
                        .field("event", "broken")
                        .field("file", report.file.path)
                        .field("message", report.message)
                        .endObject();
                    out << json.text() << "\n";
                } else {
                    err << kName << report.file.path << ": " << report.message << "\n";
                }
                continue;
            }
            for (const RunEntry& entry : report.entries) {
                if (jsonLines) {
                    JsonWriter json;
                    writeRunEntryJson(json, entry, line.has("--lanes"));
                    out << json.text() << "\n";
                } else {
                    printEntryLine(out, entry);
                }
            }
        }
        out << std::flush;
    }
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    return kExitOk;
}

} // namespace

int runRunCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(
        args, {{"--json", "--json-lines", "--follow", "--lanes", "--categories"}, {"--interval", "--polls"}});
    const auto interval = line.integer("--interval", 10, 3'600'000);
    const auto polls = line.integer("--polls", 1, 1'000'000'000);
    if (!line.ok() || line.positional().empty()) {
        err << kName
            << (!line.ok() ? line.error()
                           : std::string("which run? give its snapshot folder (or snapshot files)"))
            << "\n";
        return kExitBadInput;
    }
    if (line.has("--follow")) {
        if (line.positional().size() != 1) {
            err << kName << "--follow watches one folder, not " << line.positional().size() << " paths\n";
            return kExitBadInput;
        }
        if (line.has("--json")) {
            err << kName << "--follow writes one JSON object per snapshot: use --json-lines, not --json\n";
            return kExitBadInput;
        }
        return follow(line, interval.value_or(1000), polls, out, err);
    }
    if (line.has("--json-lines") || interval || polls) {
        err << kName << "--json-lines, --interval and --polls go with --follow\n";
        return kExitBadInput;
    }
    const auto files = findRunFiles(line.positional());
    if (!files) {
        err << kName << files.error().message << "\n";
        return kExitBadInput;
    }
    RunLoadControl control;
    control.entryOptions.maxLanePoints = line.has("--lanes") ? 2048 : 0;
    control.entryOptions.categories = line.has("--categories");
    const RunLoadResult run = loadRun(files.value(), control);
    for (const RunFileFailure& failure : run.failures)
        err << kName << failure.file.path << ": " << failure.error.message << "\n";
    if (run.entries.empty()) {
        err << kName << "no snapshot of the run could be read\n";
        return kExitBadInput;
    }
    const std::vector<StepImbalance> steps = computeStepImbalance(run.entries);
    if (line.has("--json")) {
        JsonWriter json;
        json.beginObject().key("snapshots").beginArray();
        for (const RunEntry& entry : run.entries)
            writeRunEntryJson(json, entry, line.has("--lanes"));
        json.endArray().key("imbalance").beginArray();
        for (const StepImbalance& step : steps)
            writeStepImbalanceJson(json, step);
        json.endArray().key("failures").beginArray();
        for (const RunFileFailure& failure : run.failures)
            json.beginObject()
                .field("file", failure.file.path)
                .field("message", failure.error.message)
                .endObject();
        json.endArray().endObject();
        out << json.text() << "\n";
        return kExitOk;
    }
    out << "Training run: " << files.value().size() << " file(s), " << run.entries.size()
        << " snapshot(s)\n\n";
    printTable(out, run.entries, steps);
    return kExitOk;
}

} // namespace gml
