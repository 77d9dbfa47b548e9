#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>

namespace gml {

// Finds the pickle inside a zip archive. torch.save has written zip archives since PyTorch 1.6, so a snapshot
// saved with torch.save(torch.cuda.memory._snapshot(), "snap.pt") is a zip whose "<name>/data.pkl" is a plain
// pickle: torch.save's pickler adds persistent ids only for tensors and storages, which a snapshot has none
// of. A zip a person made of one pickle to share it is read the same way. Only the central directory is
// trusted for names and sizes (torch pads its local headers); every offset and length is checked against the
// file's size, so a hostile archive fails with a message instead of reading out of bounds.
class ZipPickleLocator
{
public:
    struct Member
    {
        std::string name;
        std::uint64_t dataOffset = 0;     // where the member's bytes begin in the archive
        std::uint64_t compressedSize = 0; // its bytes in the archive
        std::uint64_t size = 0;           // once decompressed
        bool deflated = false;            // false: stored as is (what torch.save writes)
    };

    // Whether the first bytes begin a zip archive (a member's header, or the end record of an empty one).
    static bool isZip(std::string_view firstBytes);

    // The member holding the pickle. Throws LoadFailure naming what is wrong with the archive.
    static Member locate(std::FILE* file, std::uint64_t fileSize);
    static Member locate(std::string_view bytes);

private:
    // Reads `length` bytes at `offset`; the view lasts until the next call. Throws when they are not there.
    using ReadAt = std::function<std::string_view(std::uint64_t offset, std::size_t length)>;
    static Member locate(const ReadAt& readAt, std::uint64_t fileSize);
};

} // namespace gml
