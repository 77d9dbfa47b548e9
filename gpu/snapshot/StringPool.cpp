#include "snapshot/StringPool.h"

#include <algorithm>
#include <cstring>

namespace gml {

namespace {
constexpr std::size_t kBlockBytes = std::size_t{1} << 20;
}

std::string_view StringPool::store(std::string_view text)
{
    if (text.empty())
        return {};
    if (text.size() > m_freeBytes) {
        // A string larger than a block gets a block of its own; the current block keeps its free tail.
        const std::size_t blockBytes = std::max(kBlockBytes, text.size());
        m_blocks.push_back(std::make_unique_for_overwrite<char[]>(blockBytes));
        m_bytesHeld += blockBytes;
        if (blockBytes > kBlockBytes) {
            std::memcpy(m_blocks.back().get(), text.data(), text.size());
            return {m_blocks.back().get(), text.size()};
        }
        m_free = m_blocks.back().get();
        m_freeBytes = blockBytes;
    }
    std::memcpy(m_free, text.data(), text.size());
    const std::string_view stored(m_free, text.size());
    m_free += text.size();
    m_freeBytes -= text.size();
    return stored;
}

std::uint32_t StringPool::intern(std::string_view text)
{
    if (const auto it = m_ids.find(text); it != m_ids.end())
        return it->second;
    const std::string_view stored = store(text);
    const auto id = static_cast<std::uint32_t>(m_views.size());
    m_views.push_back(stored);
    m_ids.emplace(stored, id);
    m_bytesHeld += sizeof(std::string_view) * 3;
    return id;
}

std::optional<std::uint32_t> StringPool::find(std::string_view text) const
{
    if (const auto it = m_ids.find(text); it != m_ids.end())
        return it->second;
    return std::nullopt;
}

} // namespace gml
