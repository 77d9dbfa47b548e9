#include "MemoryMapLayout.h"

#include <algorithm>
#include <cmath>

namespace {
constexpr std::uint64_t kExpandableTailMin = 20ULL * 1024 * 1024;
}

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

bool MemoryMapLayout::place(const gml::AllocatorState& state, QSize area, double bandHeight, std::uint64_t scaleBytes)
{
    m_bandHeight = bandHeight;
    m_rowWidth = std::max(area.width(), 16);
    const int rows = std::max(1, static_cast<int>((area.height() + kRowGap) / (bandHeight + kRowGap)));
    const double capacity = rows * m_rowWidth;

    std::uint64_t totalBytes = 0;
    for (const auto& segment : state.segments)
        totalBytes += shownBytes(segment);
    totalBytes = std::max(totalBytes, scaleBytes);
    // Gaps shrink when segments are many, so that memory rather than spacing fills the rows.
    const double perSegment = capacity / std::max<double>(1.0, static_cast<double>(state.segments.size()));
    m_gap = std::clamp(perSegment / 8.0, 1.0, kSegmentGap);
    const double fixed = static_cast<double>(state.segments.size()) * (m_gap + kMinSegment);
    // Leave a little slack for segments pushed to the next row rather than starting in a row's last pixels.
    const double forBytes = capacity * 0.97 - fixed;
    if (forBytes <= 0)
        return false;
    m_bytesPerPixel = std::max(1.0, static_cast<double>(totalBytes) / forBytes);

    m_spans.clear();
    double position = 0;
    for (const auto& segment : state.segments) {
        SegmentSpan span;
        span.shownBytes = shownBytes(segment);
        span.length = std::max(kMinSegment, static_cast<double>(span.shownBytes) / m_bytesPerPixel);
        // A segment that would start in a row's last few pixels starts on the next row instead.
        const double inRow = std::fmod(position, m_rowWidth);
        if (inRow > 0 && m_rowWidth - inRow < std::min(span.length, 24.0))
            position += m_rowWidth - inRow;
        span.start = position;
        position += span.length + m_gap;
        m_spans.push_back(span);
    }
    m_tapeEnd = position;
    return position <= capacity;
}

void MemoryMapLayout::build(const gml::AllocatorState& state, QSize area, std::uint64_t scaleBytes)
{
    for (const double band : {40.0, 32.0, 24.0, 18.0, 13.0, 9.0, 6.0})
        if (place(state, area, band, scaleBytes))
            return;
    place(state, area, 4.0, scaleBytes); // very many segments: the thinnest bands; what does not fit is cut
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

double MemoryMapLayout::usedHeight() const
{
    const double rows = std::ceil(std::max(m_tapeEnd, 1.0) / m_rowWidth);
    return rows * (m_bandHeight + kRowGap);
}

std::optional<MemoryMapLayout::Hit> MemoryMapLayout::hitTest(const gml::AllocatorState& state, QPointF point) const
{
    const double pitch = m_bandHeight + kRowGap;
    if (point.x() < 0 || point.y() < 0 || point.x() >= m_rowWidth)
        return std::nullopt;
    const double row = std::floor(point.y() / pitch);
    if (point.y() - row * pitch > m_bandHeight)
        return std::nullopt; // in the gap between rows
    const double tape = row * m_rowWidth + point.x();
    const auto it = std::upper_bound(m_spans.begin(), m_spans.end(), tape,
                                     [](double value, const SegmentSpan& span) { return value < span.start; });
    if (it == m_spans.begin())
        return std::nullopt;
    const auto& span = *std::prev(it);
    if (tape >= span.start + span.length)
        return std::nullopt; // in the gap between segments
    Hit hit;
    hit.segment = static_cast<int>(std::distance(m_spans.begin(), it)) - 1;
    const auto& segment = state.segments.at(hit.segment);
    const auto address = segment.address + static_cast<std::uint64_t>((tape - span.start) / span.length *
                                                                        static_cast<double>(span.shownBytes));
    const auto block = std::upper_bound(segment.blocks.begin(), segment.blocks.end(), address,
                                        [](std::uint64_t value, const gml::BlockInfo& b) { return value < b.address; });
    hit.block = block == segment.blocks.begin() ? 0 : static_cast<int>(std::distance(segment.blocks.begin(), block)) - 1;
    return hit;
}
