#include "checkpoint/RevolveCount.h"

#include <algorithm>
#include <cassert>

namespace gml {

namespace {
constexpr std::uint64_t kSaturated = std::uint64_t{1} << 62;
} // namespace

std::uint64_t revolveBeta(std::uint64_t snapshots, std::int64_t repetitions)
{
    if (repetitions < 0)
        return 0;
    // C(n, k) with k the smaller of s and r, built so that every partial product is itself a binomial
    // coefficient (exact division at each step).
    const auto r = static_cast<std::uint64_t>(repetitions);
    const std::uint64_t n = snapshots + r;
    const std::uint64_t k = std::min(snapshots, r);
    std::uint64_t value = 1;
    for (std::uint64_t i = 1; i <= k; ++i) {
        const std::uint64_t factor = n - k + i;
        if (value > kSaturated / factor)
            return kSaturated;
        value = value * factor / i;
    }
    return value;
}

std::uint64_t revolveForwardSteps(std::uint64_t steps, std::uint64_t snapshots)
{
    assert(snapshots >= 1);
    if (steps <= 1)
        return 0;
    if (snapshots == 1)
        return steps * (steps - 1) / 2; // every step reached again from the start
    if (snapshots >= steps)
        return steps - 1;
    std::int64_t r = 0;
    while (revolveBeta(snapshots, r) < steps)
        ++r;
    return static_cast<std::uint64_t>(r) * steps - revolveBeta(snapshots + 1, r - 1);
}

std::uint64_t revolveSplit(std::uint64_t steps, std::uint64_t snapshots)
{
    assert(snapshots >= 2 && steps >= 2);
    const std::uint64_t best = revolveForwardSteps(steps, snapshots);
    // Several advances can be optimal; any gives the same count. Take the largest, found first from the top.
    for (std::uint64_t m = steps - 1; m >= 1; --m)
        if (m + revolveForwardSteps(steps - m, snapshots - 1) + revolveForwardSteps(m, snapshots) == best)
            return m;
    return 1;
}

} // namespace gml
