#include "ActiveMemoryTimelineView.h"

#include "util/ByteFormat.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace {

constexpr double kLeft = 64;
constexpr double kBottom = 22;
constexpr double kTop = 8;
constexpr double kRight = 8;

// A stable colour per allocation (its address hashed onto the hue circle), in the middle of the lightness
// range so that neighbours differ and text stays readable on top.
QColor bandColor(std::uint64_t address)
{
    const auto hash = static_cast<std::uint32_t>((address >> 9) * 2654435761u);
    return QColor::fromHsv(static_cast<int>(hash % 360), 110 + static_cast<int>(hash >> 24) % 80, 200);
}

QString bytes(std::uint64_t value)
{
    return QString::fromStdString(gml::formatBytes(value));
}

} // namespace

ActiveMemoryTimelineView::ActiveMemoryTimelineView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("activeMemoryTimeline"));
    retranslateAccessibility();
    setMouseTracking(true);
    setMinimumHeight(160);
}

void ActiveMemoryTimelineView::retranslateAccessibility()
{
    setAccessibleName(tr("Active memory timeline"));
    setAccessibleDescription(tr("Live allocations stacked over time, the largest as bands and the rest merged "
                                "along the bottom; the cursor marks the event shown."));
}

void ActiveMemoryTimelineView::setTimeline(gml::ActiveMemoryTimeline timeline)
{
    m_timeline = std::move(timeline);
    m_bands = QImage(); // stale
    update();
}

void ActiveMemoryTimelineView::setCursor(std::size_t event)
{
    m_cursor = event;
    update();
}

void ActiveMemoryTimelineView::setMarkers(QList<Marker> markers)
{
    m_markers = std::move(markers);
    update();
}

QRectF ActiveMemoryTimelineView::plotArea() const
{
    return QRectF(kLeft, kTop, std::max(10.0, width() - kLeft - kRight), std::max(10.0, height() - kTop - kBottom));
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

void ActiveMemoryTimelineView::paintEvent(QPaintEvent*)
{
    // Thousands of band polygons cost ~100 ms to fill; the cursor moves every frame while the bands do not,
    // so they are drawn once into an image and each frame only copies it and adds the cursor.
    if (m_bands.size() != size() * devicePixelRatio())
        renderBands();
    QPainter painter(this);
    painter.drawImage(QPointF(0, 0), m_bands);
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
    QPainter painter(&m_bands);
    painter.fillRect(rect(), palette().base());
    const QRectF area = plotArea();
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(area);
    if (m_timeline.columnEvents.empty()) {
        painter.drawText(area, Qt::AlignCenter, tr("No allocations in this trace."));
        return;
    }
    const double columnWidth = area.width() / static_cast<double>(m_timeline.columnEvents.size());

    // The merged small allocations first, as one band along the bottom.
    QPainterPath merged;
    merged.moveTo(xOf(0), yOf(0));
    for (std::size_t c = 0; c < m_timeline.mergedBytes.size(); ++c) {
        merged.lineTo(xOf(c), yOf(m_timeline.mergedBytes[c]));
        merged.lineTo(xOf(c) + columnWidth, yOf(m_timeline.mergedBytes[c]));
    }
    merged.lineTo(xOf(m_timeline.mergedBytes.size()), yOf(0));
    merged.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xB8, 0xB8, 0xB8));
    painter.drawPath(merged);

    // Each large allocation: its top edge left to right, its bottom edge back.
    for (const auto& band : m_timeline.bands) {
        QPolygonF polygon;
        polygon.reserve(static_cast<qsizetype>(band.offsets.size() * 4));
        for (std::size_t k = 0; k < band.offsets.size(); ++k) {
            const double x = xOf(band.firstColumn + k);
            polygon << QPointF(x, yOf(band.offsets[k] + band.size)) << QPointF(x + columnWidth, yOf(band.offsets[k] + band.size));
        }
        for (std::size_t k = band.offsets.size(); k-- > 0;) {
            const double x = xOf(band.firstColumn + k);
            polygon << QPointF(x + columnWidth, yOf(band.offsets[k])) << QPointF(x, yOf(band.offsets[k]));
        }
        painter.setBrush(bandColor(band.address));
        painter.drawPolygon(polygon);
    }

    // Axis labels: bytes on the left, events along the bottom.
    painter.setPen(palette().color(QPalette::Text));
    for (int i = 0; i <= 4; ++i) {
        const std::uint64_t value = m_timeline.maxBytes * static_cast<std::uint64_t>(i) / 4;
        painter.drawText(QRectF(0, yOf(value) - 8, kLeft - 6, 16), Qt::AlignRight | Qt::AlignVCenter, bytes(value));
    }
    painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), kBottom - 2), Qt::AlignLeft,
                     tr("event %1").arg(m_timeline.columnEvents.front() + 1));
    painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), kBottom - 2), Qt::AlignRight,
                     tr("event %1").arg(m_timeline.columnEvents.back() + 1));
}

void ActiveMemoryTimelineView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_bands = QImage(); // drawn in the old palette's background and text colours
    if (event->type() == QEvent::LanguageChange)
        retranslateAccessibility();
}

void ActiveMemoryTimelineView::mousePressEvent(QMouseEvent* event)
{
    if (!m_timeline.columnEvents.empty() && plotArea().contains(event->position()))
        emit eventClicked(m_timeline.columnEvents[columnAt(event->position().x())]);
}

bool ActiveMemoryTimelineView::event(QEvent* event)
{
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
                                   .arg(bytes(band.size), QString::fromStdString(gml::formatAddress(band.address)))
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
