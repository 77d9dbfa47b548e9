// How fast the snapshot page's views are on a large snapshot.
//
//   build/tests/bench/gml-bench-snapshot-views FILE [FRAMES]
//
// FILE: a large PyTorch snapshot, e.g. the >= 1,000,000-event file gpu/bench/snapshot/run-bench.sh writes to
// /tmp. Loads and replays it as the application does, builds the active memory timeline, then measures, at
// random cursor positions: seeking (trace.stateAt), painting the memory map at 1920x700 and painting the
// active memory timeline at 1920x360 (aim: each under 16 ms a frame). Prints medians and maxima.
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

namespace {

struct Figures
{
    std::vector<double> ms;
    void add(const QElapsedTimer& clock) { ms.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6); }
    void print(const char* what)
    {
        std::sort(ms.begin(), ms.end());
        std::printf("%-32s median %7.2f ms   max %7.2f ms   (%zu samples)\n", what, ms[ms.size() / 2], ms.back(), ms.size());
    }
};

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: gml-bench-snapshot-views FILE [FRAMES]\n");
        return 2;
    }
    const int frames = argc > 2 ? std::atoi(argv[2]) : 40;
    QElapsedTimer total;
    total.start();
    auto snapshot = gml::loadMemorySnapshot(argv[1]);
    if (!snapshot) {
        std::fprintf(stderr, "%s\n", snapshot.error().message.c_str());
        return 2;
    }
    const auto devices = snapshot.value().devices();
    auto replay = gml::SnapshotReplayer::replayRecorded(snapshot.value(), devices.empty() ? 0 : devices.front());
    if (!replay) {
        std::fprintf(stderr, "%s\n", replay.error().message.c_str());
        return 2;
    }
    const auto& trace = replay.value().trace;
    QElapsedTimer clock;
    clock.start();
    auto timeline = gml::ActiveMemoryTimeline::build(trace, replay.value().startEventCount);
    std::printf("load + replay %.2f s; active memory timeline built in %.0f ms (%zu events, %zu bands)\n",
                static_cast<double>(total.nsecsElapsed()) / 1e9 - static_cast<double>(clock.nsecsElapsed()) / 1e9,
                static_cast<double>(clock.nsecsElapsed()) / 1e6, trace.size(), timeline.bands.size());

    MemoryMapView map;
    map.resize(1920, 700);
    map.setScaleBytes(replay.value().figures.peakReservedBytes);
    ActiveMemoryTimelineView timelineView;
    timelineView.resize(1920, 360);
    timelineView.setTimeline(std::move(timeline));
    QImage mapImage(map.size(), QImage::Format_ARGB32_Premultiplied);
    QImage timelineImage(timelineView.size(), QImage::Format_ARGB32_Premultiplied);

    std::mt19937_64 random(1);
    Figures seek, mapPaint, timelinePaint;
    for (int i = 0; i < frames; ++i) {
        const std::size_t event = random() % trace.size();
        clock.restart();
        const gml::AllocatorState state = trace.stateAt(event + 1);
        seek.add(clock);
        map.setState(state, false);
        clock.restart();
        map.render(&mapImage);
        mapPaint.add(clock);
        timelineView.setCursor(event);
        clock.restart();
        timelineView.render(&timelineImage);
        timelinePaint.add(clock);
    }
    seek.print("seek (stateAt)");
    mapPaint.print("memory map frame (aim < 16 ms)");
    timelinePaint.print("timeline frame (aim < 16 ms)");
    return 0;
}
