#pragma once

#include "snapshot/ChunkedArray.h"
#include "snapshot/PickleValue.h"
#include "snapshot/StringPool.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace gml {

// The values of one pickle, in a compact arena: 16-byte nodes, children as 32-bit references in large blocks,
// strings interned. Shared objects (the memo's GET) are one node referenced many times, as in Python, so the
// many frames a snapshot repeats cost four bytes per mention. Values may form cycles (a list appended to
// itself is plain data too): nothing here walks values recursively.
class PickleDocument
{
public:
    // Fixed nodes: values that are immutable and common are created once.
    static constexpr PickleRef kNone = 0;
    static constexpr PickleRef kFalse = 1;
    static constexpr PickleRef kTrue = 2;
    static constexpr PickleRef kEmptyTuple = 3;

    PickleDocument();
    PickleDocument(PickleDocument&&) noexcept = default;
    PickleDocument& operator=(PickleDocument&&) noexcept = default;

    PickleRef root() const { return m_root; }
    void setRoot(PickleRef root) { m_root = root; }

    static bool isImmediate(PickleRef ref) { return (ref & kImmediateIntBit) != 0; }
    bool isStreamed(PickleRef ref, StreamedKind kind) const
    {
        return !isImmediate(ref) && m_nodes[ref].type == PickleType::Streamed
            && m_nodes[ref].reserved == static_cast<std::uint8_t>(kind);
    }
    PickleType type(PickleRef ref) const { return isImmediate(ref) ? PickleType::Int : m_nodes[ref].type; }
    const PickleNode& node(PickleRef ref) const { return m_nodes[ref]; }

    // Integers (and bools, which are ints in Python) as int64 / uint64; false when the value does not fit.
    bool toInt64(PickleRef ref, std::int64_t& out) const;
    bool toUInt64(PickleRef ref, std::uint64_t& out) const;
    bool toDouble(PickleRef ref, double& out) const; // floats and ints
    // Text of a String, Bytes, ByteArray or BigInt.
    std::string_view text(PickleRef ref) const { return m_strings.view(m_nodes[ref].a); }
    std::uint32_t stringId(PickleRef ref) const { return m_nodes[ref].a; }
    const StringPool& strings() const { return m_strings; }

    bool isContainer(PickleRef ref) const;
    std::uint32_t size(PickleRef ref) const; // elements of a container (a dict's are key and value: 2 per item)
    std::uint32_t firstRun(PickleRef ref) const { return m_nodes[ref].a; }
    const PickleChildRun& run(std::uint32_t index) const { return m_runs[index]; }
    std::uint32_t depth(PickleRef ref) const { return isImmediate(ref) ? 0 : m_nodes[ref].depth; }

    // Calls f(const PickleRef* data, std::uint32_t count) for each run of a container's children.
    template <typename F> void forEachRun(PickleRef container, F&& f) const
    {
        for (std::uint32_t r = firstRun(container); r != PickleChildRun::kNoRun; r = m_runs[r].next)
            f(m_runs[r].data, m_runs[r].count);
    }

    // The value under a string key of a dict (the last one, as Python keeps), or kNoPickleRef.
    PickleRef find(PickleRef dict, std::uint32_t keyStringId) const;

    // Building (the reader's side).
    static PickleRef immediate(std::uint32_t value) { return value | kImmediateIntBit; }
    PickleRef addScalar(PickleType type, std::uint64_t bits);
    PickleRef addText(PickleType type, std::string_view text);
    // Interns a text no value holds yet (a key the streamed build looks for), fixing its string id.
    std::uint32_t internText(std::string_view text) { return m_strings.intern(text); }
    PickleRef addContainer(PickleType type);
    // Appends children; returns the container's new depth.
    std::uint32_t append(PickleRef container, const PickleRef* items, std::size_t count);
    std::size_t nodeCount() const { return m_nodes.size(); }
    std::uint64_t bytesHeld() const;

    // Releasing a batch of values (the streamed build, PickleReader): everything added after a mark is
    // forgotten by rewind(mark), and the arena's space is used again. Values from before the mark must not
    // refer to values after it (PickleReader checks). A stand-in for a released value that the model already
    // holds is a Streamed node.
    struct Mark
    {
        std::size_t nodes = 0;
        std::size_t runs = 0;
        std::size_t childBlocks = 0;
        PickleRef* childFree = nullptr;
        std::size_t childFreeCount = 0;
        std::uint64_t childBytes = 0;
    };
    Mark mark() const;
    void rewind(const Mark& mark);
    PickleRef addNode(const PickleNode& node);
    PickleRef addStreamed(StreamedKind kind, std::uint32_t id, std::uint16_t depth);
    // What the document would hold had nothing been released: the reader's limits count these, so that a
    // streamed read stops no later than a read of the whole document would.
    std::size_t nodesMade() const { return m_nodes.size() + m_releasedNodes; }
    std::uint64_t bytesMade() const;

private:
    PickleRef* allocateChildren(std::size_t count);

    ChunkedArray<PickleNode> m_nodes;
    ChunkedArray<PickleChildRun> m_runs;
    std::vector<std::unique_ptr<PickleRef[]>> m_childBlocks;
    PickleRef* m_childFree = nullptr;
    std::size_t m_childFreeCount = 0;
    std::uint64_t m_childBytes = 0;
    StringPool m_strings;
    PickleRef m_root = kNone;
    std::size_t m_releasedNodes = 0;
    std::uint64_t m_releasedBytes = 0;
};

} // namespace gml
