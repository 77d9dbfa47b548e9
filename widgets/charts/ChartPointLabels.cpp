#include "widgets/charts/ChartPointLabels.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QPen>

#include <algorithm>
#include <limits>

ChartPointLabels::ChartPointLabels(QChart* chart) : QObject(chart), m_chart(chart)
{
    connect(chart, &QChart::plotAreaChanged, this, &ChartPointLabels::place);
}

ChartPointLabels::~ChartPointLabels()
{
    if (m_chart)
        qDeleteAll(m_items);
}

void ChartPointLabels::setLabels(const QList<Label>& labels)
{
    qDeleteAll(m_items);
    m_items.clear();
    m_labels = labels;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        auto* item = new QGraphicsSimpleTextItem(labels[i].text, m_chart);
        item->setZValue(10); // over the series and the grid
        m_items.append(item);
    }
    setColor(m_color);
    place();
}

void ChartPointLabels::setColor(const QColor& color)
{
    m_color = color;
    for (auto* item : std::as_const(m_items))
        item->setBrush(color);
}

QStringList ChartPointLabels::texts() const
{
    QStringList texts;
    for (const Label& label : m_labels)
        texts.append(label.text);
    return texts;
}

QList<QRectF> ChartPointLabels::placedRects() const
{
    QList<QRectF> rects;
    for (const auto* item : m_items)
        if (item->isVisible())
            rects.append(item->mapRectToParent(item->boundingRect()));
    return rects;
}

void ChartPointLabels::place()
{
    if (!m_chart)
        return;
    m_crowded = 0;
    const QRectF plot = m_chart->plotArea();
    // The legend's font: presentation mode enlarges it with the rest of the chart's text.
    const QFont font = m_chart->legend()->font();
    const QFontMetricsF metrics(font);
    const double gap = metrics.height() * 0.35;
    const double dot = metrics.height() * 0.6; // room kept clear around each point
    QList<QPointF> points;
    for (const Label& label : std::as_const(m_labels))
        points.append(m_chart->mapToPosition(label.value, label.series));
    QList<QRectF> taken;
    for (const QPointF& p : std::as_const(points))
        taken.append(QRectF(p.x() - dot / 2, p.y() - dot / 2, dot, dot));
    // Left to right, so that names fan out the same way each time the plot is resized.
    QList<qsizetype> order;
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return points[a].x() < points[b].x(); });
    for (const qsizetype i : std::as_const(order)) {
        QGraphicsSimpleTextItem* item = m_items[i];
        item->setFont(font);
        // The item's own box (what it paints and what a layout check reads), with a pixel to spare all round
        // so that two names never touch.
        const QSizeF size = item->boundingRect().size() + QSizeF(2, 2);
        const QPointF p = points[i];
        const bool inside = plot.adjusted(-1, -1, 1, 1).contains(p);
        item->setVisible(inside);
        if (!inside)
            continue;
        QRectF best;
        double bestOverlap = std::numeric_limits<double>::max();
        for (int ring = 1; ring <= 4 && bestOverlap > 0; ++ring) {
            const double d = gap + dot / 2 + (ring - 1) * metrics.height();
            const double w = size.width();
            const double h = size.height();
            // Above, right, below, left, then the four corners.
            const QList<QPointF> corners{
                {p.x() - w / 2, p.y() - d - h}, {p.x() + d, p.y() - h / 2},     {p.x() - w / 2, p.y() + d},
                {p.x() - d - w, p.y() - h / 2}, {p.x() + d * 0.7, p.y() - d * 0.7 - h}, {p.x() + d * 0.7, p.y() + d * 0.7},
                {p.x() - d * 0.7 - w, p.y() + d * 0.7}, {p.x() - d * 0.7 - w, p.y() - d * 0.7 - h}};
            for (const QPointF& corner : corners) {
                const QRectF rect(corner, size);
                double overlap = 0;
                if (!plot.contains(rect))
                    overlap += 1e6 + (rect.width() * rect.height() - rect.intersected(plot).width() * rect.intersected(plot).height());
                for (const QRectF& other : std::as_const(taken)) {
                    const QRectF both = rect.intersected(other);
                    overlap += both.isEmpty() ? 0 : both.width() * both.height() + 1;
                }
                if (overlap < bestOverlap) {
                    bestOverlap = overlap;
                    best = rect;
                }
                if (overlap == 0)
                    break;
            }
        }
        if (bestOverlap > 0)
            ++m_crowded;
        item->setPos(best.topLeft() + QPointF(1, 1));
        taken.append(best);
    }
}
