#include "widgets/snapshot/ActiveMemoryTimelineView.h"

#include "QtTestApplication.h"
#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "trace/ActiveMemoryTimeline.h"
#include "util/ByteFormat.h"
#include "widgets/snapshot/ActiveMemoryTimelineBands.h"
#include "widgets/snapshot/ActiveMemoryTimelineMarks.h"

#include <QAccessible>
#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QSvgGenerator>
#include <QTest>
#include <QWheelEvent>
#include <memory>

using gml::MiB;

namespace {

// A trace of some 12,000 events: 64 MiB held throughout, 1 MiB tensors made and freed, and in the middle a
// 147 MiB spike that lives five events: half as long as one of the whole trace's 1200 columns.
struct SpikeTrace
{
    std::shared_ptr<gml::AllocatorTrace> trace;
    std::size_t spikeEvent = 0; // the spike's alloc
    std::uint64_t spikeAddress = 0;

    SpikeTrace()
    {
        gml::SimulatedDevice device("Test GPU", 16 * gml::GiB);
        gml::CachingAllocator allocator(device);
        (void)allocator.allocate(64 * MiB);
        for (int i = 0; i < 4000; ++i) {
            if (i == 2000) {
                spikeAddress = allocator.allocate(147 * MiB).value();
                const auto small = allocator.allocate(MiB).value();
                BOOST_REQUIRE(allocator.free(small).ok());
                BOOST_REQUIRE(allocator.free(spikeAddress).ok());
            }
            const auto address = allocator.allocate(MiB).value();
            BOOST_REQUIRE(allocator.free(address).ok());
        }
        trace = std::make_shared<gml::AllocatorTrace>(allocator.trace());
        for (std::size_t i = 0; i < trace->size(); ++i)
            if ((*trace)[i].kind == gml::EventKind::Alloc && (*trace)[i].address == spikeAddress &&
                (*trace)[i].size >= 147 * MiB)
                spikeEvent = i;
    }
};

void wheel(QWidget& widget, QPointF at, int notches, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWheelEvent event(at, widget.mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, modifiers,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(&widget, &event);
}

void mouse(QWidget& widget, QEvent::Type type, QPointF at, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, at, widget.mapToGlobal(at),
                      type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, Qt::NoModifier);
    QApplication::sendEvent(&widget, &event);
}

// The SVG an export of `widget` writes.
QString svgOf(QWidget& widget)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(widget.size());
    generator.setViewBox(QRect(QPoint(), widget.size()));
    QPainter painter(&generator);
    widget.render(&painter);
    painter.end();
    return QString::fromUtf8(buffer.data());
}

// Pixels of `colour` (within a small tolerance) in row `y` of `image`.
int pixelsOfColour(const QImage& image, int y, const QColor& colour)
{
    int count = 0;
    for (int x = 0; x < image.width(); ++x) {
        const QColor pixel = image.pixelColor(x, y);
        count += std::abs(pixel.red() - colour.red()) + std::abs(pixel.green() - colour.green()) +
                             std::abs(pixel.blue() - colour.blue()) <=
                         6
                     ? 1
                     : 0;
    }
    return count;
}

// A small trace by hand: four allocations on two streams, one event a column.
gml::AllocatorTrace twoStreamTrace()
{
    gml::SimulatedDevice device("Test GPU", 16 * gml::GiB);
    gml::CachingAllocator allocator(device);
    const auto a = allocator.allocate(40 * MiB, 0).value();
    const auto b = allocator.allocate(30 * MiB, 1).value();
    (void)allocator.allocate(50 * MiB, 1);
    BOOST_REQUIRE(allocator.free(a).ok());
    (void)allocator.allocate(20 * MiB, 0);
    BOOST_REQUIRE(allocator.free(b).ok());
    return allocator.trace();
}

// The event (fractional) at `x` of the plot, as the visible range spreads the events over it.
double eventUnder(const ActiveMemoryTimelineView& view, double x)
{
    const auto [first, end] = view.visibleRange();
    const QRectF plot = view.plotRect();
    return static_cast<double>(first) + (x - plot.left()) / plot.width() * static_cast<double>(end - first);
}

const gml::ActiveMemoryTimeline::Band* bandOfSize(const gml::ActiveMemoryTimeline& timeline,
                                                  std::uint64_t size)
{
    for (const auto& band : timeline.bands)
        if (band.size == size)
            return &band;
    return nullptr;
}

} // namespace

BOOST_AUTO_TEST_CASE(zooming_on_a_brief_spike_samples_the_events_in_view_again)
{
    const SpikeTrace spike;
    ActiveMemoryTimelineView view;
    view.resize(800, 300);
    view.setTimeline(gml::ActiveMemoryTimeline::build(*spike.trace));
    view.setTrace(spike.trace);
    const auto& whole = view.timeline();
    BOOST_REQUIRE(whole.columnEvents.size() == 1200u);
    BOOST_TEST(whole.sampledEnd() == spike.trace->size());
    // Whole, at most one column samples the spike.
    BOOST_TEST(whole.sampledEnd() / whole.columnEvents.size() >= 10u);
    for (const auto& band : whole.bands)
        if (band.allocEvent == spike.spikeEvent)
            BOOST_TEST(band.offsets.size() <= 1u);

    QSignalSpy moved(&view, &ActiveMemoryTimelineView::visibleRangeChanged);
    QSignalSpy sampled(&view, &ActiveMemoryTimelineView::visibleRangeSampled);
    const QPointF over = view.pointAt(spike.spikeEvent, 0);
    const double anchor = eventUnder(view, over.x());
    for (int i = 0; i < 30; ++i)
        wheel(view, over, 1);
    BOOST_TEST(moved.count() >= 10);
    const auto [first, end] = view.visibleRange();
    BOOST_TEST_MESSAGE("zoomed to events " << first << " to " << end);
    BOOST_TEST(end - first < 40u);
    BOOST_TEST(first <= spike.spikeEvent);
    BOOST_TEST(end > spike.spikeEvent + 3);

    BOOST_REQUIRE(sampled.wait(5000));
    const auto& close = view.shownTimeline();
    BOOST_TEST(close.firstEvent == first);
    BOOST_TEST(close.sampledEnd() == end);
    BOOST_TEST(close.columnEvents.size() == end - first); // one event a column
    const auto found = std::find_if(close.bands.begin(), close.bands.end(),
                                    [&](const auto& b) { return b.allocEvent == spike.spikeEvent; });
    BOOST_REQUIRE(found != close.bands.end());
    const gml::ActiveMemoryTimeline::Band* band = &*found;
    BOOST_TEST(band->size >= 147 * MiB);
    BOOST_TEST(band->offsets.size() >= 4u);
    // The event under the pointer stayed under it (to the whole event the range is rounded to).
    BOOST_TEST(std::abs(eventUnder(view, over.x()) - anchor) <= 1.5, eventUnder(view, over.x())
                                                                         << " for " << anchor);
    // On screen it is many pixels wide, in its own colour.
    const QImage image = view.grab().toImage();
    const QPointF middle = view.pointAt(spike.spikeEvent, band->offsets.front() + band->size / 2);
    const int wide = pixelsOfColour(image, static_cast<int>(middle.y()),
                                    ActiveMemoryTimelineBands::colorOf(spike.spikeAddress));
    BOOST_TEST(wide > 30, wide << " pixels of the spike's colour");

    // Zoomed in, the accessible description says which events are in view.
    BOOST_TEST(view.accessibleDescription().contains(QStringLiteral("Showing event ")),
               view.accessibleDescription().toStdString());
    // Turned back, the wheel shows all again; turned further, it leaves the event to the page.
    for (int i = 0; i < 40; ++i)
        wheel(view, over, -1);
    BOOST_TEST(view.visibleRange().first == whole.firstEvent);
    BOOST_TEST(view.visibleRange().second == whole.sampledEnd());
    QWheelEvent further(over, view.mapToGlobal(over), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                        Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &further);
    BOOST_TEST(!further.isAccepted());
}

BOOST_AUTO_TEST_CASE(the_keys_zoom_pan_and_show_all_and_still_move_the_cursor)
{
    const SpikeTrace spike;
    ActiveMemoryTimelineView view;
    view.resize(800, 300);
    view.setTimeline(gml::ActiveMemoryTimeline::build(*spike.trace));
    const std::size_t all = view.visibleRange().second - view.visibleRange().first;
    view.setCursor(spike.spikeEvent);

    QTest::keyClick(&view, Qt::Key_Plus);
    const auto zoomed = view.visibleRange();
    BOOST_TEST(zoomed.second - zoomed.first < all * 2 / 3);
    BOOST_TEST(zoomed.first <= spike.spikeEvent); // around the cursor
    BOOST_TEST(zoomed.second > spike.spikeEvent);
    QTest::keyClick(&view, Qt::Key_Equal);
    const auto closer = view.visibleRange();
    BOOST_TEST(closer.second - closer.first < zoomed.second - zoomed.first);
    // Zoomed in, the plot gives room to the overview strip below it.
    BOOST_TEST(view.plotRect().bottom() < view.height() - 40);

    QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier);
    const auto panned = view.visibleRange();
    BOOST_TEST(panned.first > closer.first);
    BOOST_TEST(panned.second - panned.first <= closer.second - closer.first + 1); // whole events either side
    QTest::keyClick(&view, Qt::Key_Left, Qt::ShiftModifier);
    BOOST_TEST(view.visibleRange().first < panned.first);

    QTest::keyClick(&view, Qt::Key_Minus);
    BOOST_TEST(view.visibleRange().second - view.visibleRange().first > closer.second - closer.first);
    QTest::keyClick(&view, Qt::Key_0);
    BOOST_TEST(view.visibleRange().second - view.visibleRange().first == all);

    // The cursor keys still ask for the cursor.
    QSignalSpy seek(&view, &ActiveMemoryTimelineView::seekRequested);
    QTest::keyClick(&view, Qt::Key_Right);
    BOOST_REQUIRE(seek.count() == 1);
    BOOST_TEST(seek.front().front().toULongLong() == spike.spikeEvent + 1);

    // A cursor moved out of view by someone else brings the view with it.
    view.setVisibleRange(100, 300);
    view.setCursor(2000);
    BOOST_TEST(view.visibleRange().first <= 2000u);
    BOOST_TEST(view.visibleRange().second > 2000u);
    BOOST_TEST(view.visibleRange().second - view.visibleRange().first == 200u);
}

BOOST_AUTO_TEST_CASE(a_drag_pans_a_zoomed_view_and_a_click_still_asks_for_the_cursor)
{
    const SpikeTrace spike;
    ActiveMemoryTimelineView view;
    view.resize(800, 300);
    view.setTimeline(gml::ActiveMemoryTimeline::build(*spike.trace));
    view.setVisibleRange(1000, 1400);
    QSignalSpy seek(&view, &ActiveMemoryTimelineView::seekRequested);
    const QRectF plot = view.plotRect();
    const QPointF from(plot.center().x(), plot.bottom() - 5);
    mouse(view, QEvent::MouseButtonPress, from, Qt::LeftButton);
    mouse(view, QEvent::MouseMove, from + QPointF(20, 0), Qt::LeftButton);
    mouse(view, QEvent::MouseMove, from + QPointF(plot.width() / 4, 0), Qt::LeftButton);
    mouse(view, QEvent::MouseButtonRelease, from + QPointF(plot.width() / 4, 0), Qt::NoButton);
    // Dragged right by a quarter of the plot: a quarter of the 400 events in view earlier, and no seek.
    const auto near = [](std::size_t value, double expected, double tolerance) {
        return std::abs(static_cast<double>(value) - expected) <= tolerance;
    };
    BOOST_TEST(near(view.visibleRange().first, 900, 1), view.visibleRange().first);
    BOOST_TEST(near(view.visibleRange().second, 1300, 1), view.visibleRange().second);
    BOOST_TEST(seek.count() == 0);

    const auto panned = view.visibleRange();
    QTest::mouseClick(&view, Qt::LeftButton, {}, from.toPoint());
    BOOST_REQUIRE(seek.count() == 1);
    // The event under the pointer, as the whole trace's columns (ten events each) sample it.
    BOOST_TEST(near(seek.front().front().toULongLong(), 1100, 12), seek.front().front().toULongLong());
    BOOST_TEST((view.visibleRange() == panned)); // a click does not pan

    // A click in the overview strip centres the view there.
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      QPoint(static_cast<int>(plot.left() + plot.width() * 0.75), view.height() - 10));
    const auto centred = view.visibleRange();
    const double middle = (static_cast<double>(centred.first) + static_cast<double>(centred.second)) / 2;
    BOOST_TEST(std::abs(middle - 0.75 * static_cast<double>(spike.trace->size())) < 20.0);
}

BOOST_AUTO_TEST_CASE(clicking_a_band_names_its_allocation_and_the_selected_band_is_outlined)
{
    const gml::AllocatorTrace trace = twoStreamTrace();
    ActiveMemoryTimelineView view;
    view.resize(600, 300);
    view.setTimeline(gml::ActiveMemoryTimeline::build(trace));
    const gml::ActiveMemoryTimeline::Band* band = bandOfSize(view.timeline(), 50 * MiB);
    BOOST_REQUIRE(band != nullptr);
    const std::size_t event = band->allocEvent + 1;
    const std::size_t column = view.timeline().columnOf(event);
    const QPointF inside = view.pointAt(event, band->offsets[column - band->firstColumn] + band->size / 2);

    QSignalSpy clicked(&view, &ActiveMemoryTimelineView::allocationClicked);
    QSignalSpy seek(&view, &ActiveMemoryTimelineView::seekRequested);
    QTest::mouseClick(&view, Qt::LeftButton, {}, inside.toPoint());
    BOOST_REQUIRE(clicked.count() == 1);
    BOOST_TEST(clicked.front().at(0).toULongLong() == band->allocEvent);
    BOOST_TEST(clicked.front().at(1).toULongLong() == band->address);
    BOOST_TEST(seek.count() == 1);
    // Above the stack, nothing is clicked but the cursor is still asked for.
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      QPoint(static_cast<int>(inside.x()), static_cast<int>(view.plotRect().top() + 3)));
    BOOST_TEST(clicked.count() == 1);
    BOOST_TEST(seek.count() == 2);

    // The selected band's top edge is drawn in the highlight colour.
    const QPointF top = view.pointAt(event, band->offsets[column - band->firstColumn] + band->size);
    const QColor highlight = view.palette().color(QPalette::Highlight);
    const auto highlighted = [&](const QImage& image) {
        int count = 0;
        for (int dy = -2; dy <= 2; ++dy)
            count += pixelsOfColour(image, static_cast<int>(top.y()) + dy, highlight);
        return count;
    };
    const int before = highlighted(view.grab().toImage());
    view.setSelectedAllocation(band->allocEvent);
    BOOST_TEST(view.selectedAllocation().value_or(0) == band->allocEvent);
    const int after = highlighted(view.grab().toImage());
    BOOST_TEST(after > before + 20, before << " highlighted pixels before, " << after << " after");
}

BOOST_AUTO_TEST_CASE(out_of_memory_and_peak_marks_and_the_reserved_line)
{
    const gml::AllocatorTrace trace = twoStreamTrace();
    ActiveMemoryTimelineView view;
    view.resize(600, 300);
    const auto timeline = gml::ActiveMemoryTimeline::build(trace);
    // Reserved as the allocator counts it: every segment's size while it is held (none is freed here).
    std::uint64_t segments = 0;
    for (std::size_t i = 0; i < trace.size(); ++i)
        segments += trace[i].kind == gml::EventKind::SegmentAlloc ? trace[i].size : 0;
    BOOST_REQUIRE(timeline.reservedBytes.size() == timeline.columnEvents.size());
    BOOST_TEST(timeline.reservedBytes.back() == segments);
    BOOST_TEST(timeline.maxReservedBytes == segments);
    view.setTimeline(timeline);
    const std::size_t oom = timeline.columnEvents[timeline.columnEvents.size() / 2];
    view.setOutOfMemoryEvents({oom});
    view.setPeakEvent(timeline.columnEvents.back());
    const QImage image = view.grab().toImage();

    // The mark is red at the event's place, over the plot's height.
    const QPointF mark = view.pointAt(oom, 0);
    const QColor red = ActiveMemoryTimelineMarks::outOfMemoryColor();
    for (const double fraction : {0.4, 0.8}) {
        const int y = static_cast<int>(view.plotRect().top() + view.plotRect().height() * fraction);
        const QColor pixel = image.pixelColor(static_cast<int>(mark.x()), y);
        BOOST_TEST(pixel.rgb() == red.rgb(), "at y " << y << ": " << pixel.name().toStdString());
        BOOST_TEST(pixel.red() > 2 * pixel.blue());
    }
    // The reserved line lies at the reserved bytes' height (a quarter of the way along, away from the
    // marks' labels), and the scale reaches its highest.
    const std::size_t quarter = timeline.columnEvents.size() / 4;
    const QPointF reserved = view.pointAt(timeline.columnEvents[quarter], timeline.reservedBytes[quarter]);
    BOOST_TEST(view.pointAt(0, timeline.maxReservedBytes).y() >= view.plotRect().top());
    int dark = 0;
    for (int dy = -2; dy <= 2; ++dy)
        dark += image.pixelColor(reserved.toPoint() + QPoint(0, dy)).value() < 100 ? 1 : 0;
    BOOST_TEST(dark >= 1);

    // An SVG export has the marks, their words and the legend.
    const QString svg = svgOf(view);
    BOOST_TEST(svg.contains(QStringLiteral(">OOM<")));
    BOOST_TEST(svg.contains(QStringLiteral(">peak<")));
    BOOST_TEST(svg.contains(QStringLiteral(">reserved<")));
    BOOST_TEST(svg.contains(red.name(), Qt::CaseInsensitive));
}

BOOST_AUTO_TEST_CASE(a_stream_filter_fades_the_other_streams_and_pools_are_hatched_and_named)
{
    const gml::AllocatorTrace trace = twoStreamTrace();
    ActiveMemoryTimelineView view;
    view.resize(600, 300);
    view.setTimeline(gml::ActiveMemoryTimeline::build(trace));
    const auto& timeline = view.timeline();
    const auto* onStream0 = bandOfSize(timeline, 40 * MiB);
    const auto* onStream1 = bandOfSize(timeline, 30 * MiB);
    BOOST_REQUIRE(onStream0 != nullptr);
    BOOST_REQUIRE(onStream1 != nullptr);
    BOOST_TEST(onStream0->stream == 0u);
    BOOST_TEST(onStream1->stream == 1u);
    const std::size_t event = onStream1->allocEvent + 1;
    const std::size_t column = timeline.columnOf(event);
    const auto middleOf = [&](const gml::ActiveMemoryTimeline::Band& band) {
        return view.pointAt(event, band.offsets[column - band.firstColumn] + band.size / 2).toPoint();
    };

    view.setStreamFilter(1);
    QImage image = view.grab().toImage();
    BOOST_TEST(image.pixelColor(middleOf(*onStream1)).rgb() ==
               ActiveMemoryTimelineBands::colorOf(onStream1->address).rgb());
    const QColor faded = image.pixelColor(middleOf(*onStream0));
    const QColor own = ActiveMemoryTimelineBands::colorOf(onStream0->address);
    BOOST_TEST(faded.rgb() != own.rgb());
    BOOST_TEST(faded.value() > own.value()); // towards the light background

    // A pool around the 30 MiB allocation: its band is hatched (two colours where it was one), and the
    // legend names the pool.
    view.setStreamFilter(std::nullopt);
    const QString label = QStringLiteral("CUDA graph pool (1, 0): 30 MiB reserved, 30 MiB allocated");
    view.setPrivatePools({{onStream1->address, onStream1->address + 30 * MiB, label}});
    view.setStreamLabels({{1, QStringLiteral("0x7f00beef")}});
    image = view.grab().toImage();
    const QPoint middle = middleOf(*onStream1);
    int own30 = 0, other = 0;
    for (int dx = -6; dx < 6; ++dx)
        for (int dy = -3; dy < 3; ++dy)
            (image.pixelColor(middle + QPoint(dx, dy)).rgb() ==
                     ActiveMemoryTimelineBands::colorOf(onStream1->address).rgb()
                 ? own30
                 : other)++;
    BOOST_TEST(own30 > 20);
    BOOST_TEST(other > 20);
    BOOST_TEST(svgOf(view).contains(label));
}

BOOST_AUTO_TEST_CASE(named_ranges_are_bands_along_the_top_stacked_in_at_most_three_rows)
{
    const gml::AllocatorTrace trace = twoStreamTrace();
    ActiveMemoryTimelineView view;
    view.resize(600, 300);
    view.setTimeline(gml::ActiveMemoryTimeline::build(trace));
    const double plainTop = view.plotRect().top();
    view.setAnnotationRanges({{0, 3, QStringLiteral("forward")}});
    const double oneRow = view.plotRect().top() - plainTop;
    BOOST_TEST(oneRow > 10);
    // Five ranges over the same events would take five rows; three are kept.
    QList<ActiveMemoryTimelineView::AnnotationRange> ranges;
    for (int i = 0; i < 5; ++i)
        ranges.append({0, 3, QStringLiteral("range %1").arg(i)});
    view.setAnnotationRanges(ranges);
    BOOST_TEST(view.plotRect().top() - plainTop == 3 * oneRow);
    view.setAnnotationRanges({{0, 3, QStringLiteral("forward")}, {5, 6, QStringLiteral("backward")}});
    BOOST_TEST(view.plotRect().top() - plainTop == oneRow); // apart, they share a row
    const QString svg = svgOf(view);
    BOOST_TEST(svg.contains(QStringLiteral(">forward<")));
}
