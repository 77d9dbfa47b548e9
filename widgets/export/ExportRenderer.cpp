#include "widgets/export/ExportRenderer.h"

#include "widgets/export/ExportableView.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPalette>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <cmath>

namespace {

constexpr double kCaptionPixelSize = 13.0;
constexpr double kCaptionPadding = 6.0;
constexpr double kInchesPerMetre = 39.37007874;

QFont captionFont()
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(static_cast<int>(kCaptionPixelSize));
    return font;
}

QString writeError(const QString& path, const QString& reason)
{
    return QCoreApplication::translate("ExportRenderer", "Could not write %1: %2").arg(path, reason);
}

} // namespace

QString ExportOptions::extension(Format format)
{
    switch (format) {
    case Format::Png:
        return QStringLiteral("png");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

double ExportRenderer::captionHeight(const QString& caption)
{
    if (caption.isEmpty())
        return 0.0;
    return std::ceil(QFontMetricsF(captionFont()).height() + 2 * kCaptionPadding);
}

QSizeF ExportRenderer::logicalSize(const ExportableView& view, const ExportOptions& options)
{
    const double scale = options.scale > 0 ? options.scale : 1.0;
    if (!options.pixelSize.isEmpty() && options.format == ExportOptions::Format::Png)
        return QSizeF(options.pixelSize) / scale;
    const QSizeF size = view.exportSize();
    return {size.width(), size.height() + captionHeight(options.caption)};
}

QSize ExportRenderer::pixelSize(const ExportableView& view, const ExportOptions& options)
{
    if (!options.pixelSize.isEmpty())
        return options.pixelSize;
    const QSizeF logical = logicalSize(view, options) * (options.scale > 0 ? options.scale : 1.0);
    return {std::max(1, qRound(logical.width())), std::max(1, qRound(logical.height()))};
}

void ExportRenderer::paint(QPainter& painter, const ExportableView& view, const QSizeF& size,
                           const QString& caption, double pixelsPerUnit)
{
    const QPalette palette = QGuiApplication::palette();
    const double strip = captionHeight(caption);
    painter.fillRect(QRectF(QPointF(0, 0), size), palette.color(QPalette::Base));
    view.renderPixels(painter, QRectF(0, 0, size.width(), std::max(1.0, size.height() - strip)), pixelsPerUnit);
    if (strip <= 0)
        return;
    // The caption sits under the view on the window's background, set apart by a hairline.
    const QRectF area(0, size.height() - strip, size.width(), strip);
    painter.save();
    painter.fillRect(area, palette.color(QPalette::Window));
    painter.setPen(QPen(palette.color(QPalette::Mid), 0));
    painter.drawLine(area.topLeft(), area.topRight());
    painter.setFont(captionFont());
    painter.setPen(palette.color(QPalette::WindowText));
    const QRectF text = area.adjusted(2 * kCaptionPadding, 0, -2 * kCaptionPadding, 0);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(painter.font()).elidedText(caption, Qt::ElideRight, text.width()));
    painter.restore();
}

QImage ExportRenderer::renderImage(const ExportableView& view, const ExportOptions& options)
{
    const QSize pixels = pixelSize(view, options);
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    if (options.dotsPerInch > 0) {
        image.setDotsPerMeterX(qRound(options.dotsPerInch * kInchesPerMetre));
        image.setDotsPerMeterY(qRound(options.dotsPerInch * kInchesPerMetre));
    }
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const double scale = options.scale > 0 ? options.scale : 1.0;
    painter.scale(scale, scale);
    paint(painter, view, QSizeF(pixels) / scale, options.caption, scale);
    painter.end();
    return image;
}

bool ExportRenderer::write(const ExportableView& view, const ExportOptions& options, const QString& path,
                           QString* error)
{
    switch (options.format) {
    case ExportOptions::Format::Png:
        return writePng(view, options, path, error);
    case ExportOptions::Format::Svg:
        return writeSvg(view, options, path, error);
    case ExportOptions::Format::Pdf:
        return writePdf(view, options, path, error);
    }
    return false;
}

bool ExportRenderer::writePng(const ExportableView& view, const ExportOptions& options, const QString& path,
                              QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = writeError(path, file.errorString());
        return false;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(renderImage(view, options))) {
        *error = writeError(path, writer.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = writeError(path, file.errorString());
        return false;
    }
    return true;
}

bool ExportRenderer::writeSvg(const ExportableView& view, const ExportOptions& options, const QString& path,
                              QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = writeError(path, file.errorString());
        return false;
    }
    const QSizeF size = logicalSize(view, options);
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setSize(size.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    generator.setResolution(96);
    generator.setTitle(options.title);
    generator.setDescription(options.description.isEmpty() ? options.caption : options.description);
    QPainter painter;
    if (!painter.begin(&generator)) {
        *error = writeError(path,
                            QCoreApplication::translate("ExportRenderer", "the SVG writer could not start."));
        file.cancelWriting();
        return false;
    }
    paint(painter, view, size, options.caption);
    painter.end();
    if (!file.commit()) {
        *error = writeError(path, file.errorString());
        return false;
    }
    return true;
}

bool ExportRenderer::writePdf(const ExportableView& view, const ExportOptions& options, const QString& path,
                              QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = writeError(path, file.errorString());
        return false;
    }
    const QSizeF size = logicalSize(view, options);
    // One page exactly the picture's size (logical pixels at 96 per inch), no margins: it drops into a slide
    // or a paper as a figure.
    constexpr int kResolution = 300;
    {
        QPdfWriter writer(&file);
        writer.setTitle(options.title);
        writer.setCreator(QStringLiteral("GPU Memory Lab"));
        writer.setResolution(kResolution);
        writer.setPageSize(QPageSize(size * 72.0 / 96.0, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        if (!painter.begin(&writer)) {
            *error = writeError(
                path, QCoreApplication::translate("ExportRenderer", "the PDF writer could not start."));
            file.cancelWriting();
            return false;
        }
        painter.scale(kResolution / 96.0, kResolution / 96.0);
        paint(painter, view, size, options.caption);
        painter.end();
    }
    if (!file.commit()) {
        *error = writeError(path, file.errorString());
        return false;
    }
    return true;
}
