#include "app/export/PageExport.h"

#include "widgets/export/ExportAppearance.h"
#include "widgets/lesson/LessonLayout.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

// Each try at a text size that does not fit makes the text this much smaller.
constexpr double kTextStep = 0.9;

} // namespace

PageExport::PageExport(QWidget* page, LessonLayout* layout, QString id, QString title, QSizeF size)
    : WidgetExport(page, std::move(id), std::move(title), size), m_layout(layout), m_size(size)
{
}

QSizeF PageExport::exportSize() const
{
    // Taller than usual where the side panel's text needs it (a long narration in Swahili beside the
    // statistics): the page is whole, not cut at its usual height.
    if (m_layout == nullptr || widget() == nullptr)
        return m_size;
    // Worked out as the page will be drawn (values, not controls) and with its layouts up to date: the
    // size must not depend on what the window did a moment before.
    const ExportAppearance look(widget());
    layOut(widget(), QueuedCalls::Leave);
    return {m_size.width(), std::max<double>(m_size.height(), m_layout->wholeHeight(qRound(m_size.width())))};
}

void PageExport::renderTo(QPainter& painter, const QRectF& target) const
{
    renderPixels(painter, target, 1.0);
}

void PageExport::renderPixels(QPainter& painter, const QRectF& target, double pixelsPerUnit) const
{
    const double density = pixelsPerUnit > 0 ? pixelsPerUnit : 1.0;
    // The text's share of the height, as at the usual size: a picture taller than the page's usual size
    // times its density (4K: 2104 pixels for an 860-pixel page at 2) gets larger text, never smaller.
    m_leastTextScale = density;
    m_textScale = std::max(density, target.height() * density / std::max(1.0, m_size.height()));
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(1.0 / density, 1.0 / density);
    WidgetExport::renderTo(painter, QRectF(QPointF(0, 0), target.size() * density));
    painter.restore();
}

void PageExport::arrange(const QSize& size) const
{
    if (m_layout != nullptr)
        m_layout->setWhole(true);
    // The export's look is a style sheet on the page, and a style sheet resolves its widgets' fonts when it
    // is set: taken off while the fonts change and set again after, or only the text with a font of its own
    // (the headings) would grow.
    const QString sheet = widget()->styleSheet();
    for (double scale = m_textScale;; scale = std::max(m_leastTextScale, scale * kTextStep)) {
        widget()->setStyleSheet(QString());
        m_scaler.restore();
        if (scale > 1.0 + 1e-6)
            m_scaler.enlarge(widget(), scale);
        widget()->setStyleSheet(sheet);
        // A font change reaches the layouts through posted events: delivered before the size is given.
        layOut(widget());
        WidgetExport::arrange(size);
        const bool whole = m_layout == nullptr || m_layout->isWholeShown();
        if (whole || scale <= m_leastTextScale + 1e-6)
            break;
    }
}

void PageExport::putBack() const
{
    if (m_layout != nullptr)
        m_layout->setWhole(false);
    const QString sheet = widget()->styleSheet();
    widget()->setStyleSheet(QString());
    m_scaler.restore();
    widget()->setStyleSheet(sheet);
}
