// Finding an allocation by what a person knows of it: an address from an error message (anywhere inside the
// block), a size, or a name in its stack; and the CUDA-graph private pools of a device.
#include "PickleTestSupport.h"
#include "ReplayTestSupport.h"
#include "device/SimulatedDevice.h"
#include "snapshot/PrivatePools.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"
#include "snapshot/SnapshotSearch.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

BOOST_TEST_DONT_PRINT_LOG_VALUE(gml::SnapshotQuery::Kind)

namespace {

SnapshotQuery parsed(const std::string& typed)
{
    const auto query = SnapshotQuery::parse(typed);
    BOOST_TEST_REQUIRE(query.has_value(), typed);
    return *query;
}

std::uint32_t addStack(MemorySnapshot& snapshot, const std::vector<std::pair<std::string, std::string>>& frames)
{
    std::vector<std::uint32_t> indices;
    for (const auto& [filename, name] : frames)
        indices.push_back(snapshot.frames.addFrame(
            SnapshotFrame{snapshot.strings.intern(filename), snapshot.strings.intern(name), 3}));
    return snapshot.frames.addStack(indices);
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_search)

BOOST_AUTO_TEST_CASE(what_a_person_types_is_read_as_an_address_a_size_or_text)
{
    using Kind = SnapshotQuery::Kind;
    BOOST_TEST(parsed("0x7f3a00200000").kind == Kind::Address);
    BOOST_TEST(parsed(" 0x7F3A00200000 ").address == 0x7f3a00200000ULL);
    BOOST_TEST(parsed("139887260188672").kind == Kind::Address);
    BOOST_TEST(parsed("139887260188672").address == 139887260188672ULL);

    const SnapshotQuery range = parsed("100MB..200MB");
    BOOST_TEST(range.kind == Kind::SizeRange);
    BOOST_TEST(range.minBytes == 100'000'000u);
    BOOST_TEST(range.maxBytes == 200'000'000u);
    const SnapshotQuery over = parsed(">1GiB");
    BOOST_TEST(over.minBytes == 1024ULL * 1024 * 1024 + 1);
    BOOST_TEST(over.maxBytes == UINT64_MAX);
    const SnapshotQuery under = parsed("<4KiB");
    BOOST_TEST(under.minBytes == 0u);
    BOOST_TEST(under.maxBytes == 4095u);
    const SnapshotQuery bare = parsed("2MiB");
    BOOST_TEST(bare.kind == Kind::SizeRange);
    BOOST_TEST(bare.minBytes <= 2 * kMiB);
    BOOST_TEST(bare.maxBytes >= 2 * kMiB);
    BOOST_TEST(bare.maxBytes - bare.minBytes <= 2 * kMiB / 50);
    BOOST_TEST(parsed("1.5 GiB").minBytes < 1536 * kMiB);
    BOOST_TEST(parsed("1.5 GiB").maxBytes > 1536 * kMiB);

    const SnapshotQuery text = parsed("  scaled_dot_product ");
    BOOST_TEST(text.kind == Kind::FrameText);
    BOOST_TEST(text.text == "scaled_dot_product");
    BOOST_TEST(parsed("1234").kind == Kind::FrameText); // too short for an address, no unit for a size
    BOOST_TEST(parsed("0xnothex").kind == Kind::FrameText);
    BOOST_TEST(!SnapshotQuery::parse("").has_value());
    BOOST_TEST(!SnapshotQuery::parse("   ").has_value());
}

BOOST_AUTO_TEST_CASE(an_address_inside_a_block_a_size_and_frame_text_find_their_allocations)
{
    SimulatedDevice device("test GPU", 1ULL << 30);
    CachingAllocator allocator(device);
    const std::uint64_t a = allocator.allocate(3 * kMiB, 0).value();
    const std::uint64_t b = allocator.allocate(5 * kMiB, 0).value();
    BOOST_TEST(allocator.free(a).ok());
    const std::uint64_t c = allocator.allocate(3 * kMiB, 0).value(); // reuses a's block
    MemorySnapshot snapshot = recordSnapshot(allocator);
    snapshot.strings.intern("");
    const std::uint32_t attention = addStack(snapshot, {{"/venv/site-packages/torch/functional.py", "einsum"},
                                                        {"/home/me/model.py", "attention"}});
    const std::uint32_t mlp = addStack(snapshot, {{"/home/me/model.py", "MLP.forward"}});
    std::vector<std::size_t> allocs;
    for (std::size_t i = 0; i < snapshot.deviceTraces[0].size(); ++i)
        if (snapshot.deviceTraces[0][i].action == TraceAction::Alloc)
            allocs.push_back(i);
    BOOST_TEST_REQUIRE(allocs.size() == 3u);
    snapshot.deviceTraces[0][allocs[0]].frames = attention;
    snapshot.deviceTraces[0][allocs[1]].frames = mlp;
    snapshot.deviceTraces[0][allocs[2]].frames = attention;
    const SnapshotReplay replay = SnapshotReplayer::replayRecorded(snapshot, 0).value();

    // An address 1 MiB into a's block: both allocations that held it, in trace order.
    const auto inside = searchSnapshot(snapshot, replay, parsed(formatAddress(a + kMiB + 123)));
    BOOST_TEST_REQUIRE(inside.size() == 2u);
    BOOST_TEST(inside[0].recordedEvent == allocs[0]);
    BOOST_TEST(inside[1].recordedEvent == allocs[2]);
    BOOST_TEST(inside[1].address == c);
    BOOST_TEST(inside[0].size == 3 * kMiB);
    // Each match's event is the replay's alloc of it: the player's state after it holds the block.
    for (const SnapshotMatch& match : inside) {
        const AllocatorEvent event = replay.trace[match.traceIndex];
        BOOST_TEST((event.kind == EventKind::Alloc));
        BOOST_TEST(event.address == match.address);
        BOOST_TEST(replay.recordedEventOf(match.traceIndex) == match.recordedEvent);
    }
    BOOST_TEST(searchSnapshot(snapshot, replay, parsed(formatAddress(b + 5 * kMiB))).empty());

    const auto sized = searchSnapshot(snapshot, replay, parsed("5MiB"));
    BOOST_TEST_REQUIRE(sized.size() == 1u);
    BOOST_TEST(sized[0].address == b);
    BOOST_TEST(searchSnapshot(snapshot, replay, parsed(">4MiB")).size() == 1u);
    BOOST_TEST(searchSnapshot(snapshot, replay, parsed("1MiB..4MiB")).size() == 2u);

    const auto byName = searchSnapshot(snapshot, replay, parsed("ATTENTION"));
    BOOST_TEST_REQUIRE(byName.size() == 2u);
    BOOST_TEST(byName[0].stack == attention);
    const auto byFile = searchSnapshot(snapshot, replay, parsed("torch/functional"));
    BOOST_TEST(byFile.size() == 2u);
    BOOST_TEST(searchSnapshot(snapshot, replay, parsed("mlp.forward")).size() == 1u);
    BOOST_TEST(searchSnapshot(snapshot, replay, parsed("attention"), 1).size() == 1u);
}

BOOST_AUTO_TEST_CASE(an_address_in_a_blocks_rounded_tail_is_found)
{
    // The trace records the 1000 bytes asked for; the allocator gave a 1024-byte block (a multiple of 512), and
    // an address in its last 24 bytes (an error message's, a kernel's) belongs to that allocation too.
    SimulatedDevice device("test GPU", 1ULL << 30);
    CachingAllocator allocator(device);
    const std::uint64_t a = allocator.allocate(1000, 0).value();
    MemorySnapshot snapshot = recordSnapshot(allocator);
    const SnapshotReplay replay = SnapshotReplayer::replayRecorded(snapshot, 0).value();

    const auto tail = searchSnapshot(snapshot, replay, parsed(formatAddress(a + 1010)));
    BOOST_TEST_REQUIRE(tail.size() == 1u);
    BOOST_TEST(tail[0].address == a);
    BOOST_TEST(tail[0].size == 1000u); // the match still says what was asked for
    BOOST_TEST(searchSnapshot(snapshot, replay, parsed(formatAddress(a + 1024))).empty());
}

BOOST_AUTO_TEST_CASE(blocks_made_before_the_trace_are_found_in_the_dump)
{
    const auto loaded = loadMemorySnapshot(fixturePath("tiny-no-trace.pickle"));
    BOOST_TEST_REQUIRE(loaded.ok());
    const MemorySnapshot& snapshot = loaded.value();
    const SnapshotReplay replay = SnapshotReplayer::replayRecorded(snapshot, 0).value();
    const SnapshotSegment& segment = snapshot.segments.front();
    const SnapshotBlock* live = nullptr;
    for (const SnapshotBlock& block : segment.blocks)
        if (block.state == SnapshotBlockState::ActiveAllocated && block.size > 1024)
            live = &block;
    BOOST_TEST_REQUIRE(live != nullptr);
    const auto found = searchSnapshot(snapshot, replay, parsed(formatAddress(live->address + live->size - 1)));
    BOOST_TEST_REQUIRE(found.size() == 1u);
    BOOST_TEST(found[0].recordedEvent == kNoRecordedEvent);
    BOOST_TEST(found[0].address == live->address);
    // Its event is the start event that rebuilt it.
    BOOST_TEST(found[0].traceIndex < replay.startEventCount);
    BOOST_TEST(replay.trace[found[0].traceIndex].address == live->address);
}

BOOST_AUTO_TEST_CASE(frame_text_on_a_real_trace_finds_stacks_that_hold_it)
{
    const auto loaded = loadMemorySnapshot(fixturePath("ctx128-forward.pickle"));
    BOOST_TEST_REQUIRE(loaded.ok());
    const MemorySnapshot& snapshot = loaded.value();
    const SnapshotReplay replay = SnapshotReplayer::replayRecorded(snapshot, 0).value();
    const auto found = searchSnapshot(snapshot, replay, parsed("scaled_dot_product_attention"));
    BOOST_TEST(found.size() > 10u);
    for (const SnapshotMatch& match : found) {
        bool holds = false;
        for (const std::uint32_t frame : snapshot.frames.stack(match.stack))
            holds = holds ||
                    snapshot.text(snapshot.frames.frame(frame).name).find("scaled_dot_product_attention") !=
                        std::string_view::npos;
        BOOST_TEST(holds);
        BOOST_TEST(match.recordedEvent != kNoRecordedEvent);
        BOOST_TEST((snapshot.deviceTraces[0][match.recordedEvent].action == TraceAction::Alloc));
    }
}

BOOST_AUTO_TEST_CASE(two_private_pools_on_one_device_are_told_apart)
{
    MemorySnapshot snapshot;
    auto segment = [&](int device, std::uint64_t address, std::uint64_t size, std::uint64_t allocated,
                       std::int64_t pool0, std::int64_t pool1) {
        SnapshotSegment s;
        s.device = device;
        s.address = address;
        s.totalSize = size;
        s.allocatedSize = allocated;
        s.poolId[0] = pool0;
        s.poolId[1] = pool1;
        s.blocks.push_back(SnapshotBlock{address, size, size, SnapshotBlockState::ActiveAllocated, 0});
        snapshot.segments.push_back(s);
    };
    segment(0, 0x1000'0000, 20 * kMiB, 20 * kMiB, 0, 0); // the default pools
    segment(0, 0x2000'0000, 20 * kMiB, 8 * kMiB, 1, 1);
    segment(0, 0x3000'0000, 2 * kMiB, 2 * kMiB, 1, 2);
    segment(0, 0x4000'0000, 40 * kMiB, 30 * kMiB, 1, 1);
    segment(1, 0x5000'0000, 20 * kMiB, 20 * kMiB, 1, 1); // another GPU's pool of the same id
    const std::vector<PrivatePool> pools = privatePoolsOf(snapshot, 0);
    BOOST_TEST_REQUIRE(pools.size() == 2u);
    BOOST_TEST(pools[0].id[0] == 1);
    BOOST_TEST(pools[0].id[1] == 1);
    BOOST_TEST(pools[0].segments == 2u);
    BOOST_TEST(pools[0].reservedBytes == 60 * kMiB);
    BOOST_TEST(pools[0].allocatedBytes == 38 * kMiB);
    BOOST_TEST(pools[0].lowestAddress == 0x2000'0000u);
    BOOST_TEST(pools[0].highestEnd == 0x4000'0000u + 40 * kMiB);
    BOOST_TEST(pools[1].id[1] == 2);
    BOOST_TEST(pools[1].reservedBytes == 2 * kMiB);
    // An address inside a pool's segment names the pool; between its segments, or in the default pools, none.
    BOOST_TEST(poolContaining(pools, snapshot, 0, 0x4000'0000 + kMiB) == &pools[0]);
    BOOST_TEST(poolContaining(pools, snapshot, 0, 0x3000'0000) == &pools[1]);
    BOOST_TEST(poolContaining(pools, snapshot, 0, 0x3800'0000) == nullptr);
    BOOST_TEST(poolContaining(pools, snapshot, 0, 0x1000'0000) == nullptr);
    BOOST_TEST(privatePoolsOf(snapshot, 1).size() == 1u);
    BOOST_TEST(privatePoolsOf(snapshot, 2).empty());
}

BOOST_AUTO_TEST_SUITE_END()
