#pragma once

#include <QProgressDialog>

// The progress dialog of work done on a thread (opening or comparing snapshots): it shows itself only when the
// work outlasts 300 ms, stays up at 100% until the work says it is over, and when it goes it gives the
// activation back to the window it was over. Without that last step the window could stay inactive where no
// window manager hands activation back (offscreen, some X11 set-ups): the keyboard would reach nothing until
// the user clicked.
class BackgroundWorkProgress : public QProgressDialog {
    Q_OBJECT
public:
    BackgroundWorkProgress(const QString& title, const QString& label, QWidget* window);

    // Closes the dialog and, if it was shown, gives the activation back to the window. Deletes itself later.
    void finish();
};
