#pragma once

#include "widgets/allocator/BlockPalette.h"
#include "widgets/allocator/MemoryMapLayout.h"

#include <QImage>
#include <QPoint>
#include <QSize>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

class QPainter;

// Writes a settled memory map straight into an image's pixels: the blocks' solid colours, the hatching of
// patterned states, block boundaries, segment frames, the legend strip and the segment labels. A real
// snapshot has tens of thousands of runs one pixel wide; a QPainter call per run (and per outline, per
// hatched run, per label) cost more than a whole frame may, so MemoryMapView paints the settled map through
// this and keeps QPainter for animation and vector exports. Coordinates come from the view's
// MemoryMapLayout; the map's top-left corner sits at `origin` of the picture.
//
// Drawing only records: each band of the map (a row of the layout) keeps one composed scanline of its runs'
// colours and lists of what lies over it. write() then makes every row of the picture once, from its band's
// scanline with the hatching, boundaries and frames of that row added and the labels blended, while the row
// is still in the cache. (Painted pass after pass, runs, hatching, frames, labels and then a copy into the
// painted image, the picture went through memory again and again.)
// The result is what drawing the runs, then the hatching, boundaries, frames, legend and labels one after
// another over the whole picture gives, pixel for pixel.
class MemoryMapPixels
{
public:
    // The image `painter` paints on, when a picture of `size` pixels at the painter's origin can be written
    // into its pixels with the same result as drawing it there (`at`: where that origin is in the image);
    // none otherwise.
    static QImage* writableTarget(QPainter& painter, QSize size, QPoint& at);

    // Starts a picture of `size` pixels, `background` where nothing else is drawn. Colours and patterns are
    // read from BlockPalette now, so they are the current theme's. The buffers of the picture before are
    // kept: allocated afresh for every frame, they cost page faults on every frame. `layout` must outlive
    // the drawing.
    void begin(QSize size, QPoint origin, const MemoryMapLayout& layout, QRgb background);
    // The runs' solid colours; patterned runs wide enough to show a pattern are hatched with their kind's
    // 8x8 tile as QPainter draws it.
    void fillRuns(const std::vector<MemoryMapLayout::Run>& runs);
    // One-pixel boundaries at the tape positions `boundaries` (when bands are tall enough to show them),
    // then every segment's outline.
    void drawFrames(const std::vector<double>& boundaries, QRgb boundary, QRgb outline);
    // `strip` (RGB32, the legend) over the picture's top rows, from its left edge.
    void drawStrip(const QImage& strip);
    // `label` (ARGB32_Premultiplied, kept alive by the caller until write()) blended over the picture with
    // its top-left corner at `corner`, as QPainter::drawImage blends it.
    void drawLabel(QPoint corner, const QImage& label);
    // Writes every pixel of the picture into `image` (RGB32 or ARGB32_Premultiplied: every pixel written is
    // opaque), its top-left corner at `at`. The image must hold the whole picture there.
    void write(QImage& image, QPoint at);

private:
    struct Span
    {
        int left;
        int right; // included
    };
    struct Hatch
    {
        Span span;
        BlockPalette::Kind kind;
    };
    // A row of the layout: image rows top..bottom, all alike but for hatching, frames and labels.
    struct Band
    {
        int top = 0;
        int bottom = -1; // -1: nothing drawn in this band yet
        std::vector<Hatch> hatches;
        std::vector<int> boundaries; // columns
        std::vector<Span> frames;    // segment outlines: whole top and bottom rows, ends in the others
    };
    struct Label
    {
        QPoint corner;
        QImage image; // keeps `pixels` alive
        const uchar* pixels;
        qsizetype bytesPerLine;
        int width, height;
    };
    // Which pixels of one row of an 8x8 pattern tile are set.
    struct TileRow
    {
        std::array<std::uint8_t, 8> columns{}; // x & 7 of each pixel set
        int count = 0;
    };
    struct Tile
    {
        std::array<TileRow, 8> rows; // by y & 7
        QRgb color = 0;
    };

    // The whole pixel columns a layout rectangle covers, at least one wide, clamped to the picture.
    Span columnsOf(const QRectF& rect) const;
    static std::array<Tile, BlockPalette::kKindCount> patternTiles();
    // The band a layout rectangle lies in, started (its scanline the background) when first drawn in; none
    // when its rows lie outside the picture.
    Band* bandOf(const QRectF& rect);
    QRgb* scanline(const Band& band)
    {
        return m_scanlines.data() + (&band - m_bands.data()) * m_size.width();
    }
    void writeBandRow(const Band& band, int y, QRgb* row);
    void blendLabels(int y, QRgb* row);

    QSize m_size;
    QPoint m_origin;
    const MemoryMapLayout* m_layout = nullptr;
    QRgb m_background = 0;
    QRgb m_boundary = 0;
    QRgb m_outline = 0;
    std::array<std::pair<QRgb, bool>, BlockPalette::kKindCount> m_colors{}; // (colour, patterned) per kind
    std::array<Tile, BlockPalette::kKindCount> m_tiles{};
    // Bands in layout row order (index: row), and their scanlines one after another, the picture's width
    // each.
    std::vector<Band> m_bands;
    std::size_t m_bandsUsed = 0; // bands [0, m_bandsUsed) may hold drawing of this picture
    std::vector<QRgb> m_scanlines;
    static constexpr std::size_t kNoBand = static_cast<std::size_t>(-1);
    static constexpr std::size_t kOutside = kNoBand - 1;
    std::size_t m_lastBand = kNoBand; // what bandOf() found last (kOutside: no band), for rectangles at
    double m_lastBandTop = 0;         // this top
    QImage m_strip;
    std::vector<Label> m_labels;
    std::size_t m_firstLabel = 0, m_nextLabel = 0; // labels that may cross the row being written
};
