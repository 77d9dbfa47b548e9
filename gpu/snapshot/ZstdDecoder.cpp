#include "snapshot/ZstdDecoder.h"

#include "snapshot/LoadFailure.h"

#include <new>

#if GML_HAVE_ZSTD
#include <zstd.h>
#endif

namespace gml {

#if GML_HAVE_ZSTD

// libzstd's default window limit (2^27 bytes) stays: a frame that asks for more memory is refused as damaged,
// so a hostile file cannot make the decoder allocate more than that.
struct ZstdDecoder::Stream
{
    ZSTD_DStream* stream = ZSTD_createDStream();
    ~Stream() { ZSTD_freeDStream(stream); }
};

bool ZstdDecoder::available()
{
    return true;
}

std::unique_ptr<ByteSource> ZstdDecoder::open(RawByteSource input)
{
    return std::unique_ptr<ByteSource>(new ZstdDecoder(std::move(input)));
}

ZstdDecoder::ZstdDecoder(RawByteSource input)
    : m_input(std::move(input)), m_stream(std::make_unique<Stream>())
{
    if (!m_stream->stream)
        throw std::bad_alloc();
}

std::size_t ZstdDecoder::read(char* out, std::size_t capacity)
{
    if (m_finished || capacity == 0)
        return 0;
    ZSTD_outBuffer output{out, capacity, 0};
    while (output.pos < output.size) {
        if (m_pending.empty())
            m_pending = m_input.next(); // stays empty at the end of the file
        if (m_pending.empty() && m_frameDone) {
            m_finished = true;
            break;
        }
        ZSTD_inBuffer input{m_pending.data(), m_pending.size(), 0};
        const std::size_t producedBefore = output.pos;
        const std::size_t result = ZSTD_decompressStream(m_stream->stream, &output, &input);
        m_pending.remove_prefix(input.pos);
        if (ZSTD_isError(result))
            failDamaged(ZSTD_getErrorName(result));
        m_frameDone = result == 0;
        if (input.size == 0 && output.pos == producedBefore && !m_frameDone) {
            if (output.pos > 0)
                break; // hand over what came out; the next read reports the truncation
            failTruncated();
        }
    }
    return output.pos;
}

#else

struct ZstdDecoder::Stream
{
};

bool ZstdDecoder::available()
{
    return false;
}

std::unique_ptr<ByteSource> ZstdDecoder::open(RawByteSource)
{
    throw LoadFailure("this file is zstd-compressed; this build cannot read zstd");
}

ZstdDecoder::ZstdDecoder(RawByteSource input) : m_input(std::move(input)) {}

std::size_t ZstdDecoder::read(char*, std::size_t)
{
    return 0;
}

#endif

ZstdDecoder::~ZstdDecoder() = default;

void ZstdDecoder::failDamaged(const char* reason) const
{
    const std::uint64_t at = m_input.bytesRead() - m_pending.size();
    throw LoadFailure("the zstd-compressed file is damaged near byte " + std::to_string(at) + " (" + reason +
                      "): it cannot be decompressed");
}

void ZstdDecoder::failTruncated() const
{
    throw LoadFailure("the zstd-compressed file ends at byte " + std::to_string(m_input.totalBytes()) +
                      " before its compressed data does: it is truncated");
}

} // namespace gml
