#include "widgets/allocator/MemoryMapLayout.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace {
constexpr std::uint64_t kExpandableTailMin = 20ULL * 1024 * 1024;
using Kind = BlockPalette::Kind;

int groupOf(const MemoryMapLayout::Grouping& grouping, int segment)
{
    const auto index = static_cast<std::size_t>(segment);
    return index < grouping.groupOf.size() ? grouping.groupOf[index] : -1;
}
} // namespace

std::uint64_t MemoryMapLayout::shownBytes(const gml::SegmentInfo& segment)
{
    if (!segment.expandable)
        return segment.size;
    // An expandable segment reserves as much address space as the GPU has memory: drawn to scale it would
    // dwarf everything else. Show what is mapped and a short unmapped tail, enough to see room to grow.
    std::uint64_t mappedEnd = segment.address;
    for (const auto& block : segment.blocks)
        if (block.state != gml::BlockState::Unmapped)
            mappedEnd = std::max(mappedEnd, block.end());
    const std::uint64_t mapped = mappedEnd - segment.address;
    const std::uint64_t tail = std::max(kExpandableTailMin, mapped / 4);
    return std::min(segment.size, mapped + tail);
}

std::vector<int> MemoryMapLayout::tapeOrder(const gml::AllocatorState& state, const Grouping& grouping)
{
    const int count = static_cast<int>(state.segments.size());
    std::vector<int> order;
    order.reserve(state.segments.size());
    for (int group = -1; group < grouping.groups; ++group)
        for (int s = 0; s < count; ++s)
            if (groupOf(grouping, s) == group)
                order.push_back(s);
    return order;
}

bool MemoryMapLayout::place(const gml::AllocatorState& state, QSize area, double bandHeight,
                            std::uint64_t scaleBytes, const Grouping& grouping)
{
    m_bandHeight = bandHeight;
    m_rowWidth = std::max(area.width(), 16);
    m_captionRows.clear();
    m_groupFrames.clear();
    m_captionHeight = grouping.captionHeight;
    const std::vector<int> order = tapeOrder(state, grouping);
    // Each group present takes a caption's height from the rows, and may leave the rest of a row empty.
    int groupsPresent = 0;
    for (int group = 0; group < grouping.groups; ++group)
        groupsPresent += std::count(grouping.groupOf.begin(), grouping.groupOf.end(), group) > 0 ? 1 : 0;
    const double captions = groupsPresent * grouping.captionHeight;
    const int rows =
        std::max(1, static_cast<int>((area.height() - captions + kRowGap) / (bandHeight + kRowGap)));
    const double capacity = rows * m_rowWidth;

    std::uint64_t totalBytes = 0;
    for (const auto& segment : state.segments)
        totalBytes += shownBytes(segment);
    totalBytes = std::max(totalBytes, scaleBytes);
    // Gaps shrink when segments are many, so that memory rather than spacing fills the rows.
    const double perSegment = capacity / std::max<double>(1.0, static_cast<double>(state.segments.size()));
    m_gap = std::clamp(perSegment / 8.0, 1.0, kSegmentGap);
    const double fixed =
        static_cast<double>(state.segments.size()) * (m_gap + kMinSegment) + groupsPresent * m_rowWidth;
    // Leave a little slack for segments pushed to the next row rather than starting in a row's last pixels.
    const double forBytes = capacity * 0.97 - fixed;
    if (forBytes <= 0)
        return false;
    m_bytesPerPixel = std::max(1.0, static_cast<double>(totalBytes) / forBytes);

    m_spans.assign(state.segments.size(), SegmentSpan{});
    double position = 0;
    int group = -1;
    std::vector<std::pair<long long, long long>> groupRows; // first and last row of each group begun
    std::vector<int> groupIds;
    for (const int s : order) {
        const auto& segment = state.segments[static_cast<std::size_t>(s)];
        const int segmentGroup = groupOf(grouping, s);
        SegmentSpan span;
        span.shownBytes = shownBytes(segment);
        span.length = std::max(kMinSegment, static_cast<double>(span.shownBytes) / m_bytesPerPixel);
        const double inRow = std::fmod(position, m_rowWidth);
        if (segmentGroup != group) {
            // A group begins on a row of its own, under its caption.
            group = segmentGroup;
            if (inRow > 0)
                position += m_rowWidth - inRow;
            const auto row = static_cast<long long>(position / m_rowWidth + 1e-9);
            m_captionRows.push_back(row);
            groupRows.emplace_back(row, row);
            groupIds.push_back(group);
        } else if (inRow > 0 && m_rowWidth - inRow < std::min(span.length, 24.0)) {
            // A segment that would start in a row's last few pixels starts on the next row instead.
            position += m_rowWidth - inRow;
        }
        span.start = position;
        position += span.length + m_gap;
        if (group >= 0)
            groupRows.back().second = static_cast<long long>((span.start + span.length - 1e-6) / m_rowWidth);
        m_spans[static_cast<std::size_t>(s)] = span;
    }
    m_tapeEnd = position;
    m_byStart = order;
    // The frame: around the group's rows and its caption, in the gaps around them (the map's margin at the
    // sides, half a row gap below).
    for (std::size_t g = 0; g < groupRows.size(); ++g) {
        const double top = rowTop(groupRows[g].first) - m_captionHeight;
        const double bottom = rowTop(groupRows[g].second) + m_bandHeight + kRowGap / 2;
        m_groupFrames.push_back({groupIds[g], QRectF(-3, top, m_rowWidth + 6, bottom - top),
                                 QRectF(0, top, m_rowWidth, m_captionHeight)});
    }
    return position <= capacity;
}

void MemoryMapLayout::build(const gml::AllocatorState& state, QSize area, std::uint64_t scaleBytes)
{
    build(state, area, scaleBytes, Grouping{});
}

void MemoryMapLayout::build(const gml::AllocatorState& state, QSize area, std::uint64_t scaleBytes,
                            const Grouping& grouping)
{
    for (const double band : {40.0, 32.0, 24.0, 18.0, 13.0, 9.0, 6.0})
        if (place(state, area, band, scaleBytes, grouping))
            return;
    // Very many segments: the thinnest bands; what does not fit is cut.
    place(state, area, 4.0, scaleBytes, grouping);
}

long long MemoryMapLayout::rowAt(double y) const
{
    const double pitch = m_bandHeight + kRowGap;
    // Past each caption whose row begins above `y`, the rows sit a caption lower.
    std::size_t captions = 0;
    while (captions < m_captionRows.size() && rowTop(m_captionRows[captions]) <= y + 0.5)
        ++captions;
    const double below = y - static_cast<double>(captions) * m_captionHeight;
    return static_cast<long long>(std::floor(below / pitch + 1e-6));
}

double MemoryMapLayout::tapePosition(const gml::AllocatorState& state, int segment, std::uint64_t address) const
{
    const auto& info = state.segments.at(segment);
    const auto& span = m_spans.at(segment);
    const std::uint64_t offset = std::clamp(address, info.address, info.address + span.shownBytes) - info.address;
    return span.start + span.length * static_cast<double>(offset) / static_cast<double>(std::max<std::uint64_t>(span.shownBytes, 1));
}

std::vector<QRectF> MemoryMapLayout::rects(double start, double end) const
{
    std::vector<QRectF> result;
    forEachRect(start, end, [&](const QRectF& r) { result.push_back(r); });
    return result;
}

std::vector<MemoryMapLayout::LabelRow> MemoryMapLayout::labelRows(int segment) const
{
    std::vector<LabelRow> rows;
    if (m_bandHeight < kLabelMinBand || segment < 0 || static_cast<std::size_t>(segment) >= m_spans.size())
        return rows;
    const SegmentSpan& span = m_spans[static_cast<std::size_t>(segment)];
    bool continued = false;
    forEachRect(span.start, span.start + span.length, [&](const QRectF& r) {
        if (r.width() > kLabelMinWidth)
            rows.push_back({r, continued});
        continued = true;
    });
    return rows;
}

double MemoryMapLayout::usedHeight() const
{
    const auto rows = static_cast<long long>(std::ceil(std::max(m_tapeEnd, 1.0) / m_rowWidth));
    return rowTop(rows - 1) + m_bandHeight + kRowGap;
}

std::optional<MemoryMapLayout::Hit> MemoryMapLayout::hitTest(const gml::AllocatorState& state, QPointF point) const
{
    if (point.x() < 0 || point.y() < 0 || point.x() >= m_rowWidth)
        return std::nullopt;
    const long long row = rowAt(point.y());
    if (row < 0 || point.y() - rowTop(row) > m_bandHeight)
        return std::nullopt; // in the gap between rows, or in a caption
    const double tape = static_cast<double>(row) * m_rowWidth + point.x();
    const auto it = std::upper_bound(m_byStart.begin(), m_byStart.end(), tape, [&](double value, int s) {
        return value < m_spans[static_cast<std::size_t>(s)].start;
    });
    if (it == m_byStart.begin())
        return std::nullopt;
    const auto& span = m_spans[static_cast<std::size_t>(*std::prev(it))];
    if (tape >= span.start + span.length)
        return std::nullopt; // in the gap between segments
    Hit hit;
    hit.segment = *std::prev(it);
    const auto& segment = state.segments.at(hit.segment);
    const auto address = segment.address + static_cast<std::uint64_t>((tape - span.start) / span.length *
                                                                        static_cast<double>(span.shownBytes));
    const auto block = std::upper_bound(segment.blocks.begin(), segment.blocks.end(), address,
                                        [](std::uint64_t value, const gml::BlockInfo& b) { return value < b.address; });
    hit.block = block == segment.blocks.begin() ? 0 : static_cast<int>(std::distance(segment.blocks.begin(), block)) - 1;
    return hit;
}

void MemoryMapLayout::collectRuns(const gml::AllocatorState& state, int s, std::vector<Run>& runs,
                                  std::vector<double>& boundaries, double progress,
                                  const Placements* before) const
{
    const bool animating = progress < 1.0 && before;
    const auto& segment = state.segments[s];
    runs.clear();

    // Most blocks are not split across an expandable segment's cut, so positions follow linearly from the
    // segment's span: one multiply per block instead of a clamped division.
    const auto& span = m_spans[s];
    const double perByte = span.length / static_cast<double>(std::max<std::uint64_t>(span.shownBytes, 1));
    const std::uint64_t shownEnd = segment.address + span.shownBytes;
    // Offsets inside a segment are far below 2^63: converted as signed, one instruction instead of the
    // branches an unsigned 64-bit conversion takes.
    const auto position = [&](std::uint64_t address) {
        return span.start +
               static_cast<double>(static_cast<std::int64_t>(std::min(address, shownEnd) - segment.address)) *
                   perByte;
    };
    // Each block state's kind in this segment, looked up per block: a call per block kept every position
    // in memory instead of in registers. Only expandable segments have unmapped pages: the others need no
    // pass over their blocks to count them.
    const std::size_t mapped =
        segment.expandable ? BlockPalette::mappedBlocks(segment) : segment.blocks.size();
    constexpr std::size_t kStates = static_cast<std::size_t>(gml::BlockState::Unmapped) + 1;
    std::array<Kind, kStates> kinds{};
    for (std::size_t k = 0; k < kStates; ++k)
        kinds[k] = BlockPalette::kindOf(gml::BlockInfo{0, 0, 0, static_cast<gml::BlockState>(k)}, mapped);

    // The run being extended is kept here, not in `runs`: touching runs of one kind become one (hatching is
    // then filled once per run, not per block).
    double runStart = 0, runEnd = 0;
    Kind runKind = Kind::Allocated;
    bool running = false;
    const auto addRun = [&](double start, double end, Kind kind) {
        if (running && kind == runKind && start - runEnd < 0.01) {
            runEnd = std::max(runEnd, end);
            return;
        }
        if (running)
            runs.push_back({runStart, runEnd, runKind});
        runStart = start;
        runEnd = end;
        runKind = kind;
        running = true;
    };

    // Blocks narrower than a pixel are merged: each pixel column shows the state holding most of its bytes.
    // Counted by block state: their kinds are in the same order, so the first state of the most bytes is
    // the first kind of the most, as std::max_element over kinds found it.
    double pendingPixel = -1;
    std::array<std::uint64_t, kStates> pendingBytes{};
    const auto flush = [&] {
        if (pendingPixel < 0)
            return;
        std::size_t dominant = 0;
        std::uint64_t most = pendingBytes[0];
        for (std::size_t k = 1; k < kStates; ++k) {
            const bool more = pendingBytes[k] > most;
            most = more ? pendingBytes[k] : most;
            dominant = more ? k : dominant;
        }
        addRun(pendingPixel, pendingPixel + 1.0, kinds[dominant]);
        pendingPixel = -1;
        pendingBytes.fill(0);
    };

    // Blocks tile their segment: a block starts where the one before it ended, so that position is reused.
    std::uint64_t previousEnd = 0;
    double previousEndPosition = 0;
    for (const auto& block : segment.blocks) {
        if (block.address >= shownEnd)
            break; // beyond what is shown of an expandable segment
        const std::uint64_t blockEnd = block.end();
        double start = block.address == previousEnd ? previousEndPosition : position(block.address);
        double end = position(blockEnd);
        previousEnd = blockEnd;
        previousEndPosition = end;
        if (animating) {
            const auto was = before->find(block.address);
            if (was != before->end()) {
                start = was->second.start + (start - was->second.start) * progress;
                end = was->second.end + (end - was->second.end) * progress;
            } else {
                end = start + (end - start) * progress; // a new block grows from its start
            }
        }
        if (end - start < 1.0) {
            // std::floor without its library call (positions are never negative).
            const double pixel = static_cast<double>(static_cast<std::int64_t>(start));
            if (pixel != pendingPixel)
                flush();
            pendingPixel = pixel;
            pendingBytes[static_cast<std::size_t>(block.state)] += block.size;
            continue;
        }
        flush();
        const Kind kind = kinds[static_cast<std::size_t>(block.state)];
        // Rounding waste: what an allocated block holds beyond the bytes asked for.
        const double wasteStart =
            kind == Kind::Allocated && block.requested > 0 && block.requested < block.size && !animating
                ? position(block.address + block.requested)
                : end;
        if (end - wasteStart >= 1.0) {
            addRun(start, wasteStart, kind);
            addRun(wasteStart, end, Kind::RoundingWaste);
        } else {
            addRun(start, end, kind);
        }
        if (end - start >= 3.0)
            boundaries.push_back(start);
    }
    flush();
    if (running)
        runs.push_back({runStart, runEnd, runKind});
}
