#include "widgets/snapshot/SnapshotReportView.h"

#include <QScrollBar>
#include <QUrl>

namespace {
constexpr auto kEventScheme = "gml-event";
}

SnapshotReportView::SnapshotReportView(QWidget* parent) : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("snapshotReport"));
    setOpenLinks(false); // the links move the player; they are not pages
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() != QLatin1String(kEventScheme))
            return;
        bool ok = false;
        const quint64 index = url.path().toULongLong(&ok);
        if (ok)
            emit eventRequested(index);
    });
}

QString SnapshotReportView::eventLink(std::size_t traceIndex)
{
    return QStringLiteral("%1:%2").arg(QLatin1String(kEventScheme)).arg(traceIndex);
}

void SnapshotReportView::setReport(const QString& html)
{
    const int scroll = verticalScrollBar()->value(); // a language change rewrites it where the reader was
    setHtml(html);
    verticalScrollBar()->setValue(scroll);
}
