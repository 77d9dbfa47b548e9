#include "kvcache/KvWorkload.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gml {

namespace {

// splitmix64: small, fast and identical everywhere.
class DeterministicRandom
{
public:
    explicit DeterministicRandom(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in (0, 1): never 0, so logarithms are safe.
    double uniform() { return (static_cast<double>(next() >> 11) + 0.5) * 0x1.0p-53; }
    double normal() // Box-Muller
    {
        const double radius = std::sqrt(-2.0 * std::log(uniform()));
        return radius * std::cos(2.0 * std::numbers::pi * uniform());
    }

private:
    std::uint64_t m_state;
};

std::uint32_t logNormalLength(DeterministicRandom& random, double mean, double sigma, std::uint32_t cap)
{
    // E[exp(N(mu, sigma^2))] = exp(mu + sigma^2 / 2): choose mu so the mean comes out as asked.
    const double mu = std::log(std::max(mean, 1.0)) - sigma * sigma / 2.0;
    const double length = std::round(std::exp(mu + sigma * random.normal()));
    return static_cast<std::uint32_t>(std::clamp(length, 1.0, static_cast<double>(cap)));
}

} // namespace

KvCacheResult<KvWorkloadConfig> kvWorkloadPreset(std::string_view name, std::uint64_t seed)
{
    if (name == "sharegpt")
        return KvWorkloadConfig{"sharegpt", 161.3, 338.0, 1.0, 2048, 1.0, seed};
    if (name == "alpaca")
        return KvWorkloadConfig{"alpaca", 19.3, 58.5, 0.8, 2048, 4.0, seed};
    return KvCacheError{KvCacheErrorCode::InvalidArgument,
                        "unknown workload '" + std::string(name) + "': use sharegpt or alpaca"};
}

std::vector<KvRequest> generateKvRequests(const KvWorkloadConfig& config, std::size_t count)
{
    DeterministicRandom random(config.seed);
    std::vector<KvRequest> requests;
    requests.reserve(count);
    double clock = 0.0;
    const std::uint32_t cap = std::max<std::uint32_t>(config.maxLength, 2);
    for (std::size_t i = 0; i < count; ++i) {
        KvRequest request;
        request.id = static_cast<std::uint32_t>(i);
        request.arrivalStep = static_cast<std::uint64_t>(clock);
        request.promptLength = logNormalLength(random, config.meanPromptLength, config.lengthSpread, cap - 1);
        request.outputLength = logNormalLength(random, config.meanOutputLength, config.lengthSpread,
                                               cap - request.promptLength);
        requests.push_back(request);
        if (config.requestsPerStep > 0)
            clock += -std::log(random.uniform()) / config.requestsPerStep; // exponential gaps: Poisson arrivals
    }
    return requests;
}

} // namespace gml
