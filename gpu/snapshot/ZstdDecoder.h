#pragma once

#include "snapshot/ByteSource.h"
#include "snapshot/RawByteSource.h"

#include <memory>
#include <string_view>

namespace gml {

// A zstd file (snapshot.pickle.zst) decompressed as it is read, through libzstd, one output window at a time;
// several frames one after another are one stream. libzstd is optional at build time: without it, available()
// is false and open() refuses the file saying so.
class ZstdDecoder final : public ByteSource
{
public:
    static bool available();
    // Throws LoadFailure when this build has no libzstd.
    static std::unique_ptr<ByteSource> open(RawByteSource input);

    ~ZstdDecoder() override;
    ZstdDecoder(const ZstdDecoder&) = delete;
    ZstdDecoder& operator=(const ZstdDecoder&) = delete;

    std::size_t read(char* out, std::size_t capacity) override;
    std::uint64_t fileBytesRead() const override { return m_input.bytesRead(); }
    std::uint64_t fileBytesTotal() const override { return m_input.totalBytes(); }

private:
    explicit ZstdDecoder(RawByteSource input);
    struct Stream; // libzstd's state, kept out of this header so that it builds without zstd.h

    [[noreturn]] void failDamaged(const char* reason) const;
    [[noreturn]] void failTruncated() const;

    RawByteSource m_input;
    std::string_view m_pending; // input read from the file that libzstd has not consumed yet
    std::unique_ptr<Stream> m_stream;
    bool m_frameDone = false; // the last frame decoded and flushed in full
    bool m_finished = false;
};

} // namespace gml
