#pragma once

#include "BlockPalette.h"
#include "MemoryMapLayout.h"

#include <QImage>
#include <QPoint>
#include <QRect>
#include <array>
#include <utility>
#include <vector>

// Writes a settled memory map straight into an image's pixels: the blocks' solid colours, the hatching of
// patterned states, block boundaries and segment frames. A real snapshot has tens of thousands of runs one
// pixel wide; a QPainter call per run (and per outline, per hatched run) cost more than a whole frame may,
// so MemoryMapView paints the settled map through this and keeps QPainter for labels, animation and vector
// exports. Coordinates come from the view's MemoryMapLayout; the map's top-left corner sits at `origin`.
class MemoryMapPixels
{
public:
    // A stretch of tape in one state (blocks of a kind that touch are one run).
    struct Run
    {
        double start;
        double end;
        BlockPalette::Kind kind;
    };

    // `image` must be RGB32 and outlive this object. Colours are read from BlockPalette now, so they are
    // the current theme's.
    // Every pixel of `image` is written: `background` where no run is (the image need not be cleared first:
    // a fill of the whole picture cost an eighth of a frame).
    MemoryMapPixels(QImage& image, QPoint origin, const MemoryMapLayout& layout, QRgb background);
    ~MemoryMapPixels(); // writes what fillRuns() still holds, and the background below it
    MemoryMapPixels(const MemoryMapPixels&) = delete;
    MemoryMapPixels& operator=(const MemoryMapPixels&) = delete;

    // The runs' solid colours; patterned runs wide enough to show a pattern are remembered for hatch().
    // Written a band at a time: a band's rows all hold the same colours, so they are composed once in a
    // scanline and copied row by row. (Written straight into the image, the tens of thousands of one-pixel
    // runs of a large state were as many columns, a cache line per pixel.)
    void fillRuns(const std::vector<Run>& runs);
    // The remembered runs' patterns, each kind's 8x8 tile as QPainter draws it.
    void hatch();
    // One-pixel boundaries at the tape positions `boundaries` (when bands are tall enough to show them),
    // then every segment's outline.
    void drawFrames(const std::vector<double>& boundaries, QRgb boundary, QRgb outline);

private:
    struct Hatch
    {
        QRect rect; // in image pixels
        BlockPalette::Kind kind;
    };
    // The whole pixels a layout rectangle covers, at least one wide, clamped to the image.
    QRect pixelsOf(const QRectF& rect) const;
    void column(int x, int top, int bottom, QRgb color);
    // Begins composing the band of image rows top..bottom (writing out the one before).
    void startLine(int top, int bottom);
    void flushLine();
    // The background into the rows from m_filledTo up to `row` (not included).
    void fillBackgroundTo(int row);
    // The last band, and the background of every row not written yet.
    void finishFills();

    QImage& m_image;
    QRgb* m_bits;
    qsizetype m_stride;
    QPoint m_origin;
    const MemoryMapLayout& m_layout;
    std::array<std::pair<QRgb, bool>, BlockPalette::kKindCount> m_colors{}; // (colour, patterned) per kind
    std::vector<Hatch> m_hatches;
    std::vector<QRgb> m_line; // the band being composed: its rows' pixels, the whole image width
    int m_lineTop = -1, m_lineBottom = -1;
    int m_lineLeft = 0, m_lineRight = -1; // what of it is to be written
    QRgb m_background;
    int m_filledTo = 0; // rows above this one are written
};
