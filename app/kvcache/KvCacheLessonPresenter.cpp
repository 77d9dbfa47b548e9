#include "app/kvcache/KvCacheLessonPresenter.h"

#include <QDir>
#include <QFileDialog>
#include <QJsonDocument>

#include "app/common/PredictionFlow.h"
#include "app/content/common/JsonFile.h"
#include "app/content/common/Player.h"
#include "app/content/kvcache/KvEventText.h"
#include "app/content/kvcache/ServingStepText.h"
#include "app/content/lesson/StepTitle.h"
#include "kvcache/KvModelPreset.h"
#include "widgets/kvcache/BlockTableView.h"
#include "widgets/kvcache/KvBudgetPanel.h"
#include "widgets/kvcache/KvCacheLessonView.h"
#include "widgets/kvcache/KvSandboxBox.h"
#include "widgets/kvcache/KvSidePanel.h"
#include "widgets/kvcache/KvWasteChart.h"

#include <QTabWidget>

namespace {

const QString kFirstWalkthrough = QStringLiteral("fig6");
// "Show me" links to the two panels below the block tables name these in place of a walkthrough.
const QString kWasteScenario = QStringLiteral("waste");
const QString kWasteScene = QStringLiteral("chart");
const QString kBudgetScenario = QStringLiteral("budget");
const QString kBudgetScene = QStringLiteral("panel");

// The chart's order, left to right: the paper's Fig. 2 puts the three Orca baselines before vLLM.
constexpr std::array<gml::KvAllocationPolicy, 4> kChartOrder{
    gml::KvAllocationPolicy::OrcaMax, gml::KvAllocationPolicy::OrcaPow2, gml::KvAllocationPolicy::OrcaOracle,
    gml::KvAllocationPolicy::Paged};

} // namespace

KvCacheLessonPresenter::KvCacheLessonPresenter(KvCacheLessonView* view, Player& player,
                                               const NarrationCatalog& narration, const QList<QByteArray>& scripts,
                                               QObject* parent)
    : QObject(parent), m_words(narration, QStringLiteral("paged-kv-cache")), m_view(view), m_player(player),
      m_predictionSource(m_lesson, [this] { return words(); })
{
    for (const QByteArray& script : scripts) {
        QString ignored; // checked when the catalog loaded it
        m_lesson.addWalkthrough(script, &ignored, true);
    }
    KvSidePanel* side = m_view->sidePanel();
    showWalkthroughs();
    showPolicies();
    m_view->wasteChart()->setWorkload(static_cast<int>(m_lesson.wasteRequestCount()),
                                      KvCacheLesson::kWasteSlots);

    QList<QPair<QString, QString>> models;
    for (const auto& preset : gml::kvModelPresets())
        models.append({QString::fromStdString(preset.id), QString::fromStdString(preset.name)});
    m_view->budgetPanel()->setModels(models);

    m_predictions = new PredictionFlow(m_predictionSource, side->predictionBox(), m_player, this);
    connect(m_predictions, &PredictionFlow::recorded, this, &KvCacheLessonPresenter::predictionRecorded);
    connect(m_predictions, &PredictionFlow::answerShown, this,
            [this](quint64 block) { m_view->blockTable()->setHighlightedBlock(static_cast<gml::KvBlockId>(block)); });
    connect(m_view->blockTable(), &BlockTableView::blockClicked, this, [this](quint32 block) {
        m_predictions->setPresenting(m_presenting && m_presenting());
        m_predictions->pictureClicked(block);
    });
    connect(&m_player, &Player::cursorChanged, this, [this](int event) {
        if (!m_active)
            return;
        const int from = m_lastCursor;
        m_lastCursor = event;
        showEvent(event);
        m_predictions->setPresenting(m_presenting && m_presenting());
        m_predictions->cursorMoved(from, event);
    });
    // Steps that end on the same event (a closing summary) move the step, not the cursor.
    connect(&m_player, &Player::stepChanged, this, [this] {
        if (m_active) {
            const int shown = m_shownEvent;
            m_shownEvent = -1; // the same state, told again
            showEvent(std::max(shown, m_player.cursor()));
        }
    });
    connect(side, &KvSidePanel::walkthroughChosen, this, [this](const QString& id) { load(id); });
    connect(side, &LessonSidePanel::previousStepRequested, &m_player, &Player::previousStep);
    connect(side, &LessonSidePanel::nextStepRequested, &m_player, &Player::nextStep);
    connect(side, &LessonSidePanel::stepChosen, this, [this](int step) { m_player.goToStep(step, true); });
    connect(m_view->wasteChart(), &KvWasteChart::blockSizeChanged, this, &KvCacheLessonPresenter::showWaste);
    connect(m_view->budgetPanel(), &KvBudgetPanel::budgetRequested, this,
            &KvCacheLessonPresenter::showBudget);
    m_view->blockTable()->setTokenText([this](std::int32_t token) { return KvEventText::token(token, words()); });

    KvSandboxBox* sandbox = side->sandbox();
    connect(sandbox, &KvSandboxBox::addRequested, this, [this](int tokens, const QString& sharedWith) {
        QString message;
        sandboxDid(m_sandbox.add(m_sandbox.unusedName(), tokens, sharedWith, &message), message);
    });
    connect(sandbox, &KvSandboxBox::decodeRequested, this, [this](const QString& request, int tokens) {
        QString message;
        sandboxDid(m_sandbox.decode(request, tokens, &message), message);
    });
    connect(sandbox, &KvSandboxBox::forkRequested, this, [this](const QString& request) {
        QString message;
        sandboxDid(m_sandbox.fork(m_sandbox.unusedName(), request, &message), message);
    });
    connect(sandbox, &KvSandboxBox::abortRequested, this, [this](const QString& request) {
        QString message;
        sandboxDid(m_sandbox.abort(request, &message), message);
    });
    connect(sandbox, &KvSandboxBox::undoRequested, this, [this] { sandboxDid(m_sandbox.undo(), QString()); });
    connect(sandbox, &KvSandboxBox::saveRequested, this, &KvCacheLessonPresenter::saveSandboxAs);

    // OPT-13B on a 40 GiB GPU: the paper's running example and the kvcache command's default.
    m_view->budgetPanel()->setInputs(QStringLiteral("opt-13b"), 40.0, gml::kDefaultGpuMemoryUtilization,
                                     static_cast<int>(gml::kDefaultKvBlockSize));
    load(kFirstWalkthrough);
}

void KvCacheLessonPresenter::activate()
{
    m_active = true;
    m_player.setUnit(Player::Unit::Event);
    // The waste comparison runs on first sight, not at start-up: most sessions open other lessons first.
    if (!m_wasteShown)
        showWaste(m_view->wasteChart()->blockSize());
    m_player.setEventCount(static_cast<int>(m_lesson.walkthrough().trace.size()));
    m_player.setSteps(m_lesson.stepEnds(), m_savedStep);
    m_player.seek(m_savedCursor);
    m_shownEvent = -1;
    showEvent(m_player.cursor());
}

void KvCacheLessonPresenter::showStepTitles()
{
    QStringList titles;
    for (const auto& info : m_lesson.walkthrough().steps)
        titles.append(StepTitle::fromNarration(narration(info)));
    m_view->sidePanel()->setStepTitles(titles);
}

void KvCacheLessonPresenter::showSteps(int step)
{
    showStepTitles();
    if (m_active)
        m_player.setSteps(m_lesson.stepEnds(), step);
}

void KvCacheLessonPresenter::setLanguage(const QString& language)
{
    m_words.setLanguage(language);
    showWalkthroughs();
    showPolicies();
    if (!m_lesson.hasWalkthrough())
        return;
    m_view->sidePanel()->setCurrentWalkthrough(QString::fromStdString(m_lesson.walkthrough().id));
    m_view->sidePanel()->setSummary(summary());
    showStepTitles();
    m_predictions->retranslate();
    const int shown = m_shownEvent;
    m_shownEvent = -1; // the same state, written again
    showEvent(std::max(shown, 0));
}

void KvCacheLessonPresenter::showWalkthroughs()
{
    QList<QPair<QString, QString>> walkthroughs;
    for (const QString& id : m_lesson.walkthroughIds())
        walkthroughs.append({id, m_words.text(id + QStringLiteral("/title"))});
    m_view->sidePanel()->setWalkthroughs(walkthroughs);
}

void KvCacheLessonPresenter::showPolicies()
{
    QStringList policies;
    for (const auto policy : kChartOrder)
        switch (policy) {
        //: The paper's names of the systems compared (Kwon et al., Fig. 2).
        case gml::KvAllocationPolicy::Paged: policies.append(tr("vLLM (paged)")); break;
        case gml::KvAllocationPolicy::OrcaMax: policies.append(tr("Orca (Max)")); break;
        case gml::KvAllocationPolicy::OrcaPow2: policies.append(tr("Orca (Pow2)")); break;
        case gml::KvAllocationPolicy::OrcaOracle: policies.append(tr("Orca (Oracle)")); break;
        }
    m_view->wasteChart()->setPolicies(policies);
}

bool KvCacheLessonPresenter::chooseWalkthrough(const QString& id, QString* error)
{
    const QStringList ids = m_lesson.walkthroughIds();
    if (!ids.contains(id)) {
        *error = tr("The paged KV cache lesson has no walkthrough “%1”: choose one of %2.").arg(id, ids.join(QStringLiteral(", ")));
        return false;
    }
    return load(id);
}

QString KvCacheLessonPresenter::walkthroughTitle() const
{
    return m_lesson.hasWalkthrough()
               ? m_words.text(QString::fromStdString(m_lesson.walkthrough().id) + QStringLiteral("/title"))
               : QString();
}

QString KvCacheLessonPresenter::summary() const
{
    return m_lesson.hasWalkthrough()
               ? m_words.text(QString::fromStdString(m_lesson.walkthrough().id) + QStringLiteral("/summary"))
               : QString();
}

QStringList KvCacheLessonPresenter::words() const
{
    if (!m_lesson.hasWalkthrough())
        return {};
    // The content's words stand for the tokens only when there is one for each the walkthrough names.
    const QStringList words = m_words.words(QString::fromStdString(m_lesson.walkthrough().id) + QStringLiteral("/words"));
    return static_cast<std::size_t>(words.size()) == m_lesson.walkthrough().trace.tokenNames().size() ? words
                                                                                                     : QStringList();
}

QString KvCacheLessonPresenter::narration(const gml::KvWalkthroughStep& step) const
{
    if (step.serving)
        return ServingStepText::narrate(*step.serving);
    const QString scene = QString::fromStdString(step.scene);
    const QString text = m_words.text(
        QStringLiteral("%1/step/%2").arg(QString::fromStdString(m_lesson.walkthrough().id), scene), step.facts);
    // A step done by hand says what was done, unless a teacher narrated it.
    if (text.isEmpty() && scene.startsWith(QLatin1String(KvSandbox::kHandStepPrefix)))
        return KvSandbox::describe(m_sandbox.script(), scene, m_lesson.walkthrough().sequenceNames);
    return text;
}

void KvCacheLessonPresenter::deactivate()
{
    if (m_active) {
        m_savedCursor = m_player.cursor();
        m_savedStep = m_player.step();
    }
    m_active = false;
}

bool KvCacheLessonPresenter::load(const QString& id)
{
    QString error;
    if (!m_lesson.load(id, &error)) {
        m_view->sidePanel()->setMessage(error, true);
        return false;
    }
    m_view->sidePanel()->setMessage(QString(), false);
    m_view->sidePanel()->setCurrentWalkthrough(id);
    m_view->sidePanel()->setSummary(summary());
    m_predictions->reset();
    m_sandbox.start(m_lesson.scriptOf(id));
    showSandbox(false);
    m_shownEvent = -1;
    // A new walkthrough starts at its first step's end, where the first text applies.
    const QList<int> ends = m_lesson.stepEnds();
    m_savedStep = 0;
    m_savedCursor = ends.isEmpty() ? 0 : ends.front();
    if (m_active) {
        m_player.pause();
        m_player.setEventCount(static_cast<int>(m_lesson.walkthrough().trace.size()));
    }
    showSteps(0);
    if (m_active)
        m_player.goToStep(0, false);
    showEvent(m_active ? m_player.cursor() : m_savedCursor);
    return true;
}

void KvCacheLessonPresenter::showEvent(int event)
{
    const auto& walkthrough = m_lesson.walkthrough();
    if (walkthrough.trace.empty())
        return;
    const int last = static_cast<int>(walkthrough.trace.size()) - 1;
    const auto index = static_cast<std::size_t>(std::clamp(event, 0, last));
    const bool stepForward =
        m_shownEvent >= 0 && event > m_shownEvent && event - m_shownEvent <= kAnimatedStride;
    const gml::KvCacheState state = walkthrough.trace.stateAt(index + 1);
    m_view->blockTable()->setState(state, stepForward);
    m_shownEvent = static_cast<int>(index);

    KvSidePanel* side = m_view->sidePanel();
    side->setEventReason(KvEventText::explain(walkthrough.trace, index, words()));
    const int steps = static_cast<int>(walkthrough.steps.size());
    // Not yet shown (inactive): the step the saved place is in.
    int step = std::clamp(m_active ? m_player.step() : m_savedStep, 0, steps - 1);
    // A prediction step not answered yet keeps the step before on screen: its text is the answer.
    if (m_predictions->withholds(step, event))
        --step;
    const auto& info = walkthrough.steps.at(static_cast<std::size_t>(step));
    const int stepEnd = std::clamp(static_cast<int>(info.eventCount) - 1, 0, last); // as stepEnds() has it
    QString text = narration(info);
    // Presenting, the side panel is folded and the caption is what the room reads: the question is said
    // there, and then what happened.
    if (m_presenting && m_presenting())
        text = m_predictions->caption(text);
    side->setScene(QString::fromStdString(info.scene));
    side->showStep(step, steps, static_cast<int>(index), static_cast<int>(walkthrough.trace.size()), stepEnd, text);
    side->setCounts(static_cast<int>(state.freeCount), static_cast<int>(state.numBlocks()),
                    static_cast<int>(state.liveSequences().size()));
}

QJsonObject KvCacheLessonPresenter::place() const
{
    if (!m_lesson.hasWalkthrough())
        return {};
    return {{QStringLiteral("scenario"), QString::fromStdString(m_lesson.walkthrough().id)},
            {QStringLiteral("step"), m_active ? m_player.step() : m_savedStep},
            {QStringLiteral("event"), m_active ? m_player.cursor() : m_savedCursor}};
}

void KvCacheLessonPresenter::restorePlace(const QJsonObject& place)
{
    const QString walkthrough = place.value(QStringLiteral("scenario")).toString();
    QString error;
    // The walkthrough on screen stays as it is (with what was done by hand); another is loaded.
    const bool current = m_lesson.hasWalkthrough() && QString::fromStdString(m_lesson.walkthrough().id) == walkthrough;
    if (walkthrough.isEmpty() || (!current && !chooseWalkthrough(walkthrough, &error)))
        return;
    const int step = place.value(QStringLiteral("step")).toInt();
    const int event = place.value(QStringLiteral("event")).toInt();
    if (m_active) {
        m_player.restorePlace(event, step);
    } else {
        m_savedStep = step;
        m_savedCursor = event;
        m_shownEvent = -1;
        showEvent(event);
    }
}

void KvCacheLessonPresenter::goToStep(int step)
{
    const auto& walkthrough = m_lesson.walkthrough();
    const QList<int> ends = m_lesson.stepEnds();
    if (step < 0 || step >= ends.size() || walkthrough.trace.empty())
        return;
    // Show the step before it first, so that the move to this one animates what the step did.
    const int before = step > 0 ? ends[step - 1] : -1;
    if (before >= 0 && before < ends[step]) {
        m_view->blockTable()->setState(walkthrough.trace.stateAt(static_cast<std::size_t>(before) + 1), false);
        m_shownEvent = before;
    } else {
        m_shownEvent = -1;
    }
    if (!m_active) {
        m_savedStep = step;
        m_savedCursor = ends[step];
        showEvent(ends[step]);
        return;
    }
    m_player.setEventCount(static_cast<int>(walkthrough.trace.size()));
    m_player.setSteps(ends, step);
    const int cursor = m_player.cursor();
    m_player.goToStep(step, false); // cursorChanged shows it, unless the cursor was already there
    if (m_player.cursor() == cursor)
        showEvent(ends[step]);
}

bool KvCacheLessonPresenter::showScene(const QString& walkthrough, const QString& scene, QString* error)
{
    // The waste comparison and the memory budget are panels, not walkthroughs: their links bring the
    // panel's tab forward and leave the block tables as they are.
    if (walkthrough == kWasteScenario || walkthrough == kBudgetScenario) {
        const bool waste = walkthrough == kWasteScenario;
        if (scene != (waste ? kWasteScene : kBudgetScene)) {
            *error = waste ? tr("The waste comparison has no scene “%1”; its links name “%2”.").arg(scene, kWasteScene)
                           : tr("The memory budget has no scene “%1”; its links name “%2”.").arg(scene, kBudgetScene);
            return false;
        }
        if (waste && !m_wasteShown)
            showWaste(m_view->wasteChart()->blockSize());
        m_view->showPage(waste ? KvCacheLessonView::Page::Waste : KvCacheLessonView::Page::Budget);
        return true;
    }
    if (!m_lesson.hasWalkthrough() || QString::fromStdString(m_lesson.walkthrough().id) != walkthrough) {
        if (!m_lesson.load(walkthrough, error))
            return false;
        m_sandbox.start(m_lesson.scriptOf(walkthrough));
        showSandbox(false);
        m_view->sidePanel()->setCurrentWalkthrough(walkthrough);
        m_view->sidePanel()->setSummary(summary());
        m_view->sidePanel()->setMessage(QString(), false);
        m_shownEvent = -1;
        showSteps(0);
        if (m_active)
            m_player.setEventCount(static_cast<int>(m_lesson.walkthrough().trace.size()));
    }
    const auto& steps = m_lesson.walkthrough().steps;
    for (std::size_t i = 0; i < steps.size(); ++i)
        if (QString::fromStdString(steps[i].scene) == scene) {
            goToStep(static_cast<int>(i));
            return true;
        }
    *error = tr("Walkthrough “%1” has no scene “%2”.").arg(walkthrough, scene);
    return false;
}

void KvCacheLessonPresenter::showWaste(int blockSize)
{
    m_wasteShown = true;
    const auto comparison = m_lesson.compareWaste(static_cast<std::uint32_t>(blockSize));
    if (!comparison) {
        m_view->wasteChart()->setError(QString::fromStdString(comparison.error().message));
        return;
    }
    std::array<gml::KvWasteShares, 4> shares;
    for (std::size_t i = 0; i < kChartOrder.size(); ++i)
        shares[i] = comparison.value()[static_cast<std::size_t>(kChartOrder[i])].waste;
    m_view->wasteChart()->setShares(shares, blockSize);
}

void KvCacheLessonPresenter::showBudget(const QString& modelId, quint64 gpuBytes, double utilization,
                                        int blockSize)
{
    const auto budget =
        m_lesson.planBudget(modelId, gpuBytes, utilization, static_cast<std::uint32_t>(blockSize));
    if (budget)
        m_view->budgetPanel()->setBudget(budget.value());
    else
        m_view->budgetPanel()->setError(QString::fromStdString(budget.error().message));
}

LessonScene KvCacheLessonPresenter::scene() const
{
    LessonScene scene;
    scene.lesson = QStringLiteral("paged-kv-cache");
    if (!m_lesson.hasWalkthrough())
        return scene;
    scene.scenario = QString::fromStdString(m_lesson.walkthrough().id);
    // What was done by hand travels with it: the scene opens on the same state, its actions undoable.
    scene.script = m_sandbox.handOps().isEmpty() ? QJsonDocument::fromJson(m_lesson.scriptOf(scene.scenario)).object()
                                                 : m_sandbox.script();
    scene.step = (m_active ? m_player.step() : m_savedStep) + 1;
    scene.event = (m_active ? m_player.cursor() : std::max(m_savedCursor, 0)) + 1;
    return scene;
}

bool KvCacheLessonPresenter::openScene(const LessonScene& scene, QString* error)
{
    QString id = scene.scenario;
    QJsonArray handOps;
    if (!scene.script.isEmpty()) {
        // A walkthrough this window has, and what was done by hand after it: the hand ops are done again in
        // the sandbox, so that Undo takes them back. Any other script joins the chooser as it is.
        const QJsonObject base = KvSandbox::withoutHandSteps(scene.script, &handOps);
        const QString baseId = base.value(QStringLiteral("id")).toString();
        if (!handOps.isEmpty() && QJsonDocument::fromJson(m_lesson.scriptOf(baseId)).object() == base) {
            id = baseId;
        } else {
            handOps = {};
            id = m_lesson.addWalkthrough(QJsonDocument(scene.script).toJson(QJsonDocument::Indented), error);
            if (id.isEmpty())
                return false;
            showWalkthroughs();
        }
    }
    if (!chooseWalkthrough(id, error))
        return false;
    for (const QJsonValue& op : std::as_const(handOps))
        if (!m_sandbox.apply(op.toObject(), error))
            return false;
    if (!handOps.isEmpty())
        showSandbox(true);
    const int steps = static_cast<int>(m_lesson.walkthrough().steps.size());
    if (scene.step > steps) {
        *error = tr("The scene opens at step %1, but its walkthrough has %2 steps.").arg(scene.step).arg(steps);
        return false;
    }
    const int last = static_cast<int>(m_lesson.walkthrough().trace.size()) - 1;
    QJsonObject place{{QStringLiteral("scenario"), id}, {QStringLiteral("step"), scene.step - 1}};
    place.insert(QStringLiteral("event"), scene.event > 0 ? std::min(scene.event - 1, last) : m_lesson.stepEnds().value(scene.step - 1));
    restorePlace(place);
    return true;
}

void KvCacheLessonPresenter::setPredictionRecord(const QJsonObject& record)
{
    m_predictions->setRecord(record);
}

bool KvCacheLessonPresenter::revealPrediction()
{
    return m_active && m_predictions->reveal();
}

void KvCacheLessonPresenter::sandboxDid(bool done, const QString& message)
{
    m_view->sidePanel()->setMessage(message, !done && !message.isEmpty());
    if (done)
        showSandbox(true);
}

void KvCacheLessonPresenter::showSandbox(bool moveToEnd)
{
    KvSandboxBox* box = m_view->sidePanel()->sandbox();
    box->setRequests(m_sandbox.liveRequests());
    box->setCanUndo(!m_sandbox.handOps().isEmpty());
    if (!moveToEnd || !m_sandbox.walkthrough())
        return;
    m_lesson.setWalkthrough(*m_sandbox.walkthrough());
    m_predictions->reset();
    showStepTitles();
    // The picture moves from the step before to the last one, animating what was just done.
    goToStep(static_cast<int>(m_lesson.walkthrough().steps.size()) - 1);
}

void KvCacheLessonPresenter::saveSandboxAs()
{
    const QString suggested = QDir::home().filePath(QString::fromStdString(m_lesson.walkthrough().id) + QStringLiteral("-sandbox.json"));
    const QString path = QFileDialog::getSaveFileName(m_view, tr("Save as a scenario file"), suggested, tr("KV scripts (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeFileAtomically(path, m_sandbox.scriptText(), &error)) {
        m_view->sidePanel()->setMessage(error, true);
        return;
    }
    m_view->sidePanel()->setMessage(
        tr("Saved to %1. It runs in gpu-memory-lab-cli kvcache --script, and in the lesson from a content folder's "
           "scenarios/kvcache/ (--content).").arg(QDir::toNativeSeparators(path)),
        false);
}
