#pragma once

#include "run/MemoryCategory.h"
#include "run/RunEntry.h"
#include "run/StepImbalance.h"
#include "run/UserFrames.h"
#include "util/JsonWriter.h"

#include <vector>

namespace gml {

// The JSON shapes of `run`, `compare` and `snapshot --categories`, shared so that `run --json` and
// `run --follow --json-lines` describe a snapshot the same way.
void writeRunEntryJson(JsonWriter& json, const RunEntry& entry, bool withLane);
void writeStepImbalanceJson(JsonWriter& json, const StepImbalance& step);
void writeFramesJson(JsonWriter& json, const std::vector<StackFrameText>& frames);
void writeCategoryBytesJson(JsonWriter& json, const CategoryBytes& bytes);

} // namespace gml
