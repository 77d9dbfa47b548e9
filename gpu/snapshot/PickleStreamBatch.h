#pragma once

#include "snapshot/FlatIndexMap.h"
#include "snapshot/PickleDocument.h"
#include "snapshot/PickleMemo.h"
#include "snapshot/PickleStreamSink.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gml {

// PickleReader's side of streaming (PickleStreamSink): which lists are streamed, and the batch of items being
// read into one of them (from its MARK to its APPENDS). At the APPENDS the items go to the sink, and every
// value the batch made is released but those the memo still names (PickleStreamSink says how they are kept).
//
// Releasing is safe only if nothing made before the batch came to refer to the batch's values; the reader
// reports any change to an older container during a batch (spoil), and such a batch is refused with the rest
// of the streamed read. In real snapshots nothing of the kind happens: a batch is a thousand new event dicts.
class PickleStreamBatch
{
public:
    PickleStreamBatch(PickleDocument& document, PickleMemo& memo, PickleStreamSink& sink)
        : m_document(document), m_memo(memo), m_sink(sink)
    {
    }

    PickleStreamSink& sink() { return m_sink; }
    void addStreamedList(PickleRef list) { m_lists.push_back(list); }
    bool isStreamed(PickleRef list) const
    {
        for (const PickleRef streamed : m_lists)
            if (streamed == list)
                return true;
        return false;
    }

    bool active() const { return m_active; }
    std::size_t markDepth() const { return m_markDepth; }
    PickleRef list() const { return m_list; }
    void begin(PickleRef list, std::size_t markDepth);
    // The batch's MARK was taken off the stack: what follows is no longer part of it.
    void stop() { m_active = false; }
    void notePut(std::uint64_t memoIndex) { m_memoPuts.push_back(memoIndex); }
    // A container made before the batch is being changed during it.
    void noteChanged(PickleRef container)
    {
        if (!PickleDocument::isImmediate(container) && container < m_arena.nodes)
            m_spoiled = true;
    }

    // Hands the batch's items to the sink, releases the batch's values, and writes each item's stand-in over
    // it. Throws LoadFailure when the batch cannot be streamed.
    void finish(PickleRef* items, std::size_t count);
    // One item added by APPEND, outside any batch: handed to the sink; its values stay. Returns its stand-in.
    PickleRef takeOne(PickleRef list, PickleRef item);

private:
    PickleRef standIn(std::uint32_t depth);
    PickleRef keptString(const PickleNode& node);

    PickleDocument& m_document;
    PickleMemo& m_memo;
    PickleStreamSink& m_sink;
    std::vector<PickleRef> m_lists;
    bool m_active = false;
    bool m_spoiled = false;
    PickleRef m_list = kNoPickleRef;
    std::size_t m_markDepth = 0;
    PickleDocument::Mark m_arena;
    std::vector<std::uint64_t> m_memoPuts;

    struct KeptEntry
    {
        std::uint64_t memoIndex;
        PickleNode node;
        bool released;
    };
    std::vector<KeptEntry> m_kept;
    std::vector<std::uint16_t> m_depths;
    std::vector<PickleRef> m_standIns; // by depth
    struct IdHash
    {
        std::size_t operator()(std::uint32_t id) const { return mixBits(id); }
    };
    FlatIndexMap<std::uint32_t, IdHash> m_stringNodes; // string id -> a kept node for that string
};

} // namespace gml
