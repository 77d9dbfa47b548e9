#include "run/RunFileList.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace gml {

namespace fs = std::filesystem;

namespace {

// Unknown sorts after every known value: a file without a step is not the run's first step.
template <typename T> bool optionalBefore(const std::optional<T>& a, const std::optional<T>& b)
{
    if (a.has_value() != b.has_value())
        return a.has_value();
    return a.has_value() && *a < *b;
}

void addFolder(const fs::path& folder, std::vector<RunFile>& files, std::error_code& error)
{
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, error);
    for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
        std::error_code statError;
        if (!it->is_regular_file(statError) || !isSnapshotFileName(it->path().filename().string()))
            continue;
        RunFile file;
        file.path = it->path().string();
        file.relativePath = it->path().lexically_relative(folder).generic_string();
        file.sizeBytes = it->file_size(statError);
        identifyRunFile(file);
        files.push_back(std::move(file));
    }
}

} // namespace

bool runFileBefore(const RunFile& a, const RunFile& b)
{
    if (a.step != b.step)
        return optionalBefore(a.step, b.step);
    if (a.outOfMemoryExit != b.outOfMemoryExit)
        return !a.outOfMemoryExit;
    if (a.rank != b.rank)
        return optionalBefore(a.rank, b.rank);
    return a.relativePath < b.relativePath;
}

LoadResult<std::vector<RunFile>> findRunFiles(const std::vector<std::string>& paths)
{
    std::vector<RunFile> files;
    for (const std::string& given : paths) {
        std::error_code error;
        const fs::path path(given);
        const fs::file_status status = fs::status(path, error);
        if (error || !fs::exists(status))
            return LoadError{LoadErrorKind::CannotOpen, given + ": no such file or folder"};
        if (fs::is_directory(status)) {
            const std::size_t before = files.size();
            addFolder(path, files, error);
            if (error)
                return LoadError{LoadErrorKind::CannotOpen,
                                 given + ": cannot list the folder: " + error.message()};
            if (files.size() == before)
                return LoadError{LoadErrorKind::BadFile,
                                 given + ": no snapshot files (.pickle, .pkl, compressed or not) in this folder"};
            continue;
        }
        RunFile file;
        file.path = given;
        file.relativePath = path.generic_string(); // as given: its folders may name the step
        file.sizeBytes = fs::file_size(path, error);
        identifyRunFile(file);
        files.push_back(std::move(file));
    }
    std::stable_sort(files.begin(), files.end(), runFileBefore);
    return files;
}

} // namespace gml
