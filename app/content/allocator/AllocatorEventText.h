#pragma once

#include "allocator/AllocatorResult.h"
#include "trace/AllocatorTrace.h"

#include <QCoreApplication>
#include <QString>

// What the caching allocator did and why, as one whole sentence in the learner's language for each reason
// an event carries (gml::EventReason), with its figures as placeholders. The engine's own English
// (AllocatorTrace::explain) is for the command line.
class AllocatorEventText
{
    Q_DECLARE_TR_FUNCTIONS(AllocatorEventText)

public:
    static QString explain(const gml::AllocatorTrace& trace, std::size_t index);
    // PyTorch's out-of-memory message, in substance, so that a learner recognises it from their own crashes.
    static QString outOfMemory(const gml::OutOfMemoryMessage& facts);
    // Why a call was refused, for a refusal the allocator returned rather than traced.
    static QString refusal(gml::AllocatorErrorCode code);
    // "segment 4", "expandable segment 4"
    static QString segmentName(const gml::AllocatorEvent& event);
    // "small pool", "large pool"
    static QString poolName(gml::PoolKind pool);

private:
    static QString alloc(const gml::AllocatorEvent& event);
    static QString freeCompleted(const gml::AllocatorEvent& event);
    static QString segmentAlloc(const gml::AllocatorEvent& event);
    static QString segmentFree(const gml::AllocatorEvent& event);
    static QString error(const gml::AllocatorEvent& event);
};
