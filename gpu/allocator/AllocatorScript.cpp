#include "allocator/AllocatorScript.h"

#include "allocator/AllocatorConfig.h"
#include "util/JsonReader.h"

#include <functional>
#include <initializer_list>
#include <limits>
#include <optional>
#include <algorithm>
#include <set>

namespace gml {

namespace {

using Error = AllocatorScriptError;
using Kind = ScenarioAction::Kind;
using Fault = AllocatorScriptFault;

struct OpKind
{
    const char* name;
    Kind kind;
    std::initializer_list<const char*> fields; // besides "op"
};

const OpKind kOps[] = {
    {"alloc", Kind::Allocate, {"name", "bytes", "stream"}},
    {"free", Kind::Free, {"name"}},
    {"record_stream", Kind::RecordStream, {"name", "stream"}},
    {"synchronize", Kind::SynchronizeStream, {"stream"}},
    {"empty_cache", Kind::EmptyCache, {}},
    {"set_memory_fraction", Kind::SetMemoryFraction, {"fraction"}},
    {"set_settings", Kind::ChangeSettings, {"settings"}},
};

std::string opNames()
{
    std::string names;
    for (const OpKind& op : kOps)
        names += (names.empty() ? "" : ", ") + std::string(op.name);
    return names;
}

// Reads one script, keeping which names are live so that a free of a name that is not can be named where it is.
class ScriptReader
{
public:
    Result<AllocatorScenario, Error> read(const JsonValue& root, std::string fallbackId);

private:
    std::optional<Error> readSteps(const JsonValue& root, AllocatorScenario& scenario);
    std::optional<Error> readOp(const JsonValue& value, ScenarioAction& action);
    std::optional<Error> readScenes(const JsonValue& scenes, AllocatorScenario& scenario);
    Error at(const JsonValue& value, Fault fault, std::string subject, const std::string& what) const
    {
        const std::string where = m_op > 0 ? "op " + std::to_string(m_op) + " (line " + std::to_string(value.line()) + ")"
                                           : "line " + std::to_string(value.line());
        const bool scalar = value.isNumber() || value.isString() || value.isBool();
        return {m_op, value.line(), where + ": " + what, fault, std::move(subject),
                scalar ? (value.isBool() ? (value.asBool() ? "true" : "false") : value.text()) : std::string()};
    }

    std::size_t m_op = 0;
    std::set<std::string> m_live;
};

std::optional<Error> unknownFields(const JsonValue& object, std::initializer_list<const char*> known,
                                   const std::function<Error(const JsonValue&, const std::string&, const std::string&)>& at)
{
    for (const auto& [name, value] : object.members()) {
        bool found = false;
        for (const char* field : known)
            found = found || name == field;
        if (!found) {
            std::string list;
            for (const char* field : known)
                list += (list.empty() ? "" : ", ") + std::string(field);
            return at(value, name, "unknown field \"" + name + "\"" + (list.empty() ? "" : " (it takes " + list + ")"));
        }
    }
    return std::nullopt;
}

Result<AllocatorScenario, Error> ScriptReader::read(const JsonValue& root, std::string fallbackId)
{
    if (!root.isObject())
        return at(root, Fault::NotAnObject, "", "a script is an object ({\"settings\": ..., \"capacity_bytes\": ..., \"ops\": [...]}), not " +
                            std::string(JsonValue::typeName(root.type())));
    const auto atFn = [this](const JsonValue& v, const std::string& field, const std::string& w) {
        return at(v, Fault::UnknownField, field, w);
    };
    if (auto error = unknownFields(root, {"id", "description", "settings", "capacity_bytes", "ops", "steps", "scenes"}, atFn))
        return *error;
    AllocatorScenario scenario;
    scenario.id = std::move(fallbackId);
    if (const JsonValue* id = root.member("id")) {
        if (!id->isString() || id->text().empty())
            return at(*id, Fault::BadValue, "id", "\"id\" is a name in quotes");
        scenario.id = id->text();
    }
    if (const JsonValue* settings = root.member("settings")) {
        if (!settings->isString())
            return at(*settings, Fault::BadValue, "settings", "\"settings\" is a PYTORCH_CUDA_ALLOC_CONF string such as \"expandable_segments:True\"");
        if (const auto config = AllocatorConfig::parse(settings->text()); !config)
            return at(*settings, Fault::BadSettings, settings->text(), "\"settings\": " + config.error().message);
        scenario.defaultSettings = settings->text();
    }
    const JsonValue* capacity = root.member("capacity_bytes");
    if (capacity == nullptr)
        return at(root, Fault::MissingField, "capacity_bytes", "\"capacity_bytes\" is missing: how much memory the device lets the allocator reserve");
    const auto bytes = capacity->asUnsigned();
    if (!bytes || *bytes < 2 * 1024 * 1024)
        return at(*capacity, Fault::BadValue, "capacity_bytes", "\"capacity_bytes\" is a whole number of bytes, at least 2097152 (2 MiB), not " +
                                 capacity->text());
    scenario.defaultCapacity = *bytes;
    if (auto error = readSteps(root, scenario))
        return *error;
    if (const JsonValue* scenes = root.member("scenes"))
        if (auto error = readScenes(*scenes, scenario))
            return *error;
    return scenario;
}

std::optional<Error> ScriptReader::readSteps(const JsonValue& root, AllocatorScenario& scenario)
{
    const JsonValue* ops = root.member("ops");
    const JsonValue* steps = root.member("steps");
    if ((ops == nullptr) == (steps == nullptr))
        return at(root, Fault::OpsOrSteps, "", "a script has either \"ops\" (one step per op) or \"steps\" (named steps of ops), not " +
                            std::string(ops ? "both" : "neither"));
    const auto readOps = [this](const JsonValue& list, ScenarioStep& step) -> std::optional<Error> {
        if (!list.isArray())
            return at(list, Fault::BadValue, "ops", "\"ops\" is a list of ops");
        for (const JsonValue& value : list.items()) {
            ++m_op;
            ScenarioAction action;
            if (auto error = readOp(value, action))
                return error;
            step.actions.push_back(std::move(action));
        }
        return std::nullopt;
    };
    if (ops != nullptr) {
        if (!ops->isArray())
            return at(*ops, Fault::BadValue, "ops", "\"ops\" is a list of ops");
        for (const JsonValue& value : ops->items()) {
            ScenarioStep step{"op-" + std::to_string(m_op + 1), {}};
            ++m_op;
            ScenarioAction action;
            if (auto error = readOp(value, action))
                return error;
            step.actions.push_back(std::move(action));
            scenario.steps.push_back(std::move(step));
        }
    } else {
        if (!steps->isArray())
            return at(*steps, Fault::BadValue, "steps", "\"steps\" is a list of {\"id\": ..., \"ops\": [...]}");
        std::set<std::string> ids;
        for (const JsonValue& value : steps->items()) {
            const JsonValue* id = value.member("id");
            const JsonValue* list = value.member("ops");
            if (!value.isObject() || id == nullptr || !id->isString() || list == nullptr)
                return at(value, Fault::BadValue, "steps", "a step is {\"id\": \"a-name\", \"ops\": [...]}");
            if (auto error = unknownFields(value, {"id", "ops", "predict"}, [this](const JsonValue& v, const std::string& field, const std::string& w) {
                    return at(v, Fault::UnknownField, field, w);
                }))
                return error;
            if (!ids.insert(id->text()).second)
                return at(*id, Fault::DuplicateStep, id->text(), "two steps are called \"" + id->text() + "\"");
            ScenarioStep step{id->text(), {}};
            if (auto error = readOps(*list, step))
                return error;
            if (const JsonValue* predict = value.member("predict")) {
                const std::string kind = predict->isString() ? predict->text() : std::string();
                if (kind == "fits")
                    step.prediction = ScenarioStep::Prediction::Fits;
                else if (kind == "block")
                    step.prediction = ScenarioStep::Prediction::Block;
                else
                    return at(*predict, Fault::BadValue, "predict", "\"predict\" is \"fits\" or \"block\"");
                const bool allocates = std::any_of(step.actions.begin(), step.actions.end(), [](const ScenarioAction& action) {
                    return action.kind == ScenarioAction::Kind::Allocate;
                });
                if (!allocates)
                    return at(*predict, Fault::NoAllocToPredict, step.id,
                              "the step \"" + step.id + "\" asks for a prediction but allocates nothing");
            }
            scenario.steps.push_back(std::move(step));
        }
    }
    if (scenario.steps.empty())
        return at(ops ? *ops : *steps, Fault::NoOps, "", "the script has no ops");
    return std::nullopt;
}

std::optional<Error> ScriptReader::readOp(const JsonValue& value, ScenarioAction& action)
{
    if (!value.isObject())
        return at(value, Fault::BadValue, "ops", "an op is an object such as {\"op\": \"alloc\", \"name\": \"a\", \"bytes\": 1048576}");
    const JsonValue* name = value.member("op");
    if (name == nullptr || !name->isString())
        return at(value, Fault::MissingField, "op", "\"op\" is missing: one of " + opNames());
    const OpKind* kind = nullptr;
    for (const OpKind& candidate : kOps)
        if (name->text() == candidate.name)
            kind = &candidate;
    if (kind == nullptr)
        return at(*name, Fault::UnknownOp, name->text(), "unknown op \"" + name->text() + "\" (the ops are " + opNames() + ")");
    std::initializer_list<const char*> fields = kind->fields;
    std::vector<const char*> known{"op"};
    known.insert(known.end(), fields.begin(), fields.end());
    for (const auto& [field, item] : value.members()) {
        bool found = false;
        for (const char* k : known)
            found = found || field == k;
        if (!found)
            return at(item, Fault::UnknownField, field, "\"" + name->text() + "\" has no field \"" + field + "\"");
    }
    action.kind = kind->kind;
    if (const JsonValue* stream = value.member("stream")) {
        const auto number = stream->asUnsigned();
        if (!number || *number > std::numeric_limits<StreamId>::max())
            return at(*stream, Fault::BadValue, "stream", "\"stream\" is a stream's number (0 is the default stream), not " + stream->text());
        action.stream = static_cast<StreamId>(*number);
    } else if (action.kind == Kind::RecordStream) {
        return at(value, Fault::MissingField, "stream", "record_stream needs the \"stream\" the tensor is used on");
    } else if (action.kind == Kind::SynchronizeStream) {
        action.kind = Kind::CompletePendingFrees; // torch.cuda.synchronize(): every stream
    }
    const bool named = action.kind == Kind::Allocate || action.kind == Kind::Free || action.kind == Kind::RecordStream;
    if (named) {
        const JsonValue* tensor = value.member("name");
        if (tensor == nullptr || !tensor->isString() || tensor->text().empty())
            return at(value, Fault::MissingField, "name", "\"" + name->text() + "\" needs the tensor's \"name\"");
        action.tensor = tensor->text();
        const bool live = m_live.count(action.tensor) > 0;
        if (action.kind != Kind::Allocate && !live)
            return at(*tensor, Fault::NotLive, action.tensor, "\"" + action.tensor + "\" is not live (never allocated, or freed already)");
    }
    switch (action.kind) {
    case Kind::Allocate: {
        const JsonValue* bytes = value.member("bytes");
        if (bytes == nullptr)
            return at(value, Fault::MissingField, "bytes", "alloc needs \"bytes\"");
        const auto size = bytes->asUnsigned();
        if (!size || *size == 0)
            return at(*bytes, Fault::BadValue, "bytes", "\"bytes\" is a whole number of bytes, at least 1, not " + bytes->text());
        action.bytes = *size;
        m_live.insert(action.tensor);
        break;
    }
    case Kind::Free: m_live.erase(action.tensor); break;
    case Kind::SetMemoryFraction: {
        const JsonValue* fraction = value.member("fraction");
        if (fraction == nullptr || !fraction->isNumber() || !(fraction->asDouble() > 0.0 && fraction->asDouble() <= 1.0))
            return at(fraction ? *fraction : value, Fault::BadValue, "fraction", "\"fraction\" is a number above 0 and at most 1");
        action.fraction = fraction->asDouble();
        break;
    }
    case Kind::ChangeSettings: {
        const JsonValue* settings = value.member("settings");
        if (settings == nullptr || !settings->isString())
            return at(value, Fault::MissingField, "settings", "set_settings needs \"settings\", a PYTORCH_CUDA_ALLOC_CONF string");
        if (const auto config = AllocatorConfig::parse(settings->text()); !config)
            return at(*settings, Fault::BadSettings, settings->text(), config.error().message);
        action.settings = settings->text();
        break;
    }
    default: break;
    }
    return std::nullopt;
}

std::optional<Error> ScriptReader::readScenes(const JsonValue& scenes, AllocatorScenario& scenario)
{
    m_op = 0;
    if (!scenes.isArray())
        return at(scenes, Fault::BadValue, "scenes", "\"scenes\" is a list of {\"id\": ..., \"step\": \"a step's id\"}");
    for (const JsonValue& value : scenes.items()) {
        const JsonValue* id = value.member("id");
        const JsonValue* step = value.member("step");
        if (!value.isObject() || id == nullptr || !id->isString() || step == nullptr || !step->isString())
            return at(value, Fault::BadValue, "scenes", "a scene is {\"id\": \"a-name\", \"step\": \"a step's id\"}");
        std::optional<std::size_t> index;
        for (std::size_t i = 0; i < scenario.steps.size(); ++i)
            if (scenario.steps[i].id == step->text())
                index = i;
        if (!index)
            return at(*step, Fault::UnknownSceneStep, step->text(), "the scene \"" + id->text() + "\" names no step of the script: \"" + step->text() + "\"");
        scenario.scenes.push_back({id->text(), *index});
    }
    return std::nullopt;
}

} // namespace

Result<AllocatorScenario, AllocatorScriptError> AllocatorScriptReader::read(std::string_view text, std::string fallbackId)
{
    const auto root = JsonReader::parse(text);
    if (!root)
        return AllocatorScriptError{0, root.error().line, "not JSON: " + root.error().message,
                                    AllocatorScriptFault::NotJson, root.error().message, std::to_string(root.error().column)};
    return read(root.value(), std::move(fallbackId));
}

Result<AllocatorScenario, AllocatorScriptError> AllocatorScriptReader::read(const JsonValue& root, std::string fallbackId)
{
    // "3-fragmentation-oom": the number orders the files, the rest names the scenario.
    const std::size_t digits = fallbackId.find_first_not_of("0123456789");
    if (digits > 0 && digits != std::string::npos && fallbackId[digits] == '-' && digits + 1 < fallbackId.size())
        fallbackId.erase(0, digits + 1);
    return ScriptReader().read(root, std::move(fallbackId));
}

} // namespace gml
