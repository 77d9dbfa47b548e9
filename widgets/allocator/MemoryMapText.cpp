#include "widgets/allocator/MemoryMapText.h"

#include "app/content/allocator/AllocatorEventText.h"
#include "app/content/common/NumberText.h"
#include "widgets/allocator/BlockPalette.h"

#include <QTextDocument>

QString MemoryMapText::tooltip(const gml::SegmentInfo& segment, const gml::BlockInfo& block,
                               const QString& origin, const QString& stream)
{
    const auto bytes = [](std::uint64_t n) {
        return tr("%1 (%2 B)").arg(NumberText::bytes(n)).arg(n);
    };
    QString text = tr("<b>%1</b><br>Address: %2<br>Size: %3")
                       .arg(BlockPalette::label(BlockPalette::kindOf(segment, block)),
                            NumberText::address(block.address), bytes(block.size));
    if (block.requested > 0)
        text += tr("<br>Requested: %1").arg(bytes(block.requested));
    text += tr("<br>Segment #%1 (%2), %3, stream %4")
                .arg(segment.id)
                .arg(NumberText::bytes(segment.size), AllocatorEventText::poolName(segment.pool))
                .arg(stream.isEmpty() ? QString::number(segment.stream) : stream.toHtmlEscaped());
    if (segment.expandable)
        text += tr("<br>Expandable segment");
    if (!origin.isEmpty())
        text += QStringLiteral("<br>") + origin.toHtmlEscaped();
    return text;
}

QString MemoryMapText::segmentLabel(const gml::SegmentInfo& segment, bool continued)
{
    const QString size = NumberText::bytes(segment.size);
    if (!continued)
        return QStringLiteral("#%1 · %2").arg(segment.id).arg(size); // a number and a size: no words
    //: On the memory map, the label of segment %1 (%2 is its size) on each further row the segment
    //: wraps onto. Keep it short: it must fit in a piece of a row.
    return tr("#%1 · %2 (cont.)").arg(segment.id).arg(size);
}

QString MemoryMapText::summary(const gml::AllocatorState& state, const QString& selectedTooltip)
{
    QString text =
        tr("%1 segments holding %2 blocks; %3 cached in free blocks. Each row is a segment; blocks are "
           "coloured and patterned by state.")
            .arg(state.segments.size())
            .arg(state.blockCount())
            .arg(NumberText::bytes(state.cachedBytes()));
    if (!selectedTooltip.isEmpty()) {
        QTextDocument html;
        html.setHtml(selectedTooltip);
        text += QLatin1Char(' ') +
                tr("Selected: %1").arg(html.toPlainText().replace(QLatin1Char('\n'), QStringLiteral("; ")));
    }
    return text;
}
