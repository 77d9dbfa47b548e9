#pragma once

#include <QObject>
#include <QStringList>
#include <optional>

class MainWindow;
class QAction;
class QStackedWidget;
class RunPresenter;
class RunView;

// "A whole training run" in the main window: File > Open run folder…, the run page among the lesson pages
// (listed in the lesson list as the open run), and the way from a lane back to one rank's snapshot: it asks
// the window to open that file, then moves the player to the moment that was clicked. Kept apart from
// MainWindow so that the window only owns it and shows its page.
class RunController : public QObject
{
    Q_OBJECT

public:
    RunController(MainWindow* window, QStackedWidget* pages);

    QAction* openFolderAction() const { return m_openFolder; }
    RunView* view() const { return m_view; }
    RunPresenter* presenter() const { return m_presenter; }
    // Whether a run is open (its page can be shown).
    bool hasRun() const;
    // For the window's title: the run's folder, or how many files.
    QString title() const;
    void retranslateUi();

    // Opens a run folder, or several snapshot files as one run.
    void open(const QStringList& paths);
    void openFolderDialog();
    // The window just showed a snapshot: if a lane asked for it, the player goes to the clicked moment.
    void snapshotShown();

private:
    struct Moment
    {
        QString path;
        int device = 0;
        double position = 0;
    };

    MainWindow* m_window;
    RunView* m_view;
    RunPresenter* m_presenter;
    QAction* m_openFolder;
    std::optional<Moment> m_pendingMoment;
};
