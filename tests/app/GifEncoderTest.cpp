#include "widgets/export/GifEncoder.h"

#include "QtTestApplication.h"
#include "QtTestPrinters.h"

#include <QBuffer>
#include <QImageReader>
#include <QPainter>
#include <QRandomGenerator>


namespace {

struct Decoded
{
    QList<QImage> frames;
    QList<int> delays;
    int loopCount = 0;
};

Decoded decode(const QByteArray& bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "gif");
    Decoded result;
    BOOST_REQUIRE_MESSAGE(reader.canRead(), "Qt reads the GIF: " << reader.errorString());
    result.loopCount = reader.loopCount();
    while (reader.canRead()) {
        QImage frame = reader.read();
        if (frame.isNull())
            break;
        const int delay =
            reader.nextImageDelay(); // after read(): the delay of the frame just read, as QMovie asks
        result.frames.append(frame.convertToFormat(QImage::Format_RGB32));
        result.delays.append(delay);
    }
    return result;
}

// What the encoder should have turned `image` into: every pixel its palette entry.
QImage quantised(GifEncoder& encoder, const QImage& image)
{
    QImage result = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < result.height(); ++y)
        for (int x = 0; x < result.width(); ++x)
            result.setPixel(x, y, encoder.quantised(result.pixel(x, y)));
    return result;
}

int differingPixels(const QImage& a, const QImage& b)
{
    int count = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            count += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
    return count;
}

QImage filled(QSize size, QColor color)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(color);
    return image;
}

} // namespace

BOOST_AUTO_TEST_CASE(the_first_frames_flat_colours_are_kept_exactly_and_greys_stay_grey)
{
    // The lessons' fills: the palette's blue, orange, a grey; and white. Each must come back exactly; a grey
    // the palette lacks must stay grey (a 6x7x6 cube would turn it lilac).
    QImage first(120, 40, QImage::Format_RGB32);
    first.fill(Qt::white);
    {
        QPainter painter(&first);
        painter.fillRect(0, 0, 30, 40, QColor(0x00, 0x72, 0xB2));
        painter.fillRect(30, 0, 30, 40, QColor(0xE6, 0x9F, 0x00));
        painter.fillRect(60, 0, 30, 40, QColor(0xB8, 0xB8, 0xB8));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    GifEncoder encoder(&buffer, first.size());
    encoder.addFrame(first, 100);
    for (const QRgb rgb :
         {qRgb(0x00, 0x72, 0xB2), qRgb(0xE6, 0x9F, 0x00), qRgb(0xB8, 0xB8, 0xB8), qRgb(255, 255, 255)})
        BOOST_TEST(encoder.quantised(rgb) == rgb);
    const QRgb grey = encoder.quantised(qRgb(0x70, 0x70, 0x70));
    BOOST_TEST((qRed(grey) == qGreen(grey) && qGreen(grey) == qBlue(grey)));
    BOOST_TEST(std::abs(qRed(grey) - 0x70) <= 26);
    // Any colour lands within half a cube step of itself.
    const QRgb pink = encoder.quantised(qRgb(204, 121, 167));
    BOOST_TEST(std::abs(qRed(pink) - 204) <= 26);
    BOOST_TEST(std::abs(qGreen(pink) - 121) <= 26);
    BOOST_TEST(std::abs(qBlue(pink) - 167) <= 26);
}

BOOST_AUTO_TEST_CASE(three_frames_decode_with_their_size_colours_delays_and_loop)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSize size(64, 40);
    GifEncoder encoder(&buffer, size);
    BOOST_TEST(encoder.addFrame(filled(size, QColor(0, 114, 178)), 500));
    BOOST_TEST(encoder.addFrame(filled(size, QColor(230, 159, 0)), 250));
    BOOST_TEST(encoder.addFrame(filled(size, QColor(255, 255, 255)), 1000));
    BOOST_TEST(encoder.finish());
    BOOST_TEST(encoder.frameCount() == 3);
    BOOST_TEST(bytes.startsWith("GIF89a"));
    BOOST_TEST(bytes.contains("NETSCAPE2.0"));
    BOOST_TEST(bytes.endsWith(';'));

    const Decoded decoded = decode(bytes);
    BOOST_REQUIRE(decoded.frames.size() == 3);
    BOOST_TEST(decoded.loopCount == -1); // Qt's word for "for ever"
    const QList<QRgb> expected{qRgb(0, 114, 178), qRgb(230, 159, 0), qRgb(255, 255, 255)};
    for (int i = 0; i < 3; ++i) {
        BOOST_TEST(decoded.frames[i].size() == size);
        const QRgb corner = decoded.frames[i].pixel(0, 0);
        const QRgb centre = decoded.frames[i].pixel(32, 20);
        BOOST_TEST(corner == centre);
        BOOST_TEST(std::abs(qRed(corner) - qRed(expected[i])) <= 26);
        BOOST_TEST(std::abs(qGreen(corner) - qGreen(expected[i])) <= 22);
        BOOST_TEST(std::abs(qBlue(corner) - qBlue(expected[i])) <= 26);
    }
    BOOST_TEST(decoded.delays == (QList<int>{500, 250, 1000}));
}

BOOST_AUTO_TEST_CASE(noisy_pictures_survive_lzw_exactly_through_dictionary_resets)
{
    // 300 x 200 random pixels: thousands of dictionary entries, several resets at 4096 codes, and code sizes
    // from 9 to 12 bits. Every decoded pixel must be exactly its cube colour.
    QImage noise(300, 200, QImage::Format_RGB32);
    QRandomGenerator random(7);
    for (int y = 0; y < noise.height(); ++y)
        for (int x = 0; x < noise.width(); ++x)
            noise.setPixel(x, y, qRgb(random.bounded(256), random.bounded(256), random.bounded(256)));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    GifEncoder encoder(&buffer, noise.size());
    BOOST_TEST(encoder.addFrame(noise, 100));
    BOOST_TEST(encoder.finish());
    const Decoded decoded = decode(bytes);
    BOOST_REQUIRE(decoded.frames.size() == 1);
    BOOST_TEST(differingPixels(decoded.frames[0], quantised(encoder, noise)) == 0);
}

BOOST_AUTO_TEST_CASE(later_frames_store_only_what_changed_and_decode_whole)
{
    // A chart-like picture, then the same with one block recoloured, then unchanged: frames 2 and 3 are
    // stored as small rectangles, and still decode to the whole picture.
    QImage first(200, 120, QImage::Format_RGB32);
    first.fill(Qt::white);
    {
        QPainter painter(&first);
        painter.fillRect(10, 10, 80, 40, QColor(0, 114, 178));
        painter.fillRect(100, 60, 90, 50, QColor(0, 158, 115));
    }
    QImage second = first;
    {
        QPainter painter(&second);
        painter.fillRect(120, 70, 20, 20, QColor(213, 94, 0));
    }
    QByteArray whole, changed;
    {
        QBuffer buffer(&whole);
        buffer.open(QIODevice::WriteOnly);
        GifEncoder encoder(&buffer, first.size());
        encoder.addFrame(first, 200);
        encoder.finish();
    }
    QBuffer buffer(&changed);
    buffer.open(QIODevice::WriteOnly);
    GifEncoder encoder(&buffer, first.size());
    encoder.addFrame(first, 200);
    encoder.addFrame(second, 200);
    encoder.addFrame(second, 200);
    encoder.finish();
    // Two more frames cost far less than the first.
    BOOST_TEST(changed.size() - whole.size() < whole.size() / 2);
    const Decoded decoded = decode(changed);
    BOOST_REQUIRE(decoded.frames.size() == 3);
    BOOST_TEST(differingPixels(decoded.frames[0], quantised(encoder, first)) == 0);
    BOOST_TEST(differingPixels(decoded.frames[1], quantised(encoder, second)) == 0);
    BOOST_TEST(differingPixels(decoded.frames[2], quantised(encoder, second)) == 0);
    // The orange square was not in the first frame: the nearest entry stands in, close to it.
    const QRgb orange = decoded.frames[1].pixel(130, 80);
    BOOST_TEST(std::abs(qRed(orange) - 213) <= 26);
    BOOST_TEST(std::abs(qGreen(orange) - 94) <= 26);
    BOOST_TEST(std::abs(qBlue(orange) - 0) <= 26);
}

BOOST_AUTO_TEST_CASE(frames_of_another_size_are_scaled_to_the_animation)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    GifEncoder encoder(&buffer, QSize(50, 30));
    encoder.addFrame(filled({100, 60}, Qt::black), 100);
    encoder.finish();
    const Decoded decoded = decode(bytes);
    BOOST_REQUIRE(decoded.frames.size() == 1);
    BOOST_TEST(decoded.frames[0].size() == QSize(50, 30));
    BOOST_TEST(decoded.frames[0].pixel(25, 15) == qRgb(0, 0, 0));
}
