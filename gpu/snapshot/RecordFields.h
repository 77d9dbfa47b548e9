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
    // Forgets the keys collect() remembers: the streamed build calls it when references are released (and
    // may then name other values).
    void forgetKeys() const { m_lastKeys.clear(); }

private:
    const PickleDocument* m_document;
    std::vector<const char*> m_names;
    std::vector<std::int8_t> m_slotOfString; // pickle string id -> slot, -1 for other strings
    // The keys of the last dict read in one run, and their slots: the records of a file repeat one dict's keys
    // (the same memoized strings), so comparing references spares looking each key up.
    mutable std::vector<PickleRef> m_lastKeys;
    mutable std::vector<std::int8_t> m_lastSlots;
};

} // namespace gml
