#pragma once

#include "snapshot/LoadControl.h"

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string_view>
#include <vector>

namespace gml {

// A compressed file's own bytes, handed to its decompressor in pieces of control.chunkBytes: read from an
// open file, or sliced from a buffer in memory. Each piece checks the cancel flag, so a file that
// decompresses to nothing for a long stretch can still be stopped.
class RawByteSource
{
public:
    struct FileCloser
    {
        void operator()(std::FILE* file) const { std::fclose(file); }
    };
    using File = std::unique_ptr<std::FILE, FileCloser>;

    // `file` is positioned at the first byte to read, and `size` bytes are read from there.
    RawByteSource(File file, std::uint64_t size, const LoadControl& control);
    // `bytes` must outlive the source.
    RawByteSource(std::string_view bytes, const LoadControl& control);

    // The next piece; empty at the end of the file. The view lasts until the next call. Throws LoadFailure.
    std::string_view next();

    std::uint64_t bytesRead() const { return m_read; }
    std::uint64_t totalBytes() const { return m_total; }

private:
    const LoadControl* m_control;
    File m_file;
    std::vector<char> m_buffer;
    std::string_view m_memory;
    std::uint64_t m_read = 0;
    std::uint64_t m_total = 0;
};

} // namespace gml
