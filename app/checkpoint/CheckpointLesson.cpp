#include "app/checkpoint/CheckpointLesson.h"

#include "app/content/checkpoint/CheckpointChainText.h"
#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/NumberText.h"
#include "checkpoint/CheckpointExecutor.h"
#include "device/SimulatedDevice.h"

#include <QThread>

#include <algorithm>
#include <exception>
#include <memory>

namespace {

gml::CheckpointChain mlpChain(std::uint32_t layers)
{
    gml::SimulatedDevice device;
    gml::MlpExecutorConfig config;
    config.layers = layers;
    auto executor = gml::CheckpointExecutor::create(device, config);
    return executor ? executor.value()->chain() : gml::CheckpointChain::uniform(layers, 64 * 1024);
}

constexpr std::uint64_t kMiB = 1024 * 1024;

double percentOf(double part, double whole)
{
    return whole > 0 ? 100.0 * part / whole : 0.0;
}

} // namespace

template <typename Work, typename Done> void CheckpointLesson::inBackground(Work work, Done done)
{
    // QThread::create rather than QtConcurrent (not linked); the result crosses back to this object's thread
    // through the queued finished() connection.
    using Result = decltype(work());
    auto result = std::make_shared<std::optional<Result>>();
    QThread* thread = QThread::create([work = std::move(work), result]() mutable {
        try {
            result->emplace(work());
        } catch (const std::exception&) {
            // Left empty: done() is not called, as though the settings had moved on.
        }
    });
    m_workers.append(thread);
    connect(thread, &QThread::finished, this, [this, thread, result, done = std::move(done)]() mutable {
        m_workers.removeOne(thread);
        thread->deleteLater();
        if (*result)
            done(std::move(**result));
    });
    thread->start(QThread::LowPriority);
}

CheckpointLesson::CheckpointLesson(QObject* parent) : QObject(parent) {}

CheckpointLesson::~CheckpointLesson()
{
    // The workers own copies of what they read; they only need to finish before their QThread objects go.
    for (QThread* thread : std::as_const(m_workers)) {
        thread->wait();
        delete thread;
    }
}

QString CheckpointLesson::deviceName(const gml::CheckpointExecution& execution)
{
    return execution.deviceName.empty() ? tr("simulated GPU of %1").arg(NumberText::bytes(execution.deviceBytes))
                                        : QString::fromStdString(execution.deviceName);
}

gml::CheckpointChain CheckpointLesson::makeChain(const CheckpointSettings& settings)
{
    const std::uint32_t n = std::max<std::uint32_t>(settings.layers, 1);
    gml::CheckpointChain chain;
    switch (settings.chain) {
    case CheckpointSettings::Chain::Uniform: chain = gml::CheckpointChain::uniform(n, settings.activationMiB * kMiB, 1.0, 2.0); break;
    case CheckpointSettings::Chain::Transformer: chain = gml::CheckpointChain::transformer(gml::TransformerLayerShape::gpt22b(), n); break;
    case CheckpointSettings::Chain::Mlp: chain = mlpChain(n); break;
    }
    // One layer of another size: what it keeps in every way of running it (a uniform layer saves its input).
    if (settings.chain == CheckpointSettings::Chain::Uniform && settings.otherSizeLayer >= 1 && settings.otherSizeLayer <= n) {
        gml::ChainLayer layer = chain[settings.otherSizeLayer - 1];
        layer.inputBytes = layer.savedBytes = layer.selectiveBytes = settings.otherSizeMiB * kMiB;
        chain.setLayer(settings.otherSizeLayer - 1, layer);
    }
    if (settings.expensiveLayer >= 1 && settings.expensiveLayer <= n && settings.factor != 1.0) {
        gml::ChainLayer layer = chain[settings.expensiveLayer - 1];
        layer.forwardMs *= settings.factor;
        layer.backwardMs *= settings.factor;
        layer.partMs *= settings.factor;
        chain.setLayer(settings.expensiveLayer - 1, layer);
    }
    return chain;
}

gml::ScheduleOptions CheckpointLesson::makeOptions(const CheckpointSettings& settings, const gml::CheckpointChain& chain)
{
    gml::ScheduleOptions options;
    options.every = std::min(settings.every, chain.size());
    options.snapshots = std::min(settings.snapshots, chain.size());
    options.hostBandwidthBytesPerMs = kHostBandwidthBytesPerMs;
    if (settings.schedule == QLatin1String("budget") || settings.schedule == QLatin1String("chen-greedy")) {
        // A share of store-all's peak, never below what the chain needs at the least (budget 0 = recompute
        // everything, as torch.compile's activation_memory_budget means it).
        const auto wanted = static_cast<std::uint64_t>(std::clamp(settings.budgetFraction, 0.0, 1.0) *
                                                       static_cast<double>(gml::storeAllSchedule(chain).peakActivationBytes));
        options.budgetBytes = std::max(wanted, chain.minimumPeakBytes());
    }
    return options;
}

gml::ScheduleOptions CheckpointLesson::options() const
{
    return makeOptions(m_settings, m_chain);
}

std::optional<std::uint64_t> CheckpointLesson::budgetBytes() const
{
    return options().budgetBytes;
}

CheckpointLesson::Figures CheckpointLesson::figuresOf(const gml::CheckpointSchedule& schedule) const
{
    const double extra = schedule.totalMs() - m_storeAll.totalMs();
    return {schedule.peakActivationBytes, extra, percentOf(extra, m_storeAll.totalMs())};
}

bool CheckpointLesson::sameChain(const CheckpointSettings& a, const CheckpointSettings& b)
{
    return a.chain == b.chain && a.layers == b.layers && a.activationMiB == b.activationMiB &&
           a.otherSizeLayer == b.otherSizeLayer && a.otherSizeMiB == b.otherSizeMiB &&
           a.expensiveLayer == b.expensiveLayer && a.factor == b.factor;
}

std::optional<gml::CheckpointChainPlan> CheckpointLesson::playChainFile(const gml::CheckpointChainScript& script,
                                                                        const CheckpointSettings& settings, QString* error)
{
    auto plan = gml::CheckpointChainScriptReader::plan(script);
    if (!plan) {
        *error = CheckpointChainText::problem(plan.error()); // said to the learner, in their language
        return std::nullopt;
    }
    m_settings = settings;
    m_configured = true;
    m_chainFile = QString::fromStdString(script.id);
    m_chain = script.chain;
    m_filePlan = plan.value();
    m_fileCompare = script.compare;
    m_scheduleSpec = script.schedule;
    m_storeAll = gml::storeAllSchedule(m_chain);
    ++m_generation;
    m_schedulePending = false;
    m_schedule = plan.value().schedule;
    startTradeOff();
    emit scheduleChanged();
    return m_filePlan;
}

void CheckpointLesson::leaveChainFile()
{
    m_chainFile.clear();
    m_filePlan.reset();
    m_fileCompare.clear();
}

gml::CheckpointChainScript CheckpointLesson::sandboxScript(const std::string& id, const QList<std::uint32_t>& handStarts,
                                                           std::optional<std::size_t> operations) const
{
    gml::CheckpointChainScript script;
    script.id = id;
    script.chain = m_chain;
    script.schedule = m_scheduleSpec;
    if (!handStarts.isEmpty()) {
        script.schedule = {};
        script.schedule.name = "by-hand";
        for (const std::uint32_t start : handStarts) // a segment starting at layer k (0-based) keeps layer k + 1's input
            script.schedule.checkpoints.push_back(start + 1);
    }
    script.compare = m_fileCompare;
    if (operations) {
        script.cursor.kind = gml::CheckpointCursor::Kind::Operation;
        script.cursor.operation = *operations;
    }
    return script;
}

bool CheckpointLesson::configure(const CheckpointSettings& settings, QString* error)
{
    // The file's chain while the settings' chain is what it was when the file was chosen.
    const bool keepFile = !m_chainFile.isEmpty() && sameChain(settings, m_settings);
    gml::CheckpointChain chain = keepFile ? m_chain : makeChain(settings);
    const gml::ScheduleOptions options = makeOptions(settings, chain);
    const std::string name = settings.schedule.toStdString();
    const bool later = name == "budget" && chain.size() > kImmediateBudgetLayers;
    std::optional<gml::CheckpointSchedule> planned;
    if (!later) {
        auto made = gml::makeCheckpointSchedule(name, chain, options);
        if (!made) {
            *error = QString::fromStdString(made.error().message);
            return false;
        }
        planned = std::move(made.value());
    }
    m_settings = settings;
    m_configured = true;
    if (!keepFile) {
        m_chainFile.clear();
        m_filePlan.reset();
        m_fileCompare.clear();
    }
    m_chain = std::move(chain);
    m_scheduleSpec = {};
    m_scheduleSpec.name = name;
    m_scheduleSpec.options = options;
    m_storeAll = gml::storeAllSchedule(m_chain);
    ++m_generation;
    m_schedulePending = later;
    // While the optimum is worked out, store-all stands in (the panel says so).
    m_schedule = planned ? std::move(*planned) : m_storeAll;
    if (later) {
        const std::uint64_t generation = m_generation;
        inBackground([chain = m_chain, options] { return gml::makeCheckpointSchedule("budget", chain, options); },
                     [this, generation](gml::CheckpointResult<gml::CheckpointSchedule> made) {
                         if (generation != m_generation || !made)
                             return;
                         m_schedule = std::move(made.value());
                         m_schedulePending = false;
                         emit scheduleChanged();
                     });
    }
    startTradeOff();
    emit scheduleChanged();
    return true;
}

void CheckpointLesson::startTradeOff()
{
    struct TradeOff
    {
        QList<TradeOffPoint> points;
        QList<QPointF> curve;
    };
    const std::uint64_t generation = m_generation;
    const CheckpointSettings settings = m_settings;
    inBackground(
        [chain = m_chain, settings] {
            TradeOff result;
            const gml::CheckpointSchedule storeAll = gml::storeAllSchedule(chain);
            const double peak = static_cast<double>(storeAll.peakActivationBytes);
            const auto point = [&](const gml::CheckpointSchedule& s) {
                return QPointF(percentOf(static_cast<double>(s.peakActivationBytes), peak),
                               percentOf(s.totalMs() - storeAll.totalMs(), storeAll.totalMs()));
            };
            CheckpointSettings asked = settings;
            for (const auto& info : gml::checkpointSchedules()) {
                asked.schedule = QString::fromStdString(info.name);
                auto made = gml::makeCheckpointSchedule(info.name, chain, makeOptions(asked, chain));
                if (made) {
                    const QPointF p = point(made.value());
                    result.points.append({asked.schedule, p.x(), p.y()});
                }
            }
            // The optimum from budget 0 (recompute what can be) to 1 (store-all's peak). Fewer steps on long
            // chains, where each plan takes longer (about 0.1 to 0.2 s at 200 layers on two cores).
            const int steps = chain.size() <= 48 ? 20 : chain.size() <= 120 ? 10 : 5;
            for (int i = 0; i <= steps; ++i) {
                gml::ScheduleOptions options;
                options.budgetBytes = std::max(chain.minimumPeakBytes(), static_cast<std::uint64_t>(peak * i / steps));
                auto planned = gml::makeCheckpointSchedule("budget", chain, options);
                if (planned && (result.curve.isEmpty() || result.curve.back() != point(planned.value())))
                    result.curve.append(point(planned.value()));
            }
            return result;
        },
        [this, generation](TradeOff result) {
            if (generation == m_generation)
                emit tradeOffReady(result.points, result.curve);
        });
}

gml::CheckpointSchedule CheckpointLesson::handSchedule(const QList<std::uint32_t>& starts)
{
    std::vector<std::uint32_t> segments;
    for (const std::uint32_t start : starts)
        if (start < m_chain.size() && (segments.empty() || start > segments.back()))
            segments.push_back(start);
    if (segments.empty() || segments.front() != 0)
        segments.insert(segments.begin(), 0);
    gml::CheckpointSchedule hand = gml::segmentSchedule(m_chain, segments, "by-hand", "Checkpoints placed by hand");
    const std::uint64_t generation = ++m_handGeneration;
    const std::uint64_t peak = hand.peakActivationBytes;
    // (Through the library, not BudgetOptimizer itself: its header cannot follow Qt's, which defines `emit`.)
    inBackground(
        [chain = m_chain, peak] {
            gml::ScheduleOptions options;
            options.budgetBytes = peak;
            return gml::makeCheckpointSchedule("budget", chain, options);
        },
                 [this, generation](gml::CheckpointResult<gml::CheckpointSchedule> optimum) {
                     if (generation != m_handGeneration)
                         return;
                     if (optimum)
                         emit handOptimumReady(figuresOf(optimum.value()));
                     else
                         emit handOptimumFailed(QString::fromStdString(optimum.error().message));
                 });
    return hand;
}

void CheckpointLesson::runStep(bool preserveRngState)
{
    // The step runs what the timeline shows: the schedule on screen, its operations layer for layer, on an MLP
    // of as many layers (the only chain here that is code rather than a model of sizes). The MLP's bytes are
    // its own, so the figures compared are the MLP's prediction for those operations and what it measured; the
    // timeline's peak goes beside them, and they are the same when the chain on screen is the MLP.
    inBackground(
        [shown = m_schedule, onMlp = m_chainFile.isEmpty() && m_settings.chain == CheckpointSettings::Chain::Mlp, layers = m_chain.size(), preserveRngState] {
            StepResult result;
            result.preserveRngState = preserveRngState;
            result.schedule = CheckpointText::title(shown);
            result.timelinePeakBytes = shown.peakActivationBytes;
            result.chainIsTheMlp = onMlp;
            gml::SimulatedDevice device;
            gml::MlpExecutorConfig config;
            config.layers = layers;
            config.preserveRngState = preserveRngState;
            result.mlpLayers = layers;
            result.mlpBatch = config.shape.batch;
            result.mlpWidth = config.shape.width;
            result.mlpDropout = config.shape.dropout;
            auto executor = gml::CheckpointExecutor::create(device, config);
            if (!executor) {
                result.error = QString::fromStdString(executor.error().message);
                return result;
            }
            const gml::CheckpointChain chain = executor.value()->chain();
            auto schedule = gml::replaySchedule(shown, chain);
            if (!schedule) {
                result.error = QString::fromStdString(schedule.error().message);
                return result;
            }
            auto reference = executor.value()->run(gml::storeAllSchedule(chain));
            auto run = reference ? executor.value()->run(schedule.value()) : reference;
            if (!run) {
                result.error = QString::fromStdString(run.error().message);
                return result;
            }
            result.device = deviceName(run.value());
            result.measuredPeakBytes = run.value().peakAllocatedBytes;
            result.predictedPeakBytes = run.value().predictedPeakBytes;
            result.measuredMs = run.value().measuredMs;
            result.maxGradientError = gml::maxGradientRelativeError(run.value(), reference.value());
            return result;
        },
        [this](StepResult result) { emit stepFinished(result); });
}
