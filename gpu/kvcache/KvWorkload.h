#pragma once

#include "kvcache/KvCacheResult.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// A request for the serving simulations: when it arrives (scheduler step), its prompt length and how many
// tokens it will generate. The simulations know the output length in advance only to classify waste
// ("reservation" vs "internal fragmentation"); the schedulers never peek at it, except Orca (Oracle), which
// is the point of that baseline.
struct KvRequest
{
    std::uint32_t id = 0;
    std::uint64_t arrivalStep = 0;
    std::uint32_t promptLength = 0;
    std::uint32_t outputLength = 0;

    std::uint32_t totalLength() const { return promptLength + outputLength; }
};

// Lengths are log-normal (most requests short, a long tail), clipped to [1, maxLength] in total; arrivals
// are a Poisson process of `requestsPerStep`. Same seed, same requests, on every platform (the generator
// does its own arithmetic instead of std::lognormal_distribution, whose output is implementation-defined).
struct KvWorkloadConfig
{
    std::string name;
    double meanPromptLength = 0;
    double meanOutputLength = 0;
    double lengthSpread = 1.0; // sigma of the log-normal
    std::uint32_t maxLength = 2048;
    double requestsPerStep = 1.0;
    std::uint64_t seed = 1;
};

// "sharegpt": long conversations (the paper's Fig. 11: mean prompt 161, output 338 tokens);
// "alpaca": short instructions (mean prompt 19, output 58). Unknown names: an error listing the two.
KvCacheResult<KvWorkloadConfig> kvWorkloadPreset(std::string_view name, std::uint64_t seed = 1);

std::vector<KvRequest> generateKvRequests(const KvWorkloadConfig& config, std::size_t count);

} // namespace gml
