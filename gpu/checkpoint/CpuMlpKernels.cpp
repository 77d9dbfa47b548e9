#include "checkpoint/CpuMlpKernels.h"

#include "checkpoint/DropoutMaskHash.h"

#include <cstring>

namespace gml {

std::string CpuMlpKernels::bind(std::uint64_t address, std::uint64_t bytes)
{
    m_buffers[address].assign((bytes + sizeof(double) - 1) / sizeof(double), 0.0);
    return {};
}

double* CpuMlpKernels::doubles(std::uint64_t address)
{
    const auto found = m_buffers.find(address);
    return found == m_buffers.end() ? nullptr : found->second.data();
}

unsigned char* CpuMlpKernels::bytes(std::uint64_t address) { return reinterpret_cast<unsigned char*>(doubles(address)); }

std::string CpuMlpKernels::write(std::uint64_t address, const void* data, std::size_t count)
{
    const auto found = m_buffers.find(address);
    if (found == m_buffers.end() || found->second.size() * sizeof(double) < count)
        return "no host buffer of that size behind address " + std::to_string(address);
    std::memcpy(found->second.data(), data, count);
    return {};
}

std::string CpuMlpKernels::read(std::uint64_t address, void* data, std::size_t count)
{
    const auto found = m_buffers.find(address);
    if (found == m_buffers.end() || found->second.size() * sizeof(double) < count)
        return "no host buffer of that size behind address " + std::to_string(address);
    std::memcpy(data, found->second.data(), count);
    return {};
}

std::string CpuMlpKernels::forward(const MlpShape& shape, std::uint64_t x, std::uint64_t weights, std::uint64_t bias,
                                   std::uint64_t z, std::uint64_t mask, std::uint64_t y, std::uint64_t rngOffset)
{
    const double* in = doubles(x);
    const double* w = doubles(weights);
    const double* b = doubles(bias);
    double* pre = doubles(z);
    unsigned char* keep = bytes(mask);
    double* out = doubles(y);
    if (!in || !w || !b || !pre || !keep || !out)
        return "a forward tensor has no memory behind it";
    const std::uint32_t width = shape.width;
    const double scale = 1.0 / (1.0 - shape.dropout);
    for (std::uint32_t n = 0; n < shape.batch; ++n)
        for (std::uint32_t o = 0; o < width; ++o) {
            double sum = b[o];
            for (std::uint32_t i = 0; i < width; ++i)
                sum += in[std::size_t(n) * width + i] * w[std::size_t(o) * width + i];
            const std::size_t at = std::size_t(n) * width + o;
            pre[at] = sum;
            keep[at] = dropoutKeeps(shape.seed, rngOffset + at, shape.dropout) ? 1 : 0;
            out[at] = sum > 0 && keep[at] ? sum * scale : 0.0;
        }
    return {};
}

std::string CpuMlpKernels::drawMask(const MlpShape& shape, std::uint64_t mask, std::uint64_t rngOffset)
{
    unsigned char* keep = bytes(mask);
    if (!keep)
        return "the mask has no memory behind it";
    for (std::size_t at = 0; at < shape.activations(); ++at)
        keep[at] = dropoutKeeps(shape.seed, rngOffset + at, shape.dropout) ? 1 : 0;
    return {};
}

std::string CpuMlpKernels::backward(const MlpShape& shape, std::uint64_t x, std::uint64_t z, std::uint64_t mask,
                                    std::uint64_t weights, std::uint64_t dy, std::uint64_t dz, std::uint64_t dWeights,
                                    std::uint64_t dBias, std::uint64_t dx)
{
    const double* in = doubles(x);
    const double* pre = doubles(z);
    const unsigned char* keep = bytes(mask);
    const double* w = doubles(weights);
    const double* gradOut = doubles(dy);
    double* gradPre = doubles(dz);
    double* gradW = doubles(dWeights);
    double* gradB = doubles(dBias);
    double* gradIn = dx ? doubles(dx) : nullptr;
    if (!in || !pre || !keep || !w || !gradOut || !gradPre || !gradW || !gradB || (dx && !gradIn))
        return "a backward tensor has no memory behind it";
    const std::uint32_t width = shape.width, batch = shape.batch;
    const double scale = 1.0 / (1.0 - shape.dropout);
    for (std::size_t at = 0; at < shape.activations(); ++at)
        gradPre[at] = pre[at] > 0 && keep[at] ? gradOut[at] * scale : 0.0;
    for (std::uint32_t o = 0; o < width; ++o) {
        double biasSum = 0;
        for (std::uint32_t n = 0; n < batch; ++n)
            biasSum += gradPre[std::size_t(n) * width + o];
        gradB[o] = biasSum;
        for (std::uint32_t i = 0; i < width; ++i) {
            double sum = 0;
            for (std::uint32_t n = 0; n < batch; ++n)
                sum += gradPre[std::size_t(n) * width + o] * in[std::size_t(n) * width + i];
            gradW[std::size_t(o) * width + i] = sum;
        }
    }
    if (gradIn)
        for (std::uint32_t n = 0; n < batch; ++n)
            for (std::uint32_t i = 0; i < width; ++i) {
                double sum = 0;
                for (std::uint32_t o = 0; o < width; ++o)
                    sum += gradPre[std::size_t(n) * width + o] * w[std::size_t(o) * width + i];
                gradIn[std::size_t(n) * width + i] = sum;
            }
    return {};
}

} // namespace gml
