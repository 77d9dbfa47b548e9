#include "widgets/kvcache/BlockTableView.h"

#include "kvcache/KvWalkthrough.h"
#include "QtTestApplication.h"
#include "widgets/kvcache/KvBlockPalette.h"

#include <QFontMetricsF>
#include <QImage>
#include <QMouseEvent>
#include <QSignalSpy>

// The block-table view painting known states of the paper's figures: the right colours, badges and marks at
// the right places, hit-testing that matches the painting, and the changes a step forward marks.

namespace {

gml::KvWalkthrough walkthrough(const char* id)
{
    return gml::buildKvWalkthrough(id).value();
}

gml::KvCacheState sceneState(const gml::KvWalkthrough& w, const char* scene)
{
    const auto* step = w.scene(scene);
    BOOST_REQUIRE_MESSAGE(step, scene << " exists");
    return w.trace.stateAt(step->eventCount);
}

QImage paint(BlockTableView& view)
{
    QImage image(view.size(), QImage::Format_ARGB32);
    view.render(&image);
    return image;
}

// The share of the 7x7 pixels around `point` that are exactly `color`.
double share(const QImage& image, QPointF point, const QColor& color)
{
    int matching = 0;
    for (int dx = -3; dx <= 3; ++dx)
        for (int dy = -3; dy <= 3; ++dy)
            matching += image.pixelColor(point.toPoint() + QPoint(dx, dy)).rgb() == color.rgb() ? 1 : 0;
    return matching / 49.0;
}

// A point inside a cell clear of its number (centre), badge (top right) and fill bar (bottom).
QPointF body(const QRectF& cell)
{
    return {cell.left() + cell.width() * 0.15, cell.top() + cell.height() * 0.55};
}

} // namespace

BOOST_AUTO_TEST_CASE(paints_fig8s_blocks_with_owner_colours_badges_and_free_grey_at_their_places)
{
    const auto fig8 = walkthrough("fig8");
    const auto state = sceneState(fig8, "fig8-write-in-place"); // S0 reads [7, 3], S1 reads [7, 1]
    BlockTableView view;
    view.resize(1100, 560);
    view.setState(state, false);
    const QImage image = paint(view);

    // Physical 7 (the shared prompt) and 3 (S0's copy) were last filled by S0; physical 1 by S1 (hatched,
    // so fewer pixels carry the plain colour); the rest are free.
    BOOST_TEST(state.blocks[7].owner == 0u);
    BOOST_TEST(state.blocks[1].owner == 1u);
    BOOST_TEST(share(image, body(view.physicalCellRect(7)), KvBlockPalette::ownerColor(0)) > 0.9);
    BOOST_TEST(share(image, body(view.physicalCellRect(3)), KvBlockPalette::ownerColor(0)) > 0.9);
    BOOST_TEST(share(image, body(view.physicalCellRect(1)), KvBlockPalette::ownerColor(1)) > 0.4);
    BOOST_TEST(share(image, body(view.physicalCellRect(1)), KvBlockPalette::ownerColor(0)) == 0.0);
    for (const gml::KvBlockId free : {0u, 2u, 4u, 5u, 6u})
        BOOST_TEST(share(image, body(view.physicalCellRect(free)), KvBlockPalette::freeColor()) > 0.9, free);

    // The reference-count badge sits in the top-right corner of shared blocks only.
    const auto badgeAt = [&](gml::KvBlockId block) {
        const QRectF cell = view.physicalCellRect(block);
        int dark = 0;
        for (int x = static_cast<int>(cell.right()) - 24; x < static_cast<int>(cell.right()) - 4; ++x)
            for (int y = static_cast<int>(cell.top()) + 4; y < static_cast<int>(cell.top()) + 12; ++y)
                dark += image.pixelColor(x, y).rgb() == KvBlockPalette::badgeColor().rgb() ? 1 : 0;
        return dark;
    };
    BOOST_TEST(state.blocks[7].refCount == 2u);
    BOOST_TEST(badgeAt(7) > 20);
    BOOST_TEST(badgeAt(3) == 0);
    BOOST_TEST(badgeAt(1) == 0);

    // Both rows' first logical block sits left of their second, in the owner's colour.
    const QRectF a1first = view.logicalCellRect(0, 0);
    const QRectF a1second = view.logicalCellRect(0, 1);
    const QRectF a2second = view.logicalCellRect(1, 1);
    BOOST_TEST(a1first.right() < a1second.left());
    BOOST_TEST(a1second.top() < a2second.top());
    BOOST_TEST(a1second.right() < view.physicalCellRect(0).left(), "tables left of the pool");
    BOOST_TEST(share(image, body(a1second), KvBlockPalette::ownerColor(0)) > 0.9);
}

BOOST_AUTO_TEST_CASE(hit_testing_maps_a_table_entry_to_its_physical_block_and_hovering_lights_both)
{
    const auto fig6 = walkthrough("fig6");
    BlockTableView view;
    view.resize(1000, 520);
    view.show();
    view.setState(fig6.trace.stateAt(fig6.trace.size()), false);
    // Fig. 6's block table: logical 0, 1, 2 -> physical 7, 1, 3.
    BOOST_TEST(*view.blockAt(view.logicalCellRect(0, 0).center()) == 7u);
    BOOST_TEST(*view.blockAt(view.logicalCellRect(0, 1).center()) == 1u);
    BOOST_TEST(*view.blockAt(view.logicalCellRect(0, 2).center()) == 3u);
    BOOST_TEST(*view.blockAt(view.physicalCellRect(3).center()) == 3u);
    BOOST_TEST(!view.blockAt(QPointF(2, 2)).has_value(), "the margin is no block");
    BOOST_TEST(view.logicalCellRect(0, 3).isNull(), "the table has three entries");

    QSignalSpy hovered(&view, &BlockTableView::blockHovered);
    QMouseEvent move(QEvent::MouseMove, view.logicalCellRect(0, 1).center(),
                     view.mapToGlobal(view.logicalCellRect(0, 1).center()), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &move);
    BOOST_TEST(hovered.count() == 1);
    BOOST_TEST(*view.highlightedBlock() == 1u);
    // The highlighted physical block gets the highlight frame just outside its cell.
    const QImage image = paint(view);
    const QRectF cell = view.physicalCellRect(1);
    bool framed = false;
    for (int y = static_cast<int>(cell.top()) - 3; y <= static_cast<int>(cell.top()); ++y)
        framed = framed || image.pixelColor(static_cast<int>(cell.center().x()), y).rgb() ==
                               view.palette().color(QPalette::Highlight).rgb();
    BOOST_TEST(framed);

    const QString tip = view.tooltipAt(view.logicalCellRect(0, 0).center());
    BOOST_TEST(tip.contains(QStringLiteral("physical block 7")));
    BOOST_TEST(tip.contains(QStringLiteral("4 of 4 slots")));
    BOOST_TEST(view.tooltipAt(view.physicalCellRect(3).center()).contains(QStringLiteral("1 of 4 slots")));
}

BOOST_AUTO_TEST_CASE(a_step_forward_marks_the_copy_on_write_and_a_jump_marks_nothing)
{
    const auto fig8 = walkthrough("fig8");
    BlockTableView view;
    view.resize(1000, 520);
    view.setState(sceneState(fig8, "fig8-fork"), false);
    view.setState(sceneState(fig8, "fig8-copy-on-write"), true);
    BOOST_REQUIRE(view.copies().size() == 1u);
    const auto copy = view.copies().front();
    BOOST_TEST(copy.sequence == 0u);
    BOOST_TEST(copy.logical == 1u);
    BOOST_TEST(copy.from == 1u);
    BOOST_TEST(copy.to == 3u);
    const QImage image = paint(view);
    // Physical 1 was last filled by S0 but now only S1 uses it: it wears S1's colour.
    BOOST_TEST(view.state().blocks[1].owner == 0u);
    BOOST_TEST(share(image, body(view.physicalCellRect(1)), KvBlockPalette::ownerColor(1)) > 0.4);
    BOOST_TEST(share(image, body(view.physicalCellRect(1)), KvBlockPalette::ownerColor(0)) == 0.0);
    // The arrow from 1 to 3 is drawn in the copy colour somewhere between the two cells.
    int arrow = 0;
    const QRectF span = view.physicalCellRect(1).united(view.physicalCellRect(3)).adjusted(0, -70, 0, 0);
    for (int x = static_cast<int>(span.left()); x < static_cast<int>(span.right()); ++x)
        for (int y = std::max(0, static_cast<int>(span.top())); y < static_cast<int>(span.bottom()); ++y)
            arrow += image.pixelColor(x, y).rgb() == KvBlockPalette::copyColor().rgb() ? 1 : 0;
    BOOST_TEST(arrow > 30);

    view.setState(sceneState(fig8, "fig8-fork"), false);
    BOOST_TEST(view.copies().empty());
}

BOOST_AUTO_TEST_CASE(the_free_queue_strip_shows_the_queue_and_what_just_left_it)
{
    const auto prefix = walkthrough("prefix-caching");
    BlockTableView view;
    view.resize(1100, 560);
    view.setState(sceneState(prefix, "prefix-time-6"), false);
    BOOST_TEST(view.queueOrder().size() == 10u);
    BOOST_TEST(view.departed().empty());
    view.setState(sceneState(prefix, "prefix-time-7"), true);
    // Blocks 0, 1 and 2 were hits; 3 lost its hash to eviction; 7, 8, 9 and 4 were plain takes.
    const auto how = [&](gml::KvBlockId block) {
        for (const auto& departed : view.departed())
            if (departed.block == block)
                return static_cast<int>(departed.how);
        return -1;
    };
    BOOST_TEST(how(0) == static_cast<int>(BlockTableView::Departure::Hit));
    BOOST_TEST(how(2) == static_cast<int>(BlockTableView::Departure::Hit));
    BOOST_TEST(how(3) == static_cast<int>(BlockTableView::Departure::Evicted));
    BOOST_TEST(how(7) == static_cast<int>(BlockTableView::Departure::Taken));
    BOOST_TEST(view.queueOrder().size() == 2u);
    BOOST_TEST(*view.blockAt(view.queueCellRect(0).center()) == view.queueOrder().front());
    BOOST_TEST(view.tooltipAt(view.layout().stripCell(0).center()).contains(QStringLiteral("free queue")));

    // A block still cached carries the dark folded corner.
    const QImage image = paint(view);
    gml::KvBlockId cached = gml::kNoKvBlock;
    for (gml::KvBlockId b = 0; b < view.state().numBlocks(); ++b)
        if (view.state().blocks[b].cached)
            cached = b;
    BOOST_REQUIRE(cached != gml::kNoKvBlock);
    const QRectF cell = view.physicalCellRect(cached);
    BOOST_TEST(image.pixelColor((cell.topLeft() + QPointF(3, 3)).toPoint()).rgb() ==
               KvBlockPalette::cachedMarkColor().rgb());
}

BOOST_AUTO_TEST_CASE(a_big_pool_paints_only_what_fits)
{
    gml::KvCacheState state;
    state.blockSize = 16;
    state.blocks.resize(200'000);
    BlockTableView view;
    view.resize(1000, 520);
    view.setState(state, false);
    BOOST_TEST(view.layout().visiblePhysical() < 200'000u);
    BOOST_TEST(view.layout().visiblePhysical() > 100u);
    BOOST_TEST(view.physicalCellRect(199'999).isNull());
    // What keeps a big pool fast to paint is that only the cells that fit are laid out (above); how fast it
    // is belongs to a benchmark, not to a test that fails under load or under sanitizers.
    const QImage image = paint(view);
    BOOST_TEST(!image.isNull());
}

BOOST_AUTO_TEST_CASE(a_preempted_row_says_where_its_kv_went)
{
    // The busy server with a 4-block swap space: request 4 swapped out to host blocks 0 and 1, then
    // request 3 dropped for recompute, the swap space being too full for it.
    const auto w = walkthrough("preemption-swap");
    BlockTableView view;
    view.resize(1200, 700);
    view.setState(sceneState(w, "preempt-2"), false);
    const auto& sequences = view.state().sequences;
    BOOST_REQUIRE(sequences.size() == 5u);
    BOOST_TEST(view.preemptedNote(sequences[4]) == QStringLiteral("KV copied to blocks 0, 1 of the host's swap space"));
    BOOST_TEST(view.preemptedNote(sequences[3]).startsWith(QStringLiteral("KV dropped: ")));
    BOOST_TEST(view.preemptedNote(sequences[3]).contains(QString::number(sequences[3].offloaded.size())));
    BOOST_TEST(view.preemptedNote(sequences[0]).isEmpty());
    BOOST_TEST(!paint(view).isNull());
}

// With presentation's large text the free queue's cells grow with it: their block numbers were cut at the
// top on a projector (cells were capped at 44 px whatever the text).
BOOST_AUTO_TEST_CASE(the_free_queue_cells_are_tall_enough_for_their_numbers_at_any_text_size)
{
    const auto fig6 = walkthrough("fig6");
    for (const double points : {9.0, 16.0, 24.0}) {
        BlockTableView view;
        QFont font = view.font();
        font.setPointSizeF(points);
        view.setFont(font);
        view.resize(1800, 900);
        view.setState(fig6.stateAtStep(0), false); // the empty pool: every block in the queue
        BOOST_REQUIRE(!view.queueOrder().empty());
        const QRectF cell = view.queueCellRect(0);
        QFont number = font;
        number.setBold(true);
        // The number, with the fill bar under it, inside the cell.
        BOOST_TEST(cell.height() >= QFontMetricsF(number).height() * 1.3, points << " pt: " << cell.height());
    }
}

// A table longer than its pane wraps onto more lines instead of ending in "+2", every row shows once the
// view is as tall as it asks, and no badge covers a number (beam search shares blocks three ways).
BOOST_AUTO_TEST_CASE(long_tables_wrap_and_every_entry_shows_its_number_uncovered)
{
    const auto w = walkthrough("fig9");
    for (const int width : {360, 520, 1100}) {
        for (int step = 0; step < static_cast<int>(w.steps.size()); ++step) {
            BlockTableView view;
            view.resize(width, 260);
            view.setState(w.stateAtStep(step), false);
            view.resize(width, view.minimumSizeHint().height()); // what its page gives it: it scrolls
            view.setState(w.stateAtStep(step), false);          // laid out again (a hidden view gets no resize)
            const auto& layout = view.layout();
            BOOST_TEST(layout.visibleRows() == layout.rows().size(), width << " px, step " << step << ": " << layout.visibleRows() << " of " << layout.rows().size() << " rows at " << view.height() << " px, needs " << layout.neededHeight() << ", tables " << layout.tablesRect().top() << "-" << layout.tablesRect().bottom());
            const QRectF room(QPointF(0, 0), QSizeF(view.size()));
            for (const auto& row : layout.rows()) {
                const auto& sequence = view.state().sequences[row.sequence];
                for (std::uint32_t i = 0; i < sequence.blockTable.size(); ++i) {
                    const QRectF cell = view.logicalCellRect(sequence.id, i);
                    BOOST_TEST_REQUIRE(!cell.isNull(), width << " px, step " << step << ": L" << i << " drawn");
                    BOOST_TEST(room.contains(cell), width << " px, step " << step << ": L" << i << " inside");
                    const auto places = view.logicalLook(sequence.id, i).places(cell, view.font());
                    BOOST_TEST(!places.title.isNull(), width << " px, step " << step << ": L" << i << " numbered");
                    BOOST_TEST(!places.title.intersects(places.badge), width << " px, step " << step << ": L" << i << " cell " << cell.width() << "x" << cell.height() << " title " << places.title.top() << "+" << places.title.height() << " badge bottom " << places.badge.bottom());
                }
            }
            BOOST_TEST(!paint(view).isNull());
        }
    }
}
