#include "selftest/CheckpointSelfTest.h"

#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/ScheduleLibrary.h"
#include "device/SimulatedDevice.h"

#include <cstdio>

namespace gml::selftest {

void checkCheckpointExecutor(Device& device, void (*check)(bool condition, const std::string& what))
{
    MlpExecutorConfig config;
    config.layers = 16;
    config.shape.batch = 64;
    config.shape.width = 256;
    auto created = CheckpointExecutor::create(device, config);
    check(created.ok(), "the checkpoint executor starts on the GPU" + (created ? "" : ": " + created.error().message));
    if (!created)
        return;
    CheckpointExecutor& executor = *created.value();
    const CheckpointChain chain = executor.chain();
    auto reference = executor.run(storeAllSchedule(chain));
    check(reference.ok() && reference.value().kernels == "CUDA (double)",
          "store-all runs with the CUDA kernels" + (reference ? "" : ": " + reference.error().message));
    if (!reference)
        return;

    // The same step on the CPU (simulated device) must give the same gradients: the kernels sum in the same order.
    SimulatedDevice simulated;
    auto cpu = CheckpointExecutor::create(simulated, config);
    if (cpu) {
        auto onCpu = cpu.value()->run(storeAllSchedule(chain));
        const double error = onCpu ? maxGradientRelativeError(reference.value(), onCpu.value()) : 1.0;
        char text[96];
        std::snprintf(text, sizeof text, "GPU gradients equal the CPU's (max relative error %.3g)", error);
        check(error <= 1e-12, text);
    }

    for (const auto& info : checkpointSchedules()) {
        auto schedule = makeCheckpointSchedule(info.name, chain);
        if (!schedule) {
            check(false, info.name + ": " + schedule.error().message);
            continue;
        }
        auto step = executor.run(schedule.value());
        if (!step) {
            check(false, info.name + " runs on the GPU: " + step.error().message);
            continue;
        }
        const double error = maxGradientRelativeError(step.value(), reference.value());
        char text[200];
        std::snprintf(text, sizeof text, "%s on the GPU: gradients match store-all (%.3g), measured peak %llu = predicted %llu, %.1f ms",
                      info.name.c_str(), error, static_cast<unsigned long long>(step.value().peakAllocatedBytes),
                      static_cast<unsigned long long>(schedule.value().peakActivationBytes), step.value().measuredMs);
        check(error <= 1e-6 && step.value().peakAllocatedBytes == schedule.value().peakActivationBytes, text);
    }

    executor.setPreserveRngState(false);
    auto broken = executor.run(sqrtSchedule(chain));
    const double error = broken ? maxGradientRelativeError(broken.value(), reference.value()) : 0.0;
    char text[128];
    std::snprintf(text, sizeof text, "without preserve_rng_state the recomputed masks differ: max relative error %.3g", error);
    check(broken.ok() && error > 0.1, text);
}

} // namespace gml::selftest
