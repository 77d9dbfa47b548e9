#include "checkpoint/BudgetOptimizer.h"

#include "checkpoint/ScheduleBuilder.h"
#include "checkpoint/ScheduleLibrary.h"
#include "checkpoint/SlotBudgetProgram.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace gml {

BudgetOptimizer::BudgetOptimizer(const CheckpointChain& chain, std::uint32_t maxFrontier)
    : m_chain(chain), m_n(chain.size()), m_maxFrontier(maxFrontier)
{
    m_forwardPrefix.assign(m_n + 1, 0.0);
    m_storeAllPrefix.assign(m_n + 1, 0.0);
    for (std::uint32_t i = 0; i < m_n; ++i) {
        m_forwardPrefix[i + 1] = m_forwardPrefix[i] + chain[i].forwardMs;
        m_storeAllPrefix[i + 1] = m_storeAllPrefix[i] + chain[i].forwardMs + chain[i].backwardMs;
    }
}

void BudgetOptimizer::solve(std::uint32_t first, std::uint32_t last, std::uint64_t budget)
{
    const ChainLayer& layer = m_chain[first];
    // Candidates go straight into memory buckets (the cheapest and the least-memory one of each) when thinning
    // is allowed: sorting every candidate of every stretch would cost more than the rest of the program.
    std::vector<Point>& candidates = m_candidates;
    candidates.clear();
    const std::size_t bucketCount = m_maxFrontier == 0 ? 0 : 4 * std::size_t(m_maxFrontier);
    m_cheapest.resize(bucketCount);
    m_lowest.resize(bucketCount);
    m_used.assign(bucketCount, 0);
    // The bucket of a peak by a multiplication, not a 64-bit division: this runs tens of millions of times.
    const double bucketScale = static_cast<double>(bucketCount) / (static_cast<double>(budget) + 1.0);
    auto dominated = [](const Point& a, const Point& by) { return a.peak >= by.peak && a.cost >= by.cost; };
    const double storeAllCost = m_storeAllPrefix[last + 1] - m_storeAllPrefix[first];
    const double costCap = storeAllCost + m_extraCap;
    auto offer = [&](std::uint64_t peak, double cost, std::int32_t move, std::uint32_t upper,
                     std::uint32_t lower) __attribute__((always_inline)) {
        if (peak > budget || cost > costCap)
            return;
        const Point point{peak, cost, move, upper, lower};
        if (bucketCount == 0) {
            candidates.push_back(point);
            return;
        }
        const std::size_t bucket = std::min(bucketCount - 1, static_cast<std::size_t>(static_cast<double>(peak) * bucketScale));
        Point& cheap = m_cheapest[bucket];
        Point& low = m_lowest[bucket];
        if (!m_used[bucket]) {
            m_used[bucket] = 1;
            cheap = low = point;
            return;
        }
        if (point.cost >= cheap.cost && point.peak >= low.peak) {
            // Dropped: only a loss when it is on the true frontier, beyond both points kept.
            if (!dominated(point, cheap) && !dominated(point, low))
                m_exact = false;
            return;
        }
        Point dropped = point;
        if (point.cost < cheap.cost) {
            dropped = cheap;
            cheap = point;
        } else {
            dropped = low;
            low = point;
        }
        if (!dominated(dropped, cheap) && !dominated(dropped, low))
            m_exact = false; // a point of the true frontier fell out
    };
    const double tapeCost = layer.forwardMs + layer.backwardMs;
    if (first == last) {
        offer(layer.savedBytes, tapeCost, kTape, 0, 0);
    } else {
        const std::vector<Point>& rest = frontier(first + 1, last);
        for (std::uint32_t i = 0; i < rest.size(); ++i) {
            offer(layer.savedBytes + rest[i].peak, tapeCost + rest[i].cost, kTape, i, 0);
            if (layer.selectiveBytes < layer.savedBytes)
                offer(std::max(layer.selectiveBytes + rest[i].peak, layer.savedBytes), tapeCost + layer.partMs + rest[i].cost,
                      kSelective, i, 0);
        }
        // Checkpoint moves: advance to m keeping only this stretch's input, solve m..last, then first..m-1.
        const std::uint64_t input = layer.inputBytes;
        std::uint64_t advancePeak = input + m_chain[first + 1].inputBytes;
        for (std::uint32_t m = first + 1; m <= last; ++m) {
            if (m > first + 1)
                advancePeak = std::max(advancePeak, input + m_chain[m - 1].inputBytes + m_chain[m].inputBytes);
            if (advancePeak > budget)
                break; // advancing further only holds more
            const std::vector<Point>& upper = frontier(m, last);
            const std::vector<Point>& lower = frontier(first, m - 1);
            if (upper.empty() || lower.empty())
                continue;
            const double advanceCost = m_forwardPrefix[m] - m_forwardPrefix[first];
            if (advanceCost > m_extraCap)
                break; // the advance alone is recomputation beyond the best known schedule's
            // Both frontiers are sorted by peak with falling cost: walk the peaks of both in order, pairing each
            // with the cheapest point of the other that fits under it.
            std::size_t u = 0, l = 0;
            while (u < upper.size() || l < lower.size()) {
                const std::uint64_t nextUpper = u < upper.size() ? input + upper[u].peak : UINT64_MAX;
                const std::uint64_t nextLower = l < lower.size() ? lower[l].peak : UINT64_MAX;
                const std::uint64_t threshold = std::min(nextUpper, nextLower);
                while (u < upper.size() && input + upper[u].peak <= threshold)
                    ++u;
                while (l < lower.size() && lower[l].peak <= threshold)
                    ++l;
                if (u == 0 || l == 0)
                    continue;
                const Point& a = upper[u - 1];
                const Point& b = lower[l - 1];
                const std::uint64_t peak = std::max({advancePeak, input + a.peak, b.peak});
                if (peak > budget)
                    break; // the walk's peaks only grow
                offer(peak, advanceCost + a.cost + b.cost,
                      static_cast<std::int32_t>(m), static_cast<std::uint32_t>(u - 1), static_cast<std::uint32_t>(l - 1));
            }
        }
    }
    for (std::size_t bucket = 0; bucket < bucketCount; ++bucket)
        if (m_used[bucket]) {
            candidates.push_back(m_lowest[bucket]);
            candidates.push_back(m_cheapest[bucket]);
        }
    std::sort(candidates.begin(), candidates.end(),
              [](const Point& a, const Point& b) { return a.peak != b.peak ? a.peak < b.peak : a.cost < b.cost; });
    std::vector<Point>& kept = frontier(first, last);
    kept.clear();
    for (const Point& point : candidates)
        if (kept.empty() || point.cost < kept.back().cost - 1e-12 * std::max(1.0, kept.back().cost))
            kept.push_back(point);
    if (m_maxFrontier == 0 || kept.size() <= m_maxFrontier + 1)
        return;
    // Thin: the least-memory point, then the cheapest (last) point of each slice of memory.
    m_exact = false;
    const std::uint64_t low = kept.front().peak;
    const std::uint64_t slice = (budget - low) / m_maxFrontier + 1;
    std::vector<Point> thinned{kept.front()};
    for (std::size_t i = 1; i < kept.size(); ++i) {
        const bool lastOfSlice = i + 1 == kept.size() || (kept[i + 1].peak - low) / slice != (kept[i].peak - low) / slice;
        if (lastOfSlice)
            thinned.push_back(kept[i]);
    }
    kept = std::move(thinned);
}

void BudgetOptimizer::emit(ScheduleBuilder& builder, std::uint32_t first, std::uint32_t last, std::uint32_t index)
{
    const Point point = frontier(first, last)[index];
    if (point.move == kTape || point.move == kSelective) {
        if (first == last) {
            builder.reverseStep(first);
            return;
        }
        builder.forward(first, point.move == kTape ? LayerHold::Saved : LayerHold::Selective, true);
        emit(builder, first + 1, last, point.upper);
        if (point.move == kSelective)
            builder.recomputePart(first);
        builder.backward(first);
        return;
    }
    const auto m = static_cast<std::uint32_t>(point.move);
    builder.advance(first, m);
    emit(builder, m, last, point.upper);
    emit(builder, first, m - 1, point.lower);
}

CheckpointResult<CheckpointSchedule> BudgetOptimizer::plan(std::uint64_t budgetBytes)
{
    if (const std::string problem = m_chain.validate(); !problem.empty())
        return CheckpointError{problem};
    if (m_n > kMaxLayers)
        return CheckpointError{"the budget plan's dynamic program takes chains of up to " + std::to_string(kMaxLayers) +
                               " layers (its time grows as N^3); this one has " + std::to_string(m_n)};
    const std::uint64_t minimum = m_chain.minimumPeakBytes();
    if (budgetBytes < minimum)
        return CheckpointError{"a budget of " + formatBytes(budgetBytes) + " (" + std::to_string(budgetBytes) +
                               " bytes) is below the least any schedule needs: " + formatBytes(minimum) + " (" +
                               std::to_string(minimum) +
                               " bytes, keeping only the input of layer 1 and recomputing every layer from it, as Revolve with 1 snapshot does)"};
    // The closed-form schedules of the library first: the cheapest that fits bounds the optimum from above, and
    // no part of a schedule can cost more recomputation than the whole. Every layer runs forward and backward at
    // least once, so a stretch's point whose recomputation already passes the bound can never be part of a
    // cheaper schedule, and the program drops it (as it stops advancing once the advance alone passes it).
    // The schedules are independent, so on long chains two threads build them, each taking the next (they take
    // a fifth of the plan's time, and some, such as Revolve with one snapshot, far longer than others). Of the
    // cheapest that fit, the first in this order is kept, as when built one at a time.
    const std::uint32_t n = m_n;
    const std::uint32_t revolves = std::min<std::uint32_t>(n, 64);
    const std::uint32_t count = n + 2 + revolves + 1; // every k, recursive, selective, revolve, greedy
    struct Cheapest
    {
        std::optional<CheckpointSchedule> schedule;
        std::uint32_t index = 0;
    };
    // The i-th schedule, or nothing where it surely would not be kept over `best`.
    auto build = [&](std::uint32_t i, const Cheapest& best) -> std::optional<CheckpointSchedule> {
        if (i < n) {
            // Every k: its figures first, without a timeline (equal, bit for bit, to the built schedule's),
            // and the schedule built only where it is kept: most of the n fit no budget or cost more.
            std::vector<std::uint32_t> starts; // everyKSchedule's segments
            for (std::uint32_t start = 0; start < n; start += i + 1)
                starts.push_back(start);
            const SegmentPlanFigures figures = segmentPlanFigures(m_chain, starts);
            if (figures.peakBytes > budgetBytes || (best.schedule && !(figures.computeMs < best.schedule->computeMs)))
                return std::nullopt;
            return everyKSchedule(m_chain, i + 1);
        }
        if (i == n)
            return recursiveSchedule(m_chain);
        if (i == n + 1)
            return selectiveSchedule(m_chain);
        if (i < n + 2 + revolves)
            return revolveSchedule(m_chain, i - (n + 1));
        return chenGreedySchedule(m_chain, budgetBytes);
    };
    std::atomic<std::uint32_t> next = 0;
    auto cheapest = [&] {
        Cheapest best;
        for (std::uint32_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < count;) {
            std::optional<CheckpointSchedule> candidate = build(i, best);
            if (candidate && candidate->peakActivationBytes <= budgetBytes &&
                (!best.schedule || candidate->computeMs < best.schedule->computeMs))
                best = {std::move(candidate), i};
        }
        return best;
    };
    Cheapest best, other;
    {
        std::optional<std::jthread> helper;
        if (n >= SlotBudgetProgram::kThreadedLayers && std::thread::hardware_concurrency() > 1)
            helper.emplace([&] { other = cheapest(); });
        best = cheapest();
    }
    if (other.schedule && (!best.schedule || other.schedule->computeMs < best.schedule->computeMs ||
                           (other.schedule->computeMs == best.schedule->computeMs && other.index < best.index)))
        best = std::move(other);
    std::optional<CheckpointSchedule>& closedForm = best.schedule;
    // (Revolve with 1 snapshot reaches the chain's minimum, so one always fits.) A little slack keeps the
    // points that tie with it despite rounding.
    m_extraCap = closedForm->extraComputeMs + 1e-9 * std::max(1.0, closedForm->computeMs);

    m_exact = true;
    m_fromDynamicProgram = true;
    const std::string title = "Cheapest under a budget of " + formatBytes(budgetBytes) + " (dynamic program over checkpoint positions)";
    m_overMemorySlots = m_maxFrontier != 0 && m_n > kExactLayers;
    if (m_overMemorySlots) {
        // Long chains: over memory slots, N^3 x slots instead of N^3 x frontier^2.
        m_exact = false;
        SlotBudgetProgram program(m_chain);
        std::optional<CheckpointSchedule> schedule = program.plan(budgetBytes, m_extraCap, title);
        if (!schedule || closedForm->computeMs < schedule->computeMs - 1e-9) {
            CheckpointSchedule fallback = std::move(*closedForm);
            fallback.parameters.closedForm = fallback.name;
            fallback.parameters.budgetBytes = budgetBytes;
            fallback.name = "budget";
            fallback.title = "Cheapest under the budget: " + fallback.title + " beat the dynamic program over memory slots";
            m_fromDynamicProgram = false;
            return fallback;
        }
        schedule->parameters.budgetBytes = budgetBytes;
        return std::move(*schedule);
    }
    m_frontiers.assign(std::size_t(m_n) * m_n, {});
    for (std::uint32_t length = 1; length <= m_n; ++length)
        for (std::uint32_t first = 0; first + length <= m_n; ++first)
            solve(first, first + length - 1, budgetBytes);
    const std::vector<Point>& whole = frontier(0, m_n - 1);
    auto fromClosedForm = [&] {
        CheckpointSchedule schedule = std::move(*closedForm);
        schedule.parameters.closedForm = schedule.name;
        schedule.parameters.budgetBytes = budgetBytes;
        schedule.name = "budget";
        schedule.title = "Cheapest under the budget: " + schedule.title + " beat the thinned dynamic program";
        m_fromDynamicProgram = false;
        m_frontiers.clear();
        return schedule;
    };
    if (whole.empty())
        return fromClosedForm();
    // The last point of the frontier is the cheapest within the budget.
    ScheduleBuilder builder(m_chain);
    emit(builder, 0, m_n - 1, static_cast<std::uint32_t>(whole.size() - 1));
    CheckpointSchedule schedule = builder.finish("budget", title);
    schedule.parameters.budgetBytes = budgetBytes;
    m_frontiers.clear();
    if (closedForm->computeMs < schedule.computeMs - 1e-9)
        return fromClosedForm();
    return schedule;
}

} // namespace gml
