#include "allocator/ScenarioLibrary.h"

#include "util/ByteFormat.h"

namespace gml {

namespace {

using Kind = ScenarioAction::Kind;

ScenarioAction allocate(std::string tensor, std::uint64_t bytes, StreamId stream = 0)
{
    return {Kind::Allocate, std::move(tensor), bytes, stream};
}
ScenarioAction release(std::string tensor)
{
    return {Kind::Free, std::move(tensor), 0, 0};
}
ScenarioAction emptyCache()
{
    return {Kind::EmptyCache, {}, 0, 0};
}

AllocatorScenario reservedVsAllocated()
{
    AllocatorScenario s;
    s.id = "reserved-vs-allocated";
    s.title = "Reserved is not allocated";
    s.summary = "Freed tensors leave their memory cached: reserved stays up until empty_cache, which returns "
                "whole free segments only.";
    s.defaultCapacity = 8 * GiB;
    s.steps = {
        {"allocate",
         "Three tensors of 100 MiB, 300 MiB and 50 MiB. Each is 10 MiB or more, so each gets a segment of its own "
         "from the device (cudaMalloc), rounded up to 2 MiB. Allocated and reserved are both 450 MiB.",
         {allocate("a", 100 * MiB), allocate("b", 300 * MiB), allocate("c", 50 * MiB)}},
        {"free",
         "b is freed. Allocated drops to 150 MiB, but reserved stays at 450 MiB: the allocator keeps b's block "
         "cached for the next request instead of calling cudaFree. nvidia-smi still shows the memory in use.",
         {release("b")}},
        {"reuse",
         "A 250 MiB tensor d arrives. The best fit among cached blocks is b's 300 MiB block: d takes its front and "
         "the 50 MiB rest stays cached. No new segment, so reserved does not move.",
         {allocate("d", 250 * MiB)}},
        {"free-more",
         "a and d are freed. a's segment is now wholly free; d's merges with the 50 MiB beside it, so b's segment "
         "is one free block again. 400 MiB reserved but unallocated.",
         {release("a"), release("d")}},
        {"empty-cache",
         "torch.cuda.empty_cache() returns the whole free segments to the device. c is still alive, so its "
         "segment stays: reserved falls to 50 MiB, exactly what is allocated.",
         {emptyCache()}},
    };
    s.scenes = {{"reserved", 1, "Freed, but still reserved"},
                {"reuse", 2, "A cached block is reused"},
                {"empty-cache", 4, "empty_cache returns whole free segments"}};
    return s;
}

AllocatorScenario liveTensorEmptyCache()
{
    AllocatorScenario s;
    s.id = "live-tensor-empty-cache";
    s.title = "empty_cache never touches live tensors";
    s.summary = "empty_cache frees whole cached segments; a live tensor keeps its memory, and a small live "
                "tensor keeps its whole segment reserved.";
    s.defaultCapacity = 8 * GiB;
    s.steps = {
        {"allocate",
         "Model weights (512 MiB), three activations of 200 MiB, and two small buffers of 4 MiB and 8 MiB. The "
         "buffers are between 1 and 10 MiB, so they share one 20 MiB segment of the large pool.",
         {allocate("weights", 512 * MiB), allocate("act1", 200 * MiB), allocate("act2", 200 * MiB),
          allocate("act3", 200 * MiB), allocate("buffer", 4 * MiB), allocate("scratch", 8 * MiB)}},
        {"free-activations",
         "The backward pass is done: the activations and the 8 MiB scratch buffer are freed. Their memory stays "
         "cached (reserved).",
         {release("act1"), release("act2"), release("act3"), release("scratch")}},
        {"empty-cache",
         "empty_cache returns the activations' three whole segments. The weights are alive, so their memory is "
         "untouched. The 4 MiB buffer is alive too, and it pins its whole 20 MiB segment: the free 16 MiB beside "
         "it is a piece of a split segment, which is never returned.",
         {emptyCache()}},
        {"free-buffer",
         "Once the buffer is freed its segment is whole and free again, and the next empty_cache returns it.",
         {release("buffer"), emptyCache()}},
    };
    s.scenes = {{"live-tensor", 2, "A live tensor survives empty_cache"},
                {"empty-cache", 2, "What empty_cache returns"},
                {"pinned-segment", 2, "A small live tensor pins its segment"}};
    return s;
}

AllocatorScenario fragmentationOom()
{
    AllocatorScenario s;
    s.id = "fragmentation-oom";
    s.title = "Out of memory with memory to spare";
    s.summary = "Interleaved frees leave free pieces that no large request can use: a 100 MiB tensor fails "
                "although 550 MiB is reserved but unallocated. expandable_segments:True avoids it.";
    // 1 GiB makes the numbers small: 150 tensors of 6 MiB need 50 segments of 20 MiB (1000 MiB), leaving
    // 24 MiB on the device; packed into one expandable segment they need 900 MiB, leaving 124 MiB.
    s.defaultCapacity = 1 * GiB;
    ScenarioStep fill{"fill",
                      "This lesson's GPU has 1 GiB. 150 tensors of 6 MiB each (think: a layer's activations). "
                      "Requests between 1 and 10 MiB share 20 MiB segments: three 6 MiB blocks fit in each, and "
                      "the 2 MiB left at its end is too small for another. 50 segments, 1000 MiB reserved for "
                      "900 MiB of tensors.",
                      {}};
    ScenarioStep holes{"free-every-other",
                       "Every other tensor is freed. With the 2 MiB ends, 550 MiB is free, but in pieces of 2 to "
                       "8 MiB between live tensors: inactive split blocks, cached and not releasable, because "
                       "each segment still holds a live tensor.",
                       {}};
    for (int i = 0; i < 150; ++i) {
        fill.actions.push_back(allocate("t" + std::to_string(i), 6 * MiB));
        if (i % 2 == 0)
            holes.actions.push_back(release("t" + std::to_string(i)));
    }
    s.steps = {
        std::move(fill),
        std::move(holes),
        {"large-request",
         "Now a 100 MiB tensor. No cached block is that large, and the device has only 24 MiB left. The allocator "
         "releases every whole free segment and retries, but there is none: out of memory, although 550 MiB is "
         "reserved but unallocated - the situation the error message's advice is about. With "
         "expandable_segments:True the tensors were packed into one segment that grew page by page, with no "
         "2 MiB slivers at segment ends: 900 MiB reserved, 124 MiB left, and the 100 MiB tensor fits. With "
         "max_split_size_mb the outcome is the allocator's too: the free pieces are far below any split limit, "
         "so nothing changes.",
         {allocate("big", 100 * MiB)}},
        {"empty-cache-does-not-help",
         "empty_cache cannot help: every segment still holds a live tensor, so there is no whole free segment "
         "to return, and the second 100 MiB request fails as the first did. Only freeing the live tensors (or "
         "not fragmenting in the first place) would. (With expandable segments the first 100 MiB tensor fit; "
         "this second one does not, as only 24 MiB is left on the device.)",
         {emptyCache(), allocate("big-again", 100 * MiB)}},
    };
    s.scenes = {{"inactive-split", 1, "Free pieces inside used segments"},
                {"oom", 2, "Out of memory with memory reserved"},
                {"expandable-fits", 2, "The same request with expandable segments"},
                {"empty-cache", 3, "empty_cache does not help"}};
    return s;
}

AllocatorScenario smallVsLargePool()
{
    AllocatorScenario s;
    s.id = "small-vs-large-pool";
    s.title = "Two pools";
    s.summary = "Requests up to 1 MiB share 2 MiB segments of the small pool; larger ones use 20 MiB or own "
                "segments of the large pool; neither pool serves the other's requests.";
    s.defaultCapacity = 8 * GiB;
    ScenarioStep small{"small-tensors",
                       "Ten tensors of 300 KiB (biases, norms). Rounded requests up to 1 MiB go to the small pool, "
                       "which packs them into 2 MiB segments: six fit in each, so two segments.",
                       {}};
    for (int i = 0; i < 10; ++i)
        small.actions.push_back(allocate("bias" + std::to_string(i), 300 * KiB));
    s.steps = {
        std::move(small),
        {"medium-tensors",
         "Three tensors of 4 MiB. Between 1 and 10 MiB, requests share 20 MiB segments of the large pool.",
         {allocate("m0", 4 * MiB), allocate("m1", 4 * MiB), allocate("m2", 4 * MiB)}},
        {"big-tensor",
         "A 64 MiB tensor: 10 MiB and more get a segment of their own, rounded up to 2 MiB.",
         {allocate("big", 64 * MiB)}},
        {"pools-stay-apart",
         "The small tensors are freed: about 3 MiB cached in the small pool. A 1.5 MiB tensor cannot use it - it is a "
         "large-pool request - and takes 1.5 MiB of the 20 MiB segment's free rest instead. Keeping the pools "
         "apart stops small tensors from splitting large segments.",
         {release("bias0"), release("bias1"), release("bias2"), release("bias3"), release("bias4"),
          release("bias5"), release("bias6"), release("bias7"), release("bias8"), release("bias9"),
          allocate("mid", 1536 * KiB)}},
    };
    s.scenes = {{"small-pool", 0, "Small-pool segments of 2 MiB"},
                {"large-pool", 1, "A 20 MiB large-pool segment"},
                {"own-segment", 2, "A segment of its own"},
                {"pool-separation", 3, "The pools do not mix"}};
    return s;
}

} // namespace

const std::vector<AllocatorScenario>& allocatorScenarios()
{
    static const std::vector<AllocatorScenario> scenarios{reservedVsAllocated(), liveTensorEmptyCache(),
                                                          fragmentationOom(), smallVsLargePool()};
    return scenarios;
}

const AllocatorScenario* findAllocatorScenario(std::string_view id)
{
    for (const AllocatorScenario& scenario : allocatorScenarios())
        if (scenario.id == id)
            return &scenario;
    return nullptr;
}

} // namespace gml
