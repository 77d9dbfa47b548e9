// Compressed snapshots (.gz, .zst) open directly, told by their first bytes, and load exactly as their plain
// twins do; truncated, damaged and bomb-like files are refused with a message that says which.
#include "PickleTestSupport.h"
#include "SnapshotTwins.h"
#include "TemporaryFolder.h"
#include "TestDeflate.h"
#include "snapshot/GzipDecoder.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/ZstdDecoder.h"

#include <algorithm>
#include <atomic>
#include <boost/test/unit_test.hpp>

#if GML_HAVE_ZSTD
#include <zstd.h>
#endif

using namespace gml;
using namespace gml::test;

BOOST_AUTO_TEST_SUITE(compressed_snapshots)

#if GML_HAVE_ZLIB

BOOST_AUTO_TEST_CASE(a_gz_file_loads_as_its_plain_twin)
{
    TemporaryFolder folder;
    for (const char* name : {"ctx128-forward.pickle", "two-devices.pickle", "tiny-no-trace.pickle"}) {
        BOOST_TEST_CONTEXT(name)
        {
            const std::string plain = readFixture(name);
            const std::string path = folder.write(std::string(name) + ".gz", gzip(plain));
            requireSameSnapshot(requireLoaded(loadMemorySnapshot(path)), requireLoaded(loadMemorySnapshot(fixturePath(name))));
            // Through 7-byte windows and pieces every value straddles a boundary somewhere.
            LoadControl tiny;
            tiny.chunkBytes = 7;
            requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(gzip(plain), tiny)),
                                requireLoaded(loadMemorySnapshotFromBytes(plain)));
        }
    }
}

BOOST_AUTO_TEST_CASE(gzip_members_one_after_another_are_one_stream)
{
    const std::string plain = readFixture("two-devices.pickle");
    const std::size_t half = plain.size() / 2;
    const std::string twoMembers =
        gzip(std::string_view(plain).substr(0, half)) + gzip(std::string_view(plain).substr(half));
    requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(twoMembers)),
                        requireLoaded(loadMemorySnapshotFromBytes(plain)));
}

BOOST_AUTO_TEST_CASE(a_gz_file_reports_progress_on_its_compressed_bytes_and_can_be_cancelled)
{
    TemporaryFolder folder;
    const std::string compressed = gzip(readFixture("ctx128-forward.pickle"));
    const std::string path = folder.write("ctx128-forward.pickle.gz", compressed);
    LoadControl control;
    control.chunkBytes = 4 * 1024;
    std::vector<std::uint64_t> reports;
    std::uint64_t total = 0;
    control.progress = [&](std::uint64_t done, std::uint64_t all) {
        reports.push_back(done);
        total = all;
    };
    BOOST_REQUIRE(loadMemorySnapshot(path, control).ok());
    BOOST_TEST(total == compressed.size());
    BOOST_TEST(reports.size() >= 8u);
    BOOST_TEST(std::is_sorted(reports.begin(), reports.end()));
    BOOST_TEST(reports.back() == total);

    std::atomic<bool> cancel{false};
    LoadControl cancelling;
    cancelling.chunkBytes = 4 * 1024;
    cancelling.cancel = &cancel;
    cancelling.progress = [&](std::uint64_t done, std::uint64_t all) {
        if (done > all / 3)
            cancel = true;
    };
    const auto cancelled = loadMemorySnapshot(path, cancelling);
    BOOST_REQUIRE(!cancelled.ok());
    BOOST_TEST(static_cast<int>(cancelled.error().kind) == static_cast<int>(LoadErrorKind::Cancelled));
}

BOOST_AUTO_TEST_CASE(a_truncated_or_damaged_gz_file_says_so)
{
    const std::string compressed = gzip(readFixture("two-devices.pickle"));
    const std::string truncated = compressed.substr(0, compressed.size() / 2);
    const LoadError cut = requireLoadError(truncated);
    BOOST_TEST(cut.message == "the gzip-compressed file ends at byte " + std::to_string(truncated.size()) +
                                  " before its compressed data does: it is truncated");

    std::string damaged = compressed;
    damaged[2] = 7; // the compression method: 8 (deflate) is the only one
    const LoadError bad = requireLoadError(damaged);
    BOOST_TEST(bad.message.starts_with("the gzip-compressed file is damaged near byte "));
    BOOST_TEST(bad.message.ends_with(" (unknown compression method): it cannot be decompressed"));

    // A header and nothing more.
    BOOST_TEST(requireLoadError(std::string("\x1f\x8b", 2)).message ==
               "the gzip-compressed file ends at byte 2 before its compressed data does: it is truncated");
}

BOOST_AUTO_TEST_CASE(a_compression_bomb_is_refused_before_it_takes_memory)
{
    // 32 MiB of None, POP pairs: a valid pickle that expands about a thousandfold.
    std::string pairs(32u << 20, '0');
    for (std::size_t i = 0; i < pairs.size(); i += 2)
        pairs[i] = 'N';
    const std::string bomb = gzip(std::string("\x80\x04", 2) + pairs + "N.");
    LoadControl control;
    control.limits.decompressedBytesBeforeRatioCheck = 1u << 20;
    control.limits.maxCompressionRatio = 100;
    const LoadError ratio = requireLoadError(bomb, control);
    BOOST_TEST(static_cast<int>(ratio.kind) == static_cast<int>(LoadErrorKind::TooLarge));
    BOOST_TEST(ratio.message.starts_with("the compressed file expands more than 100 times ("));
    BOOST_TEST(ratio.message.ends_with("far more than a snapshot does: it is refused as a compression bomb"));

    LoadControl absolute;
    absolute.limits.maxDecompressedBytes = 4u << 20;
    const LoadError tooLarge = requireLoadError(bomb, absolute);
    BOOST_TEST(static_cast<int>(tooLarge.kind) == static_cast<int>(LoadErrorKind::TooLarge));
    BOOST_TEST(tooLarge.message ==
               "the compressed file decompresses to more than 4 MiB, the most this reader accepts");

    // A string that claims a terabyte is refused at its length, before a byte of it is read.
    PickleBuilder huge;
    huge.op(0x8e).le(std::uint64_t{1} << 40, 8).raw("abc");
    const LoadError declared = requireLoadError(gzip(huge.bytes()));
    BOOST_TEST(static_cast<int>(declared.kind) == static_cast<int>(LoadErrorKind::TooLarge));
    BOOST_TEST(declared.message ==
               "pickle opcode BINBYTES8 at byte 2: it declares 1099511627776 bytes, more than this reader "
               "decompresses from a compressed file (65536 MiB in all)");
}

BOOST_AUTO_TEST_CASE(a_compressed_value_larger_than_the_value_limit_is_refused_at_its_length)
{
    // 8 MiB of bytes that compress to almost nothing: the length is checked before any of them is copied.
    PickleBuilder big;
    big.op(0x8e).le(8u << 20, 8).raw(std::string(8u << 20, 'x')).op(0x2e);
    LoadControl control;
    control.limits.maxValueBytes = 1u << 20;
    const LoadError error = requireLoadError(gzip(big.bytes()), control);
    BOOST_TEST(static_cast<int>(error.kind) == static_cast<int>(LoadErrorKind::TooLarge));
    BOOST_TEST(error.message ==
               "pickle opcode BINBYTES8 at byte 2: its value of 8388608 bytes is more than the 1 MiB this "
               "reader keeps for values");
}

#else

BOOST_AUTO_TEST_CASE(a_gz_file_says_this_build_cannot_read_it)
{
    BOOST_TEST(!GzipDecoder::available());
    BOOST_TEST(requireLoadError(std::string("\x1f\x8b\x08\x00", 4)).message ==
               "this file is gzip-compressed; this build cannot read gzip");
}

#endif

BOOST_AUTO_TEST_CASE(a_zst_file_loads_as_its_plain_twin_or_says_this_build_cannot_read_it)
{
    const std::string plain = readFixture("ctx128-forward.pickle");
    if (!ZstdDecoder::available()) {
        BOOST_TEST(requireLoadError(std::string("\x28\xb5\x2f\xfd\x00\x00", 6)).message ==
                   "this file is zstd-compressed; this build cannot read zstd");
        return;
    }
#if GML_HAVE_ZSTD
    std::string compressed(ZSTD_compressBound(plain.size()), '\0');
    const std::size_t length =
        ZSTD_compress(compressed.data(), compressed.size(), plain.data(), plain.size(), 3);
    BOOST_REQUIRE(!ZSTD_isError(length));
    compressed.resize(length);
    TemporaryFolder folder;
    const std::string path = folder.write("ctx128-forward.pickle.zst", compressed);
    requireSameSnapshot(requireLoaded(loadMemorySnapshot(path)), requireLoaded(loadMemorySnapshotFromBytes(plain)));
    LoadControl tiny;
    tiny.chunkBytes = 7;
    requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(compressed, tiny)),
                        requireLoaded(loadMemorySnapshotFromBytes(plain)));

    const std::string truncated = compressed.substr(0, compressed.size() / 2);
    BOOST_TEST(requireLoadError(truncated).message == "the zstd-compressed file ends at byte " +
                                                   std::to_string(truncated.size()) +
                                                   " before its compressed data does: it is truncated");
    std::string damaged = compressed;
    damaged[4] = static_cast<char>(0xff); // the frame header descriptor: reserved bit set
    BOOST_TEST(requireLoadError(damaged).message.starts_with("the zstd-compressed file is damaged near byte "));
#endif
}

BOOST_AUTO_TEST_SUITE_END()
