#pragma once

#include "snapshot/ByteSource.h"
#include "snapshot/CompressionFormat.h"
#include "snapshot/LoadControl.h"
#include "snapshot/RawByteSource.h"

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// The bytes of a pickle, seen through a window of one chunk: a file is read chunk by chunk (a 1 GB snapshot is
// never in memory whole) and a memory buffer is walked the same way, so tests with tiny chunks exercise every
// path that straddles a chunk boundary. Each new chunk reports progress and checks the cancel flag.
// A gzip or zstd file (told by its first bytes) is decompressed chunk by chunk in the same way; its length is
// then unknown until its end, so remaining() is what the reader's decompression limit still allows, and
// progress counts the compressed bytes read. A zip archive (torch.save's, or a zip of one pickle) is read
// through the member that holds the pickle: in place when it is stored, decompressed when it is deflated.
class PickleInput
{
public:
    // Throws LoadFailure (CannotOpen) when the file cannot be opened.
    static PickleInput fromFile(const std::string& path, const LoadControl& control);
    // `bytes` must outlive the input.
    static PickleInput fromMemory(std::string_view bytes, const LoadControl& control);

    std::uint64_t offset() const { return m_windowOffset + static_cast<std::uint64_t>(m_pos - m_windowBegin); }
    // The input's length; for a compressed file, the decompression limit until its end has been reached.
    std::uint64_t totalBytes() const { return m_total; }
    std::uint64_t remaining() const { return m_total - offset(); }
    bool decompressing() const { return m_decoder != nullptr; }
    // False while a compressed input has not reached its end: remaining() is then a limit, not a length.
    bool lengthKnown() const { return !m_decoder || m_decoderFinished; }
    // Whether the input begins as torch.save's legacy format does (PyTorch before 1.6, or
    // _use_new_zipfile_serialization=False): three pickles of its own (a magic number, a protocol version, the
    // sizes of C types) before the pickle of the saved object.
    bool startsAsLegacyTorchSave() const { return m_legacyTorchSave; }

    // The next byte, or -1 at the end of the input.
    int next()
    {
        if (m_pos != m_end)
            return static_cast<unsigned char>(*m_pos++);
        return nextFromNewWindow();
    }

    // The next `count` bytes; false when the input ends first. The view lasts until the next call.
    bool take(std::uint64_t count, std::string_view& out)
    {
        if (static_cast<std::uint64_t>(m_end - m_pos) >= count) {
            out = std::string_view(m_pos, static_cast<std::size_t>(count));
            m_pos += count;
            return true;
        }
        return takeAcrossWindows(count, out);
    }

    // Up to and without the next '\n' (consumed); false when the input ends first or the line is longer than
    // `maxLength` (protocol 0 text arguments).
    bool takeLine(std::size_t maxLength, std::string_view& out);

    // Reports the final position (a complete read shows 100%).
    void reportProgress();

    // Checks the cancel flag now (the model builder calls this between records); throws LoadFailure.
    void checkCancelled() const;

private:
    PickleInput(const LoadControl& control);
    // Reads a compressed input through a decoder from now on, when its first bytes say it is compressed.
    void startDecoding(Compression compression, RawByteSource raw);
    bool advanceDecodedWindow(std::uint64_t newOffset);
    void checkDecompressedSize(std::uint64_t decompressed) const;
    int nextFromNewWindow();
    bool takeAcrossWindows(std::uint64_t count, std::string_view& out);
    // Moves the window to the next chunk; false at the end of the input.
    bool advanceWindow();
    void reportReadProgress();

    const LoadControl* m_control;
    RawByteSource::File m_file;
    std::unique_ptr<ByteSource> m_decoder; // a compressed input's decompressor
    bool m_decoderFinished = false;
    bool m_legacyTorchSave = false;
    std::vector<char> m_buffer;   // the file's current chunk
    std::string_view m_memory;    // the whole input, for memory sources
    const char* m_windowBegin = nullptr;
    const char* m_pos = nullptr;
    const char* m_end = nullptr;
    std::uint64_t m_windowOffset = 0; // offset of m_windowBegin in the input
    std::uint64_t m_total = 0;
    std::string m_scratch; // holds a value that straddles windows
};

} // namespace gml
