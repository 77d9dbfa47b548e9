// How long the memory map takes to paint a large allocator state.
//
//   build/tests/bench/gml-bench-memory-map [BLOCKS] [FRAMES] [PNG|-] [RATIO]
//   (defaults: 100000 blocks, 60 frames, no PNG, device pixel ratio 1)
//
// Paints into a 1920x1080 image on the offscreen platform and prints milliseconds per frame: with a new
// state every frame (setState included; the aim is under 8 ms for 100,000 blocks), and repainting an
// unchanged state. Blocks are spread over segments of mixed sizes and states, as in a real
// snapshot: most are far narrower than a pixel, which is what the view's pixel merging is for.
// With PNG, the last frame is also written there: a speed-up must draw the same pixels (compare the files).
// RATIO 2 paints as a high-DPI screen does (a 3840x2160 image of device pixel ratio 2): the map is then drawn
// as shapes, not as its pixel-exact picture, and repaints of an unchanged state copy an image kept at that
// resolution.
#include "util/ByteFormat.h"
#include "widgets/allocator/MemoryMapView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int blocks = argc > 1 ? std::atoi(argv[1]) : 100000;
    const int frames = argc > 2 ? std::atoi(argv[2]) : 60;
    const QString png = argc > 3 && QByteArray(argv[3]) != "-" ? QString::fromLocal8Bit(argv[3]) : QString();
    const double ratio = argc > 4 ? std::atof(argv[4]) : 1.0;
    if (blocks <= 0 || frames <= 0 || !(ratio >= 1.0 && ratio <= 4.0)) {
        std::fprintf(stderr, "usage: gml-bench-memory-map [BLOCKS > 0] [FRAMES > 0] [PNG|-] [RATIO 1..4]\n");
        return 2;
    }

    std::mt19937 random(42);
    const auto makeState = [&random](int count) {
        gml::AllocatorState state;
        std::uint64_t address = 0x7f0000000000ULL;
        int made = 0;
        std::uint32_t id = 1;
        while (made < count) {
            const int inSegment = std::min(count - made, 50 + static_cast<int>(random() % 400));
            gml::SegmentInfo segment{id++, address, 0, gml::PoolKind::Large, 0, false, {}};
            for (int b = 0; b < inSegment; ++b) {
                const std::uint64_t size = 512 * (1 + random() % 4096);
                const auto state_ = static_cast<gml::BlockState>(random() % 3);
                segment.blocks.push_back(
                    {address, size, state_ == gml::BlockState::Inactive ? 0 : size - 100, state_});
                address += size;
            }
            segment.size = address - segment.address;
            state.segments.push_back(std::move(segment));
            address += 2 * gml::MiB;
            made += inSegment;
        }
        return state;
    };
    // Two different states of the same size: the player stepping through a trace hands the view a new
    // state every frame, so every frame draws all the blocks (the figure the aim is about).
    const gml::AllocatorState states[2] = {makeState(blocks), makeState(blocks)};

    MemoryMapView view;
    view.resize(1920, 1080);
    view.setState(states[0], false);
    QImage image(QSize(1920, 1080) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    view.render(&image); // warm-up: fonts, caches

    // Per-frame times: the median is the figure to quote; the minimum shows what the code costs when the
    // machine's other work does not get in the way (this machine's two cores are often shared).
    const auto report = [&](const char* what, std::vector<double>& times) {
        std::sort(times.begin(), times.end());
        std::printf("memory map, %s: %d blocks in %zu segments at 1920x1080, ratio %g: median %.2f ms, best "
                    "%.2f ms per frame\n",
                    what, blocks, states[0].segments.size(), ratio, times[times.size() / 2], times.front());
    };
    std::vector<double> changed;
    for (int i = 0; i < frames; ++i) {
        QElapsedTimer clock;
        clock.start();
        view.setState(states[(i + 1) % 2], false);
        view.render(&image);
        changed.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    report("new state every frame (aim: under 8 ms)", changed);
    // Repaints of an unchanged state (hover, tooltips, an exposed window): the first keeps the picture (a new
    // state is written straight into the image it is painted on), the others copy it.
    std::vector<double> unchanged;
    for (int i = 0; i < frames; ++i) {
        QElapsedTimer clock;
        clock.start();
        view.render(&image);
        unchanged.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    report("repaint, state unchanged", unchanged);
    if (!png.isEmpty() && !image.save(png)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(png));
        return 1;
    }
    return 0;
}
