#include "widgets/common/ClipboardText.h"

#include <QClipboard>
#include <QGuiApplication>

void ClipboardText::install()
{
    static ClipboardText* cleaner = [] {
        auto* made = new ClipboardText(QCoreApplication::instance());
        QObject::connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, made, &ClipboardText::clean);
        QObject::connect(QGuiApplication::clipboard(), &QClipboard::selectionChanged, made, &ClipboardText::clean);
        return made;
    }();
    Q_UNUSED(cleaner);
}

void ClipboardText::clean()
{
    QClipboard* clipboard = QGuiApplication::clipboard();
    for (const QClipboard::Mode mode : {QClipboard::Clipboard, QClipboard::Selection}) {
        // Only what this application copied: another program's text is not ours to change.
        if (mode == QClipboard::Clipboard ? !clipboard->ownsClipboard() : !clipboard->ownsSelection())
            continue;
        const QString text = clipboard->text(mode);
        if (text.contains(QChar(0x200B))) {
            QString plain = text;
            plain.remove(QChar(0x200B));
            clipboard->setText(plain, mode); // signals again, with nothing left to take out
        }
    }
}
