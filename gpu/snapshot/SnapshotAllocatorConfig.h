#pragma once

#include "allocator/AllocatorConfig.h"
#include "snapshot/SnapshotAllocatorSettings.h"

#include <optional>

namespace gml {

// The caching allocator configuration a snapshot was recorded under: the PYTORCH_CUDA_ALLOC_CONF string it
// kept (for settings only the string holds, such as max_non_split_rounding_mb), overridden by the effective
// values PyTorch wrote beside it. Older files have no settings: PyTorch's defaults. Fails only when the
// recorded values are ones PyTorch itself would refuse.
AllocatorResult<AllocatorConfig> allocatorConfigFromSettings(const std::optional<SnapshotAllocatorSettings>& settings);

} // namespace gml
