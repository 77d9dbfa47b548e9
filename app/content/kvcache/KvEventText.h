#pragma once

#include "kvcache/KvCacheTrace.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// What the paged KV cache did and why, in the learner's language: one whole sentence for each kind of
// event and reason (a second sentence where an event adds something, such as an evicted prefix). Tokens
// are shown as the words of the learner's language that stand for them (`words`, by token number), or by
// number when the walkthrough's tokens stand for no words.
class KvEventText
{
    Q_DECLARE_TR_FUNCTIONS(KvEventText)

public:
    static QString explain(const gml::KvCacheTrace& trace, std::size_t index, const QStringList& words);
    // “fathers” or #12
    static QString token(std::int32_t token, const QStringList& words);

private:
    static QString sequenceFreed(const gml::KvCacheEvent& event);
    static QString preempted(const gml::KvCacheEvent& event);
    static QString restored(const gml::KvCacheEvent& event);
};
