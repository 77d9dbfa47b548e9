#include "app/kvcache/KvCacheLesson.h"

#include "kvcache/KvAllocationComparison.h"
#include "kvcache/KvModelPreset.h"
#include "kvcache/KvWorkload.h"

KvCacheLesson::KvCacheLesson(QObject* parent) : QObject(parent)
{
    // Seed 1, as the kvcache command's default: the lesson and the command line show the same numbers.
    m_requests = gml::generateKvRequests(gml::kvWorkloadPreset("sharegpt", 1).value(), kWasteRequests);
}

bool KvCacheLesson::load(const QString& id, QString* error)
{
    auto built = gml::buildKvWalkthrough(id.toStdString());
    if (!built) {
        *error = QString::fromStdString(built.error().message);
        return false;
    }
    m_walkthrough = std::move(built.value());
    return true;
}

std::size_t KvCacheLesson::stepOfEvent(std::size_t event) const
{
    const auto& steps = m_walkthrough->steps;
    if (steps.empty())
        return 0;
    // The trace's last event shows the last step: a closing summary that adds no events of its own
    // ("All 5 requests finished ...") would otherwise never be reached by playing.
    if (event + 1 >= m_walkthrough->trace.size())
        return steps.size() - 1;
    for (std::size_t step = 0; step < steps.size(); ++step)
        if (event + 1 <= steps[step].eventCount)
            return step;
    return steps.size() - 1;
}

QList<int> KvCacheLesson::stepEnds() const
{
    QList<int> ends;
    if (m_walkthrough)
        for (const auto& step : m_walkthrough->steps)
            ends.append(std::max(static_cast<int>(step.eventCount) - 1, 0));
    return ends;
}

std::optional<std::size_t> KvCacheLesson::sceneEventCount(const QString& scene) const
{
    if (!m_walkthrough)
        return std::nullopt;
    const gml::KvWalkthroughStep* step = m_walkthrough->scene(scene.toStdString());
    return step ? std::optional<std::size_t>(step->eventCount) : std::nullopt;
}

gml::KvCacheResult<KvCacheLesson::Comparison> KvCacheLesson::compareWaste(std::uint32_t blockSize)
{
    const auto known = m_comparisons.find(blockSize);
    if (known != m_comparisons.end())
        return known->second;
    if (auto valid = gml::validateServingBlockSize(blockSize); !valid)
        return valid.error();
    const auto numBlocks = static_cast<std::uint32_t>(kWasteSlots / blockSize);
    auto compared = gml::compareKvAllocation(m_requests, numBlocks, blockSize);
    gml::KvCacheResult<Comparison> result = compared
                                                ? gml::KvCacheResult<Comparison>(compared.value().reports)
                                                : gml::KvCacheResult<Comparison>(compared.error());
    m_comparisons.emplace(blockSize, result);
    return result;
}

gml::KvCacheResult<gml::KvMemoryBudget> KvCacheLesson::planBudget(const QString& modelId,
                                                                  std::uint64_t gpuBytes, double utilization,
                                                                  std::uint32_t blockSize) const
{
    const gml::KvModelPreset* model = gml::findKvModelPreset(modelId.toStdString());
    if (model == nullptr)
        return gml::KvCacheError{gml::KvCacheErrorCode::InvalidArgument,
                                 tr("There is no model preset '%1': choose one of %2.")
                                     .arg(modelId, QString::fromStdString(gml::kvModelPresetList()))
                                     .toStdString()};
    return gml::planKvMemory(*model, gpuBytes, utilization, blockSize);
}
