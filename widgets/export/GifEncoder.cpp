#include "widgets/export/GifEncoder.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>
#include <algorithm>
#include <array>
#include <limits>

namespace {

constexpr int kMinCodeSize = 8; // 256 colours
constexpr int kClearCode = 1 << kMinCodeSize;
constexpr int kMaxCode = 4095; // GIF codes are at most 12 bits

int squaredDistance(QRgb a, QRgb b)
{
    const int r = qRed(a) - qRed(b);
    const int g = qGreen(a) - qGreen(b);
    const int bl = qBlue(a) - qBlue(b);
    // Weighted roughly as the eye weighs them: green differences show most, blue least.
    return 3 * r * r + 4 * g * g + 2 * bl * bl;
}

int key15(QRgb rgb)
{
    return ((qRed(rgb) >> 3) << 10) | ((qGreen(rgb) >> 3) << 5) | (qBlue(rgb) >> 3);
}

// Packs variable-width codes least significant bit first, into the sub-blocks of at most 255 bytes that a
// GIF image's data is cut into.
class CodeWriter
{
public:
    explicit CodeWriter(std::vector<char>& out) : m_out(out) {}

    void write(int code, int bits)
    {
        m_bits |= static_cast<std::uint32_t>(code) << m_count;
        m_count += bits;
        while (m_count >= 8) {
            byte(static_cast<std::uint8_t>(m_bits & 0xFF));
            m_bits >>= 8;
            m_count -= 8;
        }
    }

    void finish()
    {
        if (m_count > 0)
            byte(static_cast<std::uint8_t>(m_bits & 0xFF));
        m_bits = 0;
        m_count = 0;
        if (m_blockLength > 0)
            emitBlock();
        m_out.push_back(0); // block terminator
    }

private:
    void byte(std::uint8_t value)
    {
        m_block[m_blockLength++] = value;
        if (m_blockLength == 255)
            emitBlock();
    }

    void emitBlock()
    {
        m_out.push_back(static_cast<char>(m_blockLength));
        m_out.insert(m_out.end(), m_block.begin(), m_block.begin() + m_blockLength);
        m_blockLength = 0;
    }

    std::vector<char>& m_out;
    std::uint32_t m_bits = 0;
    int m_count = 0;
    std::array<char, 255> m_block{};
    int m_blockLength = 0;
};

} // namespace

GifEncoder::GifEncoder(QIODevice* device, QSize size, int loopCount)
    : m_device(device), m_size(size.expandedTo({1, 1})), m_loopCount(loopCount)
{
    for (int r = 0; r < kCubeLevels; ++r)
        for (int g = 0; g < kCubeLevels; ++g)
            for (int b = 0; b < kCubeLevels; ++b)
                m_palette.push_back(qRgb(r * 51, g * 51, b * 51));
    m_nearest.assign(1 << 15, -1);
    for (int i = 0; i < kCubeSize; ++i)
        m_exact.insert(m_palette[static_cast<std::size_t>(i)], static_cast<std::uint8_t>(i));
}

void GifEncoder::makePalette(const QImage& first)
{
    // The first frame's most used colours that the cube does not already hold.
    QHash<QRgb, int> counts;
    for (int y = 0; y < first.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(first.constScanLine(y));
        for (int x = 0; x < first.width(); ++x)
            ++counts[line[x] | 0xFF000000u];
    }
    std::vector<std::pair<int, QRgb>> byUse;
    byUse.reserve(static_cast<std::size_t>(counts.size()));
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        byUse.emplace_back(it.value(), it.key());
    std::sort(byUse.begin(), byUse.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    for (const auto& [count, rgb] : byUse) {
        if (static_cast<int>(m_palette.size()) == 256)
            break;
        if (std::find(m_palette.begin(), m_palette.end(), rgb) == m_palette.end())
            m_palette.push_back(rgb);
    }
    while (m_palette.size() < 256)
        m_palette.push_back(qRgb(0, 0, 0));
    m_nearest.assign(1 << 15, -1);
    m_exact.clear();
    for (int i = static_cast<int>(m_palette.size()) - 1; i >= 0; --i)
        m_exact.insert(m_palette[static_cast<std::size_t>(i)], static_cast<std::uint8_t>(i));
}

std::uint8_t GifEncoder::indexOf(QRgb rgb)
{
    rgb |= 0xFF000000u;
    // A palette colour is itself: a flat fill comes out exactly as it went in.
    if (const auto exact = m_exact.constFind(rgb); exact != m_exact.cend())
        return exact.value();
    // Other colours (antialiased edges come in thousands of shades) share the nearest entry with their 5-bit
    // cell, worked out once.
    std::int16_t& cached = m_nearest[static_cast<std::size_t>(key15(rgb))];
    if (cached < 0) {
        int bestDistance = std::numeric_limits<int>::max();
        for (int i = 0; i < static_cast<int>(m_palette.size()); ++i) {
            const int distance = squaredDistance(rgb, m_palette[static_cast<std::size_t>(i)]);
            if (distance < bestDistance) {
                bestDistance = distance;
                cached = static_cast<std::int16_t>(i);
            }
        }
    }
    return static_cast<std::uint8_t>(cached);
}

QRgb GifEncoder::quantised(QRgb rgb)
{
    return m_palette[indexOf(rgb)];
}

QString GifEncoder::errorString() const
{
    if (!m_failed)
        return {};
    const QString reason = m_device->errorString();
    return reason.isEmpty() ? QCoreApplication::translate("GifEncoder", "the file refused the data.")
                            : reason;
}

void GifEncoder::put16(int value)
{
    put(static_cast<std::uint8_t>(value & 0xFF));
    put(static_cast<std::uint8_t>((value >> 8) & 0xFF));
}

bool GifEncoder::flush()
{
    if (!m_failed && !m_buffer.empty()) {
        const auto size = static_cast<qint64>(m_buffer.size());
        m_failed = m_device->write(m_buffer.data(), size) != size;
    }
    m_buffer.clear();
    return !m_failed;
}

void GifEncoder::writeHeader()
{
    for (const char c : {'G', 'I', 'F', '8', '9', 'a'})
        put(static_cast<std::uint8_t>(c));
    put16(m_size.width());
    put16(m_size.height());
    put(0xF7); // a global colour table of 256 entries, 8 bits per primary
    put(0);    // background colour index
    put(0);    // square pixels
    for (int i = 0; i < 256; ++i) {
        const QRgb color =
            i < static_cast<int>(m_palette.size()) ? m_palette[static_cast<std::size_t>(i)] : qRgb(0, 0, 0);
        put(static_cast<std::uint8_t>(qRed(color)));
        put(static_cast<std::uint8_t>(qGreen(color)));
        put(static_cast<std::uint8_t>(qBlue(color)));
    }
    // The Netscape application extension: how many times to loop.
    put(0x21);
    put(0xFF);
    put(11);
    for (const char c : {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'})
        put(static_cast<std::uint8_t>(c));
    put(3);
    put(1);
    put16(m_loopCount);
    put(0);
}

bool GifEncoder::addFrame(const QImage& image, int delayMs)
{
    if (m_failed)
        return false;
    QImage frame = image.convertToFormat(QImage::Format_RGB32);
    if (frame.size() != m_size)
        frame = frame.scaled(m_size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    if (m_frames == 0)
        makePalette(frame);
    std::vector<std::uint8_t> indices(static_cast<std::size_t>(m_size.width()) * m_size.height());
    for (int y = 0; y < m_size.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        for (int x = 0; x < m_size.width(); ++x)
            indices[static_cast<std::size_t>(y) * m_size.width() + x] = indexOf(line[x]);
    }

    QRect changed(QPoint(0, 0), m_size);
    if (m_frames == 0) {
        writeHeader();
    } else {
        // Only what differs from the frame before; the rest stays on screen (disposal: do not dispose).
        int left = m_size.width(), right = -1, top = m_size.height(), bottom = -1;
        for (int y = 0; y < m_size.height(); ++y)
            for (int x = 0; x < m_size.width(); ++x) {
                const std::size_t i = static_cast<std::size_t>(y) * m_size.width() + x;
                if (indices[i] != m_previous[i]) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                }
            }
        // An unchanged frame still needs a picture to carry its delay: one pixel, as it was.
        changed = right < 0 ? QRect(0, 0, 1, 1) : QRect(QPoint(left, top), QPoint(right, bottom));
    }
    writeFrame(indices, changed, delayMs);
    m_previous = std::move(indices);
    ++m_frames;
    return flush();
}

void GifEncoder::writeFrame(const std::vector<std::uint8_t>& indices, QRect rect, int delayMs)
{
    // Graphic control extension: disposal 1 (leave the frame in place), no transparency, the delay.
    put(0x21);
    put(0xF9);
    put(4);
    put(1 << 2);
    put16(std::max(2, (delayMs + 5) / 10));
    put(0);
    put(0);
    // Image descriptor: the changed rectangle, drawn with the global colour table, not interlaced.
    put(0x2C);
    put16(rect.left());
    put16(rect.top());
    put16(rect.width());
    put16(rect.height());
    put(0);
    writeLzw(indices, rect);
}

void GifEncoder::writeLzw(const std::vector<std::uint8_t>& indices, QRect rect)
{
    put(kMinCodeSize);
    CodeWriter out(m_buffer);
    // The dictionary as a table: entry (prefix code, next index) -> code, 0 for none (no entry is code 0).
    std::vector<std::uint16_t> table(static_cast<std::size_t>(kMaxCode + 1) * 256, 0);
    int codeSize = kMinCodeSize + 1;
    int maxCode = kClearCode + 1; // the end-of-information code; new entries follow it
    out.write(kClearCode, codeSize);

    int prefix = -1;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const int pixel = indices[static_cast<std::size_t>(y) * m_size.width() + x];
            if (prefix < 0) {
                prefix = pixel;
                continue;
            }
            const std::size_t key = static_cast<std::size_t>(prefix) * 256 + static_cast<std::size_t>(pixel);
            if (table[key] != 0) {
                prefix = table[key];
                continue;
            }
            out.write(prefix, codeSize);
            table[key] = static_cast<std::uint16_t>(++maxCode);
            // The decoder adds each entry one code later than we do, so it widens its codes exactly when our
            // count passes the next power of two.
            if (maxCode >= (1 << codeSize))
                ++codeSize;
            if (maxCode == kMaxCode) {
                out.write(kClearCode, codeSize);
                std::fill(table.begin(), table.end(), 0);
                codeSize = kMinCodeSize + 1;
                maxCode = kClearCode + 1;
            }
            prefix = pixel;
        }
    out.write(prefix, codeSize);
    out.write(kClearCode + 1, codeSize);
    out.finish();
}

bool GifEncoder::finish()
{
    if (m_frames == 0)
        writeHeader(); // an empty animation is still a valid file
    put(0x3B);
    return flush();
}
