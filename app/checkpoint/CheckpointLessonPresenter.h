#pragma once

#include "app/checkpoint/CheckpointChainFiles.h"
#include "app/checkpoint/CheckpointLesson.h"
#include "app/checkpoint/CheckpointModelBudget.h"
#include "app/checkpoint/CheckpointPredictionSource.h"
#include "app/content/lesson/LessonWords.h"
#include "widgets/checkpoint/CheckpointHandPlacement.h"

#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ModelMemoryBudget.h"

#include "app/content/scene/LessonScene.h"

#include <QJsonObject>
#include <QObject>

#include <functional>
#include <optional>

class CheckpointLessonView;
class Player;
class PredictionFlow;

// Joins the checkpointing lesson's engine side (CheckpointLesson) to its view and to the window's player: the
// player's cursor walks the schedule's operations, and the timeline, charts and side panel show the step at
// that point; the side panel's choices re-plan; the whole-model budget follows the schedule. Only the
// presenter of the lesson on screen follows the player.
class CheckpointLessonPresenter : public QObject
{
    Q_OBJECT

public:
    // `chainFiles`: the chain files a learner can play (CourseCatalog::checkpointChains), built-in and a
    // content folder's.
    CheckpointLessonPresenter(CheckpointLessonView* view, Player& player, const NarrationCatalog& narration,
                              const std::vector<gml::CheckpointChainScript>& chainFiles = {}, QObject* parent = nullptr);

    void activate();
    // Puts the cursor on operation `operation` (1-based) once the schedule is on screen: now, or when its
    // planning ends.
    void openAtOperation(int operation);
    void deactivate();
    CheckpointLesson& lesson() { return m_lesson; }
    // Writes everything it shows again in `language`.
    void setLanguage(const QString& language);

    // Plans schedule `name` (as gpu-memory-lab-cli checkpoint --list names it) on the chain on screen;
    // false, naming the schedules there are, for an unknown one.
    bool chooseSchedule(const QString& name, QString* error);
    // Plays chain file `id`: its chain, its schedule (checkpoints placed by hand in the hand placement), its
    // comparisons beside it, the cursor where it says; the side panel's settings as close to it as they go.
    // False, naming the files there are, for an unknown one.
    bool chooseChainFile(const QString& id, QString* error);
    const CheckpointChainFiles& chainFiles() const { return m_files; }
    // Writes what is on screen to `path` as a chain file named for the file (the chain, the schedule or the
    // checkpoints placed by hand, the chain file's comparisons, the cursor): false, with the reason, when it
    // cannot be written.
    bool saveChain(const QString& path, QString* error) const;
    // --scenario NAME: schedule NAME on the chain on screen, or else chain file NAME.
    bool chooseScenario(const QString& name, QString* error);
    // A quiz's "show me" link: sqrt, selective, offload, rng-mismatch or budget-breakdown.
    bool showScene(const QString& scene, QString* error);
    // What is on screen as a scene (LessonScene): the chain, the schedule and its knobs, the checkpoints
    // placed by hand while placing them, and the operation. Opening one restores it; false, with the
    // reason, for settings the lesson does not have.
    LessonScene scene() const;
    bool openScene(const LessonScene& scene, QString* error);

    // Predict, then see (PredictionFlow), at the steps a chain file lists under "predict" while its schedule
    // is on screen: what was predicted, kept across starts; whether the class is presenting (a choice then
    // waits for the teacher's R, revealPrediction()).
    void setPredictionRecord(const QJsonObject& record);
    void setPresentingQuery(std::function<bool()> presenting) { m_presenting = std::move(presenting); }
    bool revealPrediction();
    PredictionFlow* predictions() const { return m_predictions; }

signals:
    void predictionRecorded(const QJsonObject& record);

private:
    void settingsChanged();
    // "Save as a scenario file…": asks where, saves, and says where it went and what runs it.
    void saveChainAs();
    void scheduleChanged();
    void showOperation(int event);
    // The shown timeline's steps, their titles in the list, and the player's steps while the lesson is open.
    void showSteps(const gml::CheckpointTrace& timeline);
    void updateModelBudget();
    // Plans the ticked checkpoints and compares them with the optimum at their peak; returns the plan.
    gml::CheckpointSchedule updateHandPlacement();
    // The learner ticked a box: the hand plan becomes the schedule on screen, timeline and memory curve.
    void handPlacementChanged();
    // The hand plan while the learner is placing checkpoints, else the schedule chosen in the panel.
    const gml::CheckpointSchedule& shownSchedule() const;
    void showSchedule(const gml::CheckpointSchedule& schedule);
    void resetHandPlacement();
    void showSchedules();
    // The schedules' names, as gpu-memory-lab-cli checkpoint --list gives them.
    static QStringList scheduleNames();
    void showSceneNarration();
    // The chain file on screen and what it plays, or none.
    void showChainFile();

    CheckpointLesson m_lesson;
    CheckpointChainFiles m_files;
    LessonWords m_words;
    CheckpointLessonView* m_view;
    CheckpointModelBudget m_modelBudget;
    Player& m_player;
    bool m_active = false;
    QList<int> m_stepEnds;         // the shown timeline's steps, by the operation (index) each ends on
    QStringList m_stepTexts;      // and what each says at its end
    std::optional<gml::CheckpointScene> m_scene; // the scene a "show me" link put on screen, until the settings change
    std::size_t m_sceneCursor = 0; // where a scene puts the cursor once its schedule is on screen (0: start)
    std::uint32_t m_handLayers = 0; // the chain length the hand strip was made for
    CheckpointHandPlacement::Figures m_handFigures;
    // On screen while the learner places checkpoints by hand; gone when a schedule is chosen again.
    std::optional<gml::CheckpointSchedule> m_hand;
    bool m_resetHand = false;
    // Checkpoints a scene placed by hand (0-based layers whose input is kept), put in once its chain is planned.
    std::optional<QList<std::uint32_t>> m_sceneHand;
    // The chain file's own schedule is on screen (not another, nor checkpoints moved by hand): its
    // predictions ask.
    bool m_fileScheduleShown = false;
    int m_lastCursor = 0; // where the cursor was before its last move: a prediction asks when it enters a step
    CheckpointPredictionSource m_predictionSource;
    PredictionFlow* m_predictions = nullptr;
    std::function<bool()> m_presenting; // the settings changed: the next schedule starts the hand strip afresh
};
