#pragma once

#include <cstdint>
#include <ostream>

namespace gml {

// Writes the allocator trace of a synthetic training loop (parameters that live throughout; per step,
// activations allocated forward and freed backward with gradients and temporaries among them, some used on
// a second stream, empty_cache now and then), run on our CachingAllocator with PyTorch's default settings.
// The first events are dropped as PyTorch's ring buffer would, so the trace starts while memory is held.
// Output: {"segments": [[address, total_size, stream, "small"|"large", [[address, size, requested, state], ...]], ...],
//          "trace": [[action, addr, size, stream], ...]}; make-large-snapshot.py turns it into a snapshot pickle.
// A faithful trace: replaying it must reach 100% parity, which makes it a fair replay benchmark.
void writeSyntheticTrainingTrace(std::uint64_t events, std::ostream& out);

} // namespace gml
