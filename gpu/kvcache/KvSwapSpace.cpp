#include "kvcache/KvSwapSpace.h"

#include <algorithm>

namespace gml {

KvSwapSpace::KvSwapSpace(std::uint32_t numBlocks, const PagedKvStore& shapeOf)
    : m_numBlocks(numBlocks), m_blockFloats(shapeOf.blockFloats()), m_keys(numBlocks * m_blockFloats, 0.0f),
      m_values(m_keys.size(), 0.0f)
{
}

bool KvSwapSpace::apply(const KvBlockTransfer& transfer, PagedKvStore& store)
{
    if (transfer.kind == KvBlockTransferKind::Recompute || transfer.hostBlock >= m_numBlocks ||
        transfer.physical >= store.numBlocks() || store.blockFloats() != m_blockFloats)
        return false;
    float* hostKeys = &m_keys[std::size_t{transfer.hostBlock} * m_blockFloats];
    float* hostValues = &m_values[std::size_t{transfer.hostBlock} * m_blockFloats];
    float* deviceKeys = store.blockKeys(transfer.physical);
    float* deviceValues = store.blockValues(transfer.physical);
    if (transfer.kind == KvBlockTransferKind::SwapOut) {
        std::copy(deviceKeys, deviceKeys + m_blockFloats, hostKeys);
        std::copy(deviceValues, deviceValues + m_blockFloats, hostValues);
    } else {
        std::copy(hostKeys, hostKeys + m_blockFloats, deviceKeys);
        std::copy(hostValues, hostValues + m_blockFloats, deviceValues);
    }
    return true;
}

} // namespace gml
