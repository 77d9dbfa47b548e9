#include "app/content/snapshot/SnapshotLoadErrorText.h"

QString SnapshotLoadErrorText::reason(gml::LoadErrorKind kind)
{
    switch (kind) {
    case gml::LoadErrorKind::CannotOpen:
        return tr("The file could not be read: check that it exists and that you may read it.");
    case gml::LoadErrorKind::BadFile:
        return tr("This file is not a PyTorch memory snapshot that GPU Memory Lab can read, or it is damaged. "
                  "Snapshots are written by torch.cuda.memory._dump_snapshot() or by pickling "
                  "torch.cuda.memory._snapshot().");
    case gml::LoadErrorKind::TooLarge:
        return tr("This file needs more memory than this computer can give it. Open a part of its trace "
                  "instead (File, Open part of a snapshot).");
    case gml::LoadErrorKind::Cancelled:
        return tr("Opening the snapshot was cancelled.");
    case gml::LoadErrorKind::BadWindow:
        return tr("That part of the trace cannot be chosen in this file. Choose another part, or the last "
                  "events of the trace.");
    }
    return {};
}

QString SnapshotLoadErrorText::describe(const gml::LoadError& error)
{
    const QString sentence = reason(error.kind);
    if (error.message.empty())
        return sentence;
    return tr("%1 Details: %2").arg(sentence, QString::fromStdString(error.message));
}
