#include "snapshot/ZipPickleLocator.h"

#include "snapshot/LoadFailure.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

namespace gml {

namespace {

constexpr std::uint32_t kLocalHeader = 0x04034b50;
constexpr std::uint32_t kCentralHeader = 0x02014b50;
constexpr std::uint32_t kEndOfDirectory = 0x06054b50;
constexpr std::uint32_t kZip64EndOfDirectory = 0x06064b50;
constexpr std::uint32_t kZip64Locator = 0x07064b50;
constexpr std::size_t kEndOfDirectoryBytes = 22;
constexpr std::size_t kZip64LocatorBytes = 20;
constexpr std::size_t kZip64EndOfDirectoryBytes = 56;
constexpr std::size_t kCentralHeaderBytes = 46;
constexpr std::size_t kLocalHeaderBytes = 30;
constexpr std::size_t kMaxComment = 0xffff;
constexpr std::uint16_t kZip64Extra = 0x0001;
constexpr std::uint16_t kStored = 0;
constexpr std::uint16_t kDeflated = 8;
constexpr std::uint16_t kEncrypted = 0x0001; // general purpose flag bit 0
// Names listed in a message before "…": enough to see what the archive holds.
constexpr std::size_t kNamesListed = 5;
// torch.save's directory has a handful of entries; a directory larger than this is not a snapshot's archive
// and is refused before it is read into memory.
constexpr std::uint64_t kMaxDirectoryBytes = std::uint64_t{64} << 20;

std::uint16_t u16(std::string_view bytes, std::size_t at)
{
    return static_cast<std::uint16_t>(static_cast<unsigned char>(bytes[at])
                                      | static_cast<unsigned char>(bytes[at + 1]) << 8);
}

std::uint32_t u32(std::string_view bytes, std::size_t at)
{
    return static_cast<std::uint32_t>(u16(bytes, at)) | static_cast<std::uint32_t>(u16(bytes, at + 2)) << 16;
}

std::uint64_t u64(std::string_view bytes, std::size_t at)
{
    return static_cast<std::uint64_t>(u32(bytes, at)) | static_cast<std::uint64_t>(u32(bytes, at + 4)) << 32;
}

[[noreturn]] void failDamaged(const std::string& what)
{
    throw LoadFailure("the file is a zip archive (torch.save writes one), but " + what
                      + ": it is truncated or damaged");
}

struct Directory
{
    std::uint64_t offset = 0;
    std::uint64_t size = 0;
    std::uint64_t entries = 0;
};

// The end-of-central-directory record is the archive's last 22 bytes, unless a comment of up to 64 KiB
// follows it: search backwards through that much for its signature.
Directory findDirectory(const auto& readAt, std::uint64_t fileSize)
{
    if (fileSize < kEndOfDirectoryBytes)
        failDamaged("it is too short to hold a zip directory");
    const std::uint64_t searched = std::min<std::uint64_t>(fileSize, kEndOfDirectoryBytes + kMaxComment);
    const std::string tail(readAt(fileSize - searched, static_cast<std::size_t>(searched)));
    for (std::size_t at = tail.size() - kEndOfDirectoryBytes + 1; at-- > 0;) {
        if (u32(tail, at) != kEndOfDirectory)
            continue;
        Directory directory{u32(tail, at + 16), u32(tail, at + 12), u16(tail, at + 10)};
        const std::uint64_t recordOffset = fileSize - searched + at;
        // Zip64: the 32-bit fields are saturated and a locator just before the record points at the real ones.
        if (recordOffset >= kZip64LocatorBytes) {
            const std::string_view locator = readAt(recordOffset - kZip64LocatorBytes, kZip64LocatorBytes);
            if (u32(locator, 0) == kZip64Locator) {
                const std::uint64_t zip64Offset = u64(locator, 8);
                if (zip64Offset > fileSize || fileSize - zip64Offset < kZip64EndOfDirectoryBytes)
                    failDamaged("its zip64 directory record lies outside the file");
                const std::string_view record = readAt(zip64Offset, kZip64EndOfDirectoryBytes);
                if (u32(record, 0) != kZip64EndOfDirectory)
                    failDamaged("its zip64 directory record is missing");
                directory = {u64(record, 48), u64(record, 40), u64(record, 32)};
            }
        }
        if (directory.offset > fileSize || directory.size > fileSize - directory.offset)
            failDamaged("its directory lies outside the file");
        return directory;
    }
    failDamaged("its directory cannot be found");
}

// A zip64 extra field holds the 64-bit values of the 32-bit fields that are saturated, in this order.
void readZip64Extra(std::string_view extra, ZipPickleLocator::Member& member, std::uint64_t& localOffset,
                    bool sizeSaturated, bool compressedSaturated, bool offsetSaturated)
{
    std::size_t at = 0;
    while (at + 4 <= extra.size()) {
        const std::uint16_t id = u16(extra, at);
        const std::uint16_t length = u16(extra, at + 2);
        if (at + 4 + length > extra.size())
            break;
        if (id == kZip64Extra) {
            std::size_t field = at + 4;
            const std::size_t end = field + length;
            const auto take = [&](bool saturated, std::uint64_t& value) {
                if (!saturated)
                    return;
                if (field + 8 > end)
                    failDamaged("the zip64 sizes of '" + member.name + "' are cut short");
                value = u64(extra, field);
                field += 8;
            };
            take(sizeSaturated, member.size);
            take(compressedSaturated, member.compressedSize);
            take(offsetSaturated, localOffset);
            return;
        }
        at += 4 + length;
    }
}

std::string listNames(const std::vector<std::string>& names)
{
    std::string list;
    for (std::size_t i = 0; i < names.size() && i < kNamesListed; ++i)
        list += (i ? ", " : "") + names[i];
    if (names.size() > kNamesListed)
        list += ", …";
    return list;
}

// torch.save's pickle is "<archive name>/data.pkl".
bool isTorchSavePickle(std::string_view name)
{
    return name == "data.pkl" || name.ends_with("/data.pkl");
}

bool isPickleName(std::string_view name)
{
    return name.ends_with(".pickle") || name.ends_with(".pkl");
}

// The one member for which `matches` holds, or `none` when no member or several do.
template <typename Matches>
std::size_t onlyMember(const std::vector<ZipPickleLocator::Member>& files, std::size_t none, Matches matches)
{
    std::size_t found = none;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (!matches(files[i].name))
            continue;
        if (found != none)
            return none;
        found = i;
    }
    return found;
}

} // namespace

bool ZipPickleLocator::isZip(std::string_view firstBytes)
{
    // An empty archive is its end record alone.
    return firstBytes.size() >= 4 && (u32(firstBytes, 0) == kLocalHeader || u32(firstBytes, 0) == kEndOfDirectory);
}

ZipPickleLocator::Member ZipPickleLocator::locate(const ReadAt& readAt, std::uint64_t fileSize)
{
    const Directory directory = findDirectory(readAt, fileSize);
    if (directory.size > kMaxDirectoryBytes)
        throw LoadFailure(LoadErrorKind::TooLarge, "the file is a zip archive whose directory alone takes "
                                                       + std::to_string(directory.size >> 20)
                                                       + " MiB: that is not an archive of a snapshot");
    // The whole directory is read at once: a few dozen bytes per entry, and bounded by the file.
    const std::string entries(readAt(directory.offset, static_cast<std::size_t>(directory.size)));
    std::vector<Member> files;
    std::vector<std::uint64_t> localOffsets;
    std::vector<std::uint16_t> methods, flags;
    std::size_t at = 0;
    for (std::uint64_t i = 0; i < directory.entries; ++i) {
        if (at + kCentralHeaderBytes > entries.size() || u32(entries, at) != kCentralHeader)
            failDamaged("its directory ends after " + std::to_string(i) + " of its "
                        + std::to_string(directory.entries) + " entries");
        const std::size_t nameLength = u16(entries, at + 28);
        const std::size_t extraLength = u16(entries, at + 30);
        const std::size_t commentLength = u16(entries, at + 32);
        if (at + kCentralHeaderBytes + nameLength + extraLength + commentLength > entries.size())
            failDamaged("its directory entry " + std::to_string(i + 1) + " runs past the directory's end");
        Member member;
        member.name.assign(entries, at + kCentralHeaderBytes, nameLength);
        member.compressedSize = u32(entries, at + 20);
        member.size = u32(entries, at + 24);
        std::uint64_t localOffset = u32(entries, at + 42);
        readZip64Extra(std::string_view(entries).substr(at + kCentralHeaderBytes + nameLength, extraLength), member,
                       localOffset, member.size == 0xffffffff, member.compressedSize == 0xffffffff,
                       localOffset == 0xffffffff);
        const std::uint16_t method = u16(entries, at + 10);
        const std::uint16_t flag = u16(entries, at + 8);
        at += kCentralHeaderBytes + nameLength + extraLength + commentLength;
        if (member.name.ends_with('/'))
            continue; // a folder
        files.push_back(std::move(member));
        localOffsets.push_back(localOffset);
        methods.push_back(method);
        flags.push_back(flag);
    }

    // torch.save's data.pkl; else the one pickle of a zip someone made to share it (beside a README, say);
    // else the zip's only file, whatever its name.
    const std::size_t none = files.size();
    std::size_t chosen = onlyMember(files, none, isTorchSavePickle);
    if (chosen == none)
        chosen = onlyMember(files, none, isPickleName);
    if (chosen == none && files.size() == 1)
        chosen = 0;
    if (chosen == none) {
        if (files.empty())
            throw LoadFailure("the file is a zip archive with no files in it, so it holds no snapshot");
        std::vector<std::string> names;
        for (const Member& file : files)
            names.push_back(file.name);
        throw LoadFailure("the file is a zip archive of " + std::to_string(files.size()) + " files ("
                          + listNames(names) + "), and which one is the snapshot cannot be told (torch.save's "
                                               "data.pkl, or a single .pickle): open that file on its own");
    }

    Member member = std::move(files[chosen]);
    if (flags[chosen] & kEncrypted)
        throw LoadFailure("'" + member.name + "' in the zip archive is encrypted, so it cannot be read");
    if (methods[chosen] != kStored && methods[chosen] != kDeflated)
        throw LoadFailure("'" + member.name + "' in the zip archive is compressed with zip method "
                          + std::to_string(methods[chosen])
                          + "; only stored (torch.save) and deflated members can be read: unzip it and open the "
                            "file inside");
    member.deflated = methods[chosen] == kDeflated;
    if (!member.deflated && member.compressedSize != member.size)
        failDamaged("'" + member.name + "' is stored with two different sizes");
    const std::uint64_t localOffset = localOffsets[chosen];
    if (localOffset > fileSize || fileSize - localOffset < kLocalHeaderBytes)
        failDamaged("'" + member.name + "' starts outside the file");
    const std::string_view local = readAt(localOffset, kLocalHeaderBytes);
    if (u32(local, 0) != kLocalHeader)
        failDamaged("the header of '" + member.name + "' is missing");
    member.dataOffset = localOffset + kLocalHeaderBytes + u16(local, 26) + u16(local, 28);
    if (member.dataOffset > fileSize || member.compressedSize > fileSize - member.dataOffset)
        failDamaged("'" + member.name + "' runs past the end of the file");
    return member;
}

ZipPickleLocator::Member ZipPickleLocator::locate(std::FILE* file, std::uint64_t fileSize)
{
    std::vector<char> buffer;
    const ReadAt readAt = [&](std::uint64_t offset, std::size_t length) {
        buffer.resize(length);
        if (std::fseek(file, static_cast<long>(offset), SEEK_SET) != 0
            || std::fread(buffer.data(), 1, length, file) != length)
            throw LoadFailure(LoadErrorKind::CannotOpen,
                              "reading the zip archive failed at byte " + std::to_string(offset));
        return std::string_view(buffer.data(), length);
    };
    return locate(readAt, fileSize);
}

ZipPickleLocator::Member ZipPickleLocator::locate(std::string_view bytes)
{
    // Every caller checks its range against the size first, so substr never throws here.
    const ReadAt readAt = [bytes](std::uint64_t offset, std::size_t length) {
        return bytes.substr(static_cast<std::size_t>(offset), length);
    };
    return locate(readAt, bytes.size());
}

} // namespace gml
