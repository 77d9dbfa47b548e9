#include "snapshot/PickleStreamBatch.h"

#include "snapshot/LoadFailure.h"

namespace gml {

void PickleStreamBatch::begin(PickleRef list, std::size_t markDepth)
{
    m_active = true;
    m_spoiled = false;
    m_list = list;
    m_markDepth = markDepth;
    m_arena = m_document.mark();
    m_memoPuts.clear();
    m_sink.beginBatch(static_cast<PickleRef>(m_arena.nodes));
}

void PickleStreamBatch::finish(PickleRef* items, std::size_t count)
{
    m_active = false;
    if (m_spoiled)
        throw LoadFailure("a value made before a streamed batch was changed within it");
    m_depths.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        m_depths[i] = static_cast<std::uint16_t>(m_document.depth(items[i]));
        m_sink.take(m_list, items[i]);
    }

    // The memo may fetch what it names later: plain values are kept as they are, containers by what the sink
    // took them as; a container it did not take (an event dict) is released, and fetching it ends streaming.
    m_kept.clear();
    for (const std::uint64_t index : m_memoPuts) {
        const PickleRef ref = m_memo.get(index);
        if (PickleDocument::isImmediate(ref) || ref < m_arena.nodes || ref >= kReleasedPickleRef)
            continue;
        if (!m_document.isContainer(ref)) {
            m_kept.push_back({index, m_document.node(ref), false});
            continue;
        }
        StreamedKind kind{};
        std::uint32_t id = 0;
        if (m_sink.takenAs(ref, kind, id))
            m_kept.push_back({index,
                              {PickleType::Streamed, static_cast<std::uint8_t>(kind),
                               static_cast<std::uint16_t>(m_document.depth(ref)), PickleChildRun::kNoRun, id},
                              false});
        else
            m_kept.push_back({index, {}, true});
    }
    m_document.rewind(m_arena);
    m_sink.endBatch();

    for (const KeptEntry& kept : m_kept) {
        PickleRef ref = kReleasedPickleRef;
        if (!kept.released)
            ref = kept.node.type == PickleType::String ? keptString(kept.node) : m_document.addNode(kept.node);
        m_memo.put(kept.memoIndex, ref);
    }
    for (std::size_t i = 0; i < count; ++i)
        items[i] = standIn(m_depths[i]);
}

PickleRef PickleStreamBatch::takeOne(PickleRef list, PickleRef item)
{
    const std::uint32_t depth = m_document.depth(item);
    m_sink.take(list, item);
    return standIn(depth);
}

PickleRef PickleStreamBatch::standIn(std::uint32_t depth)
{
    if (depth >= m_standIns.size())
        m_standIns.resize(depth + 1, kNoPickleRef);
    if (m_standIns[depth] == kNoPickleRef)
        m_standIns[depth] = m_document.addStreamed(StreamedKind::TraceEvent, 0, static_cast<std::uint16_t>(depth));
    return m_standIns[depth];
}

PickleRef PickleStreamBatch::keptString(const PickleNode& node)
{
    // Python memoizes a str once per object, so the same text ('N/A', '') comes again with every event: one
    // kept node serves them all (strings are immutable; which node stands for one is never observed).
    const std::uint32_t known = m_stringNodes.find(node.a);
    if (known != m_stringNodes.kNone)
        return known;
    const PickleRef ref = m_document.addNode(node);
    m_stringNodes.tryEmplace(node.a, ref);
    return ref;
}

} // namespace gml
