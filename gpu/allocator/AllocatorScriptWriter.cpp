#include "allocator/AllocatorScriptWriter.h"

#include "util/JsonWriter.h"

namespace gml {

namespace {

std::string quoted(std::string_view text)
{
    return JsonWriter::escape(text); // with its quotes
}

// One op as the reader takes it; fields at their defaults (stream 0) are left out, as a teacher would.
std::string opText(const ScenarioAction& action)
{
    using Kind = ScenarioAction::Kind;
    JsonWriter json;
    json.beginObject();
    switch (action.kind) {
    case Kind::Allocate:
        json.field("op", "alloc").field("name", action.tensor).field("bytes", action.bytes);
        if (action.stream != 0)
            json.field("stream", static_cast<std::uint64_t>(action.stream));
        break;
    case Kind::Free:
        json.field("op", "free").field("name", action.tensor);
        break;
    case Kind::RecordStream:
        json.field("op", "record_stream").field("name", action.tensor).field("stream", static_cast<std::uint64_t>(action.stream));
        break;
    case Kind::SynchronizeStream:
        json.field("op", "synchronize").field("stream", static_cast<std::uint64_t>(action.stream));
        break;
    case Kind::CompletePendingFrees:
        json.field("op", "synchronize");
        break;
    case Kind::EmptyCache:
        json.field("op", "empty_cache");
        break;
    case Kind::SetMemoryFraction:
        json.field("op", "set_memory_fraction").field("fraction", action.fraction);
        break;
    case Kind::ChangeSettings:
        json.field("op", "set_settings").field("settings", action.settings);
        break;
    }
    json.endObject();
    // JsonWriter writes compactly; a space after each separator reads as the hand-written files do.
    std::string spaced;
    bool inString = false;
    bool escaped = false;
    for (const char c : json.text()) {
        spaced += c;
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == ',' || c == ':') {
            spaced += ' ';
        }
    }
    return spaced;
}

} // namespace

std::string AllocatorScriptWriter::write(const AllocatorScenario& scenario, std::string_view description)
{
    std::string text = "{\n";
    if (!scenario.id.empty())
        text += "  \"id\": " + quoted(scenario.id) + ",\n";
    if (!description.empty())
        text += "  \"description\": " + quoted(description) + ",\n";
    text += "  \"settings\": " + quoted(scenario.defaultSettings) + ",\n";
    text += "  \"capacity_bytes\": " + std::to_string(scenario.defaultCapacity) + ",\n";
    text += "  \"steps\": [";
    for (std::size_t s = 0; s < scenario.steps.size(); ++s) {
        const ScenarioStep& step = scenario.steps[s];
        text += std::string(s == 0 ? "" : ",") + "\n    {\"id\": " + quoted(step.id);
        if (step.prediction != ScenarioStep::Prediction::None)
            text += std::string(", \"predict\": ") + (step.prediction == ScenarioStep::Prediction::Fits ? "\"fits\"" : "\"block\"");
        text += ", \"ops\": [";
        for (std::size_t a = 0; a < step.actions.size(); ++a)
            text += std::string(a == 0 ? "" : ",") + "\n      " + opText(step.actions[a]);
        text += step.actions.empty() ? "]}" : "\n    ]}";
    }
    text += "\n  ]";
    if (!scenario.scenes.empty()) {
        text += ",\n  \"scenes\": [";
        for (std::size_t i = 0; i < scenario.scenes.size(); ++i) {
            const ScenarioScene& scene = scenario.scenes[i];
            const std::string step = scene.step < scenario.steps.size() ? scenario.steps[scene.step].id : std::string();
            text += std::string(i == 0 ? "" : ",") + "\n    {\"id\": " + quoted(scene.id) + ", \"step\": " + quoted(step) + "}";
        }
        text += "\n  ]";
    }
    text += "\n}\n";
    return text;
}

} // namespace gml
