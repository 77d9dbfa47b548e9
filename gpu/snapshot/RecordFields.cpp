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
    const std::uint32_t firstRun = document.firstRun(dict);
    if (firstRun != PickleChildRun::kNoRun) {
        const PickleChildRun& run = document.run(firstRun);
        const std::uint32_t pairs = run.count / 2;
        if (run.next == PickleChildRun::kNoRun && pairs == m_lastKeys.size()) {
            bool same = true;
            for (std::uint32_t i = 0; i < pairs && same; ++i)
                same = run.data[2 * i] == m_lastKeys[i];
            if (same) {
                for (std::uint32_t i = 0; i < pairs; ++i)
                    if (m_lastSlots[i] >= 0)
                        slots[m_lastSlots[i]] = run.data[2 * i + 1];
                return;
            }
        }
    }
    const bool oneRun = firstRun != PickleChildRun::kNoRun && document.run(firstRun).next == PickleChildRun::kNoRun;
    if (oneRun) {
        m_lastKeys.clear();
        m_lastSlots.clear();
    }
    document.forEachRun(dict, [&](const PickleRef* data, std::uint32_t count) {
        for (std::uint32_t i = 0; i + 1 < count; i += 2) {
            const PickleRef key = data[i];
            int slot = -1;
            if (!PickleDocument::isImmediate(key)) {
                const PickleNode& node = document.node(key);
                if (node.type == PickleType::String && node.a < m_slotOfString.size())
                    slot = m_slotOfString[node.a];
            }
            if (oneRun) {
                m_lastKeys.push_back(key);
                m_lastSlots.push_back(static_cast<std::int8_t>(slot));
            }
            if (slot >= 0)
                slots[slot] = data[i + 1];
        }
    });
}

} // namespace gml
