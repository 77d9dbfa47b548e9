#include "widgets/snapshot/ActiveMemoryTimelineView.h"

#include "app/content/common/NumberText.h"


#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPolygonF>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <vector>

namespace {

// The least margins for the axis labels; larger type (presentation, a large system font) widens them.
constexpr double kLeft = 64;
constexpr double kBottom = 22;
constexpr double kTop = 8;
constexpr double kRight = 8;
// Height changes smaller than this (in logical pixels) are not drawn as steps: invisible even printed at 4x.
constexpr double kStepPixels = 1.0 / 32;

// A stable colour per allocation (its address hashed onto the hue circle), in the middle of the lightness
// range so that neighbours differ and text stays readable on top.
QColor bandColor(std::uint64_t address)
{
    const auto hash = static_cast<std::uint32_t>((address >> 9) * 2654435761u);
    return QColor::fromHsv(static_cast<int>(hash % 360), 110 + static_cast<int>(hash >> 24) % 80, 200);
}

QString bytes(std::uint64_t value)
{
    return NumberText::bytes(value);
}

} // namespace

ActiveMemoryTimelineView::ActiveMemoryTimelineView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("activeMemoryTimeline"));
    retranslateAccessibility();
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumHeight(160);
    updateMargins();
}

void ActiveMemoryTimelineView::retranslateAccessibility()
{
    setAccessibleName(tr("Active memory timeline"));
    if (m_timeline.columnEvents.empty()) {
        setAccessibleDescription(
            tr("Live allocations stacked over time, the largest as bands and the rest merged "
               "along the bottom; the cursor marks the event shown."));
        return;
    }
    setAccessibleDescription(
        tr("Live allocations stacked over time. The cursor is after event %1 of %2, with %3 active. Left and "
           "Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.")
            .arg(m_cursor + 1)
            .arg(m_timeline.columnEvents.back() + 1)
            .arg(bytes(activeBytes(m_timeline.columnOf(m_cursor)))));
}

std::uint64_t ActiveMemoryTimelineView::activeBytes(std::size_t column) const
{
    if (column >= m_timeline.mergedBytes.size())
        return 0;
    std::uint64_t total = m_timeline.mergedBytes[column];
    for (const auto& band : m_timeline.bands)
        if (column >= band.firstColumn && column < band.firstColumn + band.offsets.size())
            total += band.size;
    return total;
}

void ActiveMemoryTimelineView::setTimeline(gml::ActiveMemoryTimeline timeline, std::size_t firstEvent)
{
    m_timeline = std::move(timeline);
    m_firstEvent = firstEvent;
    m_bands = QImage(); // stale
    updateMargins();
    retranslateAccessibility();
    update();
}

void ActiveMemoryTimelineView::setCursor(std::size_t event)
{
    if (event == m_cursor)
        return;
    m_cursor = event;
    retranslateAccessibility(); // the description says where the cursor is
    update();
}

void ActiveMemoryTimelineView::setMarkers(QList<Marker> markers)
{
    m_markers = std::move(markers);
    update();
}

QRectF ActiveMemoryTimelineView::plotArea() const
{
    return QRectF(m_leftMargin, kTop, std::max(10.0, width() - m_leftMargin - kRight),
                  std::max(10.0, height() - kTop - m_bottomMargin));
}

void ActiveMemoryTimelineView::updateMargins()
{
    // The widest byte label (they are drawn at 0, 1/4 ... 4/4 of the highest stack), and a gap before the axis.
    double widest = 0;
    for (int i = 0; i <= 4; ++i)
        widest = std::max(widest, static_cast<double>(fontMetrics().horizontalAdvance(
                                      bytes(m_timeline.maxBytes * static_cast<std::uint64_t>(i) / 4))));
    m_leftMargin = std::max(kLeft, widest + 10);
    m_bottomMargin = std::max(kBottom, static_cast<double>(fontMetrics().height()) + 4);
}

double ActiveMemoryTimelineView::xOf(std::size_t column) const
{
    const QRectF area = plotArea();
    const double columns = static_cast<double>(std::max<std::size_t>(m_timeline.columnEvents.size(), 1));
    return area.left() + area.width() * static_cast<double>(column) / columns;
}

double ActiveMemoryTimelineView::yOf(std::uint64_t value) const
{
    const QRectF area = plotArea();
    const double top = static_cast<double>(std::max<std::uint64_t>(m_timeline.maxBytes, 1)) * 1.05;
    return area.bottom() - area.height() * static_cast<double>(value) / top;
}

std::size_t ActiveMemoryTimelineView::columnAt(double x) const
{
    const QRectF area = plotArea();
    const double columns = static_cast<double>(m_timeline.columnEvents.size());
    const double column = (x - area.left()) / area.width() * columns;
    return static_cast<std::size_t>(std::clamp(column, 0.0, std::max(columns - 1.0, 0.0)));
}

bool ActiveMemoryTimelineView::cacheServes(const QPainter& painter) const
{
    // Inside QWidget::render() the exporter's painter stands behind this one with its world transform reset:
    // its scale shows only in the device transform.
    const QPaintEngine* engine = painter.paintEngine();
    if (engine == nullptr || engine->type() != QPaintEngine::Raster)
        return false;
    const QTransform transform = painter.deviceTransform();
    const double ratio = devicePixelRatio();
    return transform.type() <= QTransform::TxScale && qFuzzyCompare(transform.m11(), ratio) &&
           qFuzzyCompare(transform.m22(), ratio);
}

void ActiveMemoryTimelineView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    // Thousands of band polygons cost ~100 ms to fill; the cursor moves every frame while the bands do not,
    // so on screen they are drawn once into an image and each frame only copies it and adds the cursor.
    // Anything else (an SVG, a PDF, a 2x or 4K picture) gets the bands themselves, drawn for it.
    const bool onScreen = cacheServes(painter);
    if (onScreen) {
        if (m_bands.size() != size() * devicePixelRatio())
            renderBands();
        painter.drawImage(QPointF(0, 0), m_bands);
    } else {
        paintBands(painter);
    }
    if (onScreen && hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
    if (m_timeline.columnEvents.empty())
        return;
    const QRectF area = plotArea();
    const double columnWidth = area.width() / static_cast<double>(m_timeline.columnEvents.size());
    for (const auto& marker : std::as_const(m_markers)) {
        const double x = xOf(m_timeline.columnOf(marker.event));
        painter.setPen(QPen(QColor(0x00, 0x9E, 0x73), 1.0, Qt::DashLine));
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    const double cursor = xOf(m_timeline.columnOf(m_cursor)) + columnWidth / 2;
    painter.setPen(QPen(QColor(0xCC, 0x79, 0xA7), 2.0));
    painter.drawLine(QPointF(cursor, area.top()), QPointF(cursor, area.bottom()));
}

void ActiveMemoryTimelineView::renderBands()
{
    m_bands = QImage(size() * devicePixelRatio(), QImage::Format_ARGB32_Premultiplied);
    m_bands.setDevicePixelRatio(devicePixelRatio());
    {
        QPainter painter(&m_bands);
        painter.setFont(font());
        if (!paintFrame(painter))
            return;
    }
    fillBandPixels(m_bands);
    QPainter painter(&m_bands);
    painter.setFont(font());
    paintAxisLabels(painter);
}

void ActiveMemoryTimelineView::fillBandPixels(QImage& image) const
{
    // Each column of each band is a run of whole pixels: the pixels a polygon fill without antialiasing
    // colours (those whose centres lie inside). A thousand band polygons of a thousand steps each took the
    // raster engine a second to fill, on the GUI thread, the first time a large snapshot was shown; written
    // as runs they take milliseconds.
    const double ratio = image.devicePixelRatio();
    const int width = image.width();
    const int height = image.height();
    const auto pixel = [ratio](double logical) { return static_cast<int>(std::lround(logical * ratio)); };
    std::vector<int> columnX(m_timeline.columnEvents.size() + 1);
    for (std::size_t column = 0; column < columnX.size(); ++column)
        columnX[column] = std::clamp(pixel(xOf(column)), 0, width);
    const auto fillColumn = [&](std::size_t column, std::uint64_t bottom, std::uint64_t top, QRgb colour) {
        const int x0 = columnX[column];
        const int x1 = columnX[column + 1];
        const int y0 = std::clamp(pixel(yOf(top)), 0, height);
        const int y1 = std::clamp(pixel(yOf(bottom)), 0, height);
        for (int y = y0; y < y1; ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            std::fill(line + x0, line + x1, colour);
        }
    };
    const QRgb merged = QColor(0xB8, 0xB8, 0xB8).rgba();
    for (std::size_t column = 0; column < m_timeline.mergedBytes.size() && column + 1 < columnX.size(); ++column)
        fillColumn(column, 0, m_timeline.mergedBytes[column], merged);
    for (const auto& band : m_timeline.bands) {
        const QRgb colour = bandColor(band.address).rgba();
        for (std::size_t k = 0; k < band.offsets.size() && band.firstColumn + k + 1 < columnX.size(); ++k)
            fillColumn(band.firstColumn + k, band.offsets[k], band.offsets[k] + band.size, colour);
    }
}

void ActiveMemoryTimelineView::paintBands(QPainter& painter) const
{
    if (!paintFrame(painter))
        return;
    paintBandShapes(painter);
    paintAxisLabels(painter);
}

bool ActiveMemoryTimelineView::paintFrame(QPainter& painter) const
{
    painter.save();
    painter.fillRect(rect(), palette().base());
    const QRectF area = plotArea();
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);
    if (m_timeline.columnEvents.empty())
        painter.drawText(area, Qt::AlignCenter, tr("No allocations in this trace."));
    painter.restore();
    return !m_timeline.columnEvents.empty();
}

void ActiveMemoryTimelineView::paintBandShapes(QPainter& painter) const
{
    painter.save();
    // Without antialiasing, as on screen: neighbouring bands meet without hairline seams between them.
    painter.setRenderHint(QPainter::Antialiasing, false);
    // An edge over columns [first, first + count) at height value(k) in column first + k, as steps, with
    // corners only where the height moves by a visible amount (kStepPixels): the outline of one step per
    // column in far fewer points, which keeps an SVG or PDF of a long trace small.
    const auto steps = [this](QPolygonF& polygon, std::size_t first, std::size_t count, bool leftToRight,
                              const auto& value) {
        const auto y = [&](std::size_t k) { return yOf(value(k)); };
        if (leftToRight) {
            double kept = y(0);
            polygon << QPointF(xOf(first), kept);
            for (std::size_t k = 1; k < count; ++k)
                if (const double next = y(k); std::abs(next - kept) >= kStepPixels) {
                    polygon << QPointF(xOf(first + k), kept) << QPointF(xOf(first + k), next);
                    kept = next;
                }
            polygon << QPointF(xOf(first + count), kept);
        } else {
            double kept = y(count - 1);
            polygon << QPointF(xOf(first + count), kept);
            for (std::size_t k = count - 1; k > 0; --k)
                if (const double next = y(k - 1); std::abs(next - kept) >= kStepPixels) {
                    polygon << QPointF(xOf(first + k), kept) << QPointF(xOf(first + k), next);
                    kept = next;
                }
            polygon << QPointF(xOf(first), kept);
        }
    };
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
    const auto& merged = m_timeline.mergedBytes;
    if (!merged.empty()) {
        QPolygonF polygon;
        polygon << QPointF(xOf(0), yOf(0));
        steps(polygon, 0, merged.size(), true, [&](std::size_t k) { return merged[k]; });
        polygon << QPointF(xOf(merged.size()), yOf(0));
        fill(QColor(0xB8, 0xB8, 0xB8));
        painter.drawPolygon(polygon);
    }

    // Each large allocation: its top edge left to right, its bottom edge back.
    for (const auto& band : m_timeline.bands) {
        if (band.offsets.empty())
            continue;
        QPolygonF polygon;
        steps(polygon, band.firstColumn, band.offsets.size(), true,
              [&](std::size_t k) { return band.offsets[k] + band.size; });
        steps(polygon, band.firstColumn, band.offsets.size(), false,
              [&](std::size_t k) { return band.offsets[k]; });
        fill(bandColor(band.address));
        painter.drawPolygon(polygon);
    }

    painter.restore();
}

void ActiveMemoryTimelineView::paintAxisLabels(QPainter& painter) const
{
    painter.save();
    // Bytes on the left, events along the bottom.
    const QRectF area = plotArea();
    painter.setPen(palette().color(QPalette::Text));
    const double lineHeight = painter.fontMetrics().height();
    for (int i = 0; i <= 4; ++i) {
        const std::uint64_t value = m_timeline.maxBytes * static_cast<std::uint64_t>(i) / 4;
        painter.drawText(QRectF(0, yOf(value) - lineHeight / 2, area.left() - 6, lineHeight),
                         Qt::AlignRight | Qt::AlignVCenter, bytes(value));
    }
    const double below = height() - area.bottom() - 2;
    painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), below), Qt::AlignLeft,
                     tr("event %1").arg(m_timeline.columnEvents.front() + 1));
    painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), below), Qt::AlignRight,
                     tr("event %1").arg(m_timeline.columnEvents.back() + 1));
    painter.restore();
}

void ActiveMemoryTimelineView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        m_bands = QImage(); // drawn in the old palette's colours, or the old font
    if (event->type() == QEvent::FontChange)
        updateMargins();
    if (event->type() == QEvent::LanguageChange)
        retranslateAccessibility();
}

void ActiveMemoryTimelineView::mousePressEvent(QMouseEvent* event)
{
    if (!m_timeline.columnEvents.empty() && plotArea().contains(event->position()))
        emit seekRequested(m_timeline.columnEvents[columnAt(event->position().x())]);
    QWidget::mousePressEvent(event); // the click also gives the focus, for the keys
}

void ActiveMemoryTimelineView::keyPressEvent(QKeyEvent* event)
{
    if (m_timeline.columnEvents.empty() || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const std::size_t last = std::max(m_timeline.columnEvents.back(), m_firstEvent);
    const std::size_t page = std::max<std::size_t>((last - m_firstEvent + 1) / 10, 1);
    const std::size_t cursor = std::clamp(m_cursor, m_firstEvent, last);
    std::size_t target = cursor;
    switch (event->key()) {
    case Qt::Key_Left:
        target = cursor > m_firstEvent ? cursor - 1 : m_firstEvent;
        break;
    case Qt::Key_Right:
        target = std::min(cursor + 1, last);
        break;
    case Qt::Key_PageUp:
        target = cursor - std::min(page, cursor - m_firstEvent);
        break;
    case Qt::Key_PageDown:
        target = std::min(cursor + page, last);
        break;
    case Qt::Key_Home:
        target = m_firstEvent;
        break;
    case Qt::Key_End:
        target = last;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    if (target != m_cursor)
        emit seekRequested(target);
}

bool ActiveMemoryTimelineView::event(QEvent* event)
{
    // With the focus, the timeline's keys are its own (a tenth of the trace for Page Down, as a slider's
    // page), before the window's shortcuts for steps: the step keys work everywhere else.
    if (event->type() == QEvent::ShortcutOverride && !m_timeline.columnEvents.empty()) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::ShiftModifier));
        if (plain && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_PageUp ||
                      key->key() == Qt::Key_PageDown || key->key() == Qt::Key_Home || key->key() == Qt::Key_End)) {
            event->accept();
            return true;
        }
    }
    if (event->type() != QEvent::ToolTip || m_timeline.columnEvents.empty())
        return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const std::size_t column = columnAt(help->pos().x());
    const double y = help->pos().y();
    for (const auto& band : m_timeline.bands) {
        if (column < band.firstColumn || column >= band.firstColumn + band.offsets.size())
            continue;
        const std::uint64_t bottom = band.offsets[column - band.firstColumn];
        if (y <= yOf(bottom) && y >= yOf(bottom + band.size)) {
            QToolTip::showText(help->globalPos(),
                               tr("%1 at %2\nallocated by event %3, freed by event %4")
                                   .arg(bytes(band.size), NumberText::address(band.address))
                                   .arg(band.allocEvent + 1)
                                   .arg(band.endEvent + 1),
                               this);
            return true;
        }
    }
    for (const auto& marker : std::as_const(m_markers))
        if (m_timeline.columnOf(marker.event) == column) {
            QToolTip::showText(help->globalPos(), marker.label, this);
            return true;
        }
    QToolTip::showText(help->globalPos(),
                       tr("After event %1: %2 in smaller allocations")
                           .arg(m_timeline.columnEvents[column] + 1)
                           .arg(bytes(m_timeline.mergedBytes[column])),
                       this);
    return true;
}
