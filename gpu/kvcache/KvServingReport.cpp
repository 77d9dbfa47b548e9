#include "kvcache/KvServingReport.h"

namespace gml {

const char* kvAllocationPolicyKey(KvAllocationPolicy policy)
{
    switch (policy) {
    case KvAllocationPolicy::Paged: return "paged";
    case KvAllocationPolicy::OrcaMax: return "max";
    case KvAllocationPolicy::OrcaPow2: return "pow2";
    case KvAllocationPolicy::OrcaOracle: return "oracle";
    }
    return "unknown";
}

const char* kvAllocationPolicyLabel(KvAllocationPolicy policy)
{
    switch (policy) {
    case KvAllocationPolicy::Paged: return "vLLM (paged)";
    case KvAllocationPolicy::OrcaMax: return "Orca (Max)";
    case KvAllocationPolicy::OrcaPow2: return "Orca (Pow2)";
    case KvAllocationPolicy::OrcaOracle: return "Orca (Oracle)";
    }
    return "unknown";
}

KvCacheStatus checkRequestsFit(std::span<const KvRequest> requests, std::uint64_t capacitySlots, const std::string& what)
{
    for (const KvRequest& request : requests)
        if (request.totalLength() > capacitySlots)
            return KvCacheError{KvCacheErrorCode::InvalidArgument,
                                "request " + std::to_string(request.id) + " needs " +
                                    std::to_string(request.totalLength()) + " tokens of KV cache, more than the " +
                                    std::to_string(capacitySlots) + " that fit " + what};
    return Done{};
}

} // namespace gml
