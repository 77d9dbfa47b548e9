#include "allocator/AllocationRules.h"

#include <bit>

namespace gml {

std::uint64_t AllocationRules::nextPowerOfTwoDivision(std::uint64_t size, std::uint32_t divisions)
{
    if (std::has_single_bit(size) || divisions < 2)
        return size;
    const std::uint64_t floor = std::bit_floor(size);
    const std::uint64_t step = floor >> (std::bit_width(divisions) - 1);
    if (step == 0)
        return floor << 1;
    const std::uint64_t roundedDown = size & ~(step - 1);
    return roundedDown == size ? size : roundedDown + step;
}

std::uint64_t AllocationRules::roundSize(std::uint64_t size) const
{
    if (size < kMinBlockSize)
        return kMinBlockSize;
    const std::uint32_t divisions = m_config->divisionsFor(size);
    // PyTorch steps by divisions only where a step is larger than the 512 B granularity: a size up to
    // 512 * d keeps plain 512 B rounding (so 1200 B with 4 divisions becomes 1536 B, not 1280 B).
    if (divisions > 1 && size > kMinBlockSize * divisions)
        return nextPowerOfTwoDivision(size, divisions);
    return kMinBlockSize * ((size + kMinBlockSize - 1) / kMinBlockSize);
}

std::uint64_t AllocationRules::segmentSizeFor(std::uint64_t roundedSize)
{
    if (roundedSize <= kSmallSize)
        return kSmallBuffer;
    if (roundedSize < kMinLargeAlloc)
        return kLargeBuffer;
    return kRoundLarge * ((roundedSize + kRoundLarge - 1) / kRoundLarge);
}

bool AllocationRules::cachedBlockServes(std::uint64_t blockSize, std::uint64_t roundedSize) const
{
    if (roundedSize < m_config->maxSplitSize && blockSize >= m_config->maxSplitSize)
        return false;
    if (roundedSize >= m_config->maxSplitSize && blockSize >= roundedSize + m_config->maxNonSplitRounding)
        return false;
    return true;
}

bool AllocationRules::shouldSplit(std::uint64_t blockSize, std::uint64_t roundedSize, PoolKind pool) const
{
    const std::uint64_t remaining = blockSize - roundedSize;
    if (pool == PoolKind::Small || m_config->expandableSegments)
        return remaining >= kMinBlockSize;
    return roundedSize < m_config->maxSplitSize && remaining > kSmallSize;
}

} // namespace gml
