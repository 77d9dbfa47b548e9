#pragma once

#include "run/RunEntry.h"
#include "run/RunFile.h"
#include "run/RunLoader.h"

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace gml {

// What one poll of a followed run found: a file that now reads whole (its entries), or a file that stopped
// growing and still does not load (reported once, with the loader's message).
struct RunFollowerReport
{
    RunFile file;
    std::vector<RunEntry> entries; // empty when broken
    bool broken = false;
    std::string message; // the loader's reason, when broken
};

struct RunFollowerOptions
{
    RunEntryOptions entryOptions;
    // A file that does not load is called broken only after its size and time stayed the same for this
    // many polls: a writer that pauses mid-file must not get its file reported as broken.
    int stablePollsBeforeBroken = 3;
    // Read while a file loads: set it to end a poll early (the file is tried again at the next poll).
    const std::atomic<bool>* cancel = nullptr;
};

// Follows a training run's snapshot folder while the trainer writes into it. The caller polls (every second,
// say, from a timer or a worker thread); no file system notification API is needed, so it works the same on
// every system and on network file systems. A file is loaded once its size and modification time are the
// same in two polls running and its pickle then reads through to its STOP opcode; until then it is
// waiting, never reported half. The folder may not exist yet (a run that has not started); files present at
// the first poll are reported too.
class RunFollower
{
public:
    explicit RunFollower(std::filesystem::path folder, RunFollowerOptions options = {});

    // Looks at the folder once and loads what became whole since the last poll, in run order.
    std::vector<RunFollowerReport> poll();

    // Counts `path` as reported already, at its size and time now: a file the caller loaded itself (the
    // application loads a run's files with progress when it opens the folder, then follows it) is not
    // loaded a second time, unless it changes afterwards. False when the file cannot be looked at.
    bool markLoaded(const std::filesystem::path& path);

    const std::filesystem::path& folder() const { return m_folder; }
    std::size_t filesWaiting() const;

private:
    enum class FileState
    {
        Waiting,
        Reported,
        Broken
    };
    struct Watched
    {
        std::uintmax_t size = 0;
        std::filesystem::file_time_type modified{};
        int stablePolls = 0;    // polls in a row that found size and time unchanged
        bool triedAsIs = false; // a load was tried on this size and time (and failed)
        std::string lastError;
        FileState state = FileState::Waiting;
    };

    std::filesystem::path m_folder;
    RunFollowerOptions m_options;
    std::map<std::string, Watched> m_files; // by path
};

} // namespace gml
