#pragma once

#include "kvcache/KvCacheState.h"

#include <QRectF>
#include <QSizeF>
#include <functional>
#include <optional>
#include <vector>

// Where each part of the block-table view goes, in widget coordinates: a legend along the top; the logical
// block tables on the left (a row per sequence, its logical blocks left to right); the physical blocks as a
// grid on the right; the prefix cache's free queue in a strip along the bottom. Shared by painting and
// hit-testing so that what is hovered is exactly what was drawn. Positions follow by arithmetic from an
// index, so painting and hit-testing cost no more than the cells on screen.
class BlockTableLayout
{
public:
    static constexpr double kMargin = 8.0;
    static constexpr double kGap = 4.0;

    enum class Part
    {
        Logical,
        Physical,
        Queue,
        Departed
    };
    struct Hit
    {
        Part part = Part::Physical;
        gml::KvSequenceId sequence = gml::kNoKvSequence; // Logical only
        std::uint32_t logical = 0;                       // Logical only
        gml::KvBlockId physical = gml::kNoKvBlock;
        std::size_t position = 0; // Queue and Departed: index in the strip
    };
    struct Row
    {
        gml::KvSequenceId sequence = gml::kNoKvSequence;
        QRectF label;
        std::size_t lines = 1; // the lines its logical blocks wrap onto
    };

    // The texts over the parts: the view measures them in its own font and language, so that a heading
    // longer than its width (Swahili, presentation size) gets the lines it wraps into instead of being cut.
    enum class Heading
    {
        Legend,
        TablesTitle,
        PhysicalTitle,
        QueueTitle
    };
    // The height a heading needs at a width.
    using HeadingHeight = std::function<double(Heading, double width)>;

    // `lineHeight`: the font's line height; `labelWidth`: room for the widest row label; `departed`: blocks
    // shown before the queue's head (those that just left it); `headingHeight`: see above (without it, one
    // line each).
    void build(const gml::KvCacheState& state, QSizeF size, double lineHeight, double labelWidth,
               std::size_t departed, const HeadingHeight& headingHeight = {});

    QRectF legendRect() const { return m_legend; }
    QRectF tablesRect() const { return m_tables; }     // below the pane's title
    QRectF physicalRect() const { return m_physical; } // below the pane's title
    QRectF queueRect() const { return m_queue; }       // below the strip's title
    QRectF tablesTitle() const { return m_tablesTitle; }
    QRectF physicalTitle() const { return m_physicalTitle; }
    QRectF queueTitle() const { return m_queueTitle; }

    const std::vector<Row>& rows() const { return m_rows; }
    int rowOf(gml::KvSequenceId sequence) const;
    QRectF logicalCell(std::size_t row, std::uint32_t logical) const;
    // How many logical cells fit on one line of a row; a longer table wraps onto the next line.
    std::uint32_t logicalPerLine() const { return m_perLine; }
    // Rows that fit in the pane: all of them once the view is neededHeight() tall.
    std::size_t visibleRows() const { return m_visibleRows; }
    // The view's height at which every row shows, with the smallest legible cells (and without the legend,
    // which is left out below the height it needs too: legendRect() is then empty).
    double neededHeight() const { return m_neededHeight; }

    QRectF physicalCell(gml::KvBlockId block) const;
    int physicalColumns() const { return m_columns; }
    // Blocks [first, last) whose cells meet `clip`: what painting visits.
    std::pair<gml::KvBlockId, gml::KvBlockId> physicalRange(const QRectF& clip) const;
    gml::KvBlockId visiblePhysical() const { return m_visiblePhysical; }

    // Departed cells come first (positions 0 .. departed-1), then the queue from head to tail.
    QRectF stripCell(std::size_t position) const;
    std::size_t visibleStripCells() const { return m_visibleStrip; }
    std::size_t departedCount() const { return m_departed; }

    std::optional<Hit> hitTest(const gml::KvCacheState& state, QPointF point) const;

private:
    void place(const gml::KvCacheState& state, QSizeF size, double lineHeight, double labelWidth, std::size_t departed,
               const HeadingHeight& headingHeight, bool withLegend);

    QRectF m_legend, m_tables, m_physical, m_queue, m_tablesTitle, m_physicalTitle, m_queueTitle;
    std::vector<Row> m_rows;
    static constexpr double kRowGap = 8.0;
    double m_cellWidth = 40, m_cellHeight = 32, m_labelWidth = 100, m_neededHeight = 0;
    std::uint32_t m_perLine = 1;
    std::size_t m_visibleRows = 0;
    double m_physicalSide = 40;
    int m_columns = 1;
    gml::KvBlockId m_blockCount = 0;
    gml::KvBlockId m_visiblePhysical = 0;
    double m_stripCell = 36, m_stripCellHeight = 36, m_stripGap = 16;
    std::size_t m_departed = 0, m_stripCells = 0, m_visibleStrip = 0;
};
