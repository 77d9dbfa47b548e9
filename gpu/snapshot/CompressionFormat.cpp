#include "snapshot/CompressionFormat.h"

#include "snapshot/GzipDecoder.h"
#include "snapshot/ZstdDecoder.h"

namespace gml {

Compression CompressionFormat::detect(std::string_view firstBytes)
{
    if (firstBytes.starts_with("\x1f\x8b"))
        return Compression::Gzip;
    if (firstBytes.starts_with("\x28\xb5\x2f\xfd"))
        return Compression::Zstd;
    return Compression::None;
}

std::unique_ptr<ByteSource> CompressionFormat::open(Compression compression, RawByteSource input)
{
    switch (compression) {
    case Compression::Gzip:
        return GzipDecoder::open(std::move(input));
    case Compression::Zstd:
        return ZstdDecoder::open(std::move(input));
    case Compression::ZipDeflate:
        return GzipDecoder::openRawDeflate(std::move(input));
    case Compression::None:
        break;
    }
    return nullptr;
}

} // namespace gml
