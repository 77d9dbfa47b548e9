#pragma once

#include <QList>
#include <QWidget>

class PresentationCaption;
class QSplitter;

// How a lesson's visualization is arranged, at a desk and on a projector.
//
// At a desk: the picture at full height on the left, the largest thing in the window; beside it one column,
// the side panel (settings, narration, statistics) over the charts. Presenting: the picture across the whole
// width, and under it the charts beside the narration's captions; the side panel folds away until the
// teacher asks for the settings (S). Leaving puts every part back where it was, at the size it had.
class LessonLayout : public QWidget
{
    Q_OBJECT

public:
    LessonLayout(QWidget* picture, QWidget* charts, QWidget* side, QWidget* parent = nullptr);

    PresentationCaption* caption() const { return m_caption; }
    QWidget* picture() const { return m_picture; }
    QWidget* sidePanel() const { return m_side; }
    QWidget* charts() const { return m_charts; }

    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool presenting);
    // Presenting only: the side panel beside the picture, taking `share` of the width, or folded away.
    bool isSettingsShown() const { return m_settingsShown; }
    void setSettingsShown(bool shown);
    static constexpr double kSettingsShare = 0.36;

    // A whole page drawn for an export, at a desk: nothing scrolls. The column beside the picture widens
    // until the side panel's text fits its height, and the charts under it fold away where they would be
    // squeezed below a legible height. Off puts back the proportions the window had.
    void setWhole(bool whole);
    // Whether, in the whole arrangement at the size the layout has now, every part shows whole.
    bool isWholeShown() const { return m_wholeShown; }
    // The least height at which the whole arrangement fits `width` (the charts folded if need be).
    int wholeHeight(int width) const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The proportions of the arrangement shown, for the size the lesson has now.
    void applyPresentingShares();
    void applyDeskShares();
    void applyWholeShares();
    // The column's width for the whole arrangement at `share` of the lesson's width.
    int wholeColumnWidth(int total, double share) const;
    int sideNeededHeight(int width) const;
    int chartsLeastHeight(int width) const;
    // Presenting: the proportions worked out again once the events of the moment have run.
    void reshareSoon();
    // Asks the picture to be compact (or not) where it can; true when that changed something.
    bool setPictureCompact(bool compact);

    QWidget* m_picture;
    QWidget* m_charts;
    QWidget* m_side;
    PresentationCaption* m_caption;
    QSplitter* m_across; // desk: the picture | the column; presenting: the stack | the side panel
    QSplitter* m_column; // desk: the side panel over the charts
    QSplitter* m_stack;  // presenting: the picture over the charts and captions
    QSplitter* m_bottom; // presenting: the charts | the captions
    bool m_presenting = false;
    bool m_settingsShown = false;
    // The window goes full screen after presentation starts (asynchronously, on most window systems): the
    // proportions follow its size until the teacher drags a divider.
    bool m_followScreen = false;
    // At a desk, the proportions follow the window until the learner drags a divider.
    bool m_deskChosen = false;
    bool m_reshareQueued = false;
    bool m_pictureCompact = false;
    int m_pictureLeast = -1; // the picture's least height when the proportions were last worked out
    bool m_whole = false;
    bool m_wholeShown = false;
    struct DeskSizes {
        QList<int> across;
        QList<int> column;
        bool chartsShown = true;
    } m_beforeWhole;
    QList<int> m_deskAcross;
    QList<int> m_deskColumn;
};
