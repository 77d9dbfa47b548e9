#pragma once

#include "run/RunLane.h"

#include <cstddef>
#include <cstdint>

namespace gml {

// Downsamples a curve of `positions` samples into at most `maxPoints` buckets of consecutive samples. Each
// bucket keeps its highest allocated value (with that sample's time and position) and its highest reserved
// value, so a peak lasting one event survives any amount of downsampling.
class LaneSampler
{
public:
    LaneSampler(std::size_t positions, std::size_t maxPoints, RunLane& lane);

    // Samples must come in order, index 0 .. positions - 1.
    void add(std::size_t index, std::int64_t timeUs, double position, std::uint64_t allocated,
             std::uint64_t reserved);
    void finish();

private:
    std::size_t bucketOf(std::size_t index) const;

    std::size_t m_positions;
    std::size_t m_buckets;
    RunLane& m_lane;
    std::size_t m_bucket = 0;
    bool m_open = false;
    LanePoint m_point;
};

} // namespace gml
