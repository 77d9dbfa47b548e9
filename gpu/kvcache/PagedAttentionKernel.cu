#include "kvcache/PagedAttentionCuda.h"

#include <cuda_runtime.h>

#include <cmath>

namespace gml {

namespace {

constexpr int kThreads = 128; // a power of two: the reductions halve it

// Reduces `value` across the thread block with `combine`; every thread gets the result.
template <typename Combine> __device__ float blockReduce(float value, float* scratch, Combine combine)
{
    scratch[threadIdx.x] = value;
    __syncthreads();
    for (int stride = kThreads / 2; stride > 0; stride /= 2) {
        if (static_cast<int>(threadIdx.x) < stride)
            scratch[threadIdx.x] = combine(scratch[threadIdx.x], scratch[threadIdx.x + stride]);
        __syncthreads();
    }
    const float result = scratch[0];
    __syncthreads(); // scratch is reused by the next reduction
    return result;
}

struct Max
{
    __device__ float operator()(float a, float b) const { return fmaxf(a, b); }
};
struct Sum
{
    __device__ float operator()(float a, float b) const { return a + b; }
};

__global__ void pagedDecodeAttentionKernel(PagedAttentionShape shape, const float* query, const float* keyCache,
                                           const float* valueCache, const std::int32_t* blockTables,
                                           const std::int32_t* sequenceLengths, float* out)
{
    extern __shared__ float shared[];
    const int head = blockIdx.x;
    const int sequence = blockIdx.y;
    const int maxLength = shape.maxBlocksPerSequence * shape.blockSize;
    float* logits = shared;              // [maxLength]
    float* scratch = shared + maxLength; // [kThreads]
    const int length = min(sequenceLengths[sequence], maxLength);
    const int kvHead = head / (shape.numHeads / shape.numKvHeads);
    const std::size_t kvRow = static_cast<std::size_t>(shape.numKvHeads) * shape.headDim;
    const std::size_t blockStride = static_cast<std::size_t>(shape.blockSize) * kvRow;
    const float* q = query + (static_cast<std::size_t>(sequence) * shape.numHeads + head) * shape.headDim;
    const std::int32_t* table = blockTables + static_cast<std::size_t>(sequence) * shape.maxBlocksPerSequence;

    // Token t lives in physical block table[t / blockSize], slot t % blockSize: the only way K is reached.
    float localMax = -INFINITY;
    for (int t = threadIdx.x; t < length; t += kThreads) {
        const std::size_t physical = static_cast<std::size_t>(table[t / shape.blockSize]);
        const float* k = keyCache + physical * blockStride + static_cast<std::size_t>(t % shape.blockSize) * kvRow +
                         static_cast<std::size_t>(kvHead) * shape.headDim;
        float dot = 0.0f;
        for (int d = 0; d < shape.headDim; ++d)
            dot += q[d] * k[d];
        logits[t] = dot * shape.scale;
        localMax = fmaxf(localMax, logits[t]);
    }
    const float maxLogit = blockReduce(localMax, scratch, Max{});
    float localSum = 0.0f;
    for (int t = threadIdx.x; t < length; t += kThreads) {
        logits[t] = expf(logits[t] - maxLogit);
        localSum += logits[t];
    }
    const float sum = blockReduce(localSum, scratch, Sum{}); // its barriers also publish every logits[t]
    float* o = out + (static_cast<std::size_t>(sequence) * shape.numHeads + head) * shape.headDim;
    for (int d = threadIdx.x; d < shape.headDim; d += kThreads) {
        float accumulated = 0.0f;
        for (int t = 0; t < length; ++t) {
            const std::size_t physical = static_cast<std::size_t>(table[t / shape.blockSize]);
            const float* v = valueCache + physical * blockStride +
                             static_cast<std::size_t>(t % shape.blockSize) * kvRow +
                             static_cast<std::size_t>(kvHead) * shape.headDim;
            accumulated += logits[t] * v[d];
        }
        o[d] = accumulated / sum;
    }
}

// Device buffers that free themselves, so every early return below cleans up.
struct DeviceBuffer
{
    void* pointer = nullptr;
    ~DeviceBuffer() { cudaFree(pointer); }
};

cudaError_t upload(DeviceBuffer& buffer, const void* host, std::size_t bytes)
{
    cudaError_t error = cudaMalloc(&buffer.pointer, bytes);
    if (error == cudaSuccess)
        error = cudaMemcpy(buffer.pointer, host, bytes, cudaMemcpyHostToDevice);
    return error;
}

std::string describe(cudaError_t error, const char* what)
{
    return error == cudaSuccess ? std::string() : std::string(what) + ": " + cudaGetErrorString(error);
}

} // namespace

std::string runPagedAttentionCuda(const PagedAttentionShape& shape, std::uint64_t keyCache, std::uint64_t valueCache,
                                  const float* query, const std::int32_t* blockTables,
                                  const std::int32_t* sequenceLengths, float* out)
{
    if (shape.numSequences <= 0 || shape.numHeads <= 0 || shape.numKvHeads <= 0 || shape.headDim <= 0 ||
        shape.blockSize <= 0 || shape.maxBlocksPerSequence <= 0 || shape.numHeads % shape.numKvHeads != 0)
        return "paged attention: bad shape";
    const std::size_t rows = static_cast<std::size_t>(shape.numSequences) * shape.numHeads * shape.headDim;
    const std::size_t sharedBytes =
        (static_cast<std::size_t>(shape.maxBlocksPerSequence) * shape.blockSize + kThreads) * sizeof(float);
    if (sharedBytes > 48 * 1024)
        return "paged attention: sequences longer than the teaching kernel's shared memory holds";
    DeviceBuffer deviceQuery, deviceTables, deviceLengths, deviceOut;
    cudaError_t error = upload(deviceQuery, query, rows * sizeof(float));
    if (error == cudaSuccess)
        error = upload(deviceTables, blockTables,
                       static_cast<std::size_t>(shape.numSequences) * shape.maxBlocksPerSequence * sizeof(std::int32_t));
    if (error == cudaSuccess)
        error = upload(deviceLengths, sequenceLengths, static_cast<std::size_t>(shape.numSequences) * sizeof(std::int32_t));
    if (error == cudaSuccess)
        error = cudaMalloc(&deviceOut.pointer, rows * sizeof(float));
    if (error != cudaSuccess)
        return describe(error, "paged attention: preparing buffers");
    const dim3 grid(static_cast<unsigned>(shape.numHeads), static_cast<unsigned>(shape.numSequences));
    pagedDecodeAttentionKernel<<<grid, kThreads, sharedBytes>>>(
        shape, static_cast<const float*>(deviceQuery.pointer), reinterpret_cast<const float*>(keyCache),
        reinterpret_cast<const float*>(valueCache), static_cast<const std::int32_t*>(deviceTables.pointer),
        static_cast<const std::int32_t*>(deviceLengths.pointer), static_cast<float*>(deviceOut.pointer));
    error = cudaGetLastError();
    if (error == cudaSuccess)
        error = cudaDeviceSynchronize();
    if (error == cudaSuccess)
        error = cudaMemcpy(out, deviceOut.pointer, rows * sizeof(float), cudaMemcpyDeviceToHost);
    return describe(error, "paged attention kernel");
}

std::string copyHostToDevice(std::uint64_t deviceAddress, const void* host, std::size_t bytes)
{
    return describe(cudaMemcpy(reinterpret_cast<void*>(deviceAddress), host, bytes, cudaMemcpyHostToDevice),
                    "copy to the device");
}

std::string allocatePinnedHost(std::size_t bytes, void** host)
{
    *host = nullptr;
    return describe(cudaMallocHost(host, bytes), "pinned host memory for the swap space");
}

void freePinnedHost(void* host)
{
    cudaFreeHost(host);
}

std::string copyDeviceToHost(void* host, std::uint64_t deviceAddress, std::size_t bytes)
{
    return describe(cudaMemcpy(host, reinterpret_cast<const void*>(deviceAddress), bytes, cudaMemcpyDeviceToHost),
                    "copy to the host");
}

std::string copyDeviceToDevice(std::uint64_t target, std::uint64_t source, std::size_t bytes)
{
    return describe(cudaMemcpy(reinterpret_cast<void*>(target), reinterpret_cast<const void*>(source), bytes,
                               cudaMemcpyDeviceToDevice),
                    "copy within the device");
}

} // namespace gml
