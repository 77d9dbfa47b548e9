#pragma once

#include "widgets/export/ExportOptions.h"

#include <QImage>

class ExportableView;
class QPainter;

// Turns an ExportableView into pictures: an image (for PNG files, the clipboard and animation frames), an
// SVG or a PDF, each with the caption strip under the view. Files are written through QSaveFile, so a failed
// export leaves whatever was at the path untouched.
class ExportRenderer
{
public:
    // The picture's logical size (view + caption) and its size in output pixels, for `options`.
    static QSizeF logicalSize(const ExportableView& view, const ExportOptions& options);
    static QSize pixelSize(const ExportableView& view, const ExportOptions& options);

    static QImage renderImage(const ExportableView& view, const ExportOptions& options);
    // Writes `path` in options.format; false with a sentence naming the file and the reason.
    static bool write(const ExportableView& view, const ExportOptions& options, const QString& path,
                      QString* error);

    // Paints view and caption into `painter`, whose logical area is `size`; a raster picture with
    // `pixelsPerUnit` pixels for each logical one.
    static void paint(QPainter& painter, const ExportableView& view, const QSizeF& size,
                      const QString& caption, double pixelsPerUnit = 1.0);
    static double captionHeight(const QString& caption);

private:
    static bool writePng(const ExportableView& view, const ExportOptions& options, const QString& path,
                         QString* error);
    static bool writeSvg(const ExportableView& view, const ExportOptions& options, const QString& path,
                         QString* error);
    static bool writePdf(const ExportableView& view, const ExportOptions& options, const QString& path,
                         QString* error);
};
