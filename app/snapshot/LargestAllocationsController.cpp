#include "app/snapshot/LargestAllocationsController.h"

#include "app/content/common/JsonFile.h"
#include "app/content/common/NumberText.h"
#include "app/content/common/Player.h"
#include "app/content/snapshot/LargestAllocationsCsv.h"
#include "app/content/snapshot/MemoryCategoryText.h"
#include "app/content/snapshot/SnapshotEventText.h"
#include "app/content/snapshot/StackFrameLines.h"
#include "app/snapshot/SnapshotSelection.h"
#include "widgets/snapshot/LargestAllocationsView.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

LargestAllocationsController::LargestAllocationsController(LargestAllocationsView* view, Player& player,
                                                           SnapshotSelection& selection, QObject* parent)
    : QObject(parent), m_view(view), m_player(player), m_selection(selection)
{
    connect(m_view, &LargestAllocationsView::momentChosen, this, &LargestAllocationsController::showMoment);
    connect(m_view, &LargestAllocationsView::rowChosen, this, [this](int row) {
        if (!m_document || row < 0 || static_cast<std::size_t>(row) >= m_rows.size())
            return;
        // The allocation is alive at the moment listed: the player goes there, then it is selected.
        m_player.seek(static_cast<int>(m_moments[static_cast<std::size_t>(m_moment)]));
        m_selection.selectAllocation(m_rows[static_cast<std::size_t>(row)].allocTraceIndex);
    });
    connect(m_view, &LargestAllocationsView::exportRequested, this, &LargestAllocationsController::askAndExport);
}

void LargestAllocationsController::setDocument(std::shared_ptr<SnapshotDocument> document)
{
    m_document = std::move(document);
    m_moments.clear();
    m_moment = 0;
    if (m_document && m_document->replay.trace.size() > 0) {
        m_moments.push_back(m_document->allocatedPeak);
        for (const gml::OutOfMemoryReport& report : m_document->outOfMemory)
            m_moments.push_back(report.traceIndex);
    }
    showMoments();
    showMoment(0);
}

void LargestAllocationsController::showMoments()
{
    QStringList names;
    if (m_document) {
        const gml::SnapshotReplay& replay = m_document->replay;
        for (std::size_t i = 0; i < m_moments.size(); ++i)
            names.append(i == 0 ? tr("the peak of allocated memory (%1)").arg(SnapshotEventText::label(replay, m_moments[i]))
                                : tr("out-of-memory error %1 of %2 (%3)")
                                      .arg(i)
                                      .arg(m_moments.size() - 1)
                                      .arg(SnapshotEventText::label(replay, m_moments[i])));
    }
    m_view->setMoments(names, m_moment);
}

void LargestAllocationsController::showMoment(int moment)
{
    m_rows.clear();
    m_moment = std::max(0, moment);
    if (!m_document || static_cast<std::size_t>(m_moment) >= m_moments.size()) {
        m_view->setRows(tr("The snapshot has no trace to look back in."), {});
        return;
    }
    const auto& snapshot = *m_document->snapshot;
    const gml::SnapshotReplay& replay = m_document->replay;
    const std::size_t event = m_moments[static_cast<std::size_t>(m_moment)];
    m_rows = gml::largestLiveAllocations(snapshot, replay, event, kRows);
    const gml::AllocatorState state = replay.trace.stateAt(event + 1);
    QList<LargestAllocationsView::Row> rows;
    for (const gml::LiveAllocation& a : m_rows) {
        QString category = MemoryCategoryText::name(a.category);
        if (a.categoryGuessedFromTrace)
            //: A category guessed from the rest of the trace for memory allocated before it began.
            category = tr("%1 (inferred)").arg(category);
        QString frames = StackFrameLines::shownFrames(snapshot, a.stack, 2);
        if (frames.isEmpty())
            frames = replay.recordedEventOf(a.allocTraceIndex) == gml::kNoRecordedEvent
                         ? tr("allocated before the trace began")
                         : tr("no stack recorded");
        rows.append({NumberText::bytes(a.bytes), NumberText::address(a.address), category, frames});
    }
    //: %1 how many allocations are listed, %2 the bytes allocated at that moment (rounded block sizes).
    m_view->setRows(tr("The %1 largest of the allocations alive then, which held %2 in all (block sizes, rounded "
                       "as the allocator keeps them).")
                        .arg(m_rows.size())
                        .arg(NumberText::bytes(static_cast<std::uint64_t>(state.stats.allocatedBytes.all().current))),
                    rows);
}

bool LargestAllocationsController::exportCsv(const QString& path, QString* error) const
{
    if (!m_document)
        return false;
    return writeFileAtomically(path, LargestAllocationsCsv::write(*m_document->snapshot, m_document->replay, m_rows), error);
}

void LargestAllocationsController::askAndExport()
{
    if (!m_document)
        return;
    const QString suggested =
        QDir::home().filePath(QFileInfo(m_document->path).completeBaseName() + QStringLiteral("-largest.csv"));
    const QString path = QFileDialog::getSaveFileName(m_view, tr("Export the largest allocations"), suggested,
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        m_view->setRows(error, {});
}

void LargestAllocationsController::retranslate()
{
    showMoments();
    showMoment(m_moment);
}
