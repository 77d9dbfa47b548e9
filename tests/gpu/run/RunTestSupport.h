#pragma once
// Helpers for the run tests: temporary folders laid out like a training run's output (from the real
// fixtures, copied in the test and never into the project), and small snapshots built in code with the stacks
// a rule needs.
#include "snapshot/MemorySnapshot.h"

#include <atomic>
#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace gml::test {

inline std::string runFixturePath(const std::string& name)
{
    return std::string(GML_SHARED_DIR "/fixtures/pytorch-snapshots/") + name;
}

// A fresh folder under the system's temporary folder, removed with everything in it at the end of the test.
class TemporaryFolder
{
public:
    TemporaryFolder()
    {
        static std::atomic<int> counter{0};
        std::random_device random;
        m_path = std::filesystem::temp_directory_path() /
                 ("gml-run-test-" + std::to_string(random()) + "-" + std::to_string(counter++));
        std::filesystem::create_directories(m_path);
    }
    ~TemporaryFolder()
    {
        std::error_code error;
        std::filesystem::remove_all(m_path, error);
    }
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;

    const std::filesystem::path& path() const { return m_path; }

    // Copies a fixture to `relative` (folders made as needed) and returns the new file's path.
    std::string addFixture(const std::string& fixture, const std::string& relative) const
    {
        const std::filesystem::path target = m_path / relative;
        std::filesystem::create_directories(target.parent_path());
        std::filesystem::copy_file(runFixturePath(fixture), target,
                                   std::filesystem::copy_options::overwrite_existing);
        return target.string();
    }

private:
    std::filesystem::path m_path;
};

inline std::string readWholeFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Builds a one-device snapshot in code: stacks from (filename, name) frames, innermost first; allocations and
// frees appended to the trace in order, with times one microsecond apart.
class SnapshotMaker
{
public:
    using Frames = std::vector<std::pair<std::string, std::string>>;

    SnapshotMaker()
    {
        m_snapshot.strings.intern("");
        m_snapshot.deviceTraces.resize(1);
    }

    std::uint32_t stack(const Frames& frames)
    {
        std::vector<std::uint32_t> indices;
        for (const auto& [filename, name] : frames)
            indices.push_back(m_snapshot.frames.addFrame(
                SnapshotFrame{m_snapshot.strings.intern(filename), m_snapshot.strings.intern(name), 10}));
        return m_snapshot.frames.addStack(indices);
    }

    SnapshotTraceEvent& alloc(std::uint64_t address, std::uint64_t size, std::uint32_t stackId)
    {
        return add(TraceAction::Alloc, address, size, stackId);
    }
    SnapshotTraceEvent& free(std::uint64_t address, std::uint64_t size, std::uint32_t stackId = 0)
    {
        return add(TraceAction::FreeRequested, address, size, stackId);
    }
    std::uint32_t text(const std::string& value) { return m_snapshot.strings.intern(value); }
    void annotate(const std::string& stage, const std::string& name, std::int64_t timeUs)
    {
        m_snapshot.externalAnnotations.push_back(SnapshotAnnotation{text(stage), text(name), 0, timeUs});
    }
    std::int64_t nextTime() const { return m_time; }

    // The dump: one segment holding every block still allocated (a gap-free layout is not needed here).
    MemorySnapshot finish(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& liveBlocks,
                          std::uint32_t liveStack = 0)
    {
        SnapshotSegment segment;
        segment.address = 0;
        for (const auto& [address, size] : liveBlocks) {
            segment.blocks.push_back(
                SnapshotBlock{address, size, size, SnapshotBlockState::ActiveAllocated, liveStack});
            segment.allocatedSize += size;
            segment.totalSize += size;
        }
        m_snapshot.segments.push_back(std::move(segment));
        return std::move(m_snapshot);
    }

private:
    SnapshotTraceEvent& add(TraceAction action, std::uint64_t address, std::uint64_t size,
                            std::uint32_t stackId)
    {
        SnapshotTraceEvent event;
        event.action = action;
        event.address = address;
        event.size = size;
        event.frames = stackId;
        event.timeUs = m_time++;
        event.hasTime = true;
        m_snapshot.deviceTraces[0].push_back(event);
        return m_snapshot.deviceTraces[0].back();
    }

    MemorySnapshot m_snapshot;
    std::int64_t m_time = 1000;
};

} // namespace gml::test
