#include "run/AllocationCategories.h"

#include "run/AnnotationPhaseSweep.h"
#include "run/MemoryCategoryGuesser.h"

#include <algorithm>

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
    // A serving engine's KV cache is named by its stack alone, and is the cache whatever phase surrounds it
    // (vLLM allocates it inside a profiling run a program may have marked as its forward pass).
    const TrainingPhase fromStack = phaseOfEventStack(snapshot, life.stack, stackPhases);
    if (fromStack == TrainingPhase::InferenceCacheSetup)
        return fromStack;
    if (life.hasBirthTime)
        if (const TrainingPhase phase = annotations.phaseAt(life.birthTimeUs); phase != TrainingPhase::None)
            return phase;
    return fromStack;
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

} // namespace

AllocationCategories::AllocationCategories(const MemorySnapshot& snapshot, int device) : m_table(snapshot, device)
{
    categorize(snapshot, device);
    m_guessedFromTrace.assign(m_categories.size(), false);
    const auto& lives = m_table.lives();
    for (std::size_t i = 0; i < lives.size(); ++i)
        if (lives[i].birthEvent == BlockLife::kBeforeTrace)
            m_beforeTrace[lives[i].address] = static_cast<std::int32_t>(i);
    guessBlocksBeforeTrace();
}

std::int32_t AllocationCategories::lifeMadeBy(std::size_t event) const
{
    if (event >= m_table.eventCount())
        return BlockLifeTable::kNoLife;
    const std::int32_t life = m_table.lifeAt(event);
    if (life == BlockLifeTable::kNoLife ||
        m_table.lives()[static_cast<std::size_t>(life)].birthEvent != static_cast<std::int64_t>(event))
        return BlockLifeTable::kNoLife;
    return life;
}

std::int32_t AllocationCategories::lifeBeforeTrace(std::uint64_t address) const
{
    const auto it = m_beforeTrace.find(address);
    return it == m_beforeTrace.end() ? BlockLifeTable::kNoLife : it->second;
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
void AllocationCategories::categorize(const MemorySnapshot& snapshot, int device)
{
    const BlockLifeTable& table = m_table;
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
    std::vector<MemoryCategory>& categories = m_categories;
    categories.assign(lives.size(), MemoryCategory::Unknown);
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
}


// Blocks alive before the trace whose stack says nothing, guessed from what the trace shows the program doing.
// The parameters are what a training step keeps through the whole step: made before it, never freed in it.
// Two kinds of evidence: their total matches the gradients the trace makes (one gradient per parameter, the
// same size, within 10%), or the trace shows a backward pass or an optimizer step at all (a training step,
// whose long-lived memory from before is mostly weights; with Adam it includes the optimizer's states, which
// are as long-lived: the guess cannot tell them apart, and says it is a guess).
void AllocationCategories::guessBlocksBeforeTrace()
{
    const auto& lives = m_table.lives();
    const auto end = static_cast<std::int64_t>(m_table.eventCount());
    if (end == 0)
        return; // no trace: nothing to infer from
    std::vector<std::size_t> candidates;
    std::uint64_t candidateBytes = 0;
    bool training = false;
    for (std::size_t i = 0; i < lives.size(); ++i) {
        const BlockLife& life = lives[i];
        if (life.birthEvent == BlockLife::kBeforeTrace) {
            if (m_categories[i] == MemoryCategory::Unknown && life.deathEvent >= end) {
                candidates.push_back(i);
                candidateBytes += life.bytes;
            }
            continue;
        }
        const MemoryCategory category = m_categories[i];
        training = training || category == MemoryCategory::Gradient || category == MemoryCategory::Temporary ||
                   category == MemoryCategory::OptimizerState;
    }
    if (candidates.empty())
        return;
    // The gradients' highest total at one moment: a trace of several steps makes them once per step.
    std::uint64_t gradients = 0;
    std::uint64_t gradientPeak = 0;
    for (std::int64_t event = 0; event < end; ++event) {
        const std::int32_t index = m_table.lifeAt(static_cast<std::size_t>(event));
        if (index == BlockLifeTable::kNoLife)
            continue;
        const auto life = static_cast<std::size_t>(index);
        if (m_categories[life] != MemoryCategory::Gradient || lives[life].birthEvent == BlockLife::kBeforeTrace)
            continue;
        if (lives[life].birthEvent == event)
            gradients += lives[life].bytes;
        else
            gradients -= std::min(gradients, lives[life].bytes);
        gradientPeak = std::max(gradientPeak, gradients);
    }
    const std::uint64_t difference =
        candidateBytes > gradientPeak ? candidateBytes - gradientPeak : gradientPeak - candidateBytes;
    const bool matchesGradients = gradientPeak > 0 && difference * 10 <= gradientPeak;
    if (!matchesGradients && !training)
        return;
    for (const std::size_t life : candidates) {
        m_categories[life] = MemoryCategory::Parameter;
        m_guessedFromTrace[life] = true;
    }
}

} // namespace gml
