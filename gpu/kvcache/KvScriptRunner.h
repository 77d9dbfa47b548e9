#pragma once

#include "kvcache/KvCacheState.h"
#include "kvcache/KvCacheTrace.h"
#include "kvcache/KvScript.h"
#include "kvcache/KvServingReport.h"
#include "kvcache/KvWalkthroughStep.h"
#include "kvcache/PagedKvCache.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gml {

// What one op did. Running out of blocks is an outcome, not a fault in the script: the lesson is what the
// pool does when it is full. A block manager alone does not preempt (that is the scheduler's choice), so an
// op that runs out stops there, with what it did so far kept.
enum class KvScriptOutcome : std::uint8_t
{
    Ok,
    OutOfBlocks, // add: nothing admitted; decode: the tokens before the one that found no block were appended
    Skipped,     // the op names a request that is not running because its add ran out of blocks
};

const char* kvScriptOutcomeKey(KvScriptOutcome outcome); // "ok", "out_of_blocks", "skipped"

struct KvScriptOpResult
{
    KvScriptOutcome outcome = KvScriptOutcome::Ok;
    std::string reason; // why it was not ok, as the engine said it; a step's facts left out (Ok: the step is
                        // marked, without the facts on a request whose add ran out of blocks)
    std::uint32_t tokensWritten = 0;       // add: the prompt's tokens; decode: tokens appended
    KvSequenceId sequence = kNoKvSequence; // the sequence it made (add, fork) or acted on
    std::vector<KvBlockId> blockTable;     // that sequence's block table after the op (empty once aborted)
    std::uint32_t length = 0;              // and the tokens it holds
    std::size_t eventEnd = 0; // the trace's length after this op; its events follow the previous op's
    std::optional<KvServingReport> serving; // serve: what the scheduler did
};

// A script's run: the trace (so every op's events can be explained or played, its tokens named by the
// script's words), each op's result, the narrated steps, and which script name each sequence number stands
// for.
struct KvScriptRun
{
    KvCacheTrace trace;
    std::size_t setupEvents = 0; // creating the pool and laying down its free queue, before op 1
    std::vector<KvScriptOpResult> ops;
    std::vector<KvWalkthroughStep> steps;   // what the step and serve ops marked, in order
    std::vector<std::string> sequenceNames; // indexed by sequence number; a served request's is its number
    std::uint64_t prefixCacheHits = 0;      // blocks found again by their prefix hash, over the whole run
    KvCacheState state;                     // after the last op

    // The events of op `index` (from 0) are [opEventBegin(index), ops[index].eventEnd).
    std::size_t opEventBegin(std::size_t index) const
    {
        return index == 0 ? setupEvents : ops[index - 1].eventEnd;
    }
};

// Runs a checked KvScript on a PagedKvCache: the same engine, and so the same block tables, reference counts
// and free queue, as the walkthroughs and the application. Made-up tokens are numbered from
// kFirstMadeUpKvToken upwards in the order they are written, so no two ever match by chance (which prefix
// caching would take for a shared prefix). A serve op runs PagedServingScheduler on the same cache, marking
// each of its steps as the walkthroughs narrate them.
class KvScriptRunner
{
public:
    static KvCacheResult<KvScriptRun> run(const KvScript& script);

private:
    explicit KvScriptRunner(std::unique_ptr<PagedKvCache> cache) : m_cache(std::move(cache)) {}

    KvScriptOpResult add(const KvScriptOp& op);
    KvScriptOpResult decode(const KvScriptOp& op);
    KvScriptOpResult fork(const KvScriptOp& op);
    KvScriptOpResult abort(const KvScriptOp& op);
    KvScriptOpResult step(const KvScriptOp& op);
    KvScriptOpResult serve(const KvScriptOp& op);
    // The running sequence a name stands for, or nullptr with `skipped` saying why.
    const KvSequenceId* running(const std::string& name, KvScriptOpResult& skipped) const;
    std::vector<std::int32_t> promptOf(const KvScriptOp& op);
    void name(KvSequenceId sequence, const std::string& request);

    std::unique_ptr<PagedKvCache> m_cache;
    std::map<std::string, KvSequenceId> m_running;              // names whose sequence holds blocks now
    std::map<std::string, std::vector<std::int32_t>> m_prompts; // each name's latest prompt, admitted or not
    std::vector<std::string> m_sequenceNames;
    std::vector<KvWalkthroughStep> m_steps;
    std::optional<KvServingReport> m_served; // the last serve's report, for the facts that quote it
    std::int32_t m_nextMadeUpToken = kFirstMadeUpKvToken;
    std::uint32_t m_requests = 0; // the engine's request numbers, one per add
    std::string m_firstDecodeSinceStep; // the request whose token a predicting step asks about
};

} // namespace gml
