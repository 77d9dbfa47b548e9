#include "trace/AllocatorEvent.h"

namespace gml {

std::string_view eventKindName(EventKind kind)
{
    switch (kind) {
    case EventKind::Alloc: return "alloc";
    case EventKind::FreeRequested: return "free_requested";
    case EventKind::FreeCompleted: return "free_completed";
    case EventKind::SegmentAlloc: return "segment_alloc";
    case EventKind::SegmentFree: return "segment_free";
    case EventKind::SegmentMap: return "segment_map";
    case EventKind::SegmentUnmap: return "segment_unmap";
    case EventKind::EmptyCache: return "empty_cache";
    case EventKind::Oom: return "oom";
    case EventKind::Error: return "error";
    }
    return "unknown";
}

} // namespace gml
