#include "run/RunLoader.h"

#include "snapshot/SnapshotLoader.h"

namespace gml {

LoadResult<std::vector<RunEntry>> loadRunFile(const RunFile& file, const RunLoadControl& control,
                                              std::size_t fileIndex, std::size_t fileCount)
{
    LoadControl loadControl;
    loadControl.cancel = control.cancel;
    loadControl.limits = control.limits;
    if (control.progress)
        loadControl.progress = [&](std::uint64_t bytesRead, std::uint64_t bytesTotal) {
            control.progress(fileIndex, fileCount, bytesRead, bytesTotal);
        };
    // The snapshot lives only in this scope: extracted, then freed before the caller opens the next file.
    const LoadResult<MemorySnapshot> snapshot = loadMemorySnapshot(file.path, loadControl);
    if (!snapshot)
        return snapshot.error();
    return extractRunEntries(snapshot.value(), file, control.entryOptions);
}

RunLoadResult loadRun(const std::vector<RunFile>& files, const RunLoadControl& control)
{
    RunLoadResult result;
    for (std::size_t index = 0; index < files.size(); ++index) {
        if (control.cancelled()) {
            result.cancelled = true;
            break;
        }
        auto entries = loadRunFile(files[index], control, index, files.size());
        if (!entries) {
            if (entries.error().kind == LoadErrorKind::Cancelled) {
                result.cancelled = true;
                break;
            }
            RunFileFailure& failure =
                result.failures.emplace_back(RunFileFailure{files[index], entries.error()});
            if (control.fileFailed)
                control.fileFailed(failure);
            continue;
        }
        for (RunEntry& entry : entries.value()) {
            if (control.entryLoaded)
                control.entryLoaded(entry);
            result.entries.push_back(std::move(entry));
        }
    }
    return result;
}

} // namespace gml
