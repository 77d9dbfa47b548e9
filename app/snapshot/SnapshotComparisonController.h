#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class BackgroundWorkProgress;
class QWidget;
class QThread;
class SnapshotComparisonJob;
class SnapshotComparisonView;

// File > Compare snapshots…: asks for snapshot A and snapshot B, compares them off the GUI thread with
// progress and Cancel, and shows the result in its page (a SnapshotComparisonView the window puts among its
// pages). A file that cannot be read is named in a message; whatever comparison was shown stays.
class SnapshotComparisonController : public QObject
{
    Q_OBJECT

public:
    // `window`: the parent of the dialogs.
    explicit SnapshotComparisonController(QWidget* window);
    ~SnapshotComparisonController() override;

    QAction* compareAction() const { return m_action; }
    SnapshotComparisonView* view() const { return m_view; }
    bool hasComparison() const;
    void retranslateUi();

public slots:
    void chooseFiles();
    void compare(const QString& pathA, const QString& pathB);

signals:
    // A comparison is ready in view(): the window shows its page, named `title`.
    void comparisonReady(const QString& title);

private:
    QWidget* m_window;
    QAction* m_action;
    SnapshotComparisonView* m_view;
    QPointer<BackgroundWorkProgress> m_progress;
    bool m_running = false;
    // The comparison under way: cancelled and joined when the controller goes with its window.
    QPointer<QThread> m_thread;
    QPointer<SnapshotComparisonJob> m_job;
};
