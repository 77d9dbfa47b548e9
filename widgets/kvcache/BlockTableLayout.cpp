#include "widgets/kvcache/BlockTableLayout.h"

#include <algorithm>
#include <cmath>

namespace {

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
    const double m = kMargin;
    const double width = std::max(200.0, size.width());
    const double height = std::max(200.0, size.height());
    const auto needs = [&](Heading heading, double at) {
        return headingHeight ? std::max(lineHeight, headingHeight(heading, at)) : lineHeight;
    };
    m_legend = QRectF(m, m, width - 2 * m, needs(Heading::Legend, width - 2 * m) + 10);

    // The free-queue strip at the bottom: a title, a row of cells, a line for head/tail and the markers.
    // Up to 44 px at a desk; with presentation's larger text, as tall as the block number needs (its digits
    // were cut at the top on a projector).
    const double stripCell = std::clamp(2.2 * lineHeight, 28.0, std::max(44.0, 1.8 * lineHeight));
    const double queueTitleHeight = needs(Heading::QueueTitle, width - 2 * m) + 6;
    const double stripHeight = queueTitleHeight + stripCell + lineHeight + 4;
    m_queueTitle = QRectF(m, height - m - stripHeight, width - 2 * m, queueTitleHeight);
    m_queue = QRectF(m, m_queueTitle.bottom(), width - 2 * m, stripCell + lineHeight + 4);

    const double top = m_legend.bottom() + 8;
    const double bottom = m_queueTitle.top() - 10;
    const double paneGap = 24;
    const double tablesWidth = std::floor((width - 2 * m - paneGap) * 0.46);
    const double physicalLeft = m + tablesWidth + paneGap;
    const double physicalWidth = width - m - physicalLeft;
    // Both panes' titles share a row, as tall as the taller needs.
    const double titleHeight =
        std::max(needs(Heading::TablesTitle, tablesWidth), needs(Heading::PhysicalTitle, physicalWidth)) + 6;
    m_tablesTitle = QRectF(m, top, tablesWidth, titleHeight);
    m_tables = QRectF(m, top + titleHeight, tablesWidth, std::max(20.0, bottom - top - titleHeight));
    m_physicalTitle = QRectF(physicalLeft, top, physicalWidth, titleHeight);
    m_physical = QRectF(physicalLeft, top + titleHeight, physicalWidth, m_tables.height());

    // Block tables: rows as tall as fit (within reason), cells as wide as the longest table allows.
    m_rows.clear();
    std::size_t longest = 4;
    for (const auto& sequence : state.sequences)
        if (shown(sequence)) {
            m_rows.push_back({sequence.id, {}});
            longest = std::max(longest, sequence.blockTable.size());
        }
    m_labelWidth = labelWidth;
    const double cellsWidth = std::max(20.0, m_tables.width() - m_labelWidth - kGap);
    m_cellWidth = std::clamp(std::floor(cellsWidth / static_cast<double>(longest)) - kGap, 16.0, 80.0);
    const double rows = static_cast<double>(std::max<std::size_t>(m_rows.size(), 1));
    m_rowPitch = std::clamp(std::floor(m_tables.height() / rows), lineHeight + 8, 2.6 * lineHeight + 30);
    m_cellHeight = m_rowPitch - 8;
    m_visibleLogical =
        static_cast<std::uint32_t>(std::max(0.0, std::floor(cellsWidth / (m_cellWidth + kGap))));
    m_visibleRows =
        std::min(m_rows.size(), static_cast<std::size_t>(std::floor(m_tables.height() / m_rowPitch)));
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        m_rows[r].label = QRectF(m_tables.left(), m_tables.top() + static_cast<double>(r) * m_rowPitch,
                                 m_labelWidth, m_cellHeight);

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
    m_physicalSide = std::clamp(std::floor(best), kMinSide, 104.0);
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
    return QRectF(m_tables.left() + m_labelWidth + kGap + logical * (m_cellWidth + kGap),
                  m_tables.top() + static_cast<double>(row) * m_rowPitch, m_cellWidth, m_cellHeight);
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
            if (x < 0)
                continue;
            const auto logical = static_cast<std::uint32_t>(x / (m_cellWidth + kGap));
            if (logical < sequence.blockTable.size() && logical < m_visibleLogical &&
                logicalCell(r, logical).contains(point))
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
