#include "QtTestApplication.h"

#include "KnownAllocatorState.h"

#include "util/ByteFormat.h"
#include "widgets/allocator/BlockPalette.h"
#include "widgets/allocator/MemoryMapText.h"
#include "widgets/allocator/MemoryMapView.h"

#include <QAccessible>
#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QSvgGenerator>
#include <QTest>
#include <QTranslator>

using gml::BlockInfo;
using gml::BlockState;
using gml::MiB;
using gml::SegmentInfo;
using Kind = BlockPalette::Kind;

namespace {

constexpr std::uint64_t kBase = kKnownStateBase;

gml::AllocatorState knownState()
{
    return knownAllocatorState();
}

// True if the pixels around `point` show `kind`: its colour, or for a patterned kind its pattern's colour.
bool shows(const QImage& image, QPointF point, Kind kind)
{
    const QColor base = BlockPalette::color(kind);
    const QColor pattern = BlockPalette::brush(kind).color();
    int matching = 0;
    for (int dx = -2; dx <= 2; ++dx)
        for (int dy = -2; dy <= 2; ++dy) {
            const QColor pixel = image.pixelColor(point.toPoint() + QPoint(dx, dy));
            // Compared as 8-bit RGB: QColor's == also compares colour spec and 16-bit precision, and
            // darker() leaves the pattern colour in a form no pixel read back equals.
            matching += (pixel.rgb() == base.rgb() || pixel.rgb() == pattern.rgb()) ? 1 : 0;
        }
    return matching >= 20; // of 25: allow for a block boundary line
}

// How many pairs of columns 2k, 2k+1 differ somewhere: none in a 1x image doubled, many in one drawn at 2x
// (outlines a device pixel wide, antialiased text).
int unpairedColumns(const QImage& image)
{
    int unpaired = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x + 1 < image.width(); x += 2)
            unpaired += image.pixel(x, y) != image.pixel(x + 1, y) ? 1 : 0;
    return unpaired;
}

} // namespace

BOOST_AUTO_TEST_CASE(paints_each_block_in_its_state_colour_at_its_place)
{
    MemoryMapView view;
    view.resize(900, 300);
    view.setState(knownState(), false);
    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image);

    // Left to right in address order, lengths proportional to size.
    const auto& spans = view.layout().spans();
    BOOST_REQUIRE(spans.size() == 3u);
    BOOST_TEST(spans[0].start < spans[1].start);
    BOOST_TEST(spans[1].start < spans[2].start);
    BOOST_TEST(spans[1].length == spans[2].length);
    BOOST_TEST(spans[1].length == 10 * spans[0].length, boost::test_tools::tolerance(0.01));

    // The allocated block's first half (asked for) is solid blue; its second half is rounding waste.
    const QPointF allocated = view.blockCenter(0, 0);
    const double quarter = spans[0].length / 8;
    BOOST_TEST(shows(image, allocated - QPointF(quarter, 0), Kind::Allocated));
    BOOST_TEST(shows(image, allocated + QPointF(quarter, 0), Kind::RoundingWaste));
    BOOST_TEST(shows(image, view.blockCenter(0, 1), Kind::InactiveSplit));
    BOOST_TEST(shows(image, view.blockCenter(1, 0), Kind::FreeSegment));
    BOOST_TEST(shows(image, view.blockCenter(2, 0), Kind::PendingFree));
    BOOST_TEST(shows(image, view.blockCenter(2, 1), Kind::Allocated));
    // And not some other colour: the free segment is not drawn as a live tensor.
    BOOST_TEST(!shows(image, view.blockCenter(1, 0), Kind::Allocated));
}

BOOST_AUTO_TEST_CASE(clicking_a_block_selects_it_and_hit_testing_matches_the_painting)
{
    MemoryMapView view;
    view.resize(900, 300);
    view.show();
    view.setState(knownState(), false);
    QSignalSpy selected(&view, &MemoryMapView::blockSelected);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.blockCenter(2, 1).toPoint());
    BOOST_REQUIRE(selected.count() == 1);
    BOOST_TEST(selected.front().front().toULongLong() == kBase + 32 * MiB);
    BOOST_TEST(*view.selectedBlock() == kBase + 32 * MiB);
    // Clicking between rows clears the selection.
    QSignalSpy cleared(&view, &MemoryMapView::selectionCleared);
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(890, 295));
    BOOST_TEST(cleared.count() == 1);
    BOOST_TEST(!view.selectedBlock().has_value());
}

BOOST_AUTO_TEST_CASE(many_segments_make_thinner_bands_and_everything_stays_on_screen)
{
    gml::AllocatorState state;
    for (std::uint32_t i = 0; i < 3000; ++i) {
        SegmentInfo segment{i + 1, kBase + i * 20 * MiB, 20 * MiB, gml::PoolKind::Large, 0, false, {}};
        segment.blocks = {BlockInfo{segment.address, 20 * MiB, 20 * MiB, BlockState::Allocated}};
        state.segments.push_back(segment);
    }
    MemoryMapView view;
    view.resize(900, 400);
    view.setState(state, false);
    BOOST_TEST(view.layout().bandHeight() < 24.0);
    BOOST_TEST(view.layout().usedHeight() <= 400.0 - MemoryMapView::kLegendHeight);
}

BOOST_AUTO_TEST_CASE(an_expandable_segment_shows_its_mapped_part_and_a_short_unmapped_tail)
{
    gml::AllocatorState state;
    SegmentInfo segment{1, kBase, 90ULL * 1024 * MiB, gml::PoolKind::Large, 0, true, {}};
    segment.blocks = {BlockInfo{kBase, 40 * MiB, 40 * MiB, BlockState::Allocated},
                      BlockInfo{kBase + 40 * MiB, segment.size - 40 * MiB, 0, BlockState::Unmapped}};
    state.segments = {segment};
    MemoryMapView view;
    view.resize(900, 300);
    view.setState(state, false);
    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image);
    BOOST_TEST(view.layout().spans()[0].shownBytes == 60 * MiB); // 40 mapped + max(20 MiB, a quarter)
    BOOST_TEST(shows(image, view.blockCenter(0, 0), Kind::Allocated));
    // 85% along the segment's tape, wherever that row wraps to.
    const double tape = view.layout().spans()[0].start + view.layout().spans()[0].length * 0.85;
    const QPointF tail = view.mapOrigin() + view.layout().rects(tape, tape + 1).front().center();
    BOOST_TEST(shows(image, tail, Kind::Unmapped));
}

BOOST_AUTO_TEST_CASE(blocks_keep_their_colours_while_a_change_animates)
{
    MemoryMapView view;
    view.resize(900, 300);
    view.show();
    view.setState(knownState(), false);
    gml::AllocatorState changed = knownState();
    changed.segments[2].blocks[0].state = BlockState::Inactive; // the pending free completes
    view.setState(changed, true);
    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image); // at the start of the animation
    BOOST_TEST(shows(image, view.blockCenter(2, 1), Kind::Allocated));
    BOOST_TEST(shows(image, view.blockCenter(1, 0), Kind::FreeSegment));
}

BOOST_AUTO_TEST_CASE(the_legend_is_drawn_again_in_a_new_font)
{
    // The settled map is kept as a picture between repaints; a larger font (presentation mode scales the
    // views' fonts) must reach the legend, not leave the old picture in place.
    MemoryMapView view;
    view.resize(1600, 300);
    view.setState(knownState(), false);
    // Ink in the legend strip outside its fixed-size swatches: the labels' glyphs, which grow with the font.
    const auto legendInk = [&view] {
        QImage image(view.size(), QImage::Format_RGB32);
        view.render(&image);
        const QRgb background = view.palette().color(QPalette::Base).rgb();
        int ink = 0;
        for (int y = 0; y < view.legendHeight(); ++y)
            for (int x = 0; x < image.width(); ++x)
                ink += image.pixel(x, y) != background ? 1 : 0;
        return ink;
    };
    const int swatches = BlockPalette::kKindCount * 23 * 15;
    const int before = legendInk() - swatches;
    QFont larger = view.font();
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    view.setFont(larger);
    const int after = legendInk() - swatches;
    BOOST_TEST(after > before * 3 / 2, "label ink " << before << " pixels before, " << after << " after");
    // Too wide for a narrow map, the legend takes a second line and the map starts below it.
    view.resize(400, 300);
    BOOST_TEST(view.legendHeight() > MemoryMapView::kLegendHeight);
    BOOST_TEST(view.mapOrigin().y() > view.legendHeight());
}

BOOST_AUTO_TEST_CASE(the_arrow_keys_walk_the_blocks_and_a_screen_reader_hears_the_selection)
{
    MemoryMapView view;
    view.resize(900, 300);
    view.setState(knownState(), false);
    QSignalSpy selected(&view, &MemoryMapView::blockSelected);
    const auto addressAt = [&](int segment, int block) {
        return view.state().segments[segment].blocks[block].address;
    };

    QTest::keyClick(&view, Qt::Key_Right); // nothing selected: the first block
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(0, 0));
    QTest::keyClick(&view, Qt::Key_Right);
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(0, 1));
    QTest::keyClick(&view, Qt::Key_Right); // on into the next segment
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(1, 0));
    QTest::keyClick(&view, Qt::Key_Down);
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(2, 0));
    QTest::keyClick(&view, Qt::Key_Down); // the last segment stays
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(2, 0));
    QTest::keyClick(&view, Qt::Key_End);
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(2, 1));
    QTest::keyClick(&view, Qt::Key_Right); // the end stays
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(2, 1));
    QTest::keyClick(&view, Qt::Key_Left);
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(2, 0));
    QTest::keyClick(&view, Qt::Key_Left); // back across a segment: its last block
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(1, 0));
    QTest::keyClick(&view, Qt::Key_Up);
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(0, 0));
    QTest::keyClick(&view, Qt::Key_Home);
    BOOST_TEST(view.selectedBlock().value_or(0) == addressAt(0, 0));
    BOOST_TEST(selected.count() == 8); // every move that changed the selection, and only those

    // A screen reader asks for the description when it reads it: the state, then the selected block.
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(&view);
    BOOST_REQUIRE(accessible != nullptr);
    BOOST_TEST(accessible->text(QAccessible::Name).toStdString() == "Memory map");
    const QString described = accessible->text(QAccessible::Description);
    BOOST_TEST(described.startsWith(QStringLiteral("3 segments holding 5 blocks; 21 MiB cached")),
               described.toStdString());
    BOOST_TEST(described.contains(QStringLiteral("Selected: allocated")), described.toStdString());
    BOOST_TEST(described.contains(QStringLiteral("Requested: 512 KiB")), described.toStdString());

    QTest::keyClick(&view, Qt::Key_Escape);
    BOOST_TEST(!view.selectedBlock().has_value());
    BOOST_TEST(!accessible->text(QAccessible::Description).contains(QStringLiteral("Selected")));
}

BOOST_AUTO_TEST_CASE(an_enlarged_render_is_drawn_at_its_resolution_not_the_screen_picture_scaled_up)
{
    // A 2x export paints through a painter scaled by 2. Were the on-screen picture (1x pixels) drawn into it,
    // every pixel would be doubled: columns 2k and 2k+1 always equal. Drawn at 2x, outlines one device pixel
    // wide and the legend's antialiased text make them differ in many places.
    MemoryMapView view;
    view.resize(600, 200);
    view.setState(knownState(), false);
    QImage screen(view.size(), QImage::Format_ARGB32);
    view.render(&screen); // fills the on-screen picture cache

    QImage enlarged(view.size() * 2, QImage::Format_ARGB32);
    enlarged.fill(Qt::white);
    QPainter painter(&enlarged);
    painter.scale(2, 2);
    view.render(&painter);
    painter.end();

    const int unpaired = unpairedColumns(enlarged);
    BOOST_TEST(unpaired > 500, unpaired << " pixel pairs differ");
    // And it is the same map: the blocks keep their colours at their (doubled) places.
    BOOST_TEST(shows(enlarged, view.blockCenter(1, 0) * 2, Kind::FreeSegment));
    BOOST_TEST(shows(enlarged, view.blockCenter(2, 0) * 2, Kind::PendingFree));
}

BOOST_AUTO_TEST_CASE(a_new_state_written_straight_into_an_image_looks_as_the_kept_picture_draws_it)
{
    // A new state is written into the painted image's pixels (no picture kept); painted again unchanged, it
    // is drawn from the picture kept then. Both must leave the same pixels: blocks, hatching, outlines,
    // legend and the labels blended over the bands.
    MemoryMapView view;
    view.resize(900, 300);
    view.setState(knownState(), false);
    view.selectBlock(view.state().segments[2].blocks[1].address);
    QImage written(view.size(), QImage::Format_ARGB32_Premultiplied);
    written.fill(Qt::red);
    view.render(&written);
    QImage drawn(view.size(), QImage::Format_ARGB32_Premultiplied);
    drawn.fill(Qt::green);
    view.render(&drawn);
    BOOST_TEST((written == drawn));

    // At an offset in a larger image, only the widget's pixels are written.
    view.setState(knownState(), false);
    QImage larger(view.size() + QSize(30, 20), QImage::Format_RGB32);
    larger.fill(Qt::blue);
    view.render(&larger, QPoint(11, 7));
    BOOST_TEST(
        (larger.copy(QRect(QPoint(11, 7), view.size())) == drawn.convertToFormat(QImage::Format_RGB32)));
    BOOST_TEST(larger.pixel(10, 7) == QColor(Qt::blue).rgb());
    BOOST_TEST(larger.pixel(11 + view.width(), 6 + view.height()) == QColor(Qt::blue).rgb());
    BOOST_TEST(larger.pixel(11, 6) == QColor(Qt::blue).rgb());
}

BOOST_AUTO_TEST_CASE(a_high_dpi_screen_gets_the_same_pixels_from_the_kept_picture_as_from_drawing)
{
    // At a device pixel ratio of 2 the map is drawn as shapes. The first paint of a state draws it straight
    // onto the screen; painted again unchanged, it is kept as a picture at the screen's resolution and copied
    // from then on. Every one of these paints must leave the same pixels, at the screen's resolution (not the
    // 1x picture doubled), with the selection on top, and a new state must not show the old picture.
    const auto paintAt2x = [](MemoryMapView& view) {
        QImage image(view.size() * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(Qt::red);
        view.render(&image);
        return image;
    };
    MemoryMapView view;
    view.resize(900, 300);
    view.setState(knownState(), false);
    view.selectBlock(view.state().segments[2].blocks[1].address);
    const QImage drawn = paintAt2x(view);
    const QImage kept = paintAt2x(view);
    const QImage copied = paintAt2x(view);
    BOOST_TEST((kept == drawn));
    BOOST_TEST((copied == drawn));
    const int unpaired = unpairedColumns(copied);
    BOOST_TEST(unpaired > 500, unpaired << " pixel pairs differ");
    BOOST_TEST(shows(copied, view.blockCenter(1, 0) * 2, Kind::FreeSegment));

    gml::AllocatorState changed = knownState();
    changed.segments[1].blocks[0].state = BlockState::Allocated;
    view.setState(changed, false);
    const QImage redrawn = paintAt2x(view);
    BOOST_TEST((redrawn != copied));
    BOOST_TEST(shows(redrawn, view.blockCenter(1, 0) * 2, Kind::Allocated));
    BOOST_TEST((paintAt2x(view) == redrawn));
}

BOOST_AUTO_TEST_CASE(a_segment_wrapping_over_rows_is_labelled_on_every_row_it_crosses)
{
    // A small segment and two of 100 MiB on a narrow map: the big ones wrap. Each row piece of a segment
    // carries its label, the rows after its first marked as continued, in the kept picture (1x) and in
    // a render drawn as shapes (2x) alike.
    gml::AllocatorState state;
    std::uint64_t address = kBase;
    for (const std::uint64_t size : {4 * MiB, 100 * MiB, 100 * MiB}) {
        SegmentInfo segment{static_cast<std::uint32_t>(state.segments.size() + 1), address, size,
                            gml::PoolKind::Large, 0, false, {}};
        segment.blocks = {BlockInfo{address, size, size, BlockState::Allocated}};
        state.segments.push_back(segment);
        address += size;
    }
    MemoryMapView view;
    view.resize(520, 300);
    view.setState(state, false);
    BOOST_REQUIRE(view.layout().bandHeight() >= MemoryMapLayout::kLabelMinBand);

    const auto& span = view.layout().spans()[1];
    const auto pieces = view.layout().rects(span.start, span.start + span.length);
    BOOST_REQUIRE_MESSAGE(pieces.size() >= 2u, "segment #2 wraps: " << pieces.size() << " rows");
    std::size_t wide = 0;
    for (const QRectF& piece : pieces)
        wide += piece.width() > MemoryMapLayout::kLabelMinWidth ? 1 : 0;
    const auto rows = view.layout().labelRows(1);
    BOOST_TEST(rows.size() == wide);
    BOOST_REQUIRE(rows.size() >= 2u);
    BOOST_TEST(!rows.front().continued);
    for (std::size_t i = 1; i < rows.size(); ++i)
        BOOST_TEST(rows[i].continued);

    const QString first = MemoryMapText::segmentLabel(state.segments[1], false);
    const QString continued = MemoryMapText::segmentLabel(state.segments[1], true);
    BOOST_TEST(first.startsWith(QStringLiteral("#2 · ")));
    BOOST_TEST(continued == first + QStringLiteral(" (cont.)"));

    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image);
    QImage enlarged(view.size() * 2, QImage::Format_ARGB32);
    QPainter painter(&enlarged);
    painter.scale(2, 2);
    view.render(&painter);
    painter.end();
    for (int s = 0; s < 3; ++s)
        for (const auto& row : view.layout().labelRows(s)) {
            // Inside the label's dark box the segment's blue is covered; at the row's far end it shows.
            const QPointF box = view.mapOrigin() + row.rect.topLeft() + QPointF(6, 6);
            const QPointF clear = view.mapOrigin() + row.rect.bottomRight() - QPointF(6, 5);
            BOOST_TEST(!shows(image, box, Kind::Allocated), "segment " << s << " row at " << row.rect.top());
            BOOST_TEST(shows(image, clear, Kind::Allocated), "segment " << s << " row at " << row.rect.top());
            BOOST_TEST(!shows(enlarged, box * 2, Kind::Allocated), "2x: segment " << s);
        }
}

namespace {

// A language in which every memory map sentence is marked, so that a label left in the old one shows.
class MarkedLanguage : public QTranslator
{
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "MemoryMapView") != 0)
            return {};
        return QStringLiteral("«%1»").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

// After a language change the map's painted labels (segment names, "(cont.)") are in the new language at
// once: they were kept from the first language until a restart.
BOOST_AUTO_TEST_CASE(a_language_change_repaints_the_segment_labels)
{
    const auto draw = [](MemoryMapView& view) {
        view.resize(700, 300);
        view.setState(knownState());
        return view.grab().toImage();
    };
    MemoryMapView shown;
    const QImage english = draw(shown);
    MarkedLanguage marked;
    QCoreApplication::installTranslator(&marked); // sends LanguageChange to every widget
    QCoreApplication::processEvents();
    const QImage after = shown.grab().toImage();
    MemoryMapView fresh;
    const QImage expected = draw(fresh);
    QCoreApplication::removeTranslator(&marked);
    BOOST_TEST((expected != english), "the marked language draws other labels");
    BOOST_TEST((after == expected), "the map shown before the change draws what a new one does");
}

namespace {

// Five segments of 20 MiB, each one allocated block: #1 and #3 ordinary, #2 and #4 in one private pool, #5
// in another. Streams: #3 is on stream 7, the others on 0.
gml::AllocatorState pooledState()
{
    gml::AllocatorState state;
    for (std::uint32_t i = 0; i < 5; ++i) {
        const std::uint64_t address = kBase + i * 20 * MiB;
        SegmentInfo segment{i + 1, address, 20 * MiB, gml::PoolKind::Large, i == 2 ? 7u : 0u, false, {}};
        segment.blocks = {BlockInfo{address, 20 * MiB, 20 * MiB, BlockState::Allocated}};
        state.segments.push_back(segment);
    }
    return state;
}

QList<MemoryMapPool> twoPools()
{
    return {{QStringLiteral("CUDA graph pool (1, 0): 40 MiB reserved, 40 MiB allocated"),
             {kBase + 20 * MiB, kBase + 60 * MiB}},
            {QStringLiteral("CUDA graph pool (2, 0): 20 MiB reserved, 20 MiB allocated"), {kBase + 80 * MiB}}};
}

// The rectangles segment `s` is drawn in, in widget coordinates.
std::vector<QRectF> segmentRects(const MemoryMapView& view, int s)
{
    const auto& span = view.layout().spans()[static_cast<std::size_t>(s)];
    std::vector<QRectF> rects = view.layout().rects(span.start, span.start + span.length);
    for (QRectF& r : rects)
        r.translate(view.mapOrigin());
    return rects;
}

} // namespace

BOOST_AUTO_TEST_CASE(private_pools_are_framed_each_around_exactly_its_segments_after_the_ordinary_ones)
{
    MemoryMapView view;
    view.resize(600, 300); // the map's size in a 1280x800 window
    view.setState(pooledState(), false);
    const QImage plain = view.grab().toImage();
    view.setPools(twoPools());
    const auto& spans = view.layout().spans();
    // The ordinary segments first, then each pool's, each pool from a row of its own.
    BOOST_TEST(spans[0].start < spans[2].start);
    BOOST_TEST(spans[2].start < spans[1].start);
    BOOST_TEST(spans[1].start < spans[3].start);
    BOOST_TEST(spans[3].start < spans[4].start);
    const auto& frames = view.layout().groupFrames();
    BOOST_REQUIRE(frames.size() == 2u);
    const std::vector<std::vector<int>> members{{1, 3}, {4}};
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const QRectF frame = frames[f].frame.translated(view.mapOrigin());
        BOOST_TEST(frame.left() >= 0);
        BOOST_TEST(frame.right() <= view.width());
        BOOST_TEST(frame.bottom() <= view.height());
        for (int s = 0; s < 5; ++s) {
            const bool member = std::find(members[f].begin(), members[f].end(), s) != members[f].end();
            for (const QRectF& r : segmentRects(view, s)) {
                if (member)
                    BOOST_TEST(frame.contains(r), "pool " << f << " holds segment #" << s + 1);
                else
                    BOOST_TEST(!frame.intersects(r), "pool " << f << " is clear of segment #" << s + 1);
            }
        }
        // The caption lies inside the frame, above the pool's segments.
        const QRectF caption = frames[f].caption.translated(view.mapOrigin());
        BOOST_TEST(frame.contains(caption));
        BOOST_TEST(caption.bottom() <= segmentRects(view, members[f].front()).front().top());
    }
    // Drawn: the caption has ink, the blocks keep their colours, and hit-testing follows the new places.
    const QImage image = view.grab().toImage();
    BOOST_TEST((image != plain));
    BOOST_TEST(shows(image, view.blockCenter(3, 0), Kind::Allocated));
    QSignalSpy selected(&view, &MemoryMapView::blockSelected);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.blockCenter(3, 0).toPoint());
    BOOST_REQUIRE(selected.count() == 1);
    BOOST_TEST(selected.front().front().toULongLong() == kBase + 60 * MiB);

    // A vector export has the frames' captions.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view.size());
    QPainter painter(&generator);
    view.render(&painter);
    painter.end();
    const QString svg = QString::fromUtf8(buffer.data());
    BOOST_TEST(svg.contains(QStringLiteral("CUDA graph pool (2, 0)")));

    // Without pools (and the selection) the map is drawn as before.
    view.selectBlock(std::nullopt);
    view.setPools({});
    BOOST_TEST(view.layout().groupFrames().empty());
    BOOST_TEST((view.grab().toImage() == plain));
}

BOOST_AUTO_TEST_CASE(a_stream_filter_fades_the_other_streams_named_by_their_recorded_ids)
{
    MemoryMapView view;
    view.resize(900, 300);
    view.setState(pooledState(), false);
    view.setStreamFilter(7);
    const QImage image = view.grab().toImage();
    BOOST_TEST(shows(image, view.blockCenter(2, 0), Kind::Allocated)); // stream 7
    BOOST_TEST(!shows(image, view.blockCenter(0, 0), Kind::Allocated)); // stream 0, faded
    const QColor faded = image.pixelColor(view.blockCenter(0, 0).toPoint());
    BOOST_TEST(faded.value() > BlockPalette::color(Kind::Allocated).value());

    view.setStreamLabels({{7, QStringLiteral("0x7f00c0ffee00")}});
    view.selectBlock(kBase + 40 * MiB);
    const QString described = view.accessibleSummary();
    BOOST_TEST(described.contains(QStringLiteral("stream 0x7f00c0ffee00")), described.toStdString());
    BOOST_TEST(described.contains(QStringLiteral("Stream 0x7f00c0ffee00 is picked out")), described.toStdString());
    view.setStreamFilter(std::nullopt);
    BOOST_TEST(shows(view.grab().toImage(), view.blockCenter(0, 0), Kind::Allocated));
}

BOOST_AUTO_TEST_CASE(an_address_anywhere_inside_a_block_selects_that_block)
{
    MemoryMapView view;
    view.resize(900, 300);
    view.setState(knownState(), false);
    QSignalSpy selected(&view, &MemoryMapView::blockSelected);
    view.selectBlock(kBase + 32 * MiB + 12345); // inside the last block, 10 MiB from kBase + 32 MiB
    BOOST_TEST(view.selectedBlock().value_or(0) == kBase + 32 * MiB);
    BOOST_REQUIRE(selected.count() == 1);
    BOOST_TEST(selected.front().front().toULongLong() == kBase + 32 * MiB);
    view.selectBlock(kBase + 42 * MiB - 1); // its last byte: the same block, nothing new
    BOOST_TEST(selected.count() == 1);
    view.selectBlock(kBase + 22 * MiB); // a block's own start still selects it
    BOOST_TEST(view.selectedBlock().value_or(0) == kBase + 22 * MiB);
    BOOST_TEST(selected.count() == 2);
}
