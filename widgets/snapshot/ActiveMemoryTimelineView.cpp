#include "widgets/snapshot/ActiveMemoryTimelineView.h"

#include "app/content/common/NumberText.h"
#include "widgets/export/ExportAppearance.h"
#include "widgets/snapshot/ActiveMemoryTimelineOverview.h"
#include "widgets/snapshot/ActiveMemoryTimelineText.h"
#include "widgets/snapshot/TimelineKeys.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace {

// The least margins for the axis labels; larger type (presentation, a large system font) widens them.
constexpr double kLeft = 64;
constexpr double kBottom = 22;
constexpr double kTop = 8;
constexpr double kRight = 8;
constexpr double kOverviewGap = 4;
// The plot's least height before named ranges give up rows to it, and the most rows they get.
constexpr double kMinPlot = 110;
constexpr int kAnnotationRows = 3;
// A notch of the wheel zooms by this much; a key press by its square.
constexpr double kWheelZoom = 1.25;
constexpr double kKeyZoom = kWheelZoom * kWheelZoom;
// Shift+Left and Shift+Right pan by this fraction of the events in view.
constexpr double kKeyPan = 0.125;

} // namespace

ActiveMemoryTimelineView::ActiveMemoryTimelineView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("activeMemoryTimeline"));
    retranslateAccessibility();
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumHeight(160);
    m_resampleTimer.setSingleShot(true);
    m_resampleTimer.setInterval(kResampleDelayMs);
    connect(&m_resampleTimer, &QTimer::timeout, this, &ActiveMemoryTimelineView::resample);
    updateMargins();
}

void ActiveMemoryTimelineView::retranslateAccessibility()
{
    setAccessibleName(tr("Active memory timeline"));
    setAccessibleDescription(ActiveMemoryTimelineText::description(
        m_whole, m_cursor, m_whole.activeBytes(m_whole.columnOf(m_cursor)), m_range, eventName()));
}

void ActiveMemoryTimelineView::setEventNames(ActiveMemoryTimelineText::EventName name)
{
    m_eventName = std::move(name);
    retranslateAccessibility();
    update();
}

ActiveMemoryTimelineText::EventName ActiveMemoryTimelineView::eventName() const
{
    if (m_eventName)
        return m_eventName;
    return &ActiveMemoryTimelineText::defaultName;
}

void ActiveMemoryTimelineView::setTimeline(gml::ActiveMemoryTimeline timeline, std::size_t firstEvent)
{
    m_whole = std::move(timeline);
    m_detail.reset();
    m_resampleTimer.stop();
    m_firstEvent = firstEvent;
    m_wholeTotals = ActiveMemoryTimelineOverview::columnTotals(m_whole);
    m_marks.reserved = m_whole.maxReservedBytes > 0;
    m_range.setDomain(m_whole.firstEvent, m_whole.sampledEnd());
    updateMargins();
    retranslateAccessibility();
    redraw();
    const auto [first, end] = visibleRange();
    emit visibleRangeChanged(first, end);
}

void ActiveMemoryTimelineView::setTrace(std::shared_ptr<const gml::AllocatorTrace> trace)
{
    m_trace = std::move(trace);
    m_detail.reset();
    if (!m_range.showsAll())
        m_resampleTimer.start();
    redraw();
}

const gml::ActiveMemoryTimeline& ActiveMemoryTimelineView::shownTimeline() const
{
    // The closer look while it covers what is in view; the whole trace's columns, enlarged, until the view
    // settles and is sampled again.
    if (m_detail && static_cast<double>(m_detail->firstEvent) <= m_range.begin() &&
        static_cast<double>(m_detail->sampledEnd()) >= m_range.end())
        return *m_detail;
    return m_whole;
}

void ActiveMemoryTimelineView::setCursor(std::size_t event)
{
    if (event == m_cursor)
        return;
    m_cursor = event;
    // Moved out of view by the player (or a search), the view follows it.
    if (!m_whole.columnEvents.empty() && m_range.ensureVisible(static_cast<double>(event)))
        visibleRangeMoved();
    retranslateAccessibility(); // the description says where the cursor is
    update();
}

void ActiveMemoryTimelineView::setMarkers(QList<Marker> markers)
{
    m_markers = std::move(markers);
    update();
}

void ActiveMemoryTimelineView::setOutOfMemoryEvents(QList<std::size_t> events)
{
    m_marks.outOfMemoryEvents = std::move(events);
    redraw();
}

void ActiveMemoryTimelineView::setPeakEvent(std::optional<std::size_t> event)
{
    m_marks.peakEvent = event;
    redraw();
}

void ActiveMemoryTimelineView::setAnnotationRanges(QList<AnnotationRange> ranges)
{
    m_marks.annotations = std::move(ranges);
    updateMargins();
    redraw();
}

void ActiveMemoryTimelineView::setPrivatePools(QList<PoolRange> pools)
{
    m_marks.pools = pools;
    m_look.pools = std::move(pools);
    updateMargins();
    redraw();
}

void ActiveMemoryTimelineView::setStreamFilter(std::optional<gml::StreamId> stream)
{
    m_look.stream = stream;
    redraw();
}

void ActiveMemoryTimelineView::setStreamLabels(QHash<gml::StreamId, QString> labels)
{
    m_streamLabels = std::move(labels); // read by the tooltips when they are asked for
}

void ActiveMemoryTimelineView::setSelectedAllocation(std::optional<std::size_t> allocEvent)
{
    m_selected = allocEvent;
    update(); // drawn over the cached bands
}

std::pair<std::size_t, std::size_t> ActiveMemoryTimelineView::visibleRange() const
{
    return {static_cast<std::size_t>(std::floor(m_range.begin())),
            static_cast<std::size_t>(std::ceil(m_range.end()))};
}

void ActiveMemoryTimelineView::setVisibleRange(std::size_t first, std::size_t end)
{
    if (m_range.set(static_cast<double>(first), static_cast<double>(end)))
        visibleRangeMoved();
}

void ActiveMemoryTimelineView::showAll()
{
    if (m_range.showAll())
        visibleRangeMoved();
}

void ActiveMemoryTimelineView::visibleRangeMoved()
{
    updateMargins(); // the overview strip comes and goes
    redraw();
    retranslateAccessibility();
    m_resampleTimer.start();
    const auto [first, end] = visibleRange();
    emit visibleRangeChanged(first, end);
}

void ActiveMemoryTimelineView::resample()
{
    if (m_range.showsAll() || !m_trace) {
        m_detail.reset();
    } else {
        const auto [first, end] = visibleRange();
        if (!m_detail || m_detail->firstEvent != first || m_detail->sampledEnd() != end)
            m_detail = gml::ActiveMemoryTimeline::buildRange(*m_trace, first, end);
    }
    updateMargins(); // a spike seen only now may raise the scale
    redraw();
    emit visibleRangeSampled();
}

void ActiveMemoryTimelineView::redraw()
{
    m_bands = QImage(); // stale
    update();
}

std::uint64_t ActiveMemoryTimelineView::scaleBytes() const
{
    std::uint64_t top = std::max(m_whole.maxBytes, m_whole.maxReservedBytes);
    if (m_detail)
        top = std::max({top, m_detail->maxBytes, m_detail->maxReservedBytes});
    return top;
}

QRectF ActiveMemoryTimelineView::plotArea() const
{
    return QRectF(m_leftMargin, m_topMargin, std::max(10.0, width() - m_leftMargin - kRight),
                  std::max(10.0, height() - m_topMargin - m_bottomMargin));
}

QRectF ActiveMemoryTimelineView::overviewArea() const
{
    if (m_range.showsAll())
        return {};
    const QRectF area = plotArea();
    return QRectF(area.left(), height() - ActiveMemoryTimelineOverview::kHeight - 2, area.width(),
                  ActiveMemoryTimelineOverview::kHeight);
}

ActiveMemoryTimelinePlot ActiveMemoryTimelineView::plot() const
{
    return {plotArea(), &shownTimeline(), m_range.begin(), m_range.end(),
            static_cast<double>(std::max<std::uint64_t>(scaleBytes(), 1)) * 1.05};
}

QPointF ActiveMemoryTimelineView::pointAt(std::size_t event, std::uint64_t bytes) const
{
    const ActiveMemoryTimelinePlot at = plot();
    return {at.centreOf(event), at.yOf(bytes)};
}

void ActiveMemoryTimelineView::updateMargins()
{
    // The widest byte label (they are drawn at 0, 1/4 ... 4/4 of the scale), and a gap before the axis.
    double widest = 0;
    for (int i = 0; i <= 4; ++i)
        widest = std::max(widest, static_cast<double>(fontMetrics().horizontalAdvance(
                                      NumberText::bytes(scaleBytes() * static_cast<std::uint64_t>(i) / 4))));
    m_leftMargin = std::max(kLeft, widest + 10);
    m_bottomMargin = std::max(kBottom, static_cast<double>(fontMetrics().height()) + 4);
    if (!m_range.showsAll())
        m_bottomMargin += ActiveMemoryTimelineOverview::kHeight + kOverviewGap;
    // Named ranges get up to three rows, but never squeeze the plot below kMinPlot: rather fewer rows.
    const ActiveMemoryTimelineMarks marks(m_marks, font(), palette());
    const double legend = marks.legendHeight(std::max(10.0, width() - m_leftMargin - kRight));
    const double room = height() - kTop - legend - m_bottomMargin - kMinPlot;
    m_marks.annotationRows = std::clamp(static_cast<int>(room / marks.lineHeight()), 1, kAnnotationRows);
    m_topMargin = kTop + legend + marks.annotationHeight();
}

bool ActiveMemoryTimelineView::cacheServes(const QPainter& painter) const
{
    // Inside QWidget::render() the exporter's painter stands behind this one with its world transform reset:
    // its scale shows only in the device transform.
    const QPaintEngine* engine = painter.paintEngine();
    if (engine == nullptr || engine->type() != QPaintEngine::Raster)
        return false;
    const QTransform transform = painter.deviceTransform();
    const double ratio = devicePixelRatio();
    return transform.type() <= QTransform::TxScale && qFuzzyCompare(transform.m11(), ratio) &&
           qFuzzyCompare(transform.m22(), ratio);
}

void ActiveMemoryTimelineView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    // Thousands of band polygons cost ~100 ms to fill; the cursor moves every frame while the bands do not,
    // so on screen they are drawn once into an image and each frame only copies it and adds the cursor.
    // Anything else (an SVG, a PDF, a 2x or 4K picture) gets the bands themselves, drawn for it.
    const bool onScreen = cacheServes(painter);
    if (onScreen) {
        if (m_bands.size() != size() * devicePixelRatio())
            renderBands();
        painter.drawImage(QPointF(0, 0), m_bands);
    } else {
        paintBands(painter);
    }
    if (onScreen && hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
    if (m_whole.columnEvents.empty())
        return;
    const ActiveMemoryTimelinePlot at = plot();
    // A selection is the pointer's, not the picture's: exports leave it out, as the memory map does.
    if (m_selected && !ExportAppearance::active(this))
        ActiveMemoryTimelineBands(at, m_look)
            .paintSelection(painter, *m_selected, palette().color(QPalette::Highlight));
    for (const auto& marker : std::as_const(m_markers)) {
        const double x = at.centreOf(marker.event);
        if (x < at.area.left() || x > at.area.right())
            continue;
        painter.setPen(QPen(QColor(0x00, 0x9E, 0x73), 1.0, Qt::DashLine));
        painter.drawLine(QPointF(x, at.area.top()), QPointF(x, at.area.bottom()));
    }
    const double cursor = at.centreOf(m_cursor);
    if (cursor >= at.area.left() && cursor <= at.area.right()) {
        painter.setPen(QPen(QColor(0xCC, 0x79, 0xA7), 2.0));
        painter.drawLine(QPointF(cursor, at.area.top()), QPointF(cursor, at.area.bottom()));
    }
}

void ActiveMemoryTimelineView::renderBands()
{
    m_bands = QImage(size() * devicePixelRatio(), QImage::Format_ARGB32_Premultiplied);
    m_bands.setDevicePixelRatio(devicePixelRatio());
    {
        QPainter painter(&m_bands);
        painter.setFont(font());
        if (!paintFrame(painter))
            return;
    }
    m_look.background = palette().color(QPalette::Base);
    ActiveMemoryTimelineBands(plot(), m_look).fillPixels(m_bands);
    QPainter painter(&m_bands);
    painter.setFont(font());
    paintOverBands(painter);
}

void ActiveMemoryTimelineView::paintBands(QPainter& painter) const
{
    if (!paintFrame(painter))
        return;
    TimelineBandLook look = m_look;
    look.background = palette().color(QPalette::Base);
    const ActiveMemoryTimelinePlot at = plot();
    ActiveMemoryTimelineBands(at, look).paintShapes(painter);
    paintOverBands(painter);
}

bool ActiveMemoryTimelineView::paintFrame(QPainter& painter) const
{
    painter.save();
    painter.fillRect(rect(), palette().base());
    const QRectF area = plotArea();
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);
    if (m_whole.columnEvents.empty())
        painter.drawText(area, Qt::AlignCenter, tr("No allocations in this trace."));
    painter.restore();
    return !m_whole.columnEvents.empty();
}

void ActiveMemoryTimelineView::paintOverBands(QPainter& painter) const
{
    const ActiveMemoryTimelinePlot at = plot();
    const ActiveMemoryTimelineMarks marks(m_marks, font(), palette());
    marks.paintReserved(painter, at);
    marks.paintEventMarks(painter, at);
    const double legend = marks.legendHeight(at.area.width());
    marks.paintLegend(painter, QRectF(at.area.left(), kTop, at.area.width(), legend));
    marks.paintAnnotations(painter, at,
                           QRectF(at.area.left(), kTop + legend, at.area.width(), marks.annotationHeight()));
    paintAxisLabels(painter);
    if (!m_range.showsAll())
        ActiveMemoryTimelineOverview(overviewArea(), m_whole, m_wholeTotals)
            .paint(painter, palette(), m_range.begin(), m_range.end());
}

void ActiveMemoryTimelineView::paintAxisLabels(QPainter& painter) const
{
    painter.save();
    // Bytes on the left, the first and last event in view along the bottom.
    const ActiveMemoryTimelinePlot at = plot();
    painter.setPen(palette().color(QPalette::Text));
    const double lineHeight = painter.fontMetrics().height();
    for (int i = 0; i <= 4; ++i) {
        const std::uint64_t value = scaleBytes() * static_cast<std::uint64_t>(i) / 4;
        painter.drawText(QRectF(0, at.yOf(value) - lineHeight / 2, at.area.left() - 6, lineHeight),
                         Qt::AlignRight | Qt::AlignVCenter, NumberText::bytes(value));
    }
    const QRectF below(at.area.left(), at.area.bottom() + 2, at.area.width(), lineHeight + 2);
    const auto [first, end] = visibleRange();
    const auto& shown = *at.timeline;
    // Whole, the timeline is labelled by its first and last columns' events, as it always was.
    const std::size_t left = m_range.showsAll() ? shown.columnEvents.front() : first;
    const std::size_t right = m_range.showsAll() ? shown.columnEvents.back() : end - 1;
    painter.drawText(below, Qt::AlignLeft, eventName()(left));
    painter.drawText(below, Qt::AlignRight, eventName()(right));
    painter.restore();
}

void ActiveMemoryTimelineView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateMargins(); // the legend flows onto more lines when narrower
}

void ActiveMemoryTimelineView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        m_bands = QImage(); // drawn in the old palette's colours, or the old font
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateMargins();
    if (event->type() == QEvent::LanguageChange) {
        m_bands = QImage(); // the legend and marks' words
        retranslateAccessibility();
    }
}

void ActiveMemoryTimelineView::mousePressEvent(QMouseEvent* event)
{
    QWidget::mousePressEvent(event); // the click also gives the focus, for the keys
    if (event->button() != Qt::LeftButton || m_whole.columnEvents.empty())
        return;
    if (overviewArea().contains(event->position())) {
        m_draggingOverview = true;
        const ActiveMemoryTimelineOverview overview(overviewArea(), m_whole, m_wholeTotals);
        if (m_range.centreOn(overview.eventAt(event->position().x())))
            visibleRangeMoved();
        return;
    }
    if (plotArea().contains(event->position())) {
        m_pressedAt = event->position();
        m_pressedBegin = m_range.begin();
        m_dragging = false;
    }
}

void ActiveMemoryTimelineView::mouseMoveEvent(QMouseEvent* event)
{
    QWidget::mouseMoveEvent(event);
    if (!(event->buttons() & Qt::LeftButton))
        return;
    if (m_draggingOverview) {
        const ActiveMemoryTimelineOverview overview(overviewArea(), m_whole, m_wholeTotals);
        if (m_range.centreOn(overview.eventAt(event->position().x())))
            visibleRangeMoved();
        return;
    }
    if (!m_pressedAt || m_range.showsAll())
        return; // all in view: nothing to pan to
    const double moved = event->position().x() - m_pressedAt->x();
    if (!m_dragging && std::abs(moved) < QApplication::startDragDistance())
        return;
    if (!m_dragging)
        QWidget::setCursor(Qt::ClosedHandCursor);
    m_dragging = true;
    // The events under the pointer stay under it.
    const double begin = m_pressedBegin - moved / plotArea().width() * m_range.span();
    if (m_range.set(begin, begin + m_range.span()))
        visibleRangeMoved();
}

void ActiveMemoryTimelineView::mouseReleaseEvent(QMouseEvent* event)
{
    QWidget::mouseReleaseEvent(event);
    const bool click = m_pressedAt && !m_dragging && event->button() == Qt::LeftButton;
    if (m_dragging)
        unsetCursor();
    m_pressedAt.reset();
    m_dragging = false;
    m_draggingOverview = false;
    if (!click || m_whole.columnEvents.empty())
        return;
    const ActiveMemoryTimelinePlot at = plot();
    if (const auto* band = at.bandAt(event->position()))
        emit allocationClicked(band->allocEvent, band->address);
    emit seekRequested(at.timeline->columnEvents[at.columnAt(event->position().x())]);
}

void ActiveMemoryTimelineView::wheelEvent(QWheelEvent* event)
{
    if (m_whole.columnEvents.empty()) {
        QWidget::wheelEvent(event);
        return;
    }
    const QPoint delta = event->angleDelta();
    bool moved = false;
    if ((event->modifiers() & Qt::ShiftModifier) || (delta.x() != 0 && delta.y() == 0)) {
        // Sideways (a touchpad, or Shift with the wheel): pan, an eighth of the view a notch.
        const double notches = (delta.x() != 0 ? delta.x() : delta.y()) / 120.0;
        moved = m_range.pan(-notches * kKeyPan * m_range.span());
    } else {
        const double anchor = plot().eventAt(event->position().x());
        moved = m_range.zoom(std::pow(kWheelZoom, delta.y() / 120.0), anchor);
    }
    // Turned further than the view goes (all in view already), the wheel scrolls the page around it.
    if (!moved) {
        event->ignore();
        return;
    }
    event->accept();
    visibleRangeMoved();
}

void ActiveMemoryTimelineView::keyPressEvent(QKeyEvent* event)
{
    if (m_whole.columnEvents.empty() || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    // Zooming keeps the cursor where it is when it is in view, else the middle of the view.
    const double cursor = static_cast<double>(m_cursor);
    const double anchor = cursor >= m_range.begin() && cursor < m_range.end()
                              ? cursor + 0.5
                              : (m_range.begin() + m_range.end()) / 2;
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    std::optional<bool> zoomed; // whether the view moved, for the view keys
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomed = m_range.zoom(kKeyZoom, anchor);
        break;
    case Qt::Key_Minus:
        zoomed = m_range.zoom(1 / kKeyZoom, anchor);
        break;
    case Qt::Key_0:
        zoomed = m_range.showAll();
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (shift)
            zoomed = m_range.pan((event->key() == Qt::Key_Left ? -kKeyPan : kKeyPan) * m_range.span());
        break;
    default:
        break;
    }
    if (zoomed) {
        event->accept();
        if (*zoomed)
            visibleRangeMoved();
        return;
    }
    const std::size_t last = std::max(m_whole.columnEvents.back(), m_firstEvent);
    const auto target = TimelineKeys::cursorTarget(event->key(), m_cursor, m_firstEvent, last);
    if (!target) {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    if (*target != m_cursor)
        emit seekRequested(*target);
}

bool ActiveMemoryTimelineView::event(QEvent* event)
{
    // With the focus, the timeline's keys are its own (a tenth of the trace for Page Down, as a slider's
    // page; Plus and Minus zoom), before the window's shortcuts: the step keys work everywhere else.
    if (event->type() == QEvent::ShortcutOverride && !m_whole.columnEvents.empty() &&
        TimelineKeys::ownsShortcut(*static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    if (event->type() != QEvent::ToolTip || m_whole.columnEvents.empty())
        return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const QPointF point = help->pos();
    const ActiveMemoryTimelinePlot at = plot();
    QString text;
    if (const auto* band = at.bandAt(point)) {
        text = ActiveMemoryTimelineText::band(*band, m_streamLabels, m_look.pools, eventName());
    } else if (at.area.contains(point)) {
        const std::size_t column = at.columnAt(point.x());
        for (const std::size_t oom : std::as_const(m_marks.outOfMemoryEvents))
            if (std::abs(at.centreOf(oom) - point.x()) <= 3)
                text = ActiveMemoryTimelineText::outOfMemory(oom, eventName());
        for (const auto& marker : std::as_const(m_markers))
            if (text.isEmpty() && at.timeline->columnOf(marker.event) == column)
                text = marker.label;
        if (text.isEmpty())
            text = ActiveMemoryTimelineText::column(*at.timeline, column, m_marks.reserved, eventName());
    } else if (point.y() < at.area.top()) {
        // A named range in the strip above the plot.
        const double hovered = at.eventAt(point.x());
        for (const auto& range : std::as_const(m_marks.annotations))
            if (hovered >= static_cast<double>(range.first) && hovered < static_cast<double>(range.last + 1))
                text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + range.label;
    }
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), text, this);
    return true;
}
