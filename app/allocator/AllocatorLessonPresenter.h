#pragma once

#include "app/allocator/AllocatorLesson.h"
#include "app/allocator/AllocatorPredictionSource.h"
#include "app/content/lesson/LessonWords.h"
#include "app/content/scene/LessonScene.h"

#include <QJsonObject>
#include <QObject>

#include <functional>

class AllocatorLessonView;
class PredictionFlow;
class Player;

// Joins the allocator lesson's engine side (AllocatorLesson) to its view and to the window's player: the
// player's cursor picks the state the map, charts and side panel show; the side panel's requests re-run the
// scenario or act on the allocator by hand. Only the presenter of the lesson on screen follows the player.
class AllocatorLessonPresenter : public QObject
{
    Q_OBJECT

public:
    AllocatorLessonPresenter(AllocatorLessonView* view, Player& player, gml::Device* gpu,
                             const NarrationCatalog& narration, const std::vector<gml::AllocatorScenario>& scenarios,
                             QObject* parent = nullptr);

    void activate();
    void deactivate();
    AllocatorLesson& lesson() { return m_lesson; }
    // Writes everything it shows again in `language` (the narration, and the tr() sentences, whose
    // translator the window has installed already).
    void setLanguage(const QString& language);
    // The current scenario's title in the learner's language.
    QString scenarioTitle() const;

    // Runs scenario `id` (as gpu-memory-lab-cli allocator --list names it) from its start; false, naming the
    // scenarios there are, for an unknown one.
    bool chooseScenario(const QString& id, QString* error);
    // Where the lesson is (scenario, settings, step, event), to open there at the next start; and back there.
    QJsonObject place() const;
    void restorePlace(const QJsonObject& place);
    // A quiz's "show me" link: run `scenario` under `conf` and move the cursor to the end of scene `scene`.
    bool showScene(const QString& scenario, const QString& scene, const QString& conf, QString* error);
    // Writes the sandbox (the scenario and what was done by hand, under the run's settings) to `path` as a
    // scenario file named after it; false with the reason, in the learner's language, when it cannot.
    bool saveSandbox(const QString& path, QString* error) const;
    // What is on screen as a scene (LessonScene): the scenario with what was done by hand as its script, the
    // settings, the step and event. Opening one restores it: a built-in scenario runs as itself, with the
    // rest done again by hand (Undo takes it back); a scenario this window does not have joins the chooser.
    // False, with the reason, when the scene cannot be shown; the lesson then stays as it was.
    LessonScene scene() const;
    bool openScene(const LessonScene& scene, QString* error);

    // Predict, then see (PredictionFlow): what was predicted, kept across starts, and whether the
    // class is presenting (a choice then waits for the teacher's R, revealPrediction()).
    void setPredictionRecord(const QJsonObject& record);
    void setPresentingQuery(std::function<bool()> presenting) { m_presenting = std::move(presenting); }
    bool revealPrediction();
    PredictionFlow* predictions() const { return m_predictions; }

signals:
    void predictionRecorded(const QJsonObject& record);

private:
    // Runs `scenario` again; a new scenario starts from its own capacity, the same one keeps `capacity`.
    bool rerun(const QString& scenario, const QString& conf, std::uint64_t capacity);
    // Runs `scenario` under `conf` on `capacity` bytes (0: its own), at its first step.
    bool run(const QString& scenario, const QString& conf, std::uint64_t capacity, bool keepHandActions = false);
    // A line of PyTorch typed in the sandbox.
    void runLine(const QString& line);
    void traceChanged(bool seekToEnd);
    void showEvent(int event);
    // Gives the player the scenario's steps, the cursor at step `step`'s end, and the side panel their list.
    void showSteps(int step);
    // The side panel's list of steps, titled in the learner's language.
    void showStepTitles();
    QString stepText(std::size_t step) const;
    void showScenarios();
    void showRunMessage();
    QString originOf(std::uint64_t address) const;
    void compare();
    // Asks where to save the sandbox, saves it and says where it went (or why it did not).
    void saveSandboxAs();

    AllocatorLesson m_lesson;
    LessonWords m_words;
    AllocatorLessonView* m_view;
    Player& m_player;
    bool m_active = false;
    // Where the lesson was when another lesson took the player: it comes back there.
    int m_savedCursor = -1;
    int m_savedStep = 0;
    int m_lastCursor = 0; // where the cursor was before its last move: a prediction asks when it enters a step
    AllocatorPredictionSource m_predictionSource;
    PredictionFlow* m_predictions;
    std::function<bool()> m_presenting;
};
