#pragma once

// The kinds of fault a checkpoint chain file can have (CheckpointChainScript.h), so that the application can
// say each in the learner's language while the command line prints the English `message`. Each kind is one
// English sentence shape; its arguments (CheckpointChainScriptError::arguments) are the sentence's variable
// parts exactly as the English message shows them, %1 first: a field's or schedule's name without its quotes
// (the sentence quotes it), a number as the file writes it, and where a value's JSON type is named the
// argument is JsonValue::typeName's phrase ("a string"). A few arguments are the engine's English phrases for
// a unit or a quantity ("bytes", "a cost in milliseconds") or a place ("layer 3", "a schedule"), which the
// application translates on their own.
// checkpointChainFaultTemplate gives the English sentence with %1, %2, ... in their places; the application's
// translatable sentences (app/content/checkpoint/CheckpointChainText.cpp) are these same templates, which a
// test checks kind by kind.

#include <cstdint>
#include <string>
#include <vector>

namespace gml {

enum class CheckpointChainFault : std::uint8_t
{
    // Not JSON at all: the JSON reader's own English account. Said without the line frame (the account has it).
    NotJson,

    // A whole number out of place (readWhole): field, [the text,] minimum, maximum, unit. The unit is a phrase
    // ("bytes", "(at most one per layer)"); the Plain kinds are the transformer's fields, which have none.
    WholeNotNumber,      // field, minimum, maximum, unit, type
    WholeNegative,       // field, text, minimum, maximum, unit
    WholeFraction,       // field, text, minimum, maximum, unit
    WholeOutOfRange,     // field, text, minimum, maximum, unit
    PlainNotNumber,      // field, minimum, maximum, type
    PlainNegative,       // field, text, minimum, maximum
    PlainFraction,       // field, text, minimum, maximum
    PlainOutOfRange,     // field, text, minimum, maximum
    // A number with a fraction out of place (readNumber): "at least" or "above" its minimum; `what` is the
    // engine's phrase for the quantity ("a cost in milliseconds").
    NumberNotNumberAtLeast,  // field, what, minimum, maximum, type
    NumberNotNumberAbove,    // field, what, minimum, maximum, type
    NumberOutOfRangeAtLeast, // field, text, what, minimum, maximum
    NumberOutOfRangeAbove,   // field, text, what, minimum, maximum
    CostNegative,            // field, text

    // A member no one reads (a misspelt field).
    UnknownField, // field, where ("the chain file", "a schedule", "layer 3", "\"transformer\""), the fields

    // The file and its chain.
    ChainNotObject,           // type
    BadId,                    //
    BadDescription,           //
    LayersMissing,            //
    LayersNotCountOrList,     // type
    UniformFieldWithTransformer, // field
    UniformFieldWithList,     // field
    TransformerWithList,      //
    LayersEmpty,              //
    LayerNotObject,           // layer number, type
    LayerNeedsActivation,     // layer name ("layer 3" or "layers 3 to 7")
    LayerSavesLessThanInput,  // layer name, saved_bytes' text, activation_bytes' text
    SelectiveOutside,         // layer name, selective_bytes' text, activation bytes, saved bytes
    ChainTooLong,             // layer name, the most layers
    TransformerNotObject,     //
    SequenceParallelNotBool,  // type
    TransformerTooBig,        //
    ExpensiveNotObject,       //
    ExpensiveIncomplete,      //
    ExpensivePastChain,       // layer's text, the chain's layers
    ChainInvalid,             // the chain's own English account (the checks above should leave none)

    // The schedule.
    ScheduleMissing,          //
    ScheduleNotNameOrObject,  //
    UnknownSchedule,          // name, the schedules' names
    ByHandNeedsLayers,        //
    ScheduleNeedsName,        // the schedules' names
    ScheduleNameNotString,    //
    ParameterNotTaken,        // schedule, field, the schedule that takes it
    ParameterNotTakenByTwo,   // schedule, field, the two schedules that take it
    ByHandNeedsCheckpoints,   //
    BudgetTwice,              //
    CheckpointsNotList,       //
    CheckpointPastChain,      // layer's text, the chain's layers
    CheckpointTwice,          // layer's text
    CompareNotList,           //

    // What the player needs besides.
    BadCursor,                // the word quoted, or its type
    PredictNotList,           //
    PredictTwice,             // step's text

    // Planning (CheckpointChainScriptReader::plan).
    ScheduleCannotBeMade,     // schedule, the planner's own English account
    CursorPastEnd,            // operation, the timeline's operations
};

inline constexpr int kCheckpointChainFaultCount = static_cast<int>(CheckpointChainFault::CursorPastEnd) + 1;

// The English sentence of a kind, with %1, %2, ... where its arguments go.
const char* checkpointChainFaultTemplate(CheckpointChainFault fault);
// The template with its arguments in place (one pass: an argument's own text is never read as a marker).
std::string checkpointChainFaultSentence(CheckpointChainFault fault, const std::vector<std::string>& arguments);

} // namespace gml
