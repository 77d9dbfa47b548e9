#pragma once

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointSchedule.h"
#include "widgets/checkpoint/CheckpointPalette.h"
#include "widgets/checkpoint/CheckpointTimelineLayout.h"

#include "widgets/common/PaintedText.h"

#include <QVariantAnimation>
#include <QWidget>

// A training step along time: one lane each for forward, backward, recompute and the copies to and from host
// memory, every operation a box (its layer number inside when it fits) with a tooltip saying what it did and
// why. Operations up to the player's cursor are drawn solid, later ones as outlines, the current one framed;
// the cursor slides to its new place. Beside the lanes, the live activations as a stack of layers: which
// layers hold what right now (saved, checkpoint, recomputed, offloaded), by pattern as well as colour.
// Paints the schedule it is given; it never runs an engine. A click on a layer says which (a prediction's answer).
class CheckpointTimelineView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kAnimationMs = 200;

    explicit CheckpointTimelineView(QWidget* parent = nullptr);

    // The schedule and the chain it plans over (for the bytes each layer holds); `bandwidthBytesPerMs` sizes
    // the copies to host memory. The cursor goes back to the start.
    void setSchedule(const gml::CheckpointSchedule& schedule, const gml::CheckpointChain& chain,
                     double bandwidthBytesPerMs);
    // Shows the step after its first `opCount` operations.
    void setCursor(std::size_t opCount, bool animate = true);

    std::size_t cursor() const { return m_cursor; }
    const gml::CheckpointSchedule& schedule() const { return m_schedule; }
    const gml::CheckpointState& state() const { return m_state; }
    const CheckpointTimelineLayout& layout() const { return m_layout; }
    // How layer `layer` is held at the cursor, if at all (what the stack paints).
    std::optional<CheckpointPalette::Held> heldAt(std::uint32_t layer) const;
    // Operation `op`'s box in widget coordinates (empty for operations without one).
    QRectF boxRectOfOp(std::size_t op) const;
    // Layer `layer`'s row of the live stack, in widget coordinates.
    QRectF stackRow(std::uint32_t layer) const;
    // The layer under `point`: an operation's box in a lane, or a row of the live stack.
    std::optional<std::uint32_t> layerAt(const QPointF& point) const;

    QSize sizeHint() const override { return {1000, 330}; }
    QSize minimumSizeHint() const override { return {380, 220}; }

signals:
    // A layer was clicked (layerAt): an answer, while the lesson asks which layer runs again.
    void layerClicked(quint32 layer);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void retranslateAccessibility();
    void relayout();
    // Room for text, from the font: larger in presentation mode.
    double textScale() const;
    double titleHeight() const;
    double measureTitleHeight() const;
    QString timelineTitle() const;
    QString liveTitle(std::uint64_t live, std::uint64_t peak) const;
    double axisHeight() const;
    double legendRow() const;
    double stackWidth() const;
    double stackLabelWidth() const; // the layer names beside the stack
    QRectF stackArea() const;
    void paintLanes(QPainter& painter) const;
    void paintAxis(QPainter& painter) const;
    void paintStack(QPainter& painter) const;
    std::uint64_t heldBytes(std::uint32_t layer) const;
    QString boxTooltip(std::size_t box) const;
    QString stackTooltip(std::uint32_t layer) const;

    gml::CheckpointSchedule m_schedule;
    gml::CheckpointChain m_chain;
    CheckpointTimelineLayout m_layout;
    gml::CheckpointState m_state;
    std::vector<bool> m_recomputed; // per layer: what it holds was made by a recomputation
    std::size_t m_cursor = 0;
    std::uint64_t m_maxLayerBytes = 1;
    double m_cursorMs = 0;
    QVariantAnimation m_animation; // the cursor's time, sliding from where it was
    double m_titleHeight = 24;      // measured by relayout()
    double m_stackLabelWidth = 44;  // measured by relayout()
    mutable PaintedText m_texts; // titles and names, wrapped or shortened to their place
};
