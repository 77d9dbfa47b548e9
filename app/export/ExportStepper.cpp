#include "app/export/ExportStepper.h"

#include "app/window/MainWindow.h"

ExportStepper::ExportStepper(MainWindow& window) : m_window(window) {}

int ExportStepper::stepCount() const
{
    return m_window.player().eventCount();
}

int ExportStepper::currentStep() const
{
    return stepCount() > 0 ? m_window.player().cursor() + 1 : 0;
}

void ExportStepper::showStep(int step)
{
    if (stepCount() == 0 || step == currentStep())
        return;
    QWidget* page = m_window.centralWidget();
    const bool shown = page != nullptr && !page->isHidden();
    // Hidden and shown again before the event loop runs: the screen never sees the page go.
    if (shown)
        page->hide();
    m_window.player().seek(step - 1);
    if (shown)
        page->show();
}
