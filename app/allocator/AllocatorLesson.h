#pragma once

#include "allocator/AllocatorScenario.h"
#include "allocator/ScenarioRunner.h"
#include "device/Device.h"
#include "trace/AllocatorTimeline.h"

#include <QObject>
#include <QString>

#include <deque>
#include <memory>
#include <optional>

// The caching-allocator lesson's engine side: runs a built-in scenario under a configuration on a device,
// keeps its trace and timeline, and lets the learner go on by hand (allocate, free, empty_cache). On the
// simulated device the capacity is the scenario's; on a real GPU the allocator is limited to it with a
// per-process memory fraction, as torch.cuda.set_per_process_memory_fraction does.
class AllocatorLesson : public QObject
{
    Q_OBJECT

public:
    // `gpu`: the real device when CUDA drives the engines, else null (a simulated device is made per run).
    explicit AllocatorLesson(gml::Device* gpu = nullptr, QObject* parent = nullptr);
    ~AllocatorLesson() override;

    // Runs scenario `id` from the start with PYTORCH_CUDA_ALLOC_CONF `conf` on `capacity` bytes (0: the
    // scenario's own). False, with the reason, for an unknown scenario or a bad configuration; the previous
    // run then stays as it was.
    // With `keepHandActions`, what the learner did by hand after it is done again on the new run (the
    // same program under other settings); otherwise it is forgotten.
    bool run(const QString& id, const QString& conf, std::uint64_t capacity, QString* error,
             bool keepHandActions = false);

    // The scenarios it can run (the built-in ones unless told otherwise), in the chooser's order.
    void setScenarios(const std::vector<gml::AllocatorScenario>& scenarios);
    const std::deque<gml::AllocatorScenario>& scenarios() const { return m_scenarios; }
    // One more, as a scene file brings it; false when its id is taken (the caller renames it).
    bool addScenario(gml::AllocatorScenario scenario);
    const gml::AllocatorScenario* findScenario(const QString& id) const;

    bool hasRun() const { return m_runner != nullptr; }
    const gml::ScenarioRunner& runner() const { return *m_runner; }
    const gml::AllocatorScenario& scenario() const { return m_runner->scenario(); }
    QString configText() const { return m_conf; }
    std::uint64_t capacity() const { return m_capacity; }
    const gml::AllocatorTrace& trace() const { return m_runner->trace(); }
    const gml::AllocatorTimeline& timeline() const { return m_timeline; }
    gml::AllocatorStats liveStats() const { return m_runner->allocator().stats(); }

    // The scenario step whose events include `event` (the last step for events made by hand).
    std::size_t stepOfEvent(std::size_t event) const;
    // The event each scenario step ends on: the state its narration describes (a step that made no event
    // ends where the one before it did).
    QList<int> stepEnds() const;
    QString deviceDescription() const;
    // Whether the run is the one the scenario's narration was written for: PyTorch's default settings on the
    // scenario's own capacity. Under others, its figures, out-of-memory statements and advice may not hold.
    bool runsAsWritten() const;

    // By hand, after the scenario, with the scenario's tensor names (a line of PyTorch the learner typed,
    // or a button): false with the reason when the name is wrong or the allocator refused or ran out of
    // memory (the call then still happened: an out-of-memory releases the cache on the way).
    bool perform(const gml::ScenarioAction& action, QString* message);
    bool allocate(std::uint64_t bytes, gml::StreamId stream, QString* message); // names it tensor_N
    bool free(std::uint64_t address, QString* message);
    void emptyCache();
    // Takes back the last thing done by hand: the scenario runs again and the rest is done again.
    bool undo();
    const std::vector<gml::ScenarioAction>& handActions() const { return m_handActions; }
    // What is on screen as a scenario of its own, named `id`: the scenario's steps, then one step per thing
    // done by hand ("by-hand-1", ...), under the settings and capacity of the run. Written out
    // (AllocatorScriptWriter), it runs to the same state anywhere: what a learner sends, or a teacher narrates.
    gml::AllocatorScenario sandboxScenario(const std::string& id) const;

signals:
    void traceChanged();

private:
    void traceGrew();
    QString refusal(gml::AllocatorErrorCode code) const;

    gml::Device* m_gpu;
    std::unique_ptr<gml::Device> m_simulated;
    std::unique_ptr<gml::ScenarioRunner> m_runner;
    // A deque: adding one keeps the running scenario, which the runner refers to, where it is.
    std::deque<gml::AllocatorScenario> m_scenarios;
    std::vector<gml::ScenarioAction> m_handActions;
    int m_handNames = 0; // tensor_1, tensor_2, ... for allocations made with the button
    gml::AllocatorTimeline m_timeline;
    QString m_conf;
    std::uint64_t m_capacity = 0;
};
