#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "kvcache/KvAllocationComparison.h"
#include "kvcache/KvMemoryBudget.h"
#include "kvcache/KvWalkthrough.h"
#include "kvcache/KvWorkload.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

#include <cstdio>
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
        writer.beginObject().field("id", lesson.id);
        writer.field("events", static_cast<std::uint64_t>(lesson.trace.size())).key("steps").beginArray();
        for (const auto& step : lesson.steps)
            writer.beginObject()
                .field("scene", step.scene)
                .field("event_count", static_cast<std::uint64_t>(step.eventCount))
                .endObject();
        writer.endArray().endObject();
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

} // namespace

int runKvCacheCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(args, {{"--json", "--list"},
                            {"--model", "--gpu-memory", "--utilization", "--block-size", "--requests", "--workload",
                             "--seed", "--walkthrough", "--swap-space"}});
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
