#include "app/kvcache/KvCacheLesson.h"

#include "app/content/kvcache/KvScriptText.h"
#include "kvcache/BuiltInKvScripts.h"
#include "kvcache/KvAllocationComparison.h"

#include <QJsonDocument>

#include <algorithm>
#include <QJsonObject>
#include "kvcache/KvModelPreset.h"
#include "kvcache/KvWorkload.h"

KvCacheLesson::KvCacheLesson(QObject* parent) : QObject(parent)
{
    // Seed 1, as the kvcache command's default: the lesson and the command line show the same numbers.
    m_requests = gml::generateKvRequests(gml::kvWorkloadPreset("sharegpt", 1).value(), kWasteRequests);
}

namespace {

std::string_view textOf(const QByteArray& script)
{
    return {script.constData(), static_cast<std::size_t>(script.size())};
}

} // namespace

QStringList KvCacheLesson::walkthroughIds() const
{
    QStringList ids;
    for (const auto& info : gml::kvWalkthroughs())
        ids.append(QString::fromStdString(info.id));
    for (const auto& [id, script] : m_added)
        if (!ids.contains(id))
            ids.append(id);
    return ids;
}

QByteArray KvCacheLesson::scriptOf(const QString& id) const
{
    for (const auto& [added, script] : m_added)
        if (added == id)
            return script;
    for (const auto& [name, text] : gml::builtInKvScripts())
        if (QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())) == id)
            return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
    return {};
}

QString KvCacheLesson::addWalkthrough(const QByteArray& script, QString* error, bool replace)
{
    auto built = gml::buildKvWalkthroughFromScript(textOf(script));
    if (!built.ok()) {
        const gml::KvScriptError& fault = built.error();
        //: %1 is what is wrong with the script, a sentence that starts with the op and the line.
        *error = tr("The KV cache script cannot be run: %1").arg(KvScriptText::problem(fault));
        return {};
    }
    const QString id = QString::fromStdString(built.value().id);
    // The same walkthrough again (a scene carries the script as JSON, not as the file's text).
    if (QJsonDocument::fromJson(scriptOf(id)).object() == QJsonDocument::fromJson(script).object())
        return id;
    if (replace) {
        // Found before the built-in one of the same id, and listed once.
        const auto same = std::find_if(m_added.begin(), m_added.end(), [&](const auto& added) { return added.first == id; });
        if (same != m_added.end())
            same->second = script;
        else
            m_added.emplace_back(id, script);
        return id;
    }
    QString unique = id;
    for (int n = 1; walkthroughIds().contains(unique); ++n)
        unique = id + QStringLiteral("-scene") + (n > 1 ? QString::number(n) : QString());
    QByteArray renamed = script;
    if (unique != id) {
        // The id is the script's own field: the copy kept says the name it is chosen by.
        QJsonObject object = QJsonDocument::fromJson(script).object();
        object.insert(QStringLiteral("id"), unique);
        renamed = QJsonDocument(object).toJson(QJsonDocument::Indented);
    }
    m_added.emplace_back(unique, renamed);
    return unique;
}

bool KvCacheLesson::load(const QString& id, QString* error)
{
    // An added walkthrough is found first: a content folder's takes the place of the built-in one of its id.
    const QByteArray script = scriptOf(id);
    if (script.isEmpty()) {
        // The engine's refusal names the walkthroughs there are.
        *error = QString::fromStdString(gml::buildKvWalkthrough(id.toStdString()).error().message);
        return false;
    }
    auto built = gml::buildKvWalkthroughFromScript(textOf(script));
    if (!built.ok()) {
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
