#include "app/checkpoint/CheckpointLessonPresenter.h"

#include "app/checkpoint/CheckpointSceneSettings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

#include "app/common/PredictionFlow.h"
#include "app/content/checkpoint/CheckpointSteps.h"
#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/NumberText.h"
#include "app/content/common/Player.h"
#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ModelMemoryBudget.h"
#include "widgets/checkpoint/CheckpointCharts.h"
#include "widgets/checkpoint/CheckpointHandPlacement.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/checkpoint/CheckpointRunBox.h"
#include "widgets/checkpoint/CheckpointSidePanel.h"
#include "widgets/checkpoint/CheckpointTimelineView.h"
#include "widgets/checkpoint/ModelBudgetPanel.h"

#include <cmath>

namespace {

QString bytes(std::uint64_t n)
{
    return NumberText::bytes(n);
}

} // namespace

CheckpointLessonPresenter::CheckpointLessonPresenter(CheckpointLessonView* view, Player& player,
                                                     const NarrationCatalog& narration,
                                                     const std::vector<gml::CheckpointChainScript>& chainFiles, QObject* parent)
    : QObject(parent), m_files(chainFiles), m_words(narration, QStringLiteral("activation-checkpointing")), m_view(view),
      m_modelBudget(view->modelBudget()), m_player(player)
{
    CheckpointSidePanel* side = m_view->sidePanel();
    showSchedules();
    m_modelBudget.showPresets();

    m_predictions = new PredictionFlow(m_predictionSource, side->predictionBox(), m_player, this);
    connect(m_predictions, &PredictionFlow::recorded, this, &CheckpointLessonPresenter::predictionRecorded);
    connect(m_view->timeline(), &CheckpointTimelineView::layerClicked, this, [this](quint32 layer) {
        m_predictions->setPresenting(m_presenting && m_presenting());
        m_predictions->pictureClicked(layer);
    });
    connect(&m_player, &Player::cursorChanged, this, [this](int event) {
        if (!m_active)
            return;
        const int from = m_lastCursor;
        m_lastCursor = event;
        showOperation(event);
        m_predictions->setPresenting(m_presenting && m_presenting());
        m_predictions->cursorMoved(from, event);
    });
    connect(&m_player, &Player::stepChanged, this, [this] {
        if (m_active)
            showOperation(m_player.cursor());
    });
    connect(side, &LessonSidePanel::previousStepRequested, &m_player, &Player::previousStep);
    connect(side, &LessonSidePanel::nextStepRequested, &m_player, &Player::nextStep);
    connect(side, &LessonSidePanel::stepChosen, this, [this](int step) { m_player.goToStep(step, true); });
    connect(side, &CheckpointSidePanel::settingsChanged, this, &CheckpointLessonPresenter::settingsChanged);
    connect(side, &CheckpointSidePanel::saveChainRequested, this, &CheckpointLessonPresenter::saveChainAs);
    connect(side, &CheckpointSidePanel::chainFileChosen, this, [this](const QString& id) {
        QString error;
        if (id.isEmpty()) { // back to the chain the settings make
            m_lesson.leaveChainFile();
            settingsChanged();
        } else if (!chooseChainFile(id, &error)) {
            m_view->sidePanel()->setMessage(error, true);
        }
    });
    connect(&m_lesson, &CheckpointLesson::scheduleChanged, this, &CheckpointLessonPresenter::scheduleChanged);
    connect(&m_lesson, &CheckpointLesson::tradeOffReady, this,
            [this](const QList<CheckpointLesson::TradeOffPoint>& schedules, const QList<QPointF>& curve) {
                QList<CheckpointCharts::ParetoPoint> points;
                for (const auto& s : schedules)
                    points.append({s.name, s.peakPercent, s.extraPercent});
                m_view->charts()->setParetoPoints(points, m_lesson.settings().schedule);
                m_view->charts()->setOptimumCurve(curve);
            });
    connect(side->handPlacement(), &CheckpointHandPlacement::placementChanged, this,
            &CheckpointLessonPresenter::handPlacementChanged);
    connect(&m_lesson, &CheckpointLesson::handOptimumReady, this, [this](const CheckpointLesson::Figures& optimum) {
        m_view->sidePanel()->handPlacement()->setComparison(m_handFigures,
                                                            CheckpointHandPlacement::Figures{optimum.peakBytes, optimum.extraMs,
                                                                                             optimum.extraPercent});
    });
    connect(&m_lesson, &CheckpointLesson::handOptimumFailed, this,
            [this](const QString& message) { m_view->sidePanel()->handPlacement()->setMessage(message); });
    connect(side->runBox(), &CheckpointRunBox::runRequested, this, [this](bool preserve) {
        m_view->sidePanel()->runBox()->setRunning(true);
        m_lesson.runStep(preserve);
    });
    connect(&m_lesson, &CheckpointLesson::stepFinished, this, [this](const CheckpointLesson::StepResult& result) {
        CheckpointRunBox* box = m_view->sidePanel()->runBox();
        if (!result.error.isEmpty()) {
            box->setError(result.error);
            return;
        }
        box->setResult({result.schedule, result.device, result.preserveRngState, result.measuredPeakBytes,
                        result.predictedPeakBytes, result.measuredMs, result.maxGradientError, result.mlpLayers,
                        result.mlpBatch, result.mlpWidth, result.mlpDropout, result.chainIsTheMlp,
                        result.timelinePeakBytes});
    });
    connect(m_view->modelBudget(), &ModelBudgetPanel::configurationChanged, this,
            &CheckpointLessonPresenter::updateModelBudget);

    QString error;
    m_lesson.configure(side->settings(), &error);
}

void CheckpointLessonPresenter::activate()
{
    m_active = true;
    m_player.setUnit(Player::Unit::Operation);
    scheduleChanged();
}

void CheckpointLessonPresenter::openAtOperation(int operation)
{
    m_sceneCursor = static_cast<std::size_t>(std::max(operation, 1));
    if (m_active && !m_lesson.schedulePending())
        scheduleChanged();
}

void CheckpointLessonPresenter::deactivate()
{
    // Back at the same operation when the lesson is opened again.
    if (m_active)
        m_sceneCursor = static_cast<std::size_t>(m_player.cursor()) + 1;
    m_active = false;
}

void CheckpointLessonPresenter::setLanguage(const QString& language)
{
    m_words.setLanguage(language);
    showSchedules();
    m_modelBudget.showPresets();
    showSceneNarration();
    showChainFile();
    scheduleChanged();
    m_predictions->retranslate();
}

QStringList CheckpointLessonPresenter::scheduleNames()
{
    QStringList names;
    for (const auto& info : gml::checkpointSchedules())
        names.append(QString::fromStdString(info.name));
    return names;
}

bool CheckpointLessonPresenter::chooseSchedule(const QString& name, QString* error)
{
    const QStringList names = scheduleNames();
    if (!names.contains(name)) {
        *error = tr("The activation checkpointing lesson has no schedule “%1”: choose one of %2.")
                     .arg(name, names.join(QStringLiteral(", ")));
        return false;
    }
    CheckpointSettings settings = m_view->sidePanel()->settings();
    settings.schedule = name;
    m_view->sidePanel()->setSettings(settings);
    m_scene.reset();
    showSceneNarration();
    // As choosing it in the panel: the schedule is shown, not checkpoints placed by hand on the one before.
    m_hand.reset();
    m_resetHand = true;
    m_fileScheduleShown = false;
    if (!m_lesson.configure(settings, error))
        return false;
    m_view->sidePanel()->setMessage(QString(), false);
    return true;
}

bool CheckpointLessonPresenter::chooseScenario(const QString& name, QString* error)
{
    // A schedule's name, as --scenario has always meant here (the built-in files named for one play through
    // the chooser); then a chain file's id.
    if (!scheduleNames().contains(name) && m_files.find(name) != nullptr)
        return chooseChainFile(name, error);
    return chooseSchedule(name, error);
}

bool CheckpointLessonPresenter::chooseChainFile(const QString& id, QString* error)
{
    const gml::CheckpointChainScript* script = m_files.find(id);
    if (script == nullptr) {
        *error = tr("The activation checkpointing lesson has no chain file “%1”: choose one of %2.")
                     .arg(id, m_files.ids().join(QStringLiteral(", ")));
        return false;
    }
    CheckpointSidePanel* side = m_view->sidePanel();
    m_player.pause();
    side->setSettings(CheckpointChainFiles::settingsFor(*script, side->settings()));
    m_scene.reset();
    showSceneNarration();
    m_hand.reset();
    m_resetHand = true;
    if (const QList<std::uint32_t> hand = CheckpointChainFiles::handCheckpoints(*script); !hand.isEmpty())
        m_sceneHand = hand; // put in by the scheduleChanged the plan sends
    m_fileScheduleShown = true; // its predictions ask, until the learner changes what plays
    // What the panel shows, as it reads them back (a layer count past its range is clamped), is what the
    // chain is kept against.
    const auto plan = m_lesson.playChainFile(*script, side->settings(), error);
    if (!plan) {
        m_fileScheduleShown = false;
        return false;
    }
    side->setMessage(QString(), false);
    showChainFile();
    // The file's cursor counts the operations done; the player's is the index of the last one shown.
    openAtOperation(static_cast<int>(std::max<std::size_t>(plan->cursor, 1)));
    return true;
}

bool CheckpointLessonPresenter::saveChain(const QString& path, QString* error) const
{
    // The file's name is the chain's id, as it is for a file in a content folder.
    QString id = QFileInfo(path).completeBaseName();
    if (id.isEmpty())
        id = QStringLiteral("sandbox");
    const QList<std::uint32_t> hand = m_hand ? m_view->sidePanel()->handPlacement()->starts() : QList<std::uint32_t>();
    // The cursor as the player has it (operations done); at the peak while the schedule is still being planned.
    std::optional<std::size_t> cursor;
    if (!m_lesson.schedulePending() || m_hand)
        cursor = static_cast<std::size_t>(m_active ? m_player.cursor() + 1 : static_cast<int>(m_sceneCursor));
    return CheckpointChainFiles::save(path, m_lesson.sandboxScript(id.toStdString(), hand, cursor), error);
}

void CheckpointLessonPresenter::saveChainAs()
{
    const QString name = m_lesson.chainFile().isEmpty() ? QStringLiteral("my-chain") : m_lesson.chainFile() + QStringLiteral("-sandbox");
    const QString path = QFileDialog::getSaveFileName(m_view, tr("Save as a scenario file"),
                                                      QDir::home().filePath(name + QStringLiteral(".json")),
                                                      tr("Chain files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveChain(path, &error)) {
        m_view->sidePanel()->setMessage(error, true);
        return;
    }
    m_view->sidePanel()->setMessage(tr("Saved to %1. It runs in gpu-memory-lab-cli checkpoint --chain, and in the lesson "
                                       "from a content folder's scenarios/checkpoint/ (--content).")
                                        .arg(QDir::toNativeSeparators(path)),
                                    false);
}

void CheckpointLessonPresenter::showSchedules()
{
    const QStringList names = scheduleNames();
    QStringList summaries;
    for (const QString& name : names)
        summaries.append(m_words.text(QStringLiteral("schedule/%1/summary").arg(name)));
    m_view->sidePanel()->setScheduleNames(names, summaries);
    // And the chain files, with their narration where the content has some.
    QStringList fileSummaries;
    for (const QString& id : m_files.ids())
        fileSummaries.append(m_words.text(QStringLiteral("chain/%1/summary").arg(id)));
    m_view->sidePanel()->setChainFiles(m_files.ids(), fileSummaries);
}

void CheckpointLessonPresenter::showSceneNarration()
{
    if (!m_scene) {
        m_view->sidePanel()->setNarration(QString());
        return;
    }
    const QString name = QString::fromStdString(m_scene->name);
    //: A scene's title, then what the learner should see there.
    m_view->sidePanel()->setNarration(tr("%1: %2").arg(m_words.text(QStringLiteral("scene/%1/title").arg(name)),
                                                       m_words.text(QStringLiteral("scene/%1/narration").arg(name),
                                                                    m_scene->facts)));
}

void CheckpointLessonPresenter::settingsChanged()
{
    // Another schedule or chain: the hand plan was made against the old one. Its ticks start afresh.
    m_hand.reset();
    m_resetHand = true;
    m_fileScheduleShown = false;
    m_sceneCursor = 0;
    m_scene.reset();
    showSceneNarration();
    QString error;
    if (m_lesson.configure(m_view->sidePanel()->settings(), &error))
        m_view->sidePanel()->setMessage(QString(), false);
    else
        m_view->sidePanel()->setMessage(tr("The schedule could not be made: %1").arg(error), true);
    showChainFile(); // none, where another chain left the file
}

void CheckpointLessonPresenter::showChainFile()
{
    const QString& id = m_lesson.chainFile();
    const auto& plan = m_lesson.chainFilePlan();
    m_view->sidePanel()->setChainFile(
        id, plan ? CheckpointChainFiles::describe(m_words.text(QStringLiteral("chain/%1/summary").arg(id)), *plan, m_lesson)
                 : QString());
}

void CheckpointLessonPresenter::scheduleChanged()
{
    CheckpointSidePanel* side = m_view->sidePanel();
    if (m_resetHand || side->handPlacement()->starts().size() == 0 || m_handLayers != m_lesson.chain().size()) {
        m_resetHand = false;
        m_hand.reset();
        resetHandPlacement();
    } else if (m_hand) {
        m_hand = updateHandPlacement(); // the same ticks on the chain as it is now
    } else {
        updateHandPlacement();
    }
    if (m_sceneHand) { // a scene's checkpoints, placed by hand on the chain now planned
        side->handPlacement()->setLayers(m_lesson.chain().size(), *m_sceneHand);
        m_handLayers = m_lesson.chain().size();
        m_sceneHand.reset();
        m_hand = updateHandPlacement();
    }
    if (m_lesson.schedulePending())
        side->setMessage(tr("Working out the budget optimum for %1 layers; store-all is shown meanwhile.")
                             .arg(m_lesson.chain().size()),
                         false);
    updateModelBudget();
    showSchedule(shownSchedule());
}

const gml::CheckpointSchedule& CheckpointLessonPresenter::shownSchedule() const
{
    return m_hand ? *m_hand : m_lesson.schedule();
}

void CheckpointLessonPresenter::handPlacementChanged()
{
    m_hand = updateHandPlacement();
    m_sceneCursor = 0;
    m_fileScheduleShown = false;
    showSchedule(*m_hand);
}

void CheckpointLessonPresenter::showSchedule(const gml::CheckpointSchedule& schedule)
{
    const gml::CheckpointSchedule& storeAll = m_lesson.storeAll();
    const double bandwidth = CheckpointLesson::kHostBandwidthBytesPerMs;
    m_view->timeline()->setSchedule(schedule, m_lesson.chain(), bandwidth);
    m_view->charts()->setSchedule(schedule, bandwidth, m_lesson.budgetBytes());
    const auto figures = m_lesson.figuresOf(schedule);
    CheckpointSidePanel* side = m_view->sidePanel();
    side->setSummary(tr("%1: peak %2 against store-all's %3; %4 forwards run again; %5 ms more than store-all (%6%), "
                        "of which %7 ms waiting for copies.")
                         .arg(CheckpointText::title(schedule), bytes(schedule.peakActivationBytes),
                              bytes(storeAll.peakActivationBytes))
                         .arg(schedule.recomputeOps)
                         .arg(figures.extraMs, 0, 'f', 1)
                         .arg(figures.extraPercent, 0, 'f', 0)
                         .arg(schedule.stallMs, 0, 'f', 1));
    showSteps(schedule.timeline);
    QList<std::uint32_t> asked;
    if (const auto* file = m_fileScheduleShown ? m_files.find(m_lesson.chainFile()) : nullptr)
        for (const auto& prediction : file->predictions)
            asked.append(prediction.step);
    m_predictions->reset();
    m_predictionSource.setRun(schedule.timeline, m_stepEnds, m_lesson.chain().size(), m_lesson.chainFile(), asked);
    if (!m_active)
        return;
    const int count = static_cast<int>(schedule.timeline.size());
    m_player.setEventCount(count);
    m_player.setSteps(m_stepEnds);
    // A scene's operation, or the end of the first step: the state its text describes.
    const int first = m_stepEnds.isEmpty() ? 0 : m_stepEnds.front();
    m_player.seek(m_sceneCursor > 0 ? static_cast<int>(m_sceneCursor) - 1 : first);
    showOperation(m_player.cursor());
}

void CheckpointLessonPresenter::showSteps(const gml::CheckpointTrace& timeline)
{
    const CheckpointSteps steps(timeline);
    m_stepEnds = steps.stepEnds();
    m_stepTexts.clear();
    QStringList titles;
    for (const auto& step : steps.steps()) {
        titles.append(CheckpointSteps::title(step));
        m_stepTexts.append(CheckpointSteps::narration(step));
    }
    m_view->sidePanel()->setStepTitles(titles);
}

void CheckpointLessonPresenter::showOperation(int event)
{
    const auto& timeline = shownSchedule().timeline;
    if (timeline.empty())
        return;
    const auto index = std::min(static_cast<std::size_t>(std::max(event, 0)), timeline.size() - 1);
    m_view->timeline()->setCursor(index + 1);
    m_view->charts()->setCursor(index + 1);
    CheckpointSidePanel* side = m_view->sidePanel();
    int step = m_player.step();
    // A prediction step not answered yet keeps the step before on screen: its text is the answer.
    if (m_predictions->withholds(step, static_cast<int>(index)))
        --step;
    QString text = m_stepTexts.value(step);
    // Presenting, the side panel is folded and the caption is what the room reads: the question is said
    // there, and then what happened.
    if (m_presenting && m_presenting())
        text = m_predictions->caption(text);
    if (step >= 0 && step < m_stepEnds.size())
        side->showStep(step, static_cast<int>(m_stepEnds.size()), static_cast<int>(index), static_cast<int>(timeline.size()),
                       m_stepEnds[step], text);
    side->setOperation(CheckpointText::explain(timeline, index));
    if (m_scene) // a "show me" scene narrates its own moment
        showSceneNarration();
}

void CheckpointLessonPresenter::updateModelBudget()
{
    m_modelBudget.update(m_lesson.settings());
}

void CheckpointLessonPresenter::resetHandPlacement()
{
    // Start from Chen's plan, a checkpoint every ceil(sqrt(N)) layers, for the learner to improve on.
    const std::uint32_t n = m_lesson.chain().size();
    const auto every = static_cast<std::uint32_t>(std::ceil(std::sqrt(static_cast<double>(n))));
    QList<std::uint32_t> checked;
    for (std::uint32_t layer = every; layer < n; layer += every)
        checked.append(layer);
    m_view->sidePanel()->handPlacement()->setLayers(n, checked);
    m_handLayers = n;
    updateHandPlacement();
}

gml::CheckpointSchedule CheckpointLessonPresenter::updateHandPlacement()
{
    auto hand = m_lesson.handSchedule(m_view->sidePanel()->handPlacement()->starts());
    const auto figures = m_lesson.figuresOf(hand);
    m_handFigures = {figures.peakBytes, figures.extraMs, figures.extraPercent};
    m_view->sidePanel()->handPlacement()->setComparison(m_handFigures, std::nullopt);
    return hand;
}

bool CheckpointLessonPresenter::showScene(const QString& scene, QString* error)
{
    auto built = gml::buildCheckpointScene(scene.toStdString());
    if (!built) {
        *error = tr("The checkpointing lesson cannot show “%1”: %2").arg(scene, QString::fromStdString(built.error().message));
        return false;
    }
    const gml::CheckpointScene& shown = built.value();
    // Each scene's chain and schedule, as CheckpointScene builds them, set in the panel so the learner can go on
    // from there.
    CheckpointSettings settings;
    settings.expensiveLayer = 0;
    if (scene == QLatin1String("sqrt")) {
        settings.chain = CheckpointSettings::Chain::Uniform;
        settings.layers = 16;
        settings.schedule = QStringLiteral("sqrt");
    } else if (scene == QLatin1String("selective") || scene == QLatin1String("offload")) {
        settings.chain = CheckpointSettings::Chain::Transformer;
        settings.layers = 8;
        settings.schedule = scene;
    } else if (scene == QLatin1String("rng-mismatch")) {
        settings.chain = CheckpointSettings::Chain::Mlp;
        settings.layers = static_cast<std::uint32_t>(gml::MlpExecutorConfig().layers);
        settings.schedule = QStringLiteral("sqrt");
    } else { // budget-breakdown: store-all against full recomputation on a 7B model
        settings.schedule = QStringLiteral("every-k");
        settings.every = 1;
        m_view->modelBudget()->setConfiguration(QStringLiteral("7b"), gml::TrainingOptimizer::Adam, true, 1);
    }
    m_player.pause();
    m_view->sidePanel()->setSettings(settings);
    m_sceneCursor = shown.schedule ? shown.cursor : 0;
    m_lesson.leaveChainFile(); // the scene's own chain
    m_fileScheduleShown = false;
    QString problem;
    if (!m_lesson.configure(settings, &problem)) {
        *error = problem;
        return false;
    }
    m_view->sidePanel()->setMessage(QString(), false);
    showChainFile();
    m_scene = shown;
    showSceneNarration();
    m_view->showModelBudget(scene == QLatin1String("budget-breakdown"));
    if (shown.execution && shown.reference) {
        CheckpointRunBox* box = m_view->sidePanel()->runBox();
        box->setPreserveRngState(shown.execution->preserveRngState);
        box->setResult({shown.schedule ? CheckpointText::title(*shown.schedule) : QString::fromStdString(shown.execution->schedule),
                        CheckpointLesson::deviceName(*shown.execution), shown.execution->preserveRngState,
                        shown.execution->peakAllocatedBytes, shown.execution->predictedPeakBytes,
                        shown.execution->measuredMs, shown.maxGradRelError, settings.layers,
                        gml::MlpExecutorConfig().shape.batch, gml::MlpExecutorConfig().shape.width,
                        gml::MlpExecutorConfig().shape.dropout, true, shown.execution->predictedPeakBytes});
    }
    return true;
}

LessonScene CheckpointLessonPresenter::scene() const
{
    LessonScene scene;
    scene.lesson = QStringLiteral("activation-checkpointing");
    CheckpointSceneSettings saved;
    saved.settings = m_view->sidePanel()->settings();
    saved.chainFile = m_lesson.chainFile();
    if (m_hand)
        saved.hand = m_view->sidePanel()->handPlacement()->starts();
    scene.scenario = m_hand ? QStringLiteral("by-hand") : saved.settings.schedule;
    scene.settings = saved.write();
    const int cursor = m_active ? m_player.cursor() : static_cast<int>(m_sceneCursor) - 1;
    scene.event = std::max(cursor, 0) + 1;
    scene.step = 1;
    for (int step = 0; step < m_stepEnds.size(); ++step)
        if (m_stepEnds[step] <= cursor)
            scene.step = std::min(step + 2, static_cast<int>(m_stepEnds.size()));
    return scene;
}

bool CheckpointLessonPresenter::openScene(const LessonScene& scene, QString* error)
{
    const auto read = CheckpointSceneSettings::read(scene.settings, scheduleNames(), error);
    if (!read)
        return false;
    const gml::CheckpointChainScript* script = read->chainFile.isEmpty() ? nullptr : m_files.find(read->chainFile);
    if (!read->chainFile.isEmpty() && script == nullptr) {
        *error = tr("The scene plays the chain file “%1”, which the activation checkpointing lesson does not have.")
                     .arg(read->chainFile);
        return false;
    }
    m_view->sidePanel()->setSettings(read->settings);
    m_lesson.leaveChainFile();
    // The file's chain, which the scene's settings then plan their schedule on.
    if (script && !m_lesson.playChainFile(*script, m_view->sidePanel()->settings(), error))
        return false;
    settingsChanged();
    m_sceneHand = read->hand; // put in by the next scheduleChanged, now or when the planning ends
    openAtOperation(scene.event);
    return true;
}

void CheckpointLessonPresenter::setPredictionRecord(const QJsonObject& record)
{
    m_predictions->setRecord(record);
}

bool CheckpointLessonPresenter::revealPrediction()
{
    return m_active && m_predictions->reveal();
}
