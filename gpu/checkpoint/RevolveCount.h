#pragma once

#include <cstdint>

namespace gml {

// Griewank and Walther's binomial checkpointing (ACM TOMS Algorithm 799, "Revolve"): the arithmetic behind
// the optimal schedule. Snapshots count the kept state at the start too, as Revolve's `snaps` does.

// beta(s, r) = C(s + r, s): the most steps s snapshots can reverse with at most r forward repetitions of any
// step. Saturates at 2^62 instead of overflowing; beta(s, -1) = 0.
std::uint64_t revolveBeta(std::uint64_t snapshots, std::int64_t repetitions);

// The least forward steps (Revolve's numforw) that reverse `steps` steps with `snapshots` snapshots:
// t = r*l - beta(s + 1, r - 1) for the smallest r with beta(s, r) >= l. (14, 3) -> 27, (1000, 10) -> 3636;
// l - 1 when snapshots >= steps; 0 for one step. snapshots must be >= 1.
std::uint64_t revolveForwardSteps(std::uint64_t steps, std::uint64_t snapshots);

// Where the optimal schedule takes its next snapshot: advance m steps (1 <= m < steps) so that
// m + F(steps - m, snapshots - 1) + F(m, snapshots) = F(steps, snapshots). snapshots >= 2, steps >= 2.
std::uint64_t revolveSplit(std::uint64_t steps, std::uint64_t snapshots);

} // namespace gml
