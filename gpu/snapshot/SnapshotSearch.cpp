#include "snapshot/SnapshotSearch.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace gml {

namespace {

constexpr std::uint64_t kMaxBytes = std::numeric_limits<std::uint64_t>::max();

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())) != 0)
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())) != 0)
        text.remove_suffix(1);
    return text;
}

std::string lower(std::string_view text)
{
    std::string result(text);
    for (char& c : result)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return result;
}

bool allDigits(std::string_view text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<std::uint64_t> unitBytes(std::string_view unit)
{
    const std::string u = lower(trimmed(unit));
    if (u.empty() || u == "b")
        return 1;
    if (u == "kb")
        return 1000;
    if (u == "kib")
        return 1024;
    if (u == "mb")
        return 1000ULL * 1000;
    if (u == "mib")
        return 1024ULL * 1024;
    if (u == "gb")
        return 1000ULL * 1000 * 1000;
    if (u == "gib")
        return 1024ULL * 1024 * 1024;
    if (u == "tb")
        return 1000ULL * 1000 * 1000 * 1000;
    if (u == "tib")
        return 1024ULL * 1024 * 1024 * 1024;
    return std::nullopt;
}

// "2MiB", "1.5 GiB", "4096" (bytes): a size. `unitRequired`: a lone number is not a size (it may be a line
// number or part of a name to look for).
std::optional<std::uint64_t> parseSize(std::string_view text, bool unitRequired)
{
    text = trimmed(text);
    std::size_t numberEnd = 0;
    while (numberEnd < text.size() && ((text[numberEnd] >= '0' && text[numberEnd] <= '9') || text[numberEnd] == '.'))
        ++numberEnd;
    if (numberEnd == 0)
        return std::nullopt;
    const std::string_view number = text.substr(0, numberEnd);
    const std::string_view unit = text.substr(numberEnd);
    if (unitRequired && trimmed(unit).empty())
        return std::nullopt;
    const auto scale = unitBytes(unit);
    if (!scale)
        return std::nullopt;
    double value = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (error != std::errc() || end != number.data() + number.size() || !std::isfinite(value))
        return std::nullopt;
    const double bytes = value * static_cast<double>(*scale);
    if (bytes >= 18446744073709551615.0)
        return kMaxBytes;
    return static_cast<std::uint64_t>(std::llround(bytes));
}

std::optional<SnapshotQuery> parseSizeRange(std::string_view text)
{
    SnapshotQuery query;
    query.kind = SnapshotQuery::Kind::SizeRange;
    if (const std::size_t dots = text.find(".."); dots != std::string_view::npos) {
        const auto low = parseSize(text.substr(0, dots), false);
        const auto high = parseSize(text.substr(dots + 2), false);
        if (!low || !high)
            return std::nullopt;
        query.minBytes = std::min(*low, *high);
        query.maxBytes = std::max(*low, *high);
        return query;
    }
    for (const std::string_view op : {">=", "<=", ">", "<"}) {
        if (!text.starts_with(op))
            continue;
        const auto size = parseSize(text.substr(op.size()), false);
        if (!size)
            return std::nullopt;
        const bool inclusive = op.size() == 2;
        if (op.front() == '>') {
            query.minBytes = inclusive ? *size : (*size == kMaxBytes ? kMaxBytes : *size + 1);
            query.maxBytes = kMaxBytes;
        } else {
            query.minBytes = 0;
            query.maxBytes = inclusive ? *size : (*size == 0 ? 0 : *size - 1);
        }
        return query;
    }
    // A bare size: sizes within 1% of it (what was typed is rounded; PyTorch's sizes are exact).
    const auto size = parseSize(text, true);
    if (!size)
        return std::nullopt;
    const auto margin = static_cast<std::uint64_t>(static_cast<double>(*size) * 0.01);
    query.minBytes = *size - std::min(margin, *size);
    query.maxBytes = kMaxBytes - *size < margin ? kMaxBytes : *size + margin;
    return query;
}

const TraceEvents& traceOf(const MemorySnapshot& snapshot, int device)
{
    static const TraceEvents kNoTrace;
    const auto slot = static_cast<std::size_t>(device);
    return device >= 0 && slot < snapshot.deviceTraces.size() ? snapshot.deviceTraces[slot] : kNoTrace;
}

bool containsText(std::string_view haystack, const std::string& loweredNeedle)
{
    if (loweredNeedle.size() > haystack.size())
        return false;
    return std::search(haystack.begin(), haystack.end(), loweredNeedle.begin(), loweredNeedle.end(),
                       [](char a, char b) {
                           return std::tolower(static_cast<unsigned char>(a)) == static_cast<unsigned char>(b);
                       }) != haystack.end();
}

// Whether a stack holds the text, each stack looked at once (a trace repeats a few thousand stacks).
class StackTextMatcher
{
public:
    StackTextMatcher(const MemorySnapshot& snapshot, const std::string& text) : m_snapshot(snapshot), m_text(lower(text))
    {
    }

    bool matches(std::uint32_t stack)
    {
        const auto [it, added] = m_known.try_emplace(stack, false);
        if (added) {
            for (const std::uint32_t index : m_snapshot.frames.stack(stack)) {
                const SnapshotFrame& frame = m_snapshot.frames.frame(index);
                if (containsText(m_snapshot.text(frame.filename), m_text) ||
                    containsText(m_snapshot.text(frame.name), m_text)) {
                    it->second = true;
                    break;
                }
            }
        }
        return it->second;
    }

private:
    const MemorySnapshot& m_snapshot;
    std::string m_text;
    std::unordered_map<std::uint32_t, bool> m_known;
};

} // namespace

std::optional<SnapshotQuery> SnapshotQuery::parse(const std::string& typed)
{
    const std::string_view text = trimmed(typed);
    if (text.empty())
        return std::nullopt;
    SnapshotQuery query;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        std::uint64_t address = 0;
        const auto [end, error] = std::from_chars(text.data() + 2, text.data() + text.size(), address, 16);
        if (error == std::errc() && end == text.data() + text.size()) {
            query.kind = Kind::Address;
            query.address = address;
            return query;
        }
    }
    // Eight digits or more: an address (device addresses are 0x7f... numbers of 15 digits); fewer is too small
    // for one and is looked for as text.
    if (text.size() >= 8 && allDigits(text)) {
        std::uint64_t address = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), address, 10);
        if (error == std::errc() && end == text.data() + text.size()) {
            query.kind = Kind::Address;
            query.address = address;
            return query;
        }
    }
    if (auto range = parseSizeRange(text))
        return range;
    query.kind = Kind::FrameText;
    query.text = std::string(text);
    return query;
}

std::vector<SnapshotMatch> searchSnapshot(const MemorySnapshot& snapshot, const SnapshotReplay& recorded,
                                          const SnapshotQuery& query, std::size_t limit)
{
    std::vector<SnapshotMatch> matches;
    if (limit == 0)
        return matches;
    const int device = recorded.device;
    const TraceEvents& trace = traceOf(snapshot, device);
    std::optional<StackTextMatcher> textMatcher;
    if (query.kind == SnapshotQuery::Kind::FrameText)
        textMatcher.emplace(snapshot, query.text);
    // `requested`: the bytes asked for, what a size range looks at; `blockSize`: the block the allocator gave,
    // its rounded tail included, where an address search looks.
    auto found = [&](std::uint64_t address, std::uint64_t requested, std::uint64_t blockSize, std::uint32_t stack) {
        switch (query.kind) {
        case SnapshotQuery::Kind::Address:
            // Any address inside the block; a zero-byte allocation is found by its own address.
            return query.address >= address &&
                   (query.address - address < std::max(requested, blockSize) || query.address == address);
        case SnapshotQuery::Kind::SizeRange: return requested >= query.minBytes && requested <= query.maxBytes;
        case SnapshotQuery::Kind::FrameText: return textMatcher->matches(stack);
        }
        return false;
    };

    // The replay event of each recorded alloc: its own Alloc event (a new segment made for it comes first
    // and belongs to the segment_alloc's record).
    std::vector<std::size_t> traceIndexOf(trace.size(), SIZE_MAX);
    for (std::size_t i = recorded.startEventCount; i < recorded.recordedEvents.size(); ++i) {
        const std::uint32_t r = recorded.recordedEvents[i];
        if (r == kNoRecordedEvent || r >= trace.size())
            continue;
        if (trace[r].action != TraceAction::Alloc)
            continue;
        const bool isAlloc = recorded.trace[i].kind == EventKind::Alloc;
        if (traceIndexOf[r] == SIZE_MAX || (isAlloc && recorded.trace[traceIndexOf[r]].kind != EventKind::Alloc))
            traceIndexOf[r] = i;
    }
    const std::size_t lastEvent = recorded.trace.empty() ? 0 : recorded.trace.size() - 1;

    // Allocations made within the trace, and which of them were still alive at its end.
    std::unordered_set<std::uint64_t> liveFromTrace;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const SnapshotTraceEvent& event = trace[i];
        if (event.action == TraceAction::FreeRequested)
            liveFromTrace.erase(event.address);
        if (event.action != TraceAction::Alloc)
            continue;
        liveFromTrace.insert(event.address);
        // The trace records the requested bytes; the replay's alloc of it gives the block.
        std::uint64_t blockSize = event.size;
        if (traceIndexOf[i] != SIZE_MAX) {
            const AllocatorEvent& made = recorded.trace[traceIndexOf[i]];
            if (made.kind == EventKind::Alloc && made.address == event.address)
                blockSize = made.size;
        }
        if (matches.size() < limit && found(event.address, event.size, blockSize, event.frames))
            matches.push_back(SnapshotMatch{static_cast<std::uint32_t>(i),
                                            traceIndexOf[i] == SIZE_MAX ? lastEvent : traceIndexOf[i],
                                            TraceAction::Alloc, event.address, event.size, event.frames});
    }
    if (matches.size() >= limit)
        return matches;

    // Blocks alive at the dump that the trace does not show being made: their start event when the replay
    // rebuilt them, else the last event (the dump's state).
    std::unordered_map<std::uint64_t, std::size_t> startAllocs;
    for (std::size_t i = 0; i < recorded.startEventCount && i < recorded.trace.size(); ++i) {
        const AllocatorEvent event = recorded.trace[i];
        if (event.kind == EventKind::Alloc)
            startAllocs[event.address] = i;
    }
    std::vector<const SnapshotSegment*> segments;
    for (const SnapshotSegment& segment : snapshot.segments)
        if (segment.device == device)
            segments.push_back(&segment);
    std::sort(segments.begin(), segments.end(),
              [](const SnapshotSegment* a, const SnapshotSegment* b) { return a->address < b->address; });
    for (const SnapshotSegment* segment : segments)
        for (const SnapshotBlock& block : segment->blocks) {
            if (block.state == SnapshotBlockState::Inactive || liveFromTrace.contains(block.address))
                continue;
            if (!found(block.address, block.requestedSize, block.size, block.frames))
                continue;
            const auto start = startAllocs.find(block.address);
            matches.push_back(SnapshotMatch{kNoRecordedEvent, start != startAllocs.end() ? start->second : lastEvent,
                                            TraceAction::Alloc, block.address, block.requestedSize, block.frames});
            if (matches.size() >= limit)
                return matches;
        }
    return matches;
}

} // namespace gml
