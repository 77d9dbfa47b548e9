#pragma once

#include "app/presentation/PresentationScaler.h"

#include <QByteArray>

#include <functional>
#include <QFont>
#include <QObject>
#include <QPointer>

class AppSettings;
class LessonPage;
class Player;
class PresentationOverlay;
class QAction;
class QDockWidget;
class QKeyEvent;
class QMainWindow;
class LessonLayout;
class QuizPanel;

// Presentation mode (F5, View > Present; Esc or F5 leaves): the window full screen with its chrome hidden
// (menu bar, toolbars, status bar, every dock but the quiz), the lesson and quiz enlarged by the presentation
// scale, the keys a presentation clicker sends stepping the lesson's player, the quiz holding each answer back
// until the teacher reveals it, and a highlight following the mouse. Leaving puts the window back exactly as it
// was: geometry, full-screen or maximised state, dock layout, visibility of each bar and every font.
//
// Each lesson is laid out for the room (LessonLayout): its picture across the screen, the narration as
// captions under it, the settings and the quiz folded away until the teacher opens them.
//
// Keys while presenting: Page Down, Right, Space: next step; Page Up, Left: previous step; Q: open or close
// the quiz; S: open or close the lesson's settings; B or .: blank the screen and back; R (or Enter when an
// answer is held): reveal the quiz's answer; Esc or F5: leave.
class PresentationController : public QObject
{
    Q_OBJECT

public:
    PresentationController(QMainWindow* window, Player& player, QuizPanel* quiz, QDockWidget* quizDock,
                           AppSettings& settings, QObject* parent = nullptr);
    ~PresentationController() override;

    QAction* presentAction() const { return m_present; }
    QAction* scaleAction() const { return m_scaleAction; }
    bool isPresenting() const { return m_presenting; }
    bool isBlank() const;
    PresentationOverlay* overlay() const { return m_overlay; }
    // While presenting: the quiz beside the lesson, or folded away (Q). Opening it folds the settings.
    bool isQuizShown() const;
    void setQuizShown(bool shown);
    // While presenting: the open lesson's settings beside its picture, or folded away (S).
    bool isSettingsShown() const;
    void setSettingsShown(bool shown);

    // The enlargement: the saved one, else defaultScale().
    double scale() const;
    void setScale(double scale); // saved; applied at once while presenting
    // How high body text must be on a screen `screenHeight` pixels high to be read from the back of a room
    // once projected: 28 pixels on a 1920x1080 screen, in proportion on others.
    static double bodyTextPixels(int screenHeight);
    // What makes body text that high, given the application's normal font.
    static double defaultScale(int screenHeight);
    static constexpr double kMinScale = 1.0;
    static constexpr double kMaxScale = 4.0;

    void retranslateUi();
    // While a class plan is open, Page Down and Page Up turn its pages (its scenes) instead of the lesson's
    // steps: `turner` is asked first and answers whether it took the key.
    void setPageTurner(std::function<bool(int direction)> turner) { m_pageTurner = std::move(turner); }
    // R and Enter reveal a prediction the class made on the picture before the quiz's held answer: `revealer`
    // answers whether it revealed one.
    void setRevealer(std::function<bool()> revealer) { m_revealer = std::move(revealer); }

public slots:
    void setPresenting(bool presenting);
    void chooseScale(); // View > Presentation scale…

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::function<bool(int direction)> m_pageTurner;
    std::function<bool()> m_revealer;
    // The height of the screen the window is on, in its own (device-independent) pixels.
    int screenHeight() const;
    void enter();
    void leave();
    void enlarge();
    QList<LessonLayout*> lessonLayouts() const;
    // What a key does in presentation; false when presentation leaves it to the focused widget.
    bool handleKey(const QKeyEvent* key, bool act);

    QMainWindow* m_window;
    Player& m_player;
    QuizPanel* m_quiz;
    QDockWidget* m_quizDock;
    AppSettings& m_settings;
    QAction* m_present;
    QAction* m_scaleAction;
    PresentationOverlay* m_overlay;
    PresentationScaler m_scaler;
    bool m_presenting = false;
    QList<QPointer<LessonPage>> m_foldedPages; // introductions folded for presenting, unfolded on leaving

    // The window as it was before presenting.
    struct Saved {
        QByteArray geometry;
        QByteArray state; // docks and toolbars: where, how big, shown or not
        Qt::WindowStates windowState;
        bool menuBarShown = true;
        bool statusBarShown = true;
        QPointer<QWidget> quizTitleBar;
        int quizMinimumWidth = 0;
        QFont toolTipFont; // tooltips are read from the back of the room too
    } m_saved;
};
