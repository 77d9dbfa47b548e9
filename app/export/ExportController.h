#pragma once

#include "widgets/export/ExportDialog.h"

#include <QObject>
#include <optional>

class MainWindow;
class QAction;

// File > Export… and Edit > Copy as image for the window's open page: asks with an ExportDialog, then writes
// a picture (ExportRenderer) or the player's steps as an animation (AnimationWriter). A failed export says
// why and opens the dialog again with everything as it was; the player goes back to where it was.
class ExportController : public QObject
{
    Q_OBJECT

public:
    explicit ExportController(MainWindow* window);

    QAction* exportAction() const { return m_exportAction; }
    QAction* copyAction() const { return m_copyAction; }
    void retranslateUi();

    // Does what `choice` asks, on the open page; false with the reason.
    bool exportChoice(const ExportDialog::Choice& choice, QString* error);

public slots:
    void showExportDialog();
    void copyAsImage();

private:
    bool exportAnimation(const ExportDialog::Choice& choice, QString* error);

    MainWindow* m_window;
    QAction* m_exportAction;
    QAction* m_copyAction;
    std::optional<ExportDialog::Choice> m_last; // formats and sizes carry over to the next export
    QString m_lastView;                         // ... and the view, by id, when the page has it
};
