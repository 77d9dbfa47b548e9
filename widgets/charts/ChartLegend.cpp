#include "widgets/charts/ChartLegend.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QScatterSeries>

#include <algorithm>

namespace {

// Room between a swatch and its name, and between one entry and the next, in average character widths.
constexpr int kSwatchGap = 1;
constexpr int kEntryGap = 3;
// Room between rows, in pixels.
constexpr int kRowGap = 2;

} // namespace

ChartLegend::ChartLegend(QChart* chart, QWidget* parent) : QWidget(parent), m_chart(chart)
{
    setObjectName(QStringLiteral("chartLegend"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // Qt Charts' own legend steps aside without being hidden: a marker reports itself visible only while
    // its legend is and while it fits in it (QLegendMarker::isVisible is its item's), and this legend reads
    // that flag to leave out the markers a chart hides. Detached, it takes no room from the plot; far
    // outside the scene and transparent, it paints nothing and no click can reach it; large, every marker
    // fits.
    QLegend* own = m_chart->legend();
    own->detachFromChart();
    own->setGeometry(QRectF(-1e6, -1e6, 1e4, 1e4));
    own->setOpacity(0.0);
    own->setAcceptedMouseButtons(Qt::NoButton);
    refresh();
}

ChartLegend::Entry ChartLegend::entryOf(QLegendMarker& marker)
{
    Entry entry{marker.label(), Swatch::Fill, marker.pen(), marker.brush()};
    const QAbstractSeries* series = marker.series();
    if (const auto* scatter = qobject_cast<const QScatterSeries*>(series)) {
        entry.swatch = scatter->markerShape() == QScatterSeries::MarkerShapeRectangle ? Swatch::Square : Swatch::Circle;
        entry.brush = scatter->brush().style() == Qt::NoBrush ? QBrush(scatter->color()) : scatter->brush();
        entry.pen = scatter->pen();
    } else if (const auto* line = qobject_cast<const QXYSeries*>(series)) {
        entry.swatch = Swatch::Line;
        entry.pen = line->pen();
    }
    return entry;
}

void ChartLegend::refresh()
{
    if (!m_chart)
        return;
    // Qt Charts updates a marker from its series without always signalling it, so the series and bar sets
    // are followed too. Unique connections: refresh() runs again after every series change.
    const auto type = static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::UniqueConnection);
    const auto follow = [&](auto* sender, auto signal) { connect(sender, signal, this, &ChartLegend::markersChanged, type); };
    for (QLegendMarker* marker : m_chart->legend()->markers()) {
        follow(marker, &QLegendMarker::labelChanged);
        follow(marker, &QLegendMarker::visibleChanged);
        follow(marker, &QLegendMarker::penChanged);
        follow(marker, &QLegendMarker::brushChanged);
    }
    for (QAbstractSeries* series : m_chart->series()) {
        follow(series, &QAbstractSeries::nameChanged);
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            follow(xy, &QXYSeries::penChanged);
            follow(xy, &QXYSeries::colorChanged);
        }
        if (auto* scatter = qobject_cast<QScatterSeries*>(series))
            follow(scatter, &QScatterSeries::markerShapeChanged);
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QBarSet* set : bars->barSets()) {
                follow(set, &QBarSet::labelChanged);
                follow(set, &QBarSet::brushChanged);
                follow(set, &QBarSet::penChanged);
            }
    }
    markersChanged();
}

void ChartLegend::markersChanged()
{
    m_entries.clear();
    QStringList names;
    if (m_chart)
        for (QLegendMarker* marker : m_chart->legend()->markers())
            if (marker->isVisible() && !marker->label().isEmpty()) {
                m_entries.append(entryOf(*marker));
                names.append(marker->label());
            }
    // Drawn, not made of labels: a screen reader gets the names from here.
    setAccessibleName(names.join(QStringLiteral("; ")));
    setVisible(!m_entries.isEmpty());
    fitHeight();
    update();
}

void ChartLegend::fitHeight()
{
    const int needed = std::max(1, heightForWidth(width()));
    if (needed != minimumHeight() || needed != maximumHeight())
        setFixedHeight(needed);
}

void ChartLegend::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeight();
}

QStringList ChartLegend::labels() const
{
    QStringList names;
    for (const Entry& entry : m_entries)
        names.append(entry.label);
    return names;
}

int ChartLegend::swatchWidth() const
{
    return fontMetrics().height() * 2;
}

QList<ChartLegend::Placed> ChartLegend::place(int width) const
{
    const QFontMetrics metrics = fontMetrics();
    const int line = metrics.height();
    const int swatch = swatchWidth();
    const int gap = metrics.averageCharWidth() * kSwatchGap;
    const int entryGap = metrics.averageCharWidth() * kEntryGap;
    QList<Placed> placed;
    int x = 0;
    int y = 0;
    int rowHeight = line;
    for (const Entry& entry : m_entries) {
        const int textWidth = metrics.horizontalAdvance(entry.label) + 1;
        int entryWidth = swatch + gap + textWidth;
        if (x > 0 && x + entryWidth > width) {
            x = 0;
            y += rowHeight + kRowGap;
            rowHeight = line;
        }
        QRect text(x + swatch + gap, y, textWidth, line);
        if (x + entryWidth > width) { // alone on its row and still too wide: its name wraps
            const int room = std::max(1, width - swatch - gap);
            text = metrics.boundingRect(QRect(x + swatch + gap, y, room, 100000), Qt::TextWordWrap, entry.label);
            text.setWidth(room);
            entryWidth = width;
        }
        placed.append({QRect(x, y, swatch, line), text});
        rowHeight = std::max(rowHeight, text.height());
        x += entryWidth + entryGap;
    }
    return placed;
}

int ChartLegend::heightForWidth(int width) const
{
    int bottom = 0;
    for (const Placed& placed : place(width))
        bottom = std::max(bottom, placed.text.bottom() + 1);
    return bottom;
}

QSize ChartLegend::sizeHint() const
{
    const QList<Placed> row = place(100000);
    const int width = row.isEmpty() ? 0 : row.back().text.right() + 1;
    return {width, fontMetrics().height()};
}

QSize ChartLegend::minimumSizeHint() const
{
    return {swatchWidth() + fontMetrics().averageCharWidth() * 8, fontMetrics().height()};
}

void ChartLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QList<Placed> placed = place(width());
    const int line = fontMetrics().height();
    for (qsizetype i = 0; i < placed.size() && i < m_entries.size(); ++i) {
        const Entry& entry = m_entries[i];
        const QRect swatch = placed[i].swatch;
        switch (entry.swatch) {
        case Swatch::Line: {
            QPen pen = entry.pen;
            pen.setWidthF(std::max(2.0, pen.widthF()));
            pen.setCapStyle(Qt::FlatCap);
            painter.setPen(pen);
            const int y = swatch.center().y();
            painter.drawLine(swatch.left(), y, swatch.right(), y);
            break;
        }
        case Swatch::Circle:
        case Swatch::Square: {
            const int side = std::max(6, line * 2 / 3);
            const QRect mark(swatch.center().x() - side / 2, swatch.center().y() - side / 2, side, side);
            painter.setPen(entry.pen.style() == Qt::NoPen ? QPen(palette().color(QPalette::WindowText)) : entry.pen);
            painter.setBrush(entry.brush);
            if (entry.swatch == Swatch::Circle)
                painter.drawEllipse(mark);
            else
                painter.drawRect(mark);
            break;
        }
        case Swatch::Fill:
            painter.setPen(entry.pen);
            painter.setBrush(entry.brush);
            painter.drawRect(swatch.adjusted(1, line / 6, -1, -line / 6));
            break;
        }
        painter.setPen(palette().color(QPalette::WindowText));
        painter.setBrush(Qt::NoBrush);
        // A name given one line is drawn on one line: wrapped in a box exactly its measured width, Bengali's
        // "B-তে বেশি" lost its second word to a line below the box (shaping ran a pixel past the measure).
        const bool oneLine = placed[i].text.height() <= fontMetrics().height();
        painter.drawText(placed[i].text, (oneLine ? Qt::TextSingleLine : Qt::TextWordWrap) | Qt::AlignLeft | Qt::AlignTop,
                         entry.label);
    }
}

void ChartLegend::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        fitHeight();
        update();
    }
}
