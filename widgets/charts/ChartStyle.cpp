#include "widgets/charts/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QLegend>
#include <QPainter>
#include <QPalette>

void ChartStyle::apply(QChart* chart, const QPalette& palette)
{
    const QColor text = palette.color(QPalette::Text);
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlpha(DisplayTheme::highContrast() ? 160 : 90);
    chart->setBackgroundBrush(palette.base());
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(text);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
    }
}

void ChartStyle::setAccessibleText(QChart* chart, const QString& name, const QString& description)
{
    if (chart->scene() == nullptr)
        return;
    for (QGraphicsView* view : chart->scene()->views()) {
        view->setAccessibleName(name);
        view->setAccessibleDescription(description);
    }
}

QPen ChartStyle::pen(DisplayTheme::Ink ink, Qt::PenStyle style, double width)
{
    return QPen(DisplayTheme::ink(ink), DisplayTheme::lineWidth(width), style);
}

QBrush ChartStyle::patternBrush(const QColor& color, Qt::BrushStyle style)
{
    if (style == Qt::SolidPattern)
        return QBrush(color);
    QImage tile(16, 16, QImage::Format_ARGB32_Premultiplied);
    tile.fill(color);
    QPainter painter(&tile);
    painter.fillRect(tile.rect(), QBrush(DisplayTheme::patternInk(color), style));
    painter.end();
    return QBrush(tile);
}
