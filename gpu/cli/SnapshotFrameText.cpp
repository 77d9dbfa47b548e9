#include "cli/SnapshotFrameText.h"

namespace gml {

std::string stackFrameText(const MemorySnapshot& snapshot, std::uint32_t frameIndex)
{
    const SnapshotFrame& frame = snapshot.frames.frame(frameIndex);
    std::string text(snapshot.text(frame.filename));
    if (frame.hasLine())
        text += ":" + std::to_string(frame.line);
    if (const std::string_view name = snapshot.text(frame.name); !name.empty())
        text += (text.empty() ? "" : " ") + std::string(name);
    return text;
}

void writeFrameTextsJson(JsonWriter& json, std::string_view key, const MemorySnapshot& snapshot,
                         std::span<const std::uint32_t> frames)
{
    json.key(key).beginArray();
    for (const std::uint32_t frame : frames)
        json.value(stackFrameText(snapshot, frame));
    json.endArray();
}

} // namespace gml
