#pragma once

#include "kvcache/KvCacheResult.h"
#include "kvcache/KvWaste.h"
#include "kvcache/KvWorkload.h"

#include <cstdint>
#include <span>
#include <string>

namespace gml {

// How KV memory is handed to requests in the serving simulations.
enum class KvAllocationPolicy : std::uint8_t {
    Paged,      // vLLM: blocks on demand
    OrcaMax,    // contiguous, reserving the maximum length (2048) for every request
    OrcaPow2,   // contiguous, reserving the next power of two of the request's true length
    OrcaOracle, // contiguous, reserving exactly the true length (knows the future)
};

// "paged", "max", "pow2", "oracle": the JSON keys.
const char* kvAllocationPolicyKey(KvAllocationPolicy policy);
// "vLLM (paged)", "Orca (Max)", ...: what a chart's legend says.
const char* kvAllocationPolicyLabel(KvAllocationPolicy policy);

// What one simulation of a request trace found.
struct KvServingReport
{
    KvAllocationPolicy policy = KvAllocationPolicy::Paged;
    KvWasteShares waste;
    std::uint64_t steps = 0;          // scheduler iterations that ran (idle gaps skipped)
    std::uint64_t finished = 0;       // requests completed
    std::uint64_t preemptions = 0;    // paged only: sequences swapped out or dropped for recompute
    std::uint64_t swapSpaceFallbacks = 0; // paged, swap only: preemptions recomputed since the swap space was full
    std::uint64_t generatedTokens = 0;
    std::uint32_t peakRunning = 0;    // largest batch
    double meanRunning = 0;           // average batch size over the steps: what throughput follows
};

// Every request must fit the pool on its own, or a simulation could never finish it. Says which does not.
KvCacheStatus checkRequestsFit(std::span<const KvRequest> requests, std::uint64_t capacitySlots,
                               const std::string& what);

} // namespace gml
