#include "widgets/snapshot/ActiveMemoryTimelineBands.h"

#include "widgets/common/DisplayTheme.h"

#include <QPaintEngine>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <vector>

namespace {

// A private pool's hatching: a line two pixels wide every six, rising to the right, at any resolution.
constexpr int kHatchPitch = 6;
constexpr int kHatchWidth = 2;
// How far a band of another stream goes towards the background when a stream is picked out.
constexpr double kFade = 0.72;

} // namespace

QColor ActiveMemoryTimelineBands::colorOf(std::uint64_t address)
{
    const auto hash = static_cast<std::uint32_t>((address >> 9) * 2654435761u);
    return QColor::fromHsv(static_cast<int>(hash % 360), 110 + static_cast<int>(hash >> 24) % 80, 200);
}

QColor ActiveMemoryTimelineBands::mergedColor()
{
    return QColor(0xB8, 0xB8, 0xB8);
}

std::optional<qsizetype> ActiveMemoryTimelineBands::poolOf(const QList<TimelinePoolRange>& pools,
                                                           std::uint64_t address)
{
    for (qsizetype i = 0; i < pools.size(); ++i)
        if (address >= pools[i].low && address < pools[i].high)
            return i;
    return std::nullopt;
}

QColor ActiveMemoryTimelineBands::faded(const QColor& colour) const
{
    const QColor& base = m_look.background;
    const auto mix = [](int a, int b) { return static_cast<int>(std::lround(a * (1 - kFade) + b * kFade)); };
    return QColor(mix(colour.red(), base.red()), mix(colour.green(), base.green()),
                  mix(colour.blue(), base.blue()));
}

QColor ActiveMemoryTimelineBands::fillOf(const gml::ActiveMemoryTimeline::Band& band) const
{
    const QColor colour = colorOf(band.address);
    return m_look.stream && band.stream != *m_look.stream ? faded(colour) : colour;
}

void ActiveMemoryTimelineBands::fillPixels(QImage& image) const
{
    // Each column of each band is a run of whole pixels: the pixels a polygon fill without antialiasing
    // colours (those whose centres lie inside). Written as runs, a thousand bands of a thousand steps take
    // milliseconds.
    const gml::ActiveMemoryTimeline& timeline = *m_plot.timeline;
    const double ratio = image.devicePixelRatio();
    const int height = image.height();
    const auto pixel = [ratio](double logical) { return static_cast<int>(std::lround(logical * ratio)); };
    const int left = std::clamp(pixel(m_plot.area.left()), 0, image.width());
    const int right = std::clamp(pixel(m_plot.area.right()), left, image.width());
    const std::size_t first = m_plot.firstVisibleColumn();
    const std::size_t end = std::min(m_plot.endVisibleColumn(), timeline.columnEvents.size());
    if (first >= end)
        return;
    std::vector<int> columnX(end - first + 1);
    for (std::size_t column = first; column <= end; ++column)
        columnX[column - first] = std::clamp(pixel(m_plot.xOfColumn(column)), left, right);
    // `hatched`: a private pool's band, with `hatch` lines over its colour (a flag and a value rather than
    // an optional: GCC at -O2 took the optional's value for one read uninitialized).
    const auto fillColumn = [&](std::size_t column, std::uint64_t bottom, std::uint64_t top, QRgb colour,
                                bool hatched, QRgb hatch) {
        const int x0 = columnX[column - first];
        const int x1 = columnX[column - first + 1];
        const int y0 = std::clamp(pixel(m_plot.yOf(top)), 0, height);
        const int y1 = std::clamp(pixel(m_plot.yOf(bottom)), 0, height);
        for (int y = y0; y < y1; ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            std::fill(line + x0, line + x1, colour);
            if (hatched)
                for (int x = x0; x < x1; ++x)
                    if ((x + y) % kHatchPitch < kHatchWidth)
                        line[x] = hatch;
        }
    };
    const QColor merged = m_look.stream ? faded(mergedColor()) : mergedColor();
    for (std::size_t column = first; column < end && column < timeline.mergedBytes.size(); ++column)
        fillColumn(column, 0, timeline.mergedBytes[column], merged.rgba(), false, 0);
    for (const auto& band : timeline.bands) {
        const std::size_t from = std::max<std::size_t>(band.firstColumn, first);
        const std::size_t to = std::min(band.firstColumn + band.offsets.size(), end);
        if (from >= to)
            continue;
        const QColor colour = fillOf(band);
        const bool hatched = poolOf(m_look.pools, band.address).has_value();
        const QRgb hatch = DisplayTheme::patternInk(colour).rgba();
        for (std::size_t column = from; column < to; ++column) {
            const std::uint64_t offset = band.offsets[column - band.firstColumn];
            fillColumn(column, offset, offset + band.size, colour.rgba(), hatched, hatch);
        }
    }
}

QPolygonF ActiveMemoryTimelineBands::outline(const gml::ActiveMemoryTimeline::Band& band) const
{
    QPolygonF polygon;
    const std::size_t from = std::max<std::size_t>(band.firstColumn, m_plot.firstVisibleColumn());
    const std::size_t to = std::min(band.firstColumn + band.offsets.size(), m_plot.endVisibleColumn());
    if (from >= to)
        return polygon;
    const auto offset = [&](std::size_t column) { return band.offsets[column - band.firstColumn]; };
    m_plot.appendSteps(polygon, from, to, true,
                       [&](std::size_t c) { return m_plot.yOf(offset(c) + band.size); });
    m_plot.appendSteps(polygon, from, to, false, [&](std::size_t c) { return m_plot.yOf(offset(c)); });
    return polygon;
}

template <typename Visit>
void ActiveMemoryTimelineBands::forEachStep(const gml::ActiveMemoryTimeline::Band& band, Visit&& visit) const
{
    const std::size_t from = std::max<std::size_t>(band.firstColumn, m_plot.firstVisibleColumn());
    const std::size_t to = std::min(band.firstColumn + band.offsets.size(), m_plot.endVisibleColumn());
    std::size_t start = from;
    while (start < to) {
        const double bottom = m_plot.yOf(band.offsets[start - band.firstColumn]);
        std::size_t stop = start + 1;
        while (stop < to && std::abs(m_plot.yOf(band.offsets[stop - band.firstColumn]) - bottom) <
                                ActiveMemoryTimelinePlot::kStepPixels)
            ++stop;
        const double top = m_plot.yOf(band.offsets[start - band.firstColumn] + band.size);
        visit(QRectF(QPointF(m_plot.clampedX(start), top), QPointF(m_plot.clampedX(stop), bottom)));
        start = stop;
    }
}

void ActiveMemoryTimelineBands::paintShapes(QPainter& painter) const
{
    const gml::ActiveMemoryTimeline& timeline = *m_plot.timeline;
    painter.save();
    // Without antialiasing, as on screen: neighbouring bands meet without hairline seams between them.
    painter.setRenderHint(QPainter::Antialiasing, false);
    // A viewer of an SVG or PDF antialiases each shape on its own, and the background shows through the seam
    // between two bands (and through bands thinner than a pixel): a hairline of each band's own colour
    // around it closes the seams. Raster pictures are filled without antialiasing and have no seams.
    const QPaintEngine* engine = painter.paintEngine();
    const bool vector = engine != nullptr && engine->type() != QPaintEngine::Raster;
    const auto fill = [&](const QColor& colour) {
        painter.setPen(vector ? QPen(colour, 0.5) : QPen(Qt::NoPen));
        painter.setBrush(colour);
    };

    // The merged small allocations first, as one band along the bottom.
    const std::size_t first = m_plot.firstVisibleColumn();
    const std::size_t end = std::min(m_plot.endVisibleColumn(), timeline.mergedBytes.size());
    if (first < end) {
        QPolygonF polygon;
        polygon << QPointF(m_plot.clampedX(first), m_plot.yOf(0));
        m_plot.appendSteps(polygon, first, end, true,
                           [&](std::size_t c) { return m_plot.yOf(timeline.mergedBytes[c]); });
        polygon << QPointF(m_plot.clampedX(end), m_plot.yOf(0));
        fill(m_look.stream ? faded(mergedColor()) : mergedColor());
        painter.drawPolygon(polygon);
    }

    for (const auto& band : timeline.bands) {
        const QPolygonF polygon = outline(band);
        if (polygon.isEmpty())
            continue;
        const QColor colour = fillOf(band);
        fill(colour);
        painter.drawPolygon(polygon);
        if (!poolOf(m_look.pools, band.address))
            continue;
        // Hatching as lines, each cut to a step of the band: SVG has no pattern brushes, and clipping is not
        // every viewer's strength.
        painter.setPen(QPen(DisplayTheme::patternInk(colour), kHatchWidth * 0.75));
        forEachStep(band, [&](const QRectF& step) {
            const double pitch = kHatchPitch;
            for (double c = std::ceil((step.left() + step.top()) / pitch) * pitch;
                 c < step.right() + step.bottom(); c += pitch) {
                // The line x + y = c inside the step.
                const double x0 = std::max(step.left(), c - step.bottom());
                const double x1 = std::min(step.right(), c - step.top());
                if (x1 > x0)
                    painter.drawLine(QPointF(x0, c - x0), QPointF(x1, c - x1));
            }
        });
    }
    painter.restore();
}

void ActiveMemoryTimelineBands::paintSelection(QPainter& painter, std::size_t allocEvent,
                                               const QColor& colour) const
{
    for (const auto& band : m_plot.timeline->bands) {
        if (band.allocEvent != allocEvent)
            continue;
        const QPolygonF polygon = outline(band);
        if (polygon.isEmpty())
            return;
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(
            QPen(colour, DisplayTheme::lineWidth(2.5), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPolygon(polygon);
        painter.restore();
        return;
    }
}
