#include "kvcache/PrefixHash.h"

namespace gml {

namespace {

// splitmix64's finalizer: every input bit affects every output bit, and it is the same on every platform
// (std::hash is not), so traces and tests are reproducible.
std::uint64_t mix(std::uint64_t value)
{
    value ^= value >> 30;
    value *= 0xbf58476d1ce4e5b9ULL;
    value ^= value >> 27;
    value *= 0x94d049bb133111ebULL;
    value ^= value >> 31;
    return value;
}

} // namespace

std::uint64_t prefixBlockHash(std::uint64_t parentHash, std::span<const std::int32_t> tokens, std::uint64_t extras)
{
    std::uint64_t hash = mix(parentHash + 0x632be59bd9b4e019ULL);
    for (const std::int32_t token : tokens)
        hash = mix(hash ^ static_cast<std::uint32_t>(token));
    hash = mix(hash ^ mix(extras + tokens.size()));
    return hash;
}

} // namespace gml
