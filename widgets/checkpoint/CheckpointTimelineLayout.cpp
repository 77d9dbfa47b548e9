#include "widgets/checkpoint/CheckpointTimelineLayout.h"

#include <algorithm>
#include <cstdlib>

namespace {
constexpr std::size_t kNoBox = static_cast<std::size_t>(-1);
constexpr double kLaneGap = 6.0;
} // namespace

void CheckpointTimelineLayout::build(const gml::CheckpointTrace& trace, double bandwidthBytesPerMs)
{
    using gml::CheckpointOpKind;
    m_boxes.clear();
    m_boxOfOp.assign(trace.size(), kNoBox);
    m_endAfter.assign(trace.size() + 1, 0.0);
    double now = 0;               // where compute is
    double lastComputeStart = 0;  // the start of the last compute operation (a copy out overlaps it)
    double lastComputeMs = 0;
    double waitAfterNext = 0;     // a copy back's wait, paid after the backward it overlaps
    double lastEnd = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const gml::CheckpointOp& op = trace[i];
        const auto lane = CheckpointPalette::laneOf(op.kind);
        if (lane && *lane != CheckpointPalette::Lane::Offload) {
            lastComputeStart = now;
            lastComputeMs = op.durationMs;
            m_boxOfOp[i] = m_boxes.size();
            m_boxes.push_back({i, *lane, now, now + op.durationMs});
            now += op.durationMs + waitAfterNext;
            waitAfterNext = 0;
            lastEnd = m_boxes.back().endMs;
        } else if (lane) {
            const double bytes = static_cast<double>(std::llabs(op.deltaBytes));
            const bool out = op.kind == CheckpointOpKind::OffloadOut;
            const double start = out ? lastComputeStart : now;
            const double copyMs = bandwidthBytesPerMs > 0 ? bytes / bandwidthBytesPerMs
                                                          : (out ? lastComputeMs + op.stallMs : op.stallMs);
            m_boxOfOp[i] = m_boxes.size();
            m_boxes.push_back({i, *lane, start, start + std::max(copyMs, 0.0)});
            if (out)
                now += op.stallMs; // the next forward waits for the copy to finish
            else
                waitAfterNext += op.stallMs;
            lastEnd = std::max(lastEnd, m_boxes.back().endMs);
        }
        m_endAfter[i + 1] = lane ? m_boxes.back().endMs : m_endAfter[i];
    }
    m_totalMs = std::max({now, lastEnd, 1e-9});
}

void CheckpointTimelineLayout::setArea(const QRectF& area, double labelWidth)
{
    m_labelWidth = labelWidth;
    m_area = area;
}

double CheckpointTimelineLayout::timeAfter(std::size_t opCount) const
{
    if (m_endAfter.empty())
        return 0;
    return m_endAfter[std::min(opCount, m_endAfter.size() - 1)];
}

std::optional<std::size_t> CheckpointTimelineLayout::boxOfOp(std::size_t op) const
{
    if (op >= m_boxOfOp.size() || m_boxOfOp[op] == kNoBox)
        return std::nullopt;
    return m_boxOfOp[op];
}

QRectF CheckpointTimelineLayout::laneRect(CheckpointPalette::Lane lane) const
{
    const double laneHeight = std::max(4.0, (m_area.height() - kLaneGap * (CheckpointPalette::kLaneCount - 1)) /
                                                CheckpointPalette::kLaneCount);
    const double top = m_area.top() + static_cast<int>(lane) * (laneHeight + kLaneGap);
    return {m_area.left() + m_labelWidth, top, std::max(1.0, m_area.width() - m_labelWidth), laneHeight};
}

QRectF CheckpointTimelineLayout::laneLabelRect(CheckpointPalette::Lane lane) const
{
    const QRectF lanes = laneRect(lane);
    return {m_area.left(), lanes.top(), m_labelWidth - 6, lanes.height()};
}

double CheckpointTimelineLayout::xOf(double ms) const
{
    const QRectF lanes = laneRect(CheckpointPalette::Lane::Forward);
    return lanes.left() + lanes.width() * std::clamp(ms / m_totalMs, 0.0, 1.0);
}

QRectF CheckpointTimelineLayout::boxRect(const Box& box) const
{
    const QRectF lane = laneRect(box.lane);
    const double left = xOf(box.startMs);
    // At least a pixel wide, so that a thousand-layer schedule still shows every operation.
    const double right = std::max(left + 1.0, xOf(box.endMs));
    return {left, lane.top() + 2, right - left, lane.height() - 4};
}

std::optional<std::size_t> CheckpointTimelineLayout::hitTest(const QPointF& point) const
{
    for (int l = 0; l < CheckpointPalette::kLaneCount; ++l) {
        const auto lane = static_cast<CheckpointPalette::Lane>(l);
        if (!laneRect(lane).contains(point))
            continue;
        // Boxes of a lane are in time order (copies may overlap their neighbours: the nearest start wins).
        std::optional<std::size_t> best;
        for (std::size_t b = 0; b < m_boxes.size(); ++b)
            if (m_boxes[b].lane == lane && boxRect(m_boxes[b]).adjusted(-1, 0, 1, 0).contains(point))
                best = b;
        return best;
    }
    return std::nullopt;
}
