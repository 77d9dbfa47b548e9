#pragma once

#include "allocator/AllocatorResult.h"
#include "allocator/SettingProblem.h"

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace gml {

// The caching allocator's settings, as PYTORCH_CUDA_ALLOC_CONF sets them
// ("expandable_segments:True,max_split_size_mb:128,garbage_collection_threshold:0.6,
// roundup_power2_divisions:[256:1,512:2,>:8]"). Default-constructed: PyTorch's defaults.
struct AllocatorConfig
{
    // roundup_power2_divisions has one entry per power-of-two size interval: [1 MiB << i, 1 MiB << (i+1)) for
    // i = 0..15 (sizes below 1 MiB use entry 0, sizes of 32 GiB and above entry 15). 0 or 1: no rounding.
    static constexpr std::size_t kRoundupIntervals = 16;
    static constexpr std::uint64_t kNoMaxSplitSize = std::numeric_limits<std::uint64_t>::max();

    std::uint64_t maxSplitSize = kNoMaxSplitSize;           // bytes; blocks this large are never split
    std::uint64_t maxNonSplitRounding = 20ULL * 1024 * 1024; // an oversize request may take a block this much larger
    double garbageCollectionThreshold = 0.0;                 // 0: off; else in (0, 1)
    bool expandableSegments = false;
    std::array<std::uint32_t, kRoundupIntervals> roundupPowerOfTwoDivisions{};

    // Parses a PYTORCH_CUDA_ALLOC_CONF string; an empty string gives the defaults. Errors name the setting and
    // the value ("max_split_size_mb:10: must be at least 20 (MiB)"). Settings that only concern pinned host
    // memory or locking are accepted and have no effect here.
    static AllocatorResult<AllocatorConfig> parse(std::string_view text);

    // What is wrong with `text` as facts (parse() says it in English); nullopt when nothing is.
    static std::optional<SettingProblem> problemWith(std::string_view text);

    // Applies `text` on top of this configuration (torch.cuda.memory._set_allocator_settings).
    AllocatorResult<AllocatorConfig> with(std::string_view text) const;

    bool hasMaxSplitSize() const { return maxSplitSize != kNoMaxSplitSize; }
    std::uint32_t divisionsFor(std::uint64_t size) const;

    // The settings that differ from the defaults, in PYTORCH_CUDA_ALLOC_CONF syntax; "" for the defaults.
    std::string toString() const;

    bool operator==(const AllocatorConfig&) const = default;
};

} // namespace gml
