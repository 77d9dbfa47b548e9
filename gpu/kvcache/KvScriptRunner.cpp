#include "kvcache/KvScriptRunner.h"

#include "kvcache/KvServingStepFacts.h"
#include "kvcache/PagedServingScheduler.h"

namespace gml {

const char* kvScriptOutcomeKey(KvScriptOutcome outcome)
{
    switch (outcome) {
    case KvScriptOutcome::Ok:
        return "ok";
    case KvScriptOutcome::OutOfBlocks:
        return "out_of_blocks";
    case KvScriptOutcome::Skipped:
        return "skipped";
    }
    return "?";
}

KvCacheResult<KvScriptRun> KvScriptRunner::run(const KvScript& script)
{
    auto cache = PagedKvCache::create(script.config());
    if (!cache)
        return cache.error();
    KvScriptRunner runner(std::move(cache.value()));
    KvScriptRun result;
    result.setupEvents = runner.m_cache->trace().size();
    result.ops.reserve(script.ops.size());
    for (const KvScriptOp& op : script.ops) {
        KvScriptOpResult done;
        switch (op.kind) {
        case KvScriptOpKind::Add:
            done = runner.add(op);
            break;
        case KvScriptOpKind::Decode:
            done = runner.decode(op);
            break;
        case KvScriptOpKind::Fork:
            done = runner.fork(op);
            break;
        case KvScriptOpKind::Abort:
            done = runner.abort(op);
            break;
        case KvScriptOpKind::Step:
            done = runner.step(op);
            break;
        case KvScriptOpKind::Serve:
            done = runner.serve(op);
            break;
        }
        done.eventEnd = runner.m_cache->trace().size();
        if (const KvSequenceState* sequence = runner.m_cache->state().sequence(done.sequence)) {
            done.blockTable = sequence->blockTable;
            done.length = sequence->length;
        }
        result.ops.push_back(std::move(done));
    }
    result.steps = std::move(runner.m_steps);
    result.sequenceNames = std::move(runner.m_sequenceNames);
    result.prefixCacheHits = runner.m_cache->prefixCacheHits();
    result.state = runner.m_cache->state();
    result.trace = runner.m_cache->takeTrace();
    result.trace.setTokenNames(script.words);
    return result;
}

void KvScriptRunner::name(KvSequenceId sequence, const std::string& request)
{
    if (m_sequenceNames.size() <= sequence)
        m_sequenceNames.resize(sequence + 1);
    m_sequenceNames[sequence] = request;
    m_running[request] = sequence;
}

const KvSequenceId* KvScriptRunner::running(const std::string& name, KvScriptOpResult& skipped) const
{
    const auto found = m_running.find(name);
    if (found != m_running.end())
        return &found->second;
    // The checker saw every name added before use, so only an add that ran out of blocks leaves one here.
    skipped.outcome = KvScriptOutcome::Skipped;
    skipped.reason =
        "request '" + name + "' is not running: an add ran out of blocks, so it was never admitted";
    return nullptr;
}

std::vector<std::int32_t> KvScriptRunner::promptOf(const KvScriptOp& op)
{
    if (!op.tokens.empty())
        return op.tokens;
    std::vector<std::int32_t> prompt;
    prompt.reserve(op.promptTokens);
    if (!op.sharedPrefixWith.empty()) {
        const std::vector<std::int32_t>& source = m_prompts.at(op.sharedPrefixWith);
        prompt.assign(source.begin(), source.begin() + op.sharedTokens);
    }
    while (prompt.size() < op.promptTokens)
        prompt.push_back(m_nextMadeUpToken++);
    return prompt;
}

KvScriptOpResult KvScriptRunner::add(const KvScriptOp& op)
{
    KvScriptOpResult result;
    std::vector<std::int32_t> prompt = promptOf(op);
    auto added = m_cache->addSequence(prompt, m_requests++);
    // Kept even when the add fails: a later prompt may still say it starts like this one.
    m_prompts[op.request] = std::move(prompt);
    if (!added) {
        result.outcome = KvScriptOutcome::OutOfBlocks;
        result.reason = added.error().message;
        return result;
    }
    result.sequence = added.value();
    result.tokensWritten = op.promptTokens;
    name(result.sequence, op.request);
    return result;
}

KvScriptOpResult KvScriptRunner::decode(const KvScriptOp& op)
{
    KvScriptOpResult result;
    if (m_firstDecodeSinceStep.empty())
        m_firstDecodeSinceStep = op.request;
    const KvSequenceId* sequence = running(op.request, result);
    if (!sequence)
        return result;
    result.sequence = *sequence;
    const bool madeUp = op.tokens.empty();
    for (std::uint32_t i = 0; i < op.decodeTokens; ++i) {
        auto appended = m_cache->appendToken(*sequence, madeUp ? m_nextMadeUpToken : op.tokens[i]);
        if (!appended) {
            result.outcome = KvScriptOutcome::OutOfBlocks;
            result.reason = appended.error().message;
            break;
        }
        if (madeUp)
            ++m_nextMadeUpToken;
        ++result.tokensWritten;
    }
    return result;
}

KvScriptOpResult KvScriptRunner::fork(const KvScriptOp& op)
{
    KvScriptOpResult result;
    m_prompts[op.request] = m_prompts.at(op.from); // a fork's prompt is its parent's
    const KvSequenceId* parent = running(op.from, result);
    if (!parent)
        return result;
    // Sharing takes no block: a fork cannot run out.
    const KvSequenceId child = m_cache->fork(*parent).value();
    result.sequence = child;
    name(child, op.request);
    return result;
}

KvScriptOpResult KvScriptRunner::abort(const KvScriptOp& op)
{
    KvScriptOpResult result;
    const KvSequenceId* sequence = running(op.request, result);
    if (!sequence)
        return result;
    result.sequence = *sequence;
    m_cache->free(*sequence, op.reason);
    m_running.erase(op.request);
    return result;
}

KvScriptOpResult KvScriptRunner::step(const KvScriptOp& op)
{
    KvScriptOpResult result;
    const KvCacheState& state = m_cache->state();
    KvWalkthroughStep step{op.scene, m_cache->trace().size(), {}, std::nullopt, {}};
    if (op.predictBlock)
        step.predictRequest = m_firstDecodeSinceStep;
    m_firstDecodeSinceStep.clear();
    for (const KvScriptFact& fact : op.facts) {
        switch (fact.kind) {
        case KvScriptFactKind::Table:
        case KvScriptFactKind::Sequence: {
            const auto running = m_running.find(fact.request);
            if (running == m_running.end()) {
                result.reason += (result.reason.empty() ? "" : "; ") + std::string("fact '") + fact.name +
                                 "' is left out: request '" + fact.request +
                                 "' is not running (its add ran out of blocks)";
                break;
            }
            step.facts.push_back(
                fact.kind == KvScriptFactKind::Table
                    ? NarrationFact::numbers(fact.name, state.sequences[running->second].blockTable)
                    : NarrationFact::count(fact.name, running->second));
            break;
        }
        case KvScriptFactKind::FreeQueue:
            step.facts.push_back(NarrationFact::numbers(fact.name, state.freeQueueOrder()));
            break;
        // The checker let these through only after a serve op.
        case KvScriptFactKind::Finished:
            step.facts.push_back(NarrationFact::count(fact.name, m_served->finished));
            break;
        case KvScriptFactKind::Steps:
            step.facts.push_back(NarrationFact::count(fact.name, m_served->steps));
            break;
        case KvScriptFactKind::Preemptions:
            step.facts.push_back(NarrationFact::count(fact.name, m_served->preemptions));
            break;
        }
    }
    m_steps.push_back(std::move(step));
    return result;
}

KvScriptOpResult KvScriptRunner::serve(const KvScriptOp& op)
{
    KvScriptOpResult result;
    m_firstDecodeSinceStep.clear();
    // The checker saw every request fit the pool less the watermark, with no other request live: the
    // scheduler can finish them all.
    PagedServingScheduler scheduler(*m_cache, op.requests, op.scheduler);
    KvServingStepFacts facts(*m_cache, scheduler, op.scheduler.preemption);
    std::uint32_t preemptingSteps = 0;
    while (!scheduler.done()) {
        const KvStepSummary summary = scheduler.step();
        std::string scene = summary.preempted.empty() ? "step-" + std::to_string(summary.step)
                                                      : "preempt-" + std::to_string(++preemptingSteps);
        m_steps.push_back({std::move(scene), m_cache->trace().size(), {}, facts.of(summary), {}});
    }
    for (const KvRequest& request : op.requests)
        if (const KvSequenceId sequence = scheduler.sequenceOf(request.id); sequence != kNoKvSequence) {
            if (m_sequenceNames.size() <= sequence)
                m_sequenceNames.resize(sequence + 1);
            m_sequenceNames[sequence] = std::to_string(request.id);
        }
    m_served = scheduler.report();
    result.serving = m_served;
    return result;
}

} // namespace gml
