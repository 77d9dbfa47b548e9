#include "widgets/export/AnimationWriter.h"

#include "widgets/export/GifEncoder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageWriter>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>

namespace {

QString writeError(const QString& path, const QString& reason)
{
    return AnimationWriter::tr("Could not write %1: %2").arg(path, reason);
}

} // namespace

QString AnimationWriter::ffmpegPath()
{
    return QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
}

QString AnimationWriter::unavailableReason(Format format)
{
    if ((format == Format::Mp4 || format == Format::WebM) && ffmpegPath().isEmpty())
        return tr("Videos are made by ffmpeg, which is not installed (no ffmpeg on PATH).");
    return {};
}

QString AnimationWriter::extension(Format format)
{
    switch (format) {
    case Format::Gif:
        return QStringLiteral("gif");
    case Format::PngSequence:
        return QStringLiteral("png");
    case Format::Mp4:
        return QStringLiteral("mp4");
    case Format::WebM:
        return QStringLiteral("webm");
    }
    return {};
}

QString AnimationWriter::sequencePath(const QString& path, int index, int count)
{
    const QFileInfo info(path);
    const int digits = std::max(4, static_cast<int>(QString::number(count).size()));
    const QString name =
        QStringLiteral("%1-%2.png").arg(info.completeBaseName()).arg(index + 1, digits, 10, QLatin1Char('0'));
    return info.dir().filePath(name);
}

bool AnimationWriter::write(Format format, const QString& path, QSize size, int frameCount, int frameDelayMs,
                            const FrameSource& frame, const Progress& progress, QString* error)
{
    error->clear();
    if (frameCount <= 0) {
        *error = tr("There are no steps to put in the animation.");
        return false;
    }
    switch (format) {
    case Format::Gif:
        return writeGif(path, size, frameCount, frameDelayMs, frame, progress, error);
    case Format::PngSequence:
        return writeSequence(path, frameCount, frame, progress, error);
    case Format::Mp4:
    case Format::WebM:
        return writeVideo(format, path, size, frameCount, frameDelayMs, frame, progress, error);
    }
    return false;
}

bool AnimationWriter::writeGif(const QString& path, QSize size, int frameCount, int frameDelayMs,
                               const FrameSource& frame, const Progress& progress, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = writeError(path, file.errorString());
        return false;
    }
    GifEncoder encoder(&file, size);
    for (int i = 0; i < frameCount; ++i) {
        if (!encoder.addFrame(frame(i), frameDelayMs)) {
            *error = writeError(path, encoder.errorString());
            file.cancelWriting();
            return false;
        }
        if (progress && !progress(i + 1, frameCount)) {
            file.cancelWriting();
            return false;
        }
    }
    if (!encoder.finish() || !file.commit()) {
        *error =
            writeError(path, encoder.errorString().isEmpty() ? file.errorString() : encoder.errorString());
        return false;
    }
    return true;
}

bool AnimationWriter::writeSequence(const QString& path, int frameCount, const FrameSource& frame,
                                    const Progress& progress, QString* error)
{
    for (int i = 0; i < frameCount; ++i) {
        const QString name = sequencePath(path, i, frameCount);
        QSaveFile file(name);
        QImageWriter writer(&file, "png");
        if (!file.open(QIODevice::WriteOnly) || !writer.write(frame(i))) {
            *error = writeError(name, file.error() != QFileDevice::NoError ? file.errorString()
                                                                           : writer.errorString());
            return false;
        }
        if (!file.commit()) {
            *error = writeError(name, file.errorString());
            return false;
        }
        if (progress && !progress(i + 1, frameCount))
            return false;
    }
    return true;
}

bool AnimationWriter::writeVideo(Format format, const QString& path, QSize size, int frameCount,
                                 int frameDelayMs, const FrameSource& frame, const Progress& progress,
                                 QString* error)
{
    const QString ffmpeg = ffmpegPath();
    if (ffmpeg.isEmpty()) {
        *error = unavailableReason(format);
        return false;
    }
    // ffmpeg writes beside the file and the result replaces it only once ffmpeg succeeded.
    const QString partial = path + QStringLiteral(".part");
    const double fps = 1000.0 / std::max(20, frameDelayMs);
    QStringList arguments{QStringLiteral("-hide_banner"), QStringLiteral("-loglevel"),
                          QStringLiteral("error"), QStringLiteral("-y"), QStringLiteral("-f"),
                          QStringLiteral("rawvideo"), QStringLiteral("-pix_fmt"), QStringLiteral("bgra"),
                          QStringLiteral("-s"), QStringLiteral("%1x%2").arg(size.width()).arg(size.height()),
                          QStringLiteral("-framerate"), QString::number(fps, 'f', 3), QStringLiteral("-i"),
                          QStringLiteral("-"),
                          // 4:2:0 video needs even sides.
                          QStringLiteral("-vf"), QStringLiteral("pad=ceil(iw/2)*2:ceil(ih/2)*2"),
                          QStringLiteral("-pix_fmt"), QStringLiteral("yuv420p")};
    if (format == Format::Mp4)
        arguments << QStringLiteral("-c:v") << QStringLiteral("libx264") << QStringLiteral("-f")
                  << QStringLiteral("mp4");
    else
        arguments << QStringLiteral("-c:v") << QStringLiteral("libvpx-vp9") << QStringLiteral("-b:v")
                  << QStringLiteral("0") << QStringLiteral("-crf") << QStringLiteral("32")
                  << QStringLiteral("-f") << QStringLiteral("webm");
    arguments << partial;

    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(ffmpeg, arguments);
    if (!process.waitForStarted()) {
        *error = writeError(path, tr("ffmpeg did not start: %1").arg(process.errorString()));
        return false;
    }
    const auto abandon = [&] {
        process.kill();
        process.waitForFinished();
        QFile::remove(partial);
    };
    for (int i = 0; i < frameCount; ++i) {
        QImage image =
            frame(i).convertToFormat(QImage::Format_ARGB32); // little-endian ARGB32 is bgra in memory
        if (image.size() != size)
            image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        for (int y = 0; y < image.height(); ++y) {
            const auto* line = reinterpret_cast<const char*>(image.constScanLine(y));
            const qint64 bytes = static_cast<qint64>(image.width()) * 4;
            if (process.write(line, bytes) != bytes) {
                *error = writeError(
                    path, tr("ffmpeg stopped reading: %1")
                              .arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed()));
                abandon();
                return false;
            }
        }
        // Keep the pipe short: wait until ffmpeg has taken this frame before drawing the next.
        while (process.bytesToWrite() > 0 && process.state() == QProcess::Running)
            process.waitForBytesWritten(1000);
        if (progress && !progress(i + 1, frameCount)) {
            abandon();
            return false;
        }
    }
    process.closeWriteChannel();
    process.waitForFinished(-1);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = writeError(
            path,
            tr("ffmpeg failed: %1").arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed()));
        QFile::remove(partial);
        return false;
    }
    if (QFile::exists(path) && !QFile::remove(path)) {
        *error = writeError(path, tr("the old file could not be replaced."));
        QFile::remove(partial);
        return false;
    }
    if (!QFile::rename(partial, path)) {
        *error = writeError(path, tr("the finished video could not be moved into place."));
        return false;
    }
    return true;
}
