// The streamed build (SnapshotTraceStream): it gives the model the document path gives, releases the trace's
// parsed values as it reads, and hands anything unusual back to the document path.
#include "PickleTestSupport.h"
#include "snapshot/PickleReader.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotModelBuilder.h"
#include "snapshot/SnapshotTraceStream.h"

#include <boost/test/unit_test.hpp>

#include <string>
#include <tuple>
#include <vector>

using namespace gml;
using namespace gml::test;

namespace {

MemorySnapshot documentBuild(const std::string& bytes, const LoadControl& control = {})
{
    const auto document = PickleReader::readBytes(bytes, control);
    BOOST_REQUIRE(document.ok());
    return SnapshotModelBuilder(document.value(), control).build();
}

// A stack as the texts of its frames: ids are numbered in the order frames are met, which streaming changes.
std::string stackText(const MemorySnapshot& snapshot, std::uint32_t stack)
{
    std::string text;
    for (const std::uint32_t frame : snapshot.frames.stack(stack)) {
        const SnapshotFrame& f = snapshot.frames.frame(frame);
        text += std::string(snapshot.text(f.filename)) + ":" + std::to_string(f.line) + ":"
            + std::string(snapshot.text(f.name)) + "\n";
    }
    return text;
}

void requireSameModel(const MemorySnapshot& a, const MemorySnapshot& b)
{
    BOOST_REQUIRE(a.segments.size() == b.segments.size());
    for (std::size_t i = 0; i < a.segments.size(); ++i) {
        BOOST_TEST(a.segments[i].address == b.segments[i].address);
        BOOST_TEST(a.segments[i].blocks.size() == b.segments[i].blocks.size());
        BOOST_TEST(stackText(a, a.segments[i].frames) == stackText(b, b.segments[i].frames));
    }
    BOOST_REQUIRE(a.deviceTraces.size() == b.deviceTraces.size());
    for (std::size_t d = 0; d < a.deviceTraces.size(); ++d) {
        BOOST_REQUIRE(a.deviceTraces[d].size() == b.deviceTraces[d].size());
        for (std::size_t e = 0; e < a.deviceTraces[d].size(); ++e) {
            const SnapshotTraceEvent& x = a.deviceTraces[d][e];
            const SnapshotTraceEvent& y = b.deviceTraces[d][e];
            BOOST_TEST((std::tie(x.action, x.address, x.size, x.stream, x.timeUs, x.hasTime) ==
                        std::tie(y.action, y.address, y.size, y.stream, y.timeUs, y.hasTime)));
            BOOST_TEST(a.text(x.compileContext) == b.text(y.compileContext));
            BOOST_TEST(a.text(x.userMetadata) == b.text(y.userMetadata));
            BOOST_TEST(a.text(x.otherActionName) == b.text(y.otherActionName));
            BOOST_TEST(stackText(a, x.frames) == stackText(b, y.frames));
        }
    }
    BOOST_TEST(a.frames.frameCount() == b.frames.frameCount());
    BOOST_TEST(a.frames.stackCount() == b.frames.stackCount());
    BOOST_TEST(a.traceWindows.size() == b.traceWindows.size());
}

// Two events in one batch; the first is memoized (memo 1) and fetched again by `tail`, written after the trace.
std::string snapshotFetchingAnEvent(const std::string& tail)
{
    PickleBuilder p;
    p.beginDict().str("segments").op(0x5d).str("device_traces").op(0x5d).op(0x5d).op(0x94).op(0x28);
    for (int i = 0; i < 2; ++i) {
        p.op(0x7d);
        if (i == 0)
            p.op(0x94);
        p.op(0x28).field("action", "alloc").field("addr", 4096 * (i + 1)).field("size", 512).field("stream", 0);
        p.str("frames").op(0x5d).op(0x75);
    }
    p.op(0x65).op(0x61); // APPENDS, then APPEND the trace to device_traces
    p.raw(tail);
    return p.endDict().stop();
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_stream)

BOOST_AUTO_TEST_CASE(the_streamed_build_gives_the_document_path_model_for_every_fixture)
{
    for (const char* name : {"ctx128-forward.pickle", "many-segments-one-event.pickle", "old-format-no-settings.pickle",
                             "preexisting-segments.pickle", "tiny-no-trace.pickle", "two-devices.pickle"}) {
        BOOST_TEST_CONTEXT(name)
        {
            const std::string bytes = readFixture(name);
            const auto streamed = loadMemorySnapshotFromBytes(bytes);
            BOOST_REQUIRE(streamed.ok());
            requireSameModel(streamed.value(), documentBuild(bytes));
            LoadControl last;
            last.window.lastEvents = 100;
            const auto window = loadMemorySnapshotFromBytes(bytes, last);
            BOOST_REQUIRE(window.ok());
            for (const auto& trace : window.value().deviceTraces)
                BOOST_TEST(trace.size() <= 100u);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_streamed_read_releases_the_values_of_the_trace)
{
    const std::string bytes = readFixture("ctx128-forward.pickle");
    const LoadControl control; // outlives the input, which keeps a reference to it
    PickleInput input = PickleInput::fromMemory(bytes, control);
    PickleReader reader(input, control.limits);
    SnapshotTraceStream::internKeys(reader.document());
    SnapshotModelBuilder builder(reader.document(), control);
    SnapshotTraceStream stream(reader.document(), builder, control.window);
    builder.streamFrom(stream);
    reader.streamTo(stream);
    reader.readValues();
    // Most of the file is its trace: its values are released; what is held is mostly the segments and frames.
    BOOST_TEST(reader.document().nodeCount() * 2 < reader.document().nodesMade());
    const MemorySnapshot snapshot = builder.build();
    requireSameModel(snapshot, documentBuild(bytes));
}

BOOST_AUTO_TEST_CASE(a_released_event_fetched_again_is_read_by_the_document_path)
{
    // The released event dict (memo 1) fetched as the value of a key the builder does not read: the streamed
    // read gives up at the fetch, and the file loads as the document path reads it.
    const std::string bytes = snapshotFetchingAnEvent(PickleBuilder().str("extra").op(0x68).le(1, 1).bytes().substr(2));
    const auto loaded = loadMemorySnapshotFromBytes(bytes);
    BOOST_REQUIRE(loaded.ok());
    BOOST_REQUIRE(loaded.value().deviceTraces.size() == 1u);
    BOOST_TEST(loaded.value().deviceTraces[0].size() == 2u);
    BOOST_TEST(loaded.value().deviceTraces[0][1].address == 8192u);
    requireSameModel(loaded.value(), documentBuild(bytes));
}

BOOST_AUTO_TEST_CASE(an_error_in_a_streamed_event_has_the_document_path_message)
{
    PickleBuilder p;
    p.beginDict().str("segments").op(0x5d).str("device_traces").op(0x5d).op(0x5d).op(0x28);
    p.beginDict().field("action", "alloc").field("addr", 4096).field("size", "big").field("stream", 0).endDict();
    p.op(0x65).op(0x61).endDict();
    const auto loaded = loadMemorySnapshotFromBytes(p.stop());
    BOOST_REQUIRE(!loaded.ok());
    BOOST_TEST(loaded.error().message ==
               "device_traces[0][0].size: expected a number of bytes (an integer from 0 to 2^64 - 1), found a str "
               "('big')");
}

BOOST_AUTO_TEST_CASE(the_dump_segments_are_given_before_the_trace_is_read)
{
    // A window draws the memory at dump time from segmentsRead while the trace, most of a large file, loads.
    const std::string bytes = readFixture("ctx128-forward.pickle");
    LoadControl control;
    control.chunkBytes = 4096;
    std::uint64_t bytesRead = 0;
    control.progress = [&](std::uint64_t done, std::uint64_t) { bytesRead = done; };
    int calls = 0;
    std::uint64_t readWhenGiven = 0;
    std::vector<std::uint64_t> given;
    control.segmentsRead = [&](const std::vector<SnapshotSegment>& segments) {
        ++calls;
        readWhenGiven = bytesRead;
        for (const SnapshotSegment& segment : segments)
            given.push_back(segment.address);
    };
    const auto loaded = loadMemorySnapshotFromBytes(bytes, control);
    BOOST_REQUIRE(loaded.ok());
    BOOST_TEST(calls == 1);
    std::vector<std::uint64_t> dumped;
    for (const SnapshotSegment& segment : loaded.value().segments)
        dumped.push_back(segment.address);
    BOOST_TEST(given == dumped, boost::test_tools::per_element());
    BOOST_TEST(!given.empty());
    BOOST_TEST(loaded.value().deviceTraces.at(0).size() > 1000u);
    BOOST_TEST(readWhenGiven * 2 < bytes.size(), "segments given after " << readWhenGiven << " of " << bytes.size()
                                                                         << " bytes");
}

BOOST_AUTO_TEST_CASE(segments_appended_to_after_the_trace_are_read_as_the_document_path_reads_them)
{
    // The segments list (memo 0), read early when the trace begins, is fetched after the trace and a segment
    // appended to it. PyTorch never writes that; the model is still the document path's.
    PickleBuilder p;
    p.beginDict().str("segments").op(0x5d).op(0x94).str("device_traces").op(0x5d).op(0x5d).op(0x28);
    p.beginDict().field("action", "alloc").field("addr", 4096).field("size", 512).field("stream", 0).endDict();
    p.op(0x65).op(0x61);
    p.str("extra").op(0x68).le(0, 1);
    p.beginDict().field("device", 0).field("address", 1 << 21).field("total_size", 2 << 20);
    p.field("allocated_size", 0).field("active_size", 0).field("stream", 0).field("segment_type", "small");
    p.str("blocks").beginList().endList().endDict().op(0x61);
    const std::string bytes = p.endDict().stop();
    const auto loaded = loadMemorySnapshotFromBytes(bytes);
    BOOST_REQUIRE(loaded.ok());
    BOOST_TEST(loaded.value().segments.size() == 1u);
    requireSameModel(loaded.value(), documentBuild(bytes));
}

BOOST_AUTO_TEST_CASE(the_dump_segments_are_given_once_when_the_streamed_read_gives_up)
{
    const std::string bytes = snapshotFetchingAnEvent(PickleBuilder().str("extra").op(0x68).le(1, 1).bytes().substr(2));
    LoadControl control;
    int calls = 0;
    control.segmentsRead = [&](const std::vector<SnapshotSegment>&) { ++calls; };
    BOOST_REQUIRE(loadMemorySnapshotFromBytes(bytes, control).ok());
    BOOST_TEST(calls == 1);
}

BOOST_AUTO_TEST_SUITE_END()
