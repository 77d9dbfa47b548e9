#pragma once

#include "trace/AllocatorState.h"
#include "widgets/allocator/BlockPalette.h"

#include <QRectF>
#include <QSize>
#include <optional>
#include <unordered_map>
#include <vector>

// Where each segment and block of an allocator state goes on screen. Segments are laid end to end on a
// "tape" (byte length proportional to pixel length) that wraps into rows like a paragraph of text, so the
// whole reserved memory is visible at once; when there are many segments the rows get thinner (compact).
// Shared by painting and hit-testing so that what is clicked is exactly what was drawn.
class MemoryMapLayout
{
public:
    static constexpr double kSegmentGap = 6.0;  // pixels of tape between segments, fewer when they are many
    static constexpr double kMinSegment = 4.0;  // even the smallest segment stays visible
    static constexpr double kRowGap = 6.0;

    struct SegmentSpan
    {
        double start = 0; // tape position, pixels
        double length = 0;
        std::uint64_t shownBytes = 0; // bytes the span stands for (an expandable segment's tail is cut)
    };
    struct Hit
    {
        int segment = -1;
        int block = -1;
    };
    // A stretch of tape in one state (blocks of a kind that touch are one run).
    struct Run
    {
        double start;
        double end;
        BlockPalette::Kind kind;
    };
    // Where a block lay on the tape: what an animated change moves it from.
    struct Placement
    {
        double start;
        double end;
    };
    using Placements = std::unordered_map<std::uint64_t, Placement>; // by block address

    // `scaleBytes`: lay out as though this many bytes were reserved (at least what is), so that a player
    // moving through a trace keeps one scale instead of rescaling whenever a segment comes or goes.
    void build(const gml::AllocatorState& state, QSize area, std::uint64_t scaleBytes = 0);

    double rowWidth() const { return m_rowWidth; }
    double bandHeight() const { return m_bandHeight; }
    double bytesPerPixel() const { return m_bytesPerPixel; }
    const std::vector<SegmentSpan>& spans() const { return m_spans; }

    // Tape position of `address` inside segment `segment` (clamped to what is shown of it).
    double tapePosition(const gml::AllocatorState& state, int segment, std::uint64_t address) const;
    // The rectangles (one per row it crosses) that the tape range [start, end) occupies, relative to the
    // map's top-left corner.
    std::vector<QRectF> rects(double start, double end) const;
    // The same without allocating: calls `visit(QRectF)` for each rectangle (the painting hot path).
    template <typename Visit> void forEachRect(double start, double end, Visit&& visit) const
    {
        const double pitch = m_bandHeight + kRowGap;
        while (end - start > 1e-9) {
            const double row = static_cast<double>(static_cast<long long>(start / m_rowWidth));
            const double x = start - row * m_rowWidth;
            const double width = end - start < m_rowWidth - x ? end - start : m_rowWidth - x;
            visit(QRectF(x, row * pitch, width, m_bandHeight));
            start += width;
        }
    }
    // What painting draws of segment `segment`: its blocks as runs of one kind each into `runs`, and the
    // start of every block wide enough to show a boundary appended to `boundaries`. While a change animates
    // (`progress` below 1), blocks move from where `before` had them and new ones grow from their start.
    void collectRuns(const gml::AllocatorState& state, int segment, std::vector<Run>& runs,
                     std::vector<double>& boundaries, double progress = 1.0,
                     const Placements* before = nullptr) const;
    std::optional<Hit> hitTest(const gml::AllocatorState& state, QPointF point) const;
    double usedHeight() const;

    // Segment labels ("#3 · 100 MiB") need a band this tall and a row piece this wide.
    static constexpr double kLabelMinBand = 18.0;
    static constexpr double kLabelMinWidth = 70.0;
    // A piece of a segment, one row of it, with room for the segment's label; `continued` when the segment
    // began on an earlier row (it wraps). A wrapped segment is labelled on every row it crosses: a learner
    // looking at the second row should not have to trace the tape back to know whose memory it is.
    struct LabelRow
    {
        QRectF rect;
        bool continued = false;
    };
    std::vector<LabelRow> labelRows(int segment) const;

private:
    // Places the spans for one band height; false when they do not fit the area's rows.
    bool place(const gml::AllocatorState& state, QSize area, double bandHeight, std::uint64_t scaleBytes);
    static std::uint64_t shownBytes(const gml::SegmentInfo& segment);

    double m_rowWidth = 1;
    double m_bandHeight = 24;
    double m_bytesPerPixel = 1;
    double m_tapeEnd = 0;
    double m_gap = kSegmentGap;
    std::vector<SegmentSpan> m_spans;
};
