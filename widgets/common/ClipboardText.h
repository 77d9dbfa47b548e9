#pragma once

#include <QObject>

// Text the application puts on the clipboard, as the learner meant to copy it: the zero-width spaces that
// let long settings and paths wrap on screen (TextFit::breakable) are taken out again, so that a copied
// PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True works when pasted into a shell. Installed once, by the
// window.
class ClipboardText : public QObject
{
public:
    static void install();

private:
    using QObject::QObject;
    void clean();
};
