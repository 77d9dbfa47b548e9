#include "snapshot/FrameTable.h"

#include <algorithm>

namespace gml {

namespace {

std::uint64_t hashStack(std::span<const std::uint32_t> frames)
{
    std::uint64_t hash = 0xcbf29ce484222325ull ^ frames.size();
    for (const std::uint32_t frame : frames)
        hash = (hash ^ frame) * 0x100000001b3ull;
    return hash;
}

constexpr std::uint32_t kNone = 0xffff'ffffu;

} // namespace

FrameTable::FrameTable()
{
    m_stackStarts = {0, 0}; // stack 0: empty
    m_nextWithSameHash.push_back(kNone);
    m_stackByHash.tryEmplace(hashStack({}), kNoStack);
}

std::uint32_t FrameTable::addFrame(const SnapshotFrame& frame)
{
    const FrameKey key{(static_cast<std::uint64_t>(frame.filename) << 32) | frame.name, frame.line};
    const auto [id, inserted] = m_frameIds.tryEmplace(key, static_cast<std::uint32_t>(m_frames.size()));
    if (inserted)
        m_frames.push_back(frame);
    return id;
}

std::uint32_t FrameTable::addStack(std::span<const std::uint32_t> frameIndices)
{
    const std::uint64_t hash = hashStack(frameIndices);
    const std::uint32_t found = m_stackByHash.find(hash);
    if (found != m_stackByHash.kNone) {
        for (std::uint32_t id = found; id != kNone; id = m_nextWithSameHash[id]) {
            const auto existing = stack(id);
            if (std::equal(existing.begin(), existing.end(), frameIndices.begin(), frameIndices.end()))
                return id;
        }
    }
    const auto id = static_cast<std::uint32_t>(stackCount());
    m_stackFrames.insert(m_stackFrames.end(), frameIndices.begin(), frameIndices.end());
    m_stackStarts.push_back(static_cast<std::uint32_t>(m_stackFrames.size()));
    if (found != m_stackByHash.kNone) {
        m_nextWithSameHash.push_back(found);
        m_stackByHash.assign(hash, id);
    } else {
        m_nextWithSameHash.push_back(kNone);
        m_stackByHash.tryEmplace(hash, id);
    }
    return id;
}

} // namespace gml
