#pragma once

#include "snapshot/FlatIndexMap.h"
#include "snapshot/SnapshotFrame.h"

#include <cstdint>
#include <span>
#include <vector>

namespace gml {

// Every distinct frame and every distinct stack of frames, stored once. A snapshot repeats the same deep
// stacks for thousands of events; each event keeps a 32-bit stack id instead.
class FrameTable
{
public:
    static constexpr std::uint32_t kNoStack = 0; // the empty stack (no frames recorded)

    FrameTable();

    std::uint32_t addFrame(const SnapshotFrame& frame);
    // The id of a stack of frame indices (innermost first, as in the file).
    std::uint32_t addStack(std::span<const std::uint32_t> frameIndices);

    const SnapshotFrame& frame(std::uint32_t index) const { return m_frames[index]; }
    std::span<const std::uint32_t> stack(std::uint32_t id) const
    {
        return {m_stackFrames.data() + m_stackStarts[id], m_stackStarts[id + 1] - m_stackStarts[id]};
    }
    std::size_t frameCount() const { return m_frames.size(); }
    std::size_t stackCount() const { return m_stackStarts.size() - 1; }

private:
    struct FrameKey
    {
        std::uint64_t texts; // filename << 32 | name
        std::uint64_t line;
        bool operator==(const FrameKey&) const = default;
    };
    struct FrameKeyHash
    {
        std::size_t operator()(const FrameKey& key) const
        {
            return mixBits(key.texts * 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(key.line));
        }
    };
    struct StackHash // the key is already a hash of the stack: mixed once more for the table's low bits
    {
        std::size_t operator()(std::uint64_t hash) const { return mixBits(hash); }
    };

    std::vector<SnapshotFrame> m_frames;
    FlatIndexMap<FrameKey, FrameKeyHash> m_frameIds;
    std::vector<std::uint32_t> m_stackFrames;
    std::vector<std::uint32_t> m_stackStarts; // stack i is [starts[i], starts[i + 1])
    FlatIndexMap<std::uint64_t, StackHash> m_stackByHash; // the last stack added with that hash
    std::vector<std::uint32_t> m_nextWithSameHash;
};

} // namespace gml
