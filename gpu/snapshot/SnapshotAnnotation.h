#pragma once

#include <cstdint>

namespace gml {

// One of external_annotations: a named range the program marked (record_function and the like).
struct SnapshotAnnotation
{
    std::uint32_t stage = 0; // string id: "START" or "END"
    std::uint32_t name = 0;  // string id
    int device = 0;
    std::int64_t timeUs = 0;
};

} // namespace gml
