#include "app/content/kvcache/KvEventText.h"

#include "kvcache/KvScript.h"

#include "app/content/common/NumberText.h"

using gml::KvEventKind;
using gml::KvEventReason;
namespace flags = gml::kv_event_flags;

namespace {

// Joins whole sentences: the second says what an event adds to the first.
QString andThen(const QString& sentence, const QString& more)
{
    return more.isEmpty() ? sentence : sentence + QLatin1Char(' ') + more;
}

QString n(std::uint64_t value)
{
    return QString::number(value);
}

} // namespace

QString KvEventText::token(std::int32_t token, const QStringList& words)
{
    if (token >= 0 && token < words.size())
        //: A token shown as the word it stands for, in the language's quotation marks.
        return tr("“%1”").arg(words.at(token));
    // A token the script made up (a prompt or a decode given as a count) has an id past 2^24, which says
    // nothing: it is numbered in the order it was made, t1, t2, ..., apart from the ids a script writes.
    if (token >= gml::kFirstMadeUpKvToken)
        return QStringLiteral("t%1").arg(static_cast<qint64>(token) - gml::kFirstMadeUpKvToken + 1);
    return QStringLiteral("#%1").arg(token);
}

QString KvEventText::sequenceFreed(const gml::KvCacheEvent& event)
{
    const int freed = static_cast<int>(event.count);
    QString text;
    switch (event.reason) {
    case KvEventReason::Pruned:
        text = tr("Sequence %1 was pruned by beam search: %n block(s) reached reference count 0 and joined the free "
                  "queue's tail, last block first.",
                  nullptr, freed)
                   .arg(event.sequence);
        break;
    case KvEventReason::Aborted:
        text = tr("Sequence %1 was aborted: %n block(s) reached reference count 0 and joined the free queue's tail, "
                  "last block first.",
                  nullptr, freed)
                   .arg(event.sequence);
        break;
    default:
        text = tr("Sequence %1 finished: %n block(s) reached reference count 0 and joined the free queue's tail, "
                  "last block first.",
                  nullptr, freed)
                   .arg(event.sequence);
    }
    if (event.logical > 0)
        text = andThen(text, tr("%n block(s) stay, still used by other sequences.", nullptr, static_cast<int>(event.logical)));
    return text;
}

QString KvEventText::preempted(const gml::KvCacheEvent& event)
{
    const int blocks = static_cast<int>(event.count);
    if (event.reason == KvEventReason::Swap)
        return tr("Out of blocks: sequence %1, the latest arrival, is preempted. Its %n block(s) were copied to the "
                  "host's swap space and are given back; they are copied into new blocks when it resumes.",
                  nullptr, blocks)
            .arg(event.sequence);
    const QString text = tr("Out of blocks: sequence %1, the latest arrival, is preempted and its %n block(s) "
                            "dropped; its tokens will be run through the model again when it resumes.",
                            nullptr, blocks)
                             .arg(event.sequence);
    if (!event.has(flags::kSwapSpaceFull))
        return text;
    return andThen(text, tr("It was to be swapped out, but the host's swap space had only %n block(s) free, so it is "
                            "recomputed instead.",
                            nullptr, static_cast<int>(event.slot)));
}

QString KvEventText::restored(const gml::KvCacheEvent& event)
{
    const int tokens = static_cast<int>(event.count);
    if (event.reason == KvEventReason::Swap)
        return tr("Swap in: host block %1 (%n token(s) of logical block %2 of sequence %3) copied into physical %4; "
                  "the host block is free again.",
                  nullptr, tokens)
            .arg(n(event.other), n(event.logical), n(event.sequence), n(event.physical));
    return tr("Recomputed %n token(s) of logical block %1 of sequence %2 into physical %3.", nullptr, tokens)
        .arg(n(event.logical), n(event.sequence), n(event.physical));
}

QString KvEventText::explain(const gml::KvCacheTrace& trace, std::size_t index, const QStringList& words)
{
    const gml::KvCacheEvent& event = trace[index];
    const QString evicted = event.has(flags::kEvicted)
                                ? tr("That block still held a cached prefix, which is evicted: no later request can "
                                     "reuse it.")
                                : QString();
    switch (event.kind) {
    case KvEventKind::PoolCreated: {
        const int blocks = static_cast<int>(event.count);
        QString text = event.hash > 0
                           ? tr("Created a pool of %n block(s) of %1 tokens, %2 each, in one device allocation of %3.",
                                nullptr, blocks)
                                 .arg(n(event.slot), NumberText::bytes(event.hash), NumberText::bytes(event.hash * event.count))
                           : tr("Created a pool of %n block(s) of %1 tokens.", nullptr, blocks).arg(event.slot);
        if (event.has(flags::kAscending))
            text = andThen(text, tr("Every block is free, queued in order."));
        return andThen(text, tr("The host's swap space holds %n block(s).", nullptr, static_cast<int>(event.other)));
    }
    case KvEventKind::BlockQueued: return tr("Physical block %1 joins the free queue's tail.").arg(event.physical);
    case KvEventKind::StepBegan: return tr("Scheduler step %1 begins.").arg(event.count);
    case KvEventKind::SequenceAdded:
        return tr("Sequence %1 is admitted for request %2 with a prompt of %n token(s); its block table is empty.",
                  nullptr, static_cast<int>(event.count))
            .arg(n(event.sequence), n(event.other));
    case KvEventKind::BlockAllocated:
        if (event.reason == KvEventReason::Decode)
            return andThen(tr("The last block of sequence %1 is full, so its next token needs a new one: logical block "
                              "%2 -> physical %3, taken from the head of the free queue.")
                               .arg(n(event.sequence), n(event.logical), n(event.physical)),
                           evicted);
        return andThen(tr("The prompt of sequence %1 needs logical block %2: it took physical %3 from the head of the "
                          "free queue, the least recently used free block.")
                           .arg(n(event.sequence), n(event.logical), n(event.physical)),
                       evicted);
    case KvEventKind::CacheHit:
        return andThen(tr("Prefix cache hit: logical block %1 of sequence %2 holds the same tokens after the same "
                          "prefix as physical %3, so it reuses that block instead of computing it (reference count "
                          "+1).")
                           .arg(n(event.logical), n(event.sequence), n(event.physical)),
                       event.has(flags::kWasFree) ? tr("The block leaves the free queue, so it cannot be evicted.")
                                                  : QString());
    case KvEventKind::TokenAppended:
        return andThen(tr("Token %1 of sequence %2 went into slot %3 of physical %4 (logical block %5).")
                           .arg(token(event.token, words), n(event.sequence), n(event.slot), n(event.physical),
                                n(event.logical)),
                       event.has(flags::kFillsBlock) ? tr("It fills the block.") : QString());
    case KvEventKind::BlockCached:
        return tr("Physical %1 is full: it is cached under its prefix hash, so a later request with the same prefix "
                  "can reuse it.")
            .arg(event.physical);
    case KvEventKind::CopyOnWrite:
        return andThen(tr("Copy-on-write: physical %1 is shared by %n sequence(s), so sequence %2 copied it to "
                          "physical %3 before appending (logical block %4 -> physical %3).",
                          nullptr, static_cast<int>(event.count))
                           .arg(n(event.other), n(event.sequence), n(event.physical), n(event.logical)),
                       evicted);
    case KvEventKind::Forked:
        return tr("Sequence %1 forked from sequence %2: it copies the block table (%n block(s)) and every block's "
                  "reference count goes up by one; no KV is copied.",
                  nullptr, static_cast<int>(event.count))
            .arg(n(event.sequence), n(event.other));
    case KvEventKind::SequenceFreed: return sequenceFreed(event);
    case KvEventKind::Preempted: return preempted(event);
    case KvEventKind::BlockSwappedOut:
        return tr("Swap out: logical block %1 of sequence %2 (%n token(s)) copied from physical %3 to host block %4 of "
                  "the swap space.",
                  nullptr, static_cast<int>(event.count))
            .arg(n(event.logical), n(event.sequence), n(event.physical), n(event.other));
    case KvEventKind::BlockRestored: return andThen(restored(event), evicted);
    case KvEventKind::Resumed: return tr("Sequence %1 has all its blocks back and runs again.").arg(event.sequence);
    case KvEventKind::Waiting:
        return andThen(tr("Request %1 waits: it needs %n block(s), and %2 are free.", nullptr,
                          static_cast<int>(event.count))
                           .arg(n(event.other), n(event.slot)),
                       event.reason == KvEventReason::Watermark
                           ? tr("Admitting it would leave fewer free blocks than the 1% watermark.")
                           : QString());
    }
    return {};
}
