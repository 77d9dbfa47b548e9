#pragma once

#include "kvcache/KvServingReport.h"

#include <cstdint>
#include <span>

namespace gml {

// Orca-style serving on a contiguous KV pool of `capacitySlots` token slots: first-come-first-served
// admission (a request that does not fit blocks the ones behind it), one region per request reserved at
// admission (by `policy`: Max, Pow2 or Oracle; not Paged), one token per running request per step, the region
// given back when the request finishes. Nothing is ever preempted: the reservation guarantees growth.
//
// A step: admit, decode (each request admitted earlier appends one token; a request admitted now holds its
// prompt), sample the waste (see KvWasteTally; external = gaps between regions, plus, while a request waits
// because nothing fits it, the free space after the last region), then free the finished requests.
KvCacheResult<KvServingReport> simulateContiguousServing(KvAllocationPolicy policy, std::span<const KvRequest> requests,
                                                         std::uint64_t capacitySlots, std::uint32_t maxLength = 2048);

// Slots the policy reserves for a request: 2048, the next power of two of its length, or its length.
std::uint64_t contiguousReservation(KvAllocationPolicy policy, const KvRequest& request, std::uint32_t maxLength);

} // namespace gml
