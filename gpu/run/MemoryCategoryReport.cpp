#include "run/MemoryCategoryReport.h"

#include "run/AnnotationPhaseSweep.h"
#include "run/BlockLifeTable.h"
#include "run/MemoryCategoryGuesser.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <unordered_map>

namespace gml {

namespace {

TrainingPhase phaseOfEventStack(const MemorySnapshot& snapshot, std::uint32_t stack,
                                std::unordered_map<std::uint32_t, TrainingPhase>& stackPhases)
{
    const auto [it, added] = stackPhases.try_emplace(stack, TrainingPhase::None);
    if (added) {
        std::vector<FrameNames> frames;
        for (const std::uint32_t index : snapshot.frames.stack(stack)) {
            const SnapshotFrame& frame = snapshot.frames.frame(index);
            frames.push_back({snapshot.text(frame.filename), snapshot.text(frame.name)});
        }
        it->second = MemoryCategoryGuesser::phaseOfStack(frames);
    }
    return it->second;
}

TrainingPhase phaseOfLife(const MemorySnapshot& snapshot, const BlockLife& life,
                          AnnotationPhaseSweep& annotations,
                          std::unordered_map<std::uint32_t, TrainingPhase>& stackPhases)
{
    // What the program said beats what its stack suggests.
    for (const std::uint32_t text : {life.userMetadata, life.compileContext})
        if (text != 0)
            if (const TrainingPhase phase = MemoryCategoryGuesser::phaseOfText(snapshot.text(text));
                phase != TrainingPhase::None)
                return phase;
    if (life.hasBirthTime)
        if (const TrainingPhase phase = annotations.phaseAt(life.birthTimeUs); phase != TrainingPhase::None)
            return phase;
    return phaseOfEventStack(snapshot, life.stack, stackPhases);
}

bool hasFrames(const MemorySnapshot& snapshot, std::uint32_t stack)
{
    return !snapshot.frames.stack(stack).empty();
}

// Whether an event says that backward is over: it carries frames, and they are not under backward. A
// Python thread that called backward() waits in it until the autograd engine is done, so once an event
// shows that thread running anything else (an optimizer step, zero_grad, the user's next line), backward
// has returned. Frameless events say nothing: the engine's own threads record none.
bool endsBackward(const MemorySnapshot& snapshot, const SnapshotTraceEvent& event, TrainingPhase phase)
{
    return hasFrames(snapshot, event.frames) && phase != TrainingPhase::Backward;
}

// The categories of every life: phases first (in birth order, for the annotation sweep), then, for lives made
// during backward, whether they outlived it.
//
// Allocations without any frame: with stacks='python' (what _record_memory_history records by default),
// everything autograd allocates while it runs the backward pass carries no frame at all, because the
// engine runs on C++ threads with no Python stack; the gradients and the backward pass's temporaries would
// all be unknown. So a frameless allocation made after one whose stack is under backward (backward,
// _make_grads, the engine) and before the next event with frames that are not (see endsBackward) is guessed
// to belong to that backward pass. Still a guess: a frameless allocation there could come from another
// thread of the program (a data loader copying to the GPU), and the report always says it is a guess.
std::vector<MemoryCategory> categorize(const MemorySnapshot& snapshot, int device,
                                       const BlockLifeTable& table)
{
    static const TraceEvents kNoTrace;
    const auto& trace = static_cast<std::size_t>(device) < snapshot.deviceTraces.size()
                            ? snapshot.deviceTraces[static_cast<std::size_t>(device)]
                            : kNoTrace;
    const auto& lives = table.lives();
    std::vector<TrainingPhase> phases(lives.size(), TrainingPhase::None);
    AnnotationPhaseSweep annotations(snapshot, device);
    std::unordered_map<std::uint32_t, TrainingPhase> stackPhases;
    // Lives from before the trace first (no birth time), then the trace's births in order.
    for (std::size_t i = 0; i < lives.size(); ++i)
        if (lives[i].birthEvent == BlockLife::kBeforeTrace)
            phases[i] = phaseOfLife(snapshot, lives[i], annotations, stackPhases);
    bool inBackward = false; // after an allocation under backward, before an event that ends it
    for (std::size_t event = 0; event < table.eventCount(); ++event) {
        const std::int32_t index = table.lifeAt(event);
        if (index == BlockLifeTable::kNoLife)
            continue;
        const auto life = static_cast<std::size_t>(index);
        if (lives[life].birthEvent != static_cast<std::int64_t>(event)) {
            // A free: one with frames outside backward means the Python thread is past backward().
            if (endsBackward(snapshot, trace[event],
                             phaseOfEventStack(snapshot, trace[event].frames, stackPhases)))
                inBackward = false;
            continue;
        }
        TrainingPhase phase = phaseOfLife(snapshot, lives[life], annotations, stackPhases);
        if (phase == TrainingPhase::None && inBackward && !hasFrames(snapshot, lives[life].stack))
            phase = TrainingPhase::Backward;
        phases[life] = phase;
        if (phase == TrainingPhase::Backward)
            inBackward = true;
        else if (hasFrames(snapshot, lives[life].stack))
            inBackward = false;
    }

    // Backwards through the trace: a life made during backward outlived it (a gradient) when it was still
    // alive at the first event after its birth that ends backward: an allocation made outside backward, or
    // a free with frames outside it (zero_grad or an optimizer freeing the gradient itself counts: the
    // gradient lived until the step was done with it). Freed before that, it was a temporary of backward.
    std::vector<MemoryCategory> categories(lives.size(), MemoryCategory::Unknown);
    const auto end = static_cast<std::int64_t>(table.eventCount());
    std::int64_t backwardEnd = -1; // the next event that ends backward; -1: none before the trace's end
    auto settle = [&](std::size_t index) {
        const bool outlived =
            backwardEnd >= 0 ? lives[index].deathEvent >= backwardEnd : lives[index].deathEvent >= end;
        categories[index] = MemoryCategoryGuesser::categoryOf(phases[index], outlived);
    };
    for (std::int64_t event = end - 1; event >= 0; --event) {
        const std::int32_t index = table.lifeAt(static_cast<std::size_t>(event));
        if (index == BlockLifeTable::kNoLife)
            continue;
        const auto life = static_cast<std::size_t>(index);
        if (lives[life].birthEvent != event) {
            const SnapshotTraceEvent& free = trace[static_cast<std::size_t>(event)];
            if (endsBackward(snapshot, free, phaseOfEventStack(snapshot, free.frames, stackPhases)))
                backwardEnd = event;
            continue;
        }
        settle(life);
        if (phases[life] != TrainingPhase::Backward)
            backwardEnd = event;
    }
    for (std::size_t i = 0; i < lives.size(); ++i)
        if (lives[i].birthEvent == BlockLife::kBeforeTrace)
            settle(i);
    return categories;
}

} // namespace

MemoryCategoryReport reportMemoryCategories(const MemorySnapshot& snapshot, int device,
                                            std::size_t maxSeriesPoints)
{
    MemoryCategoryReport report;
    report.device = device;
    const BlockLifeTable table(snapshot, device);
    const std::vector<MemoryCategory> categories = categorize(snapshot, device, table);
    const auto& lives = table.lives();
    report.peakAllocatedBytes = table.peakBytes();
    report.peakSample = table.peakSample();
    for (std::size_t i = 0; i < lives.size(); ++i)
        if (lives[i].aliveAt(table.peakSample()))
            report.atPeak[static_cast<std::size_t>(categories[i])] += lives[i].bytes;

    // The series: category counters walked forwards, one point per bucket at the bucket's highest total.
    static const TraceEvents kNoTrace;
    const auto& trace = static_cast<std::size_t>(device) < snapshot.deviceTraces.size()
                            ? snapshot.deviceTraces[static_cast<std::size_t>(device)]
                            : kNoTrace;
    report.hasTime =
        !trace.empty() && std::all_of(trace.begin(), trace.end(), [](const auto& e) { return e.hasTime; });
    const std::int64_t firstTime = report.hasTime ? trace.front().timeUs : 0;
    const std::int64_t span = trace.empty()    ? 0
                              : report.hasTime ? trace.back().timeUs - firstTime
                                               : static_cast<std::int64_t>(trace.size()) - 1;
    CategoryBytes bytes{};
    for (std::size_t i = 0; i < lives.size(); ++i)
        if (lives[i].birthEvent == BlockLife::kBeforeTrace)
            bytes[static_cast<std::size_t>(categories[i])] += lives[i].bytes;
    const std::size_t samples = trace.size() + 1;
    const std::size_t buckets = std::max<std::size_t>(maxSeriesPoints, 1);
    std::size_t openBucket = SIZE_MAX;
    std::uint64_t openTotal = 0;
    for (std::size_t sample = 0; sample < samples && maxSeriesPoints > 0; ++sample) {
        if (sample > 0) {
            const std::int32_t index = table.lifeAt(sample - 1);
            if (index != BlockLifeTable::kNoLife) {
                const BlockLife& life = lives[static_cast<std::size_t>(index)];
                auto& counter = bytes[static_cast<std::size_t>(categories[static_cast<std::size_t>(index)])];
                counter = life.birthEvent == static_cast<std::int64_t>(sample - 1) ? counter + life.bytes
                                                                                   : counter - life.bytes;
            }
        }
        const std::size_t event = sample == 0 ? 0 : sample - 1;
        const std::int64_t time = trace.empty()    ? 0
                                  : report.hasTime ? trace[event].timeUs - firstTime
                                                   : static_cast<std::int64_t>(event);
        const std::uint64_t total = std::accumulate(bytes.begin(), bytes.end(), std::uint64_t{0});
        const std::size_t bucket = samples <= buckets ? sample : sample * buckets / samples;
        if (bucket != openBucket) {
            openBucket = bucket;
            report.series.push_back({});
            openTotal = 0;
        } else if (total <= openTotal) {
            continue;
        }
        openTotal = total;
        report.series.back() =
            CategoryPoint{time, span > 0 ? static_cast<double>(time) / static_cast<double>(span) : 0.0, bytes,
                          static_cast<std::int64_t>(sample)};
    }
    return report;
}

} // namespace gml
