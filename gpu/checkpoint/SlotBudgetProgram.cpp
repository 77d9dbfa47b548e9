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

// The min-plus steps of the program, over contiguous slots with no aliasing, so that they vectorise. On
// x86-64 solveBlock(), into which they are all inlined, is also built for AVX2 and picked when the processor
// has it (twice the floats per step).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define GML_SLOT_LOOP_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define GML_SLOT_LOOP_CLONES
#endif

// `count` is rounded up to whole groups of kLanes: rows are padded so that the extra slots exist, and what is
// written past the last slot is never read as a cost. No scalar remainder loop, which short rows would spend
// most of their time in.
constexpr std::size_t kLanes = 8;

// out[i] = min(out[i], add + a[i]).
[[gnu::always_inline]] inline void addShifted(float* __restrict out, const float* __restrict a,
                                              std::size_t count, float add)
{
    const std::size_t rounded = (count + kLanes - 1) & ~(kLanes - 1);
    for (std::size_t i = 0; i < rounded; ++i)
        out[i] = std::min(out[i], add + a[i]);
}

// out[i] = min(out[i], a[i] + b[i]).
[[gnu::always_inline]] inline void addPair(float* __restrict out, const float* __restrict a,
                                           const float* __restrict b, std::size_t count)
{
    const std::size_t rounded = (count + kLanes - 1) & ~(kLanes - 1);
    for (std::size_t i = 0; i < rounded; ++i)
        out[i] = std::min(out[i], a[i] + b[i]);
}

// The checkpoint moves at `moves` consecutive m of one first layer, for kLasts stretches ending at
// consecutive layers: out[j][at + i] = min(out[j][at + i], upper[j][g * stride + i] + lower[g * stride + i])
// for every g, the rows of consecutive m lying `stride` apart (the lower rows with their advance added). The
// moves are the inner loop, so that an out row's slots are loaded and stored once for all of them, and a
// lower row's loaded once for all the lasts: 1.25 loads and two operations per candidate instead of three
// loads, a store and three operations, which is what the loop waits on. `best` holds kLanes slots of each
// row, in registers once vectorised (one AVX2 register each, or two SSE ones).
template <std::size_t kLasts>
[[gnu::always_inline]] inline void addCheckpointRun(float* const* out, std::size_t at,
                                                    const float* const* upper, const float* lower,
                                                    std::size_t moves, std::size_t stride, std::size_t count)
{
    const std::size_t rounded = (count + kLanes - 1) & ~(kLanes - 1);
    for (std::size_t i = 0; i < rounded; i += kLanes) {
        float best[kLasts][kLanes];
        for (std::size_t j = 0; j < kLasts; ++j)
            for (std::size_t l = 0; l < kLanes; ++l)
                best[j][l] = out[j][at + i + l];
        for (std::size_t g = 0, offset = i; g < moves; ++g, offset += stride) {
            const float* below = lower + offset;
            for (std::size_t j = 0; j < kLasts; ++j) {
                const float* above = upper[j] + offset;
                for (std::size_t l = 0; l < kLanes; ++l)
                    best[j][l] = std::min(best[j][l], above[l] + below[l]);
            }
        }
        for (std::size_t j = 0; j < kLasts; ++j)
            for (std::size_t l = 0; l < kLanes; ++l)
                out[j][at + i + l] = best[j][l];
    }
}

} // namespace

// A thread's rows of the block it solves: per pass, its stretches by last layer (the checkpoint moves read
// first..m-1 for m = first + 1, first + 2, ..., which in stretch() order lie ever further apart), their low
// slots, and scratch tails for the open rows.
struct SlotBudgetProgram::Scratch
{
    HugePageArray<Cost> rows;
    std::vector<std::uint32_t> low, settled;
    std::vector<Cost> tails;

    Scratch(std::uint32_t n, std::uint32_t stride, std::uint32_t width)
        : rows(std::size_t(kBlockPasses) * n * stride), low(std::size_t(kBlockPasses) * n),
          settled(std::size_t(kBlockPasses) * n),
          tails(std::size_t(kBlockPasses) * kBlockLasts * width, kInfinity)
    {
    }
    Pass pass(std::uint32_t index, std::uint32_t n, std::uint32_t stride)
    {
        return {&rows[std::size_t(index) * n * stride], &low[std::size_t(index) * n],
                &settled[std::size_t(index) * n]};
    }
};

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

void SlotBudgetProgram::prepareAdvances(double extraCap)
{
    m_advanceSlots.resize(std::size_t(m_n) * (m_n + 1) / 2);
    m_advanceCost.resize(m_advanceSlots.size());
    m_advanceEnd.assign(m_n, m_n);
    for (std::uint32_t first = 0; first < m_n; ++first) {
        std::uint64_t peak = 0;
        for (std::uint32_t m = first + 1; m < m_n; ++m) {
            peak = advancePeakAfter(m_chain, first, m, peak);
            const std::uint32_t slots = slotsOf(peak);
            const double advanceMs = m_forwardPrefix[m] - m_forwardPrefix[first];
            // Advancing further only holds more, and an advance that alone recomputes more than a schedule
            // known to fit is of no use.
            if (slots > m_slots || advanceMs > extraCap) {
                m_advanceEnd[first] = m;
                break;
            }
            m_advanceSlots[advance(first, m)] = slots;
            m_advanceCost[advance(first, m)] = static_cast<Cost>(advanceMs);
        }
    }
}

[[gnu::always_inline]] inline void SlotBudgetProgram::openRow(std::uint32_t first, std::uint32_t last,
                                                              Cost* tail, OpenRow& row)
{
    row.out = &m_cost[stretch(first, last) * m_stride];
    std::fill(row.out, row.out + m_stride, kInfinity); // the padding too: the loops read it
    row.tail = tail;
    row.firstTail = m_width;
}

[[gnu::always_inline]] inline void SlotBudgetProgram::addCheckpoints(std::uint32_t first, const Pass& pass,
                                                                     std::uint32_t last, std::uint32_t lasts,
                                                                     std::uint32_t m0, std::uint32_t m1,
                                                                     OpenRow* rows)
{
    // Checkpoint at m: advance keeping this stretch's input, solve m..last above the input, then first..m-1.
    m1 = std::min(m1, m_advanceEnd[first]);
    if (m0 >= m1)
        return;
    const std::uint32_t top = m_slots, input = m_inputSlots[first];
    const std::size_t advance0 = advance(first, m0);
    // Every move may be made from `start` on, where its advance fits (the advance only grows with m) and its
    // upper row's slots begin. Below a move's first finite candidate (`from`) its candidates are infinite and
    // change nothing, and from its settled slot on they are one constant: so one loop from `start` to the
    // last settled slot (`end`) serves all moves, the few with finite candidates below `start` get those one
    // at a time, and above `end` each row gets its constant once, through its tail.
    const std::uint32_t hard = std::max(m_advanceSlots[advance0 + (m1 - 1 - m0)], input);
    std::uint32_t minFrom = std::numeric_limits<std::uint32_t>::max(), end = 0;
    for (std::uint32_t m = m0; m < m1; ++m) {
        const std::uint32_t below = std::max(m_advanceSlots[advance0 + (m - m0)], pass.low[m - 1]);
        for (std::uint32_t j = 0; j < lasts; ++j) {
            const std::size_t upper = stretch(m, last + j);
            const std::uint32_t from = std::max(below, input + m_low[upper]);
            minFrom = std::min(minFrom, from);
            if (from <= top)
                end = std::max(end, std::max({from, input + m_settled[upper], pass.settled[m - 1]}));
        }
    }
    const std::uint32_t start = std::max(hard, minFrom);
    if (minFrom > top)
        return; // no finite candidate at all
    Cost* out[kBlockLasts];
    for (std::uint32_t j = 0; j < lasts; ++j)
        out[j] = rows[j].out;
    if (minFrom < start)
        for (std::uint32_t m = m0; m < m1; ++m)
            for (std::uint32_t j = 0; j < lasts; ++j) {
                const std::size_t upper = stretch(m, last + j);
                const std::uint32_t from =
                    std::max({m_advanceSlots[advance0 + (m - m0)], pass.low[m - 1], input + m_low[upper]});
                if (from < start)
                    addPair(out[j] + from, &m_cost[upper * m_stride] + (from - input),
                            pass.rows + std::size_t(m - 1) * m_stride + from, start - from);
            }
    if (const std::uint32_t stop = std::min(end, top); stop >= start) {
        const Cost* upper[kBlockLasts];
        for (std::uint32_t j = 0; j < lasts; ++j)
            upper[j] = &m_cost[stretch(m0, last + j) * m_stride] + (start - input);
        const Cost* lower = pass.rows + std::size_t(m0 - 1) * m_stride + start;
        if (lasts == kBlockLasts)
            addCheckpointRun<kBlockLasts>(out, start, upper, lower, m1 - m0, m_stride, stop + 1 - start);
        else
            for (std::uint32_t j = 0; j < lasts; ++j)
                addCheckpointRun<1>(out + j, start, upper + j, lower, m1 - m0, m_stride, stop + 1 - start);
    }
    // out[j][end] now holds the least of the moves' constants, and otherwise only candidates at `end`, none
    // less than its move's candidates above: so it stands for every slot above.
    if (end < top)
        for (std::uint32_t j = 0; j < lasts; ++j) {
            rows[j].tail[end] = std::min(rows[j].tail[end], out[j][end]);
            rows[j].firstTail = std::min(rows[j].firstTail, end);
        }
}

[[gnu::always_inline]] inline void SlotBudgetProgram::closeRow(std::uint32_t first, std::uint32_t last,
                                                               OpenRow& row, const Pass& pass)
{
    const std::size_t index = stretch(first, last);
    Cost* out = row.out;
    const std::uint32_t top = m_slots;
    const ChainLayer& layer = m_chain[first];
    const Cost tape = static_cast<Cost>(layer.forwardMs + layer.backwardMs);
    const std::uint32_t saved = m_savedSlots[first];
    if (first == last) {
        if (saved <= top)
            std::fill(out + saved, out + m_width, tape);
        m_low[index] = m_settled[index] = std::min(saved, m_width);
    } else {
        // A row is infinite below its low slot and constant from its settled slot on (where its cheapest plan
        // fits), so a tape move's loop runs between the two, and its constant tail is noted once in `tail`
        // and spread over the slots above by one pass at the end. The candidates add + a[s - shift], from
        // slot `from` on:
        auto shifted = [&](std::size_t a, std::uint32_t shift, std::uint32_t from, Cost add) {
            from = std::max(from, shift + m_low[a]);
            if (from > top)
                return;
            const std::uint32_t settled = std::max(from, shift + m_settled[a]);
            const Cost* values = &m_cost[a * m_stride];
            if (const std::uint32_t end = std::min(settled, top + 1); end > from)
                addShifted(out + from, values + (from - shift), end - from, add);
            if (settled <= top) {
                row.tail[settled] = std::min(row.tail[settled], add + values[settled - shift]);
                row.firstTail = std::min(row.firstTail, settled);
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
        Cost running = kInfinity;
        for (std::uint32_t s = row.firstTail; s <= top; ++s) {
            running = std::min(running, row.tail[s]);
            row.tail[s] = kInfinity;
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
    }
    // The row is read again as the lower row of the checkpoint move at last + 1, with that move's advance
    // added once here (the kernel's sums are upper + (advance + lower), and bestMove()'s too).
    if (last + 1 < m_advanceEnd[first]) {
        const Cost add = m_advanceCost[advance(first, last + 1)];
        Cost* lower = pass.rows + std::size_t(last) * m_stride;
        for (std::uint32_t s = 0; s < m_stride; ++s)
            lower[s] = add + out[s];
        pass.low[last] = m_low[index];
        pass.settled[last] = m_settled[index];
    }
}

GML_SLOT_LOOP_CLONES void SlotBudgetProgram::solveBlock(std::uint32_t block, Scratch& scratch,
                                                        std::vector<std::atomic<std::uint32_t>>& done)
{
    // Block b holds the passes low..high-1 (N - (b + 1) K .. N - b K - 1); their stretches are solved in
    // tiles of kBlockLasts lasts, and the checkpoint moves of a tile by runs of m, so that the rows a tile
    // reads are read from memory once for all its stretches and then from the caches.
    const std::uint32_t high = m_n - block * kBlockPasses;
    const std::uint32_t low = high > kBlockPasses ? high - kBlockPasses : 0;
    Pass passes[kBlockPasses];
    for (std::uint32_t first = low; first < high; ++first)
        passes[first - low] = scratch.pass(first - low, m_n, m_stride);
    OpenRow rows[kBlockPasses][kBlockLasts];
    // The stretches within the block read no other block's rows.
    for (std::uint32_t last = low; last < high; ++last)
        for (std::uint32_t first = last + 1; first-- > low;) {
            const Pass& pass = passes[first - low];
            openRow(first, last, scratch.tails.data(), rows[0][0]);
            addCheckpoints(first, pass, last, 1, first + 1, last + 1, rows[0]);
            closeRow(first, last, rows[0][0], pass);
        }
    done[block + 1].store(high, std::memory_order_release);
    for (std::uint32_t begin = high; begin < m_n; begin += kBlockLasts) {
        const std::uint32_t end = std::min(begin + kBlockLasts, m_n); // the tile's lasts: begin..end-1
        // Rows m..last for m >= high: the block before must have finished the tile's lasts.
        while (done[block].load(std::memory_order_acquire) < end)
            std::this_thread::yield();
        for (std::uint32_t first = low; first < high; ++first)
            for (std::uint32_t last = begin; last < end; ++last) {
                const std::size_t i = first - low, j = last - begin;
                openRow(first, last, &scratch.tails[(i * kBlockLasts + j) * m_width], rows[i][j]);
            }
        // Checkpoints at m = high..begin, whose rows are all finished.
        for (std::uint32_t m0 = high; m0 <= begin; m0 += kMoveRun)
            for (std::uint32_t first = low; first < high; ++first)
                addCheckpoints(first, passes[first - low], begin, end - begin, m0,
                               std::min(m0 + kMoveRun, begin + 1), rows[first - low]);
        // The rest read rows of the tile itself, finished in this order: the block's later passes (m < high)
        // for all the tile's lasts at once, and the pass's own earlier lasts (m > begin).
        for (std::uint32_t first = high; first-- > low;) {
            const Pass& pass = passes[first - low];
            addCheckpoints(first, pass, begin, end - begin, first + 1, high, rows[first - low]);
            for (std::uint32_t last = begin; last < end; ++last) {
                OpenRow& row = rows[first - low][last - begin];
                addCheckpoints(first, pass, last, 1, begin + 1, last + 1, &row);
                closeRow(first, last, row, pass);
            }
        }
        done[block + 1].store(end, std::memory_order_release);
    }
}

void SlotBudgetProgram::solveAll(double extraCap)
{
    // Blocks of passes by first layer, last to first. A block reads its own rows and the rows m..last of the
    // blocks before it, each of which needs only the one before it to be ahead: so the blocks run on several
    // threads at once, each taking the next block when done and following the one before tile by tile (they
    // then also read the same rows of the earlier blocks at about the same time, once from memory for both).
    prepareAdvances(extraCap);
    const std::uint32_t blocks = (m_n + kBlockPasses - 1) / kBlockPasses;
    const unsigned threads =
        m_n < kThreadedLayers ? 1u : std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads);
    // done[b + 1]: block b has finished every stretch ending before it; the first block waits for none.
    std::vector<std::atomic<std::uint32_t>> done(blocks + 1);
    done[0].store(m_n, std::memory_order_relaxed);
    std::atomic<std::uint32_t> next = 0;
    auto work = [&] {
        Scratch scratch(m_n, m_stride, m_width);
        for (std::uint32_t block; (block = next.fetch_add(1, std::memory_order_relaxed)) < blocks;)
            solveBlock(block, scratch, done);
    };
    std::vector<std::jthread> helpers;
    for (unsigned w = 1; w < threads; ++w)
        helpers.emplace_back(work);
    work();
}

std::int32_t SlotBudgetProgram::bestMove(std::uint32_t first, std::uint32_t last, std::uint32_t s) const
{
    // The same candidates, in the same arithmetic, as solveBlock() computed for slot s.
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
    for (std::uint32_t m = first + 1; m <= last && m < m_advanceEnd[first]; ++m) {
        if (s < m_advanceSlots[advance(first, m)] || s < input)
            continue;
        consider(m_cost[m_stride * stretch(m, last) + s - input] +
                     (m_advanceCost[advance(first, m)] + m_cost[m_stride * stretch(first, m - 1) + s]),
                 static_cast<std::int32_t>(m));
    }
    return move;
}

SlotBudgetProgram::Exact SlotBudgetProgram::evaluate(std::uint32_t first, std::uint32_t last,
                                                     std::uint32_t s) const
{
    const ChainLayer& layer = m_chain[first];
    const double tape = layer.forwardMs + layer.backwardMs;
    const std::int32_t move = bestMove(first, last, s);
    if (first == last)
        return {layer.savedBytes, tape};
    if (move == kTape) {
        const Exact rest = evaluate(first + 1, last, s - m_savedSlots[first]);
        return {layer.savedBytes + rest.peak, tape + rest.cost};
    }
    if (move == kSelective) {
        const Exact rest = evaluate(first + 1, last, s - m_selectiveSlots[first]);
        return {std::max(layer.selectiveBytes + rest.peak, layer.savedBytes),
                tape + layer.partMs + rest.cost};
    }
    const auto m = static_cast<std::uint32_t>(move);
    std::uint64_t advancePeak = 0;
    for (std::uint32_t k = first + 1; k <= m; ++k)
        advancePeak = advancePeakAfter(m_chain, first, k, advancePeak);
    const Exact upper = evaluate(m, last, s - m_inputSlots[first]);
    const Exact lower = evaluate(first, m - 1, s);
    return {std::max({advancePeak, layer.inputBytes + upper.peak, lower.peak}),
            m_forwardPrefix[m] - m_forwardPrefix[first] + upper.cost + lower.cost};
}

void SlotBudgetProgram::emit(ScheduleBuilder& builder, std::uint32_t first, std::uint32_t last,
                             std::uint32_t s) const
{
    const std::int32_t move = bestMove(first, last, s);
    if (first == last) {
        builder.reverseStep(first);
        return;
    }
    if (move == kTape || move == kSelective) {
        builder.forward(first, move == kTape ? LayerHold::Saved : LayerHold::Selective, true);
        emit(builder, first + 1, last, s - (move == kTape ? m_savedSlots[first] : m_selectiveSlots[first]));
        if (move == kSelective)
            builder.recomputePart(first);
        builder.backward(first);
        return;
    }
    const auto m = static_cast<std::uint32_t>(move);
    builder.advance(first, m);
    emit(builder, m, last, s - m_inputSlots[first]);
    emit(builder, first, m - 1, s);
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
    const std::size_t size = stretches * m_stride;
    if (size > m_cost.size())
        m_cost = HugePageArray<Cost>(size);
    solveAll(extraCap);

    // The most slots whose plan's exact peak fits the budget (the cost falls as the slots grow). At
    // floor(budget / slot) slots or fewer every plan fits, since each of its terms was rounded up; above, the
    // plans that fit are nearly all below those that do not, so a search galloping down from the top and then
    // bisecting finds the boundary with a dozen evaluations instead of one per slot.
    const Cost* whole = &m_cost[m_stride * stretch(0, m_n - 1)];
    const auto sure = static_cast<std::int64_t>(std::min<std::uint64_t>(budgetBytes / m_slotBytes, m_slots));
    auto fits = [&](std::int64_t s) {
        return s <= sure || evaluate(0, m_n - 1, static_cast<std::uint32_t>(s)).peak <= budgetBytes;
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
    emit(builder, 0, m_n - 1, chosen);
    CheckpointSchedule schedule = builder.finish("budget", title);
    if (schedule.peakActivationBytes > budgetBytes)
        return std::nullopt; // the slots' bound failed: the caller falls back to a schedule that fits
    return schedule;
}

} // namespace gml
