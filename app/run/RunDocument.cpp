#include "app/run/RunDocument.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <tuple>

namespace {

// Ranks in order, unknown ranks after the known ones; then device, then file.
bool laneBefore(const gml::RunEntry& a, const gml::RunEntry& b)
{
    const auto key = [](const gml::RunEntry& e) {
        return std::make_tuple(!e.rank.has_value(), e.rank.value_or(0), e.device, e.relativePath);
    };
    return key(a) < key(b);
}

} // namespace

bool RunStep::operator<(const RunStep& other) const
{
    const auto key = [](const RunStep& s) {
        return std::make_tuple(!s.number.has_value(), s.number.value_or(0));
    };
    return key(*this) < key(other);
}

RunDocument::RunDocument(QStringList paths, bool followable)
    : m_paths(std::move(paths)), m_followable(followable)
{
}

QString RunDocument::title() const
{
    if (m_paths.size() != 1)
        return QString();
    // torchtitan's folder is called memory_snapshot wherever the run is: the folder above names the run.
    const QFileInfo info(m_paths.front());
    const QString name = info.fileName();
    // A zero-width space after the slash and after each '-' or '_' lets a long folder name wrap in the lesson
    // list, which scrolled sideways on "gpu-memory-lab-tests-layout-XXXXXX/memory_snapshot".
    QString title = name;
    if (name == QLatin1String("memory_snapshot") && !info.dir().dirName().isEmpty())
        title = QStringLiteral("%1/%2").arg(info.dir().dirName(), name);
    for (const QChar separator : {QLatin1Char('/'), QLatin1Char('-'), QLatin1Char('_')})
        title.replace(separator, QString(separator) + QChar(0x200B));
    return title;
}

void RunDocument::add(gml::RunEntry entry)
{
    const auto same = std::find_if(m_entries.begin(), m_entries.end(), [&](const gml::RunEntry& e) {
        return e.file == entry.file && e.device == entry.device;
    });
    if (same != m_entries.end())
        m_entries.erase(same);
    forgetFailure(QString::fromStdString(entry.file));
    m_entries.push_back(std::move(entry));
}

void RunDocument::addFailure(RunFailure failure)
{
    forgetFailure(failure.path);
    m_failures.push_back(std::move(failure));
}

void RunDocument::forgetFailure(const QString& path)
{
    std::erase_if(m_failures, [&](const RunFailure& f) { return f.path == path; });
}

std::vector<RunStep> RunDocument::steps() const
{
    std::vector<RunStep> steps;
    for (const auto& entry : m_entries) {
        const RunStep step = stepOf(entry);
        if (std::find(steps.begin(), steps.end(), step) == steps.end())
            steps.push_back(step);
    }
    std::sort(steps.begin(), steps.end());
    return steps;
}

std::vector<const gml::RunEntry*> RunDocument::entriesOf(const RunStep& step) const
{
    std::vector<const gml::RunEntry*> entries;
    for (const auto& entry : m_entries)
        if (stepOf(entry) == step)
            entries.push_back(&entry);
    std::sort(entries.begin(), entries.end(),
              [](const auto* a, const auto* b) { return laneBefore(*a, *b); });
    return entries;
}

bool RunDocument::outOfMemory(const RunStep& step) const
{
    return std::any_of(m_entries.begin(), m_entries.end(),
                       [&](const gml::RunEntry& e) { return e.outOfMemoryExit && stepOf(e) == step; });
}

std::optional<gml::StepImbalance> RunDocument::imbalanceOf(const RunStep& step) const
{
    std::vector<gml::RunEntry> entries;
    for (const auto* entry : entriesOf(step)) {
        gml::RunEntry figures = *entry;
        figures.lane = {}; // the imbalance reads peaks only: no need to copy the lanes
        figures.outOfMemoryExit = false;
        entries.push_back(std::move(figures));
    }
    const auto imbalance = gml::computeStepImbalance(entries);
    if (imbalance.empty())
        return std::nullopt;
    return imbalance.front();
}
