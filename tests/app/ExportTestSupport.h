#pragma once

// What the export tests share: the windows they export from (an allocator lesson, a real snapshot), a known
// allocator state, and small readers of what was written.
#include "app/content/common/Player.h"
#include "app/content/common/StartupOptions.h"
#include "app/export/ExportCatalog.h"
#include "app/export/ExportController.h"
#include "app/export/ExportStepper.h"
#include "app/window/MainWindow.h"
#include "KnownAllocatorState.h"
#include "QtTestApplication.h"
#include "QtTestPrinters.h"
#include "util/ByteFormat.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/checkpoint/ModelBudgetPanel.h"
#include "widgets/export/AnimationWriter.h"
#include "widgets/export/ExportAppearance.h"
#include "widgets/export/ExportDialog.h"
#include "widgets/export/ExportRenderer.h"
#include "widgets/export/WidgetExport.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QAction>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QVBoxLayout>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

using gml::BlockInfo;
using gml::BlockState;
using gml::MiB;
using gml::SegmentInfo;


namespace export_test {

inline StartupOptions lessonOptions(const QString& lesson)
{
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.lesson = lesson;
    return options;
}

inline const ExportableView* find(const std::vector<std::unique_ptr<ExportableView>>& views, const QString& id)
{
    for (const auto& view : views)
        if (view->exportId() == id)
            return view.get();
    return nullptr;
}

// The number of distinct colours in `image`, up to `limit`: a blank export has one.
inline int colourCount(const QImage& image, int limit = 50)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < limit; y += 3)
        for (int x = 0; x < image.width() && colours.size() < limit; x += 3)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

// The memory map test's three segments: a split small segment, a free large one, one with a pending free.
inline gml::AllocatorState knownState()
{
    return knownAllocatorState();
}

inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    BOOST_REQUIRE_MESSAGE(file.open(QIODevice::ReadOnly), "opens " << path);
    return file.readAll();
}

struct AllocatorWindow
{
    AllocatorWindow() : window(lessonOptions(QStringLiteral("caching-allocator")))
    {
        window.resize(1280, 800);
        window.show(); // exports come from a window on screen, laid out
        BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
        BOOST_REQUIRE(window.currentLessonId() == QStringLiteral("caching-allocator"));
        BOOST_REQUIRE(window.player().eventCount() > 3);
    }
    MainWindow window;
    QTemporaryDir dir;
};

// A real snapshot (5,214 events, 1,483 bands in its active memory timeline) open in a window, the player
// half way through it.
struct SnapshotWindow
{
    SnapshotWindow() : window(lessonOptions(QString()))
    {
        window.resize(1280, 800);
        window.show();
        BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
        window.openSnapshot(sharedPath(QStringLiteral("fixtures/pytorch-snapshots/ctx128-forward.pickle")));
        BOOST_REQUIRE(
            QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("snapshot"); }, 30000));
        timeline = window.findChild<SnapshotView*>()->timeline();
        BOOST_REQUIRE(timeline->timeline().bands.size() > 100);
        window.player().seek(window.player().eventCount() / 2);
    }
    const ExportableView* timelineExport(const std::vector<std::unique_ptr<ExportableView>>& views) const
    {
        const ExportableView* view = find(views, QStringLiteral("active-memory-timeline"));
        BOOST_REQUIRE(view);
        return view;
    }
    MainWindow window;
    ActiveMemoryTimelineView* timeline = nullptr;
    QTemporaryDir dir;
};

// Colour changes between vertically neighbouring pixels inside `area`, by where they fall: inside a 2x2 block
// (between rows 2k and 2k+1), which a 1x picture enlarged twice never has, or between two blocks.
struct Edges
{
    int inside = 0;
    int between = 0;
};

inline Edges verticalEdges(const QImage& image, const QRect& area)
{
    Edges edges;
    for (int y = area.top(); y < area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QRgb a = image.pixel(x, y);
            const QRgb b = image.pixel(x, y + 1);
            const int delta = std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                        std::abs(qBlue(a) - qBlue(b))});
            if (delta > 16)
                ++(y % 2 == 0 ? edges.inside : edges.between);
        }
    return edges;
}

} // namespace export_test
