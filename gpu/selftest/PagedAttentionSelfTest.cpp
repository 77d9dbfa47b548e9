#include "selftest/PagedAttentionSelfTest.h"

#include "kvcache/PagedAttentionCuda.h"
#include "kvcache/PagedAttentionReference.h"
#include "kvcache/PagedKvCache.h"
#include "kvcache/KvSwapSpace.h"
#include "kvcache/PagedKvStore.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <random>

namespace gml::selftest {

namespace {

// Swap on the device: `sequence` is preempted by swap (each block copied with cudaMemcpy to pinned host
// memory), a newcomer takes most of the free blocks and overwrites them with its own K and V, and the
// sequence is swapped back in (copied from pinned memory into the blocks it gets now). The kernel must
// then give exactly the output it gave before (the same values, read in the same order), although blocks
// have moved.
template <typename WriteToken>
void checkSwapRoundTrip(PagedKvCache& cache, PagedKvStore& store, PagedAttentionShape shape, KvSequenceId sequence,
                        WriteToken& writeToken, void (*check)(bool condition, const std::string& what))
{
    const std::uint32_t numBlocks = cache.numBlocks();
    const std::size_t blockBytes = store.blockFloats() * sizeof(float);
    const std::uint64_t keys = cache.poolAddress();
    const std::uint64_t values = keys + numBlocks * blockBytes;
    const std::uint32_t swapBlocks = cache.swapSpaceBlocks();
    void* pinned = nullptr;
    const std::string pinnedError = allocatePinnedHost(2 * swapBlocks * blockBytes, &pinned);
    check(pinnedError.empty(), "pinned host memory for a swap space of " + std::to_string(swapBlocks) + " blocks (" +
                                   formatBytes(2 * swapBlocks * blockBytes) + ") " + pinnedError);
    if (!pinnedError.empty())
        return;
    struct PinnedRelease
    {
        void* host;
        ~PinnedRelease() { freePinnedHost(host); }
    } release{pinned};
    char* hostKeys = static_cast<char*>(pinned);
    char* hostValues = hostKeys + swapBlocks * blockBytes;
    KvSwapSpace mirror(swapBlocks, store); // the CPU reference's copy of the same moves
    std::string copyError;
    std::size_t swappedOut = 0;
    std::size_t swappedIn = 0;
    cache.setBlockTransferObserver([&](const KvBlockTransfer& transfer) {
        const std::size_t host = std::size_t{transfer.hostBlock} * blockBytes;
        const std::uint64_t device = std::uint64_t{transfer.physical} * blockBytes;
        std::string failed;
        if (transfer.kind == KvBlockTransferKind::SwapOut) {
            failed = copyDeviceToHost(hostKeys + host, keys + device, blockBytes);
            if (failed.empty())
                failed = copyDeviceToHost(hostValues + host, values + device, blockBytes);
            ++swappedOut;
        } else if (transfer.kind == KvBlockTransferKind::SwapIn) {
            failed = copyHostToDevice(keys + device, hostKeys + host, blockBytes);
            if (failed.empty())
                failed = copyHostToDevice(values + device, hostValues + host, blockBytes);
            ++swappedIn;
        } else {
            failed = "a recompute where a swap was asked for";
        }
        mirror.apply(transfer, store);
        if (copyError.empty() && !failed.empty())
            copyError = describeKvBlockTransfer(transfer) + ": " + failed;
    });

    const std::vector<KvBlockId> tableBefore = cache.state().sequences[sequence].blockTable;
    const auto length = static_cast<std::int32_t>(cache.state().sequences[sequence].length);
    shape.numSequences = 1;
    shape.maxBlocksPerSequence = static_cast<int>(tableBefore.size());
    std::mt19937 random(77);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    std::vector<float> query(static_cast<std::size_t>(shape.numHeads) * static_cast<std::size_t>(shape.headDim));
    for (auto& x : query)
        x = normal(random);
    auto attend = [&](const std::vector<KvBlockId>& table, std::vector<float>& out) {
        const std::vector<std::int32_t> tables(table.begin(), table.end());
        out.assign(query.size(), 0.0f);
        return runPagedAttentionCuda(shape, keys, values, query.data(), tables.data(), &length, out.data());
    };
    std::vector<float> before, after, reference(query.size());
    std::string error = attend(tableBefore, before);

    const bool preempted = cache.preempt(sequence, KvEventReason::Swap).ok();
    // The newcomer takes all but a few free blocks, among them most of the swapped-out ones, and writes them.
    const std::uint32_t newcomerBlocks = cache.freeBlocks() > 5 ? cache.freeBlocks() - 5 : 0;
    const auto newcomer = cache.addSequence(std::vector<std::int32_t>(newcomerBlocks * cache.blockSize(), 3));
    if (newcomer) {
        for (std::uint32_t i = 0; i < newcomerBlocks * cache.blockSize(); ++i)
            writeToken(newcomer.value(), cache.slotOf(newcomer.value(), i));
        cache.free(newcomer.value());
    }
    const bool resumed = preempted && newcomer && cache.resume(sequence).ok();
    const std::vector<KvBlockId> tableAfter = cache.state().sequences[sequence].blockTable;
    if (error.empty())
        error = attend(tableAfter, after);
    std::vector<std::int32_t> tables(tableAfter.begin(), tableAfter.end());
    pagedDecodeAttention(shape, query.data(), store.keys().data(), store.values().data(), tables.data(), &length,
                         reference.data());
    std::size_t moved = 0;
    for (std::size_t i = 0; i < tableBefore.size() && i < tableAfter.size(); ++i)
        moved += tableBefore[i] != tableAfter[i];
    double sameKernel = error.empty() ? 0.0 : 1.0;
    double againstCpu = 0.0;
    for (std::size_t i = 0; error.empty() && i < query.size(); ++i) {
        sameKernel = std::max(sameKernel, static_cast<double>(std::fabs(after[i] - before[i])));
        againstCpu = std::max(againstCpu, static_cast<double>(std::fabs(after[i] - reference[i])));
    }
    char text[240];
    std::snprintf(text, sizeof text,
                  "swap through pinned host memory: %zu blocks out and %zu back in by cudaMemcpy, %zu of %zu in a "
                  "different physical block; kernel output after swap-in vs before: max abs error %.2e (must be 0); "
                  "vs the CPU reference: %.2e",
                  swappedOut, swappedIn, moved, tableBefore.size(), sameKernel, againstCpu);
    check(resumed && error.empty() && copyError.empty() && swappedOut == tableBefore.size() &&
              swappedIn == tableBefore.size() && moved > 0 && sameKernel == 0.0 && againstCpu < 1e-4,
          std::string(text) + (resumed ? "" : " (the preemption or resume failed)") +
              (error.empty() ? "" : " " + error) + (copyError.empty() ? "" : " " + copyError));
    cache.setBlockTransferObserver({});
}

} // namespace

void checkPagedAttention(Device& device, void (*check)(bool condition, const std::string& what))
{
    constexpr std::uint32_t kBlocks = 64;
    constexpr std::uint32_t kBlockSize = 16;
    constexpr int kHeads = 8;
    constexpr int kKvHeads = 2; // grouped-query attention: 4 query heads per KV head
    constexpr int kHeadDim = 64;
    constexpr std::uint32_t kSwapBlocks = 16; // the host's swap space, in pinned memory
    PagedKvStore store(kBlocks, kBlockSize, kKvHeads, kHeadDim);
    const std::size_t blockFloats = std::size_t{kBlockSize} * store.tokenStride();

    // The pool holds every block's keys, then every block's values: one device allocation.
    PagedKvCacheConfig config;
    config.numBlocks = kBlocks;
    config.blockSize = kBlockSize;
    config.bytesPerBlock = 2 * blockFloats * sizeof(float);
    config.swapSpaceBlocks = kSwapBlocks;
    std::mt19937 random(2023);
    for (KvBlockId block = 0; block < kBlocks; ++block)
        config.initialFreeOrder.push_back(block);
    std::shuffle(config.initialFreeOrder.begin(), config.initialFreeOrder.end(), random);
    const std::uint64_t freeBefore = device.freeBytes();
    auto created = PagedKvCache::create(config, &device);
    check(created.ok(), "the KV pool is one device allocation of " + formatBytes(config.bytesPerBlock * kBlocks) +
                            (created ? "" : ": " + created.error().message));
    if (!created)
        return;
    PagedKvCache& cache = *created.value();
    check(device.freeBytes() < freeBefore || freeBefore == 0, "the device reports the pool's memory as taken");
    const std::uint64_t keys = cache.poolAddress();
    const std::uint64_t values = keys + kBlocks * blockFloats * sizeof(float);

    std::string deviceError;
    auto note = [&](const std::string& error) {
        if (deviceError.empty())
            deviceError = error;
    };
    cache.setBlockCopyObserver([&](KvBlockId from, KvBlockId to) {
        store.copyBlock(from, to);
        const std::size_t bytes = blockFloats * sizeof(float);
        note(copyDeviceToDevice(keys + to * bytes, keys + from * bytes, bytes));
        note(copyDeviceToDevice(values + to * bytes, values + from * bytes, bytes));
    });
    std::normal_distribution<float> normal(0.0f, 1.0f);
    std::vector<float> k(store.tokenStride()), v(store.tokenStride());
    // Beside the paged pool, each sequence's K and V in plain contiguous arrays: what the kernel must equal.
    std::map<KvSequenceId, std::vector<float>> contiguousKeys, contiguousValues;
    auto writeToken = [&](KvSequenceId sequence, KvSlot slot) {
        for (auto& x : k)
            x = normal(random);
        for (auto& x : v)
            x = normal(random);
        store.write(slot.physical, slot.slot, k.data(), v.data());
        contiguousKeys[sequence].insert(contiguousKeys[sequence].end(), k.begin(), k.end());
        contiguousValues[sequence].insert(contiguousValues[sequence].end(), v.begin(), v.end());
        const std::uint64_t offset = (std::uint64_t{slot.physical} * kBlockSize + slot.slot) * store.tokenStride() * sizeof(float);
        note(copyHostToDevice(keys + offset, k.data(), k.size() * sizeof(float)));
        note(copyHostToDevice(values + offset, v.data(), v.size() * sizeof(float)));
    };

    std::vector<KvSequenceId> sequences;
    for (const std::uint32_t length : {5u, 37u, 100u}) {
        const KvSequenceId sequence = cache.addSequence(std::vector<std::int32_t>(length, 1)).value();
        for (std::uint32_t i = 0; i < length; ++i)
            writeToken(sequence, cache.slotOf(sequence, i));
        sequences.push_back(sequence);
    }
    for (int child = 0; child < 2; ++child) { // parallel samples: shared blocks, copied on their first write
        const KvSequenceId forked = cache.fork(sequences[1]).value();
        contiguousKeys[forked] = contiguousKeys[sequences[1]];
        contiguousValues[forked] = contiguousValues[sequences[1]];
        sequences.push_back(forked);
    }
    std::size_t copies = 0;
    for (int round = 0; round < 30; ++round)
        for (const KvSequenceId sequence : sequences) {
            const KvSlot slot = cache.appendToken(sequence, 2).value();
            copies += slot.copiedFrom != kNoKvBlock;
            writeToken(sequence, slot);
        }
    check(deviceError.empty() && copies > 0,
          "K and V written into device memory at the engine's slots; " + std::to_string(copies) +
              " copy-on-write block copies on the device " + deviceError);

    PagedAttentionShape shape;
    shape.numSequences = static_cast<int>(sequences.size());
    shape.numHeads = kHeads;
    shape.numKvHeads = kKvHeads;
    shape.headDim = kHeadDim;
    shape.blockSize = kBlockSize;
    shape.numBlocks = kBlocks;
    shape.scale = 1.0f / std::sqrt(static_cast<float>(kHeadDim));
    for (const KvSequenceId sequence : sequences)
        shape.maxBlocksPerSequence = std::max(shape.maxBlocksPerSequence,
                                              static_cast<int>(cache.state().sequences[sequence].blockTable.size()));
    std::vector<std::int32_t> tables(sequences.size() * static_cast<std::size_t>(shape.maxBlocksPerSequence), 0);
    std::vector<std::int32_t> lengths;
    for (std::size_t s = 0; s < sequences.size(); ++s) {
        const auto& entry = cache.state().sequences[sequences[s]];
        std::copy(entry.blockTable.begin(), entry.blockTable.end(),
                  tables.begin() + static_cast<std::ptrdiff_t>(s * static_cast<std::size_t>(shape.maxBlocksPerSequence)));
        lengths.push_back(static_cast<std::int32_t>(entry.length));
    }
    std::vector<float> query(sequences.size() * kHeads * kHeadDim);
    for (auto& x : query)
        x = normal(random);
    std::vector<float> onGpu(query.size()), onCpu(query.size());
    const std::string error = runPagedAttentionCuda(shape, keys, values, query.data(), tables.data(), lengths.data(),
                                                    onGpu.data());
    pagedDecodeAttention(shape, query.data(), store.keys().data(), store.values().data(), tables.data(), lengths.data(),
                         onCpu.data());
    double maxError = 0;
    for (std::size_t i = 0; i < onGpu.size(); ++i)
        maxError = std::max(maxError, static_cast<double>(std::fabs(onGpu[i] - onCpu[i])));
    // The check: plain attention over each sequence's contiguous K and V, max abs error 1e-5 in
    // fp32 (sums in a different order, threads and reductions, differ by rounding only).
    const std::size_t row = static_cast<std::size_t>(kHeads) * kHeadDim;
    std::vector<float> plain(row);
    double againstContiguous = 0;
    for (std::size_t s = 0; s < sequences.size(); ++s) {
        contiguousDecodeAttention(kHeads, kKvHeads, kHeadDim, lengths[s], shape.scale, query.data() + s * row,
                                  contiguousKeys[sequences[s]].data(), contiguousValues[sequences[s]].data(),
                                  plain.data());
        for (std::size_t i = 0; i < row; ++i)
            againstContiguous = std::max(againstContiguous, static_cast<double>(std::fabs(onGpu[s * row + i] - plain[i])));
    }
    char text[240];
    std::snprintf(text, sizeof text,
                  "paged attention kernel (GQA %d/%d heads, %zu sequences, block tables from the engine) against "
                  "contiguous attention: max abs error %.2e (limit 1e-5); against the CPU paged reference: %.2e",
                  kHeads, kKvHeads, sequences.size(), againstContiguous, maxError);
    check(error.empty() && againstContiguous < 1e-5 && maxError < 1e-5,
          std::string(text) + (error.empty() ? "" : " " + error));
    if (error.empty())
        checkSwapRoundTrip(cache, store, shape, sequences[2], writeToken, check); // 130 tokens, 9 blocks
}

} // namespace gml::selftest
