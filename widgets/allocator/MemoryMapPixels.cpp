#include "widgets/allocator/MemoryMapPixels.h"

#include <QPaintEngine>
#include <algorithm>
#include <cmath>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace {

using Kind = BlockPalette::Kind;

// std::lround for the layout's coordinates, which are never negative: halves away from zero as it does (but
// for the last bit below a half), without a library call per rectangle edge.
int roundNonNegative(double v)
{
    return v >= 0 ? static_cast<int>(v + 0.5) : static_cast<int>(std::lround(v));
}

// QPainter's source-over of a premultiplied pixel `s` on an opaque one `d`: s + d * (255 - alpha(s)) / 255,
// each channel rounded exactly as Qt's raster engine rounds it (its BYTE_MUL, on all four channels at once
// in one 64-bit multiply). Without branches: at alpha 255 the product is 0, at alpha 0 `s` is 0 and the
// product `d`, so the labels' opaque text and their box's transparent corners need no test per pixel.
QRgb sourceOver(QRgb s, QRgb d)
{
    std::uint64_t t =
        ((std::uint64_t{d} | (std::uint64_t{d} << 24)) & 0x00ff00ff00ff00ffULL) * (255 - qAlpha(s));
    t = (t + ((t >> 8) & 0x00ff00ff00ff00ffULL) + 0x0080008000800080ULL) >> 8;
    t &= 0x00ff00ff00ff00ffULL;
    return s + (static_cast<QRgb>(t) | static_cast<QRgb>(t >> 24));
}

// sourceOver() along a row of `count` pixels; four at a time where SSE2 is (as it is on every x86-64), in
// the same arithmetic on 16-bit lanes as the raster engine's own SSE2 blend. Hundreds of labels a frame
// were a millisecond one pixel at a time.
void blendRow(const QRgb* source, QRgb* row, int count)
{
    int x = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i full = _mm_set1_epi16(0xff);
    const __m128i half = _mm_set1_epi16(0x80);
    const auto times = [&](__m128i channels, __m128i sourceChannels) {
        // 255 - alpha in each channel's lane: the alpha lane copied over its pixel's other three.
        const __m128i alpha = _mm_shufflehi_epi16(
            _mm_shufflelo_epi16(sourceChannels, _MM_SHUFFLE(3, 3, 3, 3)), _MM_SHUFFLE(3, 3, 3, 3));
        __m128i t = _mm_mullo_epi16(channels, _mm_sub_epi16(full, alpha));
        t = _mm_add_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), half);
        return _mm_srli_epi16(t, 8);
    };
    for (; x + 4 <= count; x += 4) {
        const __m128i s = _mm_loadu_si128(reinterpret_cast<const __m128i*>(source + x));
        const __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row + x));
        const __m128i low = times(_mm_unpacklo_epi8(d, zero), _mm_unpacklo_epi8(s, zero));
        const __m128i high = times(_mm_unpackhi_epi8(d, zero), _mm_unpackhi_epi8(s, zero));
        // Premultiplied, no channel of s plus the product passes 255: added bytewise as sourceOver() adds.
        _mm_storeu_si128(reinterpret_cast<__m128i*>(row + x), _mm_add_epi8(s, _mm_packus_epi16(low, high)));
    }
#endif
    for (; x < count; ++x)
        row[x] = sourceOver(source[x], row[x]);
}

} // namespace

// Taken from QPainter itself, so that the hatching looks as it did when QPainter filled every run. Per
// picture, not once: the patterns' colours follow the theme, and six 8x8 tiles cost next to nothing.
std::array<MemoryMapPixels::Tile, BlockPalette::kKindCount> MemoryMapPixels::patternTiles()
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
        for (int y = 0; y < 8; ++y) {
            auto& row = entry.rows[static_cast<std::size_t>(y)];
            for (int x = 0; x < 8; ++x)
                if (qAlpha(tile.pixel(x, y)) > 0)
                    row.columns[static_cast<std::size_t>(row.count++)] = static_cast<std::uint8_t>(x);
        }
    }
    return all;
}

QImage* MemoryMapPixels::writableTarget(QPainter& painter, QSize size, QPoint& at)
{
    QPaintDevice* device = painter.paintEngine()->paintDevice();
    if (!device || device->devType() != QInternal::Image)
        return nullptr;
    auto* image = static_cast<QImage*>(device);
    // Formats whose opaque pixels are the picture's; an image shared with a copy would detach from the
    // buffer the painter paints in.
    if ((image->format() != QImage::Format_RGB32 && image->format() != QImage::Format_ARGB32_Premultiplied) ||
        !image->isDetached() || image->devicePixelRatio() != 1.0)
        return nullptr;
    // Only moved, by whole pixels, and nothing clipped away or blended: the pixels are then exactly what
    // drawing the picture there would leave.
    const QTransform& transform = painter.deviceTransform();
    if (transform.type() > QTransform::TxTranslate || transform.dx() != std::round(transform.dx()) ||
        transform.dy() != std::round(transform.dy()) || painter.hasClipping() || painter.opacity() != 1.0 ||
        painter.compositionMode() != QPainter::CompositionMode_SourceOver)
        return nullptr;
    const QRect area(QPoint(static_cast<int>(transform.dx()), static_cast<int>(transform.dy())), size);
    const QRegion clip = painter.paintEngine()->systemClip();
    if (!image->rect().contains(area) || (!clip.isEmpty() && !QRegion(area).subtracted(clip).isEmpty()))
        return nullptr;
    at = area.topLeft();
    return image;
}

void MemoryMapPixels::begin(QSize size, QPoint origin, const MemoryMapLayout& layout, QRgb background)
{
    m_size = size;
    m_origin = origin;
    m_layout = &layout;
    m_background = background;
    for (int k = 0; k < BlockPalette::kKindCount; ++k)
        m_colors[static_cast<std::size_t>(k)] = {BlockPalette::color(static_cast<Kind>(k)).rgba(),
                                                 BlockPalette::brush(static_cast<Kind>(k)).style() !=
                                                     Qt::SolidPattern};
    m_tiles = patternTiles();
    for (std::size_t b = 0; b < m_bandsUsed; ++b) {
        Band& band = m_bands[b];
        band.bottom = -1;
        band.hatches.clear();
        band.boundaries.clear();
        band.frames.clear();
    }
    m_bandsUsed = 0;
    m_lastBand = kNoBand;
    m_strip = QImage();
    m_labels.clear();
}

MemoryMapPixels::Span MemoryMapPixels::columnsOf(const QRectF& r) const
{
    const int width = m_size.width();
    const int left = std::clamp(m_origin.x() + roundNonNegative(r.left()), 0, width - 1);
    const int right = std::clamp(std::max(left + 1, m_origin.x() + roundNonNegative(r.right())), 0, width);
    return {left, right - 1};
}

MemoryMapPixels::Band* MemoryMapPixels::bandOf(const QRectF& r)
{
    // Consecutive rectangles are mostly in one band: its row is found again without a division.
    if (m_lastBand != kNoBand && r.top() == m_lastBandTop)
        return m_lastBand == kOutside ? nullptr : &m_bands[m_lastBand];
    m_lastBandTop = r.top();
    const int top = std::clamp(m_origin.y() + roundNonNegative(r.top()), 0, m_size.height());
    const int bottom = std::clamp(m_origin.y() + roundNonNegative(r.bottom()), 0, m_size.height()) - 1;
    if (bottom < top) {
        m_lastBand = kOutside;
        return nullptr;
    }
    // The layout's row: rows under a private pool's caption sit lower than the pitch alone says.
    const auto index = static_cast<std::size_t>(std::max(0LL, m_layout->rowAt(r.top())));
    const auto width = static_cast<std::size_t>(m_size.width());
    if (index >= m_bands.size())
        m_bands.resize(index + 1);
    if (m_scanlines.size() < m_bands.size() * width)
        m_scanlines.resize(m_bands.size() * width);
    m_bandsUsed = std::max(m_bandsUsed, index + 1);
    m_lastBand = index;
    Band& band = m_bands[index];
    if (band.bottom < band.top) {
        band.top = top;
        band.bottom = bottom;
        std::fill_n(scanline(band), width, m_background);
    }
    return &band;
}

void MemoryMapPixels::fillRuns(const std::vector<MemoryMapLayout::Run>& runs)
{
    for (const auto& run : runs) {
        const auto [color, patterned] = m_colors[static_cast<std::size_t>(run.kind)];
        m_layout->forEachRect(run.start, run.end, [&](const QRectF& r) {
            Band* band = bandOf(r);
            if (!band)
                return;
            const Span columns = columnsOf(r);
            QRgb* line = scanline(*band);
            std::fill(line + columns.left, line + columns.right + 1, color);
            if (patterned && columns.right - columns.left >= 2)
                band->hatches.push_back({columns, run.kind});
        });
    }
}

void MemoryMapPixels::drawFrames(const std::vector<double>& boundaries, QRgb boundary, QRgb outline)
{
    m_boundary = boundary;
    m_outline = outline;
    if (m_layout->bandHeight() >= 9) {
        // Boundaries between blocks wide enough to tell apart.
        for (const double x : boundaries)
            m_layout->forEachRect(x, x + 0.5, [&](const QRectF& r) {
                if (Band* band = bandOf(r))
                    band->boundaries.push_back(columnsOf(r).left);
            });
    }
    for (const auto& span : m_layout->spans())
        m_layout->forEachRect(span.start, span.start + span.length, [&](const QRectF& r) {
            if (Band* band = bandOf(r))
                band->frames.push_back(columnsOf(r));
        });
}

void MemoryMapPixels::drawStrip(const QImage& strip)
{
    m_strip = strip;
}

void MemoryMapPixels::drawLabel(QPoint corner, const QImage& label)
{
    // Its size and pixels read once: QImage's accessors are calls, and rows ask for them per label.
    m_labels.push_back(
        {corner, label, label.constBits(), label.bytesPerLine(), label.width(), label.height()});
}

void MemoryMapPixels::write(QImage& image, QPoint at)
{
    // One pointer for the whole image: QImage::scanLine() checks for sharing (detaches) on every call.
    const qsizetype stride = image.bytesPerLine() / static_cast<qsizetype>(sizeof(QRgb));
    QRgb* bits = reinterpret_cast<QRgb*>(image.bits()) + at.y() * stride + at.x();
    const int width = m_size.width();
    // Labels by their top row, so that those crossing a row are a window of the list. (They come in that
    // order, segment after segment along the tape: blended where they overlap in the order they were drawn.)
    std::stable_sort(m_labels.begin(), m_labels.end(),
                     [](const Label& a, const Label& b) { return a.corner.y() < b.corner.y(); });
    m_firstLabel = m_nextLabel = 0;
    const int stripRows = std::min(m_strip.height(), m_size.height());
    const int stripWidth = std::min(m_strip.width(), width);
    std::size_t b = 0; // bands are in row order: the one at or below the row being written
    for (int y = 0; y < m_size.height(); ++y) {
        QRgb* row = bits + y * stride;
        while (b < m_bandsUsed && m_bands[b].bottom < y) // (also skips bands nothing was drawn in)
            ++b;
        if (y < stripRows) {
            const auto* strip = reinterpret_cast<const QRgb*>(m_strip.constScanLine(y));
            std::copy_n(strip, stripWidth, row);
            std::fill(row + stripWidth, row + width, m_background);
        } else if (b < m_bandsUsed && m_bands[b].top <= y) {
            writeBandRow(m_bands[b], y, row);
        } else {
            std::fill_n(row, width, m_background);
        }
        blendLabels(y, row);
    }
}

void MemoryMapPixels::writeBandRow(const Band& band, int y, QRgb* row)
{
    // In the order they were painted in when each was a pass over the picture: runs, hatching, boundaries,
    // frames.
    std::copy_n(scanline(band), m_size.width(), row);
    const auto phase = static_cast<std::size_t>(y & 7);
    for (const Hatch& hatch : band.hatches) {
        const Tile& tile = m_tiles[static_cast<std::size_t>(hatch.kind)];
        const TileRow& pattern = tile.rows[phase];
        for (int i = 0; i < pattern.count; ++i)
            for (int x =
                     hatch.span.left + ((pattern.columns[static_cast<std::size_t>(i)] - hatch.span.left) & 7);
                 x <= hatch.span.right; x += 8)
                row[x] = tile.color;
    }
    for (const int x : band.boundaries)
        row[x] = m_boundary;
    const bool edge = y == band.top || y == band.bottom;
    for (const Span& frame : band.frames) {
        if (edge) {
            std::fill(row + frame.left, row + frame.right + 1, m_outline);
        } else {
            row[frame.left] = m_outline;
            row[frame.right] = m_outline;
        }
    }
}

void MemoryMapPixels::blendLabels(int y, QRgb* row)
{
    const auto below = [y](const Label& label) { return label.corner.y() + label.height <= y; };
    while (m_nextLabel < m_labels.size() && m_labels[m_nextLabel].corner.y() <= y)
        ++m_nextLabel;
    while (m_firstLabel < m_nextLabel && below(m_labels[m_firstLabel]))
        ++m_firstLabel;
    for (std::size_t i = m_firstLabel; i < m_nextLabel; ++i) {
        const Label& label = m_labels[i];
        if (below(label))
            continue;
        const auto* source =
            reinterpret_cast<const QRgb*>(label.pixels + (y - label.corner.y()) * label.bytesPerLine);
        const int left = std::max(label.corner.x(), 0);
        const int right = std::min(label.corner.x() + label.width, m_size.width());
        if (right > left)
            blendRow(source + (left - label.corner.x()), row + left, right - left);
    }
}
