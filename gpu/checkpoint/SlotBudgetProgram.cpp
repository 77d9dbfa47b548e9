#include "checkpoint/SlotBudgetProgram.h"

#include "checkpoint/ScheduleBuilder.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <thread>

namespace gml {

namespace {

constexpr float kInfinity = std::numeric_limits<float>::infinity();

// The advance's peak from the input of `first` to the input of m: first's input, and each step's input and
// output.
std::uint64_t advancePeakAfter(const CheckpointChain& chain, std::uint32_t first, std::uint32_t m,
                               std::uint64_t peakBefore)
{
    const std::uint64_t input = chain[first].inputBytes;
    if (m == first + 1)
        return input + chain[m].inputBytes;
    return std::max(peakBefore, input + chain[m - 1].inputBytes + chain[m].inputBytes);
}

// The min-plus steps of the program, over contiguous slots with no aliasing, so that they vectorise:
// out[i] = min(out[i], add + a[i]) and out[i] = min(out[i], add + a[i] + b[i]). On x86-64 solve(), where they
// run, is also built for AVX2 and picked when the processor has it (twice the floats per step).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define GML_SLOT_LOOP_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define GML_SLOT_LOOP_CLONES
#endif

// `count` is rounded up to whole groups of kLanes: rows are padded so that the extra slots exist, and what is
// written past the last slot is never read as a cost. No scalar remainder loop, which short rows would spend
// most of their time in.
constexpr std::size_t kLanes = 8;

void addShifted(float* __restrict out, const float* __restrict a, std::size_t count, float add)
{
    const std::size_t rounded = (count + kLanes - 1) & ~(kLanes - 1);
    for (std::size_t i = 0; i < rounded; ++i)
        out[i] = std::min(out[i], add + a[i]);
}

void addShiftedPair(float* __restrict out, const float* __restrict a, const float* __restrict b,
                    std::size_t count, float add)
{
    const std::size_t rounded = (count + kLanes - 1) & ~(kLanes - 1);
    for (std::size_t i = 0; i < rounded; ++i)
        out[i] = std::min(out[i], add + a[i] + b[i]);
}

} // namespace

SlotBudgetProgram::SlotBudgetProgram(const CheckpointChain& chain, std::uint32_t slots)
    : m_chain(chain), m_n(chain.size()), m_slots(std::max<std::uint32_t>(slots, 1)), m_width(m_slots + 1),
      m_stride(static_cast<std::uint32_t>((m_width + 2 * kLanes - 1) / kLanes * kLanes))
{
    m_forwardPrefix.assign(m_n + 1, 0.0);
    for (std::uint32_t i = 0; i < m_n; ++i)
        m_forwardPrefix[i + 1] = m_forwardPrefix[i] + chain[i].forwardMs;
}

std::uint32_t SlotBudgetProgram::slotsOf(std::uint64_t bytes) const
{
    // Rounded up, and anything beyond the table is one past it (never fits).
    const std::uint64_t slots = bytes / m_slotBytes + (bytes % m_slotBytes != 0 ? 1 : 0);
    return static_cast<std::uint32_t>(std::min<std::uint64_t>(slots, m_slots + 1));
}

GML_SLOT_LOOP_CLONES void SlotBudgetProgram::solve(std::uint32_t first, std::uint32_t last, double extraCap,
                                                   Cost* tail)
{
    const std::size_t index = stretch(first, last);
    Cost* out = &m_cost[index * m_stride];
    const std::uint32_t top = m_slots;
    std::fill(out, out + m_stride, kInfinity); // the padding too: the loops read it
    const ChainLayer& layer = m_chain[first];
    const Cost tape = static_cast<Cost>(layer.forwardMs + layer.backwardMs);
    const std::uint32_t saved = m_savedSlots[first];
    if (first == last) {
        if (saved <= top)
            std::fill(out + saved, out + m_width, tape);
        m_low[index] = m_settled[index] = std::min(saved, m_width);
        publishByFirst(first, last);
        return;
    }
    // A row is infinite below its low slot and constant from its settled slot on (where its cheapest plan
    // fits), so each move's loop runs between the two, and its constant tail is noted once in `tail` and
    // spread over the slots above by one pass at the end.
    std::uint32_t firstTail =
        m_width; // tail is infinite from here on (and below, left so by the last stretch)
    // Candidates add + a[s - shift] for s >= from.
    auto shifted = [&](std::size_t a, std::uint32_t shift, std::uint32_t from, Cost add) {
        from = std::max(from, shift + m_low[a]);
        if (from > top)
            return;
        const std::uint32_t settled = std::max(from, shift + m_settled[a]);
        const Cost* values = &m_cost[a * m_stride];
        if (const std::uint32_t end = std::min(settled, top + 1); end > from)
            addShifted(out + from, values + (from - shift), end - from, add);
        if (settled <= top) {
            tail[settled] = std::min(tail[settled], add + values[settled - shift]);
            firstTail = std::min(firstTail, settled);
        }
    };
    // Tape: this layer's saved activations under the rest of the stretch.
    const std::size_t rest = stretch(first + 1, last);
    shifted(rest, saved, saved, tape);
    // Tape selectively: the selective part under the rest, and the whole saved size once the part is
    // recomputed.
    if (layer.selectiveBytes < layer.savedBytes) {
        const std::uint32_t selective = m_selectiveSlots[first];
        shifted(rest, selective, std::max(saved, selective),
                static_cast<Cost>(layer.forwardMs + layer.backwardMs + layer.partMs));
    }
    // Checkpoint at m: advance keeping this stretch's input, solve m..last above the input, then first..m-1.
    const std::uint32_t input = m_inputSlots[first];
    const std::size_t firstRow = byFirst(first, first); // first..m-1 for m = first + 1, ... follow it
    std::uint64_t advancePeak = 0;
    std::uint32_t advance = 0;
    for (std::uint32_t m = first + 1; m <= last; ++m) {
        const std::uint64_t peak = advancePeakAfter(m_chain, first, m, advancePeak);
        if (peak !=
            advancePeak) { // (a division per new maximum, not per position: this loop runs N^3 / 6 times)
            advancePeak = peak;
            advance = slotsOf(peak);
        }
        if (advance > top)
            break; // advancing further only holds more
        const double advanceMs = m_forwardPrefix[m] - m_forwardPrefix[first];
        if (advanceMs > extraCap)
            break; // the advance alone recomputes more than a schedule known to fit
        const Cost advanceCost = static_cast<Cost>(advanceMs);
        const std::size_t upper = stretch(m, last), lower = firstRow + (m - 1 - first);
        const std::uint32_t from = std::max({advance, input + m_low[upper], m_lowByFirst[lower]});
        if (from > top)
            continue;
        const std::uint32_t settled = std::max({from, input + m_settled[upper], m_settledByFirst[lower]});
        const Cost* upperValues = &m_cost[upper * m_stride];
        const Cost* lowerValues = &m_costByFirst[lower * m_stride];
        if (const std::uint32_t end = std::min(settled, top + 1); end > from)
            addShiftedPair(out + from, upperValues + (from - input), lowerValues + from, end - from,
                           advanceCost);
        if (settled <= top) {
            tail[settled] =
                std::min(tail[settled], advanceCost + upperValues[settled - input] + lowerValues[settled]);
            firstTail = std::min(firstTail, settled);
        }
    }
    Cost running = kInfinity;
    for (std::uint32_t s = firstTail; s <= top; ++s) {
        running = std::min(running, tail[s]);
        tail[s] = kInfinity;
        out[s] = std::min(out[s], running);
    }
    std::uint32_t low = 0;
    while (low <= top && out[low] == kInfinity)
        ++low;
    std::uint32_t settled = top;
    while (settled > low && out[settled - 1] == out[top])
        --settled;
    m_low[index] = low;
    m_settled[index] = low > top ? m_width : settled;
    publishByFirst(first, last);
}

void SlotBudgetProgram::publishByFirst(std::uint32_t first, std::uint32_t last)
{
    const std::size_t from = stretch(first, last), to = byFirst(first, last);
    std::copy_n(&m_cost[from * m_stride], m_stride, &m_costByFirst[to * m_stride]);
    m_lowByFirst[to] = m_low[from];
    m_settledByFirst[to] = m_settled[from];
}

void SlotBudgetProgram::solveAll(double extraCap)
{
    // Passes by first layer, last to first; within a pass, stretches by last layer. A stretch reads the rows
    // of its own pass that came before it (first..m-1, still in this core's cache) and rows first+1.. of
    // stretches ending where it ends, which the pass before finished. So passes run on several threads at
    // once, each a stretch or so behind the one before it: they read the same rows of the earlier passes at
    // about the same time, once from memory for all of them.
    const unsigned threads =
        m_n < kThreadedLayers ? 1u : std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads);
    std::vector<std::vector<Cost>> tails(threads, std::vector<Cost>(m_width, kInfinity));
    // done[first]: how many stretches of pass `first` are finished (first..first, first..first+1, ...).
    std::vector<std::atomic<std::uint32_t>> done(m_n + 1);
    done[m_n].store(m_n, std::memory_order_relaxed); // no pass after the last: nothing to wait for
    auto work = [&](unsigned w) {
        for (std::uint32_t pass = w; pass < m_n; pass += threads) {
            const std::uint32_t first = m_n - 1 - pass;
            for (std::uint32_t last = first; last < m_n; ++last) {
                // first+1..last must be finished (and with it everything it read).
                while (done[first + 1].load(std::memory_order_acquire) < last - first)
                    std::this_thread::yield();
                solve(first, last, extraCap, tails[w].data());
                done[first].store(last - first + 1, std::memory_order_release);
            }
        }
    };
    if (threads == 1) {
        work(0);
        return;
    }
    std::vector<std::jthread> helpers;
    for (unsigned w = 1; w < threads; ++w)
        helpers.emplace_back(work, w);
    work(0);
}

std::int32_t SlotBudgetProgram::bestMove(std::uint32_t first, std::uint32_t last, std::uint32_t s,
                                         double extraCap) const
{
    // The same candidates, in the same arithmetic, as solve() computed for slot s.
    const ChainLayer& layer = m_chain[first];
    const Cost tape = static_cast<Cost>(layer.forwardMs + layer.backwardMs);
    const std::uint32_t saved = m_savedSlots[first];
    if (first == last)
        return s >= saved ? kTape : kNone;
    Cost best = kInfinity;
    std::int32_t move = kNone;
    auto consider = [&](Cost cost, std::int32_t candidate) {
        if (cost < best) {
            best = cost;
            move = candidate;
        }
    };
    const Cost* rest = &m_cost[m_stride * stretch(first + 1, last)];
    if (s >= saved)
        consider(tape + rest[s - saved], kTape);
    if (layer.selectiveBytes < layer.savedBytes) {
        const std::uint32_t selective = m_selectiveSlots[first];
        if (s >= saved && s >= selective)
            consider(static_cast<Cost>(layer.forwardMs + layer.backwardMs + layer.partMs) +
                         rest[s - selective],
                     kSelective);
    }
    const std::uint32_t input = m_inputSlots[first];
    std::uint64_t advancePeak = 0;
    for (std::uint32_t m = first + 1; m <= last; ++m) {
        advancePeak = advancePeakAfter(m_chain, first, m, advancePeak);
        const std::uint32_t advance = slotsOf(advancePeak);
        if (advance > m_slots)
            break;
        const double advanceMs = m_forwardPrefix[m] - m_forwardPrefix[first];
        if (advanceMs > extraCap)
            break;
        if (s < advance || s < input)
            continue;
        consider(static_cast<Cost>(advanceMs) + m_cost[m_stride * stretch(m, last) + s - input] +
                     m_cost[m_stride * stretch(first, m - 1) + s],
                 static_cast<std::int32_t>(m));
    }
    return move;
}

SlotBudgetProgram::Exact SlotBudgetProgram::evaluate(std::uint32_t first, std::uint32_t last, std::uint32_t s,
                                                     double extraCap) const
{
    const ChainLayer& layer = m_chain[first];
    const double tape = layer.forwardMs + layer.backwardMs;
    const std::int32_t move = bestMove(first, last, s, extraCap);
    if (first == last)
        return {layer.savedBytes, tape};
    if (move == kTape) {
        const Exact rest = evaluate(first + 1, last, s - m_savedSlots[first], extraCap);
        return {layer.savedBytes + rest.peak, tape + rest.cost};
    }
    if (move == kSelective) {
        const Exact rest = evaluate(first + 1, last, s - m_selectiveSlots[first], extraCap);
        return {std::max(layer.selectiveBytes + rest.peak, layer.savedBytes),
                tape + layer.partMs + rest.cost};
    }
    const auto m = static_cast<std::uint32_t>(move);
    std::uint64_t advancePeak = 0;
    for (std::uint32_t k = first + 1; k <= m; ++k)
        advancePeak = advancePeakAfter(m_chain, first, k, advancePeak);
    const Exact upper = evaluate(m, last, s - m_inputSlots[first], extraCap);
    const Exact lower = evaluate(first, m - 1, s, extraCap);
    return {std::max({advancePeak, layer.inputBytes + upper.peak, lower.peak}),
            m_forwardPrefix[m] - m_forwardPrefix[first] + upper.cost + lower.cost};
}

void SlotBudgetProgram::emit(ScheduleBuilder& builder, std::uint32_t first, std::uint32_t last,
                             std::uint32_t s, double extraCap) const
{
    const std::int32_t move = bestMove(first, last, s, extraCap);
    if (first == last) {
        builder.reverseStep(first);
        return;
    }
    if (move == kTape || move == kSelective) {
        builder.forward(first, move == kTape ? LayerHold::Saved : LayerHold::Selective, true);
        emit(builder, first + 1, last, s - (move == kTape ? m_savedSlots[first] : m_selectiveSlots[first]),
             extraCap);
        if (move == kSelective)
            builder.recomputePart(first);
        builder.backward(first);
        return;
    }
    const auto m = static_cast<std::uint32_t>(move);
    builder.advance(first, m);
    emit(builder, m, last, s - m_inputSlots[first], extraCap);
    emit(builder, first, m - 1, s, extraCap);
}

std::optional<CheckpointSchedule> SlotBudgetProgram::plan(std::uint64_t budgetBytes, double extraCap,
                                                          const std::string& title)
{
    if (m_n == 0)
        return std::nullopt;
    // The slots span the budget and kSlack more; a slot's bytes rounded up (at least one byte).
    const double span = std::ceil(static_cast<double>(budgetBytes) * (1.0 + kSlack) / m_slots);
    m_slotBytes =
        span >= 9.0e18 ? std::uint64_t(9.0e18) : std::max<std::uint64_t>(1, static_cast<std::uint64_t>(span));
    m_inputSlots.resize(m_n);
    m_savedSlots.resize(m_n);
    m_selectiveSlots.resize(m_n);
    for (std::uint32_t i = 0; i < m_n; ++i) {
        m_inputSlots[i] = slotsOf(m_chain[i].inputBytes);
        m_savedSlots[i] = slotsOf(m_chain[i].savedBytes);
        m_selectiveSlots[i] = slotsOf(m_chain[i].selectiveBytes);
    }
    const std::size_t stretches = std::size_t(m_n) * (m_n + 1) / 2;
    m_low.resize(stretches);
    m_settled.resize(stretches);
    m_lowByFirst.resize(stretches);
    m_settledByFirst.resize(stretches);
    const std::size_t size = stretches * m_stride;
    if (size > m_cost.size()) {
        m_cost = HugePageArray<Cost>(size);
        m_costByFirst = HugePageArray<Cost>(size);
    }
    solveAll(extraCap);

    // The most slots whose plan's exact peak fits the budget (the cost falls as the slots grow). At
    // floor(budget / slot) slots or fewer every plan fits, since each of its terms was rounded up; above, the
    // plans that fit are nearly all below those that do not, so a search galloping down from the top and then
    // bisecting finds the boundary with a dozen evaluations instead of one per slot.
    const Cost* whole = &m_cost[m_stride * stretch(0, m_n - 1)];
    const auto sure = static_cast<std::int64_t>(std::min<std::uint64_t>(budgetBytes / m_slotBytes, m_slots));
    auto fits = [&](std::int64_t s) {
        return s <= sure || evaluate(0, m_n - 1, static_cast<std::uint32_t>(s), extraCap).peak <= budgetBytes;
    };
    std::int64_t failing = m_width, fitting = -1;
    for (std::int64_t step = 1; fitting < 0; step *= 2) {
        const std::int64_t probe = std::max(failing - step, std::min(sure, failing - 1));
        if (probe < 0 || whole[probe] == kInfinity)
            break; // no plan at all in fewer slots
        (fits(probe) ? fitting : failing) = probe;
    }
    if (fitting < 0)
        return std::nullopt;
    while (failing - fitting > 1) {
        const std::int64_t middle = (fitting + failing) / 2;
        (fits(middle) ? fitting : failing) = middle;
    }
    const auto chosen = static_cast<std::uint32_t>(fitting);
    ScheduleBuilder builder(m_chain);
    emit(builder, 0, m_n - 1, chosen, extraCap);
    CheckpointSchedule schedule = builder.finish("budget", title);
    if (schedule.peakActivationBytes > budgetBytes)
        return std::nullopt; // the slots' bound failed: the caller falls back to a schedule that fits
    return schedule;
}

} // namespace gml
