#include "checkpoint/CheckpointChainScript.h"
#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ScheduleLibrary.h"
#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "device/DeviceSelector.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

namespace gml {

namespace {

constexpr const char* kPrefix = "gpu-memory-lab-cli checkpoint: ";

int listSchedules(bool json, std::ostream& out)
{
    if (json) {
        JsonWriter writer;
        writer.beginObject().key("schedules").beginArray();
        for (const auto& info : checkpointSchedules())
            writer.beginObject().field("name", info.name).field("summary", info.summary).endObject();
        writer.endArray().key("scenes").beginArray();
        for (const auto& scene : checkpointScenes())
            writer.beginObject().field("name", scene.name).field("shows", scene.shows).endObject();
        writer.endArray().endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }
    for (const auto& info : checkpointSchedules())
        out << info.name << "\n    " << info.summary << "\n";
    return kExitOk;
}

std::string milliseconds(double ms)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f ms", ms);
    return text;
}

// What --schedule and --chain print: the schedule's figures on its chain, the schedules a chain file compares
// it with, and with --run the measured step. One function, so that a chain file equal to a built-in
// --schedule prints the same bytes.
void writeReport(const CheckpointChain& chain, const CheckpointSchedule& schedule,
                 const std::vector<CheckpointSchedule>& compare, const CheckpointExecution* step, double relativeError,
                 bool json, std::ostream& out)
{
    if (json) {
        JsonWriter writer;
        writer.beginObject()
            .field("schedule", schedule.name)
            .field("title", schedule.title)
            .field("chain", chain.description())
            .field("layers", static_cast<std::uint64_t>(chain.size()))
            .field("peak_activation_bytes", schedule.peakActivationBytes)
            .field("store_all_bytes", chain.totalSavedBytes())
            .field("minimum_bytes", chain.minimumPeakBytes())
            .field("forward_steps", schedule.forwardSteps)
            .field("recompute_ops", schedule.recomputeOps)
            .field("recomputed_layers", static_cast<std::uint64_t>(schedule.recomputedLayers))
            .field("compute_ms", schedule.computeMs)
            .field("extra_compute_ms", schedule.extraComputeMs)
            .field("stall_ms", schedule.stallMs)
            .field("operations", static_cast<std::uint64_t>(schedule.timeline.size()));
        if (!compare.empty()) {
            writer.key("compare").beginArray();
            for (const CheckpointSchedule& other : compare)
                writer.beginObject()
                    .field("schedule", other.name)
                    .field("title", other.title)
                    .field("peak_activation_bytes", other.peakActivationBytes)
                    .field("forward_steps", other.forwardSteps)
                    .field("recompute_ops", other.recomputeOps)
                    .field("recomputed_layers", static_cast<std::uint64_t>(other.recomputedLayers))
                    .field("compute_ms", other.computeMs)
                    .field("extra_compute_ms", other.extraComputeMs)
                    .field("stall_ms", other.stallMs)
                    .endObject();
            writer.endArray();
        }
        if (step) {
            writer.field("kernels", step->kernels)
                .field("preserve_rng_state", step->preserveRngState)
                .field("measured_peak_bytes", step->peakAllocatedBytes)
                .field("measured_ms", step->measuredMs)
                .field("loss", step->loss)
                .field("max_grad_rel_error", relativeError);
        }
        writer.endObject();
        out << writer.text() << "\n";
        return;
    }
    out << schedule.title << "\n" << chain.description() << "\n";
    out << "peak activations " << formatBytes(schedule.peakActivationBytes) << " (store-all "
        << formatBytes(chain.totalSavedBytes()) << ", least possible " << formatBytes(chain.minimumPeakBytes()) << ")\n";
    out << "forward steps " << schedule.forwardSteps << " (Revolve's count), " << schedule.recomputedLayers
        << " layers recomputed, compute " << milliseconds(schedule.computeMs) << " (+" << milliseconds(schedule.extraComputeMs)
        << " over store-all)";
    if (schedule.stallMs > 0)
        out << ", waiting for copies " << milliseconds(schedule.stallMs);
    out << "\n";
    for (const CheckpointSchedule& other : compare)
        out << "compared with " << other.title << ": peak activations " << formatBytes(other.peakActivationBytes)
            << ", " << other.recomputedLayers << " layers recomputed, compute " << milliseconds(other.computeMs)
            << "\n";
    if (step) {
        char error[32];
        std::snprintf(error, sizeof error, "%.3g", relativeError);
        out << "ran on " << step->kernels << ": " << milliseconds(step->measuredMs) << ", measured peak "
            << formatBytes(step->peakAllocatedBytes) << ", loss " << step->loss << ", gradients vs store-all: max relative error "
            << error << (step->preserveRngState ? "" : " (preserve_rng_state off: recomputed dropout masks differ)") << "\n";
    }
}

int runChainFile(const std::string& path, bool json, std::ostream& out, std::ostream& err)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    if (!file || !(text << file.rdbuf())) {
        err << kPrefix << "cannot read the chain file " << path << "\n";
        return kExitBadInput;
    }
    const std::string id = std::filesystem::path(path).stem().string();
    const auto script = CheckpointChainScriptReader::read(text.str(), id);
    if (!script) {
        err << kPrefix << path << ": " << script.error().message << "\n";
        return kExitBadInput;
    }
    const auto plan = CheckpointChainScriptReader::plan(script.value());
    if (!plan) {
        err << kPrefix << path << ": " << plan.error().message << "\n";
        return kExitBadInput;
    }
    writeReport(script.value().chain, plan.value().schedule, plan.value().compare, nullptr, 0.0, json, out);
    return kExitOk;
}

} // namespace

int runCheckpointCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(args, {{"--json", "--list", "--run", "--no-preserve-rng"},
                            {"--schedule", "--layers", "--snapshots", "--every", "--budget", "--activation-bytes", "--device", "--chain"}});
    const auto layers = line.integer("--layers", -1'000'000'000, 1'000'000);
    const auto snapshots = line.integer("--snapshots", -1'000'000'000, 1'000'000);
    const auto every = line.integer("--every", -1'000'000'000, 1'000'000);
    const auto budget = line.integer("--budget", -1'000'000'000'000'000LL, 1'000'000'000'000'000'000LL);
    const auto activationBytes = line.integer("--activation-bytes", 1, 1'000'000'000'000LL);
    if (!line.ok() || !line.positional().empty()) {
        err << kPrefix << (line.ok() ? "unexpected argument " + line.positional().front() : line.error()) << "\n";
        return kExitBadInput;
    }
    const bool json = line.has("--json");
    if (const auto chainFile = line.option("--chain")) {
        // The file holds the chain and its schedule; an option beside it would be a second, conflicting answer.
        for (const char* option : {"--list", "--run", "--no-preserve-rng"})
            if (line.has(option)) {
                err << kPrefix << "--chain runs a chain file; it does not go with " << option << "\n";
                return kExitBadInput;
            }
        for (const char* option :
             {"--schedule", "--layers", "--snapshots", "--every", "--budget", "--activation-bytes", "--device"})
            if (line.option(option)) {
                err << kPrefix << "--chain runs a chain file, which gives the chain and its schedule; it does not go with "
                    << option << "\n";
                return kExitBadInput;
            }
        return runChainFile(*chainFile, json, out, err);
    }
    if (line.has("--list"))
        return listSchedules(json, out);
    const std::string name = line.option("--schedule").value_or("sqrt");
    if (layers && *layers <= 0) {
        err << kPrefix << "--layers must be at least 1 (it is " << *layers << ")\n";
        return kExitBadInput;
    }
    if (snapshots && *snapshots < 1) {
        err << kPrefix << "--snapshots must be at least 1: the input of layer 1 is always kept (it is " << *snapshots << ")\n";
        return kExitBadInput;
    }
    if (every && *every < 1) {
        err << kPrefix << "--every must be at least 1 (it is " << *every << ")\n";
        return kExitBadInput;
    }
    if (budget && *budget < 0) {
        err << kPrefix << "--budget must be a number of bytes, at least 0 (it is " << *budget << ")\n";
        return kExitBadInput;
    }
    const bool execute = line.has("--run");
    // --run's device: CUDA kernels on a GPU, the CPU on the simulated device (auto: CUDA when a GPU answers).
    const std::string deviceText = line.option("--device").value_or("auto");
    const auto deviceKind = parseDeviceKind(deviceText);
    if (!deviceKind) {
        err << kPrefix << "--device must be auto, sim or cuda, not '" << deviceText << "'\n";
        return kExitBadInput;
    }

    // With --run the chain is the executor's MLP (its sizes are what the allocator will measure); otherwise a
    // uniform chain of --activation-bytes per layer (64 MiB by default).
    std::unique_ptr<Device> device;
    std::unique_ptr<CheckpointExecutor> executor;
    CheckpointChain chain;
    const auto n = static_cast<std::uint32_t>(layers.value_or(16));
    if (execute) {
        auto selection = selectDevice(*deviceKind);
        if (!selection) {
            err << kPrefix << selection.error().message << "\n";
            return kExitBadInput;
        }
        device = std::move(selection.value().device);
        MlpExecutorConfig config;
        config.layers = n;
        config.preserveRngState = !line.has("--no-preserve-rng");
        auto created = CheckpointExecutor::create(*device, config);
        if (!created) {
            err << kPrefix << created.error().message << "\n";
            return kExitBadInput;
        }
        executor = std::move(created.value());
        chain = executor->chain();
    } else {
        chain = CheckpointChain::uniform(n, static_cast<std::uint64_t>(activationBytes.value_or(static_cast<long long>(64 * MiB))));
    }
    ScheduleOptions options;
    options.snapshots = static_cast<std::uint32_t>(snapshots.value_or(0));
    options.every = static_cast<std::uint32_t>(every.value_or(0));
    if (budget)
        options.budgetBytes = static_cast<std::uint64_t>(*budget);
    auto made = makeCheckpointSchedule(name, chain, options);
    if (!made) {
        err << kPrefix << made.error().message << "\n";
        return kExitBadInput;
    }
    const CheckpointSchedule& schedule = made.value();

    std::optional<CheckpointExecution> step;
    double relativeError = 0;
    if (executor) {
        auto reference = executor->run(storeAllSchedule(chain));
        auto ran = reference ? executor->run(schedule) : reference;
        if (!ran) {
            err << kPrefix << ran.error().message << "\n";
            return kExitFailure;
        }
        relativeError = maxGradientRelativeError(ran.value(), reference.value());
        step = std::move(ran.value());
    }

    writeReport(chain, schedule, {}, step ? &*step : nullptr, relativeError, json, out);
    return kExitOk;
}

} // namespace gml
