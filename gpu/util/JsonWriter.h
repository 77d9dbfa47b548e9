#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// A streaming writer for the command-line program's one-object JSON output. Keeps a stack of open
// containers so commas and keys come out right without the callers tracking them.
class JsonWriter
{
public:
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);

    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(bool flag);
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(std::uint64_t number);
    JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
    JsonWriter& value(double number);
    JsonWriter& null();

    template <typename T> JsonWriter& field(std::string_view name, const T& v) { return key(name).value(v); }

    const std::string& text() const { return m_text; }

    static std::string escape(std::string_view text);

private:
    void beforeValue();

    std::string m_text;
    // One entry per open container: true while it has no element yet.
    std::vector<bool> m_empty;
    bool m_afterKey = false;
};

} // namespace gml
