#include "kvcache/KvWalkthrough.h"

#include "kvcache/BuiltInKvScripts.h"
#include "kvcache/KvScriptRunner.h"

#include <algorithm>
#include <cstdio>
#include <limits>

// The walkthroughs are content: KV scripts with narrated steps under resources/scenarios/kvcache/, compiled
// in (BuiltInKvScripts.h). What the learner reads at each step is content too
// (resources/narration/paged-kv-cache.json, under the walkthrough's id and the step's scene), with the
// figures it quotes taken from the step's facts.

namespace gml {

namespace {

struct BuiltInWalkthrough
{
    KvWalkthroughInfo info;
    std::uint32_t order = 0;
    std::string_view text;
};

const std::vector<BuiltInWalkthrough>& builtInWalkthroughs()
{
    static const std::vector<BuiltInWalkthrough> walkthroughs = [] {
        std::vector<BuiltInWalkthrough> read;
        for (const auto& [name, text] : builtInKvScripts()) {
            auto script = readKvScript(text);
            if (!script) { // A test reads every built-in file; a broken one must not take the others with it.
                std::fprintf(stderr, "gpu-memory-lab: the built-in walkthrough %.*s: %s\n",
                             static_cast<int>(name.size()), name.data(), script.error().message.c_str());
                continue;
            }
            const KvScript& walkthrough = script.value();
            read.push_back({{walkthrough.id.empty() ? std::string(name) : walkthrough.id, walkthrough.paper},
                            walkthrough.order.value_or(std::numeric_limits<std::uint32_t>::max()),
                            text});
        }
        // Those without an order keep their file names' order, after the others.
        std::stable_sort(
            read.begin(), read.end(),
            [](const BuiltInWalkthrough& a, const BuiltInWalkthrough& b) { return a.order < b.order; });
        return read;
    }();
    return walkthroughs;
}

} // namespace

const KvWalkthroughStep* KvWalkthrough::scene(std::string_view name) const
{
    for (const auto& step : steps)
        if (step.scene == name)
            return &step;
    return nullptr;
}

const std::vector<KvWalkthroughInfo>& kvWalkthroughs()
{
    static const std::vector<KvWalkthroughInfo> infos = [] {
        std::vector<KvWalkthroughInfo> list;
        for (const BuiltInWalkthrough& walkthrough : builtInWalkthroughs())
            list.push_back(walkthrough.info);
        return list;
    }();
    return infos;
}

KvCacheResult<KvWalkthrough> buildKvWalkthrough(std::string_view id)
{
    for (const BuiltInWalkthrough& walkthrough : builtInWalkthroughs()) {
        if (walkthrough.info.id != id)
            continue;
        auto built = buildKvWalkthroughFromScript(walkthrough.text);
        if (!built)
            return KvCacheError{KvCacheErrorCode::InvalidArgument, "the built-in walkthrough " +
                                                                       walkthrough.info.id + ": " +
                                                                       built.error().message};
        return std::move(built.value());
    }
    std::string names;
    for (const auto& info : kvWalkthroughs())
        names += (names.empty() ? "" : ", ") + info.id;
    return KvCacheError{KvCacheErrorCode::InvalidArgument,
                        "unknown walkthrough '" + std::string(id) + "': choose one of " + names};
}

Result<KvWalkthrough, KvScriptError> buildKvWalkthroughFromScript(std::string_view json)
{
    auto script = readKvScript(json);
    if (!script)
        return script.error();
    const KvScript& checked = script.value();
    if (checked.id.empty())
        return makeKvScriptError(0, 1, KvScriptFault::WalkthroughNeedsId, {});
    bool stepped = false;
    for (const KvScriptOp& op : checked.ops)
        stepped = stepped || op.kind == KvScriptOpKind::Step || op.kind == KvScriptOpKind::Serve;
    if (!stepped)
        return makeKvScriptError(0, 1, KvScriptFault::WalkthroughNeedsSteps, {});
    auto run = KvScriptRunner::run(checked);
    if (!run) // the checker accepted the pool, so the engine should too: say what it said if not
        return makeKvScriptError(0, 1, KvScriptFault::EngineRefused, {run.error().message});
    KvWalkthrough walkthrough;
    walkthrough.id = checked.id;
    walkthrough.trace = std::move(run.value().trace);
    walkthrough.steps = std::move(run.value().steps);
    walkthrough.sequenceNames = std::move(run.value().sequenceNames);
    return walkthrough;
}

} // namespace gml
