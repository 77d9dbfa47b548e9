#pragma once

#include "snapshot/TraceWindow.h"

#include <QObject>
#include <QPointer>

#include <memory>

class AppSettings;
class BackgroundWorkProgress;
class Player;
class QAction;
class QMainWindow;
class QMenu;
class QStackedWidget;
class QThread;
class SnapshotDocument;
class SnapshotLoadJob;
class SnapshotPresenter;
class SnapshotView;

// Opening a PyTorch memory snapshot in the window: File > Open snapshot…, Open part of a snapshot… and
// Open recent, and the load itself. The file is read and replayed off the GUI thread with progress and
// Cancel; a file too large to open whole asks first which part of its trace to open; the memory at dump
// time is drawn as soon as the file's segments are read. On success the document goes to the snapshot page
// and loaded() asks the window to show it; on failure the reason is shown and whatever was open stays. Kept
// apart from MainWindow so that the window only owns it and shows its page.
class SnapshotOpener : public QObject
{
    Q_OBJECT

public:
    SnapshotOpener(QMainWindow* window, QStackedWidget* pages, SnapshotView* view, SnapshotPresenter* presenter,
                   Player& player, AppSettings& settings);
    // Cancels a load under way and waits for its thread.
    ~SnapshotOpener() override;

    QAction* openAction() const { return m_openAction; }
    QAction* openPartAction() const { return m_openPartAction; }
    QMenu* recentMenu() const { return m_recentMenu; }
    // The open dialogs' file types (here and in File > Compare snapshots…): snapshots plain and compressed,
    // and all files.
    static QString fileFilter();
    void retranslateUi();

    // Cancels a load under way and waits for its thread: the window calls it before it goes, while the
    // pages the load draws into are still there.
    void stop();

public slots:
    // Opens `path` (asking first which part of its trace when it is too large to open whole); a device of the
    // open document is replayed from the file already read.
    void open(const QString& path, int device = -1);
    // Opens only `window` of each device's trace.
    void openPart(const QString& path, const gml::TraceWindow& window);
    void openDialog();
    void openPartDialog();

signals:
    // A snapshot finished loading and is now the snapshot page's document: the window lists and shows it.
    void loaded(const QString& fileName);

private:
    void startLoad(const QString& path, int device, const gml::TraceWindow& window);
    // A load that failed or was cancelled after its dump state was shown: back to what was shown before.
    void endDumpStatePreview();
    void rebuildRecentMenu();

    QMainWindow* m_window;
    QStackedWidget* m_pages;
    SnapshotView* m_view;
    SnapshotPresenter* m_presenter;
    Player& m_player;
    AppSettings& m_settings;
    QAction* m_openAction;
    QAction* m_openPartAction;
    QMenu* m_recentMenu;
    BackgroundWorkProgress* m_progress = nullptr;
    bool m_loading = false;
    // The load under way, if any: cancelled and joined before the window goes (a QThread destroyed while it
    // runs aborts the program).
    QPointer<QThread> m_thread;
    QPointer<SnapshotLoadJob> m_job;
    QWidget* m_pageBeforePreview = nullptr; // the page shown before a loading snapshot's dump state
};
