#include "selftest/SelfTestKernels.h"

#include <cuda_runtime.h>

namespace gml::selftest {

namespace {

__global__ void fillKernel(std::uint32_t* words, std::size_t count, std::uint32_t seed)
{
    for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += gridDim.x * blockDim.x)
        words[i] = seed ^ static_cast<std::uint32_t>(i * 2654435761u);
}

__global__ void checkKernel(const std::uint32_t* words, std::size_t count, std::uint32_t seed,
                            unsigned long long* mismatches)
{
    for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += gridDim.x * blockDim.x)
        if (words[i] != (seed ^ static_cast<std::uint32_t>(i * 2654435761u)))
            atomicAdd(mismatches, 1ULL);
}

} // namespace

std::string writeAndVerify(std::uint64_t address, std::uint64_t bytes, std::uint32_t seed,
                           unsigned long long& mismatches)
{
    auto* words = reinterpret_cast<std::uint32_t*>(address);
    const std::size_t count = bytes / sizeof(std::uint32_t);
    unsigned long long* deviceMismatches = nullptr;
    if (cudaError_t e = cudaMalloc(&deviceMismatches, sizeof(unsigned long long)); e != cudaSuccess)
        return cudaGetErrorString(e);
    cudaMemset(deviceMismatches, 0, sizeof(unsigned long long));
    fillKernel<<<256, 256>>>(words, count, seed);
    checkKernel<<<256, 256>>>(words, count, seed, deviceMismatches);
    cudaError_t error = cudaDeviceSynchronize();
    if (error == cudaSuccess)
        error = cudaMemcpy(&mismatches, deviceMismatches, sizeof(mismatches), cudaMemcpyDeviceToHost);
    cudaFree(deviceMismatches);
    return error == cudaSuccess ? std::string() : std::string(cudaGetErrorString(error));
}

} // namespace gml::selftest
