#pragma once

#include "kvcache/KvCacheState.h"
#include "widgets/kvcache/BlockTableLayout.h"
#include "widgets/kvcache/KvBlockCell.h"

#include "widgets/common/PaintedText.h"

#include <QVariantAnimation>
#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

// The paged KV cache as a learner sees it: each sequence's block table (logical block -> physical block)
// beside the pool of physical blocks, and the prefix cache's free queue below. A physical block shows its
// owner (colour, hatching and label), how full it is, its reference count when shared, and a corner mark
// when it is findable by its prefix hash. Hovering any block lights up every place it appears, so sharing
// is visible at a glance. A step forward animates: tokens fill, blocks appear and fade, and a copy-on-write
// draws an arrow from the shared block to its copy. Paints the state it is given; it never touches an engine.
class BlockTableView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kAnimationMs = 200;

    // A logical block whose physical block changed between the previous state and this one: a copy-on-write
    // (the sequence wrote into a shared block and got a private copy).
    struct Copy
    {
        gml::KvSequenceId sequence;
        std::uint32_t logical;
        gml::KvBlockId from;
        gml::KvBlockId to;
    };
    // A block that left the free queue between the previous state and this one.
    enum class Departure
    {
        Taken,
        Evicted,
        Hit
    };
    struct Departed
    {
        gml::KvBlockId block;
        Departure how;
    };

    explicit BlockTableView(QWidget* parent = nullptr);

    // `stepForward`: the state follows the one on screen (the player moved on a little): the change is
    // animated and marked (copies, blocks that left the queue). False for a jump: the state just appears.
    void setState(const gml::KvCacheState& state, bool stepForward = true);
    const gml::KvCacheState& state() const { return m_state; }
    const BlockTableLayout& layout() const { return m_layout; }
    // Words for token ids, for the tooltips ("Four score and seven").
    void setTokenText(std::function<QString(std::int32_t)> text) { m_tokenText = std::move(text); }

    const std::vector<Copy>& copies() const { return m_copies; }
    const std::vector<Departed>& departed() const { return m_departed; }
    const std::vector<gml::KvBlockId>& queueOrder() const { return m_queue; }

    // Cells in widget coordinates (empty when the cell is not on screen): for tests and for whoever points.
    QRectF logicalCellRect(gml::KvSequenceId sequence, std::uint32_t logical) const;
    QRectF physicalCellRect(gml::KvBlockId block) const;
    QRectF queueCellRect(std::size_t position) const; // 0 = the queue's head
    // The physical block under `point`, wherever it is drawn (table entry, pool, queue).
    std::optional<gml::KvBlockId> blockAt(QPointF point) const;
    QString tooltipAt(QPointF point) const;
    // What a pool tile says under its number: its owner, "cached", "free" (in the free queue) or "new" (a
    // pool just made, whose blocks have not joined the queue yet).
    QString physicalCaption(gml::KvBlockId block) const;
    // What the free-queue strip says when the queue holds nothing; empty while it holds blocks.
    QString emptyQueueNote() const;

    std::optional<gml::KvBlockId> highlightedBlock() const { return m_highlight; }
    // What a preempted sequence's row says where its blocks were: which host swap-space blocks hold its K
    // and V, or how many tokens it will recompute. Empty for a sequence holding its blocks.
    QString preemptedNote(const gml::KvSequenceState& sequence) const;
    void setHighlightedBlock(std::optional<gml::KvBlockId> block);

    // How a table entry and a pool tile are drawn (`t`: how far the step's animation has gone), for painting
    // and for checks that what is drawn can be read.
    KvBlockCell logicalLook(gml::KvSequenceId sequence, std::uint32_t logical, double t = 1.0) const;
    KvBlockCell physicalLook(gml::KvBlockId block, double t = 1.0) const;

    QSize sizeHint() const override { return {960, 420}; }
    // As tall as every sequence's row needs (see BlockTableLayout::neededHeight).
    QSize minimumSizeHint() const override;

public slots:
    // Compact: the panes' long titles give way to short ones ("Block tables", "Free queue"); the lesson's
    // layout asks for it where the narration under the picture would otherwise be cut (presenting beside
    // the quiz on a small screen).
    void setCompact(bool compact);

signals:
    void blockHovered(quint32 physical);
    // A physical block clicked, wherever it is drawn (a prediction's answer is picked this way).
    void blockClicked(quint32 physical);
    void hoverCleared();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void retranslateAccessibility();
    void relayout();
    double progress() const;
    void findChanges(const gml::KvCacheState& before);
    // The legend's entries: a sample cell, how wide its swatch is (in swatch heights) and its name.
    struct LegendEntry
    {
        KvBlockCell look;
        double swatchWidth = 1.4;
        QString label;
    };
    QList<LegendEntry> legendEntries() const;
    // Where each entry's swatch goes when the legend flows over rows `width` wide (its name follows it).
    QList<QRectF> legendSwatches(double width, double rowHeight) const;
    double headingHeight(BlockTableLayout::Heading heading, double width) const;
    QString tablesTitleText() const;
    QString physicalTitleText() const;
    QString queueTitleText() const;
    void paintLegend(QPainter& painter) const;
    void paintTables(QPainter& painter, double t) const;
    void paintPhysical(QPainter& painter, const QRectF& clip, double t) const;
    void paintCopies(QPainter& painter, double t) const;
    void paintStrip(QPainter& painter, double t) const;
    void paintHoverLinks(QPainter& painter) const;
    double fillOf(gml::KvBlockId block, double t) const;
    QString rowStatus(const gml::KvSequenceState& sequence) const;

    gml::KvCacheState m_state;
    gml::KvCacheState m_before; // what was on screen before the last step forward (for the animation)
    bool m_haveBefore = false;
    BlockTableLayout m_layout;
    int m_neededHeight = 0; // what the layout last said every row needs
    bool m_compact = false;
    std::vector<gml::KvBlockId> m_queue;           // the free queue, head first
    std::vector<gml::KvSequenceId> m_owners;       // whose colour each block wears
    std::vector<gml::KvSequenceId> m_ownersBefore; // ... in m_before
    std::vector<Copy> m_copies;
    std::vector<Departed> m_departed;
    std::optional<gml::KvBlockId> m_highlight;
    std::function<QString(std::int32_t)> m_tokenText;
    QVariantAnimation m_animation;
    mutable PaintedText m_texts; // titles and names, wrapped or shortened to their place
};
