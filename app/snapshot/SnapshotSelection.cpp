#include "app/snapshot/SnapshotSelection.h"

#include "app/content/common/NumberText.h"
#include "app/content/common/Player.h"
#include "app/content/snapshot/SnapshotEventText.h"
#include "app/content/snapshot/StackFrameLines.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"
#include "widgets/snapshot/SnapshotView.h"
#include "widgets/snapshot/StackFramesView.h"

SnapshotSelection::SnapshotSelection(SnapshotView* view, Player& player, QObject* parent)
    : QObject(parent), m_view(view), m_player(player)
{
    connect(m_view->memoryMap(), &MemoryMapView::blockSelected, this, &SnapshotSelection::onBlockSelected);
    connect(m_view->memoryMap(), &MemoryMapView::selectionCleared, this, [this] {
        if (!m_selecting)
            clear();
    });
    connect(m_view->timeline(), &ActiveMemoryTimelineView::allocationClicked, this,
            [this](quint64 allocEvent, quint64) {
                if (m_active)
                    selectAllocation(static_cast<std::size_t>(allocEvent));
            });
}

void SnapshotSelection::setDocument(std::shared_ptr<SnapshotDocument> document)
{
    m_document = std::move(document);
    clear();
}

void SnapshotSelection::clear()
{
    m_selected.reset();
    m_view->timeline()->setSelectedAllocation(std::nullopt);
    m_view->stack()->setMessage(tr("Select an allocation: click a block of the map or a band of the timeline, or find "
                                   "one (Ctrl+F)."));
}

std::size_t SnapshotSelection::freeEventOf(std::size_t allocEvent) const
{
    const gml::AllocatorTrace& trace = m_document->replay.trace;
    const std::uint64_t address = trace[allocEvent].address;
    for (std::size_t i = allocEvent + 1; i < trace.size(); ++i) {
        const gml::AllocatorEvent event = trace[i];
        if (event.kind == gml::EventKind::FreeRequested && event.address == address)
            return i;
    }
    return trace.size();
}

std::optional<std::size_t> SnapshotSelection::allocEventAt(std::uint64_t address) const
{
    const gml::AllocatorTrace& trace = m_document->replay.trace;
    const std::size_t cursor = std::min<std::size_t>(
        static_cast<std::size_t>(std::max(m_player.cursor(), 0)) + m_document->playerOffset() + 1, trace.size());
    for (std::size_t i = cursor; i-- > 0;) {
        const gml::AllocatorEvent event = trace[i];
        if (event.kind == gml::EventKind::Alloc && event.address == address)
            return i;
    }
    return std::nullopt;
}

void SnapshotSelection::onBlockSelected(std::uint64_t address)
{
    if (m_selecting || !m_document)
        return;
    const auto allocEvent = allocEventAt(address);
    if (!allocEvent) {
        m_selected.reset();
        m_view->timeline()->setSelectedAllocation(std::nullopt);
        m_view->stack()->setMessage(tr("This block was allocated before the trace began; its stack is not known."));
        return;
    }
    m_selected = allocEvent;
    m_view->timeline()->setSelectedAllocation(*allocEvent);
    showStack(*allocEvent);
}

void SnapshotSelection::selectAllocation(std::size_t allocEvent)
{
    if (!m_document || allocEvent >= m_document->replay.trace.size())
        return;
    const gml::AllocatorEvent event = m_document->replay.trace[allocEvent];
    if (event.kind != gml::EventKind::Alloc)
        return;
    m_selecting = true;
    const std::size_t offset = m_document->playerOffset();
    const auto cursor = static_cast<std::size_t>(std::max(m_player.cursor(), 0)) + offset;
    if ((cursor < allocEvent || cursor >= freeEventOf(allocEvent)) && allocEvent >= offset)
        m_player.seek(static_cast<int>(allocEvent - offset));
    m_view->memoryMap()->selectBlock(event.address);
    m_selecting = false;
    m_selected = allocEvent;
    m_view->timeline()->setSelectedAllocation(allocEvent);
    showStack(allocEvent);
}

void SnapshotSelection::showStack(std::size_t allocEvent)
{
    const auto& snapshot = *m_document->snapshot;
    const gml::SnapshotReplay& replay = m_document->replay;
    const gml::AllocatorEvent event = replay.trace[allocEvent];
    const std::uint32_t stack = replay.stackOf(allocEvent, snapshot);
    const QString size = NumberText::bytes(event.requested > 0 ? event.requested : event.size);
    const QString address = NumberText::address(event.address);
    const QString heading =
        SnapshotEventText::recorded(replay, allocEvent)
            ? tr("%1 at %2, allocated at %3").arg(size, address, SnapshotEventText::label(replay, allocEvent))
            : tr("%1 at %2, allocated before the trace began").arg(size, address);
    QList<StackFramesView::Frame> frames;
    for (const StackFrameLines::Line& line : StackFrameLines::of(snapshot, stack))
        frames.append({line.text, line.folded});
    if (frames.isEmpty()) {
        m_view->stack()->setMessage(heading + QLatin1Char('\n')
                                    + (SnapshotEventText::recorded(replay, allocEvent)
                                           ? tr("The snapshot recorded no stack for this allocation.")
                                           : tr("Its stack is not known: the trace does not show it being made.")));
        return;
    }
    m_view->stack()->setStack(heading, frames);
    m_view->revealStack();
}

void SnapshotSelection::retranslate()
{
    if (m_selected && m_document)
        showStack(*m_selected);
    else
        clear();
}
