#pragma once

#include "run/RunEntry.h"
#include "run/RunEntryExtractor.h"
#include "run/RunFile.h"
#include "snapshot/LoadError.h"
#include "snapshot/PickleReaderLimits.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gml {

// A file of the run that did not load, with the loader's reason.
struct RunFileFailure
{
    RunFile file;
    LoadError error;
};

// What the caller gives a run load. Callbacks run on the loading thread (the app runs the load off its GUI
// thread and queues what they report to it).
struct RunLoadControl
{
    // fileIndex of fileCount is being read; bytesRead of bytesTotal of that file so far.
    std::function<void(std::size_t fileIndex, std::size_t fileCount, std::uint64_t bytesRead,
                       std::uint64_t bytesTotal)>
        progress;
    // Each entry as soon as its file is loaded, in file order; a file with several devices gives several.
    std::function<void(const RunEntry& entry)> entryLoaded;
    std::function<void(const RunFileFailure& failure)> fileFailed;
    const std::atomic<bool>* cancel = nullptr; // read after every chunk of every file
    RunEntryOptions entryOptions;
    PickleReaderLimits limits;

    bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
};

// A loaded run: the entries of every file that loaded (in file order) and the files that did not.
struct RunLoadResult
{
    std::vector<RunEntry> entries;
    std::vector<RunFileFailure> failures;
    bool cancelled = false;
};

// Loads the files one at a time: each snapshot is read, its entries extracted and the snapshot dropped before
// the next file is opened, so memory holds one snapshot plus the lanes, however many ranks and steps the run
// has. A file that fails is reported and skipped; a cancel stops after the current chunk.
RunLoadResult loadRun(const std::vector<RunFile>& files, const RunLoadControl& control = {});

// Loads one file into entries (used by loadRun and by the follower).
LoadResult<std::vector<RunEntry>> loadRunFile(const RunFile& file, const RunLoadControl& control,
                                              std::size_t fileIndex = 0, std::size_t fileCount = 1);

} // namespace gml
