#include "app/snapshot/SnapshotLoadJob.h"

#include "run/LargestAllocations.h"

#include "app/content/snapshot/SnapshotLoadErrorText.h"
#include "run/MemoryCategoryReport.h"
#include "snapshot/SnapshotDumpState.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"

SnapshotLoadJob::SnapshotLoadJob(QString path, int device, std::shared_ptr<const gml::MemorySnapshot> snapshot,
                                 gml::TraceWindow window)
    : m_path(std::move(path)), m_device(device), m_snapshot(std::move(snapshot)), m_window(window)
{
}

void SnapshotLoadJob::run()
{
    auto document = std::make_shared<SnapshotDocument>();
    document->path = m_path;
    if (!m_snapshot) {
        gml::LoadControl control;
        control.cancel = &m_cancel;
        control.window = m_window;
        control.segmentsRead = [this](const std::vector<gml::SnapshotSegment>& segments) {
            // The device asked for, else the first with segments (the one with most events is not known yet).
            int device = m_device;
            if (device < 0)
                device = segments.empty() ? 0 : segments.front().device;
            emit dumpStateRead(std::make_shared<const gml::AllocatorState>(gml::SnapshotDumpState::of(segments, device)),
                               device);
        };
        control.progress = [this](std::uint64_t done, std::uint64_t total) {
            emit progress(0, total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total));
        };
        auto loaded = gml::loadMemorySnapshot(m_path.toStdString(), control);
        if (!loaded) {
            if (loaded.error().kind == gml::LoadErrorKind::Cancelled)
                emit cancelled();
            else
                emit failed(SnapshotLoadErrorText::describe(loaded.error()));
            return;
        }
        m_snapshot = std::make_shared<const gml::MemorySnapshot>(std::move(loaded.value()));
    }
    document->snapshot = m_snapshot;

    // The device asked for, else the one whose trace has the most events.
    const auto devices = m_snapshot->devices();
    int device = m_device;
    if (std::find(devices.begin(), devices.end(), device) == devices.end()) {
        device = devices.empty() ? 0 : devices.front();
        std::size_t most = 0;
        for (const int d : devices)
            if (static_cast<std::size_t>(d) < m_snapshot->deviceTraces.size() && m_snapshot->deviceTraces[d].size() > most) {
                most = m_snapshot->deviceTraces[d].size();
                device = d;
            }
    }
    document->device = device;

    gml::ReplayControl control;
    control.cancel = &m_cancel;
    control.progress = [this](std::uint64_t done, std::uint64_t total) {
        emit progress(1, total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total));
    };
    auto replay = gml::SnapshotReplayer::replayRecorded(*m_snapshot, device, control);
    if (!replay) {
        if (replay.error().kind == gml::LoadErrorKind::Cancelled)
            emit cancelled();
        else
            emit failed(SnapshotLoadErrorText::describe(replay.error()));
        return;
    }
    document->replay = std::move(replay.value());
    document->timeline = gml::ActiveMemoryTimeline::build(document->replay.trace, document->replay.startEventCount);
    // Linear in the trace like the replay, and done here for the same reason: a 100 MB file takes seconds.
    document->categories = gml::reportMemoryCategories(*m_snapshot, device);
    document->outOfMemory = gml::reportOutOfMemory(*m_snapshot, document->replay);
    document->pools = gml::privatePoolsOf(*m_snapshot, device);
    document->allocatedPeak = gml::allocatedPeakIndex(document->replay);
    emit finished(document);
}
