#include "widgets/kvcache/BlockTableView.h"

#include "widgets/export/ExportAppearance.h"
#include "widgets/common/PaintedText.h"
#include "widgets/kvcache/BlockTableTooltip.h"
#include "widgets/kvcache/KvBlockCell.h"
#include "widgets/kvcache/KvBlockPalette.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace {

constexpr std::size_t kMaxDeparted = 12; // more than this in one step is a jump, not something to point at

QColor mix(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// A filled arrowhead at `tip`, pointing along `direction`.
void arrowHead(QPainter& painter, QPointF tip, QPointF direction, double size)
{
    const double length = std::hypot(direction.x(), direction.y());
    if (length < 1e-6)
        return;
    const QPointF unit = direction / length;
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = tip - unit * size;
    painter.drawPolygon(QPolygonF{tip, base + normal * size * 0.5, base - normal * size * 0.5});
}

// The sequence whose colour each block wears: its owner (the last to fill it) while the owner still uses it,
// else the first sequence that does; kNoKvSequence for blocks no one uses. One pass over the block tables,
// so painting looks it up instead of searching the tables per block.
std::vector<gml::KvSequenceId> colourOwners(const gml::KvCacheState& state)
{
    std::vector<gml::KvSequenceId> owners(state.numBlocks(), gml::kNoKvSequence);
    for (const auto& sequence : state.sequences)
        for (const gml::KvBlockId block : sequence.blockTable)
            if (block < owners.size() &&
                (owners[block] == gml::kNoKvSequence || state.blocks[block].owner == sequence.id))
                owners[block] = sequence.id;
    return owners;
}

} // namespace

void BlockTableView::retranslateAccessibility()
{
    setAccessibleName(tr("Block tables"));
    setAccessibleDescription(tr("Each sequence's block table on the left, mapping its logical blocks to physical "
                                "blocks in the pool on the right, and the free-block queue below. Blocks take their "
                                "sequence's colour, pattern and label (S1, S2…)."));
}

BlockTableView::BlockTableView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("blockTable"));
    retranslateAccessibility();
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setDuration(kAnimationMs);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
}

void BlockTableView::setState(const gml::KvCacheState& state, bool stepForward)
{
    gml::KvCacheState before = std::move(m_state);
    m_state = state;
    m_queue = m_state.freeQueueOrder();
    std::vector<gml::KvSequenceId> ownersBefore = std::move(m_owners);
    m_owners = colourOwners(m_state);
    m_copies.clear();
    m_departed.clear();
    // Only a pool of the same shape can be compared block by block (another walkthrough is a new pool).
    const bool comparable = stepForward && before.numBlocks() == m_state.numBlocks() &&
                            before.blockSize == m_state.blockSize && before.numBlocks() > 0;
    if (comparable)
        findChanges(before);
    if (m_highlight && *m_highlight >= m_state.numBlocks())
        m_highlight.reset();
    relayout();
    m_animation.stop();
    // Animating a pool of thousands of blocks shows nothing a learner could follow.
    if (comparable && isVisible() && m_state.numBlocks() <= 4096) {
        m_before = std::move(before);
        m_ownersBefore = std::move(ownersBefore);
        m_haveBefore = true;
        m_animation.start();
    } else {
        m_haveBefore = false;
    }
    update();
}

void BlockTableView::findChanges(const gml::KvCacheState& before)
{
    // A logical block mapped to a different physical block than before, which was shared then, was copied on
    // write. (A preempted sequence that came back also has new blocks, but its old ones were its own.)
    for (const auto& sequence : m_state.sequences) {
        if (sequence.id >= before.sequences.size())
            continue;
        const auto& old = before.sequences[sequence.id].blockTable;
        const std::size_t common = std::min(old.size(), sequence.blockTable.size());
        for (std::size_t i = 0; i < common; ++i)
            if (old[i] != sequence.blockTable[i] && before.blocks[old[i]].refCount > 1)
                m_copies.push_back(
                    {sequence.id, static_cast<std::uint32_t>(i), old[i], sequence.blockTable[i]});
    }
    for (const gml::KvBlockId block : before.freeQueueOrder()) {
        const auto& now = m_state.blocks[block];
        if (now.queued)
            continue;
        const auto& then = before.blocks[block];
        const Departure how = then.cached && now.cached ? Departure::Hit
                              : then.cached             ? Departure::Evicted
                                                        : Departure::Taken;
        m_departed.push_back({block, how});
        if (m_departed.size() == kMaxDeparted)
            break;
    }
}

void BlockTableView::relayout()
{
    // Room for the row labels shown (the owner over its request or status), not for the longest one there
    // could be: the cells keep the rest.
    const QFontMetricsF metrics(font());
    const QFontMetricsF bold(KvBlockCell::scaledFont(font(), 1.0, true));
    const QFontMetricsF small(KvBlockCell::scaledFont(font(), 0.85));
    double widest = bold.horizontalAdvance(QStringLiteral("S00"));
    for (const auto& sequence : m_state.sequences)
        if (sequence.live() || !sequence.blockTable.empty())
            widest = std::max({widest, bold.horizontalAdvance(KvBlockPalette::ownerLabel(sequence.id)),
                               small.horizontalAdvance(rowStatus(sequence))});
    const double labelWidth = widest + 32;
    m_layout.build(m_state, size(), metrics.height(), labelWidth, m_departed.size(),
                   [this](BlockTableLayout::Heading heading, double width) { return headingHeight(heading, width); });
    // Every sequence's row shows: taller than the room it has, the view asks for more (its page scrolls).
    const int needed = static_cast<int>(std::ceil(m_layout.neededHeight()));
    if (needed != m_neededHeight) {
        m_neededHeight = needed;
        updateGeometry();
    }
}

QSize BlockTableView::minimumSizeHint() const
{
    return {360, std::max(260, m_neededHeight)};
}

void BlockTableView::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    relayout();
    update();
}

QString BlockTableView::tablesTitleText() const
{
    return m_compact ? tr("Block tables") : tr("Block tables: logical block (L) → physical block");
}

QString BlockTableView::physicalTitleText() const
{
    // Compact, the block size goes: each cell's slot marks show it.
    if (m_compact)
        return tr("Physical blocks: %1 of %2 free").arg(m_state.freeCount).arg(m_state.numBlocks());
    return tr("Physical blocks: %1 of %2 free, %3 tokens each")
        .arg(m_state.freeCount)
        .arg(m_state.numBlocks())
        .arg(m_state.blockSize);
}

QString BlockTableView::queueTitleText() const
{
    return m_compact ? tr("Free queue")
                     : tr("Free queue, least recently used first: allocation takes the head, freed blocks join the tail");
}

double BlockTableView::headingHeight(BlockTableLayout::Heading heading, double width) const
{
    const QFont bold = KvBlockCell::scaledFont(font(), 1.0, true);
    switch (heading) {
    case BlockTableLayout::Heading::Legend: {
        const double row = QFontMetricsF(font()).height() + 10;
        const QList<QRectF> swatches = legendSwatches(width, row);
        return swatches.isEmpty() ? row - 10 : swatches.back().bottom() + 5 - 10;
    }
    case BlockTableLayout::Heading::TablesTitle:
        return PaintedText::height(bold, width, tablesTitleText());
    case BlockTableLayout::Heading::PhysicalTitle:
        return PaintedText::height(bold, width, physicalTitleText());
    case BlockTableLayout::Heading::QueueTitle:
        return PaintedText::height(bold, width, queueTitleText());
    }
    return 0;
}


void BlockTableView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void BlockTableView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateAccessibility();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        relayout();
        update();
    }
}

double BlockTableView::progress() const
{
    return m_haveBefore && m_animation.state() == QAbstractAnimation::Running
               ? m_animation.currentValue().toDouble()
               : 1.0;
}

QRectF BlockTableView::logicalCellRect(gml::KvSequenceId sequence, std::uint32_t logical) const
{
    const int row = m_layout.rowOf(sequence);
    if (row < 0 || static_cast<std::size_t>(row) >= m_layout.visibleRows() ||
        logical >= m_state.sequences[sequence].blockTable.size())
        return {};
    return m_layout.logicalCell(static_cast<std::size_t>(row), logical);
}

QRectF BlockTableView::physicalCellRect(gml::KvBlockId block) const
{
    return block < m_layout.visiblePhysical() ? m_layout.physicalCell(block) : QRectF();
}

QRectF BlockTableView::queueCellRect(std::size_t position) const
{
    const std::size_t strip = m_departed.size() + position;
    return position < m_queue.size() && strip < m_layout.visibleStripCells() ? m_layout.stripCell(strip)
                                                                             : QRectF();
}

std::optional<gml::KvBlockId> BlockTableView::blockAt(QPointF point) const
{
    const auto hit = m_layout.hitTest(m_state, point);
    if (!hit)
        return std::nullopt;
    switch (hit->part) {
    case BlockTableLayout::Part::Logical:
    case BlockTableLayout::Part::Physical:
        return hit->physical;
    case BlockTableLayout::Part::Departed:
        return m_departed[hit->position].block;
    case BlockTableLayout::Part::Queue:
        return m_queue[hit->position - m_departed.size()];
    }
    return std::nullopt;
}

void BlockTableView::setHighlightedBlock(std::optional<gml::KvBlockId> block)
{
    if (m_highlight == block)
        return;
    m_highlight = block;
    update();
    if (block)
        emit blockHovered(*block);
    else
        emit hoverCleared();
}

void BlockTableView::mouseMoveEvent(QMouseEvent* event)
{
    setHighlightedBlock(blockAt(event->position()));
}

void BlockTableView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        if (const auto block = blockAt(event->position()))
            emit blockClicked(*block);
    QWidget::mousePressEvent(event);
}

void BlockTableView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    setHighlightedBlock(std::nullopt);
}

bool BlockTableView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = tooltipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QString BlockTableView::tooltipAt(QPointF point) const
{
    if (const QString full = m_texts.fullTextAt(point); !full.isEmpty())
        return full;
    const auto hit = m_layout.hitTest(m_state, point);
    if (!hit)
        return {};
    const BlockTableTooltip tooltip(m_state, m_queue, m_tokenText);
    switch (hit->part) {
    case BlockTableLayout::Part::Logical:
        return tooltip.logical(hit->sequence, hit->logical, hit->physical);
    case BlockTableLayout::Part::Physical:
    case BlockTableLayout::Part::Queue:
        return tooltip.physical(*blockAt(point));
    case BlockTableLayout::Part::Departed: {
        const Departed& departed = m_departed[hit->position];
        return tooltip.departed(departed.block, departed.how == Departure::Hit,
                                departed.how == Departure::Evicted);
    }
    }
    return {};
}

QString BlockTableView::rowStatus(const gml::KvSequenceState& sequence) const
{
    switch (sequence.status) {
    case gml::KvSequenceStatus::Swapped:
        return tr("swapped out");
    case gml::KvSequenceStatus::Recompute:
        return tr("to recompute");
    case gml::KvSequenceStatus::Running:
    case gml::KvSequenceStatus::Finished:
        break;
    }
    return tr("request %1").arg(sequence.request);
}

QString BlockTableView::preemptedNote(const gml::KvSequenceState& sequence) const
{
    if (sequence.status == gml::KvSequenceStatus::Swapped) {
        QStringList blocks;
        for (const std::uint32_t host : sequence.hostBlocks)
            blocks.append(QString::number(host));
        return blocks.size() == 1 ? tr("KV copied to block %1 of the host's swap space").arg(blocks.front())
                                  : tr("KV copied to blocks %1 of the host's swap space").arg(blocks.join(QStringLiteral(", ")));
    }
    if (sequence.status == gml::KvSequenceStatus::Recompute)
        return sequence.offloaded.size() == 1
                   ? tr("KV dropped: 1 token to run through the model again")
                   : tr("KV dropped: %1 tokens to run through the model again").arg(sequence.offloaded.size());
    return {};
}

double BlockTableView::fillOf(gml::KvBlockId block, double t) const
{
    const double size = std::max<std::uint32_t>(m_state.blockSize, 1);
    const double now = m_state.blocks[block].fill() / size;
    if (t >= 1.0 || !m_haveBefore)
        return now;
    const double then = m_before.blocks[block].refCount > 0 || m_before.blocks[block].cached
                            ? m_before.blocks[block].fill() / size
                            : 0.0;
    return then + (now - then) * t;
}

QString BlockTableView::physicalCaption(gml::KvBlockId id) const
{
    const gml::KvSequenceId owner = m_owners[id];
    if (owner != gml::kNoKvSequence)
        return KvBlockPalette::ownerLabel(owner);
    if (m_state.blocks[id].cached)
        return tr("cached");
    // Before the pool's free order is laid down its blocks are in no queue: "free" there contradicted the
    // heading's "0 of 8 free".
    //: A block of a pool just made, not yet in the free queue.
    return m_state.blocks[id].queued ? tr("free") : tr("new");
}

QString BlockTableView::emptyQueueNote() const
{
    if (!m_queue.empty())
        return {};
    for (gml::KvBlockId id = 0; id < m_state.numBlocks(); ++id)
        if (m_owners[id] == gml::kNoKvSequence && !m_state.blocks[id].cached)
            return tr("Not laid down yet: the new pool's blocks join the queue next, one by one.");
    return tr("Empty: every block is in use.");
}

KvBlockCell BlockTableView::logicalLook(gml::KvSequenceId sequence, std::uint32_t logical, double t) const
{
    const gml::KvBlockId physical = m_state.sequences[sequence].blockTable[logical];
    KvBlockCell look;
    look.color = KvBlockPalette::ownerColor(sequence);
    look.pattern = KvBlockPalette::ownerPattern(sequence);
    look.title = QString::number(physical);
    look.subtitle = QStringLiteral("L%1").arg(logical);
    for (const Copy& copy : m_copies) // a handful at most: the copies of one step
        if (copy.sequence == sequence && copy.logical == logical)
            look.note = tr("copy of %1").arg(copy.from);
    look.fill = fillOf(physical, t);
    look.slotCount = m_state.blockSize;
    look.refCount = m_state.blocks[physical].refCount;
    look.cached = m_state.blocks[physical].cached;
    look.highlighted = m_highlight == physical && !ExportAppearance::active(this);
    return look;
}

KvBlockCell BlockTableView::physicalLook(gml::KvBlockId id, double t) const
{
    const auto& block = m_state.blocks[id];
    KvBlockCell look;
    const bool used = block.refCount > 0;
    const gml::KvSequenceId owner = m_owners[id];
    look.color =
        owner != gml::kNoKvSequence ? KvBlockPalette::ownerColor(owner) : KvBlockPalette::freeColor();
    if (t < 1.0 && m_haveBefore) {
        // Blocks taken or given back fade between their owner's colour and the free grey.
        const gml::KvSequenceId ownerThen = m_ownersBefore[id];
        const QColor before = ownerThen != gml::kNoKvSequence ? KvBlockPalette::ownerColor(ownerThen)
                                                              : KvBlockPalette::freeColor();
        look.color = mix(before, look.color, t);
    }
    if (owner != gml::kNoKvSequence)
        look.pattern = KvBlockPalette::ownerPattern(owner);
    look.title = QString::number(id);
    look.subtitle = physicalCaption(id);
    // A free block's tokens are stale unless the prefix cache can still find them.
    look.fill = used || block.cached ? fillOf(id, t) : 0.0;
    look.slotCount = m_state.blockSize;
    look.refCount = block.refCount;
    look.cached = block.cached;
    look.highlighted = m_highlight == id && !ExportAppearance::active(this);
    return look;
}

void BlockTableView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    painter.setRenderHint(QPainter::Antialiasing);
    const double t = progress();
    m_texts.clear();
    paintLegend(painter);
    if (m_state.numBlocks() == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No KV cache: choose a walkthrough."));
        return;
    }
    paintTables(painter, t);
    paintPhysical(painter, QRectF(event->rect()), t);
    paintStrip(painter, t);
    paintCopies(painter, t);
    paintHoverLinks(painter);
}

QList<BlockTableView::LegendEntry> BlockTableView::legendEntries() const
{
    KvBlockCell free;
    free.color = KvBlockPalette::freeColor();
    KvBlockCell cached = free;
    cached.cached = true;
    KvBlockCell filled;
    filled.color = KvBlockPalette::ownerColor(0);
    filled.fill = 0.75;
    filled.slotCount = 4;
    KvBlockCell shared = filled;
    shared.fill = 1.0;
    shared.refCount = 2;
    return {{free, 1.4, tr("free block")},
            {cached, 1.4, tr("cached (findable by its prefix hash)")},
            {filled, 1.4, tr("fill: tokens / block size")},
            // The badge needs a wider swatch to show.
            {shared, 2.2, tr("shared: reference count")}};
}

QList<QRectF> BlockTableView::legendSwatches(double width, double rowHeight) const
{
    // Entries left to right, a new row when the next does not fit: on a narrow pane, in Swahili or at
    // presentation size the legend takes two or three rows instead of running past the edge.
    const QFontMetricsF metrics(font());
    const double swatchSide = std::min(rowHeight - 14, 22.0);
    QList<QRectF> swatches;
    double x = 0;
    double y = 0;
    for (const LegendEntry& entry : legendEntries()) {
        const double swatchWidth = swatchSide * entry.swatchWidth;
        const double entryWidth = swatchWidth + 5 + metrics.horizontalAdvance(entry.label) + 2;
        if (x > 0 && x + entryWidth > width) {
            x = 0;
            y += rowHeight;
        }
        swatches.append(QRectF(x, y + (rowHeight - swatchSide) / 2, swatchWidth, swatchSide));
        x += entryWidth + 18;
    }
    return swatches;
}

void BlockTableView::paintLegend(QPainter& painter) const
{
    const QRectF area = m_layout.legendRect();
    if (area.height() <= 0)
        return; // left out for lack of height (see BlockTableLayout::neededHeight)
    const double row = QFontMetricsF(font()).height() + 10;
    const QList<LegendEntry> entries = legendEntries();
    const QList<QRectF> swatches = legendSwatches(area.width(), row);
    painter.setFont(font());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QRectF swatch = swatches[i].translated(area.topLeft());
        entries[i].look.paint(painter, swatch, font(), palette().color(QPalette::Highlight));
        painter.setPen(palette().color(QPalette::Text));
        painter.setFont(font());
        // An entry alone on its row and still too wide is shortened, its name kept for the tooltip.
        const double left = swatch.right() + 5;
        m_texts.draw(painter, QRectF(left, swatch.center().y() - row / 2, area.right() - left, row), entries[i].label);
    }
}

void BlockTableView::paintTables(QPainter& painter, double t) const
{
    painter.setPen(palette().color(QPalette::Text));
    painter.setFont(KvBlockCell::scaledFont(font(), 1.0, true));
    m_texts.draw(painter, m_layout.tablesTitle(), tablesTitleText());
    if (m_layout.rows().empty()) {
        painter.setFont(font());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(m_layout.tablesRect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         tr("No sequences yet."));
    }
    for (std::size_t r = 0; r < m_layout.visibleRows(); ++r) {
        const auto& row = m_layout.rows()[r];
        const auto& sequence = m_state.sequences[row.sequence];
        // The row's label: the owner's colour and pattern with its name, and the request or its status.
        const QRectF label = row.label;
        const QRectF swatch(label.left(), label.top(), 22, label.height());
        painter.fillRect(swatch, KvBlockPalette::ownerColor(sequence.id));
        painter.fillRect(swatch, KvBlockPalette::ownerPattern(sequence.id));
        painter.setPen(palette().color(QPalette::Text));
        painter.setFont(KvBlockCell::scaledFont(font(), 1.0, true));
        const QRectF text(swatch.right() + 5, label.top(), label.width() - 27, label.height());
        painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, KvBlockPalette::ownerLabel(sequence.id));
        painter.setFont(KvBlockCell::scaledFont(font(), 0.85));
        painter.drawText(text, Qt::AlignLeft | Qt::AlignBottom, rowStatus(sequence));

        const std::size_t shown = sequence.blockTable.size(); // every entry: a long table wraps
        std::size_t before = shown; // cells that were there before this step do not grow in
        if (t < 1.0 && m_haveBefore)
            before = sequence.id < m_before.sequences.size()
                         ? m_before.sequences[sequence.id].blockTable.size()
                         : 0;
        for (std::size_t i = 0; i < shown; ++i) {
            KvBlockCell look = logicalLook(sequence.id, static_cast<std::uint32_t>(i), t);
            QRectF cell = m_layout.logicalCell(r, static_cast<std::uint32_t>(i));
            if (i >= before)
                cell.setWidth(cell.width() * t); // a new table entry grows in
            look.paint(painter, cell, font(), palette().color(QPalette::Highlight));
        }
        if (const QString note = preemptedNote(sequence); !note.isEmpty()) {
            // Where the blocks would be: where they went instead, wrapped over the row's height and, where a
            // long translation still does not fit, in smaller type rather than cut at the pane's edge.
            const QRectF first = m_layout.logicalCell(r, 0);
            const QRectF room(first.left(), label.top(), m_layout.tablesRect().right() - first.left(), label.height());
            QFont noteFont = font();
            const double full = noteFont.pointSizeF() > 0 ? noteFont.pointSizeF() : noteFont.pixelSize();
            for (double scale = 1.0; scale >= 0.7; scale -= 0.1) {
                if (noteFont.pointSizeF() > 0)
                    noteFont.setPointSizeF(full * scale);
                else
                    noteFont.setPixelSize(qRound(full * scale));
                const QRectF needed = QFontMetricsF(noteFont).boundingRect(room, Qt::TextWordWrap, note);
                if (needed.height() <= room.height() && needed.width() <= room.width() + 0.5)
                    break;
            }
            painter.save();
            painter.setFont(noteFont);
            painter.setPen(palette().color(QPalette::PlaceholderText));
            painter.drawText(room, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, note);
            painter.restore();
        }
    }
    if (m_layout.rows().size() > m_layout.visibleRows()) {
        painter.setPen(palette().color(QPalette::Text));
        painter.setFont(font());
        painter.drawText(m_layout.tablesRect(), Qt::AlignLeft | Qt::AlignBottom,
                         tr("Sequences not shown for lack of room: %1.")
                             .arg(m_layout.rows().size() - m_layout.visibleRows()));
    }
}

void BlockTableView::paintPhysical(QPainter& painter, const QRectF& clip, double t) const
{
    painter.setPen(palette().color(QPalette::Text));
    painter.setFont(KvBlockCell::scaledFont(font(), 1.0, true));
    m_texts.draw(painter, m_layout.physicalTitle(), physicalTitleText());
    const auto [first, last] = m_layout.physicalRange(clip);
    for (gml::KvBlockId block = first; block < last; ++block)
        physicalLook(block, t).paint(painter, m_layout.physicalCell(block), font(),
                                     palette().color(QPalette::Highlight));
    if (m_layout.visiblePhysical() < m_state.numBlocks()) {
        painter.setPen(palette().color(QPalette::Text));
        painter.setFont(font());
        painter.drawText(m_layout.physicalRect(), Qt::AlignRight | Qt::AlignBottom,
                         tr("Blocks not shown for lack of room: %1.")
                             .arg(m_state.numBlocks() - m_layout.visiblePhysical()));
    }
}

void BlockTableView::paintCopies(QPainter& painter, double t) const
{
    // Copy-on-write: an arrow from the shared block to the private copy, drawn out during the animation and
    // left dashed afterwards, until the next step.
    for (const Copy& copy : m_copies) {
        const QRectF from = physicalCellRect(copy.from);
        const QRectF to = physicalCellRect(copy.to);
        if (from.isNull() || to.isNull())
            continue;
        const QPointF start = from.center();
        const QPointF end = to.center();
        const QPointF middle = (start + end) / 2;
        const QPointF along = end - start;
        const double length = std::hypot(along.x(), along.y());
        const QPointF bulge =
            length > 0 ? QPointF(along.y(), -along.x()) / length * std::min(60.0, length * 0.35) : QPointF();
        QPainterPath path(start);
        path.quadTo(middle + bulge, end);
        QPainterPath drawn;
        const int samples = 24;
        for (int i = 0; i <= samples; ++i) {
            const QPointF point = path.pointAtPercent(std::min(1.0, t * i / samples));
            i == 0 ? drawn.moveTo(point) : drawn.lineTo(point);
        }
        const QColor color = KvBlockPalette::copyColor();
        painter.setPen(QPen(color, 3, t < 1.0 ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(drawn);
        const double tip = std::min(1.0, t);
        const QPointF head = path.pointAtPercent(tip);
        const QPointF direction = head - path.pointAtPercent(std::max(0.0, tip - 0.05));
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        arrowHead(painter, head, direction, 12);
        // The label on a pale plate, so it reads over the cells it crosses.
        const QFont labelFont = KvBlockCell::scaledFont(font(), 0.9, true);
        const QString label = tr("copy-on-write");
        const QFontMetricsF metrics(labelFont);
        const QPointF at = path.pointAtPercent(0.5);
        const QRectF plate(at.x() - metrics.horizontalAdvance(label) / 2 - 4, at.y() - metrics.height() / 2,
                           metrics.horizontalAdvance(label) + 8, metrics.height());
        QColor paper = palette().color(QPalette::Base);
        paper.setAlpha(225);
        painter.setBrush(paper);
        painter.setPen(QPen(color, 1));
        painter.drawRoundedRect(plate, 3, 3);
        painter.setPen(color);
        painter.setFont(labelFont);
        painter.drawText(plate, Qt::AlignCenter, label);
    }
}

void BlockTableView::paintStrip(QPainter& painter, double t) const
{
    painter.setPen(palette().color(QPalette::Text));
    painter.setFont(KvBlockCell::scaledFont(font(), 1.0, true));
    m_texts.draw(painter, m_layout.queueTitle(), queueTitleText());
    painter.setFont(font());
    const QFontMetricsF metrics(font());
    const std::size_t visible = m_layout.visibleStripCells();
    if (m_queue.empty() && m_departed.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(m_layout.queueRect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, emptyQueueNote());
        return;
    }
    // Captions under the cells, centred on theirs where there is room, else pushed right of the one before:
    // under two narrow neighbours "head" and "tail" were written over each other ("mwanzowisho").
    double captionsEnd = m_layout.queueRect().left();
    const auto caption = [&](const QRectF& cell, const QString& text) {
        painter.setPen(palette().color(QPalette::Text));
        painter.setFont(KvBlockCell::scaledFont(font(), 0.85));
        const double width = QFontMetricsF(painter.font()).horizontalAdvance(text) + 8;
        const double left = std::max(cell.center().x() - width / 2, captionsEnd);
        painter.drawText(QRectF(left, cell.bottom() + 2, width, metrics.height()), Qt::AlignHCenter | Qt::AlignTop,
                         text);
        captionsEnd = left + width;
    };
    for (std::size_t position = 0; position < visible; ++position) {
        const QRectF cell = m_layout.stripCell(position);
        if (position < m_departed.size()) {
            // Just left the queue: drawn as it is now (in use), with how it left.
            const Departed& departed = m_departed[position];
            KvBlockCell look = physicalLook(departed.block, t);
            look.subtitle.clear();
            look.opacity = 0.35 + 0.65 * t;
            look.paint(painter, cell, font(), palette().color(QPalette::Highlight));
            caption(cell, departed.how == Departure::Hit       ? tr("hit")
                          : departed.how == Departure::Evicted ? tr("evicted")
                                                               : tr("taken"));
            continue;
        }
        const std::size_t index = position - m_departed.size();
        KvBlockCell look = physicalLook(m_queue[index], t);
        look.subtitle.clear();
        look.paint(painter, cell, font(), palette().color(QPalette::Highlight));
        if (index == 0)
            caption(cell, tr("head"));
        else if (index + 1 == m_queue.size())
            caption(cell, tr("tail"));
    }
    if (!m_departed.empty() && visible > m_departed.size()) {
        const QRectF last = m_layout.stripCell(m_departed.size() - 1);
        const QRectF head = m_layout.stripCell(m_departed.size());
        painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
        const double x = (last.right() + head.left()) / 2;
        painter.drawLine(QPointF(x, last.top()), QPointF(x, last.bottom()));
    }
    if (m_departed.size() + m_queue.size() > visible) {
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(
            m_layout.queueRect(), Qt::AlignRight | Qt::AlignBottom,
            tr("Further blocks in the queue: %1.").arg(m_departed.size() + m_queue.size() - visible));
    }
}

void BlockTableView::paintHoverLinks(QPainter& painter) const
{
    // While a block is hovered, a line joins every table entry that points at it to the block itself.
    if (!m_highlight || ExportAppearance::active(this))
        return;
    const QRectF target = physicalCellRect(*m_highlight);
    if (target.isNull())
        return;
    QColor color = palette().color(QPalette::Highlight);
    color.setAlpha(170);
    painter.setPen(QPen(color, 2));
    for (std::size_t r = 0; r < m_layout.visibleRows(); ++r) {
        const auto& sequence = m_state.sequences[m_layout.rows()[r].sequence];
        for (std::size_t i = 0; i < sequence.blockTable.size(); ++i)
            if (sequence.blockTable[i] == *m_highlight) {
                const QRectF cell = m_layout.logicalCell(r, static_cast<std::uint32_t>(i));
                painter.drawLine(QPointF(cell.right(), cell.center().y()),
                                 QPointF(target.left(), target.center().y()));
            }
    }
}
