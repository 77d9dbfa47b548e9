#pragma once

#include <QScrollArea>

// A column that scrolls up and down, never sideways: its content takes the width it is given and wraps its
// text, and a content taller than its place (long narration, a chart with its controls on a short screen)
// scrolls instead of being squeezed below its least height or cut at the bottom. Frameless, and not a Tab
// stop of its own: the controls inside are, and the area scrolls to show the one with the focus.
//
// How tall the content is made:
//  - Preferred (panels of text and controls): its preferred height for the width, as a resizable QScrollArea
//    does, so that every wrapped line has its room;
//  - Least (a page holding a chart that stretches): the whole height of the column, or its least height for
//    that width when that is more. Given its preferred height, a chart that prefers to be tall scrolled on a
//    page it could have filled exactly (the KV waste chart in presentation showed one bar and a half).
class ScrollColumn : public QScrollArea
{
    Q_OBJECT

public:
    enum class Fit
    {
        Preferred,
        Least
    };
    ScrollColumn(QWidget* content, Fit fit);

    // A scroll column around `content`.
    static ScrollColumn* around(QWidget* content, Fit fit = Fit::Preferred);
    // Fills `owner` with a scroll column and returns the empty content widget to lay the column out in.
    static QWidget* fill(QWidget* owner);

    // The height the column needs at `width` to show all of its content without scrolling (a whole page
    // drawn for an export has no scroll bar to reach the rest).
    int neededHeight(int width) const;

    // Scrolls the column `widget` is in (if any) to show it, once it is laid out: for what answers what the
    // learner just did (a message, a question, a verdict), which must not stay below the fold.
    static void bringIntoSight(QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void fitContent();
    Fit m_fit;
    bool m_fitting = false;
};
