#include "snapshot/MemorySnapshot.h"

#include <algorithm>

namespace gml {

std::vector<int> MemorySnapshot::devices() const
{
    std::vector<int> result;
    for (std::size_t device = 0; device < deviceTraces.size(); ++device)
        result.push_back(static_cast<int>(device));
    for (const auto& segment : segments)
        result.push_back(segment.device);
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

std::size_t MemorySnapshot::blockCount() const
{
    std::size_t count = 0;
    for (const auto& segment : segments)
        count += segment.blocks.size();
    return count;
}

std::size_t MemorySnapshot::eventCount() const
{
    std::size_t count = 0;
    for (const auto& trace : deviceTraces)
        count += trace.size();
    return count;
}

const TraceWindowRecord* MemorySnapshot::traceWindow(int device) const
{
    for (const TraceWindowRecord& record : traceWindows)
        if (record.device == device)
            return &record;
    return nullptr;
}

} // namespace gml
