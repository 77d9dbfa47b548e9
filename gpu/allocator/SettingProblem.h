#pragma once

#include <cstdint>
#include <string>

namespace gml {

// What is wrong with a PYTORCH_CUDA_ALLOC_CONF string, as facts: the kind of mistake, the setting it is in
// and the words that were found. english() writes the command line's sentence; the application writes its
// own in the learner's language.
struct SettingProblem
{
    enum class Kind : std::uint8_t {
        ExpectedName,          // a ',' ':' '[' or ']' where a setting's name belongs (`found`)
        ExpectedComma,         // something other than ',' after `key`'s value (`found`)
        TrailingComma,         // a ',' at the end
        ExpectedToken,         // `expected` (":", "[", "]") after `key`; `found` ("" at the end)
        NotBoolean,            // `key`:`text` is not True or False
        NotWholeMiB,           // `key`:`text` is not a whole number of MiB
        BelowMinimum,          // `key`:`text` is below `minimum` MiB
        ExpectedValue,         // `key` has no value
        NotFraction,           // `key`:`text` is not a number strictly between 0 and 1
        NotPowerOfTwoUpTo128,  // `key`:`text`
        UnknownBackend,        // `key`:`text` is neither native nor cudaMallocAsync
        AsyncBackend,          // backend:cudaMallocAsync, which leaves the caching allocator out
        UnknownSetting,        // `key` is no setting PyTorch knows
        DivisionsNotPowerOfTwo, // `key`:`text`
        ExpectedInterval,      // `key`'s list has no interval where one belongs
        ListDivisionsNotPowerOfTwo, // `key`:`interval`:`text`: not 0 or a power of two
        IntervalNotPowerOfTwo, // `key`:`interval`
        ExpectedListSeparator, // `key`'s list lacks a ',' or ']'
    };

    Kind kind = Kind::UnknownSetting;
    std::string key;
    std::string text;
    std::string interval;
    std::string expected;
    std::string found;
    std::uint64_t minimum = 0;

    // "max_split_size_mb:10: must be at least 20 (MiB)", for the command line.
    std::string english() const;
};

// The settings PyTorch knows, as a sentence names them: "max_split_size_mb, max_non_split_rounding_mb, ...".
const char* knownAllocatorSettings();

} // namespace gml
