#pragma once

#include <QImage>
#include <QString>

#include <cstdint>
#include <vector>

class QIODevice;

// A GIF89a writer, because Qt reads GIF but does not write it. Colours go to a fixed 6x7x6 colour cube (the
// lessons' flat fills and lines stay crisp: no dithering noise), pixels are LZW-compressed, the Netscape
// extension makes the animation loop, and each frame has its own delay. A frame after the first stores only
// the rectangle that changed, which keeps a lesson's animation small.
class GifEncoder
{
public:
    static constexpr int kRedLevels = 6;
    static constexpr int kGreenLevels = 7;
    static constexpr int kBlueLevels = 6;

    // Writes to `device` (already open). `loopCount` 0: loop for ever.
    GifEncoder(QIODevice* device, QSize size, int loopCount = 0);

    // Appends a frame shown for `delayMs` (GIF counts in hundredths of a second; at least 20 ms). The image is
    // scaled to the animation's size if it differs. False when the device refused the bytes.
    bool addFrame(const QImage& image, int delayMs);
    // Writes the trailer. False when the device refused the bytes.
    bool finish();
    int frameCount() const { return m_frames; }
    QString errorString() const;

    // The cube's entry nearest to `rgb`, and that entry's colour: what a pixel becomes.
    static std::uint8_t indexOf(QRgb rgb);
    static QRgb colorOf(std::uint8_t index);

private:
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
    std::vector<std::uint8_t> m_previous; // the last frame's colour indices, for the changed rectangle
    std::vector<char> m_buffer;
};
