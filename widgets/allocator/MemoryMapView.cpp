#include "widgets/allocator/MemoryMapView.h"

#include "widgets/export/ExportAppearance.h"
#include "widgets/allocator/BlockPalette.h"
#include "widgets/allocator/MemoryMapAccessible.h"
#include "widgets/allocator/MemoryMapPixels.h"
#include "widgets/allocator/MemoryMapSelection.h"
#include "widgets/allocator/MemoryMapStreams.h"
#include "widgets/allocator/MemoryMapText.h"
#include "widgets/common/DisplayTheme.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QStaticText>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <unordered_set>

namespace {

using Kind = BlockPalette::Kind;

// Fills whole pixels (the raster engine's fast path) and hatches only runs wide enough to show a pattern.
void fillBlock(QPainter& painter, const QRectF& rect, Kind kind)
{
    const int left = static_cast<int>(std::lround(rect.left()));
    const int right = std::max(left + 1, static_cast<int>(std::lround(rect.right())));
    const QRect pixels(left, static_cast<int>(std::lround(rect.top())), right - left,
                       static_cast<int>(std::lround(rect.height())));
    const QBrush& brush = BlockPalette::brush(kind);
    painter.fillRect(pixels, brush.style() == Qt::SolidPattern ? brush.color() : BlockPalette::color(kind));
    if (brush.style() != Qt::SolidPattern && pixels.width() >= 3)
        painter.fillRect(pixels, brush);
}

} // namespace

MemoryMapView::MemoryMapView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("memoryMap"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setDuration(kAnimationMs);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    MemoryMapAccessible::install();
    updateAccessibleText();
}

MemoryMapLayout::Placements MemoryMapView::placements() const
{
    MemoryMapLayout::Placements result;
    for (int s = 0; s < static_cast<int>(m_state.segments.size()); ++s)
        for (const auto& block : m_state.segments[s].blocks)
            result.emplace(block.address,
                           MemoryMapLayout::Placement{m_layout.tapePosition(m_state, s, block.address),
                                                      m_layout.tapePosition(m_state, s, block.end())});
    return result;
}

void MemoryMapView::setState(const gml::AllocatorState& state, bool animate)
{
    // Large states (snapshots) change too much per step for a per-block animation to mean anything.
    animate = animate && isVisible() && state.blockCount() < 5000 && m_state.blockCount() < 5000;
    if (animate) {
        m_before = placements();
        m_vanished.clear();
        std::unordered_set<std::uint64_t> kept;
        for (const auto& segment : state.segments)
            kept.insert(segment.address);
        for (int s = 0; s < static_cast<int>(m_state.segments.size()); ++s)
            if (!kept.contains(m_state.segments[s].address))
                m_vanished.push_back(m_layout.rects(m_layout.spans()[s].start,
                                                    m_layout.spans()[s].start + m_layout.spans()[s].length));
    }
    m_state = state;
    if (m_selected && !m_state.segmentContaining(*m_selected))
        m_selected.reset();
    relayout();
    if (animate) {
        m_animation.stop();
        m_animation.start();
    } else {
        m_animation.stop();
        m_before.clear();
        m_vanished.clear();
    }
    update();
    updateAccessibleText();
}

void MemoryMapView::measureLegend()
{
    // The legend flows onto more lines when its labels do not fit the width (presentation mode's large
    // text, a narrow window). Measured only when font, language or width change: shaping the labels
    // costs more than laying out 100,000 blocks.
    const QFontMetricsF metrics(font());
    m_legendLine = std::max(kLegendHeight, static_cast<int>(std::ceil(metrics.height())) + 8);
    int lines = 1;
    double x = kMargin;
    for (int k = 0; k < BlockPalette::kKindCount; ++k) {
        const double item = 27 + metrics.horizontalAdvance(BlockPalette::label(static_cast<Kind>(k))) + 16;
        if (x > kMargin && x + item > width() - kMargin) {
            ++lines;
            x = kMargin;
        }
        x += item;
    }
    m_legendHeight = lines * m_legendLine;
    m_legendWidth = width();
}

void MemoryMapView::relayout()
{
    if (m_legendWidth != width())
        measureLegend();
    const QSize area(std::max(16, width() - 2 * static_cast<int>(kMargin)),
                     std::max(16, height() - m_legendHeight - 2 * static_cast<int>(kMargin)));
    m_layout.build(m_state, area, m_scaleBytes, MemoryMapPools::grouping(m_state, m_pools, font()));
    invalidatePicture();
}

void MemoryMapView::setScaleBytes(std::uint64_t bytes)
{
    if (bytes == m_scaleBytes)
        return;
    m_scaleBytes = bytes;
    relayout();
    update();
}

void MemoryMapView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

int MemoryMapView::themeKey()
{
    return DisplayTheme::generation() * 2 + (DisplayTheme::isDark() ? 1 : 0);
}

void MemoryMapView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
        m_labelFontValid = false;
        measureLegend(); // the legend's height follows the font
        relayout();
        [[fallthrough]];
    case QEvent::PaletteChange:
    case QEvent::StyleChange:
    case QEvent::LanguageChange: // the legend's labels
        if (event->type() == QEvent::LanguageChange) {
            measureLegend(); // translated labels are wider or narrower
            relayout();
            m_labelFontValid = false; // the segments' labels are drawn again in the new language
        }
        m_legend = QImage(); // drawn in the widget's font, palette and language
        invalidatePicture();
        update();
        break;
    default:
        break;
    }
}

QPointF MemoryMapView::blockCenter(int segment, int block) const
{
    const auto& info = m_state.segments.at(segment).blocks.at(block);
    const auto rects = m_layout.rects(m_layout.tapePosition(m_state, segment, info.address),
                                      m_layout.tapePosition(m_state, segment, info.end()));
    return rects.empty() ? QPointF() : rects.front().center() + mapOrigin();
}

void MemoryMapView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const double progress =
        m_animation.state() == QAbstractAnimation::Running ? m_animation.currentValue().toDouble() : 1.0;
    // A settled map keeps a picture of itself at the painter's resolution: the widget's pixels one to one,
    // or a high-DPI screen's (or a 2x export's) device pixels, where the only enlargement is the same across
    // and down and lands on whole pixels, so that the picture is copied without being resampled. SVG and PDF
    // exports, animations and any other transform get shapes drawn directly.
    const bool raster = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster;
    const QTransform& transform = painter.deviceTransform();
    const bool oneToOne =
        !transform.isScaling() && !transform.isRotating() && painter.device()->devicePixelRatio() == 1.0;
    const bool evenlyEnlarged =
        !transform.isRotating() && transform.m11() > 1.0 && qFuzzyCompare(transform.m11(), transform.m22()) &&
        transform.dx() == std::round(transform.dx()) && transform.dy() == std::round(transform.dy());
    if (progress < 1.0 || !raster || !(oneToOne || evenlyEnlarged)) {
        paintShapes(painter, progress);
        paintOnTop(painter);
        return;
    }
    const qreal ratio = oneToOne ? 1.0 : transform.m11();
    const int theme = themeKey();
    if (theme != m_pictureTheme) {
        m_legend = QImage(); // its swatches have the theme's colours
        invalidatePicture();
    }
    m_pictureTheme = theme;
    // A new state is mostly painted once (the player steps on): drawn straight onto the painter's device,
    // without a picture kept, it is spared the picture's copy (8 MB at 1x, 33 MB at 2x). Painted again
    // unchanged (hover, a tooltip, a selection, an exposed window), it is kept as a picture after all.
    if (!m_pictureValid && !m_wroteDirectly && paintDirectly(painter, ratio)) {
        m_wroteDirectly = true;
    } else {
        if (!pictureFits(ratio))
            paintPicture(ratio);
        // Opaque: copied, not blended.
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        painter.drawImage(QPoint(0, 0), m_picture);
        painter.setCompositionMode(QPainter::CompositionMode_SourceOver);
    }
    paintOnTop(painter);
}

void MemoryMapView::paintOnTop(QPainter& painter) const
{
    // Over the map however it was drawn (kept picture, written pixels, shapes): the faded streams and the
    // pools' frames, which exports get too, and the selection, which they do not.
    painter.translate(mapOrigin());
    if (m_streamFilter)
        MemoryMapStreams::paintFade(painter, m_layout, m_state, *m_streamFilter,
                                    palette().color(QPalette::Base));
    MemoryMapPools::paint(painter, m_layout, m_pools, font(), palette());
    paintSelection(painter);
}

bool MemoryMapView::paintDirectly(QPainter& painter, qreal ratio) const
{
    if (ratio != 1.0) {
        // Enlarged, the map is drawn as shapes, at several times the cost of the 1x picture (26 ms for
        // 100,000 blocks at ratio 2, against 3.6 ms): kept, the picture spares later repaints drawing it
        // again.
        paintShapes(painter, 1.0);
        return true;
    }
    QImage* target = nullptr;
    QPoint at;
    if (m_state.segments.empty() || !(target = MemoryMapPixels::writableTarget(painter, size(), at)))
        return false;
    composePicture();
    m_pixels.write(*target, at);
    return true;
}

QSize MemoryMapView::picturePixels(qreal ratio) const
{
    return {static_cast<int>(std::ceil(width() * ratio)), static_cast<int>(std::ceil(height() * ratio))};
}

bool MemoryMapView::pictureFits(qreal ratio) const
{
    return m_pictureValid && m_picture.devicePixelRatio() == ratio &&
           m_picture.size() == picturePixels(ratio);
}

void MemoryMapView::paintShapes(QPainter& painter, double progress) const
{
    painter.save();
    painter.fillRect(rect(), palette().base());
    paintLegend(painter);
    painter.translate(mapOrigin());
    if (progress < 1.0)
        paintFadingSegments(painter, progress);
    paintSegmentBodies(painter, progress);
    paintSegmentFrames(painter, progress);
    paintEmptyNote(painter);
    painter.restore();
}

void MemoryMapView::composePicture() const
{
    m_boundaries.clear();
    const QRgb base = palette().color(QPalette::Base).rgb();
    m_pixels.begin(size(), mapOrigin().toPoint(), m_layout, base);
    for (int s = 0; s < static_cast<int>(m_state.segments.size()); ++s) {
        m_layout.collectRuns(m_state, s, m_runs, m_boundaries);
        m_pixels.fillRuns(m_runs);
    }
    m_pixels.drawFrames(m_boundaries, base, palette().color(QPalette::WindowText).rgb());
    if (m_legend.width() != width() || m_legend.height() != m_legendHeight) {
        m_legend = QImage(width(), m_legendHeight, QImage::Format_RGB32);
        m_legend.fill(palette().color(QPalette::Base));
        QPainter legendPainter(&m_legend);
        legendPainter.setFont(font()); // a painter on an image starts with the application's font
        paintLegend(legendPainter);
    }
    m_pixels.drawStrip(m_legend);
    drawLabels();
}

void MemoryMapView::paintPicture(qreal ratio) const
{
    const QSize pixels = picturePixels(ratio);
    if (m_picture.size() != pixels || m_picture.devicePixelRatio() != ratio) {
        m_picture = QImage(pixels, QImage::Format_RGB32);
        m_picture.setDevicePixelRatio(ratio);
    }
    if (ratio != 1.0) {
        QPainter painter(&m_picture);
        painter.setFont(font()); // a painter on an image starts with the application's font
        paintShapes(painter, 1.0);
    } else {
        composePicture();
        m_pixels.write(m_picture, QPoint(0, 0));
        if (m_state.segments.empty()) {
            QPainter painter(&m_picture);
            painter.setFont(font());
            painter.translate(mapOrigin());
            paintEmptyNote(painter);
        }
    }
    m_pictureValid = true;
}

void MemoryMapView::paintEmptyNote(QPainter& painter) const
{
    if (!m_state.segments.empty())
        return;
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(QRectF(0, 0, width() - 2 * kMargin, 60), Qt::AlignCenter,
                     tr("No segments: the allocator holds no device memory."));
}

void MemoryMapView::drawLabels() const
{
    // A label on every row piece of a segment tall and wide enough to carry it.
    if (m_layout.bandHeight() < MemoryMapLayout::kLabelMinBand)
        return;
    if (!m_labelFontValid) {
        m_labelFont = font();
        m_labelFont.setPointSizeF(font().pointSizeF() * 0.85);
        m_labelCache.clear();
        m_labelFontValid = true;
    }
    const QPoint origin = mapOrigin().toPoint();
    for (int s = 0; s < static_cast<int>(m_state.segments.size()); ++s) {
        const auto& segment = m_state.segments[s];
        for (const auto& row : m_layout.labelRows(s)) {
            // A continued row too narrow for "(cont.)" still says whose memory it is.
            const QImage* label = &labelImage(segment, row.continued);
            if (label->width() + 4 >= row.rect.width() && row.continued)
                label = &labelImage(segment, false);
            if (label->width() + 4 >= row.rect.width())
                continue;
            // At whole pixels, where QPainter put them when it drew them.
            m_pixels.drawLabel(origin + (row.rect.topLeft() + QPointF(3, 2)).toPoint(), *label);
        }
    }
}

const QImage& MemoryMapView::labelImage(const gml::SegmentInfo& segment, bool continued) const
{
    // Keyed by what the text says, not by the text: formatting hundreds of labels was most of their cost.
    const std::pair<std::uint64_t, std::uint64_t> key{(std::uint64_t{segment.id} << 1) | (continued ? 1 : 0),
                                                      segment.size};
    auto cached = m_labelCache.find(key);
    if (cached == m_labelCache.end()) {
        // Drawn once, box and text, then blended: hundreds of labels per frame were a fifth of a frame
        // when their glyphs were drawn each time.
        QStaticText text(MemoryMapText::segmentLabel(segment, continued));
        text.setTextFormat(Qt::PlainText);
        text.prepare(QTransform(), m_labelFont);
        const QSize boxSize(static_cast<int>(std::ceil(text.size().width())) + 4,
                            static_cast<int>(std::ceil(text.size().height())));
        QImage box(boxSize, QImage::Format_ARGB32_Premultiplied);
        box.fill(QColor(0, 0, 0, 140));
        QPainter boxPainter(&box);
        boxPainter.setFont(m_labelFont);
        boxPainter.setPen(Qt::white);
        boxPainter.drawStaticText(QPointF(2, 0), text);
        boxPainter.end();
        cached = m_labelCache.insert(key, box);
    }
    return *cached;
}

void MemoryMapView::paintSelection(QPainter& painter) const
{
    if (!m_selected || ExportAppearance::active(this)) // a selection is the pointer's, not the picture's
        return;
    for (int s = 0; s < static_cast<int>(m_state.segments.size()); ++s)
        for (const auto& block : m_state.segments[s].blocks)
            if (block.address == *m_selected) {
                painter.setPen(QPen(palette().color(QPalette::Highlight), 3.0));
                painter.setBrush(Qt::NoBrush);
                m_layout.forEachRect(m_layout.tapePosition(m_state, s, block.address),
                                     m_layout.tapePosition(m_state, s, block.end()),
                                     [&](const QRectF& r) { painter.drawRect(r.adjusted(-1, -1, 1, 1)); });
            }
}

void MemoryMapView::paintLegend(QPainter& painter) const
{
    // Laid out as relayout() measured it: items flow onto the next line when the width runs out.
    double x = kMargin;
    double top = 0;
    const QFontMetricsF metrics(font());
    for (int k = 0; k < BlockPalette::kKindCount; ++k) {
        const auto kind = static_cast<Kind>(k);
        const QString label = BlockPalette::label(kind);
        const double item = 27 + metrics.horizontalAdvance(label) + 16;
        if (x > kMargin && x + item > width() - kMargin) {
            x = kMargin;
            top += m_legendLine;
        }
        const QRectF swatch(x, top + (m_legendLine - 14) / 2.0, 22, 14);
        fillBlock(painter, swatch, kind);
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(swatch);
        x += swatch.width() + 5;
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(QPointF(x, top + (m_legendLine + metrics.ascent() - metrics.descent()) / 2.0),
                         label);
        x += metrics.horizontalAdvance(label) + 16;
    }
}

void MemoryMapView::paintFadingSegments(QPainter& painter, double progress) const
{
    painter.save();
    painter.setOpacity(1.0 - progress);
    for (const auto& rects : m_vanished)
        for (const auto& r : rects)
            fillBlock(painter, r, Kind::FreeSegment);
    painter.restore();
}

bool MemoryMapView::isNewSegment(int s, double progress) const
{
    if (progress >= 1.0)
        return false;
    const auto& segment = m_state.segments[s];
    return !m_before.contains(segment.address) &&
           std::none_of(segment.blocks.begin(), segment.blocks.end(),
                        [&](const gml::BlockInfo& b) { return m_before.contains(b.address); });
}

void MemoryMapView::paintSegmentBodies(QPainter& painter, double progress) const
{
    // Animating (small states only) or a vector device: QPainter, so that a new segment can fade in.
    m_boundaries.clear();
    for (int s = 0; s < static_cast<int>(m_state.segments.size()); ++s) {
        m_layout.collectRuns(m_state, s, m_runs, m_boundaries, progress, &m_before);
        painter.save();
        if (isNewSegment(s, progress))
            painter.setOpacity(progress);
        for (const auto& run : m_runs)
            m_layout.forEachRect(run.start, run.end,
                                 [&](const QRectF& r) { fillBlock(painter, r, run.kind); });
        painter.restore();
    }
}

void MemoryMapView::paintSegmentFrames(QPainter& painter, double progress) const
{
    const QPen outline(palette().color(QPalette::WindowText), 1.0);
    const double band = m_layout.bandHeight();
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    const QFontMetricsF smallMetrics(small);

    if (band >= 9) {
        painter.setPen(QPen(palette().color(QPalette::Base), 1.0));
        for (const double x : m_boundaries)
            m_layout.forEachRect(x, x + 0.5,
                                 [&](const QRectF& r) { painter.drawLine(r.topLeft(), r.bottomLeft()); });
    }
    painter.setBrush(Qt::NoBrush);
    for (int s = 0; s < static_cast<int>(m_state.segments.size()); ++s) {
        const auto& segment = m_state.segments[s];
        const auto& span = m_layout.spans()[s];
        painter.save();
        if (isNewSegment(s, progress))
            painter.setOpacity(progress);
        painter.setPen(outline);
        m_layout.forEachRect(span.start, span.start + span.length,
                             [&](const QRectF& r) { painter.drawRect(r.adjusted(0, 0, -0.5, -0.5)); });
        // A label on every row piece tall and wide enough to carry it, as drawLabels places them.
        for (const auto& row : m_layout.labelRows(s)) {
            QString label = MemoryMapText::segmentLabel(segment, row.continued);
            if (smallMetrics.horizontalAdvance(label) + 8 >= row.rect.width() && row.continued)
                label = MemoryMapText::segmentLabel(segment, false);
            const double labelWidth = smallMetrics.horizontalAdvance(label);
            if (labelWidth + 8 >= row.rect.width())
                continue;
            const QPointF corner = row.rect.topLeft() + QPointF(3, 2);
            painter.fillRect(QRectF(corner, QSizeF(labelWidth + 4, smallMetrics.height())), QColor(0, 0, 0, 140));
            painter.setPen(Qt::white);
            painter.setFont(small);
            painter.drawText(corner + QPointF(2, smallMetrics.ascent()), label);
            painter.setFont(font());
        }
        painter.restore();
    }
}

void MemoryMapView::selectBlock(std::optional<std::uint64_t> address)
{
    // An address found elsewhere (a search, a band of the timeline) may lie anywhere inside its block.
    if (const auto at = address ? MemoryMapSelection::containing(m_state, *address) : std::nullopt)
        address = m_state.segments[at->segment].blocks[at->block].address;
    if (m_selected == address)
        return;
    m_selected = address;
    update();
    updateAccessibleText();
    if (address)
        emit blockSelected(*address);
    else
        emit selectionCleared();
}

void MemoryMapView::mousePressEvent(QMouseEvent* event)
{
    const auto hit = m_layout.hitTest(m_state, event->position() - mapOrigin());
    if (hit && hit->block >= 0)
        selectBlock(m_state.segments[hit->segment].blocks[hit->block].address);
    else
        selectBlock(std::nullopt);
}

void MemoryMapView::updateAccessibleText()
{
    setAccessibleName(tr("Memory map"));
    if (QAccessible::isActive()) {
        QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
}

QString MemoryMapView::accessibleSummary() const
{
    const auto at = MemoryMapSelection::locate(m_state, m_selected);
    const QString text = MemoryMapText::summary(m_state, at ? tooltipFor(at->segment, at->block) : QString());
    if (!m_streamFilter)
        return text;
    return text + QLatin1Char(' ') + MemoryMapStreams::filterSentence(*m_streamFilter, m_streamLabels);
}

void MemoryMapView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && m_selected) {
        selectBlock(std::nullopt);
        return;
    }
    const auto next = event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)
                          ? std::nullopt
                          : MemoryMapSelection::step(m_state, MemoryMapSelection::locate(m_state, m_selected),
                                                     event->key());
    if (!next) {
        QWidget::keyPressEvent(event);
        return;
    }
    selectBlock(m_state.segments[next->segment].blocks[next->block].address);
    // What a hover would show, where the block is: the keyboard's tooltip.
    QToolTip::showText(mapToGlobal(blockCenter(next->segment, next->block).toPoint()),
                       tooltipFor(next->segment, next->block), this);
}

bool MemoryMapView::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleText();
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto hit = m_layout.hitTest(m_state, QPointF(help->pos()) - mapOrigin());
        if (hit && hit->block >= 0)
            QToolTip::showText(help->globalPos(), tooltipFor(hit->segment, hit->block), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

QString MemoryMapView::tooltipFor(int segmentIndex, int blockIndex) const
{
    const auto& segment = m_state.segments.at(segmentIndex);
    const auto& block = segment.blocks.at(blockIndex);
    const QString stream =
        m_streamLabels.isEmpty() ? QString() : MemoryMapStreams::name(segment.stream, m_streamLabels);
    return MemoryMapText::tooltip(segment, block, m_origin ? m_origin(block.address) : QString(), stream);
}
