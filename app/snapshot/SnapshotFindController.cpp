#include "app/snapshot/SnapshotFindController.h"

#include "app/content/common/NumberText.h"
#include "app/content/snapshot/SnapshotEventText.h"
#include "app/content/snapshot/StackFrameLines.h"
#include "app/snapshot/SnapshotSelection.h"
#include "widgets/snapshot/SnapshotFindBox.h"

SnapshotFindController::SnapshotFindController(SnapshotFindBox* box, SnapshotSelection& selection, QObject* parent)
    : QObject(parent), m_box(box), m_selection(selection)
{
    connect(m_box, &SnapshotFindBox::searchRequested, this, &SnapshotFindController::find);
    connect(m_box, &SnapshotFindBox::resultChosen, this, [this](int row) {
        if (row >= 0 && static_cast<std::size_t>(row) < m_matches.size())
            m_selection.selectAllocation(m_matches[static_cast<std::size_t>(row)].traceIndex);
    });
}

void SnapshotFindController::setDocument(std::shared_ptr<SnapshotDocument> document)
{
    m_document = std::move(document);
    m_matches.clear();
    m_query.reset();
    m_text.clear();
    m_box->setResults({}, QString());
}

void SnapshotFindController::find(const QString& text)
{
    m_text = text;
    m_matches.clear();
    m_query = gml::SnapshotQuery::parse(text.toStdString());
    if (m_document && m_query)
        m_matches = gml::searchSnapshot(*m_document->snapshot, m_document->replay, *m_query, kMaxResults + 1);
    show();
}

void SnapshotFindController::show()
{
    if (!m_document || m_text.trimmed().isEmpty() || !m_query) {
        m_box->setResults({}, m_text.trimmed().isEmpty() ? QString()
                                                          : tr("Type an address, a size range or text from a stack frame."));
        return;
    }
    const auto& snapshot = *m_document->snapshot;
    const gml::SnapshotReplay& replay = m_document->replay;
    QStringList lines;
    const std::size_t shown = std::min(m_matches.size(), kMaxResults);
    for (std::size_t i = 0; i < shown; ++i) {
        const gml::SnapshotMatch& match = m_matches[i];
        const QString where = StackFrameLines::shownFrames(snapshot, match.stack, 1);
        const QString when = match.recordedEvent == gml::kNoRecordedEvent
                                 ? tr("alive at the dump")
                                 : SnapshotEventText::label(replay, match.traceIndex);
        //: A search result: %1 when ("event 1204"), %2 a size, %3 an address, %4 the program's frame.
        lines.append(where.isEmpty() ? tr("%1 · %2 at %3").arg(when, NumberText::bytes(match.size), NumberText::address(match.address))
                                     : tr("%1 · %2 at %3 · %4")
                                           .arg(when, NumberText::bytes(match.size), NumberText::address(match.address), where));
    }
    QString status;
    if (m_matches.empty())
        status = m_query->kind == gml::SnapshotQuery::Kind::Address
                     ? tr("No allocation on GPU %1 holds that address.").arg(replay.device)
                     : tr("Nothing found on GPU %1.").arg(replay.device);
    else if (m_matches.size() > kMaxResults)
        status = tr("The first %n allocations found (there are more: narrow the search).", nullptr, static_cast<int>(kMaxResults));
    else
        status = tr("%n allocation(s) found.", nullptr, static_cast<int>(m_matches.size()));
    m_box->setResults(lines, status);
}

void SnapshotFindController::retranslate()
{
    show();
}
