#pragma once

#include "allocator/AllocatorScenario.h"
#include "util/JsonValue.h"
#include "util/Result.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace gml {

// The kinds of fault a script can have, so that the application can say each in the learner's language
// (the command line prints `message`, in English).
enum class AllocatorScriptFault {
    NotJson,          // subject: the JSON reader's message
    NotAnObject,      // the file, or an op, is not an object
    UnknownField,     // subject: the field
    MissingField,     // subject: the field
    BadValue,         // subject: the field; value: what it holds
    BadSettings,      // subject: the PYTORCH_CUDA_ALLOC_CONF string
    UnknownOp,        // subject: the op's name
    NotLive,          // subject: the tensor freed or recorded
    OpsOrSteps,       // both "ops" and "steps", or neither
    NoOps,
    DuplicateStep,    // subject: the step's id
    UnknownSceneStep, // subject: the step's id a scene names
    NoAllocToPredict, // subject: the prediction step's id
};

// What is wrong with an allocator script, said where it is: the op (from 1; 0 when the fault is outside the
// ops), the line of the file, and the fault in words a teacher writing one can act on.
struct AllocatorScriptError
{
    std::size_t op = 0;
    int line = 0;
    std::string message; // op 4 (line 9): "b" is not live (never allocated, or freed already)
    AllocatorScriptFault fault = AllocatorScriptFault::NotJson;
    std::string subject;
    std::string value;
};

// The allocator's content format: a program of PyTorch calls as JSON, the format of the built-in scenarios
// (resources/scenarios/allocator/) and of a teacher's own (DIR/scenarios/ with --content):
//
//   {"id": "my-exercise",                           optional; the file's name otherwise
//    "settings": "expandable_segments:False",       a PYTORCH_CUDA_ALLOC_CONF string; "" or absent: defaults
//    "capacity_bytes": 8589934592,                  what the device lets the allocator reserve
//    "ops": [ op, ... ]}                            one narrated step per op, or instead:
//    "steps": [{"id": "fill", "ops": [ op, ... ]}, ...]  named steps of several ops (narration finds them by id);
//                                                  a step with "predict": "fits" or "block" is a prediction:
//                                                  the lesson stops before it and asks whether its first
//                                                  alloc fits, or which free block (or a new segment) it takes
//    "scenes": [{"id": "oom", "step": "large-request"}]  optional: moments a quiz links to, by step id
//
// ops: {"op": "alloc", "name": "a", "bytes": 104857600, "stream": 0}   (stream optional, 0 by default;
//                                       a live name is bound again as in Python: the new tensor is made
//                                       before the old one is freed, which is what a sandbox's
//                                       `x = torch.empty(...)` twice does and what a saved sandbox says)
//      {"op": "free", "name": "a"}
//      {"op": "record_stream", "name": "a", "stream": 1}
//      {"op": "synchronize", "stream": 1}      (without "stream": torch.cuda.synchronize(), every stream)
//      {"op": "empty_cache"}
//      {"op": "set_memory_fraction", "fraction": 0.5}
//      {"op": "set_settings", "settings": "expandable_segments:True"}
//
// The reader refuses what no run could make sense of, naming the op: an unknown op or field, a size that is
// not a positive whole number, a name freed or recorded that is not live (never allocated, or freed
// already), a malformed settings string, a fraction outside (0, 1]. An
// allocation that runs out of memory is no fault of the script: that is what a run shows.
class AllocatorScriptReader
{
public:
    // `fallbackId` names the scenario when the file has no "id": the file's name without ".json", and
    // without the number that orders it ("3-fragmentation-oom" names "fragmentation-oom").
    static Result<AllocatorScenario, AllocatorScriptError> read(std::string_view text, std::string fallbackId);
    static Result<AllocatorScenario, AllocatorScriptError> read(const JsonValue& root, std::string fallbackId);
};

} // namespace gml
