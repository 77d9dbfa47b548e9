#include "run/RunFile.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string_view>
#include <vector>

namespace gml {

namespace {

std::string lower(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return result;
}

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// The number right after `word` in `text` (optionally after one '_' or '-'), where `word` starts a token: at
// the start or after a character that is not a letter, so "rank" matches in "rank3_x" and "x_rank-3" but
// "iteration" does not match inside "reiteration7" and "crank7" has no rank. Exact: only digits count.
std::optional<std::int64_t> numberAfter(std::string_view text, std::string_view word)
{
    for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
        if (at > 0 && std::isalpha(static_cast<unsigned char>(text[at - 1])))
            continue;
        std::size_t digits = at + word.size();
        if (digits < text.size() && (text[digits] == '_' || text[digits] == '-'))
            ++digits;
        std::size_t end = digits;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
            ++end;
        if (end == digits || end - digits > 15)
            continue;
        std::int64_t value = 0;
        std::from_chars(text.data() + digits, text.data() + end, value);
        return value;
    }
    return std::nullopt;
}

std::vector<std::string_view> pathParts(std::string_view path)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t end = path.find_first_of("/\\", start);
        if (end == std::string_view::npos)
            end = path.size();
        if (end > start)
            parts.push_back(path.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

std::optional<std::int64_t> stepIn(std::string_view part)
{
    for (std::string_view word : {"iteration", "iter", "step"})
        if (auto value = numberAfter(part, word))
            return value;
    return std::nullopt;
}

} // namespace

bool isSnapshotFileName(const std::string& name)
{
    const std::string text = lower(name);
    for (std::string_view suffix : {".pickle", ".pkl", ".pickle.gz", ".pkl.gz", ".pickle.zst", ".pkl.zst"})
        if (endsWith(text, suffix))
            return true;
    return false;
}

void identifyRunFile(RunFile& file)
{
    // The whole path: `run memory_snapshot/iteration_10` opens a folder whose own name gives the step.
    const std::string text = lower(file.path.empty() ? file.relativePath : file.path);
    const std::vector<std::string_view> parts = pathParts(text);
    file.step.reset();
    file.rank.reset();
    file.outOfMemoryExit = false;
    // The file name first, then the folders from the innermost out: the nearest name that says wins.
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
        if (!file.rank)
            if (auto rank = numberAfter(*it, "rank"); rank && *rank <= 1'000'000'000)
                file.rank = static_cast<int>(*rank);
        if (!file.step) {
            file.step = stepIn(*it);
            // torchtitan's out-of-memory dumps: iteration_N_exit/.
            if (file.step && it != parts.rbegin())
                file.outOfMemoryExit = endsWith(*it, "_exit") || endsWith(*it, "-exit");
        }
    }
}

} // namespace gml
