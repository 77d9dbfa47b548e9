#include "app/allocator/AllocatorLessonPresenter.h"

#include "app/common/PredictionFlow.h"
#include "widgets/lesson/PredictionBox.h"


#include "allocator/ScenarioLibrary.h"
#include "app/content/allocator/AllocatorEventText.h"
#include "app/content/allocator/AllocatorScriptText.h"
#include "allocator/PyTorchLine.h"
#include "app/content/common/NumberText.h"
#include "app/content/common/Player.h"
#include "app/content/lesson/StepTitle.h"
#include "widgets/allocator/AllocatorCharts.h"
#include "widgets/allocator/AllocatorComparisonDialog.h"
#include "widgets/allocator/AllocatorLessonView.h"
#include "widgets/allocator/AllocatorSidePanel.h"
#include "widgets/allocator/MemoryMapView.h"

#include "allocator/AllocatorConfig.h"
#include "allocator/AllocatorScript.h"
#include "allocator/AllocatorScriptWriter.h"
#include "app/content/allocator/AllocatorSettingText.h"
#include "app/content/common/JsonFile.h"

#include <QDir>
#include <QJsonDocument>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>

namespace {
const QString kFirstScenario = QStringLiteral("reserved-vs-allocated");
}

AllocatorLessonPresenter::AllocatorLessonPresenter(AllocatorLessonView* view, Player& player, gml::Device* gpu,
                                                   const NarrationCatalog& narration,
                                                   const std::vector<gml::AllocatorScenario>& scenarios, QObject* parent)
    : QObject(parent), m_lesson(gpu), m_words(narration, QStringLiteral("caching-allocator")), m_view(view),
      m_player(player), m_predictionSource(m_lesson)
{
    m_lesson.setScenarios(scenarios);
    AllocatorSidePanel* side = m_view->sidePanel();
    showScenarios();

    m_predictions = new PredictionFlow(m_predictionSource, side->predictionBox(), m_player, this);
    connect(m_predictions, &PredictionFlow::recorded, this, &AllocatorLessonPresenter::predictionRecorded);
    connect(m_predictions, &PredictionFlow::answerShown, this,
            [this](quint64 address) { m_view->memoryMap()->selectBlock(address); });
    connect(&m_player, &Player::cursorChanged, this, [this](int event) {
        if (!m_active)
            return;
        const int from = m_lastCursor;
        m_lastCursor = event;
        showEvent(event);
        m_predictions->setPresenting(m_presenting && m_presenting());
        m_predictions->cursorMoved(from, event);
    });
    // A step that ends on the same event as the one before moves the step, not the cursor.
    connect(&m_player, &Player::stepChanged, this, [this] {
        if (m_active)
            showEvent(m_player.cursor());
    });
    connect(side, &LessonSidePanel::previousStepRequested, &m_player, &Player::previousStep);
    connect(side, &LessonSidePanel::nextStepRequested, &m_player, &Player::nextStep);
    connect(side, &LessonSidePanel::stepChosen, this, [this](int step) { m_player.goToStep(step, true); });
    connect(side, &AllocatorSidePanel::scenarioChosen, this,
            [this](const QString& id) { rerun(id, m_lesson.configText(), 0); });
    connect(side, &AllocatorSidePanel::runRequested, this, [this](const QString& conf, quint64 capacity) {
        rerun(m_view->sidePanel()->currentScenario(), conf, capacity);
    });
    connect(side, &AllocatorSidePanel::allocateRequested, this, [this](quint64 bytes, quint32 stream) {
        QString message;
        const bool ok = m_lesson.allocate(bytes, stream, &message);
        m_view->sidePanel()->setMessage(ok ? QString() : message, !ok);
    });
    connect(side, &AllocatorSidePanel::freeSelectedRequested, this, [this] {
        const auto selected = m_view->memoryMap()->selectedBlock();
        if (!selected)
            return;
        QString message;
        const bool ok = m_lesson.free(*selected, &message);
        m_view->sidePanel()->setMessage(ok ? QString() : message, !ok);
    });
    connect(side, &AllocatorSidePanel::emptyCacheRequested, this, [this] { m_lesson.emptyCache(); });
    connect(side, &AllocatorSidePanel::lineEntered, this, &AllocatorLessonPresenter::runLine);
    connect(side, &AllocatorSidePanel::undoRequested, this, [this] {
        m_lesson.undo();
        m_view->sidePanel()->setCanUndo(!m_lesson.handActions().empty());
    });
    connect(side, &AllocatorSidePanel::compareRequested, this, &AllocatorLessonPresenter::compare);
    connect(side, &AllocatorSidePanel::saveScriptRequested, this, &AllocatorLessonPresenter::saveSandboxAs);
    connect(m_view->memoryMap(), &MemoryMapView::blockSelected, this, [this](quint64 address) {
        m_view->sidePanel()->setCanFree(true);
        m_predictions->setPresenting(m_presenting && m_presenting());
        m_predictions->pictureClicked(address);
    });
    connect(m_view->memoryMap(), &MemoryMapView::selectionCleared, this,
            [this] { m_view->sidePanel()->setCanFree(false); });
    connect(&m_lesson, &AllocatorLesson::traceChanged, this, [this] { traceChanged(true); });
    m_view->memoryMap()->setBlockOrigin([this](std::uint64_t address) { return originOf(address); });

    rerun(kFirstScenario, QString(), 0);
}

void AllocatorLessonPresenter::activate()
{
    m_active = true;
    m_player.setUnit(Player::Unit::Event);
    m_player.setEventCount(static_cast<int>(m_lesson.trace().size()));
    if (m_savedCursor < 0) {
        showSteps(0);
    } else {
        // Back where the learner left it, step and event.
        m_player.setSteps(m_lesson.stepEnds(), m_savedStep);
        m_player.seek(m_savedCursor);
    }
    traceChanged(false);
}

void AllocatorLessonPresenter::deactivate()
{
    if (m_active) {
        m_savedCursor = m_player.cursor();
        m_savedStep = m_player.step();
    }
    m_active = false;
}

void AllocatorLessonPresenter::showStepTitles()
{
    QStringList titles;
    for (std::size_t s = 0; s < m_lesson.scenario().steps.size(); ++s)
        titles.append(StepTitle::fromNarration(stepText(s)));
    m_view->sidePanel()->setStepTitles(titles);
}

void AllocatorLessonPresenter::showSteps(int step)
{
    showStepTitles();
    if (!m_active)
        return;
    m_player.pause();
    m_player.setEventCount(static_cast<int>(m_lesson.trace().size()));
    m_player.setSteps(m_lesson.stepEnds(), step);
    m_player.goToStep(step, false);
}

QJsonObject AllocatorLessonPresenter::place() const
{
    if (!m_lesson.hasRun())
        return {};
    return {{QStringLiteral("scenario"), QString::fromStdString(m_lesson.scenario().id)},
            {QStringLiteral("conf"), m_lesson.configText()},
            {QStringLiteral("capacity"), static_cast<double>(m_lesson.capacity())},
            {QStringLiteral("step"), m_active ? m_player.step() : m_savedStep},
            {QStringLiteral("event"), m_active ? m_player.cursor() : std::max(m_savedCursor, 0)}};
}

void AllocatorLessonPresenter::restorePlace(const QJsonObject& place)
{
    const QString scenario = place.value(QStringLiteral("scenario")).toString();
    if (scenario.isEmpty())
        return;
    // A scenario that no longer exists, or settings it refuses, leave the lesson as it opened. One run, under
    // the kept settings.
    const auto capacity = static_cast<std::uint64_t>(place.value(QStringLiteral("capacity")).toDouble());
    if (m_lesson.findScenario(scenario) == nullptr ||
        !run(scenario, place.value(QStringLiteral("conf")).toString(), capacity))
        return;
    const int step = place.value(QStringLiteral("step")).toInt();
    const int event = place.value(QStringLiteral("event")).toInt();
    if (m_active) {
        m_player.restorePlace(event, step);
    } else {
        m_savedStep = step;
        m_savedCursor = event;
    }
}

QString AllocatorLessonPresenter::stepText(std::size_t step) const
{
    const auto& scenario = m_lesson.scenario();
    const QString text = m_words.text(QStringLiteral("%1/step/%2").arg(QString::fromStdString(scenario.id),
                                                                       QString::fromStdString(scenario.steps.at(step).id)));
    // A teacher's script without narration for this step: what its ops do.
    return text.isEmpty() ? AllocatorScriptText::describeStep(scenario.steps.at(step)) : text;
}

void AllocatorLessonPresenter::setLanguage(const QString& language)
{
    m_words.setLanguage(language);
    showScenarios();
    if (m_lesson.hasRun()) {
        showRunMessage();
        showStepTitles();
    }
    if (m_active)
        showEvent(m_player.cursor());
    m_predictions->retranslate();
}

bool AllocatorLessonPresenter::chooseScenario(const QString& id, QString* error)
{
    QStringList ids;
    for (const auto& scenario : m_lesson.scenarios())
        ids.append(QString::fromStdString(scenario.id));
    if (!ids.contains(id)) {
        *error = tr("The caching allocator lesson has no scenario “%1”: choose one of %2.").arg(id, ids.join(QStringLiteral(", ")));
        return false;
    }
    return rerun(id, QString(), 0);
}

QString AllocatorLessonPresenter::scenarioTitle() const
{
    return m_lesson.hasRun() ? m_words.text(QString::fromStdString(m_lesson.scenario().id) + QStringLiteral("/title"))
                             : QString();
}

void AllocatorLessonPresenter::showScenarios()
{
    QList<QPair<QString, QString>> scenarios;
    for (const auto& scenario : m_lesson.scenarios()) {
        const QString id = QString::fromStdString(scenario.id);
        scenarios.append({id, m_words.text(id + QStringLiteral("/title"))});
    }
    m_view->sidePanel()->setScenarios(scenarios);
    if (m_lesson.hasRun())
        m_view->sidePanel()->setCurrentScenario(QString::fromStdString(m_lesson.scenario().id));
}

void AllocatorLessonPresenter::showRunMessage()
{
    m_view->sidePanel()->setMessage(tr("Ran “%1” on a %2.").arg(scenarioTitle(), m_lesson.deviceDescription()), false,
                                    false);
}

bool AllocatorLessonPresenter::rerun(const QString& scenario, const QString& conf, std::uint64_t capacity)
{
    // A new scenario starts from its own capacity, and from its own settings where its script gives some;
    // the same one keeps what the learner set.
    const bool sameScenario = m_lesson.hasRun() && QString::fromStdString(m_lesson.scenario().id) == scenario;
    const gml::AllocatorScenario* next = m_lesson.findScenario(scenario);
    const bool ownSettings = !sameScenario && next != nullptr && !next->defaultSettings.empty();
    // The same scenario under other settings does again what the learner did by hand after it.
    return run(scenario, ownSettings ? QString::fromStdString(next->defaultSettings) : conf, sameScenario ? capacity : 0,
               sameScenario);
}

bool AllocatorLessonPresenter::run(const QString& scenario, const QString& conf, std::uint64_t capacity,
                                   bool keepHandActions)
{
    QString error;
    if (!m_lesson.run(scenario, conf, capacity, &error, keepHandActions)) {
        m_view->sidePanel()->setMessage(error, true);
        return false;
    }
    showRunMessage();
    m_view->sidePanel()->setCurrentScenario(scenario);
    m_view->sidePanel()->setConfiguration(conf, m_lesson.capacity());
    m_predictions->reset();
    // A new run starts at its first step's end, where the first text applies.
    m_savedCursor = -1;
    m_savedStep = 0;
    showSteps(0);
    return true;
}

void AllocatorLessonPresenter::runLine(const QString& line)
{
    const auto action = gml::PyTorchLine::parse(line.toStdString());
    const std::size_t done = m_lesson.handActions().size();
    QString message;
    const bool ok = action ? m_lesson.perform(action.value(), &message)
                           : (message = AllocatorScriptText::lineProblem(action.error()), false);
    m_view->sidePanel()->setMessage(ok ? QString() : message, !ok);
    // A line the allocator ran (out of memory included) leaves the box for the next; one it could not
    // run stays, with the reason, to be put right.
    if (m_lesson.handActions().size() > done)
        m_view->sidePanel()->lineDone();
    m_view->sidePanel()->setCanUndo(!m_lesson.handActions().empty());
}

void AllocatorLessonPresenter::traceChanged(bool seekToEnd)
{
    m_view->charts()->setTimeline(m_lesson.timeline());
    m_view->memoryMap()->setScaleBytes(static_cast<std::uint64_t>(m_lesson.timeline().peakReservedBytes));
    if (!m_active)
        return;
    const int count = static_cast<int>(m_lesson.trace().size());
    m_player.setEventCount(count);
    if (seekToEnd)
        m_player.seek(count - 1); // what was just done by hand is at the end: show it
    showEvent(m_player.cursor());
}

void AllocatorLessonPresenter::showEvent(int event)
{
    if (!m_lesson.hasRun() || m_lesson.trace().size() == 0)
        return;
    const auto index = static_cast<std::size_t>(std::max(event, 0));
    const gml::AllocatorState state = m_lesson.trace().stateAt(index + 1);
    m_view->memoryMap()->setState(state);
    m_view->charts()->setCursor(index);
    AllocatorSidePanel* side = m_view->sidePanel();
    side->setStats(state.stats, state.fragmentation());
    side->setEventReason(AllocatorEventText::explain(m_lesson.trace(), index));
    const int steps = static_cast<int>(m_lesson.scenario().steps.size());
    int step = std::clamp(m_player.step(), 0, steps - 1);
    // A prediction step not answered yet keeps the step before on screen: its text is the answer.
    if (m_predictions->withholds(step, event))
        --step;
    QString text = stepText(static_cast<std::size_t>(step));
    // Presenting, the side panel is folded and the caption is what the room reads: the question is said
    // there, and then what happened.
    if (m_presenting && m_presenting())
        text = m_predictions->caption(text);
    if (!m_lesson.runsAsWritten())
        // The narration's figures are the default run's: said outright, so that no one reads them as this run's.
        text = tr("Written for PyTorch's default settings on a %1 GPU: under this run's settings its figures and "
                  "advice may not hold. The statistics and what the allocator did are this run's.\n\n%2")
                   .arg(NumberText::bytes(m_lesson.scenario().defaultCapacity), text);
    side->showStep(step, steps, static_cast<int>(index), static_cast<int>(m_lesson.trace().size()),
                   m_player.stepEnd(step), text);
}

QString AllocatorLessonPresenter::originOf(std::uint64_t address) const
{
    // The latest allocation of this address at or before the cursor made the block now there.
    const auto& trace = m_lesson.trace();
    for (std::size_t i = std::min<std::size_t>(static_cast<std::size_t>(m_player.cursor()) + 1, trace.size()); i-- > 0;)
        if (trace[i].kind == gml::EventKind::Alloc && trace[i].address == address)
            return tr("Made by event %1: %2").arg(i + 1).arg(AllocatorEventText::explain(trace, i));
    return {};
}

bool AllocatorLessonPresenter::showScene(const QString& scenario, const QString& scene, const QString& conf,
                                         QString* error)
{
    if (!m_lesson.run(scenario, conf, 0, error))
        return false;
    m_view->sidePanel()->setCurrentScenario(scenario);
    m_view->sidePanel()->setConfiguration(conf, m_lesson.capacity());
    const auto step = m_lesson.scenario().sceneStep(scene.toStdString());
    if (!step) {
        *error = tr("Scenario “%1” has no scene “%2”.").arg(scenario, scene);
        return false;
    }
    // The scene is the state after its step: that step's end, where its text applies.
    m_savedCursor = -1;
    showSteps(static_cast<int>(*step));
    showEvent(m_player.cursor());
    return true;
}

void AllocatorLessonPresenter::compare()
{
    const QString scenario = QString::fromStdString(m_lesson.scenario().id);
    const gml::AllocatorScenario program = m_lesson.scenario(); // a scene's own is not among the built-in ones
    const std::uint64_t capacity = m_lesson.capacity();
    gml::Device* gpu = nullptr; // comparisons run on simulated devices: two runs at once need two budgets
    AllocatorComparisonDialog dialog(
        scenarioTitle(),
        [scenario, program, capacity, gpu](const QString& conf) {
            AllocatorLesson run(gpu);
            run.addScenario(program);
            AllocatorComparisonDialog::Run result;
            if (!run.run(scenario, conf, capacity, &result.error))
                return result;
            result.finalState = run.trace().stateAt(run.trace().size());
            result.peakReservedBytes = run.timeline().peakReservedBytes;
            result.outOfMemoryErrors = run.timeline().outOfMemoryEvents.size();
            return result;
        },
        m_view);
    const QString current = m_lesson.configText();
    dialog.setConfigurations(QString(), current.isEmpty() ? QStringLiteral("expandable_segments:True") : current);
    dialog.runBoth();
    dialog.exec();
}

bool AllocatorLessonPresenter::saveSandbox(const QString& path, QString* error) const
{
    // The file's name is the scenario's id, as it is for a file in a content folder (without the number
    // that orders those).
    QString id = QFileInfo(path).completeBaseName();
    id.remove(QRegularExpression(QStringLiteral("^[0-9]+-")));
    if (id.isEmpty())
        id = QStringLiteral("sandbox");
    const std::string text = gml::AllocatorScriptWriter::write(m_lesson.sandboxScenario(id.toStdString()));
    QString why;
    if (!writeFileAtomically(path, QByteArray::fromStdString(text), &why)) {
        *error = tr("The scenario could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    return true;
}

void AllocatorLessonPresenter::saveSandboxAs()
{
    const QString suggested = QDir::home().filePath(QString::fromStdString(m_lesson.scenario().id) + QStringLiteral("-sandbox.json"));
    const QString path = QFileDialog::getSaveFileName(m_view, tr("Save as a scenario file"), suggested,
                                                      tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveSandbox(path, &error)) {
        m_view->sidePanel()->setMessage(error, true);
        return;
    }
    m_view->sidePanel()->setMessage(
        tr("Saved to %1. It runs in gpu-memory-lab-cli allocator --script, and in the lesson from a content folder's "
           "scenarios/allocator/ (--content).").arg(QDir::toNativeSeparators(path)),
        false);
}

LessonScene AllocatorLessonPresenter::scene() const
{
    LessonScene scene;
    scene.lesson = QStringLiteral("caching-allocator");
    if (!m_lesson.hasRun())
        return scene;
    const std::string id = m_lesson.scenario().id;
    scene.scenario = QString::fromStdString(id);
    const std::string script = gml::AllocatorScriptWriter::write(m_lesson.sandboxScenario(id));
    scene.script = QJsonDocument::fromJson(QByteArray::fromStdString(script)).object();
    scene.settings = {{QStringLiteral("conf"), m_lesson.configText()},
                      {QStringLiteral("capacity_bytes"), static_cast<double>(m_lesson.capacity())}};
    scene.step = (m_active ? m_player.step() : m_savedStep) + 1;
    scene.event = (m_active ? m_player.cursor() : std::max(m_savedCursor, 0)) + 1;
    return scene;
}

bool AllocatorLessonPresenter::openScene(const LessonScene& scene, QString* error)
{
    const gml::AllocatorScenario* base = m_lesson.findScenario(scene.scenario);
    std::vector<gml::ScenarioAction> byHand;
    std::optional<gml::AllocatorScenario> added;
    if (!scene.script.isEmpty()) {
        const QByteArray text = QJsonDocument(scene.script).toJson(QJsonDocument::Compact);
        auto read = gml::AllocatorScriptReader::read(text.toStdString(), scene.scenario.toStdString());
        if (!read.ok()) {
            *error = tr("The scene's script cannot be run: %1").arg(AllocatorScriptText::problem(read.error()));
            return false;
        }
        gml::AllocatorScenario program = std::move(read.value());
        // The built-in scenario followed by what was done by hand: run it as itself, with its narration, and
        // do the rest by hand again. Anything else is a scenario of its own.
        const gml::AllocatorScenario* same = m_lesson.findScenario(QString::fromStdString(program.id));
        if (same != nullptr && program.steps.size() >= same->steps.size() &&
            std::equal(same->steps.begin(), same->steps.end(), program.steps.begin())) {
            base = same;
            for (std::size_t step = same->steps.size(); step < program.steps.size(); ++step)
                byHand.insert(byHand.end(), program.steps[step].actions.begin(), program.steps[step].actions.end());
        } else {
            // A name this window uses for another program gets a suffix: the scene's is not that one.
            const std::string id = program.id;
            for (int n = 1; m_lesson.findScenario(QString::fromStdString(program.id)) != nullptr; ++n)
                program.id = id + "-scene" + (n > 1 ? std::to_string(n) : std::string());
            added = std::move(program);
            base = &*added;
        }
    }
    if (base == nullptr) {
        *error = tr("The scene shows scenario “%1”, which this window does not have, and holds no script to run.")
                     .arg(scene.scenario);
        return false;
    }
    if (scene.step > static_cast<int>(base->steps.size())) {
        *error = tr("The scene opens at step %1, but its scenario has %2 steps.").arg(scene.step).arg(base->steps.size());
        return false;
    }
    const QString conf = scene.settings.value(QStringLiteral("conf")).toString(QString::fromStdString(base->defaultSettings));
    if (auto problem = gml::AllocatorConfig::parse(conf.toStdString()); !problem) {
        *error = AllocatorSettingText::problemWith(conf);
        return false;
    }
    const auto capacity = static_cast<std::uint64_t>(scene.settings.value(QStringLiteral("capacity_bytes")).toDouble(0));
    if (added) {
        const QString id = QString::fromStdString(added->id);
        m_lesson.addScenario(std::move(*added));
        base = m_lesson.findScenario(id);
        showScenarios();
    }
    if (!run(QString::fromStdString(base->id), conf, capacity)) {
        *error = tr("The scene's scenario could not be run under its settings.");
        return false;
    }
    for (const gml::ScenarioAction& action : byHand) {
        QString ignored; // an out-of-memory by hand is part of what the scene shows
        m_lesson.perform(action, &ignored);
    }
    m_view->sidePanel()->setCanUndo(!m_lesson.handActions().empty());
    const int last = static_cast<int>(m_lesson.trace().size()) - 1;
    const int event = scene.event > 0 ? std::min(scene.event - 1, last) : -1;
    if (m_active) {
        if (event >= 0)
            m_player.restorePlace(event, scene.step - 1);
        else
            m_player.goToStep(scene.step - 1, false);
    } else {
        m_savedStep = scene.step - 1;
        m_savedCursor = event >= 0 ? event : m_lesson.stepEnds().value(scene.step - 1);
    }
    return true;
}

void AllocatorLessonPresenter::setPredictionRecord(const QJsonObject& record)
{
    m_predictions->setRecord(record);
}

bool AllocatorLessonPresenter::revealPrediction()
{
    return m_active && m_predictions->reveal();
}
