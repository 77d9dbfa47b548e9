#pragma once

#include <QSize>
#include <QString>

// How one picture is exported: its format, its size, and the words that go with it.
struct ExportOptions
{
    enum class Format
    {
        Png,
        Svg,
        Pdf
    };

    Format format = Format::Png;
    // Output pixels per logical pixel (PNG; PDF and SVG are vector and take the logical size). 2 for a
    // high-density screen, 4 for print.
    double scale = 1.0;
    // The picture's whole size in output pixels (PNG), caption included; empty: the view's own size times
    // `scale`. The view is then laid out at this size divided by `scale`.
    QSize pixelSize;
    // Written into the PNG's header (and the scale follows from it when set from the dialog); 0: none.
    int dotsPerInch = 0;
    // Drawn under the picture (lesson, step, configuration); empty: no caption.
    QString caption;
    // SVG <title> and <desc>, PDF title.
    QString title;
    QString description;

    static QString extension(Format format);
};
