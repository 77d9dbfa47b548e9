#pragma once

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointExecution.h"
#include "checkpoint/CheckpointResult.h"
#include "checkpoint/CheckpointSchedule.h"
#include "checkpoint/MlpKernels.h"
#include "device/Device.h"

#include <memory>
#include <vector>

namespace gml {

struct MlpExecutorConfig
{
    MlpShape shape;               // batch 32, width 128, dropout 0.1: a step takes milliseconds on a CPU
    std::uint32_t layers = 16;
    bool preserveRngState = true; // torch.utils.checkpoint's preserve_rng_state
    std::uint64_t dataSeed = 2016; // weights, input and target
};

// Runs a real training step (forward, loss, backward) of an N-layer MLP with dropout under a schedule: on the
// CPU for the simulated device, with CUDA kernels on a GPU. Activations (layer inputs, pre-activations,
// dropout masks) are allocated through a fresh CachingAllocator on the device for each step, so the memory
// reported is measured: the allocator's allocated bytes after every operation and its peak. Weights,
// gradients and per-layer temporaries (an unsaved forward's internals, the gradient flowing down) live in
// buffers taken from the device directly, outside the allocator, so its peak is the activation peak the
// schedule predicts: the executor checks that claim byte for byte.
//
// Dropout draws from a seed-and-offset generator (DropoutMaskHash.h). A layer's first forward remembers the
// offset it drew at; with preserveRngState a recomputation draws from that offset again and gets the same
// mask; without it, it draws from wherever the generator has got to, so its mask differs and so do the
// gradients (the pitfall PyTorch's preserve_rng_state exists for).
class CheckpointExecutor
{
public:
    static CheckpointResult<std::unique_ptr<CheckpointExecutor>> create(Device& device, MlpExecutorConfig config = {});
    ~CheckpointExecutor();
    CheckpointExecutor(const CheckpointExecutor&) = delete;
    CheckpointExecutor& operator=(const CheckpointExecutor&) = delete;

    // The MLP as the schedules see it: input = batch x width doubles, saved = input + pre-activation + mask
    // (one byte per element), selective = input + pre-activation (the mask is redrawn).
    CheckpointChain chain() const;
    const MlpExecutorConfig& config() const { return m_config; }
    void setPreserveRngState(bool preserve) { m_config.preserveRngState = preserve; }

    // Runs one step under `schedule`, which must be a schedule of chain().
    CheckpointResult<CheckpointExecution> run(const CheckpointSchedule& schedule);

private:
    CheckpointExecutor(Device& device, MlpExecutorConfig config, std::unique_ptr<MlpKernels> kernels);
    CheckpointResult<std::uint64_t> deviceBuffer(std::uint64_t bytes);
    std::string initialise();

    Device& m_device;
    MlpExecutorConfig m_config;
    std::unique_ptr<MlpKernels> m_kernels;
    std::vector<std::uint64_t> m_buffers; // everything taken from the device directly, released at the end
    std::vector<std::uint64_t> m_weights, m_biases, m_weightGrads, m_biasGrads;
    std::uint64_t m_input = 0, m_target = 0, m_output = 0, m_scratchZ = 0, m_scratchMask = 0, m_scratchY = 0;
    std::uint64_t m_gradients[2] = {0, 0};
    std::uint64_t m_gradPre = 0;
};

} // namespace gml
