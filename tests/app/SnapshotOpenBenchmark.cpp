// How soon a snapshot shows in the window after Open: opens FILE as File > Open snapshot… does, in a window
// of 1920 x 1080, and prints when the snapshot page's memory map was first drawn (the memory at dump time,
// read before the trace) and when the replayed snapshot was shown and drawn. Not a test (no assertion, real
// time): run it by hand; memory_viz's first drawn timeline on the same file is the figure to compare with.
//   bench_snapshot_open FILE
#include "app/window/MainWindow.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QTimer>
#include <cstdio>

namespace {

// Notes the time of the first paint of the memory map, once armed, that draws segments.
class FirstPaint : public QObject
{
public:
    FirstPaint(const QElapsedTimer& clock, const MemoryMapView& map) : m_clock(clock), m_map(map) {}
    void arm() { m_at = -1; m_armed = true; }
    qint64 at() const { return m_at; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (m_armed && m_at < 0 && event->type() == QEvent::Paint && !m_map.state().segments.empty())
            m_at = m_clock.elapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& m_clock;
    const MemoryMapView& m_map;
    qint64 m_at = -1;
    bool m_armed = false;
};

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_snapshot_open FILE\n");
        return 2;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    MainWindow window(options);
    window.resize(1920, 1080);
    window.show();
    QApplication::processEvents();
    auto* map = window.findChild<SnapshotView*>()->memoryMap();

    QElapsedTimer clock;
    FirstPaint firstPaint(clock, *map);
    map->installEventFilter(&firstPaint);
    const QString path = QString::fromLocal8Bit(argv[1]);
    qint64 shown = -1;
    qint64 firstDrawn = -1;
    QTimer watch;
    watch.setInterval(1);
    QObject::connect(&watch, &QTimer::timeout, [&] {
        if (firstDrawn < 0 && firstPaint.at() >= 0) {
            firstDrawn = firstPaint.at();
            std::printf("first drawn view (the memory at dump time: %zu segments) after %lld ms\n",
                        map->state().segments.size(), static_cast<long long>(firstDrawn));
            firstPaint.arm(); // next: the replayed snapshot's first paint
        }
        if (shown < 0 && window.currentLessonId() == QStringLiteral("snapshot")) {
            shown = clock.elapsed();
            firstPaint.arm();
        }
        if (shown >= 0 && firstPaint.at() >= 0) {
            std::printf("replayed snapshot shown after %lld ms, drawn after %lld ms\n", static_cast<long long>(shown),
                        static_cast<long long>(firstPaint.at()));
            QApplication::quit();
        }
    });
    clock.start();
    firstPaint.arm();
    window.openSnapshot(path);
    watch.start();
    QTimer::singleShot(600000, [] {
        std::fprintf(stderr, "bench_snapshot_open: nothing shown after 10 minutes\n");
        QApplication::exit(1);
    });
    return QApplication::exec();
}
