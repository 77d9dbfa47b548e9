#pragma once

#if GML_HAVE_ZLIB

#include <boost/test/unit_test.hpp>
#include <string>
#include <string_view>
#include <zlib.h>

namespace gml::test {

// Deflates `bytes` in one go through zlib. windowBits as zlib takes it: 15 + 16 writes a .gz file's framing,
// -15 the bare deflate data of a zip member.
inline std::string deflateBytes(std::string_view bytes, int windowBits)
{
    z_stream z{};
    BOOST_REQUIRE(deflateInit2(&z, 6, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY) == Z_OK);
    std::string out(deflateBound(&z, static_cast<uLong>(bytes.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    z.avail_in = static_cast<uInt>(bytes.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    BOOST_REQUIRE(deflate(&z, Z_FINISH) == Z_STREAM_END);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

inline std::string gzip(std::string_view bytes)
{
    return deflateBytes(bytes, 15 + 16);
}

inline std::string rawDeflate(std::string_view bytes)
{
    return deflateBytes(bytes, -15);
}

} // namespace gml::test

#endif
