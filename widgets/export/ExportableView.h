#pragma once

#include <QRectF>
#include <QSizeF>
#include <QString>

class QPainter;

// Something that can be exported as an image: it paints itself into any painter (raster, SVG, PDF) at any
// size, laid out for that size rather than scaled from the one on screen. `target` is in the painter's
// logical units: an exporter that wants more pixels scales the painter, so text stays the size it is in the
// window relative to the picture.
class ExportableView
{
public:
    virtual ~ExportableView() = default;

    // Part of the file name: lower case, no spaces ("memory-map").
    virtual QString exportId() const = 0;
    // What the user picks it by, translated ("Memory map").
    virtual QString exportTitle() const = 0;
    // The logical size it looks best at when nothing else is asked for.
    virtual QSizeF exportSize() const = 0;
    virtual void renderTo(QPainter& painter, const QRectF& target) const = 0;
    // The same, into a raster picture with `pixelsPerUnit` output pixels for each of the painter's units (2
    // for a 2x PNG, 2 for a 4K picture of a 1920x1080 page). A view that lays itself out again for the pixels
    // (a whole lesson page) overrides this; the rest are drawn at their logical size, magnified.
    virtual void renderPixels(QPainter& painter, const QRectF& target, double pixelsPerUnit) const
    {
        static_cast<void>(pixelsPerUnit);
        renderTo(painter, target);
    }
};
