#include "widgets/kvcache/BlockTableLayout.h"

#include <algorithm>
#include <cmath>

namespace {

// A line of the desk's body text (13 px Noto Sans): the size the largest cells were chosen for.
constexpr double kDeskLineHeight = 18.0;
// The block tables' share of the width beside the pool, and the most they take where their rows wrap.
constexpr double kTablesShare = 0.46;
constexpr double kMostTablesShare = 0.64;

// Which sequences get a row: every one that holds blocks or waits to get them back. Finished sequences keep
// their number in the state but hold nothing; they would only push the live ones down.
bool shown(const gml::KvSequenceState& sequence)
{
    return sequence.live() || !sequence.blockTable.empty();
}

} // namespace

void BlockTableLayout::build(const gml::KvCacheState& state, QSizeF size, double lineHeight,
                             double labelWidth, std::size_t departed, const HeadingHeight& headingHeight)
{
    // The legend is the first thing to go where the view is too short for every row with it (presenting
    // beside the quiz on a 1024x768 projector): the view then asks only for the height without it.
    place(state, size, lineHeight, labelWidth, departed, headingHeight, true);
    const double withLegend = m_neededHeight;
    if (size.height() + 1 < withLegend) {
        place(state, size, lineHeight, labelWidth, departed, headingHeight, false);
        return;
    }
    const double legend = m_legend.height() + 8;
    m_neededHeight = withLegend - legend;
}

void BlockTableLayout::place(const gml::KvCacheState& state, QSizeF size, double lineHeight, double labelWidth,
                             std::size_t departed, const HeadingHeight& headingHeight, bool withLegend)
{
    const double m = kMargin;
    const double width = std::max(200.0, size.width());
    const double height = std::max(200.0, size.height());
    const auto needs = [&](Heading heading, double at) {
        return headingHeight ? std::max(lineHeight, headingHeight(heading, at)) : lineHeight;
    };
    m_legend = withLegend ? QRectF(m, m, width - 2 * m, needs(Heading::Legend, width - 2 * m) + 10) : QRectF(m, m, width - 2 * m, 0);

    // The free-queue strip at the bottom: a title, a row of cells, a line for head/tail and the markers.
    // Up to 44 px at a desk; with presentation's larger text, as tall as the block number needs (its digits
    // were cut at the top on a projector).
    const double stripCell = std::clamp(2.2 * lineHeight, 28.0, std::max(44.0, 1.8 * lineHeight));
    const double queueTitleHeight = needs(Heading::QueueTitle, width - 2 * m) + 6;
    const double stripHeight = queueTitleHeight + stripCell + lineHeight + 4;
    m_queueTitle = QRectF(m, height - m - stripHeight, width - 2 * m, queueTitleHeight);
    m_queue = QRectF(m, m_queueTitle.bottom(), width - 2 * m, stripCell + lineHeight + 4);

    const double top = withLegend ? m_legend.bottom() + 8 : m;
    const double bottom = m_queueTitle.top() - 10;
    const double paneGap = 24;

    // Block tables: a row per sequence, its logical blocks left to right, wrapping onto more lines where the
    // pane is narrow. Nothing is cut: neededHeight() says how tall the view must be for every row to show at
    // the smallest legible cells, and the view asks for that much (its page scrolls when the window is short).
    m_rows.clear();
    std::size_t longest = 4;
    for (const auto& sequence : state.sequences)
        if (shown(sequence)) {
            m_rows.push_back({sequence.id, {}, 1});
            longest = std::max(longest, sequence.blockTable.size());
        }
    m_labelWidth = labelWidth;
    // A cell holds a physical block number (up to 4 digits, bold), over "L12" or "copy of 12" when tall
    // enough; a row is at least as tall as its label's two lines (the owner over the request or status).
    const double minCellWidth = std::max(26.0, 2.0 * lineHeight);
    // The largest cells grow with the text (presentation, a 4K page), or a large picture is mostly empty.
    const double textScale = std::max(1.0, lineHeight / kDeskLineHeight);
    // A shared block's reference-count badge sits over its number, not on it: such cells need both heights.
    bool shared = false;
    for (const Row& row : m_rows)
        for (const gml::KvBlockId block : state.sequences[row.sequence].blockTable)
            shared = shared || state.blocks[block].refCount > 1;
    const double minCellHeight = shared ? std::max(34.0, 2.0 * lineHeight + 10) : std::max(24.0, 1.2 * lineHeight + 6);
    const double labelHeight = 2.0 * lineHeight + 2;
    const auto rowHeight = [&](const Row& row, double cell) {
        return std::max(static_cast<double>(row.lines) * (cell + kGap) - kGap, labelHeight);
    };
    const auto tablesHeight = [&](double cell) {
        double total = 0;
        for (const Row& row : m_rows)
            total += rowHeight(row, cell) + kRowGap;
        return total;
    };
    // The split of the width between the tables and the pool, and what follows from it: each row's lines.
    struct Split
    {
        double share, tablesWidth, titleHeight, cellWidth;
        std::uint32_t perLine;
        double needed;
    };
    const auto split = [&](double share) {
        Split at{};
        at.share = share;
        at.tablesWidth = std::floor((width - 2 * m - paneGap) * share);
        const double physicalWidth = width - m - (m + at.tablesWidth + paneGap);
        // Both panes' titles share a row, as tall as the taller needs.
        at.titleHeight = std::max(needs(Heading::TablesTitle, at.tablesWidth), needs(Heading::PhysicalTitle, physicalWidth)) + 6;
        const double cellsWidth = std::max(20.0, at.tablesWidth - m_labelWidth - kGap);
        at.cellWidth = std::clamp(std::floor(cellsWidth / static_cast<double>(longest)) - kGap, minCellWidth, 80.0 * textScale);
        at.perLine = static_cast<std::uint32_t>(std::max(1.0, std::floor((cellsWidth + kGap) / (at.cellWidth + kGap))));
        for (Row& row : m_rows) {
            const std::size_t entries = state.sequences[row.sequence].blockTable.size();
            row.lines = std::max<std::size_t>(1, (entries + at.perLine - 1) / at.perLine);
        }
        at.needed = (height - bottom + top) + at.titleHeight + std::max(tablesHeight(minCellHeight), minCellHeight);
        return at;
    };
    // The tables take 46% of the width; where their rows wrap so that the view needs more height (five
    // sequences beside a twelve-block pool, presenting beside the quiz), they take more, up to 64%, the
    // pool's tiles growing smaller instead: the least height the view asks for is the narration's room.
    // Chosen from the content and the width alone, never from the height the view was given (which
    // follows what it asks for).
    Split chosen = split(kTablesShare);
    for (double share = kTablesShare + 0.06; share <= kMostTablesShare + 1e-9; share += 0.06) {
        const Split wider = split(share);
        if (wider.needed < chosen.needed - 1)
            chosen = wider;
    }
    split(chosen.share); // the rows' lines for the split chosen
    const double tablesWidth = chosen.tablesWidth;
    const double physicalLeft = m + tablesWidth + paneGap;
    const double physicalWidth = width - m - physicalLeft;
    const double titleHeight = chosen.titleHeight;
    m_tablesTitle = QRectF(m, top, tablesWidth, titleHeight);
    m_tables = QRectF(m, top + titleHeight, tablesWidth, std::max(20.0, bottom - top - titleHeight));
    m_physicalTitle = QRectF(physicalLeft, top, physicalWidth, titleHeight);
    m_physical = QRectF(physicalLeft, top + titleHeight, physicalWidth, m_tables.height());
    m_cellWidth = chosen.cellWidth;
    m_perLine = chosen.perLine;

    // The tallest cells (within reason) with which every row fits.
    m_cellHeight = std::max(minCellHeight, 2.6 * lineHeight + 22);
    while (m_cellHeight > minCellHeight && tablesHeight(m_cellHeight) > m_tables.height())
        m_cellHeight = std::max(minCellHeight, m_cellHeight - 2);
    const double neededTables = tablesHeight(minCellHeight);
    m_neededHeight = height - m_tables.height() + std::max(neededTables, minCellHeight);
    double y = m_tables.top();
    m_visibleRows = 0;
    for (Row& row : m_rows) {
        const double tall = rowHeight(row, m_cellHeight);
        row.label = QRectF(m_tables.left(), y, m_labelWidth, tall);
        y += tall + kRowGap;
        if (y - kRowGap <= m_tables.bottom() + 1)
            ++m_visibleRows;
    }

    // Physical blocks: the column count that gives the largest square cells; capped so that a pool of 8 does
    // not become 8 giant tiles, floored so that a big pool stays legible (what does not fit is cut).
    m_blockCount = state.numBlocks();
    const double paneWidth = m_physical.width();
    const double paneHeight = m_physical.height();
    double best = -1;
    int bestColumns = 1;
    const int maxColumns =
        static_cast<int>(std::min<gml::KvBlockId>(std::max<gml::KvBlockId>(m_blockCount, 1), 512));
    for (int columns = 1; columns <= maxColumns; ++columns) {
        const double rowsNeeded = std::ceil(static_cast<double>(m_blockCount) / columns);
        const double side =
            std::min((paneWidth + kGap) / columns, (paneHeight + kGap) / std::max(rowsNeeded, 1.0)) - kGap;
        if (side > best + 0.01) {
            best = side;
            bestColumns = columns;
        }
    }
    constexpr double kMinSide = 14.0;
    m_physicalSide = std::clamp(std::floor(best), kMinSide, 104.0 * textScale);
    // A pool too big for the pane at the smallest legible size fills the pane's width and is cut below.
    const int fitting = std::max(1, static_cast<int>((paneWidth + kGap) / (m_physicalSide + kGap)));
    m_columns = best < kMinSide ? fitting : std::min(bestColumns, fitting);
    const auto visibleRowsOfBlocks =
        static_cast<gml::KvBlockId>(std::max(1.0, std::floor((paneHeight + kGap) / (m_physicalSide + kGap))));
    m_visiblePhysical =
        std::min<gml::KvBlockId>(m_blockCount, visibleRowsOfBlocks * static_cast<gml::KvBlockId>(m_columns));

    // Strip: departed cells, a gap, then the queue; cells narrow down to 16 px, then the tail is cut.
    m_departed = departed;
    m_stripCells = departed + state.freeCount;
    m_stripGap = departed > 0 ? 24 : 0;
    m_stripCellHeight = stripCell;
    const double available = m_queue.width() - m_stripGap;
    m_stripCell =
        std::clamp(std::floor(available / static_cast<double>(std::max<std::size_t>(m_stripCells, 1))) - 2,
                   16.0, stripCell);
    m_visibleStrip =
        std::min(m_stripCells, static_cast<std::size_t>(std::floor(available / (m_stripCell + 2))));
}

int BlockTableLayout::rowOf(gml::KvSequenceId sequence) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].sequence == sequence)
            return static_cast<int>(r);
    return -1;
}

QRectF BlockTableLayout::logicalCell(std::size_t row, std::uint32_t logical) const
{
    const std::uint32_t line = logical / m_perLine;
    const std::uint32_t column = logical % m_perLine;
    return QRectF(m_tables.left() + m_labelWidth + kGap + column * (m_cellWidth + kGap),
                  m_rows[row].label.top() + line * (m_cellHeight + kGap), m_cellWidth, m_cellHeight);
}

QRectF BlockTableLayout::physicalCell(gml::KvBlockId block) const
{
    const auto columns = static_cast<gml::KvBlockId>(m_columns);
    return QRectF(m_physical.left() + (block % columns) * (m_physicalSide + kGap),
                  m_physical.top() + (block / columns) * (m_physicalSide + kGap), m_physicalSide,
                  m_physicalSide);
}

std::pair<gml::KvBlockId, gml::KvBlockId> BlockTableLayout::physicalRange(const QRectF& clip) const
{
    const double pitch = m_physicalSide + kGap;
    const double firstRow = std::max(0.0, std::floor((clip.top() - m_physical.top()) / pitch));
    const double lastRow = std::max(0.0, std::floor((clip.bottom() - m_physical.top()) / pitch) + 1);
    const auto columns = static_cast<gml::KvBlockId>(m_columns);
    const auto first =
        std::min<gml::KvBlockId>(static_cast<gml::KvBlockId>(firstRow) * columns, m_visiblePhysical);
    const auto last =
        std::min<gml::KvBlockId>(static_cast<gml::KvBlockId>(lastRow) * columns, m_visiblePhysical);
    return {first, last};
}

QRectF BlockTableLayout::stripCell(std::size_t position) const
{
    const double gap = position >= m_departed ? m_stripGap : 0;
    return QRectF(m_queue.left() + gap + static_cast<double>(position) * (m_stripCell + 2), m_queue.top(),
                  m_stripCell, m_stripCellHeight);
}

std::optional<BlockTableLayout::Hit> BlockTableLayout::hitTest(const gml::KvCacheState& state,
                                                               QPointF point) const
{
    if (m_tables.contains(point)) {
        for (std::size_t r = 0; r < m_visibleRows; ++r) {
            const auto& sequence = state.sequences[m_rows[r].sequence];
            const double x = point.x() - (m_tables.left() + m_labelWidth + kGap);
            const double y = point.y() - m_rows[r].label.top();
            if (x < 0 || y < 0)
                continue;
            const auto column = static_cast<std::uint32_t>(x / (m_cellWidth + kGap));
            const auto line = static_cast<std::uint32_t>(y / (m_cellHeight + kGap));
            const std::uint32_t logical = line * m_perLine + column;
            if (column < m_perLine && logical < sequence.blockTable.size() && logicalCell(r, logical).contains(point))
                return Hit{Part::Logical, sequence.id, logical, sequence.blockTable[logical], 0};
        }
        return std::nullopt;
    }
    if (m_physical.contains(point)) {
        const double pitch = m_physicalSide + kGap;
        const auto column = static_cast<gml::KvBlockId>((point.x() - m_physical.left()) / pitch);
        const auto row = static_cast<gml::KvBlockId>((point.y() - m_physical.top()) / pitch);
        if (column >= static_cast<gml::KvBlockId>(m_columns))
            return std::nullopt;
        const gml::KvBlockId block = row * static_cast<gml::KvBlockId>(m_columns) + column;
        if (block < m_visiblePhysical && physicalCell(block).contains(point))
            return Hit{Part::Physical, gml::kNoKvSequence, 0, block, 0};
        return std::nullopt;
    }
    if (m_queue.contains(point)) {
        for (std::size_t position = 0; position < m_visibleStrip; ++position)
            if (stripCell(position).contains(point))
                return Hit{position < m_departed ? Part::Departed : Part::Queue, gml::kNoKvSequence, 0,
                           gml::kNoKvBlock, position};
    }
    return std::nullopt;
}
