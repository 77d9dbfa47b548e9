#pragma once

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointResult.h"
#include "checkpoint/CheckpointSchedule.h"

#include <cstdint>
#include <vector>

namespace gml {

class ScheduleBuilder;

// "Cheapest under a budget": the schedule with the least compute whose activation peak stays within a budget,
// for chains whose layers differ (rotor's dynamic program, Beaumont et al. 2019, with Checkmate's question).
//
// For a stretch of layers first..last whose first input is live, three kinds of first move:
//   - tape: forward `first` keeping everything, solve first+1..last, then backward `first`;
//   - tape selectively: the same keeping all but the cheap part, recomputed before the backward;
//   - checkpoint at m: advance to m keeping only first's input, solve m..last, then solve first..m-1.
// A single layer is a forward that keeps everything followed by its backward. Every other schedule of the
// library (store-all, every-k, sqrt, Chen's plans, Revolve, selective) is a combination of these moves, with
// the same memory and cost bookkeeping, so the optimum is never worse than any of them under the same budget.
// (Offloading spends another resource, host memory and the link to it, and is left out.)
//
// Up to kExactLayers layers (or with maxFrontier 0) memory is exact, in bytes, not rounded onto a grid: for
// each stretch the program keeps the Pareto frontier of (peak bytes, compute) pairs, pruned at the budget. Time
// grows as N^3 x frontier size squared. While a frontier has at most maxFrontier points it is kept whole and
// the result is the exact optimum; a longer one keeps its least-memory point and the cheapest point in each of
// maxFrontier equal slices of the memory up to the budget, a near-optimum.
// Longer chains are planned over memory slots (SlotBudgetProgram, rotor's own formulation): N^3 x slots, about
// ten times faster than thinned frontiers at 200 layers (70-105 ms on two cores, 33 MB of slots: each row is kept
// twice, see SlotBudgetProgram), with cheaper plans, and
// within half a percent of the exact program's compute where that one can still be run (40 to 60 layers).
// Every plan's exact peak is checked against the budget.
// The closed-form schedules of the library are planned first: the cheapest that fits bounds the answer, so
// points whose recomputation alone passes it are dropped (they cannot be part of a cheaper schedule), and the
// cheaper of the two is returned (the title says when the closed form won). Chains are limited to kMaxLayers
// (about 1.1 s and 133 MB of slots at 400 layers).
class BudgetOptimizer
{
public:
    static constexpr std::uint32_t kMaxLayers = 400;
    static constexpr std::uint32_t kDefaultMaxFrontier = 24;
    // Longer chains are planned over memory slots (SlotBudgetProgram) unless maxFrontier is 0.
    static constexpr std::uint32_t kExactLayers = 40;

    // maxFrontier 0: never thin (exact, but slow beyond a few dozen layers).
    explicit BudgetOptimizer(const CheckpointChain& chain, std::uint32_t maxFrontier = kDefaultMaxFrontier);

    // Whether the last plan's frontiers were all kept whole (the dynamic program's answer is exact).
    bool exact() const { return m_exact; }
    // Whether the last plan came from the dynamic program (false: a closed-form schedule was cheaper).
    bool fromDynamicProgram() const { return m_fromDynamicProgram; }
    // Whether the last plan's dynamic program ran over memory slots (a chain longer than kExactLayers).
    bool overMemorySlots() const { return m_overMemorySlots; }

    // The cheapest schedule within `budgetBytes`, or why there is none (a budget under the chain's minimum,
    // a chain too long).
    CheckpointResult<CheckpointSchedule> plan(std::uint64_t budgetBytes);

private:
    struct Point
    {
        std::uint64_t peak = 0;
        double cost = 0;
        std::int32_t move = 0; // kTape, kSelective, or the checkpoint position m
        std::uint32_t upper = 0; // index of the point chosen in the stretch solved first
        std::uint32_t lower = 0; // ... and in the stretch solved second (checkpoint moves)
    };
    static constexpr std::int32_t kTape = -1;
    static constexpr std::int32_t kSelective = -2;

    std::vector<Point>& frontier(std::uint32_t first, std::uint32_t last) { return m_frontiers[std::size_t(first) * m_n + last]; }
    void solve(std::uint32_t first, std::uint32_t last, std::uint64_t budget);
    void emit(ScheduleBuilder& builder, std::uint32_t first, std::uint32_t last, std::uint32_t point);

    const CheckpointChain& m_chain;
    std::uint32_t m_n = 0;
    std::uint32_t m_maxFrontier = kDefaultMaxFrontier;
    bool m_exact = true;
    bool m_fromDynamicProgram = true;
    bool m_overMemorySlots = false;
    std::vector<std::vector<Point>> m_frontiers; // [first * n + last]
    std::vector<Point> m_candidates, m_cheapest, m_lowest; // one stretch's candidates and buckets, reused
    std::vector<std::uint8_t> m_used;
    std::vector<double> m_forwardPrefix;         // sum of forward costs before each layer
    std::vector<double> m_storeAllPrefix;        // sum of forward and backward costs before each layer
    double m_extraCap = 0;                       // the least recomputation of a closed-form schedule that fits
};

} // namespace gml
