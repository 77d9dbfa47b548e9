#pragma once

#include "trace/AllocatorState.h"
#include "widgets/allocator/BlockPalette.h"
#include "widgets/allocator/MemoryMapLayout.h"
#include "widgets/allocator/MemoryMapPixels.h"
#include "widgets/allocator/MemoryMapPools.h"

#include <QFont>
#include <QHash>
#include <QImage>
#include <QStaticText>
#include <QVariantAnimation>
#include <QWidget>
#include <functional>
#include <optional>
#include <unordered_map>

// The caching allocator's memory as a learner sees it: every segment a band whose length is proportional to
// its size, carved into blocks coloured (and patterned) by state, with each allocation's rounding waste
// visible. Changes animate: blocks grow in, split and merge, segments appear and fade out. Paints the state
// it is given; it never touches an engine.
class MemoryMapView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kAnimationMs = 220;
    static constexpr int kLegendHeight = 26;

    explicit MemoryMapView(QWidget* parent = nullptr);

    void setState(const gml::AllocatorState& state, bool animate = true);
    // Keep the scale of `bytes` reserved (the peak of the trace being played) so that the map does not
    // rescale at every step; 0 scales to the state shown.
    void setScaleBytes(std::uint64_t bytes);
    const gml::AllocatorState& state() const { return m_state; }
    const MemoryMapLayout& layout() const { return m_layout; }
    // Where the map (below the legend) begins inside the widget.
    QPointF mapOrigin() const { return {kMargin, m_legendHeight + kMargin}; }
    // The legend's height: one line of at least kLegendHeight, more when large text makes it wrap.
    int legendHeight() const { return m_legendHeight; }
    // The centre of the first rectangle of block `block` in segment `segment`, in widget coordinates.
    QPointF blockCenter(int segment, int block) const;

    std::optional<std::uint64_t> selectedBlock() const { return m_selected; }
    // Any address inside a block selects that block (selectedBlock() is then its start); one in no block
    // is kept as it is. Emits blockSelected or selectionCleared when the selection changes.
    void selectBlock(std::optional<std::uint64_t> address);
    // Private pools: each drawn as one frame around its segments, laid out after the ordinary ones. None:
    // the map as the allocator lesson shows it.
    void setPools(QList<MemoryMapPool> pools)
    {
        m_pools = std::move(pools);
        relayout();
        update();
    }
    // The segments of other streams are faded; none: all alike.
    void setStreamFilter(std::optional<gml::StreamId> stream)
    {
        m_streamFilter = stream;
        update();
        updateAccessibleText();
    }
    // Names of the streams by their recorded ids, for the tooltips and the screen reader.
    void setStreamLabels(QHash<gml::StreamId, QString> labels)
    {
        m_streamLabels = std::move(labels);
        updateAccessibleText();
    }
    // Text for a block's tooltip naming the event that made it ("event 42: alloc ..."), from whoever knows
    // the trace.
    void setBlockOrigin(std::function<QString(std::uint64_t address)> origin)
    {
        m_origin = std::move(origin);
    }

    // The state in words (segments, blocks, cached bytes) and the selected block, for screen readers.
    QString accessibleSummary() const;

    QSize sizeHint() const override { return {900, 360}; }
    QSize minimumSizeHint() const override { return {240, 120}; }

signals:
    void blockSelected(quint64 address);
    void selectionCleared();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    // The keyboard's way to select: Left/Right the previous or next block, Up/Down the first block of the
    // previous or next segment, Home/End the first and last block, Escape clears.
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    static constexpr double kMargin = 6.0;

    // Tells screen readers that the description changed (they ask MemoryMapAccessible for the new one).
    void updateAccessibleText();

    void relayout();
    void measureLegend();
    // Marks the painted picture stale: the next paint draws the map again instead of copying it.
    void invalidatePicture()
    {
        m_pictureValid = false;
        m_wroteDirectly = false;
    }
    // Changes whenever the block colours may have (high contrast on or off, a dark or light palette).
    static int themeKey();
    // Draws legend, bodies, hatching, frames and labels of the settled (not animating) map into m_pixels,
    // to be written out where it is shown.
    void composePicture() const;
    // The settled map into m_picture (kept for repaints that change nothing), at `ratio` device pixels per
    // widget pixel: composed pixel by pixel at 1, drawn as shapes when enlarged.
    void paintPicture(qreal ratio) const;
    // A new settled state straight onto the painter's device, without a picture kept; false where that
    // cannot be done (then the picture is painted and copied).
    bool paintDirectly(QPainter& painter, qreal ratio) const;
    QSize picturePixels(qreal ratio) const;
    // m_picture shows the current state at `ratio` and the widget's size.
    bool pictureFits(qreal ratio) const;
    // The map as shapes (legend, bodies, hatching, frames), fading as `progress` runs from 0 to 1: what
    // vector exports, animations and enlarged pictures get. Leaves the painter as it found it.
    void paintShapes(QPainter& painter, double progress) const;
    void paintSelection(QPainter& painter) const;
    // What goes over the map however it was drawn, from the map's origin: faded streams, pools, selection.
    void paintOnTop(QPainter& painter) const;
    void paintEmptyNote(QPainter& painter) const;
    void drawLabels() const;
    // A segment's label, box and text, as drawLabels blends it (kept between frames).
    const QImage& labelImage(const gml::SegmentInfo& segment, bool continued) const;
    void paintLegend(QPainter& painter) const;
    void paintSegmentBodies(QPainter& painter, double progress) const;
    void paintSegmentFrames(QPainter& painter, double progress) const;
    bool isNewSegment(int segment, double progress) const;
    void paintFadingSegments(QPainter& painter, double progress) const;
    QString tooltipFor(int segment, int block) const;
    MemoryMapLayout::Placements placements() const;

    gml::AllocatorState m_state;
    MemoryMapLayout m_layout;
    std::optional<std::uint64_t> m_selected;
    std::uint64_t m_scaleBytes = 0;
    std::function<QString(std::uint64_t)> m_origin;
    QList<MemoryMapPool> m_pools;
    std::optional<gml::StreamId> m_streamFilter;
    QHash<gml::StreamId, QString> m_streamLabels;

    // Animation: where each block (by address) was before the last change, and the segments that went away.
    QVariantAnimation m_animation;
    MemoryMapLayout::Placements m_before;
    std::vector<std::vector<QRectF>> m_vanished;

    // Scratch space of the painting hot path, reused between frames.
    mutable std::vector<MemoryMapLayout::Run> m_runs;
    mutable std::vector<double> m_boundaries;
    mutable MemoryMapPixels m_pixels;
    // The settled map as last painted (legend included), at the resolution it was painted at (its device
    // pixel ratio): repaints that change nothing (hover, tooltips, an exposed window, a selection) copy it
    // instead of drawing 100,000 blocks again.
    mutable QImage m_picture;
    mutable bool m_pictureValid = false;
    // The state shown was written straight into the painted image, with no picture kept.
    bool m_wroteDirectly = false;
    mutable int m_pictureTheme = -1; // themeKey() when the picture was painted
    mutable QImage m_legend;
    int m_legendHeight = kLegendHeight;
    int m_legendLine = kLegendHeight; // one line of the legend
    int m_legendWidth = -1; // the width the legend was measured for // the legend strip, drawn again only
                            // when palette, font, language or width change
    // Segment labels keep their shaped text between frames: shaping hundreds of labels per frame cost as
    // much as drawing every block.
    mutable QHash<std::pair<std::uint64_t, std::uint64_t>, QImage>
        m_labelCache; // (segment id and whether continued, size) -> its label, drawn once
    mutable QFont m_labelFont;
    mutable bool m_labelFontValid = false;
};
