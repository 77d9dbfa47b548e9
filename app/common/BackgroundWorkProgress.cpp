#include "app/common/BackgroundWorkProgress.h"

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
    // Whether it was shown, not whether it is active now: showing asks for the activation through the window
    // system's queue, so a load that ends just after the dialog appeared closes it before the activation
    // arrives, and the activation then lands on the hidden dialog. Asking for the window after it keeps the
    // order right either way.
    const bool shown = isVisible();
    close();
    if (shown && parentWidget() != nullptr)
        parentWidget()->window()->activateWindow();
    deleteLater();
}
