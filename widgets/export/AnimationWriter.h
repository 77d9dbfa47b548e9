#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>
#include <functional>

// Writes a sequence of frames as an animated GIF, a numbered PNG sequence, or (when ffmpeg is on PATH) an
// MP4 or WebM video, taking the frames one at a time from a callback so that a long animation never sits in
// memory whole. A failed write leaves whatever was at the path before.
class AnimationWriter
{
    Q_DECLARE_TR_FUNCTIONS(AnimationWriter)

public:
    enum class Format
    {
        Gif,
        PngSequence,
        Mp4,
        WebM
    };

    // Frame `index` of the animation, at the animation's size.
    using FrameSource = std::function<QImage(int index)>;
    // Called after each frame with how many are done; false stops the export (the user cancelled).
    using Progress = std::function<bool(int done, int total)>;

    // The ffmpeg program on PATH, or empty.
    static QString ffmpegPath();
    // Why a video format cannot be chosen (empty when it can): the dialog's tooltip.
    static QString unavailableReason(Format format);
    static QString extension(Format format);
    // PNG sequences: frame `index` of `path` ("out/frames.png" -> "out/frames-0001.png").
    static QString sequencePath(const QString& path, int index, int count);

    // `path`: the file to write (for a PNG sequence, the pattern sequencePath() numbers). False with a
    // sentence naming the file and the reason; false without a message when cancelled.
    static bool write(Format format, const QString& path, QSize size, int frameCount, int frameDelayMs,
                      const FrameSource& frame, const Progress& progress, QString* error);

private:
    static bool writeGif(const QString& path, QSize size, int frameCount, int frameDelayMs,
                         const FrameSource& frame, const Progress& progress, QString* error);
    static bool writeSequence(const QString& path, int frameCount, const FrameSource& frame,
                              const Progress& progress, QString* error);
    static bool writeVideo(Format format, const QString& path, QSize size, int frameCount, int frameDelayMs,
                           const FrameSource& frame, const Progress& progress, QString* error);
};
