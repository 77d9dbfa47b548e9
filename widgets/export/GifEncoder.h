#pragma once

#include <QHash>
#include <QImage>
#include <QString>
#include <cstdint>
#include <vector>

class QIODevice;

// A GIF89a writer, because Qt reads GIF but does not write it. One palette for the whole animation: a 6x6x6
// colour cube (greys stay grey) plus the 40 colours the first frame uses most, exactly (the lessons' flat
// fills: block states, chart series, backgrounds); every pixel takes its nearest entry, without dithering, so
// fills and lines stay crisp. Pixels are LZW-compressed, the Netscape extension makes the animation loop, and
// each frame has its own delay. A frame after the first stores only the rectangle that changed, which keeps
// a lesson's animation small.
class GifEncoder
{
public:
    static constexpr int kCubeLevels = 6;
    static constexpr int kCubeSize = kCubeLevels * kCubeLevels * kCubeLevels; // 216
    static constexpr int kFrequentColours = 256 - kCubeSize;                  // 40

    // Writes to `device` (already open). `loopCount` 0: loop for ever.
    GifEncoder(QIODevice* device, QSize size, int loopCount = 0);

    // Appends a frame shown for `delayMs` (GIF counts in hundredths of a second; at least 20 ms). The image
    // is scaled to the animation's size if it differs. False when the device refused the bytes.
    bool addFrame(const QImage& image, int delayMs);
    // Writes the trailer. False when the device refused the bytes.
    bool finish();
    int frameCount() const { return m_frames; }
    QString errorString() const;

    // What a pixel of colour `rgb` becomes (its palette entry's colour). The palette is made from the first
    // frame: before it, only the cube.
    QRgb quantised(QRgb rgb);
    const std::vector<QRgb>& palette() const { return m_palette; }

private:
    void makePalette(const QImage& first);
    std::uint8_t indexOf(QRgb rgb);
    void writeHeader();
    void writeFrame(const std::vector<std::uint8_t>& indices, QRect rect, int delayMs);
    void writeLzw(const std::vector<std::uint8_t>& indices, QRect rect);
    void put(std::uint8_t byte) { m_buffer.push_back(static_cast<char>(byte)); }
    void put16(int value);
    bool flush();

    QIODevice* m_device;
    QSize m_size;
    int m_loopCount;
    int m_frames = 0;
    bool m_failed = false;
    std::vector<QRgb> m_palette;
    QHash<QRgb, std::uint8_t> m_exact; // palette colour -> its index
    std::vector<std::int16_t>
        m_nearest; // by 15-bit colour (5 bits a channel): palette index, -1 not yet known
    std::vector<std::uint8_t> m_previous; // the last frame's colour indices, for the changed rectangle
    std::vector<char> m_buffer;
};
