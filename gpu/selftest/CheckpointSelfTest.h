#pragma once

#include "device/Device.h"

#include <string>

namespace gml::selftest {

// Activation checkpointing on the real GPU: the executor's MLP step runs with the CUDA kernels, its
// activations allocated by the caching allocator in device memory, under every schedule of the library; each
// must reproduce store-all's gradients (max relative error <= 1e-6), its measured peak must equal the
// schedule's prediction, and with preserve_rng_state off the recomputed masks must break the gradients.
void checkCheckpointExecutor(Device& device, void (*check)(bool condition, const std::string& what));

} // namespace gml::selftest
