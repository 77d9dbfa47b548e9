#include "checkpoint/BudgetOptimizer.h"
#include "checkpoint/RevolveCount.h"
#include "checkpoint/ScheduleLibrary.h"
#include "checkpoint/SlotBudgetProgram.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <set>

using namespace gml;

namespace {

// Every operation applies to the state (input live for each forward, saved activations for each backward,
// backwards in order, memory never negative), live bytes match the sum of deltas, the peak is the maximum over
// the timeline, and the step ends with every backward done and nothing live.
void checkTimeline(const CheckpointSchedule& schedule)
{
    CheckpointState state;
    std::uint64_t peak = 0;
    for (std::size_t i = 0; i < schedule.timeline.size(); ++i) {
        const CheckpointOp& op = schedule.timeline[i];
        BOOST_REQUIRE_MESSAGE(state.apply(op), schedule.name << ": operation " << i << " does not apply: "
                                                              << schedule.timeline.explain(i));
        peak = std::max(peak, op.liveBytes);
    }
    BOOST_TEST(state.finished());
    BOOST_TEST(state.liveBytes == 0u);
    BOOST_TEST(peak == schedule.peakActivationBytes);
    BOOST_TEST(state.peakBytes == schedule.peakActivationBytes);
    BOOST_TEST((schedule.timeline.stateAt(schedule.timeline.size()) == state));
    const std::size_t middle = schedule.timeline.size() / 2;
    CheckpointState replayed;
    for (std::size_t i = 0; i < middle; ++i)
        replayed.apply(schedule.timeline[i]);
    BOOST_TEST((schedule.timeline.stateAt(middle) == replayed));
}

CheckpointChain randomChain(std::mt19937& random, std::uint32_t layers)
{
    std::uniform_int_distribution<int> size(1, 6), factor(1, 4), cost(1, 9);
    std::vector<ChainLayer> chainLayers;
    for (std::uint32_t i = 0; i < layers; ++i) {
        ChainLayer layer;
        layer.inputBytes = std::uint64_t(size(random)) * 1024;
        layer.savedBytes = layer.inputBytes * std::uint64_t(factor(random));
        layer.selectiveBytes = layer.inputBytes + (layer.savedBytes - layer.inputBytes) / 2;
        layer.forwardMs = cost(random);
        layer.backwardMs = 2 * layer.forwardMs;
        layer.partMs = 0.3 * layer.forwardMs;
        chainLayers.push_back(layer);
    }
    return CheckpointChain(chainLayers, "random");
}

} // namespace

BOOST_AUTO_TEST_SUITE(revolve)

BOOST_AUTO_TEST_CASE(forward_step_counts_match_griewank_and_walther)
{
    const std::uint64_t cases[][3] = {{14, 3, 27}, {10, 2, 20}, {20, 3, 45}, {100, 5, 316}, {1000, 10, 3636}};
    for (const auto& c : cases) {
        BOOST_TEST(revolveForwardSteps(c[0], c[1]) == c[2]);
        const CheckpointSchedule schedule = revolveSchedule(CheckpointChain::uniform(static_cast<std::uint32_t>(c[0]), 1024),
                                                            static_cast<std::uint32_t>(c[1]));
        BOOST_TEST(schedule.forwardSteps == c[2], "(" << c[0] << ", " << c[1] << ")");
        checkTimeline(schedule);
    }
}

BOOST_AUTO_TEST_CASE(closed_form_equals_the_recurrence)
{
    // F(l, s) = min over m of m + F(l - m, s - 1) + F(m, s), F(1, s) = 0, F(l, 1) = l(l - 1)/2.
    std::vector<std::vector<std::uint64_t>> f(41, std::vector<std::uint64_t>(7, 0));
    for (std::uint64_t s = 1; s <= 6; ++s)
        for (std::uint64_t l = 2; l <= 40; ++l) {
            if (s == 1) {
                f[l][s] = l * (l - 1) / 2;
                continue;
            }
            std::uint64_t best = UINT64_MAX;
            for (std::uint64_t m = 1; m < l; ++m)
                best = std::min(best, m + f[l - m][s - 1] + f[m][s]);
            f[l][s] = best;
        }
    for (std::uint64_t s = 1; s <= 6; ++s)
        for (std::uint64_t l = 1; l <= 40; ++l)
            BOOST_TEST(revolveForwardSteps(l, s) == f[l][s], "(" << l << ", " << s << ")");
    BOOST_TEST(revolveForwardSteps(10, 10) == 9u); // snapshots to spare: l - 1
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(schedules)

BOOST_AUTO_TEST_CASE(sqrt_peak_is_about_two_sqrt_n_layers)
{
    for (const std::uint32_t n : {16u, 100u, 1000u}) {
        const CheckpointChain chain = CheckpointChain::uniform(n, 1000);
        const CheckpointSchedule schedule = sqrtSchedule(chain);
        const double layers = static_cast<double>(schedule.peakActivationBytes) / 1000.0;
        BOOST_TEST(layers <= 2 * std::sqrt(double(n)) + 2, n << " layers: " << layers);
        BOOST_TEST(layers >= std::sqrt(double(n)));
        BOOST_TEST(schedule.recomputedLayers < n);
        checkTimeline(schedule);
    }
}

BOOST_AUTO_TEST_CASE(every_schedule_has_a_consistent_timeline)
{
    std::mt19937 random(6);
    const std::vector<CheckpointChain> chains{CheckpointChain::uniform(1, 4096), CheckpointChain::uniform(2, 4096),
                                              CheckpointChain::uniform(37, 4096), randomChain(random, 23),
                                              CheckpointChain::transformer(TransformerLayerShape::gpt22b(), 12)};
    for (const CheckpointChain& chain : chains)
        for (const auto& info : checkpointSchedules()) {
            ScheduleOptions options;
            options.budgetBytes = (chain.minimumPeakBytes() + chain.totalSavedBytes()) / 2;
            auto schedule = makeCheckpointSchedule(info.name, chain, options);
            BOOST_REQUIRE_MESSAGE(schedule.ok(), info.name << ": " << (schedule ? "" : schedule.error().message));
            checkTimeline(schedule.value());
            BOOST_TEST(schedule.value().peakActivationBytes >= chain.minimumPeakBytes());
            BOOST_TEST(schedule.value().peakActivationBytes <= chain.totalSavedBytes() + chain[0].inputBytes);
        }
}

BOOST_AUTO_TEST_CASE(store_all_recomputes_nothing_and_revolve_one_snapshot_reaches_the_minimum)
{
    std::mt19937 random(9);
    const CheckpointChain chain = randomChain(random, 15);
    const CheckpointSchedule all = storeAllSchedule(chain);
    BOOST_TEST(all.forwardSteps == 0u);
    BOOST_TEST(all.extraComputeMs == 0.0);
    BOOST_TEST(revolveSchedule(chain, 1).peakActivationBytes == chain.minimumPeakBytes());
    BOOST_TEST(recursiveSchedule(CheckpointChain::uniform(16, 1)).recomputedLayers == 15u);
}

BOOST_AUTO_TEST_CASE(recompute_reasons_name_checkpoint_and_backward)
{
    const CheckpointSchedule schedule = everyKSchedule(CheckpointChain::uniform(8, 1024), 4);
    bool found = false;
    for (std::size_t i = 0; i < schedule.timeline.size(); ++i)
        if (schedule.timeline[i].kind == CheckpointOpKind::Recompute && schedule.timeline[i].layer == 1) {
            BOOST_TEST(schedule.timeline.explain(i) == "recompute layer 2 from checkpoint 1 (needed by backward of layer 4), keeping its activations this time");
            found = true;
        }
    BOOST_TEST(found);
}

BOOST_AUTO_TEST_CASE(budget_optimum_is_never_worse_than_any_schedule)
{
    std::mt19937 random(2019);
    for (int trial = 0; trial < 12; ++trial) {
        const CheckpointChain chain = randomChain(random, 6 + static_cast<std::uint32_t>(trial));
        std::vector<CheckpointSchedule> others{storeAllSchedule(chain), sqrtSchedule(chain), recursiveSchedule(chain),
                                               selectiveSchedule(chain)};
        for (std::uint32_t k = 1; k <= chain.size(); ++k)
            others.push_back(everyKSchedule(chain, k));
        for (std::uint32_t s = 1; s <= chain.size(); ++s)
            others.push_back(revolveSchedule(chain, s));
        for (const CheckpointSchedule& other : others) {
            for (const std::uint32_t maxFrontier : {0u, BudgetOptimizer::kDefaultMaxFrontier}) {
                BudgetOptimizer optimizer(chain, maxFrontier);
                auto optimum = optimizer.plan(other.peakActivationBytes);
                BOOST_REQUIRE(optimum.ok());
                BOOST_TEST(optimum.value().peakActivationBytes <= other.peakActivationBytes);
                BOOST_TEST(optimum.value().computeMs <= other.computeMs + 1e-9, other.title << " on trial " << trial);
                if (maxFrontier == 0)
                    BOOST_TEST(optimizer.fromDynamicProgram());
            }
        }
        if (trial == 0)
            checkTimeline(BudgetOptimizer(chain).plan(chain.minimumPeakBytes()).value());
    }
}

namespace {

// Every (peak, cost) a stretch first..last can reach with the dynamic program's three moves, enumerated without
// any pruning or thinning: the brute force the optimizer is pinned against on short chains.
std::vector<std::pair<std::uint64_t, double>> everyOutcome(const CheckpointChain& chain, std::uint32_t first, std::uint32_t last)
{
    const ChainLayer& layer = chain[first];
    const double tape = layer.forwardMs + layer.backwardMs;
    if (first == last)
        return {{layer.savedBytes, tape}};
    std::vector<std::pair<std::uint64_t, double>> outcomes;
    for (const auto& [peak, cost] : everyOutcome(chain, first + 1, last)) {
        outcomes.emplace_back(layer.savedBytes + peak, tape + cost);
        outcomes.emplace_back(std::max(layer.selectiveBytes + peak, layer.savedBytes), tape + layer.partMs + cost);
    }
    std::uint64_t advancePeak = layer.inputBytes + chain[first + 1].inputBytes;
    double advanceCost = 0;
    for (std::uint32_t m = first + 1; m <= last; ++m) {
        if (m > first + 1)
            advancePeak = std::max(advancePeak, layer.inputBytes + chain[m - 1].inputBytes + chain[m].inputBytes);
        advanceCost += chain[m - 1].forwardMs;
        const auto upper = everyOutcome(chain, m, last);
        const auto lower = everyOutcome(chain, first, m - 1);
        for (const auto& [upperPeak, upperCost] : upper)
            for (const auto& [lowerPeak, lowerCost] : lower)
                outcomes.emplace_back(std::max({advancePeak, layer.inputBytes + upperPeak, lowerPeak}),
                                      advanceCost + upperCost + lowerCost);
    }
    // Keep the frontier only (the enumeration stays small enough for 7 layers).
    std::sort(outcomes.begin(), outcomes.end());
    std::vector<std::pair<std::uint64_t, double>> frontier;
    for (const auto& outcome : outcomes)
        if (frontier.empty() || outcome.second < frontier.back().second)
            frontier.push_back(outcome);
    return frontier;
}

} // namespace

BOOST_AUTO_TEST_CASE(budget_optimum_equals_the_brute_force_on_short_chains)
{
    std::mt19937 random(1789);
    for (int trial = 0; trial < 40; ++trial) {
        const CheckpointChain chain = randomChain(random, 2 + static_cast<std::uint32_t>(trial % 6));
        const auto outcomes = everyOutcome(chain, 0, chain.size() - 1);
        // Every step of the brute force's frontier, and budgets between steps.
        for (const auto& [peak, cost] : outcomes) {
            for (const std::uint64_t budget : {peak, peak + 511}) {
                double cheapest = cost;
                for (const auto& other : outcomes)
                    if (other.first <= budget)
                        cheapest = std::min(cheapest, other.second);
                auto optimum = BudgetOptimizer(chain).plan(budget);
                BOOST_REQUIRE(optimum.ok());
                BOOST_TEST(optimum.value().peakActivationBytes <= budget);
                BOOST_TEST(std::abs(optimum.value().computeMs - cheapest) <= 1e-9 * cheapest,
                           "trial " << trial << ", budget " << budget << ": " << optimum.value().computeMs << " vs " << cheapest);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(slot_program_is_pinned_by_the_brute_force_on_short_chains)
{
    // The program over memory slots makes the same three moves with the same bookkeeping, rounding each of at
    // most N + 1 terms of a plan's peak up to a whole slot. So it never beats the brute force's optimum within
    // the budget, and it is at least as cheap as the brute force's optimum within the budget less N + 2 slots
    // (such a plan fits in floor(budget / slot) slots, where every plan fits).
    std::mt19937 random(1848);
    const std::uint32_t slots = 1 << 12;
    for (int trial = 0; trial < 30; ++trial) {
        const CheckpointChain chain = randomChain(random, 2 + static_cast<std::uint32_t>(trial % 6));
        const auto outcomes = everyOutcome(chain, 0, chain.size() - 1);
        auto cheapestWithin = [&](std::uint64_t budget) {
            double cheapest = std::numeric_limits<double>::infinity();
            for (const auto& [peak, cost] : outcomes)
                if (peak <= budget)
                    cheapest = std::min(cheapest, cost);
            return cheapest;
        };
        for (const auto& outcome : outcomes) {
            for (const std::uint64_t budget : {outcome.first, outcome.first + outcome.first / 50}) {
                const double slotBytes = std::ceil(double(budget) * (1.0 + SlotBudgetProgram::kSlack) / slots);
                const auto margin = static_cast<std::uint64_t>((chain.size() + 2) * slotBytes);
                SlotBudgetProgram program(chain, slots);
                const auto plan = program.plan(budget, std::numeric_limits<double>::infinity(), "trial");
                const double best = cheapestWithin(budget);
                const double bound = budget > margin ? cheapestWithin(budget - margin) : std::numeric_limits<double>::infinity();
                BOOST_TEST((plan.has_value() || bound == std::numeric_limits<double>::infinity()),
                           "trial " << trial << ", budget " << budget);
                if (!plan)
                    continue;
                BOOST_TEST(plan->peakActivationBytes <= budget);
                BOOST_TEST(plan->computeMs >= best - 1e-9 * best, "trial " << trial << ", budget " << budget);
                BOOST_TEST(plan->computeMs <= bound + 1e-9 * bound,
                           "trial " << trial << ", budget " << budget << ": " << plan->computeMs << " vs " << bound);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(budget_optimum_of_long_chains_is_within_half_a_percent_of_the_exact_program)
{
    // Past kExactLayers the optimizer plans over memory slots: never cheaper than the exact program (which is
    // optimal over the same moves), never over the budget, and close to it (measured: within 0.4% at 41 to
    // 60 layers).
    std::mt19937 random(7);
    const CheckpointChain chain = randomChain(random, BudgetOptimizer::kExactLayers + 4);
    const std::uint64_t minimum = chain.minimumPeakBytes();
    for (const std::uint64_t share : {2u, 5u}) {
        const std::uint64_t budget = minimum + (chain.totalSavedBytes() - minimum) / share;
        BudgetOptimizer exact(chain, 0);
        BudgetOptimizer slots(chain);
        const CheckpointSchedule best = exact.plan(budget).value();
        const CheckpointSchedule planned = slots.plan(budget).value();
        BOOST_TEST(slots.overMemorySlots());
        BOOST_TEST(!slots.exact());
        BOOST_TEST(planned.peakActivationBytes <= budget);
        BOOST_TEST(planned.computeMs >= best.computeMs - 1e-9 * best.computeMs);
        BOOST_TEST(planned.computeMs <= 1.005 * best.computeMs, planned.computeMs << " vs " << best.computeMs);
        checkTimeline(planned);
    }
}

BOOST_AUTO_TEST_CASE(budget_optimum_of_long_chains_fits_every_budget)
{
    // From the least any schedule needs to store-all's peak: what the slots' rounding makes impossible falls
    // back to a closed-form schedule, which always exists.
    std::mt19937 random(31);
    const CheckpointChain chain = randomChain(random, 70);
    const std::uint64_t minimum = chain.minimumPeakBytes();
    const std::uint64_t all = storeAllSchedule(chain).peakActivationBytes;
    for (const std::uint64_t budget : {minimum, minimum + 1, minimum + (all - minimum) / 50, minimum + (all - minimum) / 7,
                                       (minimum + all) / 2, all - 1, all, 2 * all}) {
        BudgetOptimizer optimizer(chain);
        auto plan = optimizer.plan(budget);
        BOOST_REQUIRE(plan.ok());
        BOOST_TEST(plan.value().peakActivationBytes <= budget, "budget " << budget);
        if (budget >= all)
            BOOST_TEST(plan.value().extraComputeMs == 0.0);
    }
}

BOOST_AUTO_TEST_CASE(budget_optimum_of_long_chains_is_never_worse_than_any_schedule)
{
    // Past kExactLayers the optimum comes from the program over memory slots, whose rounding could lose to a
    // closed form. Under every budget it must still fit and cost no more than any schedule of the library
    // that fits the same budget: store-all, every-k at every k, sqrt, Chen's greedy plan for that budget, the
    // recursive plan, Revolve at every snapshot count (the optimizer itself tries only up to 64), selective.
    // (Offload spends host memory and the link instead, and is left out.)
    std::mt19937 random(4096);
    std::set<std::string> covered;
    for (const std::uint32_t layers : {45u, 53u, 64u, 87u, 101u, 120u}) {
        const CheckpointChain chain = randomChain(random, layers);
        std::vector<CheckpointSchedule> fixed{storeAllSchedule(chain), sqrtSchedule(chain),
                                              recursiveSchedule(chain), selectiveSchedule(chain)};
        for (std::uint32_t k = 1; k <= layers; ++k)
            fixed.push_back(everyKSchedule(chain, k));
        for (std::uint32_t s = 1; s <= layers; ++s)
            fixed.push_back(revolveSchedule(chain, s));
        const std::uint64_t minimum = chain.minimumPeakBytes();
        const std::uint64_t all = fixed[0].peakActivationBytes;
        // Shares of the way from the minimum to store-all, and the peaks of sqrt and the recursive plan
        // exactly (a schedule's own peak is the budget it is hardest to beat at).
        std::vector<std::uint64_t> budgets{minimum, fixed[1].peakActivationBytes,
                                           fixed[2].peakActivationBytes, all};
        for (const std::uint64_t share : {50u, 20u, 9u, 5u, 3u})
            budgets.push_back(minimum + (all - minimum) / share);
        budgets.push_back(minimum + (all - minimum) / 3 * 2);
        // Revolve with many snapshots (more than the 64 the optimizer tries as closed forms) and a checkpoint
        // every other layer, at their own peaks.
        for (const std::uint32_t s : {layers * 3 / 4, layers - 1})
            budgets.push_back(revolveSchedule(chain, s).peakActivationBytes);
        budgets.push_back(everyKSchedule(chain, 2).peakActivationBytes);
        for (const std::uint64_t budget : budgets) {
            std::vector<CheckpointSchedule> others = fixed;
            if (auto greedy = chenGreedySchedule(chain, budget))
                others.push_back(std::move(*greedy));
            BudgetOptimizer optimizer(chain);
            auto optimum = optimizer.plan(budget);
            BOOST_REQUIRE_MESSAGE(optimum.ok(), layers << " layers, budget " << budget);
            BOOST_TEST(optimizer.overMemorySlots());
            const CheckpointSchedule& plan = optimum.value();
            BOOST_TEST(plan.peakActivationBytes <= budget, layers << " layers, budget " << budget);
            int fitting = 0;
            for (const CheckpointSchedule& other : others) {
                covered.insert(other.name);
                if (other.peakActivationBytes > budget)
                    continue;
                ++fitting;
                BOOST_TEST(plan.computeMs <= other.computeMs * (1 + 1e-9),
                           layers << " layers, budget " << budget << ": the optimum costs " << plan.computeMs
                                  << " ms at " << plan.peakActivationBytes << " bytes, " << other.title << " "
                                  << other.computeMs << " ms at " << other.peakActivationBytes << " bytes");
            }
            BOOST_TEST(fitting >= 1, "Revolve with 1 snapshot fits every budget from the minimum up");
            if (budget == budgets[1])
                checkTimeline(plan);
        }
    }
    // Every schedule of the library but offload and the optimum itself was compared against.
    for (const auto& info : checkpointSchedules())
        if (info.name != "offload" && info.name != "budget")
            BOOST_TEST(covered.count(info.name) == 1u, info.name << " compared");
}

BOOST_AUTO_TEST_CASE(segment_figures_equal_the_built_schedule)
{
    // Chen's greedy plan compares segmentations by these figures; they must be the built schedule's exactly.
    std::mt19937 random(42);
    for (int trial = 0; trial < 60; ++trial) {
        const CheckpointChain chain = randomChain(random, 1 + static_cast<std::uint32_t>(trial % 17));
        std::vector<std::uint32_t> starts{0};
        std::bernoulli_distribution cut(0.35);
        for (std::uint32_t layer = 1; layer < chain.size(); ++layer)
            if (cut(random))
                starts.push_back(layer);
        const CheckpointSchedule built = segmentSchedule(chain, starts, "trial", "trial");
        const SegmentPlanFigures figures = segmentPlanFigures(chain, starts);
        BOOST_TEST(figures.peakBytes == built.peakActivationBytes, "trial " << trial);
        BOOST_TEST(figures.computeMs == built.computeMs, "trial " << trial);
    }
}

BOOST_AUTO_TEST_CASE(budget_below_the_minimum_names_it)
{
    const CheckpointChain chain = CheckpointChain::uniform(10, 1000);
    ScheduleOptions options;
    options.budgetBytes = 1500;
    auto refused = makeCheckpointSchedule("budget", chain, options);
    BOOST_REQUIRE(!refused.ok());
    BOOST_TEST(refused.error().message.find("3000 bytes") != std::string::npos, refused.error().message);
    options.budgetBytes = 3000;
    BOOST_TEST(makeCheckpointSchedule("budget", chain, options).value().peakActivationBytes == 3000u);
    BOOST_TEST(!makeCheckpointSchedule("nonsense", chain).ok());
}

BOOST_AUTO_TEST_CASE(offload_keeps_two_layers_and_reports_stalls)
{
    const CheckpointChain chain = CheckpointChain::uniform(10, 100'000'000, 1.0, 2.0);
    const CheckpointSchedule slow = offloadSchedule(chain, 25e6);  // 4 ms per copy against 1-2 ms of compute
    const CheckpointSchedule fast = offloadSchedule(chain, 500e6); // 0.2 ms per copy: hidden
    BOOST_TEST(slow.peakActivationBytes <= 3 * 100'000'000u);
    BOOST_TEST(slow.stallMs > 0);
    BOOST_TEST(fast.stallMs == 0.0);
    BOOST_TEST(slow.forwardSteps == 0u);
    checkTimeline(slow);
}

BOOST_AUTO_TEST_SUITE_END()
