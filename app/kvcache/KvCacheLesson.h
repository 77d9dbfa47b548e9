#pragma once

#include "kvcache/KvMemoryBudget.h"
#include "kvcache/KvServingReport.h"
#include "kvcache/KvWalkthrough.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <array>
#include <map>
#include <optional>
#include <vector>

// The paged KV cache lesson's engine side: builds the walkthroughs (the paper's figures, prefix caching, a
// busy server that preempts), serves one request trace four ways for the waste comparison at the block size
// asked for, and plans vLLM's memory budget. Everything is deterministic, so each answer is the same every
// time it is asked.
class KvCacheLesson : public QObject
{
    Q_OBJECT

public:
    // The waste comparison's trace: the kvcache command's default (1000 ShareGPT-shaped requests, seed 1),
    // so that the lesson and the command line show the same numbers. A block size is served in well under
    // 200 ms, and each answer is kept, so the slider runs each block size once...
    static constexpr std::size_t kWasteRequests = 1000;
    // ... on as many token slots as OPT-13B's KV cache gets on a 40 GiB GPU at gpu_memory_utilization 0.9
    // (988 blocks of 16, about the paper's Table 1), the same memory at every block size.
    static constexpr std::uint64_t kWasteSlots = 988 * 16;

    explicit KvCacheLesson(QObject* parent = nullptr);

    // Builds walkthrough `id`. False, with the reason, for an unknown id; the previous one then stays.
    bool load(const QString& id, QString* error);
    // The walkthroughs it can build: the built-in ones, then those added.
    QStringList walkthroughIds() const;
    // One more, from a KV script with narrated steps (a scene file or a content folder brings one): its id,
    // or empty with the reason when the script does not build. An id already taken gets a suffix, unless
    // `replace`: a content folder's walkthrough takes the place of the one of its id.
    QString addWalkthrough(const QByteArray& script, QString* error, bool replace = false);
    // The script walkthrough `id` is built from, so that a scene can carry it.
    QByteArray scriptOf(const QString& id) const;
    bool hasWalkthrough() const { return m_walkthrough.has_value(); }
    const gml::KvWalkthrough& walkthrough() const { return *m_walkthrough; }
    // Shows `walkthrough` in place of the one loaded: the sandbox's (the loaded one and what was done by hand).
    void setWalkthrough(gml::KvWalkthrough walkthrough) { m_walkthrough = std::move(walkthrough); }

    // The walkthrough step shown while the player's cursor is on event `event` (the state after event + 1
    // events): the first step whose events include it.
    std::size_t stepOfEvent(std::size_t event) const;
    // The number of events after which scene `scene` is shown, or nothing when there is no such scene.
    std::optional<std::size_t> sceneEventCount(const QString& scene) const;
    // The event each step ends on (its state is the one after eventCount events), for the player's steps.
    QList<int> stepEnds() const;

    // The trace served four ways at `blockSize` on the same memory: reports indexed by KvAllocationPolicy.
    using Comparison = std::array<gml::KvServingReport, 4>;
    gml::KvCacheResult<Comparison> compareWaste(std::uint32_t blockSize);
    std::size_t wasteRequestCount() const { return m_requests.size(); }

    // vLLM's start-up arithmetic for the preset `modelId`.
    gml::KvCacheResult<gml::KvMemoryBudget> planBudget(const QString& modelId, std::uint64_t gpuBytes,
                                                       double utilization, std::uint32_t blockSize) const;

private:
    std::optional<gml::KvWalkthrough> m_walkthrough;
    std::vector<std::pair<QString, QByteArray>> m_added; // id, script
    std::vector<gml::KvRequest> m_requests;
    std::map<std::uint32_t, gml::KvCacheResult<Comparison>> m_comparisons;
};
