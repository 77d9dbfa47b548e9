#include "allocator/AllocatorScript.h"
#include "allocator/ScenarioLibrary.h"
#include "allocator/ScenarioRunner.h"
#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

#include <cmath>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>

namespace gml {

namespace {

constexpr const char* kName = "gpu-memory-lab-cli allocator: ";

int listScenarios(bool json, std::ostream& out)
{
    if (json) {
        JsonWriter writer;
        writer.beginObject().key("scenarios").beginArray();
        for (const AllocatorScenario& scenario : allocatorScenarios()) {
            writer.beginObject().field("id", scenario.id).field("default_capacity_bytes", scenario.defaultCapacity);
            writer.key("steps").beginArray();
            for (const ScenarioStep& step : scenario.steps)
                writer.value(step.id);
            writer.endArray().key("scenes").beginArray();
            for (const ScenarioScene& scene : scenario.scenes)
                writer.beginObject().field("id", scene.id).field("step", static_cast<std::uint64_t>(scene.step))
                    .endObject();
            writer.endArray().endObject();
        }
        writer.endArray().endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }
    // The scenarios' titles and narration are the application's content, in four languages; the command
    // line names the programs and their steps.
    for (const AllocatorScenario& scenario : allocatorScenarios()) {
        out << scenario.id << " (" << formatBytes(scenario.defaultCapacity) << "):";
        for (const ScenarioStep& step : scenario.steps)
            out << " " << step.id;
        out << "\n";
    }
    return kExitOk;
}

const char* opName(ScenarioAction::Kind kind)
{
    using Kind = ScenarioAction::Kind;
    switch (kind) {
    case Kind::Allocate: return "alloc";
    case Kind::Free: return "free";
    case Kind::RecordStream: return "record_stream";
    case Kind::SynchronizeStream:
    case Kind::CompletePendingFrees: return "synchronize";
    case Kind::EmptyCache: return "empty_cache";
    case Kind::SetMemoryFraction: return "set_memory_fraction";
    case Kind::ChangeSettings: return "set_settings";
    }
    return "op";
}

// One entry per op of the script, in order: what it was and how it went ("ok", "oom", or "error" for a
// call the allocator refused), and where an allocation landed.
void writeOps(const ScenarioRunner& run, JsonWriter& json)
{
    json.key("ops").beginArray();
    for (std::size_t i = 0; i < run.results().size(); ++i) {
        const auto& actions = run.scenario().steps[i].actions;
        const auto& outcomes = run.results()[i].actions;
        for (std::size_t a = 0; a < actions.size() && a < outcomes.size(); ++a) {
            const ScenarioAction& action = actions[a];
            const ScenarioActionResult& outcome = outcomes[a];
            json.beginObject().field("op", opName(action.kind));
            if (!action.tensor.empty())
                json.field("name", action.tensor);
            json.field("outcome", outcome.ok ? "ok" : outcome.outOfMemory ? "oom" : "error");
            if (action.kind == ScenarioAction::Kind::Allocate && outcome.ok)
                json.field("address", outcome.address).field("segment", static_cast<std::uint64_t>(outcome.segment));
            json.endObject();
        }
    }
    json.endArray();
}

void writeJson(const ScenarioRunner& run, const AllocatorConfig& config, std::uint64_t capacity, std::ostream& out)
{
    const CachingAllocator& allocator = run.allocator();
    const AllocatorStats& stats = allocator.stats();
    JsonWriter json;
    json.beginObject()
        .field("scenario", run.scenario().id)
        .field("conf", config.toString())
        .field("capacity_bytes", capacity)
        .field("num_ooms", stats.numOoms)
        .field("num_alloc_retries", stats.numAllocRetries)
        .field("allocated_bytes", stats.allocatedBytes.all().current)
        .field("reserved_bytes", stats.reservedBytes.all().current)
        .field("peak_reserved_bytes", stats.reservedBytes.all().peak)
        .field("inactive_split_bytes", stats.inactiveSplitBytes.all().current)
        .field("fragmentation", allocator.fragmentation())
        .field("segments", static_cast<std::uint64_t>(allocator.state().segments.size()))
        .field("events", static_cast<std::uint64_t>(allocator.trace().size()));
    writeOps(run, json);
    json.key("steps").beginArray();
    for (std::size_t i = 0; i < run.results().size(); ++i) {
        const ScenarioStepResult& result = run.results()[i];
        json.beginObject()
            .field("id", run.scenario().steps[i].id)
            .field("first_event", static_cast<std::uint64_t>(result.firstEvent))
            .field("end_event", static_cast<std::uint64_t>(result.endEvent))
            .field("out_of_memory", result.outOfMemory);
        json.key("failures").beginArray();
        for (const std::string& failure : result.failures)
            json.value(failure);
        json.endArray().endObject();
    }
    json.endArray().key("scenes").beginObject();
    for (const ScenarioScene& scene : run.scenario().scenes)
        json.field(scene.id, static_cast<std::uint64_t>(run.results()[scene.step].endEvent));
    json.endObject().key("stats").beginObject();
    for (const auto& [name, value] : stats.namedValues())
        json.field(name, value);
    json.endObject().endObject();
    out << json.text() << "\n";
}

void writeText(const ScenarioRunner& run, std::uint64_t capacity, std::ostream& out)
{
    out << run.scenario().id << ", on a simulated GPU of " << formatBytes(capacity) << "\n\n";
    const AllocatorTrace& trace = run.allocator().trace();
    for (std::size_t i = 0; i < run.results().size(); ++i) {
        const ScenarioStepResult& result = run.results()[i];
        out << i + 1 << ". " << run.scenario().steps[i].id << "\n";
        for (std::size_t event = result.firstEvent; event < result.endEvent; ++event)
            out << "   " << trace.explain(event) << "\n";
        for (const std::string& failure : result.failures)
            out << "   failed: " << failure << "\n";
    }
    const AllocatorStats& stats = run.allocator().stats();
    const auto bytes = [](std::int64_t value) { return formatBytes(static_cast<std::uint64_t>(value)); };
    out << "\nallocated " << bytes(stats.allocatedBytes.all().current) << ", reserved "
        << bytes(stats.reservedBytes.all().current) << " (peak " << bytes(stats.reservedBytes.all().peak)
        << "), inactive split " << bytes(stats.inactiveSplitBytes.all().current) << ", out of memory "
        << stats.numOoms << " time(s), " << run.allocator().trace().size() << " events\n";
}

} // namespace

namespace {

// The scenario a --script FILE names, read and checked; nullopt after saying on `err` what is wrong.
std::optional<AllocatorScenario> readScript(const std::string& path, std::ostream& err)
{
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        err << kName << "cannot read the script " << path << "\n";
        return std::nullopt;
    }
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    std::string id = path.substr(path.find_last_of('/') + 1);
    if (id.size() > 5 && id.compare(id.size() - 5, 5, ".json") == 0)
        id.resize(id.size() - 5);
    auto scenario = AllocatorScriptReader::read(text, id);
    if (!scenario) {
        err << kName << path << ": " << scenario.error().message << "\n";
        return std::nullopt;
    }
    return std::move(scenario.value());
}

} // namespace

int runAllocatorCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(args, {{"--json", "--list"}, {"--scenario", "--script", "--conf", "--capacity"}});
    const auto capacityGiB = line.number("--capacity", 1.0 / 16, 4096);
    if (!line.ok() || !line.positional().empty()) {
        err << kName << (line.ok() ? "unexpected argument " + line.positional().front() : line.error()) << "\n";
        return kExitBadInput;
    }
    if (line.has("--list"))
        return listScenarios(line.has("--json"), out);
    const auto id = line.option("--scenario");
    const auto scriptPath = line.option("--script");
    if (id.has_value() == scriptPath.has_value()) {
        err << kName << (id ? "--scenario and --script each name a program: give one"
                            : "--scenario NAME or --script FILE is needed (--list names the scenarios)")
            << "\n";
        return kExitBadInput;
    }
    std::optional<AllocatorScenario> script;
    const AllocatorScenario* scenario = nullptr;
    if (scriptPath) {
        script = readScript(*scriptPath, err);
        if (!script)
            return kExitBadInput;
        scenario = &*script;
    } else {
        scenario = findAllocatorScenario(*id);
        if (scenario == nullptr) {
            err << kName << "no scenario '" << *id << "' (--list names them)\n";
            return kExitBadInput;
        }
    }
    // The program's own settings unless --conf gives others.
    const auto config = AllocatorConfig::parse(line.option("--conf").value_or(scenario->defaultSettings));
    if (!config) {
        err << kName << config.error().message << "\n";
        return kExitBadInput;
    }
    const std::uint64_t capacity =
        capacityGiB ? static_cast<std::uint64_t>(std::llround(*capacityGiB * static_cast<double>(GiB)))
                    : scenario->defaultCapacity;
    SimulatedDevice device("GPU for " + scenario->id, capacity);
    ScenarioRunner run(*scenario, device, config.value());
    run.runAll();
    if (line.has("--json"))
        writeJson(run, config.value(), capacity, out);
    else
        writeText(run, capacity, out);
    return kExitOk;
}

} // namespace gml
