#pragma once

#include "snapshot/ByteSource.h"
#include "snapshot/RawByteSource.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace gml {

// How a snapshot file is compressed, told by its first bytes rather than its name: a pickle begins with 0x80
// (protocol 2 and later) or a printable protocol 0 opcode, never with a compressor's magic number.
enum class Compression : std::uint8_t
{
    None,
    Gzip, // 1f 8b
    Zstd, // 28 b5 2f fd
    ZipDeflate, // a deflated member of a zip archive: told by the archive's directory, not by a magic number
};

class CompressionFormat
{
public:
    // Bytes needed to tell every format apart.
    static constexpr std::size_t kMagicBytes = 4;

    static Compression detect(std::string_view firstBytes);
    // A decompressor reading `input`. Throws LoadFailure when this build cannot read the format.
    static std::unique_ptr<ByteSource> open(Compression compression, RawByteSource input);
};

} // namespace gml
