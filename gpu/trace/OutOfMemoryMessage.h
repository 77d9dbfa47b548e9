#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gml {

// The numbers torch.cuda.OutOfMemoryError reports, and its text. The message is PyTorch's in substance so
// that a learner recognises it from their own crashes ("Tried to allocate 20 MiB. GPU 0 has a total
// capacity of ..."); sizes are written the house way (formatBytes).
struct OutOfMemoryMessage
{
    int deviceOrdinal = 0;
    std::uint64_t triedToAllocate = 0; // the segment size PyTorch tried to get (get_allocation_size)
    std::uint64_t totalCapacity = 0;
    std::uint64_t deviceFree = 0;
    std::optional<std::uint64_t> allowed; // set by set_per_process_memory_fraction
    std::uint64_t allocatedByPyTorch = 0;
    std::uint64_t reservedButUnallocated = 0;
    // The allocator already ran with expandable segments: PyTorch's closing advice to turn them on is left out
    // rather than given to a run that follows it.
    bool expandableSegments = false;

    std::string text() const;
};

} // namespace gml
