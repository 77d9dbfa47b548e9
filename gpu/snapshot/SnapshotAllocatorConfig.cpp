#include "snapshot/SnapshotAllocatorConfig.h"

#include <bit>
#include <charconv>

namespace gml {

AllocatorResult<AllocatorConfig> allocatorConfigFromSettings(const std::optional<SnapshotAllocatorSettings>& settings)
{
    AllocatorConfig config;
    if (!settings)
        return config;
    if (settings->allocConf && !settings->allocConf->empty()) {
        // A string this version cannot parse (a newer PyTorch's setting) still leaves the values below.
        if (auto parsed = AllocatorConfig::parse(*settings->allocConf))
            config = parsed.value();
    }
    if (settings->maxSplitSize) {
        const std::int64_t bytes = *settings->maxSplitSize;
        config.maxSplitSize = bytes < 0 ? AllocatorConfig::kNoMaxSplitSize : static_cast<std::uint64_t>(bytes);
    }
    if (settings->garbageCollectionThreshold) {
        const double threshold = *settings->garbageCollectionThreshold;
        if (!(threshold >= 0.0 && threshold < 1.0))
            return AllocatorError{AllocatorErrorCode::BadSetting,
                                  "allocator_settings: garbage_collection_threshold must be in [0, 1), not " +
                                      std::to_string(threshold)};
        config.garbageCollectionThreshold = threshold;
    }
    if (settings->expandableSegments)
        config.expandableSegments = *settings->expandableSegments;
    // roundup_power2_divisions is keyed by the interval's lower bound in MiB: "1", "2", ... "32768".
    for (const auto& [key, divisions] : settings->roundupPower2Divisions) {
        std::uint64_t mib = 0;
        const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), mib);
        if (error != std::errc() || end != key.data() + key.size() || !std::has_single_bit(mib))
            return AllocatorError{AllocatorErrorCode::BadSetting,
                                  "allocator_settings: roundup_power2_divisions has an interval '" + key +
                                      "' that is not a power of two in MiB"};
        const auto index = static_cast<std::size_t>(std::bit_width(mib) - 1);
        if (index >= AllocatorConfig::kRoundupIntervals)
            continue;
        if (divisions < 0 || (divisions > 1 && !std::has_single_bit(static_cast<std::uint64_t>(divisions))))
            return AllocatorError{AllocatorErrorCode::BadSetting,
                                  "allocator_settings: roundup_power2_divisions[" + key + "] = " +
                                      std::to_string(divisions) + " is not 0 or a power of two"};
        config.roundupPowerOfTwoDivisions[index] = static_cast<std::uint32_t>(divisions);
    }
    return config;
}

} // namespace gml
