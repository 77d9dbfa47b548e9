#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "kvcache/KvAllocationComparison.h"
#include "kvcache/KvMemoryBudget.h"
#include "kvcache/KvScript.h"
#include "kvcache/KvScriptRunner.h"
#include "kvcache/KvWalkthrough.h"
#include "kvcache/KvWorkload.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace gml {

namespace {

constexpr const char* kPrefix = "gpu-memory-lab-cli kvcache: ";

std::string percent(double fraction)
{
    char text[16];
    std::snprintf(text, sizeof text, "%5.1f%%", 100.0 * fraction);
    return text;
}

int listWalkthroughs(bool json, std::ostream& out)
{
    if (json) {
        JsonWriter writer;
        writer.beginObject().key("walkthroughs").beginArray();
        for (const auto& info : kvWalkthroughs())
            writer.beginObject().field("id", info.id).field("reproduces", info.paper).endObject();
        writer.endArray().endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }
    for (const auto& info : kvWalkthroughs())
        out << info.id << "\n    " << info.paper << "\n";
    return kExitOk;
}

// A walkthrough's id, its trace's length and its narrated steps: what --walkthrough prints, and what a script
// prints first, so that a walkthrough's file run with --script begins exactly as --walkthrough does.
void writeSteps(JsonWriter& writer, const std::string& id, std::size_t events,
                const std::vector<KvWalkthroughStep>& steps)
{
    if (!id.empty())
        writer.field("id", id);
    writer.field("events", static_cast<std::uint64_t>(events)).key("steps").beginArray();
    for (const auto& step : steps)
        writer.beginObject()
            .field("scene", step.scene)
            .field("event_count", static_cast<std::uint64_t>(step.eventCount))
            .endObject();
    writer.endArray();
}

int runWalkthrough(const std::string& id, bool json, std::ostream& out, std::ostream& err)
{
    auto walkthrough = buildKvWalkthrough(id);
    if (!walkthrough) {
        err << kPrefix << walkthrough.error().message << "\n";
        return kExitBadInput;
    }
    const KvWalkthrough& lesson = walkthrough.value();
    if (json) {
        JsonWriter writer;
        writer.beginObject();
        writeSteps(writer, lesson.id, lesson.trace.size(), lesson.steps);
        writer.endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }
    // The narration is the application's content, in four languages; the command line says what each
    // step's events did.
    out << lesson.id << " (" << lesson.trace.size() << " events)\n";
    std::size_t event = 0;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        out << "\n" << i + 1 << ". [" << lesson.steps[i].scene << "]\n";
        for (; event < lesson.steps[i].eventCount; ++event)
            out << "   " << lesson.trace.explain(event) << "\n";
    }
    return kExitOk;
}

std::string blockList(const std::vector<KvBlockId>& blocks)
{
    std::string text = "[";
    for (std::size_t i = 0; i < blocks.size(); ++i)
        text += (i ? ", " : "") + std::to_string(blocks[i]);
    return text + "]";
}

std::string plural(std::uint64_t count, const char* one, const char* many)
{
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

// "add A (a 7-token prompt)", "decode A (2 tokens)", "fork B from A", "abort A (pruned)", "step fig6-prompt",
// "serve 5 requests (preemption by swap)".
std::string describeOp(const KvScriptOp& op, const std::vector<std::string>& words)
{
    // A script written in words shows them: "add A (a 7-token prompt: Four score and seven years ago our)".
    std::string text;
    if (!words.empty())
        for (const std::int32_t token : op.tokens)
            text += (text.empty() ? ": " : " ") + words[static_cast<std::size_t>(token)];
    switch (op.kind) {
    case KvScriptOpKind::Add:
        return "add " + op.request + " (a " + std::to_string(op.promptTokens) + "-token prompt" +
               (op.sharedPrefixWith.empty() ? std::string()
                                            : ", its first " + std::to_string(op.sharedTokens) + " tokens " +
                                                  op.sharedPrefixWith + "'s") +
               text + ")";
    case KvScriptOpKind::Decode:
        return "decode " + op.request + " (" + plural(op.decodeTokens, "token", "tokens") + text + ")";
    case KvScriptOpKind::Fork:
        return "fork " + op.request + " from " + op.from;
    case KvScriptOpKind::Abort:
        return "abort " + op.request +
               (op.reason == KvEventReason::Finished ? " (finished)"
                : op.reason == KvEventReason::Pruned ? " (pruned)"
                                                     : std::string());
    case KvScriptOpKind::Step:
        return "step " + op.scene;
    case KvScriptOpKind::Serve:
        return "serve " + plural(op.requests.size(), "request", "requests") + " (preemption by " +
               (op.scheduler.preemption == KvEventReason::Swap ? "swap" : "recompute") + ")";
    }
    return {};
}

void writeScriptJson(const KvScript& script, const KvScriptRun& run, std::ostream& out)
{
    JsonWriter writer;
    writer.beginObject();
    writeSteps(writer, script.id, run.trace.size(), run.steps);
    writer.field("block_size", static_cast<std::uint64_t>(script.blockSize))
        .field("blocks", static_cast<std::uint64_t>(script.blocks))
        .field("prefix_caching", script.prefixCaching);
    writer.key("ops").beginArray();
    for (std::size_t i = 0; i < script.ops.size(); ++i) {
        const KvScriptOp& op = script.ops[i];
        const KvScriptOpResult& result = run.ops[i];
        writer.beginObject().field("op", kvScriptOpName(op.kind));
        if (op.kind == KvScriptOpKind::Step)
            writer.field("scene", op.scene);
        else if (op.kind == KvScriptOpKind::Serve)
            writer.field("requests", static_cast<std::uint64_t>(op.requests.size()));
        else
            writer.field("request", op.request);
        if (op.kind == KvScriptOpKind::Fork)
            writer.field("from", op.from);
        writer.field("outcome", kvScriptOutcomeKey(result.outcome));
        if (op.kind == KvScriptOpKind::Add || op.kind == KvScriptOpKind::Decode)
            writer.field("tokens_written", static_cast<std::uint64_t>(result.tokensWritten));
        if (result.serving)
            writer.field("steps", result.serving->steps)
                .field("finished", result.serving->finished)
                .field("preemptions", result.serving->preemptions);
        if (!result.reason.empty())
            writer.field("reason", result.reason);
        writer.endObject();
    }
    writer.endArray().key("requests").beginArray();
    for (const KvSequenceId sequence : run.state.liveSequences()) {
        const KvSequenceState& entry = run.state.sequences[sequence];
        writer.beginObject().field("id", run.sequenceNames[sequence]).key("block_table").beginArray();
        for (const KvBlockId block : entry.blockTable)
            writer.value(static_cast<std::uint64_t>(block));
        writer.endArray().field("tokens", static_cast<std::uint64_t>(entry.length)).endObject();
    }
    writer.endArray().key("ref_counts").beginArray();
    for (const KvPhysicalBlockState& block : run.state.blocks)
        writer.value(static_cast<std::uint64_t>(block.refCount));
    writer.endArray()
        .field("free_blocks", static_cast<std::uint64_t>(run.state.freeCount))
        .key("free_queue")
        .beginArray();
    for (const KvBlockId block : run.state.freeQueueOrder())
        writer.value(static_cast<std::uint64_t>(block));
    writer.endArray().field("prefix_cache_hits", run.prefixCacheHits).endObject();
    out << writer.text() << "\n";
}

// Each op with the engine's own explanation of its block-level events; token writes are left out (one line
// per token drowns the blocks), and the block table after the op says where they went.
void writeScriptText(const std::string& path, const KvScript& script, const KvScriptRun& run,
                     std::ostream& out)
{
    const std::vector<KvBlockId> initialQueue = run.trace.stateAt(run.setupEvents).freeQueueOrder();
    out << path << ": " << plural(script.blocks, "block", "blocks") << " of "
        << plural(script.blockSize, "token", "tokens") << ", free queue " << blockList(initialQueue)
        << ", prefix caching " << (script.prefixCaching ? "on" : "off")
        << (script.swapSpaceBlocks ? ", swap space " + plural(*script.swapSpaceBlocks, "block", "blocks")
                                   : std::string())
        << "\n";
    for (std::size_t i = 0; i < script.ops.size(); ++i) {
        const KvScriptOp& op = script.ops[i];
        const KvScriptOpResult& result = run.ops[i];
        out << "\nop " << i + 1 << ": " << describeOp(op, script.words) << ": ";
        if (result.outcome == KvScriptOutcome::Ok)
            out << "ok";
        else if (result.outcome == KvScriptOutcome::OutOfBlocks)
            out << "out of blocks"
                << (op.kind == KvScriptOpKind::Decode
                        ? " after " + plural(result.tokensWritten, "token", "tokens")
                        : std::string())
                << ": " << result.reason;
        else
            out << "skipped: " << result.reason;
        if (result.outcome == KvScriptOutcome::Ok && !result.reason.empty())
            out << " (" << result.reason << ")";
        out << "\n";
        for (std::size_t event = run.opEventBegin(i); event < result.eventEnd; ++event)
            if (run.trace[event].kind != KvEventKind::TokenAppended)
                out << "   " << run.trace.explain(event) << "\n";
        if (result.serving)
            out << "   " << plural(result.serving->finished, "request", "requests") << " finished in "
                << plural(result.serving->steps, "scheduler step", "scheduler steps") << ", "
                << plural(result.serving->preemptions, "preemption", "preemptions") << "\n";
        if (result.sequence != kNoKvSequence && op.kind != KvScriptOpKind::Abort)
            out << "   " << op.request << " (sequence " << result.sequence << ") holds "
                << plural(result.length, "token", "tokens") << " in physical blocks "
                << blockList(result.blockTable) << "\n";
    }
    out << "\nafter " << plural(script.ops.size(), "op", "ops") << ":\n";
    for (const KvSequenceId sequence : run.state.liveSequences()) {
        const KvSequenceState& entry = run.state.sequences[sequence];
        out << "   " << run.sequenceNames[sequence] << " (sequence " << sequence
            << "): " << plural(entry.length, "token", "tokens") << " in physical blocks "
            << blockList(entry.blockTable) << "\n";
    }
    std::vector<KvBlockId> refCounts;
    for (const KvPhysicalBlockState& block : run.state.blocks)
        refCounts.push_back(block.refCount);
    out << "   reference counts by physical block: " << blockList(refCounts) << "\n";
    out << "   " << plural(run.state.freeCount, "free block", "free blocks") << ", free queue head first "
        << blockList(run.state.freeQueueOrder()) << "\n";
    if (script.prefixCaching)
        out << "   " << plural(run.prefixCacheHits, "block", "blocks") << " found again by prefix caching\n";
}

int runScript(const std::string& path, bool json, std::ostream& out, std::ostream& err)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    if (!file || !(text << file.rdbuf())) {
        err << kPrefix << "cannot read the KV script " << path << "\n";
        return kExitBadInput;
    }
    const auto script = readKvScript(text.str());
    if (!script) {
        err << kPrefix << path << ": " << script.error().message << "\n";
        return kExitBadInput;
    }
    auto run = KvScriptRunner::run(script.value());
    if (!run) {
        err << kPrefix << path << ": " << run.error().message << "\n";
        return kExitBadInput;
    }
    if (json)
        writeScriptJson(script.value(), run.value(), out);
    else
        writeScriptText(path, script.value(), run.value(), out);
    return kExitOk;
}

} // namespace

int runKvCacheCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(args, {{"--json", "--list"},
                            {"--model", "--gpu-memory", "--utilization", "--block-size", "--requests",
                             "--workload", "--seed", "--walkthrough", "--swap-space", "--script"}});
    const auto gpuGiB = line.number("--gpu-memory", 1e-9, 1e6);
    const auto utilization = line.number("--utilization", -1e9, 1e9);
    const auto blockSize = line.integer("--block-size", 0, 1'000'000);
    const auto requestCount = line.integer("--requests", 1, 1'000'000);
    const auto seed = line.integer("--seed", 0, 1'000'000'000'000LL);
    const auto swapGiB = line.number("--swap-space", 0.0, 1e6);
    if (!line.ok() || !line.positional().empty()) {
        err << kPrefix << (line.ok() ? "unexpected argument " + line.positional().front() : line.error()) << "\n";
        return kExitBadInput;
    }
    const bool json = line.has("--json");
    if (line.option("--script") && (line.has("--list") || line.option("--walkthrough"))) {
        err << kPrefix << "--script runs a script file; it does not go with --list or --walkthrough\n";
        return kExitBadInput;
    }
    if (const auto script = line.option("--script"))
        return runScript(*script, json, out, err);
    if (line.has("--list"))
        return listWalkthroughs(json, out);
    if (const auto walkthrough = line.option("--walkthrough"))
        return runWalkthrough(*walkthrough, json, out, err);

    const std::string modelId = line.option("--model").value_or("opt-13b");
    const KvModelPreset* model = findKvModelPreset(modelId);
    if (!model) {
        err << kPrefix << "unknown model '" << modelId << "': choose one of " << kvModelPresetList() << "\n";
        return kExitBadInput;
    }
    const auto gpuBytes = static_cast<std::uint64_t>(gpuGiB.value_or(40.0) * static_cast<double>(GiB));
    auto budget = planKvMemory(*model, gpuBytes, utilization.value_or(kDefaultGpuMemoryUtilization),
                               static_cast<std::uint32_t>(blockSize.value_or(kDefaultKvBlockSize)));
    if (!budget) {
        err << kPrefix << budget.error().message << "\n";
        return kExitBadInput;
    }
    auto workload = kvWorkloadPreset(line.option("--workload").value_or("sharegpt"),
                                     static_cast<std::uint64_t>(seed.value_or(1)));
    if (!workload) {
        err << kPrefix << workload.error().message << "\n";
        return kExitBadInput;
    }
    const KvMemoryBudget& plan = budget.value();
    const auto swapBytes = static_cast<std::uint64_t>(swapGiB.value_or(kDefaultSwapSpaceGiB) * static_cast<double>(GiB));
    const std::uint64_t cpuBlocks = kvSwapSpaceBlocks(plan, swapBytes);
    const auto requests = generateKvRequests(workload.value(), static_cast<std::size_t>(requestCount.value_or(1000)));
    auto comparison = compareKvAllocation(requests, plan.numBlocks, plan.blockSize);
    if (!comparison) {
        err << kPrefix << comparison.error().message << "\n";
        return kExitBadInput;
    }

    if (json) {
        JsonWriter writer;
        writer.beginObject()
            .field("model", model->id)
            .field("bytes_per_token", plan.bytesPerToken)
            .field("bytes_per_block", plan.bytesPerBlock)
            .field("block_size", static_cast<std::uint64_t>(plan.blockSize))
            .field("gpu_bytes", plan.gpuBytes)
            .field("utilization", plan.utilization)
            .field("weight_bytes", plan.weightBytes)
            .field("kv_bytes", plan.kvBytes)
            .field("num_blocks", static_cast<std::uint64_t>(plan.numBlocks))
            .field("token_capacity", plan.tokenCapacity())
            .field("max_concurrency_at_2048", plan.maxConcurrency(2048))
            .field("swap_space_bytes", swapBytes)
            .field("num_cpu_blocks", cpuBlocks)
            .field("workload", workload.value().name)
            .field("requests", static_cast<std::uint64_t>(requests.size()));
        writer.key("waste").beginObject();
        for (const auto policy : kAllKvAllocationPolicies) {
            const KvServingReport& report = comparison.value()[policy];
            writer.key(kvAllocationPolicyKey(policy))
                .beginObject()
                .field("token_states", report.waste.tokenStates)
                .field("reservation", report.waste.reservation)
                .field("internal", report.waste.internal)
                .field("external", report.waste.external)
                .endObject();
        }
        writer.endObject().key("serving").beginObject();
        for (const auto policy : kAllKvAllocationPolicies) {
            const KvServingReport& report = comparison.value()[policy];
            writer.key(kvAllocationPolicyKey(policy))
                .beginObject()
                .field("steps", report.steps)
                .field("mean_batch", report.meanRunning)
                .field("peak_batch", static_cast<std::uint64_t>(report.peakRunning))
                .field("preemptions", report.preemptions)
                .endObject();
        }
        writer.endObject().endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }

    out << model->name << ": " << formatBytes(plan.bytesPerToken) << " of KV per token ("
        << (model->groupedQueryAttention() ? "grouped-query attention, " : "") << model->kvHeads << " KV heads)\n";
    out << "GPU " << formatBytes(plan.gpuBytes) << " x utilization " << plan.utilization << " = "
        << formatBytes(plan.usableBytes) << "; weights " << formatBytes(plan.weightBytes) << "; KV cache "
        << formatBytes(plan.kvBytes) << "\n";
    out << plan.numBlocks << " blocks of " << plan.blockSize << " tokens = " << plan.tokenCapacity()
        << " tokens; " << plan.maxConcurrency(2048) << " sequences of 2048 tokens at once\n";
    out << "swap space " << formatBytes(swapBytes) << " of host memory = " << cpuBlocks
        << " blocks for sequences preempted by swap\n\n";
    out << requests.size() << " " << workload.value().name
        << " requests; share of KV memory (averaged over every step):\n";
    out << "                 tokens  reserved  internal  external+other  mean batch\n";
    for (const auto policy : kAllKvAllocationPolicies) {
        const KvServingReport& report = comparison.value()[policy];
        char label[20];
        std::snprintf(label, sizeof label, "%-15s", kvAllocationPolicyLabel(policy));
        char batch[16];
        std::snprintf(batch, sizeof batch, "%10.1f", report.meanRunning);
        out << label << " " << percent(report.waste.tokenStates) << "    " << percent(report.waste.reservation)
            << "    " << percent(report.waste.internal) << "          " << percent(report.waste.external) << "  "
            << batch << "\n";
    }
    return kExitOk;
}

} // namespace gml
