#pragma once

#include <cstdint>

namespace gml {

// The caching allocator's two pools: requests up to 1 MiB (rounded) share 2 MiB segments in the small pool,
// everything larger goes to the large pool. Kept apart so that small tensors cannot fragment large segments.
enum class PoolKind : std::uint8_t { Small = 0, Large = 1 };

// "small_pool" / "large_pool": the names torch.cuda.memory_stats() uses.
inline const char* poolStatName(PoolKind pool)
{
    return pool == PoolKind::Small ? "small_pool" : "large_pool";
}

// "small" / "large": for sentences.
inline const char* poolName(PoolKind pool)
{
    return pool == PoolKind::Small ? "small" : "large";
}

// A CUDA stream, as the allocator sees it: a number. Stream 0 is the default stream.
using StreamId = std::uint32_t;

} // namespace gml
