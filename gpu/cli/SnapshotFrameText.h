#pragma once

#include "snapshot/MemorySnapshot.h"
#include "util/JsonWriter.h"

#include <cstdint>
#include <span>
#include <string>

namespace gml {

// "model.py:42 forward": a frame the way a traceback names it (no line when the file has none).
std::string stackFrameText(const MemorySnapshot& snapshot, std::uint32_t frameIndex);

// `key`: ["file:line name", ...] for the frames (indices into snapshot.frames), innermost first.
void writeFrameTextsJson(JsonWriter& json, std::string_view key, const MemorySnapshot& snapshot,
                         std::span<const std::uint32_t> frames);

} // namespace gml
