#include "app/export/ExportController.h"

#include "app/export/ExportCatalog.h"
#include "app/export/ExportStepper.h"
#include "app/window/MainWindow.h"
#include "widgets/export/ExportRenderer.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>

ExportController::ExportController(MainWindow* window)
    : QObject(window), m_window(window), m_exportAction(new QAction(this)), m_copyAction(new QAction(this))
{
    m_exportAction->setObjectName(QStringLiteral("exportAction"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_copyAction->setObjectName(QStringLiteral("copyImageAction"));
    m_copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_exportAction, &QAction::triggered, this, &ExportController::showExportDialog);
    connect(m_copyAction, &QAction::triggered, this, &ExportController::copyAsImage);
    retranslateUi();
}

void ExportController::retranslateUi()
{
    m_exportAction->setText(tr("&Export…"));
    m_exportAction->setToolTip(
        tr("Save a view, the whole lesson page or its animation as PNG, SVG, PDF, GIF or video"));
    m_copyAction->setText(tr("Copy as &image"));
    m_copyAction->setToolTip(tr("Put the lesson page, drawn with its caption, on the clipboard"));
}

void ExportController::showExportDialog()
{
    const ExportCatalog catalog(*m_window);
    const auto views = catalog.views();
    if (views.empty()) {
        QMessageBox::information(m_window, tr("Export"), tr("This page has no visualization to export."));
        return;
    }
    QList<ExportDialog::View> list;
    int preferred = 0;
    for (const auto& view : views) {
        if (view->exportId() == m_lastView)
            preferred = static_cast<int>(list.size());
        list.append({view->exportId(), view->exportTitle(), view->exportSize()});
    }
    const ExportStepper stepper(*m_window);
    ExportDialog dialog(list, catalog.pageId(), catalog.caption(), stepper.range(),
                        m_last ? QFileInfo(m_last->path).absolutePath() : QString(), m_window);
    if (m_last) {
        // The formats and sizes chosen last time; the path and steps suggested afresh for this page.
        ExportDialog::Choice carried = dialog.choice();
        carried.kind = m_last->kind;
        carried.pictureFormat = m_last->pictureFormat;
        carried.animationFormat = m_last->animationFormat;
        carried.size = m_last->size;
        carried.dotsPerInch = m_last->dotsPerInch;
        carried.caption = m_last->caption;
        carried.frameDelayMs = m_last->frameDelayMs;
        carried.view = preferred;
        carried.path.clear();
        dialog.setChoice(carried);
    }
    while (dialog.exec() == QDialog::Accepted) {
        const ExportDialog::Choice choice = dialog.choice();
        QString error;
        if (exportChoice(choice, &error)) {
            m_last = choice;
            m_lastView = list.value(choice.view).id;
            m_window->statusBar()->showMessage(tr("Exported to %1").arg(choice.path), 8000);
            return;
        }
        if (error.isEmpty())
            return; // cancelled
        // The dialog comes back as it was, so that nothing chosen is lost.
        QMessageBox::warning(m_window, tr("Export"), error);
    }
}

bool ExportController::exportChoice(const ExportDialog::Choice& choice, QString* error)
{
    error->clear();
    if (choice.path.isEmpty()) {
        *error = tr("Choose a file to export to.");
        return false;
    }
    if (choice.kind == ExportDialog::Kind::Animation)
        return exportAnimation(choice, error);
    const ExportCatalog catalog(*m_window);
    const auto views = catalog.views();
    if (choice.view < 0 || choice.view >= static_cast<int>(views.size())) {
        *error = tr("This page has no visualization to export.");
        return false;
    }
    const ExportableView& view = *views[static_cast<std::size_t>(choice.view)];
    const ExportOptions options =
        ExportDialog::pictureOptions(choice, view.exportSize(), catalog.caption(),
                                     tr("%1: %2").arg(catalog.pageTitle(), view.exportTitle()));
    return ExportRenderer::write(view, options, choice.path, error);
}

bool ExportController::exportAnimation(const ExportDialog::Choice& choice, QString* error)
{
    const ExportCatalog catalog(*m_window);
    const auto views = catalog.views();
    ExportStepper stepper(*m_window);
    const ExportRange range = stepper.range();
    if (choice.view < 0 || choice.view >= static_cast<int>(views.size()) || range.eventCount < 2) {
        *error = tr("This page has no animation to export.");
        return false;
    }
    const ExportableView& view = *views[static_cast<std::size_t>(choice.view)];
    // The events drawn, each step's last among them; each frame is shown as part of its step.
    const QList<int> events = range.frames(choice.first, choice.last, choice.everyEvents);
    ExportOptions options;
    options.caption = choice.caption ? catalog.caption() : QString();
    ExportDialog::applySize(choice, view.exportSize(), &options);
    const QSize size = ExportRenderer::pixelSize(view, options);

    QProgressDialog progress(tr("Drawing the animation…"), tr("Cancel"), 0, static_cast<int>(events.size()),
                             m_window);
    progress.setObjectName(QStringLiteral("exportProgress"));
    progress.setWindowTitle(tr("Export"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    const auto frame = [&](int index) {
        const int event = events[index];
        // A step's end shows that step; an event on the way, the step it leads to.
        if (range.hasSteps() && range.stepEnds.contains(event))
            stepper.showStep(range.stepOf(event) + 1);
        else
            stepper.showEvent(event + 1);
        if (choice.caption)
            options.caption = catalog.caption(); // the step changes from frame to frame
        return ExportRenderer::renderImage(view, options);
    };
    const auto report = [&progress](int done, int) {
        progress.setValue(done);
        return !progress.wasCanceled();
    };
    const bool written =
        AnimationWriter::write(choice.animationFormat, choice.path, size, static_cast<int>(events.size()),
                               choice.frameDelayMs, frame, report, error);
    stepper.restore();
    return written;
}

void ExportController::copyAsImage()
{
    const ExportCatalog catalog(*m_window);
    const auto views = catalog.views();
    if (views.empty()) {
        m_window->statusBar()->showMessage(tr("This page has no visualization to copy."), 5000);
        return;
    }
    // The view exported last, else the whole page; drawn at the screen's density for a sharp paste.
    const ExportableView* view = views.front().get();
    for (const auto& candidate : views)
        if (candidate->exportId() == m_lastView)
            view = candidate.get();
    ExportOptions options;
    options.caption = catalog.caption();
    options.scale = std::max(1.0, m_window->devicePixelRatioF());
    QApplication::clipboard()->setImage(ExportRenderer::renderImage(*view, options));
    m_window->statusBar()->showMessage(tr("Copied “%1” to the clipboard.").arg(view->exportTitle()), 5000);
}
