#include "app/content/snapshot/StackFrameLines.h"

#include "snapshot/StackFrameKind.h"

QString StackFrameLines::frameText(const gml::MemorySnapshot& snapshot, std::uint32_t frame)
{
    const gml::SnapshotFrame& f = snapshot.frames.frame(frame);
    const QString name = QString::fromUtf8(snapshot.text(f.name));
    const QString file = QString::fromUtf8(snapshot.text(f.filename));
    // A frame PyTorch recorded without a line shows its file alone, not the 2^64 - 1 it stands for.
    return f.hasLine() ? QStringLiteral("%1  —  %2:%3").arg(name, file).arg(f.line)
                       : QStringLiteral("%1  —  %2").arg(name, file);
}

QList<StackFrameLines::Line> StackFrameLines::of(const gml::MemorySnapshot& snapshot, std::uint32_t stack)
{
    QList<Line> lines;
    if (stack == 0)
        return lines;
    for (const std::uint32_t frame : snapshot.frames.stack(stack)) {
        const gml::SnapshotFrame& f = snapshot.frames.frame(frame);
        const auto kind = gml::classifyStackFrame(snapshot.text(f.filename), snapshot.text(f.name));
        lines.append({frameText(snapshot, frame), gml::isFoldedFrameKind(kind)});
    }
    return lines;
}

QString StackFrameLines::shownFrames(const gml::MemorySnapshot& snapshot, std::uint32_t stack, int count)
{
    if (stack == 0)
        return {};
    QStringList parts;
    for (const std::uint32_t frame : gml::shownFramesOf(snapshot, stack)) {
        if (parts.size() >= count)
            break;
        parts.append(frameText(snapshot, frame));
    }
    if (parts.isEmpty()) {
        const auto frames = snapshot.frames.stack(stack);
        if (!frames.empty())
            parts.append(frameText(snapshot, frames.front()));
    }
    return parts.join(QStringLiteral(" ← "));
}
