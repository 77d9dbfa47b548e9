#include "run/RunFollower.h"

#include "run/RunFileList.h"

#include <algorithm>
#include <system_error>

namespace gml {

namespace fs = std::filesystem;

RunFollower::RunFollower(fs::path folder, RunFollowerOptions options)
    : m_folder(std::move(folder)), m_options(std::move(options))
{
}

std::size_t RunFollower::filesWaiting() const
{
    return static_cast<std::size_t>(std::count_if(m_files.begin(), m_files.end(), [](const auto& item) {
        return item.second.state == FileState::Waiting;
    }));
}

bool RunFollower::markLoaded(const fs::path& path)
{
    std::error_code error;
    const std::uintmax_t size = fs::file_size(path, error);
    if (error)
        return false;
    const fs::file_time_type modified = fs::last_write_time(path, error);
    if (error)
        return false;
    Watched& watched = m_files[path.string()];
    watched.size = size;
    watched.modified = modified;
    watched.stablePolls = 0;
    watched.triedAsIs = true;
    watched.state = FileState::Reported;
    return true;
}

std::vector<RunFollowerReport> RunFollower::poll()
{
    std::vector<RunFollowerReport> reports;
    std::error_code error;
    if (!fs::is_directory(m_folder, error))
        return reports; // not there yet: the trainer creates it with its first snapshot
    // The files that are ready this poll, in run order (step, rank, name).
    std::vector<RunFile> ready;
    fs::recursive_directory_iterator it(m_folder, fs::directory_options::skip_permission_denied, error);
    for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
        std::error_code statError;
        if (!it->is_regular_file(statError) || !isSnapshotFileName(it->path().filename().string()))
            continue;
        const std::uintmax_t size = it->file_size(statError);
        const fs::file_time_type modified = it->last_write_time(statError);
        if (statError)
            continue; // removed or renamed between listing and looking: the next poll sees what stays
        const auto [found, added] = m_files.try_emplace(it->path().string());
        Watched& watched = found->second;
        if (added || size != watched.size || modified != watched.modified) {
            // New, or still being written (or rewritten after it was reported): wait for it to settle.
            watched.size = size;
            watched.modified = modified;
            watched.stablePolls = 0;
            watched.triedAsIs = false;
            if (!added && watched.state != FileState::Waiting)
                watched.state = FileState::Waiting;
            continue;
        }
        if (watched.state != FileState::Waiting)
            continue;
        ++watched.stablePolls;
        RunFile file;
        file.path = it->path().string();
        file.relativePath = it->path().lexically_relative(m_folder).generic_string();
        file.sizeBytes = size;
        identifyRunFile(file);
        ready.push_back(std::move(file));
    }
    std::stable_sort(ready.begin(), ready.end(), runFileBefore);

    RunLoadControl control;
    control.entryOptions = m_options.entryOptions;
    control.cancel = m_options.cancel;
    for (RunFile& file : ready) {
        Watched& watched = m_files[file.path];
        if (!watched.triedAsIs) {
            // Loading reads the pickle to its STOP opcode: a file cut short fails here and is tried again
            // only when it changes.
            auto entries = loadRunFile(file, control);
            if (!entries && entries.error().kind == LoadErrorKind::Cancelled)
                break; // not a verdict on the file: it is tried again at the next poll
            watched.triedAsIs = true;
            if (entries) {
                watched.state = FileState::Reported;
                reports.push_back(RunFollowerReport{std::move(file), std::move(entries.value()), false, {}});
                continue;
            }
            watched.lastError = entries.error().message;
        }
        if (watched.stablePolls >= m_options.stablePollsBeforeBroken) {
            watched.state = FileState::Broken;
            reports.push_back(RunFollowerReport{std::move(file), {}, true, watched.lastError});
        }
    }
    return reports;
}

} // namespace gml
