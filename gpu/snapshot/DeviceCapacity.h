#pragma once

#include <cstdint>
#include <string_view>

namespace gml {

// Where the device memory size a replay ran with came from. A snapshot does not record it, yet it decides
// how large each expandable segment's reserved range is.
enum class DeviceCapacitySource : std::uint8_t
{
    InferredFromRangeSpacing, // consecutive expandable ranges of the device start one reservation apart
    GivenByUser,              // --capacity, or the application's setting
    GuessedFromPeakReserved,  // nothing to infer from: 80 GiB, or twice the trace's reserved peak if more
};

// The least a guess assumes: 80 GiB, the memory of the GPUs most snapshots come from (A100, H100).
inline constexpr std::uint64_t kGuessedCapacityFloorBytes = 80ULL * 1024 * 1024 * 1024;

// "inferred-from-range-spacing", "given-by-user", "guessed-from-peak-reserved": the command line's JSON.
std::string_view deviceCapacitySourceName(DeviceCapacitySource source);

// The device memory size a replay ran with, and why that size. Facts only: the application and the
// command line write the sentence.
struct DeviceCapacity
{
    std::uint64_t bytes = 0;
    DeviceCapacitySource source = DeviceCapacitySource::GuessedFromPeakReserved;
    // InferredFromRangeSpacing: every size in [lowestBytes, highestBytes] reserves ranges exactly as far
    // apart as the recording shows (the inverse of PyTorch's rounding to whole pages is a span, not one
    // number); bytes is the lowest. spacingBytes is the tightest spacing measured, between ranges of
    // pageBytes pages.
    std::uint64_t lowestBytes = 0;
    std::uint64_t highestBytes = 0;
    std::uint64_t spacingBytes = 0;
    std::uint64_t pageBytes = 0;
    // Expandable ranges the recording shows on this device (their first mapped page; all sources).
    std::uint32_t recordedRanges = 0;
};

} // namespace gml
