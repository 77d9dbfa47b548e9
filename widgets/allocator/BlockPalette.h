#pragma once

#include "trace/AllocatorState.h"

#include <QBrush>
#include <QColor>
#include <QString>

// Where the memory map's colours and patterns are chosen. States differ by pattern as well as colour
// (Okabe-Ito colours, safe for colour-blind viewers), so they stay apart on a washed-out projector.
class BlockPalette
{
public:
    enum class Kind {
        Allocated,        // a live tensor
        RoundingWaste,    // the part of an allocated block beyond what was asked for
        PendingFree,      // freed, but another stream may still use it
        InactiveSplit,    // cached inside a segment that also holds live blocks: cannot be released
        FreeSegment,      // a whole cached segment: empty_cache() would release it
        Unmapped,         // expandable segment address space with no memory behind it
    };
    static constexpr int kKindCount = 6;

    static Kind kindOf(const gml::SegmentInfo& segment, const gml::BlockInfo& block);
    // The same, given how many of the segment's blocks are mapped (count once per segment when painting).
    static Kind kindOf(const gml::BlockInfo& block, std::size_t mappedBlocksInSegment);
    static std::size_t mappedBlocks(const gml::SegmentInfo& segment);
    static QColor color(Kind kind);
    static const QBrush& brush(Kind kind);
    static QString label(Kind kind); // translated, for the legend

private:
    static QBrush makeBrush(Kind kind);
};
