#include "BackgroundWorkProgress.h"

BackgroundWorkProgress::BackgroundWorkProgress(const QString& title, const QString& label, QWidget* window)
    : QProgressDialog(label, tr("Cancel"), 0, 1000, window)
{
    setWindowTitle(title);
    setMinimumDuration(300); // a quick open flashes nothing
    setAutoClose(false);     // the work ends when it says so, not when the bar is full
    setAutoReset(false);
}

void BackgroundWorkProgress::finish()
{
    const bool heldActivation = isActiveWindow();
    close();
    if (heldActivation && parentWidget() != nullptr)
        parentWidget()->window()->activateWindow();
    deleteLater();
}
