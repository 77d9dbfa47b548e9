#include "BlockPalette.h"

#include <QCoreApplication>

#include <array>

BlockPalette::Kind BlockPalette::kindOf(const gml::SegmentInfo& segment, const gml::BlockInfo& block)
{
    return kindOf(block, mappedBlocks(segment));
}

std::size_t BlockPalette::mappedBlocks(const gml::SegmentInfo& segment)
{
    std::size_t mapped = 0;
    for (const auto& block : segment.blocks)
        mapped += block.state != gml::BlockState::Unmapped ? 1 : 0;
    return mapped;
}

BlockPalette::Kind BlockPalette::kindOf(const gml::BlockInfo& block, std::size_t mappedBlocksInSegment)
{
    switch (block.state) {
    case gml::BlockState::Allocated:
        return Kind::Allocated;
    case gml::BlockState::PendingFree:
        return Kind::PendingFree;
    case gml::BlockState::Unmapped:
        return Kind::Unmapped;
    case gml::BlockState::Inactive:
        break;
    }
    // A free block is releasable only when it is its segment's only mapped block.
    return mappedBlocksInSegment == 1 ? Kind::FreeSegment : Kind::InactiveSplit;
}

QColor BlockPalette::color(Kind kind)
{
    switch (kind) {
    case Kind::Allocated: return QColor(0x00, 0x72, 0xB2);     // blue
    case Kind::RoundingWaste: return QColor(0x56, 0xB4, 0xE9); // sky blue
    case Kind::PendingFree: return QColor(0xE6, 0x9F, 0x00);   // orange
    case Kind::InactiveSplit: return QColor(0x00, 0x9E, 0x73); // bluish green
    case Kind::FreeSegment: return QColor(0xB8, 0xB8, 0xB8);   // grey
    case Kind::Unmapped: return QColor(0xF2, 0xF2, 0xF2);      // near white
    }
    return Qt::magenta;
}

const QBrush& BlockPalette::brush(Kind kind)
{
    // Built once: the memory map asks for these tens of thousands of times per frame.
    static const std::array<QBrush, kKindCount> brushes = [] {
        std::array<QBrush, kKindCount> all;
        for (int k = 0; k < kKindCount; ++k)
            all[static_cast<std::size_t>(k)] = makeBrush(static_cast<Kind>(k));
        return all;
    }();
    return brushes[static_cast<std::size_t>(kind)];
}

QBrush BlockPalette::makeBrush(Kind kind)
{
    switch (kind) {
    case Kind::Allocated: return QBrush(color(kind));
    case Kind::RoundingWaste: return QBrush(color(kind).darker(160), Qt::BDiagPattern);
    case Kind::PendingFree: return QBrush(color(kind).darker(150), Qt::DiagCrossPattern);
    case Kind::InactiveSplit: return QBrush(color(kind).darker(140), Qt::FDiagPattern);
    case Kind::FreeSegment: return QBrush(color(kind));
    case Kind::Unmapped: return QBrush(color(kind).darker(140), Qt::Dense7Pattern);
    }
    return {};
}

QString BlockPalette::label(Kind kind)
{
    switch (kind) {
    case Kind::Allocated: return QCoreApplication::translate("BlockPalette", "allocated");
    case Kind::RoundingWaste: return QCoreApplication::translate("BlockPalette", "rounding waste");
    case Kind::PendingFree: return QCoreApplication::translate("BlockPalette", "pending free");
    case Kind::InactiveSplit: return QCoreApplication::translate("BlockPalette", "inactive (split segment)");
    case Kind::FreeSegment: return QCoreApplication::translate("BlockPalette", "free segment");
    case Kind::Unmapped: return QCoreApplication::translate("BlockPalette", "unmapped pages");
    }
    return {};
}
