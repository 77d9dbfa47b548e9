#pragma once

#include "snapshot/PickleValue.h"

#include <cstdint>
#include <vector>

namespace gml {

// What the frame lists and frame dicts of the streamed batch being read were read as (a stack id, a frame
// index), by reference. The batch's references are dense from its first, so a vector indexed from there is
// the table; it is emptied when the batch is released and its references come to name other values.
class ReleasedValueIds
{
public:
    static constexpr std::uint32_t kNone = 0xffff'ffffu;

    // References from `first` on are released at the batch's end (kNoPickleRef: no batch).
    void begin(PickleRef first) { m_first = first; }
    void end();
    bool isReleased(PickleRef ref) const { return (ref & kImmediateIntBit) == 0 && ref >= m_first; }

    std::uint32_t find(PickleRef ref, StreamedKind kind) const;
    void set(PickleRef ref, StreamedKind kind, std::uint32_t id);
    bool find(PickleRef ref, StreamedKind& kind, std::uint32_t& id) const;

private:
    PickleRef m_first = kNoPickleRef;
    std::vector<std::uint32_t> m_ids; // by ref - m_first: 2 * id + 1 for a frame, 2 * id for a stack
};

} // namespace gml
