#pragma once

#include <cstdint>
#include <string>

namespace gml::selftest {

// Writes a pattern over [address, address + bytes) with a kernel and checks it with another: proof that the
// memory a Device handed out is really there and writable. Returns the CUDA error text, empty on success.
std::string writeAndVerify(std::uint64_t address, std::uint64_t bytes, std::uint32_t seed,
                           unsigned long long& mismatches);

} // namespace gml::selftest
