#pragma once

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QLegend>
#include <QLegendMarker>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTextLayout>
#include <QValueAxis>
#include <QWidget>

#include <algorithm>
#include <cmath>

// What a person sees as cut or crowded in a window, read off its widget tree: a horizontal scroll bar, a
// control running past its parent's edge (and so past the window's), text wider or taller than its place
// without its full text in a tooltip, and chart text that Qt Charts elides or draws over its neighbours.
class LayoutFaults
{
public:
    explicit LayoutFaults(const QWidget& window) : m_window(window)
    {
        for (const QWidget* widget : window.findChildren<QWidget*>())
            if (widget->isVisible() && !widget->isWindow() && !insideHiddenPage(widget))
                inspect(*widget);
    }

    const QStringList& faults() const { return m_faults; }

private:
    static QString name(const QWidget& widget)
    {
        QString path;
        for (const QWidget* w = &widget; w != nullptr && !w->isWindow(); w = w->parentWidget())
            if (!w->objectName().isEmpty() && !w->objectName().startsWith(QLatin1String("qt_"))) {
                path = w->objectName() + (path.isEmpty() ? QString() : QStringLiteral("/") + path);
                if (path.count(QLatin1Char('/')) >= 2)
                    break;
            }
        return QStringLiteral("%1 %2").arg(QString::fromLatin1(widget.metaObject()->className()), path);
    }

    // A visible widget whose ancestor is clipped to nothing (a collapsed splitter part) is not seen, nor is
    // one in a dock behind another dock's tab, nor the tabs of docks put away (the main window parks them outside
    // itself rather than hiding them).
    static bool insideHiddenPage(const QWidget* widget)
    {
        for (const QWidget* w = widget; w != nullptr && !w->isWindow(); w = w->parentWidget()) {
            if (w->width() <= 0 || w->height() <= 0)
                return true;
            if (w->parentWidget() != nullptr && w->parentWidget()->inherits("QMainWindow") &&
                !w->geometry().intersects(w->parentWidget()->rect()))
                return true;
        }
        return false;
    }

    void fault(const QWidget& widget, const QString& what) { m_faults.append(name(widget) + QStringLiteral(": ") + what); }

    static bool tooltipHolds(const QWidget& widget, const QString& text)
    {
        return !text.isEmpty() && widget.toolTip().contains(text.left(40));
    }

    void inspect(const QWidget& widget)
    {
        if (const auto* bar = qobject_cast<const QScrollBar*>(&widget); bar && bar->orientation() == Qt::Horizontal)
            fault(widget, QStringLiteral("a horizontal scroll bar shows"));
        checkInsideParent(widget);
        if (const auto* label = qobject_cast<const QLabel*>(&widget))
            checkLabel(*label);
        else if (const auto* combo = qobject_cast<const QComboBox*>(&widget))
            checkCombo(*combo);
        else if (const auto* tabs = qobject_cast<const QTabBar*>(&widget))
            checkTabs(*tabs);
        else if (const auto* group = qobject_cast<const QGroupBox*>(&widget))
            checkGroup(*group);
        else if (const auto* button = qobject_cast<const QAbstractButton*>(&widget))
            checkButton(*button);
        else if (const auto* view = qobject_cast<const QChartView*>(&widget))
            checkChart(*view);
        else if (widget.inherits("ChartLegend") && widget.heightForWidth(widget.width()) > widget.height() + 2)
            fault(widget, QStringLiteral("the legend needs %1 px of height, has %2")
                              .arg(widget.heightForWidth(widget.width())).arg(widget.height()));
    }

    void checkInsideParent(const QWidget& widget)
    {
        const QWidget* parent = widget.parentWidget();
        if (parent == nullptr)
            return;
        const QRect place = widget.geometry();
        const QRect room = parent->rect();
        // Content in a scroll area's viewport may run past it downwards (it scrolls), never sideways.
        const auto* area = parent->parentWidget() ? qobject_cast<const QAbstractScrollArea*>(parent->parentWidget()) : nullptr;
        if (area != nullptr && area->viewport() == parent) {
            if (place.right() > room.right() + 1 && !area->horizontalScrollBar()->isVisible())
                fault(widget, QStringLiteral("%1 px wide in a %2 px scroll area, cut at the right")
                                  .arg(place.width()).arg(room.width()));
            return;
        }
        if (place.left() < room.left() - 1 || place.right() > room.right() + 1 || place.bottom() > room.bottom() + 1 ||
            place.top() < room.top() - 1)
            fault(widget, QStringLiteral("at (%1,%2 %3x%4), past the edge of its parent (%5x%6)")
                              .arg(place.x()).arg(place.y()).arg(place.width()).arg(place.height())
                              .arg(room.width()).arg(room.height()));
    }

    void checkLabel(const QLabel& label)
    {
        const QString text = label.text();
        if (text.isEmpty() || label.width() <= 0)
            return;
        const QRect room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin());
        if (label.wordWrap()) {
            const int needed = label.heightForWidth(label.width());
            if (needed > label.height() + 2)
                fault(label, QStringLiteral("needs %1 px of height, has %2: \"%3\"").arg(needed).arg(label.height()).arg(text.left(60)));
            if (label.textFormat() != Qt::RichText && !Qt::mightBeRichText(text)) {
                const QFontMetrics metrics(label.font());
                QString shown = text;
                if (label.buddy() != nullptr) // the mnemonic's & is not drawn
                    shown.remove(QRegularExpression(QStringLiteral("&(?!&)")));
                // Lines break at spaces and at the zero-width spaces TextFit::breakable puts into long names.
                for (const QString& word : shown.split(QRegularExpression(QStringLiteral("[\\s\\x{200B}]+")), Qt::SkipEmptyParts))
                    if (metrics.horizontalAdvance(word) > room.width() + 2) {
                        fault(label, QStringLiteral("the word \"%1\" is wider than the label (%2 px)").arg(word).arg(room.width()));
                        break;
                    }
            }
            return;
        }
        const int needed = label.sizeHint().width();
        if (needed > label.width() + 2 && !tooltipHolds(label, text))
            fault(label, QStringLiteral("needs %1 px, has %2, no tooltip: \"%3\"").arg(needed).arg(label.width()).arg(text.left(60)));
        if (label.sizeHint().height() > label.height() + 2)
            fault(label, QStringLiteral("needs %1 px of height, has %2: \"%3\"").arg(label.sizeHint().height()).arg(label.height()).arg(text.left(60)));
    }

    void checkButton(const QAbstractButton& button)
    {
        if (button.text().isEmpty())
            return;
        const QSize needed = button.sizeHint();
        if (button.inherits("QuizOptionButton")) { // wraps its text: only the height can fall short
            if (button.heightForWidth(button.width()) > button.height() + 2)
                fault(button, QStringLiteral("its text needs %1 px of height, has %2").arg(button.heightForWidth(button.width())).arg(button.height()));
            return;
        }
        if (needed.width() > button.width() + 2 && !tooltipHolds(button, button.text()))
            fault(button, QStringLiteral("needs %1 px, has %2: \"%3\"").arg(needed.width()).arg(button.width()).arg(button.text().left(60)));
    }

    void checkCombo(const QComboBox& combo)
    {
        QStyleOptionComboBox option;
        option.initFrom(&combo);
        option.editable = combo.isEditable();
        const QRect field = combo.style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, &combo);
        const QString text = combo.currentText();
        if (QFontMetrics(combo.font()).horizontalAdvance(text) > field.width() + 2 && !tooltipHolds(combo, text))
            fault(combo, QStringLiteral("shows \"%1\" elided, with no tooltip holding it").arg(text.left(60)));
    }

    void checkTabs(const QTabBar& tabs)
    {
        for (int i = 0; i < tabs.count(); ++i) {
            const int needed = QFontMetrics(tabs.font()).horizontalAdvance(tabs.tabText(i)) - 4;
            if (tabs.tabRect(i).width() < needed && tabs.tabToolTip(i).isEmpty())
                fault(tabs, QStringLiteral("tab \"%1\" is elided").arg(tabs.tabText(i)));
            if (tabs.tabRect(i).right() > tabs.width() + 1)
                fault(tabs, QStringLiteral("tab \"%1\" runs past the tab bar").arg(tabs.tabText(i)));
        }
    }

    void checkGroup(const QGroupBox& group)
    {
        if (QFontMetrics(group.font()).horizontalAdvance(group.title()) > group.width())
            fault(group, QStringLiteral("its title \"%1\" is cut").arg(group.title()));
    }

    void checkChart(const QChartView& view)
    {
        QChart* chart = view.chart();
        if (chart == nullptr)
            return;
        const QRectF plot = chart->plotArea();
        if (!chart->title().isEmpty() &&
            QFontMetricsF(chart->titleFont()).horizontalAdvance(chart->title()) > chart->size().width() - 8)
            fault(view, QStringLiteral("chart title \"%1\" is elided").arg(chart->title()));
        QLegend* legend = chart->legend();
        if (legend != nullptr && legend->isVisible() && legend->isAttachedToChart()) {
            const QFontMetricsF metrics(legend->font());
            const QList<QLegendMarker*> markers = legend->markers();
            const bool row = legend->alignment() & (Qt::AlignTop | Qt::AlignBottom);
            qreal total = 0;
            for (const QLegendMarker* marker : markers) {
                if (!marker->isVisible())
                    continue;
                const qreal width = metrics.horizontalAdvance(marker->label()) + metrics.height() * 1.8;
                total = row ? total + width : std::max(total, width);
            }
            if (total > legend->geometry().width() + 2)
                fault(view, QStringLiteral("its legend needs %1 px, has %2: entries are elided")
                                .arg(std::lround(total)).arg(std::lround(legend->geometry().width())));
        }
        for (QAbstractAxis* axis : chart->axes()) {
            if (!axis->isVisible())
                continue;
            const bool horizontal = axis->orientation() == Qt::Horizontal;
            const qreal length = horizontal ? plot.width() : plot.height();
            if (axis->isTitleVisible() && !axis->titleText().isEmpty() &&
                QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText()) > length + 2)
                fault(view, QStringLiteral("axis title \"%1\" is elided (%2 px of plot)").arg(axis->titleText()).arg(std::lround(length)));
            const QFontMetricsF labels(axis->labelsFont());
            if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis); bars && horizontal && bars->count() > 0) {
                const qreal slot = length / bars->count();
                for (const QString& category : bars->categories())
                    if (labels.horizontalAdvance(category) > slot) {
                        fault(view, QStringLiteral("category \"%1\" is elided (%2 px)").arg(category).arg(std::lround(slot)));
                        break;
                    }
            }
            if (const auto* values = qobject_cast<QValueAxis*>(axis); values && horizontal && values->labelsVisible()) {
                const int ticks = values->tickType() == QValueAxis::TicksDynamic
                                      ? static_cast<int>(std::floor((values->max() - values->tickAnchor()) / values->tickInterval())) + 1
                                      : values->tickCount();
                const QString widest = QString::number(std::max(std::abs(values->min()), std::abs(values->max())), 'f',
                                                       values->labelFormat().contains(QLatin1String(".0")) ? 0 : 1);
                if (ticks > 1 && labels.horizontalAdvance(widest) + 4 > length / (ticks - 1))
                    fault(view, QStringLiteral("x tick labels collide (%1 ticks in %2 px)").arg(ticks).arg(std::lround(length)));
            }
        }
        // Whatever Qt Charts had to shorten (axis labels squeezed by a short plot) ends in its "...".
        QList<QGraphicsItem*> items = chart->childItems();
        while (!items.isEmpty()) {
            const QGraphicsItem* item = items.takeLast();
            items.append(item->childItems());
            if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item); text && text->isVisible()) {
                const QString shown = text->toPlainText();
                if (shown.endsWith(QLatin1String("...")) || shown.endsWith(QChar(0x2026)))
                    fault(view, QStringLiteral("chart text is elided to \"%1\"").arg(shown));
            }
        }
        // Names drawn beside points (ChartPointLabels) must not cover one another.
        QList<QRectF> names;
        for (const QGraphicsItem* item : chart->childItems())
            if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item); text && text->isVisible()) {
                const QRectF rect = text->mapRectToParent(text->boundingRect());
                for (const QRectF& other : std::as_const(names))
                    if (rect.intersects(other)) {
                        fault(view, QStringLiteral("the point name \"%1\" overlaps another").arg(text->text()));
                        break;
                    }
                names.append(rect);
            }
        if (plot.width() < 60 || plot.height() < 40)
            fault(view, QStringLiteral("its plot is squeezed to %1x%2 px").arg(std::lround(plot.width())).arg(std::lround(plot.height())));
    }

    const QWidget& m_window;
    QStringList m_faults;
};
