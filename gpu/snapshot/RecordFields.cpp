#include "snapshot/RecordFields.h"

namespace gml {

RecordFields::RecordFields(const PickleDocument& document, std::span<const char* const> names)
    : m_document(&document), m_names(names.begin(), names.end())
{
    for (std::size_t slot = 0; slot < m_names.size(); ++slot) {
        const auto id = document.strings().find(m_names[slot]);
        if (!id)
            continue; // no dict in this file can have that key
        if (*id >= m_slotOfString.size())
            m_slotOfString.resize(*id + 1, -1);
        m_slotOfString[*id] = static_cast<std::int8_t>(slot);
    }
}

void RecordFields::collect(PickleRef dict, PickleRef* slots) const
{
    for (std::size_t slot = 0; slot < m_names.size(); ++slot)
        slots[slot] = kNoPickleRef;
    const PickleDocument& document = *m_document;
    document.forEachRun(dict, [&](const PickleRef* data, std::uint32_t count) {
        for (std::uint32_t i = 0; i + 1 < count; i += 2) {
            const PickleRef key = data[i];
            if (PickleDocument::isImmediate(key))
                continue;
            const PickleNode& node = document.node(key);
            if (node.type != PickleType::String || node.a >= m_slotOfString.size())
                continue;
            if (const int slot = m_slotOfString[node.a]; slot >= 0)
                slots[slot] = data[i + 1];
        }
    });
}

} // namespace gml
