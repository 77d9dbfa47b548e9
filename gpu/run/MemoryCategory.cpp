#include "run/MemoryCategory.h"

namespace gml {

std::string_view memoryCategoryName(MemoryCategory category)
{
    switch (category) {
    case MemoryCategory::Parameter:
        return "parameter";
    case MemoryCategory::Gradient:
        return "gradient";
    case MemoryCategory::OptimizerState:
        return "optimizer_state";
    case MemoryCategory::Activation:
        return "activation";
    case MemoryCategory::Temporary:
        return "temporary";
    case MemoryCategory::InferenceCache:
        return "inference_cache";
    case MemoryCategory::Unknown:
        break;
    }
    return "unknown";
}

} // namespace gml
