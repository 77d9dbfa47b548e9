#pragma once

#include "app/presentation/PresentationScaler.h"
#include "widgets/export/WidgetExport.h"

#include <QPointer>

class LessonLayout;

// A whole lesson page as one picture, laid out for the picture it is drawn into, with nothing cut: the
// side panel's text, the narration and the statistics show whole (no scroll bar hides the rest), the charts
// beside them where they have a legible height, and the page is made taller than its usual size when its
// text needs it.
//
// A raster picture is laid out at its own pixels, and the text keeps the share of the page's height it has
// at the page's usual size: a 2x picture is the page at twice the density; a 4K picture is laid out at
// 3840x2160 (text about 2.5 times as tall, the picture using the whole width) rather than magnified from
// 1920x1080. Where the side panel would not fit at that text size, the text is made smaller, down to the
// size the picture's density gives it.
class PageExport : public WidgetExport
{
public:
    PageExport(QWidget* page, LessonLayout* layout, QString id, QString title, QSizeF size);

    QSizeF exportSize() const override;
    void renderTo(QPainter& painter, const QRectF& target) const override;
    void renderPixels(QPainter& painter, const QRectF& target, double pixelsPerUnit) const override;

protected:
    void arrange(const QSize& size) const override;
    void putBack() const override;

private:
    QPointer<LessonLayout> m_layout;
    QSizeF m_size; // the page's usual size, whose text is the window's
    // For the picture being drawn: how much larger than the window's its text should be, and how small it
    // may get to make the side panel fit.
    mutable double m_textScale = 1.0;
    mutable double m_leastTextScale = 1.0;
    mutable PresentationScaler m_scaler;
};
