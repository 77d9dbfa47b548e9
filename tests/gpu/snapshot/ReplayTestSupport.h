#pragma once

// Builds PyTorch-style memory snapshots in code, for the replay cases the real fixtures lack (expandable
// segments, out-of-memory, pending frees, start-state corrections). recordSnapshot() writes down what our
// own CachingAllocator did, as PyTorch's allocator would have recorded it: the trace (without the events
// PyTorch does not record: expandable reservations, empty_cache markers, refused calls) and the final
// segments (an expandable segment as one segment per mapped range).
#include "SnapshotRecording.h"
#include "snapshot/SnapshotReplay.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace gml::test {

// The replay's final state, as a snapshot would show it, equals the snapshot's own.
inline void checkFinalStateMatches(const SnapshotReplay& replay, const MemorySnapshot& snapshot)
{
    const std::vector<SnapshotSegment> ours = snapshotSegmentsOf(replay.trace.stateAt(replay.trace.size()));
    std::vector<const SnapshotSegment*> recorded;
    for (const SnapshotSegment& segment : snapshot.segments)
        if (segment.device == replay.device)
            recorded.push_back(&segment);
    std::sort(recorded.begin(), recorded.end(),
              [](const SnapshotSegment* a, const SnapshotSegment* b) { return a->address < b->address; });
    BOOST_TEST_REQUIRE(ours.size() == recorded.size());
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        const SnapshotSegment& mine = ours[i];
        const SnapshotSegment& theirs = *recorded[i];
        BOOST_TEST(mine.address == theirs.address);
        BOOST_TEST(mine.totalSize == theirs.totalSize);
        BOOST_TEST(mine.isExpandable == theirs.isExpandable);
        BOOST_TEST_REQUIRE(mine.blocks.size() == theirs.blocks.size());
        for (std::size_t b = 0; b < theirs.blocks.size(); ++b) {
            BOOST_TEST(mine.blocks[b].address == theirs.blocks[b].address);
            BOOST_TEST(mine.blocks[b].size == theirs.blocks[b].size);
            BOOST_TEST((mine.blocks[b].state == theirs.blocks[b].state));
        }
    }
}

} // namespace gml::test
