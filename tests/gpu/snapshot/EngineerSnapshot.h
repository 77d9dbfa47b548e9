#pragma once

// The snapshot an ML engineer opens after a job ran out of memory, made in code (the real fixtures hold no
// OOM, no expandable segments and no private pools): three GPUs of one process with expandable segments on;
// GPU 1 runs out of memory while 600 MiB of it is held outside PyTorch (recorded device_free tells), on three
// streams whose ranges let the GPU's size be inferred; GPU 0 holds two CUDA-graph private pools; stacks carry
// every kind of frame (the unwinder, c10, the interpreter, torch/, an installed package, the user's own);
// vLLM's KV cache is allocated under CacheEngine; and annotations mark the forward pass. Every event is made
// by our CachingAllocator following PyTorch's rules, so the replay reproduces it.
#include "SharedAddressSpaceDevice.h"
#include "SnapshotRecording.h"

#include <memory>
#include <string>
#include <vector>

namespace gml::test {

struct EngineerSnapshot
{
    static constexpr std::uint64_t kGiB = 1024 * kMiB;
    // GPU 1's memory: seldom round on a real device.
    static constexpr std::uint64_t kDevice1Bytes = 24 * kGiB + 123 * kMiB + 4567;
    static constexpr std::uint64_t kOutsideBytes = 600 * kMiB; // GPU 1's memory held by another process
    static constexpr std::uint64_t kFailedRequest = 12 * kGiB;   // the allocation that failed on GPU 1
    static constexpr std::uint64_t kStreamBase = 0x55d1c0a8f000ULL;

    MemorySnapshot snapshot;
    std::uint64_t liveAddressOnDevice1 = 0;   // the start of GPU 1's largest live block at the dump
    std::uint32_t userStack = 0;              // a stack whose first shown frame is model.py's forward
    std::size_t oomEvent = 0;                 // GPU 1's recorded oom event

    static std::uint64_t streamHandle(StreamId stream) { return stream == 0 ? 0 : kStreamBase + stream * 0x200; }

    static EngineerSnapshot build()
    {
        EngineerSnapshot made;
        made.assemble();
        return made;
    }

private:
    struct Stacks
    {
        std::uint32_t weights = 0, kvCache = 0, activation = 0, attention = 0, temporary = 0;
    };

    std::uint32_t frame(const char* file, std::uint64_t line, const char* name)
    {
        SnapshotFrame f;
        f.filename = snapshot.strings.intern(file);
        f.name = snapshot.strings.intern(name);
        f.line = line;
        return snapshot.frames.addFrame(f);
    }

    // Innermost first, as PyTorch writes a stack: what captured it, the allocator, the interpreter, torch's
    // Python, then the program's own frames (and an installed package's, for vLLM's cache).
    std::uint32_t stack(const std::vector<std::uint32_t>& own)
    {
        std::vector<std::uint32_t> frames{
            frame("??", SnapshotFrame::kNoLine, "torch::unwind::unwind()"),
            frame("??", SnapshotFrame::kNoLine, "torch::CapturedTraceback::gather(bool, bool, bool)"),
            frame("c10/cuda/CUDACachingAllocator.cpp", 1183,
                  "c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::malloc(signed char, unsigned long, CUstream_st*)"),
            frame("aten/src/ATen/EmptyTensor.cpp", 49, "at::detail::empty_generic"),
            frame("??", SnapshotFrame::kNoLine, "_PyEval_EvalFrameDefault"),
            frame("/usr/lib/python3.11/site-packages/torch/nn/modules/module.py", 1527, "_call_impl")};
        frames.insert(frames.end(), own.begin(), own.end());
        frames.push_back(frame("/usr/lib/python3.11/threading.py", 975, "run"));
        return snapshot.frames.addStack(frames);
    }

    Stacks makeStacks()
    {
        Stacks s;
        const std::uint32_t train = frame("/home/ana/llm/train.py", 42, "train_step");
        s.weights = stack({frame("/usr/lib/python3.11/site-packages/torch/nn/modules/module.py", 1160, "to"),
                           frame("/home/ana/llm/model.py", 31, "__init__"), train});
        s.kvCache = stack({frame("/usr/lib/python3.11/site-packages/vllm/worker/cache_engine.py", 92, "_allocate_kv_cache"),
                           frame("/usr/lib/python3.11/site-packages/vllm/worker/cache_engine.py", 61, "__init__"),
                           frame("/home/ana/llm/serve.py", 18, "start_engine")});
        s.activation = stack({frame("/usr/lib/python3.11/site-packages/torch/nn/modules/linear.py", 116, "forward"),
                              frame("/home/ana/llm/model.py", 88, "forward"), train});
        s.attention = stack({frame("/home/ana/llm/model.py", 95, "attention_scores"),
                             frame("/home/ana/llm/model.py", 88, "forward"), train});
        s.temporary = stack({frame("/usr/lib/python3.11/site-packages/torch/nn/functional.py", 1858, "softmax"),
                             frame("/home/ana/llm/model.py", 97, "attention_scores"), train});
        userStack = s.activation;
        return s;
    }

    void assemble()
    {
        static const AllocatorConfig config = AllocatorConfig::parse("expandable_segments:True").value();
        SharedAddressSpaceDevice::Space space;
        std::vector<std::unique_ptr<SharedAddressSpaceDevice>> devices;
        std::vector<std::unique_ptr<CachingAllocator>> allocators;
        const std::uint64_t sizes[3] = {16 * kGiB + 77 * kMiB, kDevice1Bytes, 16 * kGiB + 77 * kMiB};
        for (int d = 0; d < 3; ++d) {
            devices.push_back(std::make_unique<SharedAddressSpaceDevice>(space, "GPU " + std::to_string(d), sizes[d]));
            allocators.push_back(std::make_unique<CachingAllocator>(*devices.back(), config));
        }
        const Stacks stacks = makeStacks();
        std::vector<std::vector<std::uint32_t>> allocStacks(3); // per device: the stack of each alloc, in order
        const auto alloc = [&](int d, std::uint64_t bytes, StreamId stream, std::uint32_t stackId) {
            const auto address = allocators[d]->allocate(bytes, stream);
            if (address.ok())
                allocStacks[d].push_back(stackId);
            return address.ok() ? address.value() : 0;
        };
        // GPU 0: weights, then two graphs captured into pools of their own (their segments are tagged below).
        for (int i = 0; i < 4; ++i)
            alloc(0, 512 * kMiB, 0, stacks.weights);
        const std::uint64_t graphA = alloc(0, 300 * kMiB, 1, stacks.activation);
        const std::uint64_t graphB = alloc(0, 200 * kMiB, 2, stacks.attention);
        alloc(0, 20 * kMiB, 1, stacks.temporary);
        // GPU 1: another process holds 600 MiB; weights and vLLM's KV cache on the default stream, activations
        // on stream 1, temporaries on stream 2 (each stream reserves ranges of its own, in both pools).
        (void)devices[1]->allocate(kOutsideBytes);
        for (int i = 0; i < 6; ++i)
            alloc(1, kGiB, 0, stacks.weights);
        alloc(1, 3 * kGiB, 0, stacks.kvCache);
        alloc(1, 1000, 0, stacks.temporary);
        std::vector<std::uint64_t> activations;
        for (int i = 0; i < 12; ++i)
            activations.push_back(alloc(1, 400 * kMiB + i * 3 * kMiB, 1, stacks.activation));
        alloc(1, 2000, 1, stacks.temporary);
        for (int i = 0; i < 6; ++i) {
            const std::uint64_t t = alloc(1, 150 * kMiB, 2, stacks.temporary);
            alloc(1, 700 * 1024, 2, stacks.temporary);
            if (i % 2 == 0)
                (void)allocators[1]->free(t);
        }
        for (std::size_t i = 0; i < activations.size(); i += 3)
            (void)allocators[1]->free(activations[i]);
        // The attention scores do not fit: out of memory, recorded with what the driver said was free.
        (void)allocators[1]->allocate(kFailedRequest, 1);
        // GPU 2: a little work, so every GPU has a trace.
        alloc(2, 256 * kMiB, 0, stacks.weights);
        alloc(2, 64 * kMiB, 0, stacks.activation);

        snapshot.deviceTraces.resize(3);
        for (int d = 0; d < 3; ++d) {
            MemorySnapshot one = recordSnapshot(*allocators[d]);
            TraceEvents& trace = snapshot.deviceTraces[static_cast<std::size_t>(d)];
            std::size_t nextStack = 0;
            for (std::size_t i = 0; i < one.deviceTraces[0].size(); ++i) {
                SnapshotTraceEvent event = one.deviceTraces[0][i];
                event.stream = streamHandle(static_cast<StreamId>(event.stream));
                event.hasTime = true;
                event.timeUs = 1'000'000 + static_cast<std::int64_t>(i) * 250;
                if (event.action == TraceAction::Alloc && nextStack < allocStacks[d].size())
                    event.frames = allocStacks[d][nextStack++];
                if (event.action == TraceAction::Oom) {
                    event.frames = stacks.attention;
                    if (d == 1)
                        oomEvent = trace.size();
                }
                trace.push_back(event);
            }
            for (SnapshotSegment& segment : one.segments) {
                segment.device = d;
                segment.stream = streamHandle(static_cast<StreamId>(segment.stream));
                for (SnapshotBlock& block : segment.blocks)
                    block.frames = stackOfLiveBlock(trace, block.address);
                if (d == 0 && segment.address <= graphA && graphA < segment.address + segment.totalSize)
                    segment.poolId[0] = 1;
                if (d == 0 && segment.address <= graphB && graphB < segment.address + segment.totalSize)
                    segment.poolId[0] = 2;
                snapshot.segments.push_back(std::move(segment));
            }
            snapshot.allocatorSettings = one.allocatorSettings;
        }
        std::uint64_t largest = 0;
        for (const SnapshotSegment& segment : snapshot.segments)
            for (const SnapshotBlock& block : segment.blocks)
                if (segment.device == 1 && block.state == SnapshotBlockState::ActiveAllocated && block.size > largest) {
                    largest = block.size;
                    liveAddressOnDevice1 = block.address;
                }
        const auto annotate = [&](const char* stage, std::int64_t time) {
            snapshot.externalAnnotations.push_back(
                {snapshot.strings.intern(stage), snapshot.strings.intern("forward"), 1, time});
        };
        // The forward pass: from GPU 1's first activation to its last.
        const TraceEvents& gpu1 = snapshot.deviceTraces[1];
        std::int64_t start = 0, end = 0;
        for (std::size_t i = 0; i < gpu1.size(); ++i)
            if (gpu1[i].action == TraceAction::Alloc && gpu1[i].frames == stacks.activation) {
                end = gpu1[i].timeUs;
                start = start == 0 ? gpu1[i].timeUs : start;
            }
        annotate("START", start);
        annotate("END", end);
    }

    // A live block's stack is its last alloc's at that address.
    static std::uint32_t stackOfLiveBlock(const TraceEvents& trace, std::uint64_t address)
    {
        for (std::size_t i = trace.size(); i-- > 0;)
            if (trace[i].action == TraceAction::Alloc && trace[i].address == address)
                return trace[i].frames;
        return 0;
    }
};

} // namespace gml::test
