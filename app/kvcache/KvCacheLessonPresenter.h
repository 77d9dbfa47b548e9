#pragma once

#include "app/content/lesson/LessonWords.h"
#include "app/kvcache/KvCacheLesson.h"
#include "app/kvcache/KvPredictionSource.h"
#include "app/kvcache/KvSandbox.h"

#include <QJsonObject>
#include "app/content/scene/LessonScene.h"

#include <QObject>

#include <functional>
#include <optional>

class KvCacheLessonView;
class Player;
class PredictionFlow;

// Joins the paged KV cache lesson's engine side (KvCacheLesson) to its view and to the window's player: the
// player's cursor picks the state the block tables and the side panel show; the side panel picks the
// walkthrough and steps through it; the waste chart's slider and the budget panel's settings are answered
// by the engine. Only the presenter of the lesson on screen follows the player.
class KvCacheLessonPresenter : public QObject
{
    Q_OBJECT

public:
    // Steps forward of at most this many events animate; longer moves and moves back just show the state.
    static constexpr int kAnimatedStride = 64;

    // `scripts`: walkthroughs from content folders, after the built-in ones (one of a built-in id replaces it).
    KvCacheLessonPresenter(KvCacheLessonView* view, Player& player, const NarrationCatalog& narration,
                           const QList<QByteArray>& scripts = {}, QObject* parent = nullptr);

    void activate();
    void deactivate();
    bool isActive() const { return m_active; }
    KvCacheLesson& lesson() { return m_lesson; }
    // Writes everything it shows again in `language`.
    void setLanguage(const QString& language);
    // The current walkthrough's title in the learner's language.
    QString walkthroughTitle() const;

    // A quiz's "show me" link: load `walkthrough` and move the cursor to scene `scene`, animating the step
    // that leads to it. Walkthrough "waste" (scene "chart") and "budget" (scene "panel") bring the waste
    // comparison's or the memory budget's tab forward instead.
    bool showScene(const QString& walkthrough, const QString& scene, QString* error);
    // Loads walkthrough `id` (as gpu-memory-lab-cli kvcache --list names it) at its start; false, naming the
    // walkthroughs there are, for an unknown one.
    bool chooseWalkthrough(const QString& id, QString* error);
    // Where the lesson is (walkthrough, step, event), to open there at the next start; and back there.
    // What is on screen as a scene (LessonScene), with the walkthrough's script in it so that the file
    // stands alone; opening one restores it (a walkthrough this window does not have joins the chooser).
    // False, with the reason, when the scene cannot be shown.
    LessonScene scene() const;
    bool openScene(const LessonScene& scene, QString* error);
    QJsonObject place() const;
    void restorePlace(const QJsonObject& place);
    // Jump to step `step` of the current walkthrough, the block tables moving from the step before it to
    // it in one animation (what a quiz's "show me" link does).
    void goToStep(int step);

    // Predict, then see (PredictionFlow): what was predicted, kept across starts; whether the class is
    // presenting (a choice then waits for the teacher's R, revealPrediction()).
    void setPredictionRecord(const QJsonObject& record);
    void setPresentingQuery(std::function<bool()> presenting) { m_presenting = std::move(presenting); }
    bool revealPrediction();
    PredictionFlow* predictions() const { return m_predictions; }

signals:
    void predictionRecorded(const QJsonObject& record);

private:
    bool load(const QString& id);
    void showEvent(int event);
    void showWaste(int blockSize);
    void showBudget(const QString& modelId, quint64 gpuBytes, double utilization, int blockSize);
    // Gives the player the walkthrough's steps (the current one `step`) and the side panel their list.
    void showSteps(int step);
    // The side panel's list of steps, titled in the learner's language.
    void showStepTitles();
    void showWalkthroughs();
    void showPolicies();
    QString summary() const;
    QString narration(const gml::KvWalkthroughStep& step) const;
    // The words the current walkthrough's tokens stand for, in the learner's language.
    QStringList words() const;
    // The sandbox (KvSandbox): an action done or refused (`message` saying why), the picture moving to it;
    // saving it as a KV script.
    void sandboxDid(bool done, const QString& message);
    void showSandbox(bool moveToEnd);
    void saveSandboxAs();

    KvCacheLesson m_lesson;
    LessonWords m_words;
    KvCacheLessonView* m_view;
    Player& m_player;
    bool m_active = false;
    bool m_wasteShown = false;
    int m_shownEvent = -1; // the event whose state is on screen (-1: none yet)
    // Where the player was when another lesson took it: the lesson comes back there.
    int m_savedCursor = 0;
    int m_savedStep = 0;
    int m_lastCursor = 0; // where the cursor was before its last move: a prediction asks when it enters a step
    KvPredictionSource m_predictionSource;
    KvSandbox m_sandbox;
    PredictionFlow* m_predictions;
    std::function<bool()> m_presenting;
};
