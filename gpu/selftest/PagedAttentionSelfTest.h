#pragma once

#include "device/Device.h"

#include <string>

namespace gml::selftest {

// Paged attention on the real GPU: a PagedKvCache whose pool is one allocation of device memory holding real
// K and V values (written token by token at the slots the engine picks, copied block by block on
// copy-on-write), read by the CUDA kernel through the engine's block tables and checked against the CPU
// reference. Each check is reported through `check`.
void checkPagedAttention(Device& device, void (*check)(bool condition, const std::string& what));

} // namespace gml::selftest
