#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gml {

// Each distinct string once, named by a 32-bit id. Snapshots repeat the same file names, function names and
// dict keys hundreds of thousands of times; interning turns each into an id that compares in one instruction.
// Text lives in large blocks that never move, so views handed out stay valid for the pool's lifetime.
class StringPool
{
public:
    StringPool() = default;
    StringPool(StringPool&&) noexcept = default;
    StringPool& operator=(StringPool&&) noexcept = default;

    std::uint32_t intern(std::string_view text);
    // The id of `text` if it was ever interned.
    std::optional<std::uint32_t> find(std::string_view text) const;
    std::string_view view(std::uint32_t id) const { return m_views[id]; }
    std::size_t size() const { return m_views.size(); }
    std::uint64_t bytesHeld() const { return m_bytesHeld; }

private:
    std::string_view store(std::string_view text);

    std::vector<std::unique_ptr<char[]>> m_blocks;
    char* m_free = nullptr;
    std::size_t m_freeBytes = 0;
    std::vector<std::string_view> m_views;
    std::unordered_map<std::string_view, std::uint32_t> m_ids;
    std::uint64_t m_bytesHeld = 0;
};

} // namespace gml
