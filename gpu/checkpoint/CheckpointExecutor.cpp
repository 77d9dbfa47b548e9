#include "checkpoint/CheckpointExecutor.h"

#include "allocator/CachingAllocator.h"
#include "checkpoint/CpuMlpKernels.h"
#if defined(GML_HAVE_CUDA)
#include "checkpoint/CudaMlpKernels.h"
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

namespace gml {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The tensors one layer holds on the device, and their copies while offloaded.
struct LayerTensors
{
    std::uint64_t input = 0, pre = 0, mask = 0;
    std::vector<unsigned char> hostInput, hostPre, hostMask;
};

} // namespace

CheckpointExecutor::CheckpointExecutor(Device& device, MlpExecutorConfig config, std::unique_ptr<MlpKernels> kernels)
    : m_device(device), m_config(config), m_kernels(std::move(kernels))
{
}

CheckpointExecutor::~CheckpointExecutor()
{
    for (const std::uint64_t address : m_buffers) {
        m_kernels->unbind(address);
        m_device.release(address);
    }
}

CheckpointResult<std::unique_ptr<CheckpointExecutor>> CheckpointExecutor::create(Device& device, MlpExecutorConfig config)
{
    const MlpShape& shape = config.shape;
    if (config.layers == 0 || shape.batch == 0 || shape.width == 0)
        return CheckpointError{"the MLP needs at least 1 layer, a batch of 1 and a width of 1"};
    if (!(shape.dropout >= 0 && shape.dropout < 1))
        return CheckpointError{"dropout must be at least 0 and below 1"};
    // The allocator rounds every block up to 512 bytes; masks of a multiple of 512 bytes keep its allocated
    // bytes equal to the tensors' sizes, so measured and predicted memory can be compared exactly.
    if (shape.activations() % 512 != 0)
        return CheckpointError{"batch x width must be a multiple of 512 (it is " + std::to_string(shape.activations()) + ")"};
    std::unique_ptr<MlpKernels> kernels;
    if (device.info().simulated) {
        kernels = std::make_unique<CpuMlpKernels>();
    } else {
#if defined(GML_HAVE_CUDA)
        kernels = makeCudaMlpKernels();
#else
        return CheckpointError{"this build has no CUDA kernels for " + device.describe()};
#endif
    }
    std::unique_ptr<CheckpointExecutor> executor(new CheckpointExecutor(device, config, std::move(kernels)));
    if (const std::string error = executor->initialise(); !error.empty())
        return CheckpointError{error};
    return executor;
}

CheckpointResult<std::uint64_t> CheckpointExecutor::deviceBuffer(std::uint64_t bytes)
{
    auto address = m_device.allocate(bytes);
    if (!address)
        return CheckpointError{address.error().message};
    m_buffers.push_back(address.value());
    if (const std::string error = m_kernels->bind(address.value(), bytes); !error.empty())
        return CheckpointError{error};
    return address.value();
}

std::string CheckpointExecutor::initialise()
{
    const MlpShape& shape = m_config.shape;
    const std::uint64_t activationBytes = shape.activations() * sizeof(double);
    const std::uint64_t weightBytes = std::uint64_t(shape.width) * shape.width * sizeof(double);
    const std::uint64_t biasBytes = std::uint64_t(shape.width) * sizeof(double);
    std::mt19937_64 random(m_config.dataSeed);
    // He-style initialisation keeps the signal's size through ReLU layers, so the gradients stay well away
    // from zero even at the bottom of the chain.
    const double limit = std::sqrt(6.0 / shape.width);
    std::uniform_real_distribution<double> weight(-limit, limit);
    std::normal_distribution<double> normal(0.0, 1.0);
    auto take = [&](std::uint64_t bytes, std::uint64_t& into) -> std::string {
        auto buffer = deviceBuffer(bytes);
        if (!buffer)
            return buffer.error().message;
        into = buffer.value();
        return {};
    };
    for (std::uint32_t layer = 0; layer < m_config.layers; ++layer) {
        std::uint64_t w = 0, b = 0, dw = 0, db = 0;
        for (auto [bytes, into] : {std::pair{weightBytes, &w}, {biasBytes, &b}, {weightBytes, &dw}, {biasBytes, &db}})
            if (std::string error = take(bytes, *into); !error.empty())
                return error;
        std::vector<double> values(std::size_t(shape.width) * shape.width);
        for (double& value : values)
            value = weight(random);
        if (std::string error = m_kernels->write(w, values.data(), weightBytes); !error.empty())
            return error;
        std::vector<double> biases(shape.width);
        for (double& value : biases)
            value = 0.1 * weight(random);
        if (std::string error = m_kernels->write(b, biases.data(), biasBytes); !error.empty())
            return error;
        m_weights.push_back(w);
        m_biases.push_back(b);
        m_weightGrads.push_back(dw);
        m_biasGrads.push_back(db);
    }
    for (std::uint64_t* into : {&m_input, &m_target, &m_output, &m_scratchZ, &m_scratchY, &m_gradients[0],
                                &m_gradients[1], &m_gradPre})
        if (std::string error = take(activationBytes, *into); !error.empty())
            return error;
    if (std::string error = take(shape.activations(), m_scratchMask); !error.empty())
        return error;
    std::vector<double> values(shape.activations());
    for (double& value : values)
        value = normal(random);
    if (std::string error = m_kernels->write(m_input, values.data(), activationBytes); !error.empty())
        return error;
    for (double& value : values)
        value = normal(random);
    return m_kernels->write(m_target, values.data(), activationBytes);
}

CheckpointChain CheckpointExecutor::chain() const
{
    const std::uint64_t input = m_config.shape.activations() * sizeof(double);
    ChainLayer layer;
    layer.inputBytes = input;
    layer.savedBytes = 2 * input + m_config.shape.activations();
    layer.selectiveBytes = 2 * input;
    layer.forwardMs = 1.0;
    layer.backwardMs = 2.0;
    layer.partMs = 0.05; // drawing a mask again is cheap next to the matrix products
    char dropout[32];
    std::snprintf(dropout, sizeof dropout, "%g", m_config.shape.dropout);
    return CheckpointChain(std::vector<ChainLayer>(m_config.layers, layer),
                           std::to_string(m_config.layers) + "-layer MLP, batch " + std::to_string(m_config.shape.batch) +
                               ", width " + std::to_string(m_config.shape.width) + ", dropout " + dropout);
}

CheckpointResult<CheckpointExecution> CheckpointExecutor::run(const CheckpointSchedule& schedule)
{
    const MlpShape& shape = m_config.shape;
    const std::uint32_t n = m_config.layers;
    const CheckpointTrace& timeline = schedule.timeline;
    if (timeline.empty() || timeline[0].kind != CheckpointOpKind::LoadInput || timeline[0].layer != n)
        return CheckpointError{"schedule '" + schedule.name + "' is not a schedule of this " + std::to_string(n) + "-layer MLP"};
    const std::uint64_t activationBytes = shape.activations() * sizeof(double);
    const std::uint64_t maskBytes = shape.activations();

    CachingAllocator allocator(m_device);
    std::vector<LayerTensors> layers(n);
    std::vector<std::uint64_t> drawnAt(n, 0); // the generator offset each layer's first forward drew at
    std::uint64_t generator = 0;
    std::size_t gradient = 0;                  // which of the two gradient buffers holds dL/d(output)
    bool lastForwardSeen = false;
    CheckpointExecution result;
    result.schedule = schedule.name;
    result.kernels = m_kernels->name();
    result.device = m_device.describe();
    const DeviceInfo info = m_device.info();
    result.deviceName = info.simulated ? std::string() : info.name;
    result.deviceBytes = info.totalBytes;
    result.preserveRngState = m_config.preserveRngState;
    result.predictedPeakBytes = schedule.peakActivationBytes;
    std::string error;

    auto allocate = [&](std::uint64_t bytes) -> std::uint64_t {
        auto block = allocator.allocate(bytes);
        if (!block) {
            error = block.error().message;
            return 0;
        }
        if (std::string bound = m_kernels->bind(block.value(), bytes); !bound.empty())
            error = bound;
        return block.value();
    };
    auto release = [&](std::uint64_t& address) {
        if (address == 0)
            return;
        m_kernels->unbind(address);
        allocator.free(address);
        address = 0;
    };
    auto note = [&](std::string problem) {
        if (error.empty())
            error = std::move(problem);
    };
    auto offloadOne = [&](std::uint64_t& address, std::vector<unsigned char>& host, std::uint64_t bytes) {
        host.resize(bytes);
        note(m_kernels->read(address, host.data(), bytes));
        release(address);
    };
    auto restoreOne = [&](std::uint64_t& address, std::vector<unsigned char>& host, std::uint64_t bytes) {
        address = allocate(bytes);
        if (address)
            note(m_kernels->write(address, host.data(), bytes));
        host.clear();
    };
    auto lossOf = [&](std::uint64_t output, bool writeGradient) {
        std::vector<double> y(shape.activations()), target(shape.activations());
        note(m_kernels->read(output, y.data(), activationBytes));
        note(m_kernels->read(m_target, target.data(), activationBytes));
        // Mean squared error over the batch's elements: L = sum (y - t)^2 / (2 count), dL/dy = (y - t) / count.
        double loss = 0;
        const double count = static_cast<double>(y.size());
        for (std::size_t i = 0; i < y.size(); ++i) {
            const double difference = y[i] - target[i];
            loss += difference * difference;
            y[i] = difference / count;
        }
        loss /= 2 * count;
        if (writeGradient)
            note(m_kernels->write(m_gradients[gradient], y.data(), activationBytes));
        return loss;
    };

    const Clock::time_point stepStart = Clock::now();
    std::uint64_t previousLive = 0;
    for (std::size_t index = 0; index < timeline.size() && error.empty(); ++index) {
        CheckpointOp op = timeline[index];
        const Clock::time_point start = Clock::now();
        LayerTensors* tensors = op.kind == CheckpointOpKind::LoadInput ? nullptr : &layers.at(op.layer);
        switch (op.kind) {
        case CheckpointOpKind::LoadInput: {
            layers[0].input = allocate(activationBytes);
            std::vector<double> input(shape.activations());
            note(m_kernels->read(m_input, input.data(), activationBytes));
            if (layers[0].input)
                note(m_kernels->write(layers[0].input, input.data(), activationBytes));
            break;
        }
        case CheckpointOpKind::Forward:
        case CheckpointOpKind::Recompute: {
            std::uint64_t offset = generator;
            if (op.kind == CheckpointOpKind::Forward)
                drawnAt[op.layer] = generator;
            else if (m_config.preserveRngState)
                offset = drawnAt[op.layer];
            if (op.kind == CheckpointOpKind::Forward || !m_config.preserveRngState)
                generator += shape.activations();
            const bool keepsPre = op.hold == LayerHold::Saved || op.hold == LayerHold::Selective;
            if (keepsPre)
                tensors->pre = allocate(activationBytes);
            if (op.hold == LayerHold::Saved)
                tensors->mask = allocate(maskBytes);
            std::uint64_t output = op.layer + 1 == n ? m_output : m_scratchY;
            if (op.keepsOutput)
                output = layers.at(op.layer + 1).input = allocate(activationBytes);
            if (!error.empty())
                break;
            note(m_kernels->forward(shape, tensors->input, m_weights[op.layer], m_biases[op.layer],
                                    keepsPre ? tensors->pre : m_scratchZ,
                                    op.hold == LayerHold::Saved ? tensors->mask : m_scratchMask, output, offset));
            if (op.layer + 1 == n && !lastForwardSeen) {
                lastForwardSeen = true;
                result.loss = lossOf(m_output, false);
            }
            break;
        }
        case CheckpointOpKind::RecomputePart: {
            const std::uint64_t offset = m_config.preserveRngState ? drawnAt[op.layer] : generator;
            if (!m_config.preserveRngState)
                generator += shape.activations();
            tensors->mask = allocate(maskBytes);
            if (error.empty())
                note(m_kernels->drawMask(shape, tensors->mask, offset));
            break;
        }
        case CheckpointOpKind::Backward: {
            if (op.layer + 1 == n)
                result.lossAtBackward = lossOf(m_output, true);
            const std::uint64_t below = op.layer > 0 ? m_gradients[1 - gradient] : 0;
            note(m_kernels->backward(shape, tensors->input, tensors->pre, tensors->mask, m_weights[op.layer],
                                     m_gradients[gradient], m_gradPre, m_weightGrads[op.layer], m_biasGrads[op.layer], below));
            gradient = 1 - gradient;
            release(tensors->input);
            release(tensors->pre);
            release(tensors->mask);
            break;
        }
        case CheckpointOpKind::Free: release(tensors->input); break;
        case CheckpointOpKind::OffloadOut:
            offloadOne(tensors->input, tensors->hostInput, activationBytes);
            offloadOne(tensors->pre, tensors->hostPre, activationBytes);
            offloadOne(tensors->mask, tensors->hostMask, maskBytes);
            break;
        case CheckpointOpKind::OffloadIn:
            restoreOne(tensors->input, tensors->hostInput, activationBytes);
            restoreOne(tensors->pre, tensors->hostPre, activationBytes);
            restoreOne(tensors->mask, tensors->hostMask, maskBytes);
            break;
        }
        note(m_kernels->synchronize());
        const auto live = static_cast<std::uint64_t>(allocator.stats().allocatedBytes.all().current);
        op.durationMs = millisecondsSince(start);
        op.stallMs = 0;
        op.liveBytes = live;
        op.deltaBytes = static_cast<std::int64_t>(live) - static_cast<std::int64_t>(previousLive);
        previousLive = live;
        result.trace.append(op);
    }
    result.measuredMs = millisecondsSince(stepStart);
    result.peakAllocatedBytes = static_cast<std::uint64_t>(allocator.stats().allocatedBytes.all().peak);
    for (LayerTensors& tensors : layers) {
        release(tensors.input);
        release(tensors.pre);
        release(tensors.mask);
    }
    if (!error.empty())
        return CheckpointError{"the step under '" + schedule.name + "' failed: " + error};
    for (std::uint32_t layer = 0; layer < n; ++layer) {
        std::vector<double> weights(std::size_t(shape.width) * shape.width), biases(shape.width);
        note(m_kernels->read(m_weightGrads[layer], weights.data(), weights.size() * sizeof(double)));
        note(m_kernels->read(m_biasGrads[layer], biases.data(), biases.size() * sizeof(double)));
        result.weightGradients.push_back(std::move(weights));
        result.biasGradients.push_back(std::move(biases));
    }
    if (!error.empty())
        return CheckpointError{error};
    return result;
}

double maxGradientRelativeError(const CheckpointExecution& run, const CheckpointExecution& reference)
{
    double worst = 0;
    auto compare = [&](const std::vector<std::vector<double>>& values, const std::vector<std::vector<double>>& expected) {
        if (values.size() != expected.size()) {
            worst = INFINITY;
            return;
        }
        for (std::size_t layer = 0; layer < values.size(); ++layer) {
            double largest = 0, difference = 0;
            for (std::size_t i = 0; i < expected[layer].size() && i < values[layer].size(); ++i) {
                largest = std::max(largest, std::fabs(expected[layer][i]));
                difference = std::max(difference, std::fabs(values[layer][i] - expected[layer][i]));
            }
            if (difference > 0)
                worst = std::max(worst, largest > 0 ? difference / largest : INFINITY);
        }
    };
    compare(run.weightGradients, reference.weightGradients);
    compare(run.biasGradients, reference.biasGradients);
    return worst;
}

} // namespace gml
