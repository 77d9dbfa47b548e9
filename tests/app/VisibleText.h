#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMainWindow>
#include <QSet>
#include <QTabBar>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QValueAxis>

// Every string a person can read in a window: labels, buttons, group titles, combo items, tabs, line edit
// hints, text views, tooltips, accessible names and descriptions, menus, item views, and the charts'
// titles, axis titles, categories and legend entries. Rich text is read as the plain text it shows.
class VisibleText
{
public:
    static QString plain(const QString& text)
    {
        return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    }

    void add(const QString& text, const QString& where)
    {
        const QString shown = plain(text).trimmed();
        if (!shown.isEmpty() && !m_texts.contains(shown))
            m_texts.insert(shown, where);
    }

    void collect(const QWidget& root)
    {
        add(root.windowTitle(), QStringLiteral("window title"));
        for (const QWidget* widget : root.findChildren<QWidget*>()) {
            if (!widget->isVisibleTo(&root) && widget != &root)
                continue;
            const QString where = widget->metaObject()->className() + QStringLiteral(" ") + widget->objectName();
            add(widget->toolTip(), where + QStringLiteral(" (tooltip)"));
            add(widget->accessibleName(), where + QStringLiteral(" (accessible name)"));
            add(widget->accessibleDescription(), where + QStringLiteral(" (accessible description)"));
            if (const auto* label = qobject_cast<const QLabel*>(widget))
                add(label->text(), where);
            if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
                add(button->text(), where);
            if (const auto* group = qobject_cast<const QGroupBox*>(widget))
                add(group->title(), where);
            if (const auto* line = qobject_cast<const QLineEdit*>(widget))
                add(line->placeholderText(), where + QStringLiteral(" (placeholder)"));
            if (const auto* edit = qobject_cast<const QTextEdit*>(widget))
                add(edit->toPlainText(), where);
            if (const auto* combo = qobject_cast<const QComboBox*>(widget))
                for (int i = 0; i < combo->count(); ++i) {
                    add(combo->itemText(i), where + QStringLiteral(" (item)"));
                    add(combo->itemData(i, Qt::ToolTipRole).toString(), where + QStringLiteral(" (item tooltip)"));
                }
            if (const auto* tabs = qobject_cast<const QTabBar*>(widget))
                for (int i = 0; i < tabs->count(); ++i) {
                    add(tabs->tabText(i), where + QStringLiteral(" (tab)"));
                    add(tabs->tabToolTip(i), where + QStringLiteral(" (tab tooltip)"));
                }
            if (const auto* view = qobject_cast<const QAbstractItemView*>(widget); view && view->model())
                collectModel(*view->model(), QModelIndex(), where);
            if (const auto* chart = qobject_cast<const QChartView*>(widget))
                collectChart(*chart->chart(), where);
        }
        if (const auto* window = qobject_cast<const QMainWindow*>(&root))
            for (const QAction* action : window->menuBar()->actions())
                collectAction(*action);
    }

    // Text -> where it was first seen.
    const QHash<QString, QString>& texts() const { return m_texts; }

private:
    void collectAction(const QAction& action)
    {
        add(action.text(), QStringLiteral("menu"));
        add(action.toolTip() == QString(action.text()).remove(QLatin1Char('&')) ? QString() : action.toolTip(),
            QStringLiteral("menu tooltip"));
        add(action.statusTip(), QStringLiteral("menu status tip"));
        if (action.menu())
            for (const QAction* child : action.menu()->actions())
                collectAction(*child);
    }

    void collectModel(const QAbstractItemModel& model, const QModelIndex& parent, const QString& where)
    {
        for (int row = 0; row < model.rowCount(parent); ++row)
            for (int column = 0; column < model.columnCount(parent); ++column) {
                const QModelIndex index = model.index(row, column, parent);
                add(index.data(Qt::DisplayRole).toString(), where + QStringLiteral(" (item)"));
                add(index.data(Qt::ToolTipRole).toString(), where + QStringLiteral(" (item tooltip)"));
                add(index.data(Qt::AccessibleTextRole).toString(), where + QStringLiteral(" (item accessible text)"));
                if (column == 0)
                    collectModel(model, index, where);
            }
    }

    void collectChart(QChart& chart, const QString& where)
    {
        add(chart.title(), where + QStringLiteral(" (chart title)"));
        for (const QAbstractAxis* axis : chart.axes()) {
            if (!axis->isVisible())
                continue;
            add(axis->titleText(), where + QStringLiteral(" (axis title)"));
            if (auto* categories = qobject_cast<QBarCategoryAxis*>(const_cast<QAbstractAxis*>(axis)))
                for (const QString& category : categories->categories())
                    add(category, where + QStringLiteral(" (category)"));
        }
        for (const QLegendMarker* marker : chart.legend()->markers())
            if (marker->isVisible())
                add(marker->label(), where + QStringLiteral(" (legend)"));
    }

    QHash<QString, QString> m_texts;
};
