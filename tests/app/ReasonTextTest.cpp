#include "QtTestApplication.h"

#include "app/content/allocator/AllocatorEventText.h"
#include "app/content/allocator/AllocatorSettingText.h"
#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/LanguageManager.h"
#include "app/content/common/NumberText.h"
#include "app/content/kvcache/KvEventText.h"
#include "app/content/kvcache/ServingStepText.h"
#include "app/content/snapshot/SnapshotReplayText.h"
#include "EnglishProse.h"
#include "util/ByteFormat.h"

#include <QRegularExpression>

#include <functional>

// Every reason an engine states has a whole sentence in every language: each kind of allocator event and
// each of its reasons, each KV cache event with its variants, each checkpoint operation, each schedule's
// title, each replay mismatch and serving step. In bn, sw and wo each sentence is translated (not the
// English, no English prose) and every placeholder is filled.

namespace {

using gml::EventKind;
using gml::EventReason;

gml::AllocatorEvent allocatorEvent(EventKind kind, EventReason reason, std::uint64_t detail = 0, std::uint64_t detail2 = 0,
                                   std::uint8_t flags = 0, std::uint32_t count = 0)
{
    gml::AllocatorEvent event;
    event.kind = kind;
    event.reason = reason;
    event.flags = flags;
    event.segment = 4;
    event.count = count;
    event.address = 0x7f0000200000;
    event.size = 3 * gml::MiB;
    event.requested = 2 * gml::MiB + 100;
    event.detail = detail;
    event.detail2 = detail2;
    return event;
}

// One sentence per branch of AllocatorEventText, each from a trace of its own.
std::vector<std::pair<std::string, std::function<QString()>>> allocatorSentences()
{
    using namespace gml::event_flags;
    const std::uint64_t mib = gml::MiB;
    const std::vector<std::pair<std::string, gml::AllocatorEvent>> events{
        {"reuse, split", allocatorEvent(EventKind::Alloc, EventReason::ReusedCachedBlock, mib, 2 * mib)},
        {"reuse, whole with leftover", allocatorEvent(EventKind::Alloc, EventReason::ReusedCachedBlock, 0, 2 * mib)},
        {"reuse, exact", allocatorEvent(EventKind::Alloc, EventReason::ReusedCachedBlock, 0, 3 * mib)},
        {"new, split", allocatorEvent(EventKind::Alloc, EventReason::FromNewMemory, mib, 2 * mib)},
        {"new, whole with leftover", allocatorEvent(EventKind::Alloc, EventReason::FromNewMemory, 0, 2 * mib, kExpandable)},
        {"new, exact", allocatorEvent(EventKind::Alloc, EventReason::FromNewMemory, 0, 3 * mib)},
        {"free", allocatorEvent(EventKind::FreeRequested, EventReason::FreedAtOnce)},
        {"free, pending", allocatorEvent(EventKind::FreeRequested, EventReason::WaitsForStreams, 0, 0, 0, 2)},
        {"cached, merged", allocatorEvent(EventKind::FreeCompleted, EventReason::FreedAtOnce, 8 * mib, 3 * mib)},
        {"cached", allocatorEvent(EventKind::FreeCompleted, EventReason::FreedAtOnce, 3 * mib, 3 * mib)},
        {"streams finished, merged", allocatorEvent(EventKind::FreeCompleted, EventReason::StreamsFinished, 8 * mib, 3 * mib)},
        {"streams finished", allocatorEvent(EventKind::FreeCompleted, EventReason::StreamsFinished, 3 * mib, 3 * mib)},
        {"new segment", allocatorEvent(EventKind::SegmentAlloc, EventReason::NoCachedBlockFits, 0, 2 * mib)},
        {"retry after oversize", allocatorEvent(EventKind::SegmentAlloc, EventReason::RetryAfterOversize, 40 * mib, 2 * mib, 0, 1)},
        {"retry after release all", allocatorEvent(EventKind::SegmentAlloc, EventReason::RetryAfterReleaseAll, 40 * mib, 2 * mib, 0, 3)},
        {"expandable reserve", allocatorEvent(EventKind::SegmentAlloc, EventReason::ExpandableReserve, 0, 0, kExpandable)},
        {"empty_cache release", allocatorEvent(EventKind::SegmentFree, EventReason::EmptyCacheRelease)},
        {"oversize release", allocatorEvent(EventKind::SegmentFree, EventReason::OversizeRelease)},
        {"release for retry", allocatorEvent(EventKind::SegmentFree, EventReason::ReleaseAllForRetry)},
        {"garbage collection", allocatorEvent(EventKind::SegmentFree, EventReason::GarbageCollection, 7)},
        {"expandable release", allocatorEvent(EventKind::SegmentFree, EventReason::ExpandableRelease, 0, 0, kExpandable)},
        {"release", allocatorEvent(EventKind::SegmentFree, EventReason::None)},
        {"map", allocatorEvent(EventKind::SegmentMap, EventReason::NoCachedBlockFits, 0, 2 * mib, kExpandable)},
        {"map after retry", allocatorEvent(EventKind::SegmentMap, EventReason::RetryAfterReleaseAll, 0, 2 * mib, kExpandable)},
        {"unmap by empty_cache", allocatorEvent(EventKind::SegmentUnmap, EventReason::EmptyCacheRelease, 0, 0, kExpandable)},
        {"unmap for room", allocatorEvent(EventKind::SegmentUnmap, EventReason::ReleaseAllForRetry, 0, 0, kExpandable)},
        {"empty_cache", allocatorEvent(EventKind::EmptyCache, EventReason::None, 60 * mib, 0, 0, 3)},
        {"bad size", allocatorEvent(EventKind::Error, EventReason::InvalidSize)},
        {"unknown address", allocatorEvent(EventKind::Error, EventReason::UnknownAddress)},
        {"double free", allocatorEvent(EventKind::Error, EventReason::DoubleFree)},
        {"bad setting", allocatorEvent(EventKind::Error, EventReason::BadSetting)},
    };
    std::vector<std::pair<std::string, std::function<QString()>>> sentences;
    for (const auto& [name, event] : events)
        sentences.emplace_back(name, [event] {
            gml::AllocatorTrace trace;
            if (event.kind == EventKind::Error)
                trace.addMessage("the engine's English");
            trace.append(event);
            return AllocatorEventText::explain(trace, 0);
        });
    for (const bool fraction : {false, true})
        sentences.emplace_back(fraction ? "out of memory, fraction set" : "out of memory", [fraction] {
            gml::OutOfMemoryMessage facts{0, 20 * gml::MiB, 8 * gml::GiB, 10 * gml::MiB, std::nullopt, 7 * gml::GiB,
                                          500 * gml::MiB};
            if (fraction)
                facts.allowed = 4 * gml::GiB;
            gml::AllocatorTrace trace;
            gml::AllocatorEvent event = allocatorEvent(EventKind::Oom, EventReason::OutOfMemory);
            event.count = trace.addOutOfMemory(facts);
            trace.append(event);
            return AllocatorEventText::explain(trace, 0);
        });
    for (const auto code : {gml::AllocatorErrorCode::OutOfMemory, gml::AllocatorErrorCode::InvalidSize,
                            gml::AllocatorErrorCode::UnknownAddress, gml::AllocatorErrorCode::DoubleFree,
                            gml::AllocatorErrorCode::BadSetting, gml::AllocatorErrorCode::DeviceFailure})
        sentences.emplace_back("refusal " + std::to_string(static_cast<int>(code)),
                               [code] { return AllocatorEventText::refusal(code); });
    return sentences;
}

gml::KvCacheEvent kvEvent(gml::KvEventKind kind, gml::KvEventReason reason = gml::KvEventReason::None, std::uint8_t flags = 0)
{
    gml::KvCacheEvent event;
    event.kind = kind;
    event.reason = reason;
    event.flags = flags;
    event.sequence = 1;
    event.logical = 2;
    event.physical = 7;
    event.other = 3;
    event.slot = 2;
    event.count = 2;
    event.token = 1;
    event.hash = 16 * gml::KiB;
    return event;
}

std::vector<std::pair<std::string, std::function<QString()>>> kvSentences()
{
    using K = gml::KvEventKind;
    using R = gml::KvEventReason;
    namespace f = gml::kv_event_flags;
    const std::vector<std::pair<std::string, gml::KvCacheEvent>> events{
        {"pool", kvEvent(K::PoolCreated, R::None, f::kAscending)},
        {"pool without sizes", [] { auto e = kvEvent(K::PoolCreated); e.hash = 0; return e; }()},
        {"queued", kvEvent(K::BlockQueued)},
        {"step", kvEvent(K::StepBegan)},
        {"admitted", kvEvent(K::SequenceAdded)},
        {"decode block", kvEvent(K::BlockAllocated, R::Decode, f::kEvicted)},
        {"prompt block", kvEvent(K::BlockAllocated, R::Prompt)},
        {"cache hit", kvEvent(K::CacheHit, R::Prompt, f::kWasFree)},
        {"token", kvEvent(K::TokenAppended, R::Decode, f::kFillsBlock)},
        {"cached", kvEvent(K::BlockCached)},
        {"copy-on-write", kvEvent(K::CopyOnWrite, R::Decode, f::kEvicted)},
        {"fork", kvEvent(K::Forked)},
        {"finished", [] { auto e = kvEvent(K::SequenceFreed, R::Finished); e.logical = 1; return e; }()},
        {"pruned", kvEvent(K::SequenceFreed, R::Pruned)},
        {"aborted", kvEvent(K::SequenceFreed, R::Aborted)},
        {"preempted, swap", kvEvent(K::Preempted, R::Swap)},
        {"preempted, recompute", kvEvent(K::Preempted, R::Recompute)},
        {"preempted, swap space full", kvEvent(K::Preempted, R::Recompute, f::kSwapSpaceFull)},
        {"swap out", kvEvent(K::BlockSwappedOut, R::Swap)},
        {"swap in", kvEvent(K::BlockRestored, R::Swap, f::kEvicted)},
        {"recomputed", kvEvent(K::BlockRestored, R::Recompute)},
        {"resumed", kvEvent(K::Resumed)},
        {"waiting", kvEvent(K::Waiting, R::NoFreeBlocks)},
        {"waiting, watermark", kvEvent(K::Waiting, R::Watermark)},
    };
    std::vector<std::pair<std::string, std::function<QString()>>> sentences;
    for (const auto& [name, event] : events)
        sentences.emplace_back(name, [event] {
            gml::KvCacheTrace trace;
            trace.append(event);
            return KvEventText::explain(trace, 0, {QStringLiteral("word"), QStringLiteral("other")});
        });
    gml::KvServingStep busy;
    busy.step = 4;
    busy.preempted = {{3, true, false, 2, {0, 1}, 0, 4}, {4, false, true, 3, {}, 1, 4}, {2, false, false, 2, {}, 0, 0}};
    busy.resumed = {{1, true}, {0, false}};
    busy.admitted = {5};
    busy.finished = {6, 7};
    busy.running = 3;
    busy.waiting = 2;
    busy.freeBlocks = 1;
    busy.blocksInAll = 12;
    sentences.emplace_back("serving step", [busy] { return ServingStepText::narrate(busy); });
    return sentences;
}

std::vector<std::pair<std::string, std::function<QString()>>> checkpointSentences()
{
    using K = gml::CheckpointOpKind;
    using H = gml::LayerHold;
    const auto op = [](K kind, H hold, bool keepsOutput = false, std::uint32_t neededBy = gml::kNoLayer, double stall = 0) {
        gml::CheckpointOp o;
        o.kind = kind;
        o.hold = hold;
        o.keepsOutput = keepsOutput;
        o.layer = 2;
        o.from = 0;
        o.neededBy = neededBy;
        o.deltaBytes = 64 * static_cast<std::int64_t>(gml::MiB);
        o.stallMs = stall;
        return o;
    };
    const std::vector<std::pair<std::string, gml::CheckpointOp>> ops{
        {"load input", op(K::LoadInput, H::Input)},
        {"forward, saved", op(K::Forward, H::Saved)},
        {"forward, selective", op(K::Forward, H::Selective)},
        {"forward, passes output", op(K::Forward, H::None, true)},
        {"forward, nothing kept", op(K::Forward, H::None)},
        {"recompute", op(K::Recompute, H::Input, true, 4)},
        {"recompute, keeps", op(K::Recompute, H::Saved, false, 3)},
        {"recompute part", op(K::RecomputePart, H::Saved, false, 2)},
        {"backward", op(K::Backward, H::None)},
        {"free", op(K::Free, H::None)},
        {"offload out", op(K::OffloadOut, H::Offloaded)},
        {"offload out, waits", op(K::OffloadOut, H::Offloaded, false, gml::kNoLayer, 1.5)},
        {"offload in", op(K::OffloadIn, H::Saved, false, 2)},
        {"offload in, waits", op(K::OffloadIn, H::Saved, false, 2, 0.7)},
    };
    std::vector<std::pair<std::string, std::function<QString()>>> sentences;
    for (const auto& [name, o] : ops)
        sentences.emplace_back(name, [o] {
            gml::CheckpointTrace trace;
            trace.append(o);
            return CheckpointText::explain(trace, 0);
        });
    const auto schedule = [](const char* name, gml::ScheduleParameters parameters) {
        gml::CheckpointSchedule s;
        s.name = name;
        s.parameters = std::move(parameters);
        return s;
    };
    gml::ScheduleParameters p;
    p.segments = 4;
    p.segmentLayers = 4;
    p.snapshots = 3;
    p.thresholdBytes = 256 * gml::MiB;
    p.budgetBytes = gml::GiB;
    p.hostGigabytesPerSecond = 25;
    gml::ScheduleParameters beaten = p;
    beaten.closedForm = "revolve";
    for (const auto& s : {schedule("store-all", p), schedule("every-k", p), schedule("sqrt", p), schedule("chen-greedy", p),
                          schedule("recursive", p), schedule("revolve", p), schedule("selective", p), schedule("offload", p),
                          schedule("budget", p), schedule("budget", beaten), schedule("by-hand", p)})
        sentences.emplace_back("title " + s.name + (s.parameters.closedForm.empty() ? "" : " (closed form)"),
                               [s] { return CheckpointText::title(s); });
    return sentences;
}

std::vector<std::pair<std::string, std::function<QString()>>> mismatchSentences()
{
    std::vector<std::pair<std::string, std::function<QString()>>> sentences;
    for (int kind = 0; kind <= static_cast<int>(gml::MismatchKind::SegmentNotPredicted); ++kind)
        sentences.emplace_back("mismatch " + std::to_string(kind), [kind] {
            gml::ReplayMismatch m;
            m.kind = static_cast<gml::MismatchKind>(kind);
            m.action = gml::TraceAction::SegmentAlloc;
            m.recordedAddress = 0x7f0000000000;
            m.replayedAddress = 0x7f0000200000;
            m.recordedSize = 2;
            m.replayedSize = 3;
            return SnapshotReplayText::mismatch(m);
        });
    return sentences;
}

std::vector<std::pair<std::string, std::function<QString()>>> settingSentences()
{
    // The same mistakes the allocator's configuration test makes, one of each kind.
    std::vector<std::pair<std::string, std::function<QString()>>> sentences;
    for (const char* conf : {":True", "max_split_size_mb:100:", "max_split_size_mb:100,", "max_split_size_mb",
                             "max_split_size_mb:", "expandable_segments:yes", "max_split_size_mb:lots",
                             "max_split_size_mb:10", "garbage_collection_threshold:", "garbage_collection_threshold:1.5",
                             "pinned_num_register_threads:3", "backend:magic", "backend:cudaMallocAsync",
                             "frobnicate:True", "roundup_power2_divisions:3", "roundup_power2_divisions:[,]",
                             "roundup_power2_divisions:[256:3]", "roundup_power2_divisions:[300:2]",
                             "roundup_power2_divisions:[256:2"})
        sentences.emplace_back(std::string("setting ") + conf,
                               [conf] { return AllocatorSettingText::problemWith(QString::fromLatin1(conf)); });
    return sentences;
}

std::vector<std::pair<std::string, std::function<QString()>>> capacitySentences()
{
    // Where a snapshot replay's GPU memory size came from.
    std::vector<std::pair<std::string, std::function<QString()>>> sentences;
    for (int source = 0; source <= static_cast<int>(gml::DeviceCapacitySource::GuessedFromPeakReserved);
         ++source)
        sentences.emplace_back("capacity " + std::to_string(source), [source] {
            gml::DeviceCapacity capacity;
            capacity.source = static_cast<gml::DeviceCapacitySource>(source);
            capacity.bytes = 80 * gml::GiB;
            capacity.spacingBytes = 90 * gml::GiB;
            capacity.pageBytes = 20 * gml::MiB;
            return SnapshotReplayText::capacity(capacity);
        });
    return sentences;
}

std::vector<std::pair<std::string, std::function<QString()>>> everySentence()
{
    auto all = allocatorSentences();
    for (auto* more :
         {&kvSentences, &checkpointSentences, &mismatchSentences, &capacitySentences, &settingSentences})
        for (auto& sentence : (*more)())
            all.push_back(std::move(sentence));
    return all;
}

} // namespace

BOOST_AUTO_TEST_CASE(every_reason_has_a_whole_sentence_in_every_language)
{
    const auto sentences = everySentence();
    BOOST_TEST(sentences.size() > 110u);
    LanguageManager languages;
    BOOST_REQUIRE(languages.setLanguage(QStringLiteral("en")));
    std::vector<QString> english;
    for (const auto& [name, write] : sentences) {
        english.push_back(write());
        BOOST_TEST(!english.back().isEmpty(), name);
        BOOST_TEST(!english.back().contains(QStringLiteral("(s)")), name << ": English has its plural forms");
    }
    const EnglishProse prose({});
    static const QRegularExpression unfilled(QStringLiteral("%\\d|%n|\\{[a-z-]+\\}"));
    for (const QString& language : {QStringLiteral("bn"), QStringLiteral("sw"), QStringLiteral("wo")}) {
        BOOST_REQUIRE(languages.setLanguage(language));
        for (std::size_t i = 0; i < sentences.size(); ++i) {
            const QString text = sentences[i].second();
            const std::string where = language.toStdString() + " " + sentences[i].first;
            BOOST_TEST(!text.isEmpty(), where);
            BOOST_TEST(!text.contains(unfilled), where << ": " << text);
            BOOST_TEST(text != english[i], where << " is translated: " << text);
            BOOST_TEST(prose.englishWords(text).isEmpty(), where << " holds English: " << text);
        }
    }
    BOOST_REQUIRE(languages.setLanguage(QStringLiteral("en")));
}

BOOST_AUTO_TEST_CASE(sizes_follow_the_language)
{
    LanguageManager languages;
    BOOST_REQUIRE(languages.setLanguage(QStringLiteral("en")));
    BOOST_TEST(NumberText::bytes(512) == QStringLiteral("512 B"));
    BOOST_TEST(NumberText::bytes(20 * gml::MiB) == QStringLiteral("20 MiB"));
    BOOST_TEST(NumberText::bytes(1536 * gml::MiB) == QStringLiteral("1.5 GiB"));
    BOOST_TEST(NumberText::bytes(150 * gml::MiB) == QStringLiteral("150 MiB"));
    BOOST_TEST(QString::fromStdString(gml::formatBytes(1536 * gml::MiB)) == NumberText::bytes(1536 * gml::MiB));
    // Swahili writes the unit first, as its lesson texts do.
    BOOST_REQUIRE(languages.setLanguage(QStringLiteral("sw")));
    BOOST_TEST(NumberText::bytes(20 * gml::MiB) == QStringLiteral("MiB 20"));
    BOOST_REQUIRE(languages.setLanguage(QStringLiteral("en")));
}
