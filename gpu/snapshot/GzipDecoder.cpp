#include "snapshot/GzipDecoder.h"

#include "snapshot/LoadFailure.h"

#include <algorithm>
#include <limits>
#include <new>

#if GML_HAVE_ZLIB
#include <zlib.h>
#endif

namespace gml {

#if GML_HAVE_ZLIB

namespace {
// windowBits 15 with 16 added: the gzip format only (a raw zlib stream is not what .gz files hold).
constexpr int kGzipWindowBits = 15 + 16;
// Negative: deflate data with no header or trailer, as a zip member holds it.
constexpr int kRawDeflateWindowBits = -15;
constexpr unsigned char kGzipFirstByte = 0x1f;
} // namespace

struct GzipDecoder::Stream
{
    z_stream z{};
    bool initialized = false;
    ~Stream()
    {
        if (initialized)
            inflateEnd(&z);
    }
};

bool GzipDecoder::available()
{
    return true;
}

std::unique_ptr<ByteSource> GzipDecoder::open(RawByteSource input)
{
    return std::unique_ptr<ByteSource>(new GzipDecoder(std::move(input), true));
}

std::unique_ptr<ByteSource> GzipDecoder::openRawDeflate(RawByteSource input)
{
    return std::unique_ptr<ByteSource>(new GzipDecoder(std::move(input), false));
}

GzipDecoder::GzipDecoder(RawByteSource input, bool gzipFraming)
    : m_input(std::move(input)), m_stream(std::make_unique<Stream>()), m_gzipFraming(gzipFraming)
{
    if (inflateInit2(&m_stream->z, gzipFraming ? kGzipWindowBits : kRawDeflateWindowBits) != Z_OK)
        throw std::bad_alloc();
    m_stream->initialized = true;
}

std::size_t GzipDecoder::read(char* out, std::size_t capacity)
{
    if (m_finished || capacity == 0)
        return 0;
    z_stream& z = m_stream->z;
    z.next_out = reinterpret_cast<Bytef*>(out);
    z.avail_out = static_cast<uInt>(std::min<std::size_t>(capacity, std::numeric_limits<uInt>::max()));
    const uInt wanted = z.avail_out;
    while (z.avail_out > 0) {
        if (m_pending.empty())
            m_pending = m_input.next(); // stays empty at the end of the file
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(m_pending.data()));
        z.avail_in = static_cast<uInt>(m_pending.size());
        const uInt roomBefore = z.avail_out;
        const bool endOfFile = m_pending.empty(); // the file has nothing more to give
        const int status = inflate(&z, Z_NO_FLUSH);
        m_pending.remove_prefix(m_pending.size() - z.avail_in);
        if (status == Z_STREAM_END) {
            // Another member may follow; anything else after the data is ignored, as gzip -d does.
            if (m_pending.empty() && m_gzipFraming)
                m_pending = m_input.next();
            if (m_gzipFraming && !m_pending.empty()
                && static_cast<unsigned char>(m_pending.front()) == kGzipFirstByte) {
                inflateReset(&z);
                continue;
            }
            m_finished = true;
            break;
        }
        if (status == Z_OK || status == Z_BUF_ERROR) {
            // zlib holds no more output and the file has no more input: the data stops short of its end.
            if (endOfFile && z.avail_out == roomBefore) {
                if (z.avail_out < wanted)
                    break; // hand over what came out; the next read reports the truncation
                failTruncated();
            }
            continue;
        }
        if (status == Z_MEM_ERROR)
            throw std::bad_alloc();
        failDamaged(z.msg);
    }
    return wanted - z.avail_out;
}

#else

struct GzipDecoder::Stream
{
};

bool GzipDecoder::available()
{
    return false;
}

std::unique_ptr<ByteSource> GzipDecoder::open(RawByteSource)
{
    throw LoadFailure("this file is gzip-compressed; this build cannot read gzip");
}

std::unique_ptr<ByteSource> GzipDecoder::openRawDeflate(RawByteSource)
{
    throw LoadFailure("the snapshot in this zip archive is deflated; this build cannot read deflate data");
}

GzipDecoder::GzipDecoder(RawByteSource input, bool gzipFraming)
    : m_input(std::move(input)), m_gzipFraming(gzipFraming)
{
}

std::size_t GzipDecoder::read(char*, std::size_t)
{
    return 0;
}

#endif

GzipDecoder::~GzipDecoder() = default;

std::string GzipDecoder::dataName() const
{
    return m_gzipFraming ? "the gzip-compressed file" : "the zip archive's deflated snapshot";
}

void GzipDecoder::failDamaged(const char* reason) const
{
    const std::uint64_t at = m_input.bytesRead() - m_pending.size();
    throw LoadFailure(dataName() + " is damaged near byte " + std::to_string(at) + " ("
                      + (reason ? reason : "zlib gives no reason") + "): it cannot be decompressed");
}

void GzipDecoder::failTruncated() const
{
    throw LoadFailure(dataName() + " ends at byte " + std::to_string(m_input.totalBytes())
                      + " before its compressed data does: it is truncated");
}

} // namespace gml
