#include "checkpoint/CheckpointChainScript.h"

#include "util/ByteFormat.h"
#include "util/JsonReader.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <tuple>

namespace gml {

namespace {

using Error = CheckpointChainScriptError;

constexpr std::uint64_t kMaxBytes = 1'000'000'000'000ULL; // 10^12: as the command line's --activation-bytes
constexpr double kMaxMs = 1e6;
constexpr std::uint64_t kDefaultActivationBytes = 64ULL * 1024 * 1024; // the command line's default

using F = CheckpointChainFault;

// The value's line, the fault's kind and its arguments, %1 first (CheckpointChainFault.h).
Error at(const JsonValue& value, F fault, std::vector<std::string> arguments = {})
{
    return makeCheckpointChainScriptError(value.line(), fault, std::move(arguments));
}

std::string joined(std::initializer_list<const char*> names)
{
    std::string text;
    for (const char* name : names)
        text += (text.empty() ? "" : ", ") + std::string(name);
    return text;
}

std::string scheduleNames()
{
    std::string names;
    for (const auto& info : checkpointSchedules())
        names += (names.empty() ? "" : ", ") + info.name;
    return names;
}

// "comment" goes everywhere: it is the file's own notes, never read.
std::optional<Error> unknownFields(const JsonValue& object, const std::string& where,
                                   std::initializer_list<const char*> known)
{
    for (const auto& [name, value] : object.members()) {
        if (name == "comment")
            continue;
        if (std::none_of(known.begin(), known.end(), [&](const char* field) { return name == field; }))
            return at(value, F::UnknownField, {name, where, joined(known)});
    }
    return std::nullopt;
}

// A whole number from `minimum` to `maximum`, with a message for each way a teacher gets one wrong.
std::optional<Error> readWhole(const JsonValue& value, const std::string& field, std::uint64_t minimum,
                               std::uint64_t maximum, const std::string& unit, std::uint64_t& out)
{
    // A unit is a phrase after the range; the transformer's fields have none, and their kinds say no unit.
    const bool plain = unit.empty();
    const auto fault = [&](F withUnit, F withoutUnit, std::vector<std::string> arguments,
                           const char* type = nullptr) {
        arguments.insert(arguments.end(), {std::to_string(minimum), std::to_string(maximum)});
        if (!plain)
            arguments.push_back(unit);
        if (type != nullptr)
            arguments.emplace_back(type);
        return at(value, plain ? withoutUnit : withUnit, std::move(arguments));
    };
    if (!value.isNumber())
        return fault(F::WholeNotNumber, F::PlainNotNumber, {field}, JsonValue::typeName(value.type()));
    if (!value.text().empty() && value.text().front() == '-')
        return fault(F::WholeNegative, F::PlainNegative, {field, value.text()});
    if (value.text().find_first_of(".eE") != std::string::npos)
        return fault(F::WholeFraction, F::PlainFraction, {field, value.text()});
    const auto number = value.asUnsigned();
    if (!number || *number < minimum || *number > maximum)
        return fault(F::WholeOutOfRange, F::PlainOutOfRange, {field, value.text()});
    out = *number;
    return std::nullopt;
}

std::optional<Error> readNumber(const JsonValue& value, const std::string& field, double minimum,
                                double maximum, bool minimumAllowed, const std::string& what, double& out)
{
    // The bounds as the command line has always printed them (%.10g); "at least" or "above" is the kind's.
    const auto shown = [](double bound) {
        char text[32];
        std::snprintf(text, sizeof text, "%.10g", bound);
        return std::string(text);
    };
    if (!value.isNumber())
        return at(value, minimumAllowed ? F::NumberNotNumberAtLeast : F::NumberNotNumberAbove,
                  {field, what, shown(minimum), shown(maximum), JsonValue::typeName(value.type())});
    const double number = value.asDouble();
    if (!std::isfinite(number) || number < minimum || (!minimumAllowed && number == minimum) ||
        number > maximum)
        return at(value, minimumAllowed ? F::NumberOutOfRangeAtLeast : F::NumberOutOfRangeAbove,
                  {field, value.text(), what, shown(minimum), shown(maximum)});
    out = number;
    return std::nullopt;
}

std::optional<Error> readCost(const JsonValue& value, const std::string& field, double& out)
{
    if (value.isNumber() && value.asDouble() < 0)
        return at(value, F::CostNegative, {field, value.text()});
    return readNumber(value, field, 0.0, kMaxMs, true, "a cost in milliseconds", out);
}

std::optional<Error> readBytes(const JsonValue& value, const std::string& field, std::uint64_t& out)
{
    return readWhole(value, field, 1, kMaxBytes, "bytes", out);
}

std::string layerName(std::uint32_t first, std::uint32_t count)
{
    return count == 1 ? "layer " + std::to_string(first)
                      : "layers " + std::to_string(first) + " to " + std::to_string(first + count - 1);
}

// One entry of a list of layers: one layer, or `repeat` identical ones.
std::optional<Error> readLayerEntry(const JsonValue& value, std::vector<ChainLayer>& layers)
{
    const auto first = static_cast<std::uint32_t>(layers.size() + 1);
    if (!value.isObject())
        return at(value, F::LayerNotObject, {std::to_string(first), JsonValue::typeName(value.type())});
    if (auto error = unknownFields(value, "layer " + std::to_string(first),
                                   {"activation_bytes", "saved_bytes", "selective_bytes", "forward_ms",
                                    "backward_ms", "recompute_part_ms", "repeat"}))
        return error;
    std::uint64_t repeat = 1;
    if (const JsonValue* count = value.member("repeat"))
        if (auto error =
                readWhole(*count, "repeat", 1, CheckpointChainScriptReader::kMaxLayers, "layers", repeat))
            return error;
    const std::string name = layerName(first, static_cast<std::uint32_t>(repeat));
    const JsonValue* input = value.member("activation_bytes");
    if (input == nullptr)
        return at(value, F::LayerNeedsActivation, {name});
    ChainLayer layer;
    if (auto error = readBytes(*input, "activation_bytes", layer.inputBytes))
        return error;
    layer.savedBytes = layer.inputBytes;
    if (const JsonValue* saved = value.member("saved_bytes")) {
        if (auto error = readBytes(*saved, "saved_bytes", layer.savedBytes))
            return error;
        if (layer.savedBytes < layer.inputBytes)
            return at(*saved, F::LayerSavesLessThanInput, {name, saved->text(), input->text()});
    }
    layer.selectiveBytes = layer.savedBytes;
    if (const JsonValue* selective = value.member("selective_bytes")) {
        if (auto error = readBytes(*selective, "selective_bytes", layer.selectiveBytes))
            return error;
        if (layer.selectiveBytes < layer.inputBytes || layer.selectiveBytes > layer.savedBytes)
            return at(*selective, F::SelectiveOutside,
                      {name, selective->text(), std::to_string(layer.inputBytes),
                       std::to_string(layer.savedBytes)});
    }
    const std::pair<const char*, double*> costs[] = {{"forward_ms", &layer.forwardMs},
                                                     {"backward_ms", &layer.backwardMs},
                                                     {"recompute_part_ms", &layer.partMs}};
    for (const auto& [field, target] : costs)
        if (const JsonValue* cost = value.member(field))
            if (auto error = readCost(*cost, field, *target))
                return error;
    if (layers.size() + repeat > CheckpointChainScriptReader::kMaxLayers)
        return at(value, F::ChainTooLong, {name, std::to_string(CheckpointChainScriptReader::kMaxLayers)});
    layers.insert(layers.end(), repeat, layer);
    return std::nullopt;
}

std::optional<Error> readTransformer(const JsonValue& value, TransformerLayerShape& shape)
{
    if (!value.isObject())
        return at(value, F::TransformerNotObject);
    if (auto error = unknownFields(
            value, "\"transformer\"",
            {"sequence", "micro_batch", "hidden", "heads", "tensor_parallel", "sequence_parallel"}))
        return error;
    shape = TransformerLayerShape::gpt22b();
    const std::tuple<const char*, std::uint64_t*, std::uint64_t> fields[] = {
        {"sequence", &shape.sequence, 1'048'576},
        {"micro_batch", &shape.microBatch, 65'536},
        {"hidden", &shape.hidden, 1'048'576},
        {"heads", &shape.heads, 65'536},
        {"tensor_parallel", &shape.tensorParallel, 1'024}};
    for (const auto& [field, target, maximum] : fields)
        if (const JsonValue* number = value.member(field))
            if (auto error = readWhole(*number, field, 1, maximum, "", *target))
                return error;
    if (const JsonValue* parallel = value.member("sequence_parallel")) {
        if (!parallel->isBool())
            return at(*parallel, F::SequenceParallelNotBool, {JsonValue::typeName(parallel->type())});
        shape.sequenceParallel = parallel->asBool();
    }
    // Korthikanti's bytes in floating point first: a shape of huge fields would overflow the exact count.
    const auto s = static_cast<double>(shape.sequence), b = static_cast<double>(shape.microBatch),
               h = static_cast<double>(shape.hidden), a = static_cast<double>(shape.heads);
    if (s * b * h * 34 + 5 * a * s * s * b > static_cast<double>(kMaxBytes))
        return at(value, F::TransformerTooBig);
    return std::nullopt;
}

std::optional<Error> readChain(const JsonValue& root, CheckpointChain& chain)
{
    const JsonValue* layers = root.member("layers");
    if (layers == nullptr)
        return at(root, F::LayersMissing);
    const JsonValue* transformer = root.member("transformer");
    const char* uniformFields[] = {"activation_bytes", "forward_ms", "backward_ms"};
    if (layers->isArray() || transformer != nullptr)
        for (const char* field : uniformFields)
            if (const JsonValue* misplaced = root.member(field))
                return at(*misplaced, transformer ? F::UniformFieldWithTransformer : F::UniformFieldWithList,
                          {field});
    if (layers->isArray()) {
        if (transformer != nullptr)
            return at(*transformer, F::TransformerWithList);
        std::vector<ChainLayer> list;
        for (const JsonValue& entry : layers->items())
            if (auto error = readLayerEntry(entry, list))
                return error;
        if (list.empty())
            return at(*layers, F::LayersEmpty);
        std::uint64_t total = 0;
        for (const ChainLayer& layer : list)
            total += layer.savedBytes;
        const std::string description = std::to_string(list.size()) + " layers from a list, " +
                                        formatBytes(total) + " of activations in all";
        chain = CheckpointChain(std::move(list), description);
        return std::nullopt;
    }
    if (!layers->isNumber())
        return at(*layers, F::LayersNotCountOrList, {JsonValue::typeName(layers->type())});
    std::uint64_t count = 0;
    if (auto error =
            readWhole(*layers, "layers", 1, CheckpointChainScriptReader::kMaxLayers, "layers", count))
        return error;
    const auto n = static_cast<std::uint32_t>(count);
    if (transformer != nullptr) {
        TransformerLayerShape shape;
        if (auto error = readTransformer(*transformer, shape))
            return error;
        chain = CheckpointChain::transformer(shape, n);
        return std::nullopt;
    }
    std::uint64_t bytes = kDefaultActivationBytes;
    double forwardMs = 1.0, backwardMs = 2.0;
    if (const JsonValue* value = root.member("activation_bytes"))
        if (auto error = readBytes(*value, "activation_bytes", bytes))
            return error;
    if (const JsonValue* value = root.member("forward_ms"))
        if (auto error = readCost(*value, "forward_ms", forwardMs))
            return error;
    if (const JsonValue* value = root.member("backward_ms"))
        if (auto error = readCost(*value, "backward_ms", backwardMs))
            return error;
    chain = CheckpointChain::uniform(n, bytes, forwardMs, backwardMs);
    return std::nullopt;
}

// The lesson's "expensive layer": one layer's costs multiplied, its sizes unchanged.
std::optional<Error> readExpensiveLayer(const JsonValue& value, CheckpointChain& chain, bool describe)
{
    if (!value.isObject())
        return at(value, F::ExpensiveNotObject);
    if (auto error = unknownFields(value, "\"expensive_layer\"", {"layer", "factor"}))
        return error;
    const JsonValue* layerValue = value.member("layer");
    const JsonValue* factorValue = value.member("factor");
    if (layerValue == nullptr || factorValue == nullptr)
        return at(value, F::ExpensiveIncomplete);
    std::uint64_t layer = 0;
    if (layerValue->isNumber() && layerValue->asUnsigned() && *layerValue->asUnsigned() > chain.size())
        return at(*layerValue, F::ExpensivePastChain, {layerValue->text(), std::to_string(chain.size())});
    if (auto error =
            readWhole(*layerValue, "layer", 1, chain.size(), "(the chain's layers, counted from 1)", layer))
        return error;
    double factor = 1.0;
    if (auto error = readNumber(*factorValue, "factor", 0.0, 1e6, false,
                                "how many times the layer's costs grow", factor))
        return error;
    ChainLayer edited = chain[static_cast<std::uint32_t>(layer - 1)];
    edited.forwardMs *= factor;
    edited.backwardMs *= factor;
    edited.partMs *= factor;
    std::vector<ChainLayer> layers = chain.layers();
    layers[layer - 1] = edited;
    std::string description = chain.description();
    if (describe) {
        char text[64];
        std::snprintf(text, sizeof text, ", layer %llu at %gx the cost",
                      static_cast<unsigned long long>(layer), factor);
        description += text;
    }
    chain = CheckpointChain(std::move(layers), std::move(description));
    return std::nullopt;
}

// Which schedules take which parameters; the rest take none.
struct ScheduleParameter
{
    const char* field;
    const char* takenBy;     // for the message when another schedule is given it
    const char* alsoTakenBy; // a second schedule that takes it, or none
};
const ScheduleParameter kScheduleParameters[] = {
    {"every", "every-k", nullptr},
    {"snapshots", "revolve", nullptr},
    {"budget_bytes", "budget", "chen-greedy"},
    {"budget_fraction", "budget", "chen-greedy"},
    {"host_gb_per_s", "offload", nullptr},
    {"checkpoints", "by-hand", nullptr},
};

bool takes(const std::string& schedule, std::string_view field)
{
    if (field == "every")
        return schedule == "every-k";
    if (field == "snapshots")
        return schedule == "revolve";
    if (field == "budget_bytes" || field == "budget_fraction")
        return schedule == "budget" || schedule == "chen-greedy";
    if (field == "host_gb_per_s")
        return schedule == "offload";
    return field == "checkpoints" && schedule == "by-hand";
}

std::optional<Error> readCheckpoints(const JsonValue& value, std::uint32_t layers,
                                     std::vector<std::uint32_t>& out)
{
    if (!value.isArray())
        return at(value, F::CheckpointsNotList);
    for (const JsonValue& item : value.items()) {
        if (item.isNumber() && item.asUnsigned() && (*item.asUnsigned() > layers || *item.asUnsigned() == 0))
            return at(item, F::CheckpointPastChain, {item.text(), std::to_string(layers)});
        std::uint64_t layer = 0;
        if (auto error =
                readWhole(item, "checkpoints", 1, layers, "(the chain's layers, counted from 1)", layer))
            return error;
        if (std::find(out.begin(), out.end(), layer) != out.end())
            return at(item, F::CheckpointTwice, {item.text()});
        out.push_back(static_cast<std::uint32_t>(layer));
    }
    std::sort(out.begin(), out.end());
    return std::nullopt;
}

std::optional<Error> readSchedule(const JsonValue& value, const CheckpointChain& chain,
                                  CheckpointScheduleSpec& spec)
{
    spec.line = value.line();
    const auto known = [&](const JsonValue& name) -> std::optional<Error> {
        const auto& all = checkpointSchedules();
        if (std::none_of(all.begin(), all.end(),
                         [&](const ScheduleInfo& info) { return info.name == name.text(); }) &&
            name.text() != "by-hand")
            return at(name, F::UnknownSchedule, {name.text(), scheduleNames()});
        return std::nullopt;
    };
    if (value.isString()) {
        if (auto error = known(value))
            return error;
        if (value.text() == "by-hand")
            return at(value, F::ByHandNeedsLayers);
        spec.name = value.text();
        return std::nullopt;
    }
    if (!value.isObject())
        return at(value, F::ScheduleNotNameOrObject);
    if (auto error = unknownFields(value, "a schedule",
                                   {"name", "every", "snapshots", "budget_bytes", "budget_fraction",
                                    "host_gb_per_s", "checkpoints"}))
        return error;
    const JsonValue* name = value.member("name");
    const JsonValue* checkpoints = value.member("checkpoints");
    if (name == nullptr && checkpoints == nullptr)
        return at(value, F::ScheduleNeedsName, {scheduleNames()});
    if (name != nullptr) {
        if (!name->isString())
            return at(*name, F::ScheduleNameNotString);
        if (auto error = known(*name))
            return error;
    }
    spec.name = name ? name->text() : "by-hand";
    for (const ScheduleParameter& parameter : kScheduleParameters)
        if (const JsonValue* given = value.member(parameter.field);
            given && !takes(spec.name, parameter.field))
            return parameter.alsoTakenBy
                       ? at(*given, F::ParameterNotTakenByTwo,
                            {spec.name, parameter.field, parameter.takenBy, parameter.alsoTakenBy})
                       : at(*given, F::ParameterNotTaken, {spec.name, parameter.field, parameter.takenBy});
    if (spec.name == "by-hand" && checkpoints == nullptr)
        return at(value, F::ByHandNeedsCheckpoints);
    const std::uint32_t n = chain.size();
    std::uint64_t number = 0;
    if (const JsonValue* every = value.member("every")) {
        if (auto error =
                readWhole(*every, "every", 1, n, "(layers per segment, at most the chain's)", number))
            return error;
        spec.options.every = static_cast<std::uint32_t>(number);
    }
    if (const JsonValue* snapshots = value.member("snapshots")) {
        if (auto error = readWhole(*snapshots, "snapshots", 1, n, "(at most one per layer)", number))
            return error;
        spec.options.snapshots = static_cast<std::uint32_t>(number);
    }
    const JsonValue* budgetBytes = value.member("budget_bytes");
    const JsonValue* budgetFraction = value.member("budget_fraction");
    if (budgetBytes && budgetFraction)
        return at(*budgetFraction, F::BudgetTwice);
    if (budgetBytes) {
        if (auto error =
                readWhole(*budgetBytes, "budget_bytes", 0, 1'000'000'000'000'000'000ULL, "bytes", number))
            return error;
        spec.options.budgetBytes = number;
    }
    if (budgetFraction) {
        double fraction = 0;
        if (auto error = readNumber(*budgetFraction, "budget_fraction", 0.0, 1.0, true,
                                    "a share of store-all's peak", fraction))
            return error;
        spec.budgetFraction = fraction;
    }
    if (const JsonValue* link = value.member("host_gb_per_s")) {
        double gigabytesPerSecond = 0;
        if (auto error = readNumber(*link, "host_gb_per_s", 0.0, 1e6, false, "the host link in GB/s",
                                    gigabytesPerSecond))
            return error;
        spec.options.hostBandwidthBytesPerMs =
            gigabytesPerSecond * 1e6; // 1 GB/s is 10^6 bytes per millisecond
    }
    if (checkpoints)
        if (auto error = readCheckpoints(*checkpoints, n, spec.checkpoints))
            return error;
    return std::nullopt;
}

std::optional<Error> readCursor(const JsonValue& value, CheckpointCursor& cursor)
{
    cursor.line = value.line();
    if (value.isString()) {
        const std::pair<const char*, CheckpointCursor::Kind> kinds[] = {
            {"peak", CheckpointCursor::Kind::Peak},
            {"start", CheckpointCursor::Kind::Start},
            {"end", CheckpointCursor::Kind::End}};
        for (const auto& [word, kind] : kinds)
            if (value.text() == word) {
                cursor.kind = kind;
                return std::nullopt;
            }
    } else if (value.isNumber()) {
        std::uint64_t operation = 0;
        if (auto error =
                readWhole(value, "cursor", 0, 100'000'000, "operations into the timeline", operation))
            return error;
        cursor.kind = CheckpointCursor::Kind::Operation;
        cursor.operation = static_cast<std::size_t>(operation);
        return std::nullopt;
    }
    return at(value, F::BadCursor,
              {value.isString() ? "\"" + value.text() + "\"" : std::string(JsonValue::typeName(value.type()))});
}

// The narrated steps that ask which layer runs again next: counted from 1 as the lesson lists them, the
// forward pass (step 1) asking nothing. A chain of N layers has at most N + 1 steps (the forward pass, then
// at most one run of backwards per layer); how many the schedule has is known once it is planned.
std::optional<Error> readPredictions(const JsonValue& value, std::uint32_t layers,
                                     std::vector<CheckpointPredictionSpec>& out)
{
    if (!value.isArray())
        return at(value, F::PredictNotList);
    for (const JsonValue& item : value.items()) {
        std::uint64_t step = 0;
        if (auto error = readWhole(item, "predict", 2, std::uint64_t{layers} + 1,
                                   "(a narrated step: step 1 is the forward pass, which asks nothing)", step))
            return error;
        if (std::any_of(out.begin(), out.end(), [&](const CheckpointPredictionSpec& known) { return known.step == step; }))
            return at(item, F::PredictTwice, {item.text()});
        out.push_back({static_cast<std::uint32_t>(step), item.line()});
    }
    return std::nullopt;
}

Result<CheckpointChainScript, Error> readScript(const JsonValue& root, std::string fallbackId)
{
    if (!root.isObject())
        return at(root, F::ChainNotObject, {JsonValue::typeName(root.type())});
    if (auto error =
            unknownFields(root, "the chain file",
                          {"id", "description", "layers", "activation_bytes", "forward_ms", "backward_ms",
                           "transformer", "expensive_layer", "schedule", "compare", "cursor", "predict"}))
        return *error;
    CheckpointChainScript script;
    script.id = std::move(fallbackId);
    if (const JsonValue* id = root.member("id")) {
        if (!id->isString() || id->text().empty())
            return at(*id, F::BadId);
        script.id = id->text();
    }
    const JsonValue* description = root.member("description");
    if (description && !description->isString())
        return at(*description, F::BadDescription);
    if (auto error = readChain(root, script.chain))
        return *error;
    if (const JsonValue* expensive = root.member("expensive_layer"))
        if (auto error = readExpensiveLayer(*expensive, script.chain, description == nullptr))
            return *error;
    if (description)
        script.chain = CheckpointChain(script.chain.layers(), description->text());
    if (const std::string problem = script.chain.validate(); !problem.empty())
        return at(root, F::ChainInvalid, {problem}); // the checks above should leave nothing for it
    const JsonValue* schedule = root.member("schedule");
    if (schedule == nullptr)
        return at(root, F::ScheduleMissing);
    if (auto error = readSchedule(*schedule, script.chain, script.schedule))
        return *error;
    if (const JsonValue* compare = root.member("compare")) {
        if (!compare->isArray())
            return at(*compare, F::CompareNotList);
        for (const JsonValue& item : compare->items()) {
            CheckpointScheduleSpec spec;
            if (auto error = readSchedule(item, script.chain, spec))
                return *error;
            script.compare.push_back(std::move(spec));
        }
    }
    if (const JsonValue* cursor = root.member("cursor"))
        if (auto error = readCursor(*cursor, script.cursor))
            return *error;
    if (const JsonValue* predict = root.member("predict"))
        if (auto error = readPredictions(*predict, script.chain.size(), script.predictions))
            return *error;
    return script;
}

std::string layerList(const std::vector<std::uint32_t>& layers)
{
    std::string text;
    for (std::size_t i = 0; i < layers.size(); ++i)
        text += (i == 0 ? "" : i + 1 == layers.size() ? " and " : ", ") + std::to_string(layers[i]);
    return text;
}

} // namespace

CheckpointChainScriptError makeCheckpointChainScriptError(int line, CheckpointChainFault fault,
                                                          std::vector<std::string> arguments)
{
    const std::string sentence = checkpointChainFaultSentence(fault, arguments);
    const bool framed = fault != CheckpointChainFault::NotJson; // the JSON reader's account names its line
    return {line, framed ? "line " + std::to_string(line) + ": " + sentence : sentence, fault,
            std::move(arguments)};
}

Result<CheckpointChainScript, CheckpointChainScriptError>
CheckpointChainScriptReader::read(std::string_view text, std::string fallbackId)
{
    const auto root = JsonReader::parse(text);
    if (!root)
        return makeCheckpointChainScriptError(root.error().line, CheckpointChainFault::NotJson,
                                              {root.error().message});
    return read(root.value(), std::move(fallbackId));
}

Result<CheckpointChainScript, CheckpointChainScriptError>
CheckpointChainScriptReader::read(const JsonValue& root, std::string fallbackId)
{
    return readScript(root, std::move(fallbackId));
}

Result<CheckpointSchedule, CheckpointChainScriptError>
CheckpointChainScriptReader::plan(const CheckpointChain& chain, const CheckpointScheduleSpec& spec)
{
    if (spec.name == "by-hand") {
        // Layer k's input kept is a segment starting at k - 1; layer 1's input is always kept.
        std::vector<std::uint32_t> starts{0};
        std::vector<std::uint32_t> kept{1};
        for (const std::uint32_t layer : spec.checkpoints)
            if (layer > 1) {
                starts.push_back(layer - 1);
                kept.push_back(layer);
            }
        const std::string title = "Checkpoints placed by hand: the inputs of " +
                                  std::string(kept.size() == 1 ? "layer " : "layers ") + layerList(kept) +
                                  " kept (" + std::to_string(starts.size()) +
                                  (starts.size() == 1 ? " segment)" : " segments)");
        return segmentSchedule(chain, starts, "by-hand", title);
    }
    ScheduleOptions options = spec.options;
    if (spec.budgetFraction) {
        // As the lesson's slider: a share of store-all's peak, never below what the chain needs at the least.
        const auto wanted = static_cast<std::uint64_t>(
            *spec.budgetFraction * static_cast<double>(storeAllSchedule(chain).peakActivationBytes));
        options.budgetBytes = std::max(wanted, chain.minimumPeakBytes());
    }
    auto made = makeCheckpointSchedule(spec.name, chain, options);
    if (!made)
        return makeCheckpointChainScriptError(spec.line, CheckpointChainFault::ScheduleCannotBeMade,
                                              {spec.name, made.error().message});
    return std::move(made.value());
}

Result<CheckpointChainPlan, CheckpointChainScriptError>
CheckpointChainScriptReader::plan(const CheckpointChainScript& script)
{
    auto schedule = plan(script.chain, script.schedule);
    if (!schedule)
        return schedule.error();
    CheckpointChainPlan result;
    result.schedule = std::move(schedule.value());
    for (const CheckpointScheduleSpec& spec : script.compare) {
        auto compared = plan(script.chain, spec);
        if (!compared)
            return compared.error();
        result.compare.push_back(std::move(compared.value()));
    }
    const std::size_t operations = result.schedule.timeline.size();
    switch (script.cursor.kind) {
    case CheckpointCursor::Kind::Peak:
        result.cursor = result.schedule.timeline.peakPosition();
        break;
    case CheckpointCursor::Kind::Start:
        result.cursor = 0;
        break;
    case CheckpointCursor::Kind::End:
        result.cursor = operations;
        break;
    case CheckpointCursor::Kind::Operation:
        if (script.cursor.operation > operations)
            return makeCheckpointChainScriptError(
                script.cursor.line, CheckpointChainFault::CursorPastEnd,
                {std::to_string(script.cursor.operation), std::to_string(operations)});
        result.cursor = script.cursor.operation;
        break;
    }
    return result;
}

} // namespace gml
