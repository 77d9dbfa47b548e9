#include "trace/AllocatorEventCodec.h"

namespace gml {

namespace {

// `value` in 512-byte units, if it is a whole number of them and the number has at most `bits` bits.
bool fitsUnits(std::uint64_t value, unsigned bits)
{
    return (value & 511) == 0 && (value >> 9) >> bits == 0;
}

} // namespace

AllocatorEventCodec::Stored AllocatorEventCodec::encode(const AllocatorEvent& event)
{
    const bool fits = static_cast<unsigned>(event.kind) < 16 && static_cast<unsigned>(event.reason) < 32 &&
                      static_cast<unsigned>(event.pool) < 2 && event.stream <= kStreamMask &&
                      (event.flags & ~0x7) == 0 && fitsUnits(event.size, 32) &&
                      fitsUnits(event.address, 40) && fitsUnits(event.detail, 24) &&
                      fitsUnits(event.detail2, 24) && (event.requested >> 40) == 0;
    if (!fits) {
        m_whole.push_back(event);
        return Stored{{kWholeBit, m_whole.size() - 1, 0, 0}};
    }
    const std::uint64_t head =
        static_cast<std::uint64_t>(event.kind) | static_cast<std::uint64_t>(event.reason) << 4 |
        static_cast<std::uint64_t>(event.flags & 0x7) << 9 | static_cast<std::uint64_t>(event.pool) << 12 |
        std::uint64_t{event.stream} << 14 | std::uint64_t{event.segment} << 32;
    return Stored{{head, std::uint64_t{event.count} | (event.size >> kUnitShift) << 32,
                   (event.address >> kUnitShift) | (event.detail >> kUnitShift) << 40,
                   event.requested | (event.detail2 >> kUnitShift) << 40}};
}

} // namespace gml
