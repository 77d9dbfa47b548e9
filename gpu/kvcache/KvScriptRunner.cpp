#include "kvcache/KvScriptRunner.h"

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
        }
        done.eventEnd = runner.m_cache->trace().size();
        if (const KvSequenceState* sequence = runner.m_cache->state().sequence(done.sequence)) {
            done.blockTable = sequence->blockTable;
            done.length = sequence->length;
        }
        result.ops.push_back(std::move(done));
    }
    result.sequenceNames = std::move(runner.m_sequenceNames);
    result.prefixCacheHits = runner.m_cache->prefixCacheHits();
    result.state = runner.m_cache->state();
    result.trace = runner.m_cache->takeTrace();
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
    const KvSequenceId* sequence = running(op.request, result);
    if (!sequence)
        return result;
    result.sequence = *sequence;
    for (std::uint32_t i = 0; i < op.decodeTokens; ++i) {
        auto appended = m_cache->appendToken(*sequence, m_nextMadeUpToken);
        if (!appended) {
            result.outcome = KvScriptOutcome::OutOfBlocks;
            result.reason = appended.error().message;
            break;
        }
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
    m_cache->free(*sequence, KvEventReason::Aborted);
    m_running.erase(op.request);
    return result;
}

} // namespace gml
