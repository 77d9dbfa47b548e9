#pragma once

#include <cstdint>
#include <span>

namespace gml {

// The prefix-caching key of one full block (vLLM v1): it chains the parent block's hash, the block's own
// tokens and extras (a LoRA id, an image's hash, a cache salt), so equal keys mean equal tokens from the
// start of the sequence up to the block's end. The first block's parent is kNoParentHash.
inline constexpr std::uint64_t kNoParentHash = 0x9e3779b97f4a7c15ULL;

std::uint64_t prefixBlockHash(std::uint64_t parentHash, std::span<const std::int32_t> tokens, std::uint64_t extras);

} // namespace gml
