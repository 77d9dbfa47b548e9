#include "util/ByteFormat.h"
#include "util/JsonReader.h"
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

BOOST_AUTO_TEST_CASE(json_reader_reads_values_exactly_with_their_lines)
{
    const auto document = gml::JsonReader::parse(
        "\xEF\xBB\xBF{\"capacity_bytes\": 8589934592,\n \"name\": \"a\\u00e9\\ud83d\\ude00\\n\",\n"
        " \"ops\": [1.5, -2, true, null, {}, []]}");
    BOOST_TEST_REQUIRE(document.ok(), (document.ok() ? std::string() : document.error().message));
    const gml::JsonValue& root = document.value();
    BOOST_TEST(root.member("capacity_bytes")->asUnsigned().value() == 8589934592ull);
    BOOST_TEST(root.member("name")->text() == "a\xC3\xA9\xF0\x9F\x98\x80\n");
    BOOST_TEST(root.member("name")->line() == 2);
    const auto& ops = root.member("ops")->items();
    BOOST_TEST_REQUIRE(ops.size() == 6u);
    BOOST_TEST(ops[0].asDouble() == 1.5);
    BOOST_TEST(!ops[0].asInteger().has_value());
    BOOST_TEST(ops[1].asInteger().value() == -2);
    BOOST_TEST(!ops[1].asUnsigned().has_value());
    BOOST_TEST(ops[2].asBool());
    BOOST_TEST(ops[3].isNull());
    BOOST_TEST(ops[4].isObject());
    BOOST_TEST(ops[5].line() == 3);
    BOOST_TEST(root.member("missing") == nullptr);
}

BOOST_AUTO_TEST_CASE(json_reader_names_the_line_and_column_of_what_is_wrong)
{
    const std::pair<const char*, const char*> cases[] = {
        {"{\"a\": 1,\n \"b\": 2,}", "line 2, column 9: expected a member's name"},
        {"{\"a\": 1 \"b\": 2}", "line 1, column 9: expected ',' or '}'"},
        {"[1, 2", "line 1, column 6: the document ends inside a list"},
        {"{\"a\": 1, \"a\": 2}", "appears twice"},
        {"{\"a\": \"open\n}", "line 1, column 12: a string runs past the end of its line"},
        {"[01]", "expected ',' or ']'"},
        {"[1.]", "expected a digit after '.'"},
        {"nul", "expected a value"},
        {"{} {}", "unexpected text after the end"},
        {"\"\\ud800\"", "low surrogate"},
        {"", "ends where a value was expected"},
        {"// comment\n{}", "line 1, column 1: expected a value"},
    };
    for (const auto& [text, expected] : cases) {
        const auto document = gml::JsonReader::parse(text);
        BOOST_TEST_REQUIRE(!document.ok(), text);
        BOOST_TEST(document.error().message.find(expected) != std::string::npos,
                   text << " -> " << document.error().message);
    }
    // A hostile file nesting a hundred thousand lists is refused, not a stack overflow.
    const std::string deep(100000, '[');
    const auto document = gml::JsonReader::parse(deep);
    BOOST_TEST_REQUIRE(!document.ok());
    BOOST_TEST(document.error().message.find("nests deeper") != std::string::npos, document.error().message);
}
