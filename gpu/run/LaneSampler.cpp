#include "run/LaneSampler.h"

#include <algorithm>

namespace gml {

LaneSampler::LaneSampler(std::size_t positions, std::size_t maxPoints, RunLane& lane)
    : m_positions(std::max<std::size_t>(positions, 1)), m_buckets(std::max<std::size_t>(maxPoints, 1)),
      m_lane(lane)
{
    m_lane.points.reserve(std::min(m_positions, m_buckets));
}

std::size_t LaneSampler::bucketOf(std::size_t index) const
{
    if (m_positions <= m_buckets)
        return index;
    // Even buckets of consecutive samples. The product stays far inside 64 bits: a trace has at most a few
    // hundred million events and a lane a few thousand points.
    return index * m_buckets / m_positions;
}

void LaneSampler::add(std::size_t index, std::int64_t timeUs, double position, std::uint64_t allocated,
                      std::uint64_t reserved)
{
    const std::size_t bucket = bucketOf(index);
    if (m_open && bucket != m_bucket)
        finish();
    if (!m_open) {
        m_open = true;
        m_bucket = bucket;
        m_point = LanePoint{timeUs, position, allocated, reserved};
        return;
    }
    if (allocated > m_point.allocatedBytes) {
        m_point.allocatedBytes = allocated;
        m_point.timeUs = timeUs;
        m_point.position = position;
    }
    m_point.reservedBytes = std::max(m_point.reservedBytes, reserved);
}

void LaneSampler::finish()
{
    if (!m_open)
        return;
    m_lane.points.push_back(m_point);
    m_open = false;
}

} // namespace gml
