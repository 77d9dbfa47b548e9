#include "allocator/SettingProblem.h"

namespace gml {

const char* knownAllocatorSettings()
{
    return "max_split_size_mb, max_non_split_rounding_mb, garbage_collection_threshold, roundup_power2_divisions, "
           "expandable_segments, backend, release_lock_on_cudamalloc, pinned_use_cuda_host_register, "
           "pinned_num_register_threads, pinned_use_background_threads";
}

std::string SettingProblem::english() const
{
    const std::string value = key + ":" + text;
    switch (kind) {
    case Kind::ExpectedName: return "expected a setting name, found '" + found + "'";
    case Kind::ExpectedComma: return key + ": expected ',' after its value, found '" + found + "'";
    case Kind::TrailingComma: return "a ',' at the end with no setting after it";
    case Kind::ExpectedToken:
        return key + ": expected '" + expected + "'" + (found.empty() ? " and a value" : ", found '" + found + "'");
    case Kind::NotBoolean: return value + ": must be True or False";
    case Kind::NotWholeMiB: return value + ": must be a whole number of MiB";
    case Kind::BelowMinimum: return value + ": must be at least " + std::to_string(minimum) + " (MiB)";
    case Kind::ExpectedValue: return key + ": expected a value";
    case Kind::NotFraction: return value + ": must be a number between 0 and 1 (both excluded)";
    case Kind::NotPowerOfTwoUpTo128: return value + ": must be a power of two up to 128";
    case Kind::UnknownBackend: return value + ": must be native or cudaMallocAsync";
    case Kind::AsyncBackend:
        return "backend:cudaMallocAsync hands memory management to the CUDA driver; GPU Memory Lab shows the "
               "native caching allocator only";
    case Kind::UnknownSetting: return "unknown setting '" + key + "' (known: " + knownAllocatorSettings() + ")";
    case Kind::DivisionsNotPowerOfTwo: return value + ": the number of divisions must be a power of two";
    case Kind::ExpectedInterval: return key + ": expected an interval (MiB) or '>' in the list";
    case Kind::ListDivisionsNotPowerOfTwo:
        return key + ":" + interval + ":" + text + ": divisions must be 0 or a power of two";
    case Kind::IntervalNotPowerOfTwo: return key + ":" + interval + ": an interval must be a power of two (MiB)";
    case Kind::ExpectedListSeparator: return key + ": expected ',' or ']' in the list";
    }
    return {};
}

} // namespace gml
