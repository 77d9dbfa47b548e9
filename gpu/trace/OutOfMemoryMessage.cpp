#include "trace/OutOfMemoryMessage.h"

#include "util/ByteFormat.h"

namespace gml {

std::string OutOfMemoryMessage::text() const
{
    std::string message = "CUDA out of memory. Tried to allocate " + formatBytes(triedToAllocate) + ". GPU " +
                          std::to_string(deviceOrdinal) + " has a total capacity of " + formatBytes(totalCapacity) +
                          " of which " + formatBytes(deviceFree) + " is free. ";
    if (allowed)
        message += formatBytes(*allowed) + " allowed; ";
    message += "Of the allocated memory " + formatBytes(allocatedByPyTorch) + " is allocated by PyTorch, and " +
               formatBytes(reservedButUnallocated) +
               " is reserved by PyTorch but unallocated. ";
    if (!expandableSegments)
        message += "If reserved but unallocated memory is large try setting "
                   "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation. ";
    message += "See documentation for Memory Management "
               "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)";
    return message;
}

} // namespace gml
