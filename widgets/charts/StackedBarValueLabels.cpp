#include "widgets/charts/StackedBarValueLabels.h"

#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLocale>

StackedBarValueLabels::StackedBarValueLabels(QChart* chart, QHorizontalStackedBarSeries* series, int decimals)
    : QObject(chart), m_chart(chart), m_series(series), m_decimals(decimals)
{
    m_series->setLabelsVisible(false);
    const auto later = [this] { QMetaObject::invokeMethod(this, &StackedBarValueLabels::place, Qt::QueuedConnection); };
    connect(chart, &QChart::plotAreaChanged, this, &StackedBarValueLabels::place);
    connect(series, &QAbstractBarSeries::barsetsAdded, this, later);
    for (QBarSet* set : series->barSets()) {
        connect(set, &QBarSet::valuesAdded, this, later);
        connect(set, &QBarSet::valuesRemoved, this, later);
        connect(set, &QBarSet::valueChanged, this, later);
        connect(set, &QBarSet::labelColorChanged, this, later);
        connect(set, &QBarSet::labelFontChanged, this, later);
    }
}

StackedBarValueLabels::~StackedBarValueLabels()
{
    if (m_chart)
        qDeleteAll(m_items);
}

QStringList StackedBarValueLabels::shown() const
{
    QStringList texts;
    for (const auto* item : m_items)
        if (item->isVisible())
            texts.append(item->text());
    return texts;
}

void StackedBarValueLabels::place()
{
    if (!m_chart)
        return;
    qDeleteAll(m_items);
    m_items.clear();
    m_hidden = 0;
    const QList<QBarSet*> sets = m_series->barSets();
    int categories = 0;
    for (const QBarSet* set : sets)
        categories = std::max(categories, static_cast<int>(set->count()));
    const QLocale c = QLocale::c(); // Latin digits, as every number in the application
    for (int category = 0; category < categories; ++category) {
        double start = 0;
        for (QBarSet* set : sets) {
            const double value = category < set->count() ? set->at(category) : 0.0;
            const double end = start + value;
            if (value > 0) {
                const QPointF left = m_chart->mapToPosition(QPointF(start, category), m_series);
                const QPointF right = m_chart->mapToPosition(QPointF(end, category), m_series);
                const QPointF top = m_chart->mapToPosition(QPointF(start, category + m_series->barWidth() / 2), m_series);
                const double width = right.x() - left.x();
                const double height = 2 * std::abs(left.y() - top.y());
                const QString text = c.toString(value, 'f', m_decimals);
                const QFontMetricsF metrics(set->labelFont());
                const QSizeF size(metrics.horizontalAdvance(text), metrics.height());
                if (size.width() + 4 <= width && size.height() <= height + 1) {
                    auto* item = new QGraphicsSimpleTextItem(text, m_chart);
                    item->setFont(set->labelFont());
                    item->setBrush(set->labelColor());
                    item->setZValue(10); // over the bars
                    item->setPos((left.x() + right.x() - size.width()) / 2, left.y() - size.height() / 2);
                    m_items.append(item);
                } else {
                    ++m_hidden;
                }
            }
            start = end;
        }
    }
}
