#pragma once

#include "trace/AllocatorState.h"
#include "util/ByteFormat.h"

#include <cstdint>

// Where the known state's first segment starts (as a CUDA heap address looks).
inline constexpr std::uint64_t kKnownStateBase = 0x7f0000000000ULL;

// Three segments whose blocks cover every colour: a small-pool segment split into a live tensor (asked for
// less than it got) and a cached piece; a wholly free large segment; a large segment with a pending free.
inline gml::AllocatorState knownAllocatorState()
{
    gml::AllocatorState state;
    gml::SegmentInfo small{1, kKnownStateBase, 2 * gml::MiB, gml::PoolKind::Small, 0, false, {}};
    small.blocks = {gml::BlockInfo{kKnownStateBase, gml::MiB, gml::MiB / 2, gml::BlockState::Allocated},
                    gml::BlockInfo{kKnownStateBase + gml::MiB, gml::MiB, 0, gml::BlockState::Inactive}};
    gml::SegmentInfo free{2, kKnownStateBase + 2 * gml::MiB, 20 * gml::MiB, gml::PoolKind::Large, 0, false,
                          {}};
    free.blocks = {
        gml::BlockInfo{kKnownStateBase + 2 * gml::MiB, 20 * gml::MiB, 0, gml::BlockState::Inactive}};
    gml::SegmentInfo busy{3, kKnownStateBase + 22 * gml::MiB, 20 * gml::MiB, gml::PoolKind::Large, 1, false,
                          {}};
    busy.blocks = {gml::BlockInfo{kKnownStateBase + 22 * gml::MiB, 10 * gml::MiB, 10 * gml::MiB,
                                  gml::BlockState::PendingFree},
                   gml::BlockInfo{kKnownStateBase + 32 * gml::MiB, 10 * gml::MiB, 10 * gml::MiB,
                                  gml::BlockState::Allocated}};
    state.segments = {small, free, busy};
    return state;
}
