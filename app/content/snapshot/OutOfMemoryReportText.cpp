#include "app/content/snapshot/OutOfMemoryReportText.h"

#include "app/content/common/NumberText.h"

namespace {
QString bytes(std::uint64_t value)
{
    return NumberText::bytes(value);
}
} // namespace

QString OutOfMemoryReportText::headline(const gml::OutOfMemoryReport& report)
{
    //: %1 is the GPU's number, %2 the trace event (its index in the snapshot's device trace), %3 a size.
    return tr("Out of memory on GPU %1 at event %2: it tried to allocate %3.")
        .arg(report.device)
        .arg(report.recordedEvent)
        .arg(bytes(report.requestedBytes));
}

QStringList OutOfMemoryReportText::facts(const gml::OutOfMemoryReport& report)
{
    QStringList lines;
    lines.append(tr("The driver said %1 of the GPU was free (device_free, as recorded).").arg(bytes(report.deviceFreeBytes)));
    const std::uint64_t cached = report.reservedBytes > report.allocatedBytes ? report.reservedBytes - report.allocatedBytes : 0;
    lines.append(tr("PyTorch held %1: %2 allocated to tensors and %3 reserved but cached.")
                     .arg(bytes(report.reservedBytes), bytes(report.allocatedBytes), bytes(cached)));
    lines.append(tr("Of the cached memory, %1 lay in free pieces of split segments (inactive split blocks, which "
                    "cannot be given back), %2 could be given back (whole free segments and free pages of expandable "
                    "segments) and %3 was in blocks waiting for another stream.")
                     .arg(bytes(report.inactiveSplitBytes), bytes(report.freeSegmentBytes), bytes(report.pendingFreeBytes)));
    const QString capacity = bytes(report.capacity.bytes);
    switch (report.capacity.source) {
    case gml::DeviceCapacitySource::InferredFromRangeSpacing:
        lines.append(tr("About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA "
                        "context): the GPU's %2, worked out from its expandable segments, less what PyTorch "
                        "reserved and what was free.")
                         .arg(bytes(report.outsidePyTorchBytes.value_or(0)), capacity));
        break;
    case gml::DeviceCapacitySource::GivenByUser:
        lines.append(tr("About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA "
                        "context): the GPU's %2, as you gave it, less what PyTorch reserved and what was free.")
                         .arg(bytes(report.outsidePyTorchBytes.value_or(0)), capacity));
        break;
    case gml::DeviceCapacitySource::GuessedFromPeakReserved:
        lines.append(tr("How much was held outside PyTorch is not known: the snapshot does not record the GPU's "
                        "size. Give it under \"What if\" (GPU memory) to see it."));
        break;
    }
    if (!report.settingsRecorded)
        lines.append(tr("The snapshot does not record the allocator's settings (older PyTorch)."));
    else if (report.expandableSegments)
        lines.append(tr("The run already used expandable segments."));
    return lines;
}

QString OutOfMemoryReportText::adviceSentence(gml::OutOfMemoryAdvice advice, const gml::OutOfMemoryReport& report)
{
    using gml::OutOfMemoryAdvice;
    const std::uint64_t cached = report.inactiveSplitBytes + report.freeSegmentBytes;
    switch (advice) {
    case OutOfMemoryAdvice::EnableExpandableSegments:
        return tr("%1 was cached but could not serve the request: try PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, "
                  "which lets a segment grow instead of leaving gaps between segments.")
            .arg(bytes(cached));
    case OutOfMemoryAdvice::LowerMaxSplitSize:
        return tr("Large cached blocks were split into pieces too small for the request: try "
                  "PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:%1, so that blocks that large are never split.")
            .arg(std::max<std::uint64_t>(20, report.requestedBytes / (1024 * 1024)));
    case OutOfMemoryAdvice::FreeMemoryOutsidePyTorch:
        return tr("Memory held outside PyTorch (%1) would have served the request: look for other processes on the "
                  "GPU (nvidia-smi), NCCL buffers, or a second framework in the same process.")
            .arg(bytes(report.outsidePyTorchBytes.value_or(0)));
    case OutOfMemoryAdvice::ReduceLiveTensors:
        return tr("Live tensors held %1, nearly everything PyTorch had: the program needs less memory at this point "
                  "(a smaller batch, activation checkpointing, offloading, or freeing tensors sooner).")
            .arg(bytes(report.allocatedBytes));
    case OutOfMemoryAdvice::ReleaseCacheBetweenPhases:
        return tr("%1 was cached in whole free segments that could not serve this request (another stream's or pool's): "
                  "free them between phases with torch.cuda.empty_cache(), or allocate on one stream.")
            .arg(bytes(report.freeSegmentBytes));
    }
    return {};
}

QStringList OutOfMemoryReportText::advice(const gml::OutOfMemoryReport& report)
{
    QStringList lines;
    for (const gml::OutOfMemoryAdvice advice : report.advice)
        lines.append(adviceSentence(advice, report));
    return lines;
}

QString OutOfMemoryReportText::plainText(const gml::OutOfMemoryReport& report)
{
    QStringList parts{headline(report)};
    parts += facts(report);
    const QStringList what = advice(report);
    if (!what.isEmpty())
        parts.append(tr("What to try: %1").arg(what.join(QLatin1Char(' '))));
    return parts.join(QLatin1Char(' '));
}
