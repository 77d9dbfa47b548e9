#include "widgets/allocator/MemoryMapPools.h"

#include "widgets/common/DisplayTheme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <cmath>

QFont MemoryMapPools::captionFont(const QFont& font)
{
    QFont caption = font;
    caption.setPointSizeF(font.pointSizeF() * 0.9);
    caption.setBold(true);
    return caption;
}

MemoryMapLayout::Grouping MemoryMapPools::grouping(const gml::AllocatorState& state,
                                                   const QList<MemoryMapPool>& pools, const QFont& font)
{
    MemoryMapLayout::Grouping result;
    if (pools.isEmpty())
        return result;
    result.groupOf.assign(state.segments.size(), -1);
    result.groups = static_cast<int>(pools.size());
    result.captionHeight = std::ceil(QFontMetricsF(captionFont(font)).height()) + 4;
    for (int pool = 0; pool < static_cast<int>(pools.size()); ++pool)
        for (const quint64 address : pools[pool].segmentAddresses)
            for (std::size_t s = 0; s < state.segments.size(); ++s)
                if (state.segments[s].address == address)
                    result.groupOf[s] = pool;
    return result;
}

void MemoryMapPools::paint(QPainter& painter, const MemoryMapLayout& layout,
                           const QList<MemoryMapPool>& pools, const QFont& font, const QPalette& palette)
{
    if (layout.groupFrames().empty())
        return;
    painter.save();
    const QFont caption = captionFont(font);
    const QFontMetricsF metrics(caption);
    painter.setFont(caption);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const auto& frame : layout.groupFrames()) {
        if (frame.group < 0 || frame.group >= pools.size())
            continue;
        painter.setPen(QPen(palette.color(QPalette::Text), DisplayTheme::lineWidth(1.5)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(frame.frame, 4, 4);
        const QRectF text = frame.caption.adjusted(4, 0, -4, 0);
        painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(pools[frame.group].label, Qt::ElideRight, text.width()));
    }
    painter.restore();
}
