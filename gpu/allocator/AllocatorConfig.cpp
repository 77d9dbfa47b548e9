#include "allocator/AllocatorConfig.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <optional>
#include <cstdlib>
#include <vector>

namespace gml {

namespace {

constexpr std::uint64_t kMiB = 1024ULL * 1024;
constexpr std::uint64_t kMinSplitSizeMiB = 20; // kLargeBuffer: a smaller max_split_size would split nothing

using Problem = SettingProblem;
using Kind = SettingProblem::Kind;
// Parsing goes on while there is no problem.
using Outcome = std::optional<SettingProblem>;

Problem problem(Kind kind, std::string key = {}, std::string text = {})
{
    Problem p;
    p.kind = kind;
    p.key = std::move(key);
    p.text = std::move(text);
    return p;
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

    Outcome run()
    {
        while (m_pos < m_tokens.size()) {
            const std::string key = m_tokens[m_pos++];
            if (key == "," || key == ":" || key == "[" || key == "]")
            {
                Problem p = problem(Kind::ExpectedName);
                p.found = key;
                return p;
            }
            if (auto error = expect(":", key))
                return error;
            if (auto error = setting(key))
                return error;
            if (m_pos < m_tokens.size()) {
                if (m_tokens[m_pos] != ",") {
                    Problem p = problem(Kind::ExpectedComma, key);
                    p.found = m_tokens[m_pos];
                    return p;
                }
                ++m_pos;
                if (m_pos == m_tokens.size())
                    return problem(Kind::TrailingComma);
            }
        }
        return std::nullopt;
    }

private:
    Outcome expect(const char* token, const std::string& key)
    {
        if (m_pos >= m_tokens.size() || m_tokens[m_pos] != token) {
            Problem p = problem(Kind::ExpectedToken, key);
            p.expected = token;
            p.found = m_pos < m_tokens.size() ? m_tokens[m_pos] : std::string();
            return p;
        }
        ++m_pos;
        return std::nullopt;
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

    Outcome trueOrFalse(const std::string& key, bool& flag)
    {
        std::string text;
        if (!value(text) || (text != "True" && text != "False"))
            return problem(Kind::NotBoolean, key, text);
        flag = text == "True";
        return std::nullopt;
    }

    Outcome megabytesAtLeast20(const std::string& key, std::uint64_t& bytes)
    {
        std::string text;
        std::uint64_t mib = 0;
        if (!value(text) || !parseWhole(text, mib))
            return problem(Kind::NotWholeMiB, key, text);
        if (mib < kMinSplitSizeMiB) {
            Problem p = problem(Kind::BelowMinimum, key, text);
            p.minimum = kMinSplitSizeMiB;
            return p;
        }
        bytes = mib >= AllocatorConfig::kNoMaxSplitSize / kMiB ? AllocatorConfig::kNoMaxSplitSize : mib * kMiB;
        return std::nullopt;
    }

    Outcome setting(const std::string& key)
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
                return problem(Kind::ExpectedValue, key);
            const double threshold = std::strtod(text.c_str(), &end);
            if (end != text.c_str() + text.size() || !(threshold > 0.0 && threshold < 1.0))
                return problem(Kind::NotFraction, key, text);
            m_config.garbageCollectionThreshold = threshold;
            return std::nullopt;
        }
        if (key == "pinned_num_register_threads") {
            std::uint64_t threads = 0;
            if (!value(text) || !parseWhole(text, threads) || !isPowerOfTwo(threads) || threads > 128)
                return problem(Kind::NotPowerOfTwoUpTo128, key, text);
            return std::nullopt;
        }
        if (key == "backend") {
            if (!value(text) || (text != "native" && text != "cudaMallocAsync"))
                return problem(Kind::UnknownBackend, key, text);
            if (text == "cudaMallocAsync")
                return problem(Kind::AsyncBackend, key, text);
            return std::nullopt;
        }
        if (key == "roundup_power2_divisions")
            return divisions(key);
        return problem(Kind::UnknownSetting, key);
    }

    // A single number (every interval) or a list [256:1,512:2,>:8] whose keys are interval starts in MiB.
    Outcome divisions(const std::string& key)
    {
        auto& table = m_config.roundupPowerOfTwoDivisions;
        std::string text;
        if (m_pos < m_tokens.size() && m_tokens[m_pos] != "[") {
            std::uint64_t count = 0;
            if (!value(text) || !parseWhole(text, count) || !isPowerOfTwo(count))
                return problem(Kind::DivisionsNotPowerOfTwo, key, text);
            table.fill(static_cast<std::uint32_t>(count));
            return std::nullopt;
        }
        if (auto error = expect("[", key))
            return error;
        std::size_t lastIndex = 0;
        bool first = true;
        while (m_pos < m_tokens.size() && m_tokens[m_pos] != "]") {
            std::string interval;
            std::uint64_t count = 0;
            if (!value(interval))
                return problem(Kind::ExpectedInterval, key);
            if (auto error = expect(":", key + " " + interval))
                return error;
            if (!value(text) || !parseWhole(text, count) || (count != 0 && !isPowerOfTwo(count))) {
                Problem p = problem(Kind::ListDivisionsNotPowerOfTwo, key, text);
                p.interval = interval;
                return p;
            }
            if (interval == ">") {
                // As PyTorch does it: from the last interval named (inclusive) to the end.
                for (std::size_t i = lastIndex; i < table.size(); ++i)
                    table[i] = static_cast<std::uint32_t>(count);
            } else {
                std::uint64_t mib = 0;
                if (!parseWhole(interval, mib) || !isPowerOfTwo(mib)) {
                    Problem p = problem(Kind::IntervalNotPowerOfTwo, key);
                    p.interval = interval;
                    return p;
                }
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
                return problem(Kind::ExpectedListSeparator, key);
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
    if (auto error = parser.run())
        return AllocatorError{AllocatorErrorCode::BadSetting, "PYTORCH_CUDA_ALLOC_CONF: " + error->english()};
    return config;
}

std::optional<SettingProblem> AllocatorConfig::problemWith(std::string_view text)
{
    AllocatorConfig config;
    return Parser(lex(text), config).run();
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
