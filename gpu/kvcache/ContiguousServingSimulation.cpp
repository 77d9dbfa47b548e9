#include "kvcache/ContiguousServingSimulation.h"

#include "kvcache/ContiguousKvPool.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace gml {

std::uint64_t contiguousReservation(KvAllocationPolicy policy, const KvRequest& request, std::uint32_t maxLength)
{
    switch (policy) {
    case KvAllocationPolicy::OrcaMax: return std::max<std::uint64_t>(maxLength, request.totalLength());
    case KvAllocationPolicy::OrcaPow2: return std::bit_ceil(std::uint64_t{request.totalLength()});
    case KvAllocationPolicy::OrcaOracle:
    case KvAllocationPolicy::Paged: return request.totalLength();
    }
    return request.totalLength();
}

namespace {

struct RunningRequest
{
    std::uint64_t offset;
    std::uint64_t reserved;
    std::uint32_t length;
    std::uint32_t finalLength;
};

} // namespace

KvCacheResult<KvServingReport> simulateContiguousServing(KvAllocationPolicy policy, std::span<const KvRequest> requests,
                                                         std::uint64_t capacitySlots, std::uint32_t maxLength)
{
    if (policy == KvAllocationPolicy::Paged)
        return KvCacheError{KvCacheErrorCode::InvalidArgument, "the contiguous simulation runs Orca's policies only"};
    for (const KvRequest& request : requests)
        if (contiguousReservation(policy, request, maxLength) > capacitySlots)
            return KvCacheError{KvCacheErrorCode::InvalidArgument,
                                std::string(kvAllocationPolicyLabel(policy)) + " reserves " +
                                    std::to_string(contiguousReservation(policy, request, maxLength)) +
                                    " slots for request " + std::to_string(request.id) + ", more than the pool's " +
                                    std::to_string(capacitySlots)};

    KvServingReport report;
    report.policy = policy;
    KvWasteTally tally;
    ContiguousKvPool pool(capacitySlots);
    std::vector<RunningRequest> running;
    std::size_t nextRequest = 0;
    std::uint64_t now = 0;
    std::uint64_t runningSum = 0;
    while (nextRequest < requests.size() || !running.empty()) {
        if (running.empty() && requests[nextRequest].arrivalStep > now)
            now = requests[nextRequest].arrivalStep; // idle until the next arrival: no step runs

        // Decode first for the requests already running, so that admissions below hold only their prompt.
        for (RunningRequest& request : running)
            ++request.length;
        report.generatedTokens += running.size();
        bool waiting = false;
        while (nextRequest < requests.size() && requests[nextRequest].arrivalStep <= now) {
            const KvRequest& request = requests[nextRequest];
            const std::uint64_t reserved = contiguousReservation(policy, request, maxLength);
            const auto offset = pool.allocate(reserved);
            if (!offset) {
                waiting = true; // first come, first served: the ones behind it wait too
                break;
            }
            running.push_back({*offset, reserved, request.promptLength, request.totalLength()});
            ++nextRequest;
        }

        std::uint64_t tokens = 0;
        std::uint64_t reservation = 0;
        std::uint64_t internal = 0;
        for (const RunningRequest& request : running) {
            tokens += request.length;
            reservation += request.finalLength - request.length;
            internal += request.reserved - request.finalLength;
        }
        const std::uint64_t tail = pool.capacity() - pool.highWater();
        tally.addStep(tokens, reservation, internal, pool.gapSlots() + (waiting ? tail : 0));
        report.peakRunning = std::max(report.peakRunning, static_cast<std::uint32_t>(running.size()));
        runningSum += running.size();
        ++report.steps;

        std::erase_if(running, [&](const RunningRequest& request) {
            if (request.length < request.finalLength)
                return false;
            pool.release(request.offset);
            ++report.finished;
            return true;
        });
        ++now;
    }
    report.waste = tally.shares();
    report.meanRunning = report.steps ? static_cast<double>(runningSum) / static_cast<double>(report.steps) : 0.0;
    return report;
}

} // namespace gml
