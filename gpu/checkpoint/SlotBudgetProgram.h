#pragma once

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointSchedule.h"
#include "util/HugePageMemory.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gml {

class ScheduleBuilder;

// The budget optimum for long chains: rotor's own formulation (Beaumont et al. 2019), with the same three
// first moves as BudgetOptimizer (tape, tape selectively, checkpoint at m), over memory cut into slots
// instead of exact bytes. cost[first..last][s] is the least compute of the stretch within s slots; every
// memory term is rounded up to whole slots, so a plan's slots bound its bytes from above. Each stretch is a
// row of slots and each move a min-plus of two rows shifted by a whole number of slots, loops the compiler
// vectorises: time N^3 / 6 x slots, memory N^2 / 2 x slots.
//
// Rounding up costs memory the plan could have used (about half a slot per nested term). To win it back the
// slots reach past the budget (kSlack), and the plan is reconstructed at the most slots whose exact peak, in
// bytes, still fits the budget; the least slots that surely fit (floor(budget / slot)) always do.
class SlotBudgetProgram
{
public:
    static constexpr std::uint32_t kDefaultSlots = 192;
    static constexpr double kSlack = 0.25; // the slots cover the budget and a quarter more
    // Chains at least this long are solved on several threads (shorter ones take under a millisecond).
    static constexpr std::uint32_t kThreadedLayers = 48;
    static constexpr unsigned kMaxThreads = 8;
    // The stretches are solved in blocks of passes by first layer, within a block in tiles of lasts, and the
    // checkpoint moves of a tile in runs of m (see the .cpp); the sizes measured best at 200 layers.
    static constexpr std::uint32_t kBlockPasses = 8, kBlockLasts = 4, kMoveRun = 32;

    explicit SlotBudgetProgram(const CheckpointChain& chain, std::uint32_t slots = kDefaultSlots);

    // The cheapest plan the slots find within `budgetBytes`, written by a ScheduleBuilder (whose exact peak
    // is checked against the budget), or nothing when no plan fits in whole slots. `extraCap` is the least
    // recomputation of a schedule known to fit: advances that alone recompute more are not tried.
    std::optional<CheckpointSchedule> plan(std::uint64_t budgetBytes, double extraCap,
                                           const std::string& title);

private:
    using Cost = float; // half of double's memory traffic; the plan's figures are recomputed exactly
    struct Exact
    {
        std::uint64_t peak = 0;
        double cost = 0;
    };
    static constexpr std::int32_t kTape = -1;
    static constexpr std::int32_t kSelective = -2;
    static constexpr std::int32_t kNone = -3;

    // Stretches ending at the same layer are neighbours: the checkpoint moves of a stretch read them in turn.
    static std::size_t stretch(std::uint32_t first, std::uint32_t last)
    {
        return std::size_t(last) * (last + 1) / 2 + first;
    }
    // The advance of the checkpoint move at m of the stretches from `first`; those of consecutive m are
    // neighbours.
    std::size_t advance(std::uint32_t first, std::uint32_t m) const
    {
        return std::size_t(first) * m_n - std::size_t(first) * (first - 1) / 2 + (m - 1 - first);
    }
    std::uint32_t slotsOf(std::uint64_t bytes) const;
    // Each checkpoint move's advance: its slots and compute, and per first layer the m from which none is
    // tried.
    void prepareAdvances(double extraCap);
    // The rows first..last of one first layer by last layer, with their low and settled slots, where the
    // thread solving them reads them again.
    struct Pass
    {
        Cost* rows = nullptr;
        std::uint32_t* low = nullptr;
        std::uint32_t* settled = nullptr;
    };
    struct Scratch;
    // A row being solved: its slots, and a scratch row where its moves' constant tails are noted (m_width
    // costs, infinite when opened and when closed).
    struct OpenRow
    {
        Cost* out = nullptr;
        Cost* tail = nullptr;
        std::uint32_t firstTail = 0;
    };
    void openRow(std::uint32_t first, std::uint32_t last, Cost* tail, OpenRow& row);
    // The checkpoint moves at m0 <= m < m1 of the stretches from `first` to last, last + 1, ... (`lasts` of
    // them, rows[0], rows[1], ...); the rows they read must be finished.
    void addCheckpoints(std::uint32_t first, const Pass& pass, std::uint32_t last, std::uint32_t lasts,
                        std::uint32_t m0, std::uint32_t m1, OpenRow* rows);
    // Adds the tape moves and finishes the row: its low and settled slots, and its copy in `pass`.
    void closeRow(std::uint32_t first, std::uint32_t last, OpenRow& row, const Pass& pass);
    void solveBlock(std::uint32_t block, Scratch& scratch, std::vector<std::atomic<std::uint32_t>>& done);
    // Every row: blocks of passes by first layer, last to first, on several threads (see the .cpp).
    void solveAll(double extraCap);
    // The move the table took for first..last within s slots (the cheapest, recomputed as solveBlock()
    // computed it).
    std::int32_t bestMove(std::uint32_t first, std::uint32_t last, std::uint32_t s) const;
    // The plan's exact peak and compute, following the table's moves.
    Exact evaluate(std::uint32_t first, std::uint32_t last, std::uint32_t s) const;
    void emit(ScheduleBuilder& builder, std::uint32_t first, std::uint32_t last, std::uint32_t s) const;

    const CheckpointChain& m_chain;
    std::uint32_t m_n = 0;
    std::uint32_t m_slots = kDefaultSlots;
    std::uint32_t m_width = 0;  // slots + 1: 0..slots
    std::uint32_t m_stride = 0; // a row: the width and padding for the vector loops' last group
    std::uint64_t m_slotBytes = 1;
    // [stretch(first, last) * stride + s]; each row written before it is read. The table is read all over
    // (the checkpoint moves' upper rows come from L3 or memory), so it is in huge pages: a TLB entry per
    // 2 MiB, and a fault per 2 MiB when a fresh program writes it.
    HugePageArray<Cost> m_cost;
    std::vector<std::uint32_t> m_low,
        m_settled; // per stretch: first finite slot, first slot of the constant tail
    std::vector<std::uint32_t> m_advanceSlots, m_advanceEnd; // by advance(first, m); per first
    std::vector<Cost> m_advanceCost;
    std::vector<std::uint32_t> m_inputSlots, m_savedSlots, m_selectiveSlots;
    std::vector<double> m_forwardPrefix; // sum of forward costs before each layer
};

} // namespace gml
