#pragma once

// A checkpoint chain as content: the chain of layers and the schedule to run on it, as a JSON file a teacher
// writes (or the lesson's sandbox saves), beside the narration under resources/scenarios/checkpoint/. The
// command line runs one with `gpu-memory-lab-cli checkpoint --chain FILE [--json]`, and prints what
// `--schedule NAME --layers N ...` prints for the same chain and schedule.
//
//     {"id": "sqrt-16", "comment": "Chen's sqrt(N) on the lesson's default chain",
//      "layers": 16, "activation_bytes": 67108864,
//      "schedule": "sqrt"}
//
//     {"layers": [{"activation_bytes": 67108864, "repeat": 4},
//                 {"activation_bytes": 67108864, "forward_ms": 8, "backward_ms": 16, "comment": "expensive"},
//                 {"activation_bytes": 67108864, "repeat": 11}],
//      "schedule": {"checkpoints": [5, 6, 11]}}
//
// The chain, one of three ways (1 to 10000 layers in all):
//   layers: N               N identical layers, each with
//     activation_bytes        its activation: its input, what it saves for its backward and what a
//                             checkpoint keeps (Chen's model); 67108864 (64 MiB) when left out;
//     forward_ms, backward_ms its costs, 1 and 2 when left out.
//   layers: N, transformer: {sequence, micro_batch, hidden, heads, tensor_parallel, sequence_parallel}
//                           N transformer layers sized by Korthikanti et al. (input 2sbh, saved
//                           sbh(34 + 5as/h), selective recomputation keeping the 34sbh part); a field
//                           left out is the 22B configuration's (s 2048, b 4, h 6144, a 64, t 8, sequence
//                           parallel).
//   layers: [layer, ...]    the layers in order, each an object:
//     activation_bytes        its input, what a checkpoint keeps. Required.
//     saved_bytes             what its forward keeps for its backward, input included
//                             (>= activation_bytes; activation_bytes when left out);
//     selective_bytes         what selective recomputation keeps (between the two; saved_bytes when
//                             left out);
//     forward_ms, backward_ms its costs, 1 and 2 when left out: an expensive layer is one that costs more;
//     recompute_part_ms       what recomputing the part selective recomputation dropped costs (0);
//     repeat                  this many identical layers in a row (1 when left out).
// Byte counts are whole numbers from 1 to 10^12; costs are milliseconds from 0 to 10^6.
// Optional, for all three:
//   expensive_layer: {"layer": K, "factor": F}
//                           layer K's forward, backward and recompute costs times F (the lesson's setting);
//   description             the chain's one line as the command line prints it; made from the chain
//                           otherwise ("16 uniform layers of 64 MiB", as --schedule says).
//
// The schedule, required: a built-in schedule's name ("sqrt"), or an object:
//   {"name": "store-all"}, {"name": "sqrt"}, {"name": "recursive"}, {"name": "selective"}: no parameters;
//   {"name": "every-k", "every": K}          a checkpoint every K layers, 1 <= K <= N (sqrt(N) without);
//   {"name": "revolve", "snapshots": S}      1 <= S <= N (ceil(log2 N) + 1 without);
//   {"name": "chen-greedy", "budget_bytes": B}, {"name": "budget", "budget_bytes": B}
//                                            or "budget_fraction": f instead, a share of store-all's peak
//                                            from 0 to 1 (never below the least the chain can run in), as
//                                            the lesson's slider sets it; without either, as --schedule does;
//   {"name": "offload", "host_gb_per_s": G}  the host link (25 GB/s without);
//   {"checkpoints": [K, ...]}                placed by hand (optionally with "name": "by-hand"): the layers,
//                                            counted from 1, whose inputs are kept as checkpoints (layer 1's
//                                            always is; any order). Each segment but the last is recomputed
//                                            once, just before its backward.
// What the lesson's player needs besides, optional:
//   compare: [schedule, ...]   schedules drawn beside it (the command line prints their figures too);
//   cursor: "peak" | "start" | "end" | N   where the player starts, N operations into the timeline ("peak");
//   predict: [K, ...]          narrated steps (counted from 1 as the lesson lists them: step 1 is the forward
//                              pass, then each run of backwards with the forwards run again before it) before
//                              which the lesson's player stops and asks which layer's forward runs again
//                              next (or none); the learner answers on the timeline or with a button, then
//                              the step plays and the lesson says why. A step the schedule does not have is
//                              named when the lesson loads the file;
//   id                         the chain's name, by which narration finds it (else the file's name
//                              without .json);
//   comment                    text for the file's reader, ignored (also in a layer, a schedule and
//                              expensive_layer).
//
// The reader is strict, so a typo is not silently a different lesson: an unknown field, a schedule that takes
// no such parameter, a size that is not a whole number, a layer or checkpoint that does not exist are errors
// that name the line. A schedule that cannot be made on the chain (a budget below the chain's least) is found
// when it is planned, and named at the schedule's line too.

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointChainFault.h"
#include "checkpoint/CheckpointSchedule.h"
#include "checkpoint/ScheduleLibrary.h"
#include "util/JsonValue.h"
#include "util/Result.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// What is wrong with a chain file, said where it is: the line (the file's first, for the file as a whole) and
// the fault in words a teacher writing the file can act on ("line 7: a checkpoint on layer 17, but the chain
// has 16 layers, counted from 1"). The message is made from `fault`'s template and `arguments`
// (CheckpointChainFault.h), so that the application can say the same in the learner's language.
struct CheckpointChainScriptError
{
    int line = 0;
    std::string message;
    CheckpointChainFault fault = CheckpointChainFault::NotJson;
    std::vector<std::string> arguments;
};

// A refusal of `fault` with `arguments` at `line`, its message made: "line N: " and the sentence (the sentence
// alone for NotJson, whose account names its line already).
CheckpointChainScriptError makeCheckpointChainScriptError(int line, CheckpointChainFault fault,
                                                          std::vector<std::string> arguments);

// One schedule as a file names it.
struct CheckpointScheduleSpec
{
    std::string name;              // a built-in schedule's name, or "by-hand"
    ScheduleOptions options;       // every, snapshots, budget bytes, host link
    std::optional<double> budgetFraction;     // of store-all's peak, resolved when planned
    std::vector<std::uint32_t> checkpoints;   // by-hand: layers (from 1) whose inputs are kept, ascending
    int line = 0;
};

// Where the player starts on the schedule's timeline.
struct CheckpointCursor
{
    enum class Kind { Peak, Start, End, Operation };
    Kind kind = Kind::Peak;
    std::size_t operation = 0; // Kind::Operation
    int line = 0;
};

// A narrated step that asks a prediction (counted from 1), and the line that asks it.
struct CheckpointPredictionSpec
{
    std::uint32_t step = 0;
    int line = 0;
};

// A chain file, read and checked.
struct CheckpointChainScript
{
    std::string id;
    CheckpointChain chain;
    CheckpointScheduleSpec schedule;
    std::vector<CheckpointScheduleSpec> compare;
    CheckpointCursor cursor;
    std::vector<CheckpointPredictionSpec> predictions;
};

// The file's schedules, planned on its chain.
struct CheckpointChainPlan
{
    CheckpointSchedule schedule;
    std::vector<CheckpointSchedule> compare;
    std::size_t cursor = 0; // operations into schedule.timeline
};

class CheckpointChainScriptReader
{
public:
    static constexpr std::uint32_t kMaxLayers = 10000;

    // `fallbackId` names the chain when the file has no "id" (its file name, without ".json").
    static Result<CheckpointChainScript, CheckpointChainScriptError> read(std::string_view text,
                                                                          std::string fallbackId);
    static Result<CheckpointChainScript, CheckpointChainScriptError> read(const JsonValue& root,
                                                                          std::string fallbackId);

    // Plans the script's schedule and comparisons, exactly as makeCheckpointSchedule does for the same name
    // and options; an error names the line of the schedule that cannot be made.
    static Result<CheckpointChainPlan, CheckpointChainScriptError> plan(const CheckpointChainScript& script);
    static Result<CheckpointSchedule, CheckpointChainScriptError> plan(const CheckpointChain& chain,
                                                                        const CheckpointScheduleSpec& spec);
};

} // namespace gml
