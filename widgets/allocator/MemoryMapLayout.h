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

    // Segments that belong together (a private pool's): each group is laid out after the ordinary segments,
    // from a row of its own, under a caption `captionHeight` tall, so that a frame can go around it.
    struct Grouping
    {
        std::vector<int> groupOf; // per segment (index in the state): its group, or -1
        int groups = 0;
        double captionHeight = 0;
    };
    // Where a group went: its frame (around its rows, caption included) and its caption's strip.
    struct GroupFrame
    {
        int group = 0;
        QRectF frame;
        QRectF caption;
    };

    // `scaleBytes`: lay out as though this many bytes were reserved (at least what is), so that a player
    // moving through a trace keeps one scale instead of rescaling whenever a segment comes or goes.
    void build(const gml::AllocatorState& state, QSize area, std::uint64_t scaleBytes = 0);
    void build(const gml::AllocatorState& state, QSize area, std::uint64_t scaleBytes,
               const Grouping& grouping);
    const std::vector<GroupFrame>& groupFrames() const { return m_groupFrames; }
    // The top of row `row`, and the row whose band holds `y` (rows below captions sit lower).
    double rowTop(long long row) const
    {
        const double pitch = m_bandHeight + kRowGap;
        if (m_captionRows.empty())
            return static_cast<double>(row) * pitch;
        std::size_t captions = 0;
        while (captions < m_captionRows.size() && m_captionRows[captions] <= row)
            ++captions;
        return static_cast<double>(row) * pitch + static_cast<double>(captions) * m_captionHeight;
    }
    long long rowAt(double y) const;

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
        while (end - start > 1e-9) {
            const auto rowIndex = static_cast<long long>(start / m_rowWidth);
            const double row = static_cast<double>(rowIndex);
            const double x = start - row * m_rowWidth;
            const double width = end - start < m_rowWidth - x ? end - start : m_rowWidth - x;
            visit(QRectF(x, rowTop(rowIndex), width, m_bandHeight));
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
    bool place(const gml::AllocatorState& state, QSize area, double bandHeight, std::uint64_t scaleBytes,
               const Grouping& grouping);
    // The segments in the order they go on the tape: the ordinary ones in address order, then each group's.
    static std::vector<int> tapeOrder(const gml::AllocatorState& state, const Grouping& grouping);
    static std::uint64_t shownBytes(const gml::SegmentInfo& segment);

    double m_rowWidth = 1;
    double m_bandHeight = 24;
    double m_bytesPerPixel = 1;
    double m_tapeEnd = 0;
    double m_gap = kSegmentGap;
    std::vector<SegmentSpan> m_spans;
    std::vector<int> m_byStart;          // segment indices in tape order, for hit-testing
    std::vector<long long> m_captionRows; // rows that begin a group, each under its caption
    double m_captionHeight = 0;
    std::vector<GroupFrame> m_groupFrames;
};
