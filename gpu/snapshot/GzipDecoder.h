#pragma once

#include "snapshot/ByteSource.h"
#include "snapshot/RawByteSource.h"

#include <memory>
#include <string>
#include <string_view>

namespace gml {

// A gzip file (snapshot.pickle.gz) decompressed as it is read, through zlib, one output window at a time.
// Several members one after another (gzip a b > c, pigz --independent) are read as one stream, as gzip -d
// does. A deflated zip member is the same deflate data without gzip's header and trailer (openRawDeflate). zlib is on every desktop this project builds for, but gpu/ also builds without its headers (a bare
// GPU server): available() is then false and open() refuses the file saying so.
class GzipDecoder final : public ByteSource
{
public:
    static bool available();
    // Throws LoadFailure when this build has no zlib.
    static std::unique_ptr<ByteSource> open(RawByteSource input);
    // The deflate data of one zip member, which ends where its compressed size says.
    static std::unique_ptr<ByteSource> openRawDeflate(RawByteSource input);

    ~GzipDecoder() override;
    GzipDecoder(const GzipDecoder&) = delete;
    GzipDecoder& operator=(const GzipDecoder&) = delete;

    std::size_t read(char* out, std::size_t capacity) override;
    std::uint64_t fileBytesRead() const override { return m_input.bytesRead(); }
    std::uint64_t fileBytesTotal() const override { return m_input.totalBytes(); }

private:
    GzipDecoder(RawByteSource input, bool gzipFraming);
    struct Stream; // zlib's state, kept out of this header so that it builds without zlib.h

    // What the data is, for messages: a .gz file, or a zip member.
    std::string dataName() const;
    [[noreturn]] void failDamaged(const char* reason) const;
    [[noreturn]] void failTruncated() const;

    RawByteSource m_input;
    std::string_view m_pending; // input read from the file that zlib has not consumed yet
    std::unique_ptr<Stream> m_stream;
    bool m_gzipFraming; // false: raw deflate, one stream and no more members
    bool m_finished = false;
};

} // namespace gml
