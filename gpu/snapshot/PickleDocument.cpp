#include "snapshot/PickleDocument.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

namespace gml {

namespace {
constexpr std::size_t kChildBlockRefs = std::size_t{1} << 18; // 1 MiB blocks
}

const char* pickleTypeName(PickleType type)
{
    switch (type) {
    case PickleType::None: return "None";
    case PickleType::Bool: return "bool";
    case PickleType::Int:
    case PickleType::UInt:
    case PickleType::BigInt: return "int";
    case PickleType::Float: return "float";
    case PickleType::String: return "str";
    case PickleType::Bytes: return "bytes";
    case PickleType::ByteArray: return "bytearray";
    case PickleType::Tuple: return "tuple";
    case PickleType::List: return "list";
    case PickleType::Dict: return "dict";
    case PickleType::Set: return "set";
    case PickleType::FrozenSet: return "frozenset";
    case PickleType::Streamed: return "streamed value";
    }
    return "?";
}

PickleDocument::PickleDocument()
{
    m_nodes.push_back({PickleType::None, 0, 0, 0, 0});
    m_nodes.push_back({PickleType::Bool, 0, 0, 0, 0});
    m_nodes.push_back({PickleType::Bool, 0, 0, 0, 1});
    m_nodes.push_back({PickleType::Tuple, 0, 1, PickleChildRun::kNoRun, 0});
}

bool PickleDocument::toInt64(PickleRef ref, std::int64_t& out) const
{
    if (isImmediate(ref)) {
        out = static_cast<std::int64_t>(ref & ~kImmediateIntBit);
        return true;
    }
    const PickleNode& n = m_nodes[ref];
    if (n.type == PickleType::Int || n.type == PickleType::Bool) {
        out = static_cast<std::int64_t>(n.b);
        return true;
    }
    return false;
}

bool PickleDocument::toUInt64(PickleRef ref, std::uint64_t& out) const
{
    if (isImmediate(ref)) {
        out = ref & ~kImmediateIntBit;
        return true;
    }
    const PickleNode& n = m_nodes[ref];
    if (n.type == PickleType::UInt || n.type == PickleType::Bool
        || (n.type == PickleType::Int && static_cast<std::int64_t>(n.b) >= 0)) {
        out = n.b;
        return true;
    }
    return false;
}

bool PickleDocument::toDouble(PickleRef ref, double& out) const
{
    if (!isImmediate(ref) && m_nodes[ref].type == PickleType::Float) {
        out = std::bit_cast<double>(m_nodes[ref].b);
        return true;
    }
    std::int64_t signedValue = 0;
    if (toInt64(ref, signedValue)) {
        out = static_cast<double>(signedValue);
        return true;
    }
    std::uint64_t unsignedValue = 0;
    if (toUInt64(ref, unsignedValue)) {
        out = static_cast<double>(unsignedValue);
        return true;
    }
    return false;
}

bool PickleDocument::isContainer(PickleRef ref) const
{
    if (isImmediate(ref))
        return false;
    switch (m_nodes[ref].type) {
    case PickleType::Tuple:
    case PickleType::List:
    case PickleType::Dict:
    case PickleType::Set:
    case PickleType::FrozenSet: return true;
    default: return false;
    }
}

std::uint32_t PickleDocument::size(PickleRef ref) const
{
    return isContainer(ref) ? static_cast<std::uint32_t>(m_nodes[ref].b & 0xffff'ffffu) : 0;
}

PickleRef PickleDocument::find(PickleRef dict, std::uint32_t keyStringId) const
{
    PickleRef found = kNoPickleRef;
    // Runs of a dict always hold whole key/value pairs: SETITEM(S) append pairs at once.
    forEachRun(dict, [&](const PickleRef* data, std::uint32_t count) {
        for (std::uint32_t i = 0; i + 1 < count; i += 2) {
            const PickleRef key = data[i];
            if (!isImmediate(key) && m_nodes[key].type == PickleType::String && m_nodes[key].a == keyStringId)
                found = data[i + 1];
        }
    });
    return found;
}

PickleRef PickleDocument::addScalar(PickleType type, std::uint64_t bits)
{
    const auto ref = static_cast<PickleRef>(m_nodes.size());
    m_nodes.push_back({type, 0, 0, 0, bits});
    return ref;
}

PickleRef PickleDocument::addText(PickleType type, std::string_view text)
{
    const auto ref = static_cast<PickleRef>(m_nodes.size());
    m_nodes.push_back({type, 0, 0, m_strings.intern(text), 0});
    return ref;
}

PickleRef PickleDocument::addContainer(PickleType type)
{
    const auto ref = static_cast<PickleRef>(m_nodes.size());
    m_nodes.push_back({type, 0, 1, PickleChildRun::kNoRun, 0});
    return ref;
}

PickleRef* PickleDocument::allocateChildren(std::size_t count)
{
    if (count > m_childFreeCount) {
        // A batch larger than a block gets a block of its own; the current block keeps its free tail.
        const std::size_t blockRefs = std::max(kChildBlockRefs, count);
        m_childBlocks.push_back(std::make_unique_for_overwrite<PickleRef[]>(blockRefs));
        m_childBytes += blockRefs * sizeof(PickleRef);
        if (blockRefs > kChildBlockRefs)
            return m_childBlocks.back().get();
        m_childFree = m_childBlocks.back().get();
        m_childFreeCount = blockRefs;
    }
    PickleRef* slots = m_childFree;
    m_childFree += count;
    m_childFreeCount -= count;
    return slots;
}

std::uint32_t PickleDocument::append(PickleRef container, const PickleRef* items, std::size_t count)
{
    PickleNode& parent = m_nodes[container];
    std::uint32_t deepest = 0;
    for (std::size_t i = 0; i < count; ++i)
        deepest = std::max(deepest, depth(items[i]));
    parent.depth = static_cast<std::uint16_t>(std::min<std::uint32_t>(
        std::max<std::uint32_t>(parent.depth, deepest + 1), std::numeric_limits<std::uint16_t>::max()));
    if (count == 0)
        return parent.depth;

    auto elementCount = static_cast<std::uint32_t>(parent.b & 0xffff'ffffu);
    auto lastRun = static_cast<std::uint32_t>(parent.b >> 32);
    // Extend the last run in place when it ends exactly where free space begins (a dict filled by one SETITEMS
    // is one run; a list of events gets one run per APPENDS batch).
    if (parent.a != PickleChildRun::kNoRun) {
        PickleChildRun& last = m_runs[lastRun];
        if (last.data + last.count == m_childFree && count <= m_childFreeCount) {
            std::memcpy(m_childFree, items, count * sizeof(PickleRef));
            m_childFree += count;
            m_childFreeCount -= count;
            last.count += static_cast<std::uint32_t>(count);
            parent.b = (static_cast<std::uint64_t>(lastRun) << 32) | (elementCount + count);
            return parent.depth;
        }
    }
    PickleRef* slots = allocateChildren(count);
    std::memcpy(slots, items, count * sizeof(PickleRef));
    const auto runIndex = static_cast<std::uint32_t>(m_runs.size());
    m_runs.push_back({slots, static_cast<std::uint32_t>(count), PickleChildRun::kNoRun});
    if (parent.a == PickleChildRun::kNoRun)
        parent.a = runIndex;
    else
        m_runs[lastRun].next = runIndex;
    elementCount += static_cast<std::uint32_t>(count);
    parent.b = (static_cast<std::uint64_t>(runIndex) << 32) | elementCount;
    return parent.depth;
}

PickleDocument::Mark PickleDocument::mark() const
{
    return {m_nodes.size(), m_runs.size(), m_childBlocks.size(), m_childFree, m_childFreeCount, m_childBytes};
}

void PickleDocument::rewind(const Mark& mark)
{
    // A hundredth more for the tails of child blocks that batches too large for them left unused.
    const std::uint64_t nodes = m_nodes.size() - mark.nodes;
    const std::uint64_t runs = m_runs.size() - mark.runs;
    const std::uint64_t children = m_childBytes - mark.childBytes;
    m_releasedNodes += nodes;
    m_releasedBytes += nodes * sizeof(PickleNode) + runs * sizeof(PickleChildRun) + children + children / 100;
    m_nodes.truncate(mark.nodes);
    m_runs.truncate(mark.runs);
    m_childBlocks.resize(mark.childBlocks); // a block lasts many batches: freeing one is rare
    m_childFree = mark.childFree;
    m_childFreeCount = mark.childFreeCount;
    m_childBytes = mark.childBytes;
}

PickleRef PickleDocument::addNode(const PickleNode& node)
{
    const auto ref = static_cast<PickleRef>(m_nodes.size());
    m_nodes.push_back(node);
    return ref;
}

PickleRef PickleDocument::addStreamed(StreamedKind kind, std::uint32_t id, std::uint16_t depth)
{
    return addNode({PickleType::Streamed, static_cast<std::uint8_t>(kind), depth, PickleChildRun::kNoRun, id});
}

std::uint64_t PickleDocument::bytesHeld() const
{
    return m_nodes.bytesHeld() + m_runs.bytesHeld() + m_childBytes + m_strings.bytesHeld();
}

std::uint64_t PickleDocument::bytesMade() const
{
    // The document path holds every block it filled: one block per array more than was released and is held
    // keeps this count at or above what it would hold.
    constexpr std::uint64_t kBlockMargin = 2 * huge_page_memory::kHugePage + kChildBlockRefs * sizeof(PickleRef);
    return bytesHeld() + (m_releasedBytes > 0 ? m_releasedBytes + kBlockMargin : 0);
}

} // namespace gml
