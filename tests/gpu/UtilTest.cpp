#define BOOST_TEST_MODULE util
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

#include <boost/test/unit_test.hpp>

using namespace gml;

BOOST_AUTO_TEST_CASE(bytes_are_formatted_in_binary_units)
{
    BOOST_TEST(formatBytes(0) == "0 B");
    BOOST_TEST(formatBytes(512) == "512 B");
    BOOST_TEST(formatBytes(1536) == "1.5 KiB");
    BOOST_TEST(formatBytes(2 * MiB) == "2 MiB");
    BOOST_TEST(formatBytes(3 * MiB / 2) == "1.5 MiB");
    BOOST_TEST(formatBytes(141 * GiB) == "141 GiB");
    BOOST_TEST(formatBytes(80 * GiB + 1) == "80.0 GiB");
    BOOST_TEST(formatAddress(0x7f0000000000ULL) == "0x7f0000000000");
}

BOOST_AUTO_TEST_CASE(json_writer_places_commas_keys_and_escapes)
{
    JsonWriter json;
    json.beginObject()
        .field("name", "a \"quoted\"\nline")
        .field("count", std::uint64_t{18446744073709551615ULL})
        .field("ok", true)
        .field("ratio", 0.5);
    json.key("list").beginArray().value(1).value(-2).beginObject().endObject().endArray();
    json.key("none").null().endObject();
    BOOST_TEST(json.text() == "{\"name\":\"a \\\"quoted\\\"\\nline\",\"count\":18446744073709551615,\"ok\":true,"
                              "\"ratio\":0.5,\"list\":[1,-2,{}],\"none\":null}");
    BOOST_TEST(JsonWriter::escape(std::string("\x01", 1)) == "\"\\u0001\"");
}
