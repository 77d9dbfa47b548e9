#include "app/content/snapshot/LargestAllocationsCsv.h"

#include "app/content/common/NumberText.h"
#include "snapshot/StackFrameKind.h"

#include "app/content/snapshot/StackFrameLines.h"

QString LargestAllocationsCsv::field(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray LargestAllocationsCsv::write(const gml::MemorySnapshot& snapshot, const gml::SnapshotReplay& replay,
                                        const std::vector<gml::LiveAllocation>& allocations)
{
    QString csv = QStringLiteral("bytes,requested_bytes,address,category,category_inferred_from_trace,event,user_frames\r\n");
    for (const gml::LiveAllocation& a : allocations) {
        const std::uint32_t recorded = replay.recordedEventOf(a.allocTraceIndex);
        QStringList frames;
        for (const std::uint32_t frame : gml::shownFramesOf(snapshot, a.stack))
            frames.append(StackFrameLines::frameText(snapshot, frame));
        const QStringList row{QString::number(a.bytes),
                              QString::number(a.requestedBytes),
                              NumberText::address(a.address),
                              QString::fromUtf8(gml::memoryCategoryName(a.category)),
                              a.categoryGuessedFromTrace ? QStringLiteral("true") : QStringLiteral("false"),
                              recorded == gml::kNoRecordedEvent ? QString() : QString::number(recorded),
                              frames.join(QStringLiteral(" <- "))};
        QStringList fields;
        for (const QString& value : row)
            fields.append(field(value));
        csv += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return csv.toUtf8();
}
