#pragma once

#include <QList>
#include <QWidget>

class ChartPanel;
class QTabBar;

// A lesson's charts: side by side where each has room for its legend and axis labels, one at a time under a
// tab bar where not (a 1280-pixel screen with the lesson list and the quiz docked, or any screen at
// classroom size): squeezed side by side, they lost their names and labels to "…" and their ticks collided.
// The room is counted in average characters, so that larger text needs a wider place before the charts go
// side by side. Each chart's least height is counted in lines of text for the same reason.
class ChartDeck : public QWidget
{
    Q_OBJECT

public:
    // `charactersEach`: the width, in average characters, a chart needs beside the others.
    explicit ChartDeck(int charactersEach, QWidget* parent = nullptr);

    // Adds a chart with its tab's name (set again on language changes through setTabName) and its share of
    // the width side by side.
    void addChart(ChartPanel* panel, int stretch = 1);
    void setTabName(int index, const QString& name);
    int count() const { return static_cast<int>(m_panels.size()); }
    ChartPanel* panel(int index) const { return m_panels.at(index); }

    bool showsOneAtATime() const;
    QTabBar* tabs() const { return m_tabs; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Side by side or one at a time, for the width and font now.
    void arrange();
    // The charts' least height for the font now.
    void fitToFont();

    int m_charactersEach;
    QTabBar* m_tabs;
    QList<ChartPanel*> m_panels;
    class QHBoxLayout* m_row;
};
