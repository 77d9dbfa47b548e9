#include "app/content/checkpoint/CheckpointChainText.h"

#include "app/content/common/JsonTypeText.h"

#include <QRegularExpression>

// The English sentences here are the engine's templates (gpu/checkpoint/CheckpointChainFault.cpp), word for
// word, so that with no translation installed the learner reads what the command line prints; a test compares
// every kind. The arguments go in with one arg() call, so that a name such as "%1" is never read as a marker.

QString CheckpointChainText::type(const QString& argument)
{
    if (const auto name = JsonTypeText::of(argument.toStdString()))
        return *name;
    return argument; // the cursor's word, in quotes, as the file writes it
}

QString CheckpointChainText::unit(const QString& argument)
{
    //: The unit of a range: “"activation_bytes" is 0: it must be from 1 to 1000000000000 bytes”.
    if (argument == QLatin1String("bytes"))
        return tr("bytes");
    //: The unit of a range: “"layers" is 0: it must be from 1 to 10000 layers”.
    if (argument == QLatin1String("layers"))
        return tr("layers");
    //: After a range of a schedule's "every": “it must be from 1 to 16 (layers per segment, at most the
    //: chain's)”.
    if (argument == QLatin1String("(layers per segment, at most the chain's)"))
        return tr("(layers per segment, at most the chain's)");
    //: After a range of Revolve's "snapshots": “it must be from 1 to 16 (at most one per layer)”.
    if (argument == QLatin1String("(at most one per layer)"))
        return tr("(at most one per layer)");
    //: After a range of layers: “it must be from 1 to 16 (the chain's layers, counted from 1)”.
    if (argument == QLatin1String("(the chain's layers, counted from 1)"))
        return tr("(the chain's layers, counted from 1)");
    //: The unit of the "cursor" range: “it must be from 0 to 100000000 operations into the timeline”.
    if (argument == QLatin1String("operations into the timeline"))
        return tr("operations into the timeline");
    //: After the range of "predict": “it must be from 2 to 17 (a narrated step: step 1 is the forward pass,
    //: which asks nothing)”.
    if (argument == QLatin1String("(a narrated step: step 1 is the forward pass, which asks nothing)"))
        return tr("(a narrated step: step 1 is the forward pass, which asks nothing)");
    return argument;
}

QString CheckpointChainText::quantity(const QString& argument)
{
    //: What a number of the chain file is: “"forward_ms" is -1: a cost in milliseconds must be at least 0 …”.
    if (argument == QLatin1String("a cost in milliseconds"))
        return tr("a cost in milliseconds");
    //: What "budget_fraction" is: a share of the peak memory of the store-all schedule (its name stays).
    if (argument == QLatin1String("a share of store-all's peak"))
        return tr("a share of store-all's peak");
    //: What "host_gb_per_s" is: the speed of the link to the host's memory, in gigabytes per second.
    if (argument == QLatin1String("the host link in GB/s"))
        return tr("the host link in GB/s");
    //: What the expensive layer's "factor" is.
    if (argument == QLatin1String("how many times the layer's costs grow"))
        return tr("how many times the layer's costs grow");
    return argument;
}

QString CheckpointChainText::place(const QString& argument)
{
    //: Where a misspelt field is: “unknown field "colour" in the chain file (it takes …)”.
    if (argument == QLatin1String("the chain file"))
        return tr("the chain file");
    //: Where a misspelt field is: “unknown field "evry" in a schedule (it takes …)”.
    if (argument == QLatin1String("a schedule"))
        return tr("a schedule");
    static const QRegularExpression one(QStringLiteral("^layer (\\d+)$"));
    static const QRegularExpression run(QStringLiteral("^layers (\\d+) to (\\d+)$"));
    if (const auto match = one.match(argument); match.hasMatch()) {
        //: One layer of a chain file's list, counted from 1: “layer 3 needs "activation_bytes" …”.
        return tr("layer %1").arg(match.captured(1));
    }
    if (const auto match = run.match(argument); match.hasMatch()) {
        //: An entry of a chain file's list that repeats one layer: “layers 3 to 7 needs "activation_bytes" …”.
        return tr("layers %1 to %2").arg(match.captured(1), match.captured(2));
    }
    return argument; // "transformer" and "expensive_layer", in quotes: fields, as written
}

QString CheckpointChainText::sentence(gml::CheckpointChainFault fault, const QStringList& a)
{
    using F = gml::CheckpointChainFault;
    switch (fault) {
    case F::NotJson:
        //: %1: where the text stops being JSON and what the JSON reader found there, in English.
        return tr("not JSON: %1").arg(a[0]);
    case F::WholeNotNumber:
        //: %1: a field of the chain file, as written (layers, repeat, …); %2 to %3: the range allowed; %4: its
        //: unit (“bytes”, “layers”, …); %5: what it is instead (“a string”, …).
        return tr("\"%1\" is a whole number from %2 to %3 %4, not %5")
            .arg(a[0], a[1], a[2], unit(a[3]), type(a[4]));
    case F::WholeNegative:
        //: %1: a field of the chain file, as written; %2: the negative number as written; %3 to %4: the range
        //: allowed; %5: its unit (“bytes”, “layers”, …).
        return tr("\"%1\" is %2: it cannot be negative (it is from %3 to %4 %5)")
            .arg(a[0], a[1], a[2], a[3], unit(a[4]));
    case F::WholeFraction:
        //: %1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5:
        //: its unit (“bytes”, “layers”, …).
        return tr("\"%1\" is %2: it must be a whole number from %3 to %4 %5, written without a fraction or an "
                  "exponent").arg(a[0], a[1], a[2], a[3], unit(a[4]));
    case F::WholeOutOfRange:
        //: %1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5:
        //: its unit (“bytes”, “layers”, …).
        return tr("\"%1\" is %2: it must be from %3 to %4 %5").arg(a[0], a[1], a[2], a[3], unit(a[4]));
    case F::PlainNotNumber:
        //: %1: a field of a transformer's shape (sequence, hidden, heads, …); %2 to %3: the range allowed; %4:
        //: what it is instead (“a string”, …).
        return tr("\"%1\" is a whole number from %2 to %3, not %4").arg(a[0], a[1], a[2], type(a[3]));
    case F::PlainNegative:
        //: %1: a field of a transformer's shape (sequence, hidden, heads, …); %2: the negative number as written;
        //: %3 to %4: the range allowed.
        return tr("\"%1\" is %2: it cannot be negative (it is from %3 to %4)").arg(a[0], a[1], a[2], a[3]);
    case F::PlainFraction:
        //: %1: a field of a transformer's shape (sequence, hidden, heads, …); %2: the number as written; %3 to
        //: %4: the range allowed.
        return tr("\"%1\" is %2: it must be a whole number from %3 to %4, written without a fraction or an "
                  "exponent").arg(a[0], a[1], a[2], a[3]);
    case F::PlainOutOfRange:
        //: %1: a field of a transformer's shape (sequence, hidden, heads, …); %2: the number as written; %3 to
        //: %4: the range allowed.
        return tr("\"%1\" is %2: it must be from %3 to %4").arg(a[0], a[1], a[2], a[3]);
    case F::NumberNotNumberAtLeast:
        //: %1: a field of the chain file (forward_ms, budget_fraction, …); %2: what the number is (“a cost in
        //: milliseconds”, …); %3 to %4: the range allowed, %3 included; %5: what it is instead (“a string”, …).
        return tr("\"%1\" is %2, a number at least %3 and at most %4, not %5")
            .arg(a[0], quantity(a[1]), a[2], a[3], type(a[4]));
    case F::NumberNotNumberAbove:
        //: %1: a field of the chain file (host_gb_per_s, factor); %2: what the number is (“the host link in
        //: GB/s”, …); %3 to %4: the range allowed, %3 not included; %5: what it is instead (“a string”, …).
        return tr("\"%1\" is %2, a number above %3 and at most %4, not %5")
            .arg(a[0], quantity(a[1]), a[2], a[3], type(a[4]));
    case F::NumberOutOfRangeAtLeast:
        //: %1: a field of the chain file (forward_ms, budget_fraction, …); %2: the number as written; %3: what
        //: the number is (“a cost in milliseconds”, …); %4 to %5: the range allowed, %4 included.
        return tr("\"%1\" is %2: %3 must be at least %4 and at most %5")
            .arg(a[0], a[1], quantity(a[2]), a[3], a[4]);
    case F::NumberOutOfRangeAbove:
        //: %1: a field of the chain file (host_gb_per_s, factor); %2: the number as written; %3: what the number
        //: is (“the host link in GB/s”, …); %4 to %5: the range allowed, %4 not included.
        return tr("\"%1\" is %2: %3 must be above %4 and at most %5").arg(a[0], a[1], quantity(a[2]), a[3], a[4]);
    case F::CostNegative:
        //: %1: a cost field of the chain file (forward_ms, backward_ms, recompute_part_ms); %2: the negative
        //: number as written.
        return tr("\"%1\" is %2: a cost cannot be negative (it is milliseconds, 0 or more)").arg(a[0], a[1]);
    case F::UnknownField:
        //: %1: the misspelt field as written; %2: where it is (“the chain file”, “a schedule”, “layer 3”,
        //: "transformer", "expensive_layer"); %3: the fields it takes, as written.
        return tr("unknown field \"%1\" in %2 (it takes %3, comment)").arg(a[0], place(a[1]), a[2]);
    case F::ChainNotObject:
        //: %1: what the file is instead (“a list”, “a number”, …). The JSON stays as written.
        return tr("a chain file is an object such as {\"layers\": 16, \"schedule\": \"sqrt\"}, not %1")
            .arg(type(a[0]));
    case F::BadId:
        //: The JSON stays as written.
        return tr("\"id\" is a name in quotes, such as \"sqrt-16\"");
    case F::BadDescription:
        //: "description" is a field of the chain file, as written.
        return tr("\"description\" is the chain's one line of text, in quotes");
    case F::LayersMissing:
        //: "layers" is a field of the chain file, as written; the JSON stays as written.
        return tr("\"layers\" is missing: a count of identical layers (\"layers\": 16) or a list of layers");
    case F::LayersNotCountOrList:
        //: %1: what "layers" is instead (“a string”, “true or false”, …). The JSON stays as written.
        return tr("\"layers\" is a count of layers (\"layers\": 16) or a list of layers, not %1").arg(type(a[0]));
    case F::UniformFieldWithTransformer:
        //: %1: activation_bytes, forward_ms or backward_ms, fields written beside a transformer's shape.
        return tr("\"%1\" sizes a count of identical layers; a transformer's shape sizes its layers").arg(a[0]);
    case F::UniformFieldWithList:
        //: %1: activation_bytes, forward_ms or backward_ms, fields written beside a list of layers.
        return tr("\"%1\" sizes a count of identical layers; with a list of layers, each layer gives its own")
            .arg(a[0]);
    case F::TransformerWithList:
        //: "transformer" and "layers" are fields of the chain file, as written.
        return tr("\"transformer\" goes with a count of layers (\"layers\": 8), not a list");
    case F::LayersEmpty:
        //: The chain file's list of layers has nothing in it.
        return tr("the list of layers is empty: a chain has at least 1 layer");
    case F::LayerNotObject:
        //: %1: the layer's number, counted from 1; %2: what it is instead (“a string”, …). The JSON stays as
        //: written.
        return tr("layer %1 is an object such as {\"activation_bytes\": 67108864}, not %2").arg(a[0], type(a[1]));
    case F::LayerNeedsActivation:
        //: %1: “layer 3” or “layers 3 to 7” (an entry of the list with repeat), as translated.
        return tr("%1 needs \"activation_bytes\": its input, what a checkpoint keeps").arg(place(a[0]));
    case F::LayerSavesLessThanInput:
        //: %1: “layer 3” or “layers 3 to 7”, as translated; %2: its saved_bytes; %3: its activation_bytes.
        return tr("%1 saves %2 bytes, less than its input (\"activation_bytes\" %3): what a forward keeps for the "
                  "backward includes the input").arg(place(a[0]), a[1], a[2]);
    case F::SelectiveOutside:
        //: %1: “layer 3” or “layers 3 to 7”, as translated; %2: its selective_bytes as written; %3 to %4: its
        //: activation_bytes and saved_bytes.
        return tr("%1's \"selective_bytes\" (%2) must lie between its \"activation_bytes\" and its "
                  "\"saved_bytes\" (%3 to %4)").arg(place(a[0]), a[1], a[2], a[3]);
    case F::ChainTooLong:
        //: %1: “layer 3” or “layers 3 to 7”, as translated; %2: the most layers a chain file may have.
        return tr("%1 would make the chain longer than %2 layers, the most a chain file may have")
            .arg(place(a[0]), a[1]);
    case F::TransformerNotObject:
        //: "transformer" is a field of the chain file; the JSON stays as written.
        return tr("\"transformer\" is an object such as {\"sequence\": 2048, \"hidden\": 6144} (every field "
                  "optional)");
    case F::SequenceParallelNotBool:
        //: %1: what it is instead (“a string”, “a number”, …). "sequence_parallel" stays as written.
        return tr("\"sequence_parallel\" is true or false, not %1").arg(type(a[0]));
    case F::TransformerTooBig:
        //: A transformer's shape so big that one layer keeps more than 10^12 bytes.
        return tr("each layer of this transformer would keep more than 10^12 bytes of activations; make it "
                  "smaller");
    case F::ExpensiveNotObject:
        //: "expensive_layer" is a field of the chain file; the JSON stays as written.
        return tr("\"expensive_layer\" is an object such as {\"layer\": 5, \"factor\": 4}");
    case F::ExpensiveIncomplete:
        //: "expensive_layer", "layer" and "factor" are fields of the chain file, as written.
        return tr("\"expensive_layer\" needs \"layer\" (counted from 1) and \"factor\" (how many times its costs "
                  "grow)");
    case F::ExpensivePastChain:
        //: %1: the layer the file names as expensive; %2: how many layers the chain has.
        return tr("the expensive layer is layer %1, but the chain has %2 layers (counted from 1)")
            .arg(a[0], a[1]);
    case F::ChainInvalid:
        return a[0]; // the chain's own English account: nothing of ours to translate in it
    case F::ScheduleMissing:
        //: "schedule" is a field of the chain file; the JSON and the schedule name "sqrt" stay as written.
        return tr("\"schedule\" is missing: a built-in schedule's name such as \"sqrt\", or {\"checkpoints\": [5, "
                  "9]} to place checkpoints by hand");
    case F::ScheduleNotNameOrObject:
        //: The JSON and the schedule names stay as written.
        return tr("a schedule is a name such as \"sqrt\", or an object such as {\"name\": \"revolve\", "
                  "\"snapshots\": 3}; place checkpoints by hand with {\"checkpoints\": [5, 9]}");
    case F::UnknownSchedule:
        //: %1: the schedule name the file gives; %2: the built-in schedules' names (store-all, sqrt, …).
        return tr("unknown schedule \"%1\": choose one of %2, or place checkpoints by hand with {\"checkpoints\": "
                  "[5, 9]}").arg(a[0], a[1]);
    case F::ByHandNeedsLayers:
        //: "by-hand" is a schedule's name; the JSON stays as written.
        return tr("\"by-hand\" needs the layers to keep: place checkpoints by hand with {\"checkpoints\": [5, 9]}");
    case F::ScheduleNeedsName:
        //: %1: the built-in schedules' names (store-all, sqrt, …). "name" and "checkpoints" are fields, as
        //: written.
        return tr("the schedule needs a \"name\" (one of %1), or \"checkpoints\" to place them by hand, such as "
                  "{\"checkpoints\": [5, 9]}").arg(a[0]);
    case F::ScheduleNameNotString:
        //: "name" is a field of a schedule; "sqrt" is a schedule's name, as written.
        return tr("\"name\" is a schedule's name in quotes, such as \"sqrt\"");
    case F::ParameterNotTaken:
        //: %1: a schedule's name; %2: a field it does not take (every, snapshots, …); %3: the one schedule that
        //: takes it.
        return tr("the schedule \"%1\" takes no \"%2\" (%3 takes it)").arg(a[0], a[1], a[2]);
    case F::ParameterNotTakenByTwo:
        //: %1: a schedule's name; %2: a field it does not take (budget_bytes, budget_fraction); %3 and %4: the
        //: two schedules that take it.
        return tr("the schedule \"%1\" takes no \"%2\" (%3 and %4 take it)").arg(a[0], a[1], a[2], a[3]);
    case F::ByHandNeedsCheckpoints:
        //: "by-hand" is a schedule's name and "checkpoints" a field, as written.
        return tr("\"by-hand\" needs \"checkpoints\": the layers whose inputs are kept, such as [5, 9]");
    case F::BudgetTwice:
        //: "budget_bytes" and "budget_fraction" are fields of a schedule, as written.
        return tr("give the budget once: \"budget_bytes\" or \"budget_fraction\", not both");
    case F::CheckpointsNotList:
        //: "checkpoints" is a field of a schedule, as written.
        return tr("\"checkpoints\" is a list of layers, counted from 1, whose inputs are kept, such as [5, 9, 13]");
    case F::CheckpointPastChain:
        //: %1: the layer the file names; %2: how many layers the chain has.
        return tr("a checkpoint on layer %1, but the chain has %2 layers, counted from 1").arg(a[0], a[1]);
    case F::CheckpointTwice:
        //: %1: the layer the file lists twice. "checkpoints" is a field, as written.
        return tr("layer %1 is listed twice in \"checkpoints\"").arg(a[0]);
    case F::CompareNotList:
        //: "compare" is a field of the chain file; "store-all" a schedule's name, as written.
        return tr("\"compare\" is a list of schedules to draw beside it, such as [\"store-all\"]");
    case F::BadCursor:
        //: %1: the word the file gives, in quotes, or what it is instead (“a list”, …). "cursor", "peak", "start"
        //: and "end" stay as written.
        return tr("\"cursor\" is \"peak\", \"start\", \"end\" or a number of operations into the timeline, not %1")
            .arg(type(a[0]));
    case F::PredictNotList:
        //: "predict" is a field of the chain file, as written.
        return tr("\"predict\" is a list of the narrated steps (from 2: step 1 is the forward pass) that ask "
                  "which layer runs again next, such as [2, 3]");
    case F::PredictTwice:
        //: %1: the step the file lists twice. "predict" is a field, as written.
        return tr("step %1 is asked twice in \"predict\"").arg(a[0]);
    case F::ScheduleCannotBeMade:
        //: %1: the schedule's name; %2: why the planner cannot make it, in English.
        return tr("the schedule \"%1\" cannot be made on this chain: %2").arg(a[0], a[1]);
    case F::CursorPastEnd:
        //: %1: the operation the file's cursor names; %2: how many operations the timeline has.
        return tr("the cursor %1 is past the end of the timeline, which has %2 operations").arg(a[0], a[1]);
    }
    return a[0];
}

QString CheckpointChainText::problem(const gml::CheckpointChainScriptError& error)
{
    QStringList a;
    for (const std::string& argument : error.arguments)
        a.append(QString::fromStdString(argument));
    // Every sentence takes at most five: a fault made with fewer (none should be) still reads.
    while (a.size() < 5)
        a.append(QString());
    const QString what = sentence(error.fault, a);
    if (error.fault == gml::CheckpointChainFault::NotJson)
        return what;
    //: %1: the line of the chain file; %2: what is wrong there, a sentence.
    return tr("line %1: %2").arg(QString::number(error.line), what);
}
