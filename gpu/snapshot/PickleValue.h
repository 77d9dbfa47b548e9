#pragma once

#include <cstdint>

namespace gml {

// What a parsed pickle value is. Python's plain data types only: the reader refuses everything else.
enum class PickleType : std::uint8_t {
    None,
    Bool,
    Int,       // fits std::int64_t
    UInt,      // above INT64_MAX but fits std::uint64_t
    BigInt,    // beyond 64 bits: kept as text (decimal, or hexadecimal "0x..." for very long ones)
    Float,
    String,
    Bytes,
    ByteArray,
    Tuple,
    List,
    Dict,      // children alternate key, value, in file order
    Set,       // members in file order; duplicates are not removed (nothing here hashes values)
    FrozenSet,
    // Not a Python type: a value the streamed build (SnapshotTraceStream) already turned into the model, kept
    // as a stand-in after the parsed value was released. Only the model builder reads one; anywhere else it
    // fails as a value of the wrong type, and the loader then reads the file again without streaming.
    Streamed,
};

// Python's name for a type, for messages ("expected an integer, found str").
const char* pickleTypeName(PickleType type);

// A value in a PickleDocument. Small non-negative integers (below 2^31, most of a snapshot's ints) are stored
// in the reference itself, with the top bit set, so they cost no node.
using PickleRef = std::uint32_t;
inline constexpr PickleRef kImmediateIntBit = 0x8000'0000u;
inline constexpr PickleRef kNoPickleRef = 0x7fff'ffffu;
// A memo entry whose value the streamed build released: fetching it abandons the streamed build.
inline constexpr PickleRef kReleasedPickleRef = 0x7fff'fffeu;

// What a PickleType::Streamed node stands for (PickleNode::reserved): its id in the model is PickleNode::b.
enum class StreamedKind : std::uint8_t { TraceEvent, Frame, Stack };

// One node of the arena: 16 bytes.
struct PickleNode
{
    PickleType type = PickleType::None;
    std::uint8_t reserved = 0; // Streamed: its StreamedKind
    std::uint16_t depth = 0; // containers: 1 + the deepest child when it was added
    std::uint32_t a = 0;     // String/Bytes/ByteArray/BigInt: string id; containers: first run (or none)
    std::uint64_t b = 0;     // Int/UInt/Bool: value; Float: bits; containers: last run << 32 | element count
};

// A contiguous stretch of a container's children. Lists filled by many APPENDS batches have several runs.
struct PickleChildRun
{
    const PickleRef* data = nullptr;
    std::uint32_t count = 0;
    std::uint32_t next = 0; // index of the next run, or kNoRun
    static constexpr std::uint32_t kNoRun = 0xffff'ffffu;
};

} // namespace gml
