#include "widgets/allocator/MemoryMapStreams.h"

#include <QPainter>

QString MemoryMapStreams::name(gml::StreamId stream, const QHash<gml::StreamId, QString>& labels)
{
    return labels.value(stream, QString::number(stream));
}

QString MemoryMapStreams::filterSentence(gml::StreamId stream, const QHash<gml::StreamId, QString>& labels)
{
    //: The memory map's description for a screen reader when one stream is picked out (%1: its name or id).
    return tr("Stream %1 is picked out; the other streams' segments are faded.").arg(name(stream, labels));
}

void MemoryMapStreams::paintFade(QPainter& painter, const MemoryMapLayout& layout,
                                 const gml::AllocatorState& state, gml::StreamId shown,
                                 const QColor& background)
{
    QColor veil = background;
    veil.setAlphaF(0.72f);
    for (std::size_t s = 0; s < state.segments.size() && s < layout.spans().size(); ++s) {
        if (state.segments[s].stream == shown)
            continue;
        const auto& span = layout.spans()[s];
        // A pixel beyond the band on each side: the segment's outline fades with it.
        layout.forEachRect(span.start, span.start + span.length,
                           [&](const QRectF& r) { painter.fillRect(r.adjusted(-1, -1, 1, 1), veil); });
    }
}
