// Every value PyTorch writes is read as the type it has there: a line of 2^64 - 1 means "no line", addresses
// and streams are 64 bits signed or not, and a field that holds the wrong thing says what it held in Python's
// words. Also the bare segment list that pickle.dump(torch.cuda.memory_snapshot()) writes.
#include "PickleTestSupport.h"
#include "snapshot/SnapshotLoader.h"

#include <boost/test/unit_test.hpp>
#include <functional>

using namespace gml;
using namespace gml::test;

namespace {

constexpr std::uint64_t kAddress = 0x7f0000000000;
constexpr std::uint64_t kAllOnes = ~std::uint64_t{0};

// 2^70 as LONG1: nine little-endian bytes, bit 6 of the last.
const std::string kTwoToThe70 = std::string(8, '\0') + "\x40";

// One 2 MiB segment holding one free block; `segmentField` may add or override fields of the segment dict
// (a dict keeps the last value of a repeated key, as Python does).
void segment(PickleBuilder& p, const std::function<void(PickleBuilder&)>& segmentField = {},
             const std::function<void(PickleBuilder&)>& blockField = {})
{
    p.beginDict().field("device", 0).str("address").unsignedInteger(kAddress).field("total_size", 2 << 20);
    p.field("allocated_size", 0).field("active_size", 0).field("stream", 0).field("segment_type", "large");
    if (segmentField)
        segmentField(p);
    p.str("blocks").beginList().beginDict();
    p.str("address").unsignedInteger(kAddress).field("size", 2 << 20).field("state", "inactive");
    if (blockField)
        blockField(p);
    p.endDict().endList().endDict();
}

// A snapshot with one empty segment list and one alloc event whose one frame's line is written by `line`;
// `eventField` may add or override fields of the event.
std::string eventSnapshot(const std::function<void(PickleBuilder&)>& line,
                          const std::function<void(PickleBuilder&)>& eventField = {})
{
    PickleBuilder p;
    p.beginDict().str("segments").beginList().endList().str("device_traces").beginList().beginList();
    p.beginDict().field("action", "alloc").str("addr").unsignedInteger(kAddress).field("size", 512);
    p.field("stream", 0).field("time_us", 1000);
    p.str("frames").beginList().beginDict().field("filename", "train.py").field("name", "step").str("line");
    line(p);
    p.endDict().endList();
    if (eventField)
        eventField(p);
    p.endDict().endList().endList().endDict();
    return p.stop();
}

MemorySnapshot load(const std::string& bytes)
{
    auto loaded = loadMemorySnapshotFromBytes(bytes);
    BOOST_REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : loaded.error().message));
    return std::move(loaded.value());
}

std::string loadError(const std::string& bytes)
{
    const auto loaded = loadMemorySnapshotFromBytes(bytes);
    BOOST_REQUIRE_MESSAGE(!loaded.ok(), "the snapshot loaded but should not have");
    return loaded.error().message;
}

const SnapshotFrame& onlyFrame(const MemorySnapshot& snapshot)
{
    BOOST_REQUIRE(snapshot.deviceTraces.size() == 1u);
    BOOST_REQUIRE(snapshot.deviceTraces[0].size() == 1u);
    const auto stack = snapshot.frames.stack(snapshot.deviceTraces[0][0].frames);
    BOOST_REQUIRE(stack.size() == 1u);
    return snapshot.frames.frame(stack[0]);
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_field_types)

BOOST_AUTO_TEST_CASE(a_frame_line_of_two_to_the_64_minus_one_is_no_line)
{
    // What a recent PyTorch under Python 3.13 writes for a frame without a line (pickled as LONG1, 9 bytes).
    const MemorySnapshot snapshot =
        load(eventSnapshot([](PickleBuilder& p) { p.unsignedInteger(kAllOnes); }));
    BOOST_TEST(!onlyFrame(snapshot).hasLine());
    BOOST_TEST(onlyFrame(snapshot).line == SnapshotFrame::kNoLine);
    BOOST_TEST(snapshot.text(onlyFrame(snapshot).filename) == "train.py");
}

BOOST_AUTO_TEST_CASE(a_frame_line_beyond_64_bits_or_negative_is_no_line)
{
    BOOST_TEST(!onlyFrame(load(eventSnapshot([](PickleBuilder& p) { p.long1(kTwoToThe70); }))).hasLine());
    BOOST_TEST(!onlyFrame(load(eventSnapshot([](PickleBuilder& p) { p.integer(-1); }))).hasLine());
    // LONG4 (a four-byte length) and a 2000-byte int, which the reader keeps in hexadecimal.
    BOOST_TEST(!onlyFrame(load(eventSnapshot([](PickleBuilder& p) {
                    p.op(0x8b).le(9, 4).raw(kTwoToThe70);
                }))).hasLine());
    BOOST_TEST(!onlyFrame(load(eventSnapshot([](PickleBuilder& p) {
                    p.op(0x8b).le(2000, 4).raw(std::string(1999, '\x11') + "\x01");
                }))).hasLine());
    // BININT2 and BININT1, the small encodings.
    BOOST_TEST(onlyFrame(load(eventSnapshot([](PickleBuilder& p) { p.op(0x4d).le(40000, 2); }))).line ==
               40000u);
    BOOST_TEST(onlyFrame(load(eventSnapshot([](PickleBuilder& p) { p.op(0x4b).le(7, 1); }))).line == 7u);
    const MemorySnapshot ordinary = load(eventSnapshot([](PickleBuilder& p) { p.integer(54); }));
    BOOST_TEST(onlyFrame(ordinary).hasLine());
    BOOST_TEST(onlyFrame(ordinary).line == 54u);
    // A line above 2^63 that is not the marker is still exact.
    const MemorySnapshot large =
        load(eventSnapshot([](PickleBuilder& p) { p.unsignedInteger(kAllOnes - 1); }));
    BOOST_TEST(onlyFrame(large).line == kAllOnes - 1);
}

BOOST_AUTO_TEST_CASE(a_frame_line_that_is_not_an_integer_names_what_it_held)
{
    BOOST_TEST(loadError(eventSnapshot([](PickleBuilder& p) { p.str("x"); })) ==
               "device_traces[0][0].frames[0].line: expected a line number (an integer), found a str ('x')");
    BOOST_TEST(loadError(eventSnapshot([](PickleBuilder& p) { p.beginList().endList(); })) ==
               "device_traces[0][0].frames[0].line: expected a line number (an integer), found a list");
    BOOST_TEST(loadError(eventSnapshot([](PickleBuilder& p) { p.none(); })) ==
               "device_traces[0][0].frames[0].line: expected a line number (an integer), found None");
}

BOOST_AUTO_TEST_CASE(addresses_and_streams_are_64_bits_signed_or_not)
{
    // The C++ pickler writes unsigned values through int64_t: -1 is the address 2^64 - 1.
    const MemorySnapshot negative = load(eventSnapshot([](PickleBuilder& p) { p.integer(1); },
                                                       [](PickleBuilder& p) {
                                                           p.field("addr", -1);
                                                           p.str("stream").unsignedInteger(kAllOnes - 7);
                                                       }));
    BOOST_TEST(negative.deviceTraces[0][0].address == kAllOnes);
    BOOST_TEST(negative.deviceTraces[0][0].stream == kAllOnes - 7);

    PickleBuilder p;
    p.beginDict().str("segments").beginList();
    segment(p, [](PickleBuilder& s) {
        s.str("stream").unsignedInteger(0x8000'0000'0000'0010);
        s.str("segment_pool_id").unsignedInteger(kAllOnes).integer(3).op(0x86);
    });
    p.endList().endDict();
    const MemorySnapshot pooled = load(p.stop());
    BOOST_TEST(pooled.segments[0].stream == 0x8000'0000'0000'0010u);
    BOOST_TEST(pooled.segments[0].poolId[0] == -1);
    BOOST_TEST(pooled.segments[0].poolId[1] == 3);
    BOOST_TEST(pooled.segments[0].address == kAddress);
}

BOOST_AUTO_TEST_CASE(sizes_out_of_range_say_what_they_held)
{
    auto withBlockSize = [](const std::function<void(PickleBuilder&)>& size) {
        PickleBuilder p;
        p.beginDict().str("segments").beginList();
        segment(p, {}, [&](PickleBuilder& b) {
            b.str("size");
            size(b);
        });
        p.endList().endDict();
        return p.stop();
    };
    const std::string expected =
        "segments[0].blocks[0].size: expected a number of bytes (an integer from 0 to 2^64 - 1), found ";
    BOOST_TEST(loadError(withBlockSize([](PickleBuilder& p) { p.long1(kTwoToThe70); })) ==
               expected + "an int of 22 digits");
    BOOST_TEST(loadError(withBlockSize([](PickleBuilder& p) { p.integer(-5); })) == expected + "an int (-5)");
    BOOST_TEST(loadError(withBlockSize([](PickleBuilder& p) { p.op(0x88); })) == expected + "True");
    // A 2000-byte int is measured, not printed.
    BOOST_TEST(loadError(withBlockSize([](PickleBuilder& p) {
                   p.op(0x8b).le(2000, 4).raw(std::string(1999, '\x11') + "\x01");
               })) == expected + "an int of about 4815 digits");
    // -2^70: ten bytes of two's complement.
    BOOST_TEST(loadError(withBlockSize([](PickleBuilder& p) { p.long1(std::string(8, '\0') + "\xc0"); })) ==
               expected + "a negative int of 22 digits");
    // A size of 2^64 - 1 fits and is exact.
    const MemorySnapshot largest = load(withBlockSize([](PickleBuilder& p) { p.unsignedInteger(kAllOnes); }));
    BOOST_TEST(largest.segments[0].blocks[0].size == kAllOnes);
}

BOOST_AUTO_TEST_CASE(other_fields_name_what_they_expected_and_found)
{
    BOOST_TEST(
        loadError(eventSnapshot([](PickleBuilder& p) { p.integer(1); },
                                [](PickleBuilder& p) { p.str("time_us").beginList().endList(); })) ==
        "device_traces[0][0].time_us: expected a time in microseconds (an integer of 64 bits), found a "
        "list");
    BOOST_TEST(loadError(eventSnapshot([](PickleBuilder& p) { p.integer(1); },
                                       [](PickleBuilder& p) { p.str("addr").long1(kTwoToThe70); })) ==
               "device_traces[0][0].addr: expected an address (an integer of 64 bits), found an int of 22 "
               "digits");
    PickleBuilder p;
    p.beginDict().str("segments").beginList();
    segment(p, [](PickleBuilder& s) { s.field("device", -1); });
    p.endList().endDict();
    BOOST_TEST(
        loadError(p.stop()) ==
        "segments[0].device: expected a device number (an integer from 0 to 1000000), found an int (-1)");
}

BOOST_AUTO_TEST_CASE(max_split_size_of_two_to_the_64_minus_one_is_unlimited)
{
    PickleBuilder p;
    p.beginDict().str("segments").beginList().endList().str("allocator_settings").beginDict();
    p.str("max_split_size").unsignedInteger(kAllOnes).endDict().endDict();
    const MemorySnapshot snapshot = load(p.stop());
    BOOST_TEST(*snapshot.allocatorSettings->maxSplitSize == -1);
}

BOOST_AUTO_TEST_CASE(a_bare_segment_list_is_a_snapshot_without_a_trace)
{
    PickleBuilder p;
    p.beginList();
    segment(p);
    segment(p, [](PickleBuilder& s) { s.field("device", 1); });
    p.endList();
    const MemorySnapshot snapshot = load(p.stop());
    BOOST_TEST(snapshot.segments.size() == 2u);
    BOOST_TEST(snapshot.segments[1].device == 1);
    BOOST_TEST(snapshot.deviceTraces.empty());
    BOOST_TEST(!snapshot.allocatorSettings);

    // Nothing allocated: torch.cuda.memory_snapshot() is [].
    BOOST_TEST(load(PickleBuilder().beginList().endList().stop()).segments.empty());

    // Errors inside a bare list name the path from the file's top.
    PickleBuilder wrong;
    wrong.beginList();
    segment(wrong, {}, [](PickleBuilder& b) { b.field("size", "x"); });
    wrong.endList();
    BOOST_TEST(loadError(wrong.stop()) ==
               "[0].blocks[0].size: expected a number of bytes (an integer from 0 to 2^64 - 1), found a str "
               "('x')");
}

BOOST_AUTO_TEST_SUITE_END()
