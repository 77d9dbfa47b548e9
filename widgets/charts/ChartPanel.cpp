#include "widgets/charts/ChartPanel.h"

#include "widgets/charts/ChartLegend.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

ChartPanel::ChartPanel(QChart* chart, QWidget* parent)
    : QWidget(parent), m_chart(chart), m_title(new QLabel(this)), m_legend(new ChartLegend(chart, this)),
      m_view(new QChartView(chart, this)), m_axisNote(new QLabel(this))
{
    setObjectName(QStringLiteral("chartPanel"));
    m_title->setObjectName(QStringLiteral("chartTitle"));
    m_title->setWordWrap(true);
    m_title->setAlignment(Qt::AlignHCenter);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->hide();
    m_axisNote->setObjectName(QStringLiteral("chartAxisNote"));
    m_axisNote->setWordWrap(true);
    m_axisNote->hide();
    m_view->setRenderHint(QPainter::Antialiasing);
    // Qt's default margins (20 pixels a side) took an eighth of a narrow chart's width from the plot.
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_legend);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_axisNote);
    connect(m_chart, &QChart::plotAreaChanged, this, &ChartPanel::fitAxes);
    followAxes();
}

void ChartPanel::followAxes()
{
    // A new range or title changes what fits without moving the plot: fit again once the change is done.
    const auto later = [this] { QMetaObject::invokeMethod(this, &ChartPanel::fitAxes, Qt::QueuedConnection); };
    for (QAbstractAxis* axis : m_chart->axes()) {
        if (m_followed.contains(axis))
            continue;
        m_followed.append(axis);
        connect(axis, &QAbstractAxis::titleTextChanged, this, later);
        connect(axis, &QAbstractAxis::visibleChanged, this, later);
        if (auto* values = qobject_cast<QValueAxis*>(axis)) {
            connect(values, &QValueAxis::rangeChanged, this, later);
            connect(values, &QValueAxis::labelFormatChanged, this, later);
        }
    }
}

QString ChartPanel::title() const
{
    return m_title->text();
}

void ChartPanel::setTitle(const QString& title)
{
    m_title->setText(title);
    m_title->setVisible(m_titleShown && !title.isEmpty());
}

void ChartPanel::setTitleShown(bool shown)
{
    m_titleShown = shown;
    m_title->setVisible(m_titleShown && !m_title->text().isEmpty());
}

void ChartPanel::setLeastHeight(int lines, int pixels)
{
    m_leastLines = lines;
    m_leastPixels = pixels;
    applyLeastHeight();
}

void ChartPanel::applyLeastHeight()
{
    m_view->setMinimumHeight(std::max(m_leastPixels, fontMetrics().height() * m_leastLines));
}

void ChartPanel::refreshLegend()
{
    m_legend->refresh();
}

double ChartPanel::niceStep(double range, int ticks, bool wholeNumbers)
{
    if (!(range > 0))
        return 1.0;
    const double raw = range / std::max(1, ticks - 1);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    const double fraction = raw / power;
    // Rounded up, so that the ticks never come closer than their labels allow.
    const double nice = fraction <= 1.0 + 1e-9 ? 1 : fraction <= 2.0 + 1e-9 ? 2 : fraction <= 5.0 + 1e-9 ? 5 : 10;
    const double step = nice * power;
    return wholeNumbers ? std::max(1.0, std::round(step)) : step;
}

QString ChartPanel::tickLabel(const QValueAxis& axis, double value)
{
    // As Qt Charts formats them: an integer conversion takes a whole number, the others a double.
    const QByteArray format = axis.labelFormat().toLatin1();
    if (format.isEmpty())
        return QString::number(value);
    if (format.contains('d') || format.contains('i') || format.contains('c'))
        return QString::asprintf(format.constData(), static_cast<qint64>(value));
    return QString::asprintf(format.constData(), value);
}

void ChartPanel::fitTicks(QValueAxis& axis, double length)
{
    const double range = axis.max() - axis.min();
    if (!(range > 0) || !(length > 0))
        return;
    const QFontMetricsF metrics(axis.labelsFont());
    double room = 2.2 * metrics.height();
    if (axis.orientation() == Qt::Horizontal) {
        double widest = 0;
        for (const double value : {axis.min(), axis.max(), (axis.min() + axis.max()) / 2})
            widest = std::max(widest, metrics.horizontalAdvance(tickLabel(axis, value)));
        room = widest + 2.5 * metrics.averageCharWidth();
    }
    const int ticks = std::max(2, static_cast<int>(std::floor(length / room)) + 1);
    const QString format = axis.labelFormat();
    const bool whole = format.isEmpty() || format.contains(QLatin1Char('d')) || format.contains(QLatin1String(".0"));
    const double step = niceStep(range, ticks, whole);
    const double anchor = std::ceil(axis.min() / step - 1e-9) * step;
    if (axis.tickType() != QValueAxis::TicksDynamic || std::abs(axis.tickInterval() - step) > step * 1e-9 ||
        std::abs(axis.tickAnchor() - anchor) > step * 1e-9) {
        axis.setTickType(QValueAxis::TicksDynamic);
        axis.setTickAnchor(anchor);
        axis.setTickInterval(step);
    }
}

void ChartPanel::fitAxes()
{
    if (m_fitting)
        return;
    m_fitting = true;
    followAxes();
    const QRectF plot = m_chart->plotArea();
    QStringList notes;
    for (QAbstractAxis* axis : m_chart->axes()) {
        if (!axis->isVisible())
            continue;
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double length = horizontal ? plot.width() : plot.height();
        if (auto* values = qobject_cast<QValueAxis*>(axis))
            fitTicks(*values, length);
        const QString title = axis->titleText();
        if (title.isEmpty())
            continue;
        const bool fits = QFontMetricsF(axis->titleFont()).horizontalAdvance(title) <= length;
        if (axis->isTitleVisible() != fits)
            axis->setTitleVisible(fits);
        if (fits)
            continue;
        if (horizontal)
            //: Under a chart whose horizontal axis has no room for its title; %1 is the title.
            notes.append(tr("Horizontal axis: %1").arg(title));
        else
            //: Under a chart whose vertical axis has no room for its title; %1 is the title.
            notes.append(tr("Vertical axis: %1").arg(title));
    }
    const QString note = notes.join(QLatin1Char('\n'));
    if (m_axisNote->text() != note) {
        m_axisNote->setText(note);
        m_axisNote->setVisible(!note.isEmpty());
    }
    m_fitting = false;
}

void ChartPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyLeastHeight();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        fitAxes();
}
