#include "app/snapshot/SnapshotPresenter.h"

#include "app/content/snapshot/SnapshotSteps.h"
#include "widgets/lesson/StepControls.h"

#include "allocator/AllocatorConfig.h"
#include "app/content/allocator/AllocatorSettingText.h"
#include "app/content/common/NumberText.h"
#include "app/content/common/Player.h"
#include "app/content/snapshot/OutOfMemoryReportText.h"
#include "app/content/snapshot/SnapshotEventText.h"
#include "app/content/snapshot/SnapshotReplayText.h"
#include "app/content/snapshot/SnapshotReportText.h"
#include "app/snapshot/LargestAllocationsController.h"
#include "app/snapshot/SnapshotFindController.h"
#include "app/snapshot/SnapshotSelection.h"
#include "app/content/snapshot/TraceWindowText.h"
#include "snapshot/SnapshotReplayer.h"
#include "widgets/allocator/MemoryMapPools.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"
#include "widgets/snapshot/MemoryCategoryView.h"
#include "widgets/snapshot/SnapshotReportView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QApplication>
#include <QFileInfo>

#include <algorithm>
#include <map>

namespace {

QString bytes(std::uint64_t value)
{
    return NumberText::bytes(value);
}

// The replayed event where each annotation falls: the first replayed event of a recorded event at or after
// the annotation's time (the trace's end when none is).
std::size_t annotationEvent(const SnapshotDocument& document, const gml::TraceEvents& recorded, std::int64_t timeUs)
{
    std::size_t first = recorded.size();
    for (std::size_t i = 0; i < recorded.size(); ++i)
        if (recorded[i].hasTime && recorded[i].timeUs >= timeUs) {
            first = i;
            break;
        }
    const auto& replay = document.replay;
    for (std::size_t e = replay.startEventCount; e < replay.recordedEvents.size(); ++e)
        if (replay.recordedEvents[e] != gml::kNoRecordedEvent && replay.recordedEvents[e] >= first)
            return e;
    return replay.trace.size() > 0 ? replay.trace.size() - 1 : 0;
}

// The program's annotations (record_function and the like) as named ranges: each START with the next END of
// the same name; a START never ended runs to the trace's end, an END never started from its beginning.
QList<ActiveMemoryTimelineView::AnnotationRange> annotationRanges(const SnapshotDocument& document)
{
    QList<ActiveMemoryTimelineView::AnnotationRange> ranges;
    const auto& snapshot = *document.snapshot;
    if (static_cast<std::size_t>(document.device) >= snapshot.deviceTraces.size() || !document.hasTrace())
        return ranges;
    const auto& recorded = snapshot.deviceTraces[static_cast<std::size_t>(document.device)];
    const std::size_t begin = document.replay.startEventCount;
    const std::size_t last = document.replay.trace.size() - 1;
    std::map<std::uint32_t, std::vector<std::size_t>> open; // name -> the events of its STARTs not yet ended
    for (const auto& annotation : snapshot.externalAnnotations) {
        if (annotation.device != document.device)
            continue;
        const std::size_t event = annotationEvent(document, recorded, annotation.timeUs);
        const QString name = QString::fromUtf8(snapshot.text(annotation.name));
        if (snapshot.text(annotation.stage) == "START") {
            open[annotation.name].push_back(event);
        } else if (auto it = open.find(annotation.name); it != open.end() && !it->second.empty()) {
            ranges.append({it->second.back(), event, name});
            it->second.pop_back();
        } else {
            ranges.append({begin, event, name});
        }
    }
    for (const auto& [name, starts] : open)
        for (const std::size_t start : starts)
            ranges.append({start, last, QString::fromUtf8(snapshot.text(name))});
    return ranges;
}

} // namespace

SnapshotPresenter::SnapshotPresenter(SnapshotView* view, Player& player, QObject* parent)
    : QObject(parent), m_view(view), m_player(player), m_selection(new SnapshotSelection(view, player, this)),
      m_find(new SnapshotFindController(view->findBox(), *m_selection, this)),
      m_largest(new LargestAllocationsController(view->largest(), player, *m_selection, this))
{
    connect(&m_player, &Player::cursorChanged, this, [this](int event) {
        if (m_active)
            showEvent(event);
    });
    connect(&m_player, &Player::stepChanged, this, [this] {
        if (m_active)
            showEvent(m_player.cursor());
    });
    StepControls* steps = m_view->steps();
    connect(steps, &StepControls::previousRequested, &m_player, &Player::previousStep);
    connect(steps, &StepControls::nextRequested, &m_player, &Player::nextStep);
    connect(steps, &StepControls::stepChosen, this, [this](int step) { m_player.goToStep(step, true); });
    connect(m_view->timeline(), &ActiveMemoryTimelineView::seekRequested, this, [this](quint64 event) {
        if (m_active)
            m_player.seek(static_cast<int>(event));
    });
    connect(m_view, &SnapshotView::peakRequested, this, &SnapshotPresenter::goToPeak);
    connect(m_view, &SnapshotView::outOfMemoryRequested, this, &SnapshotPresenter::goToNextOutOfMemory);
    connect(m_view, &SnapshotView::streamChosen, this, &SnapshotPresenter::filterStream);
    connect(m_view->report(), &SnapshotReportView::eventRequested, this, [this](quint64 event) {
        if (!m_active || !m_document)
            return;
        m_view->tabs()->setCurrentIndex(0);
        m_player.seek(static_cast<int>(event));
    });
    connect(m_view, &SnapshotView::deviceChosen, this, [this](int device) {
        if (m_document && device != m_document->device)
            emit deviceRequested(device);
    });
    connect(m_view, &SnapshotView::whatIfRequested, this, [this](const QString& conf, quint64 capacity) {
        QString error;
        const bool ok = runWhatIf(conf, capacity, &error);
        m_view->setWhatIfMessage(error, !ok);
    });
}

void SnapshotPresenter::setDocument(std::shared_ptr<SnapshotDocument> document)
{
    m_document = std::move(document);
    const auto& replay = m_document->replay;
    QList<int> devices;
    for (const int device : m_document->snapshot->devices())
        devices.append(device);
    m_view->setDevices(devices, m_document->device);
    m_view->setSummary(QFileInfo(m_document->path).fileName(), describe());
    m_view->memoryMap()->setScaleBytes(replay.figures.peakReservedBytes);
    // Its left edge is where the player starts: the state before the recorded trace's first event.
    m_view->timeline()->setTimeline(m_document->timeline,
                                    std::max<std::size_t>(replay.startEventCount, 1) - 1);
    m_view->timeline()->setTrace(std::shared_ptr<const gml::AllocatorTrace>(m_document, &m_document->replay.trace));
    m_view->timeline()->setAnnotationRanges(annotationRanges(*m_document));
    // One numbering on every tab: events by their index in the file's trace (SnapshotEventText).
    m_view->timeline()->setEventNames([document = m_document](std::size_t event) {
        return SnapshotEventText::label(document->replay, event);
    });
    QList<std::size_t> ooms;
    for (const gml::OutOfMemoryReport& report : m_document->outOfMemory)
        ooms.append(report.traceIndex);
    m_view->timeline()->setOutOfMemoryEvents(ooms);
    const bool hasTrace = replay.startEventCount < replay.trace.size();
    m_view->timeline()->setPeakEvent(hasTrace ? std::optional<std::size_t>(m_document->allocatedPeak) : std::nullopt);
    m_view->setGoTo(hasTrace, !ooms.isEmpty());
    m_view->categories()->setReport(m_document->categories);
    m_selection->setDocument(m_document);
    m_find->setDocument(m_document);
    m_largest->setDocument(m_document);
    showStreams();
    showPools();
    showReport();
    showComparison();
    showSteps();
    if (m_active)
        activate();
}

void SnapshotPresenter::showSteps()
{
    const SnapshotSteps steps(m_document->replay);
    m_stepEnds = steps.stepEnds();
    m_stepTexts.clear();
    QStringList titles;
    for (const auto& step : steps.steps()) {
        titles.append(SnapshotSteps::title(step));
        m_stepTexts.append(SnapshotSteps::narration(step));
    }
    m_view->steps()->setTitles(titles);
}

void SnapshotPresenter::showDumpState(const QString& path, const gml::AllocatorState& state, int device)
{
    const std::uint64_t reserved = static_cast<std::uint64_t>(state.stats.reservedBytes.all().current);
    const std::uint64_t allocated = static_cast<std::uint64_t>(state.stats.allocatedBytes.all().current);
    // The title says the file is still being read: it becomes the file's name once the document is shown.
    m_view->setSummary(tr("%1 (reading…)").arg(QFileInfo(path).fileName()),
                       tr("Reading the trace of GPU %1… Until it is read and replayed, the map shows the memory as "
                          "it stood when the snapshot was taken: %2 segments, %3 reserved, %4 allocated.")
                           .arg(device)
                           .arg(state.segments.size())
                           .arg(bytes(reserved), bytes(allocated)));
    m_view->memoryMap()->setScaleBytes(reserved);
    m_view->memoryMap()->setState(state, false);
    m_view->timeline()->setTimeline(gml::ActiveMemoryTimeline{});
    m_view->timeline()->setTrace(nullptr);
    m_view->timeline()->setAnnotationRanges({});
    m_view->timeline()->setOutOfMemoryEvents({});
    m_view->timeline()->setPeakEvent(std::nullopt);
    m_view->timeline()->setPrivatePools({});
    m_view->memoryMap()->setPools({});
    m_selection->setDocument(nullptr);
}

void SnapshotPresenter::restore()
{
    if (m_document)
        setDocument(m_document);
}

std::size_t SnapshotPresenter::recordedCount() const
{
    const auto& traces = m_document->snapshot->deviceTraces;
    const auto device = static_cast<std::size_t>(m_document->device);
    return device < traces.size() ? traces[device].size() : 0;
}

QString SnapshotPresenter::describe() const
{
    const auto& snapshot = *m_document->snapshot;
    const auto& replay = m_document->replay;
    std::size_t segments = 0; // this device's: the file's segments are every device's
    for (const gml::SnapshotSegment& segment : snapshot.segments)
        segments += segment.device == m_document->device ? 1 : 0;
    QString text;
    if (!m_document->hasTrace()) {
        const gml::AllocatorState dump = replay.trace.stateAt(replay.trace.size());
        text = tr("GPU %1: %2 segments when the snapshot was taken, %3 reserved, %4 allocated. The snapshot holds no "
                  "trace of events: the page shows the memory at that moment only.")
                   .arg(m_document->device)
                   .arg(segments)
                   .arg(bytes(static_cast<std::uint64_t>(dump.stats.reservedBytes.all().current)),
                        bytes(static_cast<std::uint64_t>(dump.stats.allocatedBytes.all().current)));
    } else {
        //: %4 and %5 are sizes: the allocated peak in block sizes (rounded as the allocator keeps them), the reserved peak.
        text = tr("GPU %1: %2 segments at the dump, %3 trace events. Peak allocated %4 (block sizes), peak reserved %5.")
                   .arg(m_document->device)
                   .arg(segments)
                   .arg(recordedCount())
                   .arg(bytes(replay.figures.peakAllocatedBytes), bytes(replay.figures.peakReservedBytes));
        text += QLatin1Char(' ')
            + tr("%n out-of-memory error(s)", nullptr, static_cast<int>(m_document->outOfMemory.size()))
            + QStringLiteral(", ")
            + tr("%n retry(ies) after freeing the cache.", nullptr, static_cast<int>(replay.figures.numAllocRetries));
        text += QLatin1Char(' ')
            + tr("Replayed through the allocator: %1 of %2 allocations at the recorded address, %3 of %4 segments as "
                 "recorded.")
                  .arg(replay.allocParity.matched)
                  .arg(replay.allocParity.total)
                  .arg(replay.segmentParity.matched)
                  .arg(replay.segmentParity.total);
    }
    // The GPU's size decides only how large expandable segments' address ranges are: said where it matters.
    if (replay.config.expandableSegments || replay.capacity.recordedRanges > 0)
        text += QLatin1Char(' ') + SnapshotReplayText::capacity(replay.capacity);
    if (replay.firstMismatch)
        text += QLatin1Char(' ') + tr("First difference: %1").arg(SnapshotReplayText::mismatch(*replay.firstMismatch));
    // Opened in part: say what the page leaves out, first, since every figure above counts only the part.
    if (const gml::TraceWindowRecord* window = snapshot.traceWindow(m_document->device))
        text = TraceWindowText::describe(*window) + QLatin1Char(' ') + text;
    return text;
}

void SnapshotPresenter::activate()
{
    m_active = true;
    m_selection->setActive(true);
    m_player.setUnit(Player::Unit::Event);
    if (!m_document)
        return;
    const std::size_t offset = m_document->playerOffset();
    m_player.setPositionName([this, offset](int position) {
        if (!m_document || !m_document->hasTrace())
            return tr("When the snapshot was taken");
        return SnapshotEventText::position(m_document->replay, static_cast<std::size_t>(std::max(position, 0)) + offset,
                                           recordedCount());
    });
    m_player.setEventCount(static_cast<int>(m_document->replay.trace.size() - offset));
    m_player.setSteps(m_stepEnds);
    // Start where the recorded trace starts: the events before it only rebuild what was there already.
    m_player.seek(static_cast<int>(m_document->replay.startEventCount - offset) - 1);
    showEvent(m_player.cursor());
}

void SnapshotPresenter::deactivate()
{
    if (m_active)
        m_player.setPositionName({});
    m_active = false;
    m_selection->setActive(false);
}

void SnapshotPresenter::retranslate()
{
    if (!m_document)
        return;
    m_view->setSummary(QFileInfo(m_document->path).fileName(), describe());
    showComparison();
    showSteps();
    showReport();
    showStreams();
    showPools();
    m_selection->retranslate();
    m_find->retranslate();
    m_largest->retranslate();
    if (m_active)
        showEvent(m_player.cursor());
}

void SnapshotPresenter::showEvent(int event)
{
    if (!m_document || m_document->replay.trace.size() == 0)
        return;
    const auto index = static_cast<std::size_t>(std::max(event, 0)) + m_document->playerOffset();
    const gml::AllocatorState state = m_document->replay.trace.stateAt(index + 1);
    m_view->memoryMap()->setState(state);
    m_view->timeline()->setCursor(index);
    m_view->setStats(state.stats, state.fragmentation());
    const auto recorded = SnapshotEventText::recorded(m_document->replay, index);
    if (!m_document->hasTrace())
        m_view->setEventText(tr("The memory as it was when the snapshot was taken. The file holds no trace of the "
                                "events that led there."));
    else if (isOutOfMemory(index)) // its report names the event itself
        m_view->setEventText(eventText(index));
    else if (recorded)
        //: %1 is the event's index in the snapshot's trace (as the command line's JSON numbers it).
        m_view->setEventText(tr("Event %1: %2").arg(*recorded).arg(eventText(index)));
    else
        m_view->setEventText(tr("Before the trace: %1").arg(eventText(index)));
    // The step's text is the state at its end: shown there, not on the way.
    const int step = m_player.step();
    if (step >= 0 && step < m_stepEnds.size()) {
        m_view->steps()->showStep(step, event < m_stepEnds[step]);
        m_view->setStep(SnapshotEventText::place(step, static_cast<int>(m_stepEnds.size()), m_document->replay, index,
                                                 recordedCount()),
                        event == m_stepEnds[step] ? m_stepTexts.value(step) : QString());
    } else {
        m_view->setStep(QString(), QString());
    }
}

bool SnapshotPresenter::isOutOfMemory(std::size_t index) const
{
    return std::any_of(m_document->outOfMemory.begin(), m_document->outOfMemory.end(),
                       [&](const gml::OutOfMemoryReport& report) { return report.traceIndex == index; });
}

QString SnapshotPresenter::eventText(std::size_t index) const
{
    const gml::SnapshotReplay& replay = m_document->replay;
    for (const gml::OutOfMemoryReport& report : m_document->outOfMemory)
        if (report.traceIndex == index)
            return OutOfMemoryReportText::plainText(report);
    return SnapshotReplayText::explain(replay, index);
}

void SnapshotPresenter::showReport()
{
    SnapshotReportText::Input input;
    input.snapshot = m_document->snapshot.get();
    input.replay = &m_document->replay;
    input.outOfMemory = &m_document->outOfMemory;
    input.pools = &m_document->pools;
    input.eventLink = [](std::size_t event) { return SnapshotReportView::eventLink(event); };
    m_view->report()->setReport(SnapshotReportText::html(input));
}

void SnapshotPresenter::showStreams()
{
    const gml::SnapshotReplay& replay = m_document->replay;
    QStringList names;
    QList<quint32> streams;
    QHash<gml::StreamId, QString> labels;
    for (std::size_t stream = 0; stream < replay.streamHandles.size(); ++stream) {
        const QString name = SnapshotReportText::streamName(replay.streamHandles[stream]);
        names.append(name);
        streams.append(static_cast<quint32>(stream));
        labels.insert(static_cast<gml::StreamId>(stream), name);
    }
    m_view->setStreams(names, streams);
    m_view->memoryMap()->setStreamLabels(labels);
    m_view->timeline()->setStreamLabels(labels);
    filterStream(-1);
}

void SnapshotPresenter::showPools()
{
    QList<MemoryMapPool> mapPools;
    QList<ActiveMemoryTimelineView::PoolRange> timelinePools;
    for (const gml::PrivatePool& pool : m_document->pools) {
        MemoryMapPool drawn{SnapshotReportText::poolLine(pool), {}};
        for (const gml::SnapshotSegment& segment : m_document->snapshot->segments)
            if (segment.device == m_document->device && segment.poolId[0] == pool.id[0] && segment.poolId[1] == pool.id[1])
                drawn.segmentAddresses.append(segment.address);
        mapPools.append(drawn);
        timelinePools.append({pool.lowestAddress, pool.highestEnd, SnapshotReportText::poolLine(pool)});
    }
    m_view->memoryMap()->setPools(mapPools);
    m_view->timeline()->setPrivatePools(timelinePools);
}

void SnapshotPresenter::filterStream(qint64 stream)
{
    const auto only = stream < 0 ? std::nullopt : std::optional<gml::StreamId>(static_cast<gml::StreamId>(stream));
    m_view->memoryMap()->setStreamFilter(only);
    m_view->timeline()->setStreamFilter(only);
}

void SnapshotPresenter::goToPeak()
{
    if (!m_active || !m_document || m_document->replay.startEventCount >= m_document->replay.trace.size())
        return;
    m_view->tabs()->setCurrentIndex(0);
    m_player.seek(static_cast<int>(m_document->allocatedPeak));
}

void SnapshotPresenter::goToNextOutOfMemory()
{
    if (!m_active || !m_document || m_document->outOfMemory.empty())
        return;
    // The next error after the cursor; from the last one, the first again.
    const auto cursor = static_cast<std::size_t>(std::max(m_player.cursor(), 0));
    std::size_t target = m_document->outOfMemory.front().traceIndex;
    for (const gml::OutOfMemoryReport& report : m_document->outOfMemory)
        if (report.traceIndex > cursor) {
            target = report.traceIndex;
            break;
        }
    m_view->tabs()->setCurrentIndex(0);
    m_player.seek(static_cast<int>(target));
}

bool SnapshotPresenter::runWhatIf(const QString& conf, std::uint64_t capacity, QString* error)
{
    if (!m_document)
        return false;
    auto config = gml::AllocatorConfig::parse(conf.toStdString());
    if (!config) {
        *error = AllocatorSettingText::problemWith(conf);
        return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto result = gml::SnapshotReplayer::replayWhatIf(*m_document->snapshot, m_document->device,
                                                      gml::WhatIfOptions{config.value(), capacity});
    QApplication::restoreOverrideCursor();
    if (!result) {
        *error = QString::fromStdString(result.error().message);
        return false;
    }
    m_document->whatIf = std::move(result.value());
    showComparison();
    return true;
}

void SnapshotPresenter::showComparison()
{
    const auto figures = [](const gml::ReplayFigures& f) {
        return QStringList{bytes(f.peakReservedBytes), bytes(f.peakAllocatedBytes), bytes(f.peakInactiveSplitBytes),
                           QString::number(f.fragmentationAtPeak, 'f', 3), QString::number(f.numOoms)};
    };
    const QStringList rows{tr("peak reserved"), tr("peak allocated (block sizes)"), tr("peak inactive split"),
                           tr("fragmentation at peak"), tr("out-of-memory errors")};
    m_view->setComparison(rows, figures(m_document->replay.figures),
                          m_document->whatIf ? figures(m_document->whatIf->figures) : QStringList());
}
