// BlockTable's keyframes. The table is copied slot by slot while most of its slots hold blocks, and each
// segment's chain of blocks is followed once most slots are removed ones (the table held many more blocks
// before). Both must give back the table's segments and blocks in address order, and the second must keep
// the keyframe the size of the state rather than of the table.
#include "allocator/BlockTable.h"

#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>
#include <vector>

using namespace gml;

BOOST_AUTO_TEST_SUITE(block_table)

namespace {

constexpr std::uint64_t kCarve = 2 * KiB;

Segment segmentAt(std::uint32_t id, std::uint64_t address, std::uint64_t size)
{
    Segment segment;
    segment.id = id;
    segment.address = address;
    segment.size = size;
    segment.stream = id; // told apart in the state
    return segment;
}

// The state with segment 2 (1 MiB at 1 MiB, one free block) first, then segment 1 (4 MiB at 2 MiB): its
// first `carved` blocks of 2 KiB, every third one allocated with 1000 bytes requested, and the free rest.
AllocatorState expected(std::size_t carved)
{
    AllocatorState state;
    state.segments.push_back(
        {2, 1 * MiB, 1 * MiB, PoolKind::Large, 2, false, {{1 * MiB, 1 * MiB, 0, BlockState::Inactive}}});
    SegmentInfo first{1, 2 * MiB, 4 * MiB, PoolKind::Large, 1, false, {}};
    for (std::size_t i = 0; i < carved; ++i) {
        const bool allocated = i % 3 == 0;
        first.blocks.push_back({2 * MiB + i * kCarve, kCarve, allocated ? 1000u : 0u,
                                allocated ? BlockState::Allocated : BlockState::Inactive});
    }
    const std::uint64_t rest = 2 * MiB + carved * kCarve;
    first.blocks.push_back({rest, 6 * MiB - rest, 0, BlockState::Inactive});
    state.segments.push_back(std::move(first));
    return state;
}

AllocatorState keyframeOf(const BlockTable& table, std::size_t& slots)
{
    AllocatorKeyframe keyframe;
    table.fillKeyframe(keyframe);
    slots = keyframe.slotCount();
    BOOST_TEST(keyframe.blockCount() == keyframe.toState().blockCount());
    return keyframe.toState();
}

} // namespace

// Cuts `count` blocks of 2 KiB off the front of `rest` (their slots in the order the table hands them out),
// every third one of the whole segment allocated; appends them to `carved`, in address order.
void carve(BlockTable& table, std::uint32_t rest, std::size_t count, std::vector<std::uint32_t>& carved)
{
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t block = table.splitFront(rest, kCarve);
        if (carved.size() % 3 == 0) {
            table[block].allocated = true;
            table[block].requested = 1000;
        }
        carved.push_back(block);
    }
}

BOOST_AUTO_TEST_CASE(keyframes_give_back_the_blocks_whether_the_table_is_full_or_mostly_removed)
{
    BlockTable table;
    const std::uint32_t first = table.addSegment(segmentAt(1, 2 * MiB, 4 * MiB));
    table.addSegment(segmentAt(2, 1 * MiB, 1 * MiB)); // at a lower address: keyframes go in address order
    const std::uint32_t rest = table.segment(first).head;
    std::vector<std::uint32_t> carved;
    carve(table, rest, 1500, carved);
    std::size_t slots = 0;
    BOOST_TEST((keyframeOf(table, slots) == expected(1500)));
    BOOST_TEST(slots == 1502u); // copied slot by slot

    // All but the first 10 merge back into the rest: 12 blocks left in 1502 slots.
    while (carved.size() > 10) {
        table.absorb(rest, carved.back());
        carved.pop_back();
    }
    BOOST_TEST((keyframeOf(table, slots) == expected(10)));
    BOOST_TEST(slots == 12u); // the chains followed: the size of the state

    // Carving again reuses the removed slots, last removed first, so slots no longer follow addresses;
    // at 812 blocks in 1502 slots the table is copied slot by slot again.
    carve(table, rest, 800, carved);
    BOOST_TEST((keyframeOf(table, slots) == expected(810)));
    BOOST_TEST(slots == 1502u);
}

BOOST_AUTO_TEST_SUITE_END()
