#pragma once

#include "snapshot/MemorySnapshot.h"

#include <optional>
#include <ostream>
#include <string>

namespace gml {

// `gpu-memory-lab-cli snapshot FILE --categories [--json]`: what the memory alive at the peak was for,
// guessed from stacks and annotations, for each device (or the one given).
int printSnapshotCategories(const std::string& path, const MemorySnapshot& snapshot,
                            std::optional<int> device, bool json, std::ostream& out);

} // namespace gml
