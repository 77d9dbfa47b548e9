#pragma once

#include "snapshot/PickleDocument.h"

#include <cstdint>
#include <span>
#include <vector>

namespace gml {

// The known keys of one kind of record (a segment, a block, a trace event), looked up in one pass over a dict:
// each key's interned string id maps straight to the slot of that field.
class RecordFields
{
public:
    RecordFields(const PickleDocument& document, std::span<const char* const> names);

    std::size_t size() const { return m_names.size(); }
    const char* name(std::size_t slot) const { return m_names[slot]; }

    // Fills slots[0..size()) with the dict's values for the known keys (kNoPickleRef when absent; the last
    // one when a key repeats, as Python keeps). Other keys are ignored: newer PyTorch adds fields.
    void collect(PickleRef dict, PickleRef* slots) const;

private:
    const PickleDocument* m_document;
    std::vector<const char*> m_names;
    std::vector<std::int8_t> m_slotOfString; // pickle string id -> slot, -1 for other strings
};

} // namespace gml
