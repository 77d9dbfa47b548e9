#include "QtTestApplication.h"

#include "ExportTestSupport.h"

// The player's steps exported as an animation: GIF frames, and videos through ffmpeg (a stand-in that
// records what it was sent, and a real one where it is installed).

using namespace export_test;

BOOST_FIXTURE_TEST_CASE(animation_exports_the_steps_events_and_puts_the_player_back, AllocatorWindow)
{
    auto* controller = window.findChild<ExportController*>();
    BOOST_REQUIRE(controller);
    Player& player = window.player();
    BOOST_REQUIRE(player.stepCount() >= 2);
    player.seek(1);
    const int step = player.step();
    ExportDialog::Choice choice;
    choice.view = 1; // the memory map
    choice.kind = ExportDialog::Kind::Animation;
    choice.animationFormat = AnimationWriter::Format::Gif;
    choice.first = 1;
    choice.last = 2; // the first two narrated steps: every event from the first to step 2's end
    choice.everyEvents = 1;
    choice.frameDelayMs = 300;
    choice.path = dir.filePath(QStringLiteral("steps.gif"));
    QString error;
    BOOST_REQUIRE_MESSAGE(controller->exportChoice(choice, &error), error);
    BOOST_TEST(player.cursor() == 1);
    BOOST_TEST(player.step() == step);
    QImageReader reader(choice.path, "gif");
    BOOST_TEST(reader.imageCount() == player.stepEnd(1) + 1);
    const QImage first = reader.read();
    BOOST_TEST(first.width() == 1000);
    BOOST_TEST(reader.nextImageDelay() == 300);

    // Every 1000 events: the first frame, then only the steps' ends.
    choice.animationFormat = AnimationWriter::Format::PngSequence;
    choice.everyEvents = 1000;
    choice.path = dir.filePath(QStringLiteral("frames.png"));
    BOOST_REQUIRE_MESSAGE(controller->exportChoice(choice, &error), error);
    BOOST_TEST(QImage(dir.filePath(QStringLiteral("frames-0001.png"))).width() == 1000);
    BOOST_TEST(QFile::exists(dir.filePath(QStringLiteral("frames-0003.png"))));
    BOOST_TEST(!QFile::exists(dir.filePath(QStringLiteral("frames-0004.png"))));
    // The first event and step 1's end differ (the allocator moved on), so the frames do.
    BOOST_TEST((QImage(dir.filePath(QStringLiteral("frames-0001.png"))) !=
                QImage(dir.filePath(QStringLiteral("frames-0002.png")))));
}

BOOST_AUTO_TEST_CASE(videos_pipe_raw_frames_to_ffmpeg_and_replace_the_file_only_when_it_succeeds)
{
    // A stand-in ffmpeg on PATH that keeps what it is sent: the frames must arrive whole, as bgra, and the
    // result must land at the path asked for.
    QTemporaryDir bin;
    const QString fake = bin.filePath(QStringLiteral("ffmpeg"));
    {
        QFile script(fake);
        BOOST_REQUIRE(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nfor last; do :; done\nexec cat > \"$last\"\n");
    }
    QFile::setPermissions(fake, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", bin.path().toLocal8Bit() + ':' + path);
    BOOST_TEST(AnimationWriter::unavailableReason(AnimationWriter::Format::Mp4).isEmpty());
    QTemporaryDir dir;
    const QString video = dir.filePath(QStringLiteral("steps.mp4"));
    const QSize size(33, 20);
    QString error;
    const bool written = AnimationWriter::write(
        AnimationWriter::Format::Mp4, video, size, 3, 100,
        [size](int index) {
            QImage frame(size, QImage::Format_RGB32);
            frame.fill(QColor(10 * index, 20, 30));
            return frame;
        },
        {}, &error);
    qputenv("PATH", path);
    BOOST_REQUIRE_MESSAGE(written, error);
    const QByteArray bytes = readAll(video);
    BOOST_TEST(bytes.size() == 33 * 20 * 4 * 3);
    // bgra: blue, green, red, alpha; the third frame's red is 20.
    BOOST_TEST(static_cast<int>(static_cast<unsigned char>(bytes[2 * 33 * 20 * 4 + 2])) == 20);
    BOOST_TEST(static_cast<int>(static_cast<unsigned char>(bytes[0])) == 30);
    BOOST_TEST(!QFile::exists(video + QStringLiteral(".part")));
    BOOST_TEST(AnimationWriter::unavailableReason(AnimationWriter::Format::Mp4).isEmpty() ==
               !AnimationWriter::ffmpegPath().isEmpty());
}

// Runs only where a real ffmpeg and ffprobe are installed (they are not among the build's dependencies):
// the stand-in above checks what is sent; this checks that ffmpeg makes a playable video of it.
bool realFfmpegInstalled()
{
    return !QStandardPaths::findExecutable(QStringLiteral("ffmpeg")).isEmpty() &&
           !QStandardPaths::findExecutable(QStringLiteral("ffprobe")).isEmpty();
}

BOOST_AUTO_TEST_CASE(a_real_ffmpeg_makes_videos_with_every_frame_at_the_size_asked,
                     *boost::unit_test::precondition([](boost::unit_test::test_unit_id) {
                         return boost::test_tools::assertion_result(realFfmpegInstalled());
                     }))
{
    for (const auto format : {AnimationWriter::Format::Mp4, AnimationWriter::Format::WebM}) {
        QTemporaryDir dir;
        const QString video = dir.filePath(QStringLiteral("steps.") + AnimationWriter::extension(format));
        const QSize size(321, 201); // odd sizes: H.264's 4:2:0 needs even ones, so the writer must cope
        QString error;
        const bool written = AnimationWriter::write(
            format, video, size, 5, 200,
            [size](int index) {
                QImage frame(size, QImage::Format_RGB32);
                frame.fill(QColor(40 * index, 100, 200));
                return frame;
            },
            {}, &error);
        BOOST_REQUIRE_MESSAGE(written, error.toStdString());
        QProcess probe;
        probe.start(QStandardPaths::findExecutable(QStringLiteral("ffprobe")),
                    {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
                     QStringLiteral("-select_streams"), QStringLiteral("v:0"), QStringLiteral("-show_entries"),
                     QStringLiteral("stream=nb_read_frames,width,height"), QStringLiteral("-of"),
                     QStringLiteral("csv=p=0"), video});
        BOOST_REQUIRE(probe.waitForFinished(60000));
        const QString fields = QString::fromUtf8(probe.readAllStandardOutput()).trimmed();
        BOOST_TEST_MESSAGE(video.toStdString() << ": " << fields.toStdString());
        const QStringList parts = fields.split(QLatin1Char(','));
        BOOST_REQUIRE(parts.size() == 3);
        BOOST_TEST(parts[2].toInt() == 5); // every frame
        BOOST_TEST(std::abs(parts[0].toInt() - size.width()) <= 1);
        BOOST_TEST(std::abs(parts[1].toInt() - size.height()) <= 1);
    }
}
