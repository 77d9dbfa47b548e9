#include "app/checkpoint/CheckpointChainFiles.h"

#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/JsonFile.h"
#include "app/content/common/NumberText.h"
#include "checkpoint/CheckpointChainScriptWriter.h"

#include <QDir>

#include <algorithm>
#include <cmath>

namespace {

constexpr std::uint64_t kMiB = 1024 * 1024;

// A uniform chain's sizes as the settings set them: the size most layers have, and the one layer of another
// size where there is one; whole MiB only (the settings' unit), else left as they were.
void fitSizes(const gml::CheckpointChain& chain, CheckpointSettings& settings)
{
    const std::uint32_t n = chain.size();
    std::uint64_t common = chain[0].inputBytes;
    if (n >= 3 && chain[0].inputBytes != chain[1].inputBytes && chain[1].inputBytes == chain[2].inputBytes)
        common = chain[1].inputBytes; // the first layer is the other size
    if (common % kMiB == 0 && common / kMiB <= 65536)
        settings.activationMiB = static_cast<std::uint32_t>(common / kMiB);
    for (std::uint32_t layer = 0; layer < n; ++layer)
        if (chain[layer].inputBytes != common && chain[layer].inputBytes % kMiB == 0) {
            settings.otherSizeLayer = layer + 1;
            settings.otherSizeMiB = static_cast<std::uint32_t>(std::min<std::uint64_t>(chain[layer].inputBytes / kMiB, 65536));
            break;
        }
}

} // namespace

CheckpointChainFiles::CheckpointChainFiles(std::vector<gml::CheckpointChainScript> scripts) : m_scripts(std::move(scripts)) {}

QStringList CheckpointChainFiles::ids() const
{
    QStringList ids;
    for (const auto& script : m_scripts)
        ids.append(QString::fromStdString(script.id));
    return ids;
}

const gml::CheckpointChainScript* CheckpointChainFiles::find(const QString& id) const
{
    const std::string wanted = id.toStdString();
    const auto found = std::find_if(m_scripts.begin(), m_scripts.end(), [&](const auto& script) { return script.id == wanted; });
    return found != m_scripts.end() ? &*found : nullptr;
}

bool CheckpointChainFiles::settingsMakeChain(const CheckpointSettings& settings, const gml::CheckpointChain& chain)
{
    return CheckpointLesson::makeChain(settings).layers() == chain.layers();
}

CheckpointSettings CheckpointChainFiles::settingsFor(const gml::CheckpointChainScript& script, const CheckpointSettings& current)
{
    CheckpointSettings s = current;
    const gml::CheckpointChain& chain = script.chain;
    const std::uint32_t n = chain.size();
    s.layers = n;
    s.expensiveLayer = 0;
    // The chain: the settings' kind that makes it layer for layer, with the one layer that costs more where
    // there is one. The MLP is left out: its chain is measured from code, never written in a file.
    for (const auto kind : {CheckpointSettings::Chain::Uniform, CheckpointSettings::Chain::Transformer}) {
        CheckpointSettings candidate = s;
        candidate.chain = kind;
        candidate.otherSizeLayer = 0;
        if (kind == CheckpointSettings::Chain::Uniform && n > 0)
            fitSizes(chain, candidate);
        const gml::CheckpointChain made = CheckpointLesson::makeChain(candidate);
        std::vector<std::uint32_t> differing;
        for (std::uint32_t layer = 0; layer < n && layer < made.size() && differing.size() < 2; ++layer)
            if (!(chain[layer] == made[layer]))
                differing.push_back(layer);
        if (differing.size() == 1 && made[differing.front()].forwardMs > 0) {
            candidate.expensiveLayer = differing.front() + 1;
            candidate.factor = chain[differing.front()].forwardMs / made[differing.front()].forwardMs;
        }
        if (settingsMakeChain(candidate, chain)) {
            s = candidate;
            break;
        }
    }
    // The schedule and its knobs. The panel's budget is a share of store-all's peak: a budget in bytes is
    // shown as its share (the file's own bytes are what is planned).
    const gml::CheckpointScheduleSpec& spec = script.schedule;
    if (spec.name != "by-hand")
        s.schedule = QString::fromStdString(spec.name);
    s.every = spec.options.every > 0 ? spec.options.every
                                     : static_cast<std::uint32_t>(std::ceil(std::sqrt(static_cast<double>(n))));
    if (spec.options.snapshots > 0)
        s.snapshots = spec.options.snapshots;
    s.snapshots = std::min(s.snapshots, n);
    if (spec.budgetFraction) {
        s.budgetFraction = *spec.budgetFraction;
    } else if (spec.options.budgetBytes) {
        const double peak = static_cast<double>(gml::storeAllSchedule(chain).peakActivationBytes);
        s.budgetFraction = peak > 0 ? std::clamp(static_cast<double>(*spec.options.budgetBytes) / peak, 0.0, 1.0) : 1.0;
    }
    return s;
}

QList<std::uint32_t> CheckpointChainFiles::handCheckpoints(const gml::CheckpointChainScript& script)
{
    QList<std::uint32_t> starts;
    if (script.schedule.name != "by-hand")
        return starts;
    starts.append(0); // layer 1's input is always kept
    for (const std::uint32_t layer : script.schedule.checkpoints)
        if (layer > 1)
            starts.append(layer - 1);
    return starts;
}

bool CheckpointChainFiles::save(const QString& path, const gml::CheckpointChainScript& script, QString* error)
{
    const std::string text = gml::CheckpointChainScriptWriter::write(script);
    QString why;
    if (!writeFileAtomically(path, QByteArray::fromStdString(text), &why)) {
        *error = tr("The chain could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    return true;
}

QString CheckpointChainFiles::describe(const QString& summary, const gml::CheckpointChainPlan& plan, const CheckpointLesson& lesson)
{
    QStringList lines;
    //: %1 is the schedule's title ("Chen's sqrt(N): 4 segments of up to 4 layers").
    lines.append(!summary.isEmpty() ? summary
                                    : tr("%1, on a chain of %n layer(s).", nullptr, static_cast<int>(lesson.chain().size()))
                                          .arg(CheckpointText::title(plan.schedule)));
    for (const gml::CheckpointSchedule& compared : plan.compare) {
        const CheckpointLesson::Figures figures = lesson.figuresOf(compared);
        //: A schedule the chain file compares with the one it plays: its title, its peak, its extra time.
        lines.append(tr("Beside it, %1: peak %2, %3 ms more than store-all (%4%).")
                         .arg(CheckpointText::title(compared), NumberText::bytes(figures.peakBytes))
                         .arg(figures.extraMs, 0, 'f', 1)
                         .arg(figures.extraPercent, 0, 'f', 0));
    }
    return lines.join(QLatin1Char('\n'));
}
