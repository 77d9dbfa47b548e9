#include "widgets/allocator/BlockPalette.h"

#include "widgets/common/DisplayTheme.h"

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
    using Ink = DisplayTheme::Ink;
    switch (kind) {
    case Kind::Allocated: return DisplayTheme::ink(Ink::Blue);
    case Kind::RoundingWaste: return DisplayTheme::ink(Ink::SkyBlue);
    case Kind::PendingFree: return DisplayTheme::ink(Ink::Orange);
    case Kind::InactiveSplit: return DisplayTheme::ink(Ink::BluishGreen);
    case Kind::FreeSegment: // grey: between the background and the live blocks
        if (DisplayTheme::isDark())
            return DisplayTheme::highContrast() ? QColor(0x80, 0x80, 0x80) : QColor(0x6E, 0x6E, 0x6E);
        return DisplayTheme::highContrast() ? QColor(0x9A, 0x9A, 0x9A) : QColor(0xB8, 0xB8, 0xB8);
    case Kind::Unmapped: return DisplayTheme::emptyCell();
    }
    return Qt::magenta;
}

const QBrush& BlockPalette::brush(Kind kind)
{
    // Built once per theme: the memory map asks for these tens of thousands of times per frame.
    struct Cache {
        int generation = -1;
        bool dark = false;
        std::array<QBrush, kKindCount> brushes;
    };
    static Cache cache;
    const bool dark = DisplayTheme::isDark();
    if (cache.generation != DisplayTheme::generation() || cache.dark != dark) {
        for (int k = 0; k < kKindCount; ++k)
            cache.brushes[static_cast<std::size_t>(k)] = makeBrush(static_cast<Kind>(k));
        cache.generation = DisplayTheme::generation();
        cache.dark = dark;
    }
    return cache.brushes[static_cast<std::size_t>(kind)];
}

QBrush BlockPalette::makeBrush(Kind kind)
{
    const QColor ink = DisplayTheme::patternInk(color(kind));
    switch (kind) {
    case Kind::Allocated: return QBrush(color(kind));
    case Kind::RoundingWaste: return QBrush(ink, Qt::BDiagPattern);
    case Kind::PendingFree: return QBrush(ink, Qt::DiagCrossPattern);
    case Kind::InactiveSplit: return QBrush(ink, Qt::FDiagPattern);
    case Kind::FreeSegment: return QBrush(color(kind));
    case Kind::Unmapped: return QBrush(DisplayTheme::isDark() ? color(kind).lighter(160) : color(kind).darker(140),
                                       Qt::Dense7Pattern);
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
