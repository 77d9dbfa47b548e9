// Snapshots saved with torch.save: its zip archive (PyTorch 1.6 and later, read through "<name>/data.pkl"),
// a zip of one pickle, and torch.save's legacy format of four pickles in a row. Each loads exactly as its
// plain twin; a damaged or hostile archive fails with a message that says what is wrong, never a crash.
#include "PickleTestSupport.h"
#include "SnapshotTwins.h"
#include "TemporaryFolder.h"
#include "TestDeflate.h"
#include "TestZipArchive.h"
#include "snapshot/SnapshotLoader.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

namespace {

// An archive laid out as PyTorchStreamWriter writes one: data.pkl first, its data aligned to 64 bytes by a
// padding field in its local header only, then the archive's small records.
std::string torchSaveArchive(const std::string& pickle, const std::string& archiveName = "snap")
{
    TestZipArchive zip;
    const std::string name = archiveName + "/data.pkl";
    const std::size_t unpadded = 30 + name.size() + 4;
    zip.addStored(name, pickle, (64 - unpadded % 64) % 64 + 64);
    zip.addStored(archiveName + "/.format_version", "1");
    zip.addStored(archiveName + "/byteorder", "little");
    zip.addStored(archiveName + "/version", "3\n");
    zip.addStored(archiveName + "/.data/serialization_id", "1234567890");
    return zip.bytes();
}

bool says(const LoadError& error, std::string_view words)
{
    BOOST_TEST_MESSAGE(error.message);
    return error.message.find(words) != std::string::npos;
}

// The first central directory entry's offset in an archive.
std::size_t directoryEntry(const std::string& archive)
{
    const std::size_t at = archive.find("PK\x01\x02");
    BOOST_REQUIRE(at != std::string::npos);
    return at;
}

void put32(std::string& bytes, std::size_t at, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i)
        bytes[at + i] = static_cast<char>(value >> (8 * i) & 0xff);
}

} // namespace

BOOST_AUTO_TEST_SUITE(zip_snapshots)

// torch.save(torch.cuda.memory._snapshot(), "snap.pt"): torch/serialization.py's _save through
// PyTorchStreamWriter, which stores (never compresses) data.pkl.
BOOST_AUTO_TEST_CASE(a_torch_save_archive_loads_as_its_plain_twin)
{
    TemporaryFolder folder;
    for (const char* name : {"ctx128-forward.pickle", "two-devices.pickle", "tiny-no-trace.pickle"}) {
        BOOST_TEST_CONTEXT(name)
        {
            const std::string plain = readFixture(name);
            const std::string archive = torchSaveArchive(plain);
            const MemorySnapshot twin = requireLoaded(loadMemorySnapshotFromBytes(plain));
            requireSameSnapshot(requireLoaded(loadMemorySnapshot(folder.write("snap.pt", archive))), twin);
            // Through 7-byte windows: the member ends mid-window, where the archive's next entry begins.
            LoadControl tiny;
            tiny.chunkBytes = 7;
            requireSameSnapshot(requireLoaded(loadMemorySnapshot(folder.write("tiny.pt", archive), tiny)), twin);
            requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(archive, tiny)), twin);
        }
    }
}

BOOST_AUTO_TEST_CASE(data_pkl_is_found_wherever_it_is_in_the_archive)
{
    const std::string plain = readFixture("two-devices.pickle");
    TestZipArchive zip;
    zip.addStored("model/byteorder", "little");
    zip.addStored("model/", ""); // a folder entry
    zip.addStored("model/data.pkl", plain, 11);
    zip.addStored("model/version", "3\n");
    requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(zip.bytes())),
                        requireLoaded(loadMemorySnapshotFromBytes(plain)));
}

BOOST_AUTO_TEST_CASE(a_zip64_archive_loads)
{
    // torch.save writes zip64 records once an archive passes 4 GiB; the reader must follow them at any size.
    const std::string plain = readFixture("two-devices.pickle");
    TestZipArchive zip;
    zip.useZip64();
    zip.addStored("big/byteorder", "little");
    zip.addStored("big/data.pkl", plain, 40);
    requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(zip.bytes())),
                        requireLoaded(loadMemorySnapshotFromBytes(plain)));
}

BOOST_AUTO_TEST_CASE(a_zip_of_one_pickle_loads_stored_or_deflated)
{
    TemporaryFolder folder;
    const std::string plain = readFixture("ctx128-forward.pickle");
    const MemorySnapshot twin = requireLoaded(loadMemorySnapshotFromBytes(plain));
    TestZipArchive stored;
    stored.addStored("ctx128-forward.pickle", plain);
    requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(stored.bytes())), twin);
#if GML_HAVE_ZLIB
    // A zip someone made to share the file: the snapshot deflated, beside a README.
    TestZipArchive one;
    one.add({"ctx128-forward.pickle", rawDeflate(plain), plain.size(), 8, 0, 0});
    one.addStored("README.txt", "the run that ran out of memory");
    const std::string archive = one.bytes();
    requireSameSnapshot(requireLoaded(loadMemorySnapshot(folder.write("snap.zip", archive))), twin);
    LoadControl tiny;
    tiny.chunkBytes = 7;
    requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(archive, tiny)), twin);
    // A damaged deflate stream says where.
    std::string damaged = archive;
    for (std::size_t i = 100; i < 200; ++i)
        damaged[i] = static_cast<char>(0xff);
    BOOST_TEST(says(requireLoadError(damaged), "the zip archive's deflated snapshot is damaged near byte"));
#endif
}

// torch.save(..., _use_new_zipfile_serialization=False), the only format before PyTorch 1.6:
// torch/serialization.py's _legacy_save pickles the magic number, the protocol version and sys_info, then
// the object, then the storage keys.
BOOST_AUTO_TEST_CASE(torch_saves_legacy_format_loads_as_its_plain_twin)
{
    const std::string plain = readFixture("two-devices.pickle");
    const std::string magic = fromHex("80028a0a6cfc9c46f9206aa850192e");       // 0x1950a86a20f9469cfc6c
    const std::string protocol = fromHex("80024de9032e");                      // 1001
    const std::string sysInfo = fromHex("80027d7100580500000073686f72744b02732e"); // {'short': 2}
    const std::string storageKeys = fromHex("80025d71002e");                   // []
    const std::string legacy = magic + protocol + sysInfo + plain + storageKeys;
    requireSameSnapshot(requireLoaded(loadMemorySnapshotFromBytes(legacy)),
                        requireLoaded(loadMemorySnapshotFromBytes(plain)));
    // The magic number alone is not a snapshot: the file ends before the object's pickle.
    BOOST_TEST(says(requireLoadError(magic + protocol), "the file ends at byte"));
}

BOOST_AUTO_TEST_CASE(an_archive_without_one_clear_pickle_says_what_it_holds)
{
    TestZipArchive two;
    two.addStored("rank0.pickle", "x");
    two.addStored("rank1.pickle", "y");
    const LoadError error = requireLoadError(two.bytes());
    BOOST_TEST(says(error, "a zip archive of 2 files (rank0.pickle, rank1.pickle), and which one is the snapshot "
                           "cannot be told"));
    BOOST_TEST(says(error, "open that file on its own"));

    TestZipArchive empty;
    BOOST_TEST(says(requireLoadError(empty.bytes()), "a zip archive with no files in it"));

    TestZipArchive folders;
    folders.addStored("snap/", "");
    BOOST_TEST(says(requireLoadError(folders.bytes()), "a zip archive with no files in it"));
}

BOOST_AUTO_TEST_CASE(a_member_the_reader_cannot_decode_is_named)
{
    const std::string plain = readFixture("tiny-no-trace.pickle");
    TestZipArchive bzip2;
    bzip2.add({"snap/data.pkl", plain, plain.size(), 12, 0, 0});
    BOOST_TEST(says(requireLoadError(bzip2.bytes()), "'snap/data.pkl' in the zip archive is compressed with zip method 12"));

    TestZipArchive encrypted;
    encrypted.add({"snap/data.pkl", plain, plain.size(), 0, 1, 0});
    BOOST_TEST(says(requireLoadError(encrypted.bytes()), "'snap/data.pkl' in the zip archive is encrypted"));
}

BOOST_AUTO_TEST_CASE(a_model_checkpoint_is_refused_as_code)
{
    // torch.save(model.state_dict()): data.pkl rebuilds tensors through torch._utils, which is code.
    const std::string checkpoint = fromHex("8002") + "ccollections\nOrderedDict\n)R.";
    const LoadError error = requireLoadError(torchSaveArchive(checkpoint, "model"));
    BOOST_TEST(says(error, "would import or call Python code"));
}

BOOST_AUTO_TEST_CASE(a_damaged_or_hostile_archive_says_so)
{
    const std::string archive = torchSaveArchive(readFixture("tiny-no-trace.pickle"));

    // Cut short: the directory at the end is gone.
    BOOST_TEST(says(requireLoadError(std::string_view(archive).substr(0, archive.size() - 30)),
                    "its directory cannot be found: it is truncated or damaged"));
    BOOST_TEST(says(requireLoadError(std::string_view(archive).substr(0, 10)), "too short to hold a zip directory"));

    // The directory says data.pkl is far larger than the file.
    std::string tooLong = archive;
    put32(tooLong, directoryEntry(tooLong) + 20, 0x7fffffff);
    put32(tooLong, directoryEntry(tooLong) + 24, 0x7fffffff);
    BOOST_TEST(says(requireLoadError(tooLong), "'snap/data.pkl' runs past the end of the file"));

    // data.pkl's header is elsewhere than the directory says.
    std::string misplaced = archive;
    put32(misplaced, directoryEntry(misplaced) + 42, 5);
    BOOST_TEST(says(requireLoadError(misplaced), "the header of 'snap/data.pkl' is missing"));
    put32(misplaced, directoryEntry(misplaced) + 42, 0x7ffffff0);
    BOOST_TEST(says(requireLoadError(misplaced), "'snap/data.pkl' starts outside the file"));

    // The end record points the directory outside the file.
    std::string lost = archive;
    put32(lost, lost.size() - 6, 0x7ffffff0);
    BOOST_TEST(says(requireLoadError(lost), "its directory lies outside the file"));

    // The end record claims more entries than the directory has.
    std::string fewer = archive;
    fewer[fewer.size() - 12] = 9;
    BOOST_TEST(says(requireLoadError(fewer), "its directory ends after 5 of its 9 entries"));
}

BOOST_AUTO_TEST_CASE(every_cut_and_every_damaged_byte_of_an_archive_fails_cleanly)
{
    // Whatever part of the archive is lost or changed, the reader answers: loaded, or an error with a
    // message. Under ASan this also proves that no offset read from the archive is trusted unchecked.
    const std::string plain = readFixture("tiny-no-trace.pickle");
    const std::string archive = torchSaveArchive(plain);
    for (std::size_t length = 0; length < archive.size(); ++length) {
        const auto loaded = loadMemorySnapshotFromBytes(std::string_view(archive).substr(0, length));
        BOOST_TEST_CONTEXT("cut at " << length) BOOST_TEST((loaded.ok() || !loaded.error().message.empty()));
    }
    // Every byte outside the pickle's own: the headers, the directory and the end record.
    const std::size_t dataBegin = archive.find(plain);
    const std::size_t dataEnd = dataBegin + plain.size();
    for (std::size_t at = 0; at < archive.size(); at = at + 1 == dataBegin ? dataEnd : at + 1) {
        for (const int value : {0x00, 0xff, 0x80}) {
            std::string damaged = archive;
            damaged[at] = static_cast<char>(value);
            const auto loaded = loadMemorySnapshotFromBytes(damaged);
            BOOST_TEST_CONTEXT("byte " << at << " set to " << value)
            BOOST_TEST((loaded.ok() || !loaded.error().message.empty()));
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
