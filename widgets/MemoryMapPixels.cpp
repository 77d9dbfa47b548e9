#include "MemoryMapPixels.h"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace {

using Kind = BlockPalette::Kind;

// A pattern's 8x8 tile: which pixels QPainter sets, and in what colour.
struct Tile
{
    std::array<std::uint8_t, 64> on{};
    QRgb color = 0;
};

// Taken from QPainter itself, so that the hatching looks as it did when QPainter filled every run. Per
// picture, not once: the patterns' colours follow the theme, and six 8x8 tiles cost next to nothing.
std::array<Tile, BlockPalette::kKindCount> patternTiles()
{
    std::array<Tile, BlockPalette::kKindCount> all{};
    for (int k = 0; k < BlockPalette::kKindCount; ++k) {
        const QBrush& brush = BlockPalette::brush(static_cast<Kind>(k));
        if (brush.style() == Qt::SolidPattern)
            continue;
        QImage tile(8, 8, QImage::Format_ARGB32);
        tile.fill(Qt::transparent);
        QPainter painter(&tile);
        painter.fillRect(tile.rect(), brush);
        painter.end();
        auto& entry = all[static_cast<std::size_t>(k)];
        entry.color = brush.color().rgb();
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
                entry.on[static_cast<std::size_t>(y * 8 + x)] = qAlpha(tile.pixel(x, y)) > 0 ? 1 : 0;
    }
    return all;
}

} // namespace

MemoryMapPixels::MemoryMapPixels(QImage& image, QPoint origin, const MemoryMapLayout& layout, QRgb background)
    // One pointer for the whole picture: QImage::scanLine() checks for sharing (detaches) on every call.
    : m_image(image), m_bits(reinterpret_cast<QRgb*>(image.bits())),
      m_stride(image.bytesPerLine() / static_cast<qsizetype>(sizeof(QRgb))), m_origin(origin),
      m_layout(layout), m_background(background)
{
    for (int k = 0; k < BlockPalette::kKindCount; ++k)
        m_colors[static_cast<std::size_t>(k)] = {BlockPalette::color(static_cast<Kind>(k)).rgba(),
                                                 BlockPalette::brush(static_cast<Kind>(k)).style() !=
                                                     Qt::SolidPattern};
}

namespace {

// std::lround for the layout's coordinates, which are never negative: halves away from zero as it does (but
// for the last bit below a half), without a library call per rectangle edge.
int roundNonNegative(double v)
{
    return v >= 0 ? static_cast<int>(v + 0.5) : static_cast<int>(std::lround(v));
}

} // namespace

QRect MemoryMapPixels::pixelsOf(const QRectF& r) const
{
    const int width = m_image.width();
    const int height = m_image.height();
    const int left = std::clamp(m_origin.x() + roundNonNegative(r.left()), 0, width - 1);
    const int right = std::clamp(std::max(left + 1, m_origin.x() + roundNonNegative(r.right())), 0, width);
    const int top = std::clamp(m_origin.y() + roundNonNegative(r.top()), 0, height);
    const int bottom = std::clamp(m_origin.y() + roundNonNegative(r.bottom()), 0, height);
    return QRect(QPoint(left, top), QPoint(right - 1, bottom - 1));
}

void MemoryMapPixels::column(int x, int top, int bottom, QRgb color)
{
    for (int y = top; y <= bottom; ++y)
        m_bits[y * m_stride + x] = color;
}

void MemoryMapPixels::fillRuns(const std::vector<Run>& runs)
{
    for (const auto& run : runs) {
        const auto [color, patterned] = m_colors[static_cast<std::size_t>(run.kind)];
        m_layout.forEachRect(run.start, run.end, [&](const QRectF& r) {
            const QRect p = pixelsOf(r);
            if (p.isEmpty())
                return;
            if (p.top() != m_lineTop || p.bottom() != m_lineBottom)
                startLine(p.top(), p.bottom());
            std::fill(m_line.begin() + p.left(), m_line.begin() + p.right() + 1, color);
            m_lineLeft = std::min(m_lineLeft, p.left());
            m_lineRight = std::max(m_lineRight, p.right());
            if (patterned && p.width() >= 3)
                m_hatches.push_back({p, run.kind});
        });
    }
}

void MemoryMapPixels::startLine(int top, int bottom)
{
    flushLine();
    m_line.resize(static_cast<std::size_t>(m_image.width()));
    if (top >= m_filledTo) {
        // Rows not yet written: the rows above get the background, and the band's rows are written whole
        // from the scanline, so they are never filled first and then overwritten.
        fillBackgroundTo(top);
        std::fill(m_line.begin(), m_line.end(), m_background);
        m_lineLeft = 0;
        m_lineRight = m_image.width() - 1;
    } else {
        // (Rows already written, by a band of the same rows: keep what the runs do not cover.)
        std::copy_n(m_bits + top * m_stride, m_image.width(), m_line.begin());
        m_lineLeft = m_image.width();
        m_lineRight = -1;
    }
    m_lineTop = top;
    m_lineBottom = bottom;
}

void MemoryMapPixels::flushLine()
{
    if (m_lineRight >= m_lineLeft)
        for (int y = m_lineTop; y <= m_lineBottom; ++y)
            std::copy(m_line.begin() + m_lineLeft, m_line.begin() + m_lineRight + 1,
                      m_bits + y * m_stride + m_lineLeft);
    if (m_lineTop >= 0)
        m_filledTo = std::max(m_filledTo, m_lineBottom + 1);
    m_lineTop = m_lineBottom = -1;
    m_lineRight = -1;
}

void MemoryMapPixels::fillBackgroundTo(int row)
{
    row = std::min(row, m_image.height());
    for (; m_filledTo < row; ++m_filledTo)
        std::fill_n(m_bits + m_filledTo * m_stride, m_image.width(), m_background);
}

void MemoryMapPixels::finishFills()
{
    flushLine();
    fillBackgroundTo(m_image.height());
}

MemoryMapPixels::~MemoryMapPixels()
{
    finishFills();
}

void MemoryMapPixels::hatch()
{
    finishFills();
    const auto tiles = patternTiles();
    for (const auto& hatch : m_hatches) {
        const Tile& tile = tiles[static_cast<std::size_t>(hatch.kind)];
        const QRect& r = hatch.rect;
        for (int y = r.top(); y <= r.bottom(); ++y) {
            const std::uint8_t* row = &tile.on[static_cast<std::size_t>((y & 7) * 8)];
            QRgb* line = m_bits + y * m_stride;
            for (int x = r.left(); x <= r.right(); ++x)
                if (row[x & 7])
                    line[x] = tile.color;
        }
    }
    m_hatches.clear();
}

void MemoryMapPixels::drawFrames(const std::vector<double>& boundaries, QRgb boundary, QRgb outline)
{
    finishFills();
    if (m_layout.bandHeight() >= 9) {
        // Boundaries between blocks wide enough to tell apart.
        for (const double x : boundaries)
            m_layout.forEachRect(x, x + 0.5, [&](const QRectF& r) {
                const QRect p = pixelsOf(r);
                if (!p.isEmpty())
                    column(p.left(), p.top(), p.bottom(), boundary);
            });
    }
    for (const auto& span : m_layout.spans())
        m_layout.forEachRect(span.start, span.start + span.length, [&](const QRectF& r) {
            const QRect p = pixelsOf(r);
            if (p.isEmpty())
                return;
            std::fill(m_bits + p.top() * m_stride + p.left(), m_bits + p.top() * m_stride + p.right() + 1,
                      outline);
            std::fill(m_bits + p.bottom() * m_stride + p.left(),
                      m_bits + p.bottom() * m_stride + p.right() + 1, outline);
            column(p.left(), p.top(), p.bottom(), outline);
            column(p.right(), p.top(), p.bottom(), outline);
        });
}
