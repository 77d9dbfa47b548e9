// Snapshots built by hand: every event kind, older layouts, and fields that are missing or of the wrong type.
#include "PickleTestSupport.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

namespace {

constexpr std::int64_t kSegmentA = 0x7f0000000000;
constexpr std::int64_t kSegmentB = 0x7f0010000000;

void emptyList(PickleBuilder& p)
{
    p.beginList().endList();
}

void block(PickleBuilder& p, std::int64_t address, std::int64_t size, const char* state)
{
    p.beginDict().field("address", address).field("size", size).field("requested_size", size).field("state", state);
    p.str("frames");
    emptyList(p);
    p.endDict();
}

// One 20 MiB segment at A holding an 8 MiB live block and a 12 MiB free one.
void segments(PickleBuilder& p)
{
    p.str("segments").beginList().beginDict();
    p.field("device", 0).field("address", kSegmentA).field("total_size", 20 * MiB).field("allocated_size", 8 * MiB);
    p.field("active_size", 8 * MiB).field("requested_size", 8 * MiB).field("stream", 0).field("segment_type", "large");
    p.str("segment_pool_id").integer(0).integer(0).op(0x86);
    p.str("is_expandable").op(0x89);
    p.str("frames");
    emptyList(p);
    p.str("blocks").beginList();
    block(p, kSegmentA, 8 * MiB, "active_allocated");
    block(p, kSegmentA + 8 * MiB, 12 * MiB, "inactive");
    p.endList().endDict().endList();
}

void event(PickleBuilder& p, const char* action, std::int64_t address, std::int64_t size, bool sharedFrame = true)
{
    p.beginDict().field("action", action);
    p.str(std::string_view(action) == "oom" ? "device_free" : "addr").integer(address);
    p.field("size", size).field("stream", 0).field("time_us", 1000);
    p.str("frames").beginList();
    if (sharedFrame)
        p.op(0x68).le(0, 1); // BINGET 0: the frame dict memoized first
    p.endList().endDict();
}

// The final state above, reached through a trace that first used (then released) a 40 MiB segment at B.
std::string tracedSnapshot()
{
    PickleBuilder p;
    // Memo 0: a frame dict shared by every event, as PyTorch's pickles share theirs.
    p.beginDict().field("filename", "train.py").field("line", 42).field("name", "step").endDict().op(0x94).op(0x30);
    p.beginDict();
    segments(p);
    p.str("device_traces").beginList().beginList();
    event(p, "segment_alloc", kSegmentB, 40 * MiB);
    event(p, "alloc", kSegmentB, 10 * MiB);
    event(p, "free_requested", kSegmentB, 10 * MiB);
    event(p, "free_completed", kSegmentB, 10 * MiB);
    event(p, "segment_free", kSegmentB, 40 * MiB);
    event(p, "segment_alloc", kSegmentA, 20 * MiB);
    event(p, "alloc", kSegmentA, 8 * MiB);
    event(p, "oom", 1 * MiB, 64 * MiB, false);
    event(p, "some_future_action", 0, 0, false);
    p.endList().endList().endDict();
    return p.stop();
}

std::string loadError(const std::string& bytes)
{
    const auto loaded = loadMemorySnapshotFromBytes(bytes);
    BOOST_REQUIRE_MESSAGE(!loaded.ok(), "the snapshot loaded but should not have");
    return loaded.error().message;
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_model)

BOOST_AUTO_TEST_CASE(a_hand_made_trace_gives_counts_and_peaks)
{
    const auto loaded = loadMemorySnapshotFromBytes(tracedSnapshot());
    BOOST_REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : loaded.error().message));
    const MemorySnapshot& snapshot = loaded.value();
    BOOST_REQUIRE(snapshot.deviceTraces.size() == 1u);
    const auto& trace = snapshot.deviceTraces[0];
    BOOST_REQUIRE(trace.size() == 9u);
    BOOST_TEST((trace[7].action == TraceAction::Oom));
    BOOST_TEST(trace[7].address == 1 * MiB); // device_free
    BOOST_TEST((trace[8].action == TraceAction::Other));
    BOOST_TEST(snapshot.text(trace[8].otherActionName) == "some_future_action");
    // All events with frames share one stack of one frame.
    BOOST_TEST(trace[0].frames == trace[6].frames);
    BOOST_TEST(snapshot.frames.frameCount() == 1u);
    BOOST_TEST(snapshot.text(snapshot.frames.frame(snapshot.frames.stack(trace[0].frames)[0]).filename) == "train.py");
    BOOST_TEST(!snapshot.allocatorSettings);

    const SnapshotSummary summary = summarizeSnapshot(snapshot);
    BOOST_TEST(summary.total.events == 9u);
    BOOST_TEST(summary.total.eventsByAction[static_cast<std::size_t>(TraceAction::Alloc)] == 2u);
    BOOST_TEST(summary.total.eventsByAction[static_cast<std::size_t>(TraceAction::Oom)] == 1u);
    BOOST_TEST(summary.total.eventsByAction[static_cast<std::size_t>(TraceAction::Other)] == 1u);
    BOOST_TEST(summary.total.reservedBytes == 20 * MiB);
    BOOST_TEST(summary.total.allocatedBytes == 8 * MiB);
    BOOST_TEST(summary.total.peakReservedBytes == 40 * MiB);  // while segment B existed
    BOOST_TEST(summary.total.peakAllocatedBytes == 10 * MiB); // the 10 MiB tensor in B
}

BOOST_AUTO_TEST_CASE(blocks_without_addresses_tile_their_segment)
{
    // Older files: blocks have no address and no requested_size.
    PickleBuilder p;
    p.beginDict().str("segments").beginList().beginDict();
    p.field("device", 0).field("address", kSegmentA).field("total_size", 2 * MiB).field("allocated_size", 512);
    p.field("active_size", 512).field("stream", 0).field("segment_type", "small");
    p.str("blocks").beginList();
    p.beginDict().field("size", 512).field("state", "active_allocated").endDict();
    p.beginDict().field("size", 2 * MiB - 512).field("state", "inactive").endDict();
    p.endList().endDict().endList().endDict();
    const auto loaded = loadMemorySnapshotFromBytes(p.stop());
    BOOST_REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : loaded.error().message));
    const auto& blocks = loaded.value().segments[0].blocks;
    BOOST_TEST(blocks[1].address == static_cast<std::uint64_t>(kSegmentA + 512));
    BOOST_TEST(blocks[1].requestedSize == 2 * MiB - 512);
    BOOST_TEST((loaded.value().segments[0].type == SegmentType::Small));
    BOOST_TEST(loaded.value().deviceTraces.empty());
}

BOOST_AUTO_TEST_CASE(pytorch_2_0_blocks_take_their_stack_and_size_from_their_history)
{
    // PyTorch 2.0 (memory_snapshot.cpp of that release) wrote no 'frames' or 'requested_size' in a block: each
    // allocation made in it was an entry of its 'history' ({addr, real_size, frames}); memory_viz shows the
    // first (_block_extra_legacy). A block with an empty history has no stack, and its size as requested.
    PickleBuilder p;
    p.beginDict().str("segments").beginList().beginDict();
    p.field("device", 0).field("address", kSegmentA).field("total_size", 2 * MiB).field("allocated_size", 1024);
    p.field("active_size", 1024).field("stream", 0).field("segment_type", "small");
    p.str("blocks").beginList();
    p.beginDict().field("size", 1024).field("state", "active_allocated").str("history").beginList();
    p.beginDict().field("addr", kSegmentA).field("real_size", 1000).str("frames").beginList();
    p.beginDict().field("filename", "train.py").field("line", 42).field("name", "step").endDict();
    p.endList().endDict();
    p.beginDict().field("addr", kSegmentA).field("real_size", 600).str("frames").beginList().endList().endDict();
    p.endList().endDict();
    p.beginDict().field("size", 2 * MiB - 1024).field("state", "inactive").str("history").beginList().endList();
    p.endDict();
    p.endList().endDict().endList().endDict();
    const auto loaded = loadMemorySnapshotFromBytes(p.stop());
    BOOST_REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : loaded.error().message));
    const MemorySnapshot& snapshot = loaded.value();
    const auto& blocks = snapshot.segments[0].blocks;
    BOOST_REQUIRE(blocks.size() == 2u);
    BOOST_TEST(blocks[0].requestedSize == 1000u);
    BOOST_REQUIRE(snapshot.frames.stack(blocks[0].frames).size() == 1u);
    const SnapshotFrame& frame = snapshot.frames.frame(snapshot.frames.stack(blocks[0].frames)[0]);
    BOOST_TEST(snapshot.text(frame.filename) == "train.py");
    BOOST_TEST(frame.line == 42u);
    BOOST_TEST(blocks[1].requestedSize == 2 * MiB - 1024);
    BOOST_TEST(snapshot.frames.stack(blocks[1].frames).empty());

    PickleBuilder bad;
    bad.beginDict().str("segments").beginList().beginDict();
    bad.field("device", 0).field("address", kSegmentA).field("total_size", 2 * MiB).field("allocated_size", 0);
    bad.field("active_size", 0).field("stream", 0);
    bad.field("segment_type", "small").str("blocks").beginList();
    bad.beginDict().field("size", 2 * MiB).field("state", "inactive").field("history", "none").endDict();
    bad.endList().endDict().endList().endDict();
    BOOST_TEST(loadError(bad.stop()).rfind("segments[0].blocks[0].history: expected a list", 0) == 0u,
               loadError(bad.stop()));
}

BOOST_AUTO_TEST_CASE(wrong_types_and_missing_fields_name_their_path)
{
    // segments[0].blocks[1].size as a string.
    {
        PickleBuilder p;
        p.beginDict().str("segments").beginList().beginDict();
        p.field("device", 0).field("address", kSegmentA).field("total_size", 2 * MiB).field("allocated_size", 0);
        p.field("active_size", 0).field("stream", 0).field("segment_type", "large");
        p.str("blocks").beginList();
        block(p, kSegmentA, 512, "inactive");
        p.beginDict().field("address", kSegmentA + 512).field("size", "x").field("state", "inactive").endDict();
        p.endList().endDict().endList().endDict();
        BOOST_TEST(loadError(p.stop()) == "segments[0].blocks[1].size: expected a number of bytes (an integer from 0 to 2^64 - 1), found a str ('x')");
    }
    // A block state PyTorch never writes.
    {
        PickleBuilder p;
        p.beginDict().str("segments").beginList().beginDict();
        p.field("device", 0).field("address", kSegmentA).field("total_size", 2 * MiB).field("allocated_size", 0);
        p.field("active_size", 0).field("stream", 0).field("segment_type", "large");
        p.str("blocks").beginList();
        block(p, kSegmentA, 512, "busy");
        p.endList().endDict().endList().endDict();
        BOOST_TEST(loadError(p.stop())
                   == "segments[0].blocks[0].state: expected 'active_allocated', 'active_pending_free' or 'inactive', "
                      "found 'busy'");
    }
    // An event without a size, and a frame without a line.
    {
        PickleBuilder p;
        p.beginDict().str("segments").beginList().endList().str("device_traces").beginList().beginList();
        p.beginDict().field("action", "alloc").field("addr", 1).field("size", 2).field("stream", 0).endDict();
        p.beginDict().field("action", "alloc").field("addr", 1).field("stream", 0).endDict();
        p.endList().endList().endDict();
        BOOST_TEST(loadError(p.stop()) == "device_traces[0][1]: the field 'size' is missing");
    }
    {
        PickleBuilder p;
        p.beginDict().str("segments").beginList().endList().str("device_traces").beginList().beginList();
        p.beginDict().field("action", "alloc").field("addr", 1).field("size", 2).field("stream", 0);
        p.str("frames").beginList().beginDict().field("filename", "a.py").field("name", "f").endDict().endList();
        p.endDict().endList().endList().endDict();
        BOOST_TEST(loadError(p.stop()) == "device_traces[0][0].frames[0]: the field 'line' is missing");
    }
    // An oom event needs device_free.
    {
        PickleBuilder p;
        p.beginDict().str("segments").beginList().endList().str("device_traces").beginList().beginList();
        p.beginDict().field("action", "oom").field("addr", 1).field("size", 2).field("stream", 0).endDict();
        p.endList().endList().endDict();
        BOOST_TEST(loadError(p.stop()) == "device_traces[0][0]: the field 'device_free' is missing");
    }
    // The wrong shapes at the top.
    BOOST_TEST(loadError(PickleBuilder().str("x").stop())
               == "the file holds a str ('x'), not a PyTorch memory snapshot (a dict with 'segments' and "
                  "'device_traces')");
    BOOST_TEST(loadError(PickleBuilder().beginList().integer(3).endList().stop())
               == "the file holds a list of values such as an int (3), not a PyTorch memory snapshot (a dict with "
                  "'segments' and 'device_traces', or a list of segment dicts)");
    BOOST_TEST(loadError(PickleBuilder().beginDict().field("x", 1).endDict().stop())
               == "the file is a pickled dict but not a PyTorch memory snapshot: it has no 'segments'");
    BOOST_TEST(loadError(PickleBuilder().beginDict().str("segments").beginDict().endDict().endDict().stop())
               == "segments: expected a list, found a dict");
    BOOST_TEST(loadError(PickleBuilder().beginDict().str("segments").beginList().integer(3).endList().endDict().stop())
               == "segments[0]: expected a dict, found an int (3)");
}

BOOST_AUTO_TEST_CASE(allocator_settings_are_read_when_present)
{
    PickleBuilder p;
    p.beginDict().str("segments").beginList().endList().str("allocator_settings").beginDict();
    p.field("PYTORCH_CUDA_ALLOC_CONF", "expandable_segments:True").field("max_split_size", 128 * MiB);
    p.str("garbage_collection_threshold").op(0x47).raw(std::string("\x3f\xe3\x33\x33\x33\x33\x33\x33", 8)); // 0.6
    p.str("expandable_segments").op(0x88);
    p.str("roundup_power2_divisions").beginDict().field("1", 4).field("2", 8).endDict();
    p.endDict().endDict();
    const auto loaded = loadMemorySnapshotFromBytes(p.stop());
    BOOST_REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : loaded.error().message));
    const auto& settings = *loaded.value().allocatorSettings;
    BOOST_TEST(*settings.allocConf == "expandable_segments:True");
    BOOST_TEST(*settings.maxSplitSize == static_cast<std::int64_t>(128 * MiB));
    BOOST_TEST(*settings.garbageCollectionThreshold == 0.6);
    BOOST_TEST(*settings.expandableSegments);
    BOOST_REQUIRE(settings.roundupPower2Divisions.size() == 2u);
    BOOST_TEST(settings.roundupPower2Divisions[1].first == "2");
    BOOST_TEST(settings.roundupPower2Divisions[1].second == 8);
}

BOOST_AUTO_TEST_SUITE_END()
