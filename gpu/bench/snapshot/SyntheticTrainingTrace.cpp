#include "SyntheticTrainingTrace.h"

#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"

#include <string>
#include <vector>

namespace gml {

namespace {

// A small deterministic generator: the same file every run, on every machine.
class Lcg
{
public:
    std::uint64_t next()
    {
        m_state = m_state * 6364136223846793005ULL + 1442695040888963407ULL;
        return m_state >> 17;
    }
    // Log-uniform between 2^lo and 2^hi bytes, in 64-byte steps like real tensor shapes.
    std::uint64_t size(int lo, int hi)
    {
        const int bits = lo + static_cast<int>(next() % static_cast<std::uint64_t>(hi - lo));
        const std::uint64_t base = 1ULL << bits;
        return (base + next() % base) / 64 * 64 + 64;
    }

private:
    std::uint64_t m_state = 0x2545F4914F6CDD1DULL;
};

const char* actionName(const AllocatorEvent& event)
{
    switch (event.kind) {
    case EventKind::Alloc: return "alloc";
    case EventKind::FreeRequested: return "free_requested";
    case EventKind::FreeCompleted: return "free_completed";
    case EventKind::SegmentAlloc: return event.reason == EventReason::ExpandableReserve ? nullptr : "segment_alloc";
    case EventKind::SegmentFree: return event.reason == EventReason::ExpandableRelease ? nullptr : "segment_free";
    case EventKind::SegmentMap: return "segment_map";
    case EventKind::SegmentUnmap: return "segment_unmap";
    default: return nullptr; // PyTorch records no empty_cache marker; refused calls do not happen here
    }
}

} // namespace

void writeSyntheticTrainingTrace(std::uint64_t events, std::ostream& out)
{
    SimulatedDevice device("synthetic GPU", 80ULL << 30);
    CachingAllocator allocator(device);
    Lcg random;
    const auto allocate = [&](std::uint64_t bytes, StreamId stream) {
        const auto address = allocator.allocate(bytes, stream);
        return address ? address.value() : 0;
    };
    std::vector<std::uint64_t> parameters;
    for (int i = 0; i < 150; ++i)
        parameters.push_back(allocate(random.size(10, 26), 0));
    const std::uint64_t wanted = events + events / 20; // 5% more, dropped as the ring buffer's oldest
    std::size_t cut = 0;
    for (int step = 0; allocator.trace().size() < wanted; ++step) {
        if (cut == 0 && allocator.trace().size() >= events / 20)
            cut = allocator.trace().size();
        std::vector<std::uint64_t> activations;
        for (int layer = 0; layer < 120; ++layer) {
            activations.push_back(allocate(random.size(9, 25), 0));
            const std::uint64_t scratch = allocate(random.size(9, 22), 0);
            if (scratch != 0)
                allocator.free(scratch);
            if (random.next() % 16 == 0 && activations.back() != 0)
                allocator.recordStream(activations.back(), 1); // a copy on a side stream reads it
        }
        while (!activations.empty()) {
            const std::uint64_t gradient = allocate(random.size(9, 24), 0);
            if (activations.back() != 0)
                allocator.free(activations.back());
            activations.pop_back();
            if (gradient != 0)
                allocator.free(gradient);
        }
        allocator.synchronizeStream(1);
        if (step % 40 == 39)
            allocator.emptyCache();
    }

    std::string text = "{\"segments\":[";
    const AllocatorState state = allocator.state();
    for (std::size_t s = 0; s < state.segments.size(); ++s) {
        const SegmentInfo& segment = state.segments[s];
        text += (s ? ",[" : "[") + std::to_string(segment.address) + "," + std::to_string(segment.size) + "," +
                std::to_string(segment.stream) + (segment.pool == PoolKind::Small ? ",\"small\",[" : ",\"large\",[");
        for (std::size_t b = 0; b < segment.blocks.size(); ++b) {
            const BlockInfo& block = segment.blocks[b];
            const char* name = block.state == BlockState::Allocated     ? "active_allocated"
                               : block.state == BlockState::PendingFree ? "active_pending_free"
                                                                        : "inactive";
            text += (b ? ",[" : "[") + std::to_string(block.address) + "," + std::to_string(block.size) + "," +
                    std::to_string(block.requested) + ",\"" + name + "\"]";
        }
        text += "]]";
    }
    text += "],\"trace\":[";
    const AllocatorTrace& trace = allocator.trace();
    bool first = true;
    for (std::size_t i = cut; i < trace.size(); ++i) {
        const AllocatorEvent& event = trace[i];
        const char* action = actionName(event);
        if (action == nullptr)
            continue;
        const bool segmentEvent = event.kind != EventKind::Alloc && event.kind != EventKind::FreeRequested &&
                                  event.kind != EventKind::FreeCompleted;
        text += first ? "\n[\"" : ",\n[\"";
        first = false;
        text += action;
        text += "\"," + std::to_string(event.address) + "," +
                std::to_string(segmentEvent ? event.size : event.requested) + "," + std::to_string(event.stream) + "]";
        if (text.size() > (1u << 20)) {
            out << text;
            text.clear();
        }
    }
    out << text << "]}\n";
}

} // namespace gml
