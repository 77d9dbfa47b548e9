#pragma once

#include "checkpoint/CheckpointTrace.h"
#include "widgets/checkpoint/CheckpointPalette.h"

#include <QRectF>

#include <optional>
#include <vector>

// Where each operation of a training step sits on the timeline: its lane and its time span, and from them
// its box in pixels. Shared by painting and hit-testing, so a tooltip always names the box under the mouse.
//
// Compute (forward, recompute, backward) runs one operation after another. A copy to host memory overlaps
// the forward it was issued beside (it starts with that forward); when it outlasts it, compute waits, shown
// as a gap before the next compute operation. A copy back starts with the backward it overlaps, and a wait
// for it falls after that backward. Operations without a lane (the batch arriving, a free) take no time.
class CheckpointTimelineLayout
{
public:
    static constexpr double kLaneLabelWidth = 110.0;

    struct Box
    {
        std::size_t op;      // index into the trace
        CheckpointPalette::Lane lane;
        double startMs;
        double endMs;
    };

    // `bandwidthBytesPerMs`: the host link's speed, to size the copies (0: a copy is as long as what it hid
    // behind plus any wait).
    void build(const gml::CheckpointTrace& trace, double bandwidthBytesPerMs);
    // Lanes fill `area` (in widget coordinates), a label column `labelWidth` wide at the left (wider than
    // kLaneLabelWidth when the text is larger, as in presentation mode).
    void setArea(const QRectF& area, double labelWidth = kLaneLabelWidth);

    const std::vector<Box>& boxes() const { return m_boxes; }
    double totalMs() const { return m_totalMs; }
    // When the first `opCount` operations are done: the end of the last one with a box among them.
    double timeAfter(std::size_t opCount) const;
    // The box of operation `op`, if it has one.
    std::optional<std::size_t> boxOfOp(std::size_t op) const;

    QRectF laneRect(CheckpointPalette::Lane lane) const;
    QRectF laneLabelRect(CheckpointPalette::Lane lane) const;
    QRectF boxRect(const Box& box) const;
    double xOf(double ms) const;
    const QRectF& area() const { return m_area; }
    // The box under `point`, as an index into boxes().
    std::optional<std::size_t> hitTest(const QPointF& point) const;

private:
    std::vector<Box> m_boxes;
    std::vector<std::size_t> m_boxOfOp; // per operation: index into m_boxes, or npos
    std::vector<double> m_endAfter;     // per operation count: the time when it is done
    double m_totalMs = 0;
    QRectF m_area;
    double m_labelWidth = kLaneLabelWidth;
};
