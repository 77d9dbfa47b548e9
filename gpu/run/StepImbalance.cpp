#include "run/StepImbalance.h"

namespace gml {

std::vector<StepImbalance> computeStepImbalance(const std::vector<RunEntry>& entries)
{
    std::vector<StepImbalance> steps;
    for (const RunEntry& entry : entries) {
        StepImbalance* step = nullptr;
        for (StepImbalance& candidate : steps)
            if (candidate.step == entry.step && candidate.outOfMemoryExit == entry.outOfMemoryExit)
                step = &candidate;
        if (step == nullptr) {
            step = &steps.emplace_back();
            step->step = entry.step;
            step->outOfMemoryExit = entry.outOfMemoryExit;
        }
        const std::uint64_t peak = entry.peakAllocatedBytes;
        if (step->entryCount == 0 || peak > step->maxPeakAllocatedBytes) {
            step->maxPeakAllocatedBytes = peak;
            step->maxRank = entry.rank;
            step->maxDevice = entry.device;
        }
        if (step->entryCount == 0 || peak < step->minPeakAllocatedBytes) {
            step->minPeakAllocatedBytes = peak;
            step->minRank = entry.rank;
            step->minDevice = entry.device;
        }
        ++step->entryCount;
    }
    for (StepImbalance& step : steps)
        if (step.minPeakAllocatedBytes > 0)
            step.ratio = static_cast<double>(step.maxPeakAllocatedBytes) /
                         static_cast<double>(step.minPeakAllocatedBytes);
    return steps;
}

} // namespace gml
