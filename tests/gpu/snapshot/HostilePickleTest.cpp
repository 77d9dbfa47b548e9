// Broken and hostile pickles: each must fail with a clear message, quickly, in bounded memory.
#include "PickleTestSupport.h"
#include "snapshot/PickleReader.h"
#include "snapshot/SnapshotLoader.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

namespace {

LoadError readFailure(const std::string& bytes, const LoadControl& control = {})
{
    const auto document = PickleReader::readBytes(bytes, control);
    BOOST_REQUIRE_MESSAGE(!document.ok(), "the reader accepted what it should refuse");
    return document.error();
}

std::string readError(const std::string& bytes, const LoadControl& control = {})
{
    return readFailure(bytes, control).message;
}

std::string repeat(std::string_view unit, std::size_t times)
{
    std::string out;
    out.reserve(unit.size() * times);
    for (std::size_t i = 0; i < times; ++i)
        out += unit;
    return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(hostile_pickles)

BOOST_AUTO_TEST_CASE(a_snapshot_truncated_at_every_byte_fails_cleanly)
{
    const std::string file = readFixture("tiny-no-trace.pickle");
    BOOST_REQUIRE(file.size() == 3305u);
    LoadControl smallWindows;
    smallWindows.chunkBytes = 7;
    LoadControl wholeWindows;
    for (std::size_t length = 0; length < file.size(); ++length) {
        const std::string_view prefix(file.data(), length);
        for (const LoadControl* control : {&smallWindows, &wholeWindows}) {
            const auto loaded = loadMemorySnapshotFromBytes(prefix, *control);
            BOOST_REQUIRE(!loaded.ok());
            const std::string& message = loaded.error().message;
            const bool clear = message == "the file is empty" || message.find("truncated") != std::string::npos;
            if (!clear)
                BOOST_ERROR("prefix of " << length << " bytes: " << message);
        }
    }
    BOOST_TEST(loadMemorySnapshotFromBytes(file).ok());
}

BOOST_AUTO_TEST_CASE(text_opcodes_truncated_at_every_byte_fail_cleanly)
{
    // Protocol 0 (text lines) and the hand-made every-opcode pickle.
    const std::string protocol0 = PickleBuilder().raw("(dp0\nVname\np1\nS'ab\\x41'\np2\nsI42\nL7L\nF1.5\n").bytes();
    for (std::size_t length = 0; length < protocol0.size(); ++length) {
        const auto loaded = PickleReader::readBytes(std::string_view(protocol0.data(), length));
        BOOST_REQUIRE(!loaded.ok());
        BOOST_TEST(!loaded.error().message.empty());
    }
}

BOOST_AUTO_TEST_CASE(huge_declared_lengths_fail_before_anything_is_allocated)
{
    const std::uint64_t huge = std::uint64_t{1} << 60;
    BOOST_TEST(readError(PickleBuilder().op(0x8d).le(huge, 8).stop())
               == "pickle opcode BINUNICODE8 at byte 2: it declares 1152921504606846976 bytes but only 1 remain in "
                  "the file: it is truncated or damaged");
    BOOST_TEST(readError(PickleBuilder().op(0x8e).le(huge, 8).stop()).find("BINBYTES8 at byte 2: it declares") != std::string::npos);
    BOOST_TEST(readError(PickleBuilder().op(0x96).le(huge, 8).stop()).find("BYTEARRAY8 at byte 2: it declares") != std::string::npos);
    BOOST_TEST(readError(PickleBuilder().op(0x58).le(0xffffffffu, 4).stop()).find("BINUNICODE at byte 2: it declares 4294967295 bytes") != std::string::npos);
    BOOST_TEST(readError(PickleBuilder().op(0x8b).le(0x7fffffffu, 4).stop()).find("LONG4 at byte 2: it declares") != std::string::npos);
    BOOST_TEST(readError(PickleBuilder().op(0x8b).le(0xffffffffu, 4).stop()) == "pickle opcode LONG4 at byte 2: its byte count is negative");
    BOOST_TEST(readError(PickleBuilder().op(0x54).le(0xfffffff0u, 4).stop()) == "pickle opcode BINSTRING at byte 2: its length is negative");
    BOOST_TEST(readError(PickleBuilder().op(0x95).le(huge, 8).none().stop())
               == "pickle opcode FRAME at byte 2: the frame of 1152921504606846976 bytes runs past the end of the file "
                  "(2 bytes remain): it is truncated");
}

BOOST_AUTO_TEST_CASE(nesting_a_million_deep_is_refused)
{
    // A million MARKs.
    BOOST_TEST(readError(PickleBuilder().raw(repeat("(", 1'000'000)).stop()).find("more than 1000 MARKs are open")
               != std::string::npos);
    // A million lists, each appended into the one below: [[[[...]]]].
    BOOST_TEST(readError(PickleBuilder().raw(repeat("]", 1'000'000)).raw(repeat("a", 999'999)).stop())
                   .find("values nest more than 1000 levels deep")
               != std::string::npos);
    // ((((None,),),),): a million TUPLE1s.
    BOOST_TEST(readError(PickleBuilder().none().raw(repeat("\x85", 1'000'000)).stop())
                   .find("TUPLE1 at byte 1003: values nest more than 1000 levels deep")
               != std::string::npos);
    // A self-appending list deepens by one level each time: cut off rather than grown forever.
    BOOST_TEST(readError(PickleBuilder().op(0x5d).op(0x94).raw(repeat("2a", 5000)).stop()).find("nest more than") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(memo_abuse_is_an_error_or_costs_only_what_was_stored)
{
    BOOST_TEST(readError(PickleBuilder().op(0x68).le(5, 1).stop()) == "pickle opcode BINGET at byte 2: memo entry 5 was never stored");
    BOOST_TEST(readError(PickleBuilder().op(0x6a).le(0xffffffffu, 4).stop())
               == "pickle opcode LONG_BINGET at byte 2: memo entry 4294967295 was never stored");
    BOOST_TEST(readError(PickleBuilder().raw("g99999999999999999999999\n").stop())
               == "pickle opcode GET at byte 2: the memo index is not a non-negative number");
    BOOST_TEST(readError(PickleBuilder().op(0x94).stop()) == "pickle opcode MEMOIZE at byte 2: it needs a value but the stack is empty");
    BOOST_TEST(readError(PickleBuilder().op(0x71).le(1, 1).stop()) == "pickle opcode BINPUT at byte 2: it needs a value but the stack is empty");

    // Far-apart indices are stored sparsely: this file names indices up to 4e9 but stores 20000 entries.
    PickleBuilder sparse;
    sparse.integer(7);
    for (std::uint64_t i = 0; i < 20000; ++i)
        sparse.op(0x72).le(0xffffffffu - i * 200000, 4);
    sparse.op(0x30).op(0x6a).le(0xffffffffu - 19999ull * 200000, 4);
    const auto doc = PickleReader::readBytes(sparse.stop());
    BOOST_REQUIRE(doc.ok());
    std::int64_t value = 0;
    BOOST_TEST(doc.value().toInt64(doc.value().root(), value));
    BOOST_TEST(value == 7);
}

BOOST_AUTO_TEST_CASE(the_stack_and_the_values_stay_within_their_limits)
{
    LoadControl tight;
    tight.limits.maxStackItems = 100;
    const LoadError stackFull = readFailure(PickleBuilder().raw(repeat("N", 101)).stop(), tight);
    BOOST_TEST(static_cast<int>(stackFull.kind) == static_cast<int>(LoadErrorKind::TooLarge));
    BOOST_TEST(stackFull.message == "pickle opcode NONE at byte 102: more than 100 values wait on the pickle stack; the "
                                    "file is not a plausible snapshot");

    LoadControl small;
    small.limits.maxValueBytes = std::uint64_t{1} << 20;
    const LoadError tooMuch = readFailure(PickleBuilder().beginList().raw(repeat("}", 70000)).endList().stop(), small);
    BOOST_TEST(static_cast<int>(tooMuch.kind) == static_cast<int>(LoadErrorKind::TooLarge));
    BOOST_TEST(tooMuch.message.find("the file's values need more than 1 MiB of memory") == 0u);
}

BOOST_AUTO_TEST_CASE(a_pickle_without_stop_is_truncated)
{
    BOOST_TEST(readError(PickleBuilder().none().bytes()) == "the file ends at byte 3 before the pickle's STOP: it is truncated");
    BOOST_TEST(readError(PickleBuilder().op(0x4a).raw("\x01\x02").bytes())
               == "the file ends at byte 5, inside BININT (at byte 2): it is truncated or damaged");
}

BOOST_AUTO_TEST_SUITE_END()
