#pragma once

#include <cstddef>
#include <cstdint>

namespace gml {

// Bytes that arrive piece by piece from a decompressor (gzip, zstd) reading a file or a buffer. PickleInput
// reads a compressed snapshot through one, a window at a time, so the whole decompressed pickle is never in
// memory.
class ByteSource
{
public:
    virtual ~ByteSource() = default;

    // Up to `capacity` bytes into `out`; 0 only at the end of the data. Throws LoadFailure when the data is
    // damaged or truncated.
    virtual std::size_t read(char* out, std::size_t capacity) = 0;
    // Bytes of the file itself (compressed) read so far and in all: progress is measured on the file.
    virtual std::uint64_t fileBytesRead() const = 0;
    virtual std::uint64_t fileBytesTotal() const = 0;
};

} // namespace gml
