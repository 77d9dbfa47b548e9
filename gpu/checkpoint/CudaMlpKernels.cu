#include "checkpoint/CudaMlpKernels.h"
#include "checkpoint/DropoutMaskHash.h"

#include <cuda_runtime.h>

namespace gml {

namespace {

constexpr int kThreads = 256;

unsigned blocksFor(std::size_t count) { return static_cast<unsigned>((count + kThreads - 1) / kThreads); }

template <typename T> T* at(std::uint64_t address) { return reinterpret_cast<T*>(static_cast<std::uintptr_t>(address)); }

std::string check(cudaError_t status, const char* what)
{
    if (status == cudaSuccess)
        return {};
    return std::string(what) + ": " + cudaGetErrorString(status);
}

__global__ void forwardKernel(MlpShape shape, const double* x, const double* w, const double* b, double* z,
                              unsigned char* mask, double* y, std::uint64_t rngOffset)
{
    const std::size_t index = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (index >= shape.activations())
        return;
    const std::size_t n = index / shape.width, o = index % shape.width;
    double sum = b[o];
    for (std::uint32_t i = 0; i < shape.width; ++i)
        sum += x[n * shape.width + i] * w[o * shape.width + i];
    z[index] = sum;
    const bool keep = dropoutKeeps(shape.seed, rngOffset + index, shape.dropout);
    mask[index] = keep ? 1 : 0;
    y[index] = sum > 0 && keep ? sum * (1.0 / (1.0 - shape.dropout)) : 0.0;
}

__global__ void maskKernel(MlpShape shape, unsigned char* mask, std::uint64_t rngOffset)
{
    const std::size_t index = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (index < shape.activations())
        mask[index] = dropoutKeeps(shape.seed, rngOffset + index, shape.dropout) ? 1 : 0;
}

__global__ void gradPreKernel(MlpShape shape, const double* z, const unsigned char* mask, const double* dy, double* dz)
{
    const std::size_t index = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (index < shape.activations())
        dz[index] = z[index] > 0 && mask[index] ? dy[index] * (1.0 / (1.0 - shape.dropout)) : 0.0;
}

// dW[o][i] = sum_n dz[n][o] x[n][i]; thread (o, i), n in order. The threads with i == 0 also sum db[o].
__global__ void gradWeightKernel(MlpShape shape, const double* x, const double* dz, double* dw, double* db)
{
    const std::size_t index = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (index >= std::size_t(shape.width) * shape.width)
        return;
    const std::size_t o = index / shape.width, i = index % shape.width;
    double sum = 0, biasSum = 0;
    for (std::uint32_t n = 0; n < shape.batch; ++n) {
        sum += dz[n * shape.width + o] * x[n * shape.width + i];
        biasSum += dz[n * shape.width + o];
    }
    dw[index] = sum;
    if (i == 0)
        db[o] = biasSum;
}

// dx[n][i] = sum_o dz[n][o] W[o][i]; thread (n, i), o in order.
__global__ void gradInputKernel(MlpShape shape, const double* dz, const double* w, double* dx)
{
    const std::size_t index = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (index >= shape.activations())
        return;
    const std::size_t n = index / shape.width, i = index % shape.width;
    double sum = 0;
    for (std::uint32_t o = 0; o < shape.width; ++o)
        sum += dz[n * shape.width + o] * w[o * shape.width + i];
    dx[index] = sum;
}

class CudaMlpKernels final : public MlpKernels
{
public:
    std::string name() const override { return "CUDA (double)"; }
    std::string bind(std::uint64_t, std::uint64_t) override { return {}; }
    void unbind(std::uint64_t) override {}
    std::string write(std::uint64_t address, const void* data, std::size_t bytes) override
    {
        return check(cudaMemcpy(at<void>(address), data, bytes, cudaMemcpyHostToDevice), "cudaMemcpy to the device");
    }
    std::string read(std::uint64_t address, void* data, std::size_t bytes) override
    {
        return check(cudaMemcpy(data, at<void>(address), bytes, cudaMemcpyDeviceToHost), "cudaMemcpy from the device");
    }
    std::string forward(const MlpShape& shape, std::uint64_t x, std::uint64_t weights, std::uint64_t bias,
                        std::uint64_t z, std::uint64_t mask, std::uint64_t y, std::uint64_t rngOffset) override
    {
        forwardKernel<<<blocksFor(shape.activations()), kThreads>>>(shape, at<double>(x), at<double>(weights),
                                                                     at<double>(bias), at<double>(z),
                                                                     at<unsigned char>(mask), at<double>(y), rngOffset);
        return check(cudaGetLastError(), "the MLP forward kernel");
    }
    std::string drawMask(const MlpShape& shape, std::uint64_t mask, std::uint64_t rngOffset) override
    {
        maskKernel<<<blocksFor(shape.activations()), kThreads>>>(shape, at<unsigned char>(mask), rngOffset);
        return check(cudaGetLastError(), "the dropout mask kernel");
    }
    std::string backward(const MlpShape& shape, std::uint64_t x, std::uint64_t z, std::uint64_t mask,
                         std::uint64_t weights, std::uint64_t dy, std::uint64_t dz, std::uint64_t dWeights,
                         std::uint64_t dBias, std::uint64_t dx) override
    {
        gradPreKernel<<<blocksFor(shape.activations()), kThreads>>>(shape, at<double>(z), at<unsigned char>(mask),
                                                                     at<double>(dy), at<double>(dz));
        gradWeightKernel<<<blocksFor(std::size_t(shape.width) * shape.width), kThreads>>>(
            shape, at<double>(x), at<double>(dz), at<double>(dWeights), at<double>(dBias));
        if (dx)
            gradInputKernel<<<blocksFor(shape.activations()), kThreads>>>(shape, at<double>(dz), at<double>(weights),
                                                                          at<double>(dx));
        return check(cudaGetLastError(), "the MLP backward kernels");
    }
    std::string synchronize() override { return check(cudaDeviceSynchronize(), "cudaDeviceSynchronize"); }
};

} // namespace

std::unique_ptr<MlpKernels> makeCudaMlpKernels() { return std::make_unique<CudaMlpKernels>(); }

} // namespace gml
