#include "checkpoint/CheckpointChainScriptWriter.h"

#include "util/JsonWriter.h"

#include <charconv>
#include <cstdint>

namespace gml {

namespace {

// The shortest text that reads back to the same double (the reader parses with strtod).
std::string number(double value)
{
    char buffer[32];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return error == std::errc() ? std::string(buffer, end) : std::to_string(value);
}

std::string layerText(const ChainLayer& layer, std::size_t repeat)
{
    const ChainLayer defaults; // the reader's defaults for what a file leaves out
    std::string text = "{\"activation_bytes\": " + std::to_string(layer.inputBytes);
    if (layer.savedBytes != layer.inputBytes)
        text += ", \"saved_bytes\": " + std::to_string(layer.savedBytes);
    if (layer.selectiveBytes != layer.savedBytes)
        text += ", \"selective_bytes\": " + std::to_string(layer.selectiveBytes);
    if (layer.forwardMs != defaults.forwardMs)
        text += ", \"forward_ms\": " + number(layer.forwardMs);
    if (layer.backwardMs != defaults.backwardMs)
        text += ", \"backward_ms\": " + number(layer.backwardMs);
    if (layer.partMs != defaults.partMs)
        text += ", \"recompute_part_ms\": " + number(layer.partMs);
    if (repeat > 1)
        text += ", \"repeat\": " + std::to_string(repeat);
    return text + "}";
}

} // namespace

std::string CheckpointChainScriptWriter::scheduleText(const CheckpointScheduleSpec& spec)
{
    if (spec.name == "by-hand") {
        // Layer 1's input is always kept: the file names the others.
        std::string layers;
        for (const std::uint32_t layer : spec.checkpoints)
            if (layer > 1)
                layers += (layers.empty() ? "" : ", ") + std::to_string(layer);
        return "{\"checkpoints\": [" + layers + "]}";
    }
    // Only what the schedule takes: the reader refuses a parameter another schedule takes.
    std::string text = "{\"name\": " + JsonWriter::escape(spec.name);
    if (spec.name == "every-k" && spec.options.every > 0)
        text += ", \"every\": " + std::to_string(spec.options.every);
    if (spec.name == "revolve" && spec.options.snapshots > 0)
        text += ", \"snapshots\": " + std::to_string(spec.options.snapshots);
    if (spec.name == "budget" || spec.name == "chen-greedy") {
        if (spec.options.budgetBytes)
            text += ", \"budget_bytes\": " + std::to_string(*spec.options.budgetBytes);
        else if (spec.budgetFraction)
            text += ", \"budget_fraction\": " + number(*spec.budgetFraction);
    }
    if (spec.name == "offload")
        text += ", \"host_gb_per_s\": " + number(spec.options.hostBandwidthBytesPerMs / 1e6); // 1 GB/s = 10^6 B/ms
    return text + "}";
}

std::string CheckpointChainScriptWriter::write(const CheckpointChainScript& script, std::string_view comment)
{
    std::string text = "{\n";
    if (!script.id.empty())
        text += "  \"id\": " + JsonWriter::escape(script.id) + ",\n";
    if (!comment.empty())
        text += "  \"comment\": " + JsonWriter::escape(comment) + ",\n";
    text += "  \"layers\": [\n";
    const auto& layers = script.chain.layers();
    for (std::size_t first = 0; first < layers.size();) {
        std::size_t end = first + 1;
        while (end < layers.size() && layers[end] == layers[first])
            ++end;
        text += "    " + layerText(layers[first], end - first) + (end < layers.size() ? ",\n" : "\n");
        first = end;
    }
    text += "  ],\n";
    text += "  \"schedule\": " + scheduleText(script.schedule);
    if (!script.compare.empty()) {
        text += ",\n  \"compare\": [";
        for (std::size_t i = 0; i < script.compare.size(); ++i)
            text += (i == 0 ? "" : ", ") + scheduleText(script.compare[i]);
        text += "]";
    }
    switch (script.cursor.kind) {
    case CheckpointCursor::Kind::Peak:
        break; // the reader's default
    case CheckpointCursor::Kind::Start:
        text += ",\n  \"cursor\": \"start\"";
        break;
    case CheckpointCursor::Kind::End:
        text += ",\n  \"cursor\": \"end\"";
        break;
    case CheckpointCursor::Kind::Operation:
        text += ",\n  \"cursor\": " + std::to_string(script.cursor.operation);
        break;
    }
    if (!script.predictions.empty()) {
        text += ",\n  \"predict\": [";
        for (std::size_t i = 0; i < script.predictions.size(); ++i)
            text += (i == 0 ? "" : ", ") + std::to_string(script.predictions[i].step);
        text += "]";
    }
    return text + "\n}\n";
}

} // namespace gml
