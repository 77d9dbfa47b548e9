#include "app/allocator/AllocatorLesson.h"

#include "allocator/AllocatorConfig.h"
#include "allocator/ScenarioLibrary.h"
#include "app/content/allocator/AllocatorEventText.h"
#include "app/content/allocator/AllocatorSettingText.h"
#include "app/content/common/NumberText.h"
#include "device/SimulatedDevice.h"

#include <algorithm>

AllocatorLesson::AllocatorLesson(gml::Device* gpu, QObject* parent)
    : QObject(parent), m_gpu(gpu)
{
    setScenarios(gml::allocatorScenarios());
}

void AllocatorLesson::setScenarios(const std::vector<gml::AllocatorScenario>& scenarios)
{
    m_scenarios.assign(scenarios.begin(), scenarios.end());
}

bool AllocatorLesson::addScenario(gml::AllocatorScenario scenario)
{
    if (findScenario(QString::fromStdString(scenario.id)) != nullptr)
        return false;
    m_scenarios.push_back(std::move(scenario));
    return true;
}

const gml::AllocatorScenario* AllocatorLesson::findScenario(const QString& id) const
{
    for (const auto& scenario : m_scenarios)
        if (QString::fromStdString(scenario.id) == id)
            return &scenario;
    return nullptr;
}

AllocatorLesson::~AllocatorLesson()
{
    m_runner.reset(); // the allocator returns its memory before the device it came from goes
}

bool AllocatorLesson::run(const QString& id, const QString& conf, std::uint64_t capacity, QString* error,
                          bool keepHandActions)
{
    const gml::AllocatorScenario* scenario = findScenario(id);
    if (scenario == nullptr) {
        *error = tr("There is no scenario '%1'.").arg(id);
        return false;
    }
    auto config = gml::AllocatorConfig::parse(conf.toStdString());
    if (!config) {
        *error = AllocatorSettingText::problemWith(conf);
        return false;
    }
    const std::uint64_t bytes = capacity != 0 ? capacity : scenario->defaultCapacity;

    // Tear down the old run before taking memory for the new one (on a real GPU both would not fit).
    m_runner.reset();
    std::unique_ptr<gml::Device> simulated;
    gml::Device* device = m_gpu;
    if (device == nullptr) {
        simulated = std::make_unique<gml::SimulatedDevice>("GPU", bytes);
        device = simulated.get();
    }
    auto runner = std::make_unique<gml::ScenarioRunner>(*scenario, *device, config.value());
    if (m_gpu != nullptr && bytes < m_gpu->info().totalBytes)
        runner->allocator().setMemoryFraction(static_cast<double>(bytes) / static_cast<double>(m_gpu->info().totalBytes));
    runner->runAll();
    if (keepHandActions)
        for (const auto& action : m_handActions)
            runner->performByHand(action, nullptr);
    else
        m_handActions.clear();

    m_simulated = std::move(simulated);
    m_runner = std::move(runner);
    m_conf = conf;
    m_capacity = bytes;
    traceGrew();
    return true;
}

void AllocatorLesson::traceGrew()
{
    m_timeline = gml::AllocatorTimeline::build(m_runner->trace());
    emit traceChanged();
}

std::size_t AllocatorLesson::stepOfEvent(std::size_t event) const
{
    const auto& results = m_runner->results();
    for (std::size_t step = 0; step < results.size(); ++step)
        if (event < results[step].endEvent)
            return step;
    return results.empty() ? 0 : results.size() - 1;
}

QList<int> AllocatorLesson::stepEnds() const
{
    QList<int> ends;
    if (!m_runner)
        return ends;
    for (const auto& result : m_runner->results())
        ends.append(std::max(static_cast<int>(result.endEvent) - 1, ends.isEmpty() ? 0 : ends.back()));
    return ends;
}

QString AllocatorLesson::refusal(gml::AllocatorErrorCode code) const
{
    // An out-of-memory refusal left its figures in the trace: PyTorch's message, as the learner knows it.
    const auto& trace = m_runner->trace();
    if (code == gml::AllocatorErrorCode::OutOfMemory && !trace.empty() && trace[trace.size() - 1].kind == gml::EventKind::Oom)
        return AllocatorEventText::explain(trace, trace.size() - 1);
    return AllocatorEventText::refusal(code);
}

QString AllocatorLesson::deviceDescription() const
{
    const QString capacity = NumberText::bytes(m_capacity);
    if (m_gpu != nullptr)
        return tr("%1, limited to %2").arg(QString::fromStdString(m_gpu->info().name), capacity);
    return tr("simulated GPU of %1").arg(capacity);
}

bool AllocatorLesson::runsAsWritten() const
{
    return m_runner && m_conf.trimmed().isEmpty() && m_capacity == m_runner->scenario().defaultCapacity;
}

bool AllocatorLesson::perform(const gml::ScenarioAction& action, QString* message)
{
    using Kind = gml::ScenarioAction::Kind;
    const bool named = action.kind == Kind::Free || action.kind == Kind::RecordStream;
    if (named && !m_runner->isLive(action.tensor)) {
        *message = tr("There is no live tensor “%1”: it was never allocated, or it was freed already.")
                       .arg(QString::fromStdString(action.tensor));
        return false;
    }
    if (action.kind == Kind::ChangeSettings && !gml::AllocatorConfig::parse(action.settings)) {
        *message = AllocatorSettingText::problemWith(QString::fromStdString(action.settings));
        return false;
    }
    const gml::ScenarioActionResult result = m_runner->performByHand(action, nullptr);
    m_handActions.push_back(action);
    traceGrew(); // a refused call leaves an event too
    if (!result.ok) {
        *message = result.error ? refusal(*result.error) : QString();
        return false;
    }
    return true;
}

bool AllocatorLesson::allocate(std::uint64_t bytes, gml::StreamId stream, QString* message)
{
    gml::ScenarioAction action;
    action.kind = gml::ScenarioAction::Kind::Allocate;
    do // a name no tensor of the scenario has
        action.tensor = "tensor_" + std::to_string(++m_handNames);
    while (m_runner->isLive(action.tensor));
    action.bytes = bytes;
    action.stream = stream;
    return perform(action, message);
}

bool AllocatorLesson::free(std::uint64_t address, QString* message)
{
    const std::string tensor = m_runner->tensorAt(address);
    if (tensor.empty()) {
        *message = refusal(gml::AllocatorErrorCode::UnknownAddress);
        return false;
    }
    gml::ScenarioAction action;
    action.kind = gml::ScenarioAction::Kind::Free;
    action.tensor = tensor;
    return perform(action, message);
}

void AllocatorLesson::emptyCache()
{
    gml::ScenarioAction action;
    action.kind = gml::ScenarioAction::Kind::EmptyCache;
    QString ignored;
    perform(action, &ignored);
}

bool AllocatorLesson::undo()
{
    if (m_handActions.empty() || !m_runner)
        return false;
    m_handActions.pop_back();
    QString error;
    return run(QString::fromStdString(m_runner->scenario().id), m_conf, m_capacity, &error, true);
}

gml::AllocatorScenario AllocatorLesson::sandboxScenario(const std::string& id) const
{
    gml::AllocatorScenario scenario = m_runner->scenario();
    scenario.id = id;
    scenario.defaultSettings = m_conf.trimmed().toStdString();
    scenario.defaultCapacity = m_capacity;
    int number = 0;
    for (const gml::ScenarioAction& action : m_handActions) {
        std::string stepId;
        do // a step id the scenario's own steps do not use
            stepId = "by-hand-" + std::to_string(++number);
        while (std::any_of(scenario.steps.begin(), scenario.steps.end(),
                           [&](const gml::ScenarioStep& step) { return step.id == stepId; }));
        scenario.steps.push_back({stepId, {action}});
    }
    return scenario;
}
