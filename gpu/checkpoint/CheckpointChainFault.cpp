#include "checkpoint/CheckpointChainFault.h"

#include "util/PlaceholderText.h"

#include <string_view>

namespace gml {

// These sentences are also the application's translatable source texts (CheckpointChainText.cpp): change one
// in both places, or the test that compares them fails.
const char* checkpointChainFaultTemplate(CheckpointChainFault fault)
{
    using F = CheckpointChainFault;
    switch (fault) {
    case F::NotJson:
        return "not JSON: %1";
    case F::WholeNotNumber:
        return "\"%1\" is a whole number from %2 to %3 %4, not %5";
    case F::WholeNegative:
        return "\"%1\" is %2: it cannot be negative (it is from %3 to %4 %5)";
    case F::WholeFraction:
        return "\"%1\" is %2: it must be a whole number from %3 to %4 %5, written without a fraction or an "
               "exponent";
    case F::WholeOutOfRange:
        return "\"%1\" is %2: it must be from %3 to %4 %5";
    case F::PlainNotNumber:
        return "\"%1\" is a whole number from %2 to %3, not %4";
    case F::PlainNegative:
        return "\"%1\" is %2: it cannot be negative (it is from %3 to %4)";
    case F::PlainFraction:
        return "\"%1\" is %2: it must be a whole number from %3 to %4, written without a fraction or an "
               "exponent";
    case F::PlainOutOfRange:
        return "\"%1\" is %2: it must be from %3 to %4";
    case F::NumberNotNumberAtLeast:
        return "\"%1\" is %2, a number at least %3 and at most %4, not %5";
    case F::NumberNotNumberAbove:
        return "\"%1\" is %2, a number above %3 and at most %4, not %5";
    case F::NumberOutOfRangeAtLeast:
        return "\"%1\" is %2: %3 must be at least %4 and at most %5";
    case F::NumberOutOfRangeAbove:
        return "\"%1\" is %2: %3 must be above %4 and at most %5";
    case F::CostNegative:
        return "\"%1\" is %2: a cost cannot be negative (it is milliseconds, 0 or more)";
    case F::UnknownField:
        return "unknown field \"%1\" in %2 (it takes %3, comment)";
    case F::ChainNotObject:
        return "a chain file is an object such as {\"layers\": 16, \"schedule\": \"sqrt\"}, not %1";
    case F::BadId:
        return "\"id\" is a name in quotes, such as \"sqrt-16\"";
    case F::BadDescription:
        return "\"description\" is the chain's one line of text, in quotes";
    case F::LayersMissing:
        return "\"layers\" is missing: a count of identical layers (\"layers\": 16) or a list of layers";
    case F::LayersNotCountOrList:
        return "\"layers\" is a count of layers (\"layers\": 16) or a list of layers, not %1";
    case F::UniformFieldWithTransformer:
        return "\"%1\" sizes a count of identical layers; a transformer's shape sizes its layers";
    case F::UniformFieldWithList:
        return "\"%1\" sizes a count of identical layers; with a list of layers, each layer gives its own";
    case F::TransformerWithList:
        return "\"transformer\" goes with a count of layers (\"layers\": 8), not a list";
    case F::LayersEmpty:
        return "the list of layers is empty: a chain has at least 1 layer";
    case F::LayerNotObject:
        return "layer %1 is an object such as {\"activation_bytes\": 67108864}, not %2";
    case F::LayerNeedsActivation:
        return "%1 needs \"activation_bytes\": its input, what a checkpoint keeps";
    case F::LayerSavesLessThanInput:
        return "%1 saves %2 bytes, less than its input (\"activation_bytes\" %3): what a forward keeps for "
               "the backward includes the input";
    case F::SelectiveOutside:
        return "%1's \"selective_bytes\" (%2) must lie between its \"activation_bytes\" and its "
               "\"saved_bytes\" (%3 to %4)";
    case F::ChainTooLong:
        return "%1 would make the chain longer than %2 layers, the most a chain file may have";
    case F::TransformerNotObject:
        return "\"transformer\" is an object such as {\"sequence\": 2048, \"hidden\": 6144} (every field "
               "optional)";
    case F::SequenceParallelNotBool:
        return "\"sequence_parallel\" is true or false, not %1";
    case F::TransformerTooBig:
        return "each layer of this transformer would keep more than 10^12 bytes of activations; make it "
               "smaller";
    case F::ExpensiveNotObject:
        return "\"expensive_layer\" is an object such as {\"layer\": 5, \"factor\": 4}";
    case F::ExpensiveIncomplete:
        return "\"expensive_layer\" needs \"layer\" (counted from 1) and \"factor\" (how many times its "
               "costs grow)";
    case F::ExpensivePastChain:
        return "the expensive layer is layer %1, but the chain has %2 layers (counted from 1)";
    case F::ChainInvalid:
        return "%1";
    case F::ScheduleMissing:
        return "\"schedule\" is missing: a built-in schedule's name such as \"sqrt\", or {\"checkpoints\": "
               "[5, 9]} to place checkpoints by hand";
    case F::ScheduleNotNameOrObject:
        return "a schedule is a name such as \"sqrt\", or an object such as {\"name\": \"revolve\", "
               "\"snapshots\": 3}; place checkpoints by hand with {\"checkpoints\": [5, 9]}";
    case F::UnknownSchedule:
        return "unknown schedule \"%1\": choose one of %2, or place checkpoints by hand with "
               "{\"checkpoints\": [5, 9]}";
    case F::ByHandNeedsLayers:
        return "\"by-hand\" needs the layers to keep: place checkpoints by hand with {\"checkpoints\": [5, "
               "9]}";
    case F::ScheduleNeedsName:
        return "the schedule needs a \"name\" (one of %1), or \"checkpoints\" to place them by hand, such "
               "as {\"checkpoints\": [5, 9]}";
    case F::ScheduleNameNotString:
        return "\"name\" is a schedule's name in quotes, such as \"sqrt\"";
    case F::ParameterNotTaken:
        return "the schedule \"%1\" takes no \"%2\" (%3 takes it)";
    case F::ParameterNotTakenByTwo:
        return "the schedule \"%1\" takes no \"%2\" (%3 and %4 take it)";
    case F::ByHandNeedsCheckpoints:
        return "\"by-hand\" needs \"checkpoints\": the layers whose inputs are kept, such as [5, 9]";
    case F::BudgetTwice:
        return "give the budget once: \"budget_bytes\" or \"budget_fraction\", not both";
    case F::CheckpointsNotList:
        return "\"checkpoints\" is a list of layers, counted from 1, whose inputs are kept, such as [5, 9, "
               "13]";
    case F::CheckpointPastChain:
        return "a checkpoint on layer %1, but the chain has %2 layers, counted from 1";
    case F::CheckpointTwice:
        return "layer %1 is listed twice in \"checkpoints\"";
    case F::CompareNotList:
        return "\"compare\" is a list of schedules to draw beside it, such as [\"store-all\"]";
    case F::BadCursor:
        return "\"cursor\" is \"peak\", \"start\", \"end\" or a number of operations into the timeline, not "
               "%1";
    case F::PredictNotList:
        return "\"predict\" is a list of the narrated steps (from 2: step 1 is the forward pass) that ask "
               "which layer runs again next, such as [2, 3]";
    case F::PredictTwice:
        return "step %1 is asked twice in \"predict\"";
    case F::ScheduleCannotBeMade:
        return "the schedule \"%1\" cannot be made on this chain: %2";
    case F::CursorPastEnd:
        return "the cursor %1 is past the end of the timeline, which has %2 operations";
    }
    return "%1";
}

std::string checkpointChainFaultSentence(CheckpointChainFault fault, const std::vector<std::string>& arguments)
{
    return fillPlaceholders(checkpointChainFaultTemplate(fault), arguments);
}

} // namespace gml
