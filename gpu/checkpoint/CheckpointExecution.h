#pragma once

#include "checkpoint/CheckpointTrace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gml {

// One training step as the executor ran it: every operation with its measured time and the allocator's
// allocated bytes after it, the measured peak beside the schedule's prediction, the loss, and the gradients
// (to compare with store-all's).
struct CheckpointExecution
{
    std::string schedule;     // the schedule's name
    std::string kernels;      // "CPU (double)", "CUDA (double)"
    std::string device;       // the device's describe(), for the command line
    std::string deviceName;   // the device's own name ("NVIDIA H200"); empty for a simulated device
    std::uint64_t deviceBytes = 0; // its memory
    bool preserveRngState = true;
    CheckpointTrace trace;    // durationMs measured, liveBytes from the allocator's statistics

    std::uint64_t peakAllocatedBytes = 0; // the caching allocator's peak allocated bytes over the step
    std::uint64_t predictedPeakBytes = 0; // the schedule's peak activation bytes
    double measuredMs = 0;                // the whole step, wall time
    double loss = 0;                      // from the first forward of the last layer
    double lossAtBackward = 0;            // from the forward the backward used (differs if masks were drawn again)
    std::vector<std::vector<double>> weightGradients; // per layer, [width x width]
    std::vector<std::vector<double>> biasGradients;   // per layer, [width]
};

// max over layers of max|g - r| / max|r|, weights and biases: 0 when the step reproduced the reference bit
// for bit. (Relative to each tensor's largest entry, so entries near zero do not blow it up.)
double maxGradientRelativeError(const CheckpointExecution& run, const CheckpointExecution& reference);

} // namespace gml
