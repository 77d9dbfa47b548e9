#pragma once

#include <QTextBrowser>

// What an engineer reads first about a snapshot: why it ran out of memory (each out-of-memory error with
// what was recorded and what PyTorch held), the allocator settings as recorded, the CUDA-graph private pools
// and the streams. Rich text that wraps at any width; its "go to" links move the player (the presenter).
class SnapshotReportView : public QTextBrowser
{
    Q_OBJECT

public:
    explicit SnapshotReportView(QWidget* parent = nullptr);

    // Links to events are written as eventLink(index).
    static QString eventLink(std::size_t traceIndex);
    void setReport(const QString& html);

signals:
    void eventRequested(quint64 traceIndex);
};
