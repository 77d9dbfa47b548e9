#include "app/content/snapshot/SnapshotReportText.h"

#include "app/content/common/NumberText.h"
#include "app/content/snapshot/OutOfMemoryReportText.h"

#include <map>

namespace {

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

QString list(const QStringList& items)
{
    if (items.isEmpty())
        return {};
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(escaped(item));
    return html + QStringLiteral("</ul>");
}

QString heading(const QString& text)
{
    return QStringLiteral("<h3>%1</h3>").arg(escaped(text));
}

QString paragraph(const QString& text)
{
    return QStringLiteral("<p>%1</p>").arg(escaped(text));
}

} // namespace

QString SnapshotReportText::streamName(std::uint64_t handle)
{
    if (handle == 0)
        return tr("the default stream (0)");
    //: %1 is the stream's handle as PyTorch recorded it, in hexadecimal ("0x55d1c0a8f000").
    return tr("stream %1").arg(NumberText::address(handle));
}

QString SnapshotReportText::poolName(const gml::PrivatePool& pool)
{
    //: A CUDA graph's private memory pool, named by PyTorch's pool id (two numbers).
    return tr("CUDA graph pool (%1, %2)").arg(pool.id[0]).arg(pool.id[1]);
}

QString SnapshotReportText::poolLine(const gml::PrivatePool& pool)
{
    return tr("%1: %n segment(s), %2 reserved, %3 allocated", nullptr, static_cast<int>(pool.segments))
        .arg(poolName(pool), NumberText::bytes(pool.reservedBytes), NumberText::bytes(pool.allocatedBytes));
}

QStringList SnapshotReportText::settings(const gml::MemorySnapshot& snapshot)
{
    if (!snapshot.allocatorSettings)
        return {tr("The snapshot does not record the allocator's settings (PyTorch before 2.5 did not write them).")};
    const gml::SnapshotAllocatorSettings& s = *snapshot.allocatorSettings;
    QStringList lines;
    if (s.allocConf)
        lines.append(s.allocConf->empty()
                         ? tr("PYTORCH_CUDA_ALLOC_CONF was not set.")
                         : tr("PYTORCH_CUDA_ALLOC_CONF=%1").arg(QString::fromStdString(*s.allocConf)));
    if (s.expandableSegments)
        lines.append(*s.expandableSegments ? tr("Expandable segments: on.") : tr("Expandable segments: off."));
    if (s.maxSplitSize)
        lines.append(*s.maxSplitSize < 0 ? tr("Largest block that is split: unlimited (max_split_size not set).")
                                         : tr("Blocks of %1 or more are never split (max_split_size).")
                                               .arg(NumberText::bytes(static_cast<std::uint64_t>(*s.maxSplitSize))));
    if (s.garbageCollectionThreshold)
        lines.append(*s.garbageCollectionThreshold <= 0.0
                         ? tr("Garbage collection of cached blocks: off.")
                         : tr("Garbage collection of cached blocks starts at %1% of the memory allowed.")
                               .arg(*s.garbageCollectionThreshold * 100.0, 0, 'f', 0));
    if (!s.roundupPower2Divisions.empty()) {
        QStringList parts;
        for (const auto& [interval, divisions] : s.roundupPower2Divisions)
            if (divisions > 0)
                parts.append(QStringLiteral("%1:%2").arg(QString::fromStdString(interval)).arg(divisions));
        if (!parts.isEmpty())
            lines.append(tr("Sizes are rounded in power-of-two divisions: %1 (MiB:divisions).").arg(parts.join(QStringLiteral(", "))));
    }
    return lines;
}

QString SnapshotReportText::html(const Input& in)
{
    const gml::SnapshotReplay& replay = *in.replay;
    QString html;
    const auto& reports = *in.outOfMemory;
    html += heading(tr("Out-of-memory errors on GPU %1").arg(replay.device));
    if (reports.empty()) {
        html += paragraph(tr("The trace records no out-of-memory error on GPU %1.").arg(replay.device));
    } else {
        for (std::size_t i = 0; i < reports.size(); ++i) {
            const gml::OutOfMemoryReport& report = reports[i];
            html += QStringLiteral("<p><b>%1</b> <a href=\"%2\">%3</a></p>")
                        .arg(escaped(OutOfMemoryReportText::headline(report)), in.eventLink(report.traceIndex),
                             escaped(tr("Go to it")));
            html += list(OutOfMemoryReportText::facts(report));
            const QStringList advice = OutOfMemoryReportText::advice(report);
            if (!advice.isEmpty())
                html += paragraph(tr("What to try:")) + list(advice);
        }
    }
    html += paragraph(tr("Before giving up, the allocator freed its cache and tried again %n time(s) (num_alloc_retries).",
                         nullptr, static_cast<int>(replay.figures.numAllocRetries)));

    html += heading(tr("Allocator settings, as recorded"));
    html += list(settings(*in.snapshot));

    html += heading(tr("CUDA graph private pools"));
    if (in.pools->empty()) {
        html += paragraph(tr("No segment of GPU %1 belonged to a CUDA graph's private pool when the snapshot was taken.")
                              .arg(replay.device));
    } else {
        QStringList lines;
        for (const gml::PrivatePool& pool : *in.pools)
            lines.append(poolLine(pool));
        html += paragraph(tr("Memory a captured CUDA graph keeps for itself: only that graph's allocations can use it. "
                             "Figures at the dump."))
            + list(lines);
    }

    html += heading(tr("Streams"));
    std::map<std::uint64_t, std::uint64_t> allocations; // recorded handle -> allocations on it
    const gml::AllocatorTrace& trace = replay.trace;
    for (std::size_t i = replay.startEventCount; i < trace.size(); ++i) {
        const gml::AllocatorEvent event = trace[i];
        if (event.kind == gml::EventKind::Alloc && event.stream < replay.streamHandles.size())
            ++allocations[replay.streamHandles[event.stream]];
    }
    for (std::size_t stream = 0; stream < replay.streamHandles.size(); ++stream)
        allocations.try_emplace(replay.streamHandles[stream], 0);
    QStringList streams;
    for (const auto& [handle, count] : allocations)
        streams.append(tr("%1: %n allocation(s) in the trace", nullptr, static_cast<int>(count)).arg(streamName(handle)));
    html += list(streams);
    return html;
}
