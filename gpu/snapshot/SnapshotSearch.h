#pragma once

#include "snapshot/MemorySnapshot.h"
#include "snapshot/SnapshotReplay.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gml {

// What a person looks for in a snapshot: an address (any address inside an allocation), a size range, or
// text in a stack frame. parse() reads what they typed: "0x7f3a00200000" or a decimal address of 8+ digits,
// a size range "100MB..200MB" / ">1GiB" / "<4KiB" / "2MiB" (units B, KB, KiB, MB, MiB, GB, GiB; a bare size
// finds sizes within 1% of it), anything else is frame text (case-insensitive substring of file or function).
struct SnapshotQuery
{
    enum class Kind : std::uint8_t { Address, SizeRange, FrameText };
    Kind kind = Kind::FrameText;
    std::uint64_t address = 0;
    std::uint64_t minBytes = 0;
    std::uint64_t maxBytes = 0;
    std::string text;

    // nullopt for empty or blank text.
    static std::optional<SnapshotQuery> parse(const std::string& typed);
};

// One allocation a query found: a recorded alloc event, or a block alive at the dump that the trace does not
// show being made (recordedEvent == kNoRecordedEvent then).
struct SnapshotMatch
{
    std::uint32_t recordedEvent = kNoRecordedEvent; // index in snapshot.deviceTraces[device]
    std::size_t traceIndex = 0; // the replay's event that makes it (for a dump block: its start event, or the last event)
    TraceAction action = TraceAction::Alloc;
    std::uint64_t address = 0;
    std::uint64_t size = 0;     // requested bytes
    std::uint32_t stack = 0;
};

// Up to `limit` matches on the replay's device, in trace order (dump blocks after the trace's allocs).
std::vector<SnapshotMatch> searchSnapshot(const MemorySnapshot& snapshot, const SnapshotReplay& recorded,
                                          const SnapshotQuery& query, std::size_t limit = 1000);

} // namespace gml
