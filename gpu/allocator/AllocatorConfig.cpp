#include "allocator/AllocatorConfig.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdlib>
#include <vector>

namespace gml {

namespace {

constexpr std::uint64_t kMiB = 1024ULL * 1024;
constexpr std::uint64_t kMinSplitSizeMiB = 20; // kLargeBuffer: a smaller max_split_size would split nothing

AllocatorError badSetting(std::string message)
{
    return {AllocatorErrorCode::BadSetting, "PYTORCH_CUDA_ALLOC_CONF: " + std::move(message)};
}

// The string split as PyTorch lexes it: words, and each of , : [ ] as its own token; spaces dropped.
std::vector<std::string> lex(std::string_view text)
{
    std::vector<std::string> tokens;
    std::string word;
    for (const char c : text) {
        if (c == ',' || c == ':' || c == '[' || c == ']') {
            if (!word.empty())
                tokens.push_back(std::move(word));
            word.clear();
            tokens.emplace_back(1, c);
        } else if (c != ' ') {
            word.push_back(c);
        }
    }
    if (!word.empty())
        tokens.push_back(std::move(word));
    return tokens;
}

bool parseWhole(const std::string& text, std::uint64_t& value)
{
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return ec == std::errc() && ptr == end;
}

bool isPowerOfTwo(std::uint64_t value)
{
    return value != 0 && std::has_single_bit(value);
}

class Parser
{
public:
    Parser(std::vector<std::string> tokens, AllocatorConfig& config) : m_tokens(std::move(tokens)), m_config(config) {}

    std::string run()
    {
        while (m_pos < m_tokens.size()) {
            const std::string key = m_tokens[m_pos++];
            if (key == "," || key == ":" || key == "[" || key == "]")
                return "expected a setting name, found '" + key + "'";
            if (auto error = expect(":", key); !error.empty())
                return error;
            if (auto error = setting(key); !error.empty())
                return error;
            if (m_pos < m_tokens.size()) {
                if (m_tokens[m_pos] != ",")
                    return key + ": expected ',' after its value, found '" + m_tokens[m_pos] + "'";
                ++m_pos;
                if (m_pos == m_tokens.size())
                    return "a ',' at the end with no setting after it";
            }
        }
        return {};
    }

private:
    std::string expect(const char* token, const std::string& key)
    {
        if (m_pos >= m_tokens.size() || m_tokens[m_pos] != token)
            return key + ": expected '" + token + "'" +
                   (m_pos < m_tokens.size() ? ", found '" + m_tokens[m_pos] + "'" : " and a value");
        ++m_pos;
        return {};
    }

    bool value(std::string& out)
    {
        if (m_pos >= m_tokens.size())
            return false;
        out = m_tokens[m_pos];
        if (out == "," || out == ":" || out == "[" || out == "]")
            return false;
        ++m_pos;
        return true;
    }

    std::string trueOrFalse(const std::string& key, bool& flag)
    {
        std::string text;
        if (!value(text) || (text != "True" && text != "False"))
            return key + ":" + text + ": must be True or False";
        flag = text == "True";
        return {};
    }

    std::string megabytesAtLeast20(const std::string& key, std::uint64_t& bytes)
    {
        std::string text;
        std::uint64_t mib = 0;
        if (!value(text) || !parseWhole(text, mib))
            return key + ":" + text + ": must be a whole number of MiB";
        if (mib < kMinSplitSizeMiB)
            return key + ":" + text + ": must be at least " + std::to_string(kMinSplitSizeMiB) + " (MiB)";
        bytes = mib >= AllocatorConfig::kNoMaxSplitSize / kMiB ? AllocatorConfig::kNoMaxSplitSize : mib * kMiB;
        return {};
    }

    std::string setting(const std::string& key)
    {
        std::string text;
        bool ignored = false;
        if (key == "max_split_size_mb")
            return megabytesAtLeast20(key, m_config.maxSplitSize);
        if (key == "max_non_split_rounding_mb")
            return megabytesAtLeast20(key, m_config.maxNonSplitRounding);
        if (key == "expandable_segments")
            return trueOrFalse(key, m_config.expandableSegments);
        if (key == "release_lock_on_cudamalloc" || key == "pinned_use_cuda_host_register" ||
            key == "pinned_use_background_threads")
            return trueOrFalse(key, ignored);
        if (key == "garbage_collection_threshold") {
            char* end = nullptr;
            if (!value(text))
                return key + ": expected a value";
            const double threshold = std::strtod(text.c_str(), &end);
            if (end != text.c_str() + text.size() || !(threshold > 0.0 && threshold < 1.0))
                return key + ":" + text + ": must be a number between 0 and 1 (both excluded)";
            m_config.garbageCollectionThreshold = threshold;
            return {};
        }
        if (key == "pinned_num_register_threads") {
            std::uint64_t threads = 0;
            if (!value(text) || !parseWhole(text, threads) || !isPowerOfTwo(threads) || threads > 128)
                return key + ":" + text + ": must be a power of two up to 128";
            return {};
        }
        if (key == "backend") {
            if (!value(text) || (text != "native" && text != "cudaMallocAsync"))
                return key + ":" + text + ": must be native or cudaMallocAsync";
            if (text == "cudaMallocAsync")
                return "backend:cudaMallocAsync hands memory management to the CUDA driver; GPU Memory Lab "
                       "shows the native caching allocator only";
            return {};
        }
        if (key == "roundup_power2_divisions")
            return divisions(key);
        return "unknown setting '" + key +
               "' (known: max_split_size_mb, max_non_split_rounding_mb, garbage_collection_threshold, "
               "roundup_power2_divisions, expandable_segments, backend, release_lock_on_cudamalloc, "
               "pinned_use_cuda_host_register, pinned_num_register_threads, pinned_use_background_threads)";
    }

    // A single number (every interval) or a list [256:1,512:2,>:8] whose keys are interval starts in MiB.
    std::string divisions(const std::string& key)
    {
        auto& table = m_config.roundupPowerOfTwoDivisions;
        std::string text;
        if (m_pos < m_tokens.size() && m_tokens[m_pos] != "[") {
            std::uint64_t count = 0;
            if (!value(text) || !parseWhole(text, count) || !isPowerOfTwo(count))
                return key + ":" + text + ": the number of divisions must be a power of two";
            table.fill(static_cast<std::uint32_t>(count));
            return {};
        }
        if (auto error = expect("[", key); !error.empty())
            return error;
        std::size_t lastIndex = 0;
        bool first = true;
        while (m_pos < m_tokens.size() && m_tokens[m_pos] != "]") {
            std::string interval;
            std::uint64_t count = 0;
            if (!value(interval))
                return key + ": expected an interval (MiB) or '>' in the list";
            if (auto error = expect(":", key + " " + interval); !error.empty())
                return error;
            if (!value(text) || !parseWhole(text, count) || (count != 0 && !isPowerOfTwo(count)))
                return key + ":" + interval + ":" + text + ": divisions must be 0 or a power of two";
            if (interval == ">") {
                // As PyTorch does it: from the last interval named (inclusive) to the end.
                for (std::size_t i = lastIndex; i < table.size(); ++i)
                    table[i] = static_cast<std::uint32_t>(count);
            } else {
                std::uint64_t mib = 0;
                if (!parseWhole(interval, mib) || !isPowerOfTwo(mib))
                    return key + ":" + interval + ": an interval must be a power of two (MiB)";
                const std::size_t index =
                    std::min<std::size_t>(static_cast<std::size_t>(std::bit_width(mib) - 1), table.size() - 1);
                if (first) // the first entry also covers every interval below it
                    for (std::size_t i = 0; i < index; ++i)
                        table[i] = static_cast<std::uint32_t>(count);
                first = false;
                table[index] = static_cast<std::uint32_t>(count);
                lastIndex = index;
            }
            if (m_pos < m_tokens.size() && m_tokens[m_pos] == ",")
                ++m_pos;
            else if (m_pos >= m_tokens.size() || m_tokens[m_pos] != "]")
                return key + ": expected ',' or ']' in the list";
        }
        return expect("]", key);
    }

    std::vector<std::string> m_tokens;
    std::size_t m_pos = 0;
    AllocatorConfig& m_config;
};

} // namespace

AllocatorResult<AllocatorConfig> AllocatorConfig::parse(std::string_view text)
{
    return AllocatorConfig{}.with(text);
}

AllocatorResult<AllocatorConfig> AllocatorConfig::with(std::string_view text) const
{
    AllocatorConfig config = *this;
    Parser parser(lex(text), config);
    if (auto error = parser.run(); !error.empty())
        return badSetting(std::move(error));
    return config;
}

std::uint32_t AllocatorConfig::divisionsFor(std::uint64_t size) const
{
    // Interval i covers [1 MiB << i, 1 MiB << (i + 1)); smaller sizes use the first, larger the last.
    const int log = static_cast<int>(std::bit_width(size)) - 1;
    const int index = std::clamp(log - 20, 0, static_cast<int>(kRoundupIntervals) - 1);
    return roundupPowerOfTwoDivisions[static_cast<std::size_t>(index)];
}

std::string AllocatorConfig::toString() const
{
    const AllocatorConfig defaults;
    std::string text;
    const auto add = [&text](const std::string& setting) { text += (text.empty() ? "" : ",") + setting; };
    if (expandableSegments)
        add("expandable_segments:True");
    if (hasMaxSplitSize())
        add("max_split_size_mb:" + std::to_string(maxSplitSize / kMiB));
    if (maxNonSplitRounding != defaults.maxNonSplitRounding)
        add("max_non_split_rounding_mb:" + std::to_string(maxNonSplitRounding / kMiB));
    if (garbageCollectionThreshold > 0.0) {
        std::string threshold = std::to_string(garbageCollectionThreshold);
        while (threshold.size() > 3 && threshold.back() == '0')
            threshold.pop_back();
        add("garbage_collection_threshold:" + threshold);
    }
    if (roundupPowerOfTwoDivisions != defaults.roundupPowerOfTwoDivisions) {
        std::string list;
        for (std::size_t i = 0; i < kRoundupIntervals; ++i)
            list += (i ? "," : "") + std::to_string(1ULL << i) + ":" + std::to_string(roundupPowerOfTwoDivisions[i]);
        add("roundup_power2_divisions:[" + list + "]");
    }
    return text;
}

} // namespace gml
