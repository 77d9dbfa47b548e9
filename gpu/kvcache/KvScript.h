#pragma once

// A KV cache script: a pool and a list of requests' actions, as a JSON file a teacher writes (or a learner's
// sandbox saves) and the paged KV cache engine runs (KvScriptRunner). The command line runs it with
// `gpu-memory-lab-cli kvcache --script FILE [--json]`; the lesson's walkthroughs are such files with narrated
// steps (resources/scenarios/kvcache/<id>.json, built by buildKvWalkthrough).
//
//     {"block_size": 4, "blocks": 8, "free_queue": [7, 1, 3, 0, 2, 4, 5, 6], "prefix_caching": false,
//      "ops": [{"op": "add", "request": "A", "prompt_tokens": 7},
//              {"op": "add", "request": "B", "prompt_tokens": 9, "shared_prefix_with": "A",
//               "shared_tokens": 4},
//              {"op": "add", "request": "C", "tokens": [1, 2, 3, 4, 5]},
//              {"op": "decode", "request": "A", "tokens": 2},
//              {"op": "fork", "request": "A2", "from": "A"},
//              {"op": "step", "scene": "forked", "facts": [{"fact": "table", "request": "A2"}]},
//              {"op": "abort", "request": "A"}]}
//
// The pool:
//   block_size         tokens per block: a power of two from 1 to 128 (what the block manager takes).
//                      Required.
//   blocks             physical blocks in the pool, 1 to 65536. Required.
//   free_queue         optional: the free queue at start, head (taken first) first; a permutation of every
//                      block. Left out, it is 0, 1, 2, ... The paper's Fig. 6 seeds 7, 1, 3, 0, 2, 4, 5, 6.
//   prefix_caching     optional, false by default: full blocks are found again by their prefix hash
//                      (vLLM v1).
//   swap_space_blocks  optional, 0 to 65536: the host's swap space (vLLM's --swap-space) in blocks, where
//                      a request preempted by swap keeps its KV. Left out, as many blocks as the pool.
//   comment            optional text for the reader of the file; ignored, here and in every op and fact.
// A walkthrough of the lesson also says who it is (all optional in any other script):
//   id                 its name, letters, digits, '-' and '_': the key of its narration
//                      (resources/narration/paged-kv-cache.json) and its file's name.
//   paper              what it reproduces, for the command line's list: "Kwon et al., Fig. 8".
//   order              1 to 1000: where it comes in the lesson's list (those without one come last).
// The ops, run in order:
//   add     request (a name), and its prompt as one of:
//             prompt_tokens: N     N made-up tokens, never equal to any other token in the script;
//             prompt_tokens: N, shared_prefix_with: "A", shared_tokens: K
//                                  the first K tokens of A's prompt (A added or forked earlier, live or not),
//                                  then N - K made-up ones: requests that share a system prompt;
//             tokens: [ids]        explicit token ids, 0 to 16777215 (any real vocabulary), for prompts
//                                  written out by hand;
//             words: "Four score"  words, split on spaces: each new word gets the next id from 0, in the
//                                  order words first appear in the script, and the trace names tokens by
//                                  them. The application shows each language's own words for these ids, so
//                                  they are the walkthrough's vocabulary. A script uses words or token
//                                  ids, not both (word ids would be taken for written ones).
//           The name must not be live already (a name may come back after its request was aborted).
//   decode  request, and what it appends, one token at a time as decoding does: tokens: N (1 or more
//           made-up tokens), tokens: [ids] or words: "fathers".
//   fork    request (the new name), from (a live request): the new one shares every block of the other, as
//           parallel sampling and beam search do. When either appends to a last block they share, that
//           block is copied first (copy-on-write).
//   abort   request: frees its blocks; those no one else holds join the free queue's tail. Optional reason
//           (what the trace says happened): "aborted" (the default), "finished" or "pruned" (beam search
//           dropped it).
//   step    a narrated step at this point: scene (a name, unique in the script; step-N and preempt-N are
//           serve's), and optional facts, the figures its narration quotes, each computed when the step is
//           reached and named by "name" (the narration's {placeholder}; by default the fact's own name):
//             {"fact": "table", "request": "A"}       A's block table, physical block ids in order;
//             {"fact": "free-queue"}                  the free queue, head first;
//             {"fact": "sequence", "request": "B", "name": "first-fork"}
//                                                     B's sequence number (name required);
//             {"fact": "finished"}, {"fact": "steps"}, {"fact": "preemptions"}
//                                                     what the last serve did: requests finished, scheduler
//                                                     steps, preemptions (only after a serve op).
//           A fact on a request whose add ran out of blocks is left out.
//           "predict": "block" makes the step a prediction: the lesson stops before it and asks which
//           physical block the step's first decoded token lands in (it needs a decode op since the step
//           before; the first one's request is asked about).
//   serve   requests: [{"arrival": 0, "prompt_tokens": 8, "output_tokens": 10}, ...], in arrival order
//           (scheduler steps from 0), numbered from 0: vLLM's scheduler runs them to the end on this pool
//           (PagedServingScheduler), every scheduler step a narrated step named step-N (N the scheduler's
//           step) or, when it preempted, preempt-K (the K-th such step). preemption: "recompute" (the
//           default) or "swap" (a victim that does not fit the swap space is recomputed); watermark: the
//           share of blocks admission keeps free, from 0 up to 0.5, 0.01 by default. Each request must fit
//           the pool less the watermark; no other request may be live, and a script serves once.
//
// A script is checked whole before it runs, so a bad one runs nothing: every error names the op (from 1) and
// the line. Running out of blocks is not an error in the script but what the op did (see KvScriptRunner);
// names are checked as written, so an op on a request whose add ran out of blocks is skipped at run time.

#include "kvcache/KvCacheEvent.h"
#include "kvcache/KvScriptFault.h"
#include "kvcache/KvWorkload.h"
#include "kvcache/PagedKvCache.h"
#include "kvcache/PagedServingScheduler.h"
#include "util/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

enum class KvScriptOpKind : std::uint8_t
{
    Add,
    Decode,
    Fork,
    Abort,
    Step,
    Serve
};

const char* kvScriptOpName(KvScriptOpKind kind); // "add", "decode", ...

enum class KvScriptFactKind : std::uint8_t
{
    Table,       // a request's block table
    FreeQueue,   // the free queue, head first
    Sequence,    // a request's sequence number
    Finished,    // the last serve's requests finished
    Steps,       // ... scheduler steps
    Preemptions, // ... preemptions
};

const char* kvScriptFactName(KvScriptFactKind kind); // "table", "free-queue", ...

// A figure a step's narration quotes, as written: computed when the step is reached.
struct KvScriptFact
{
    KvScriptFactKind kind = KvScriptFactKind::Table;
    std::string name;    // the narration's placeholder
    std::string request; // table, sequence: whose
};

// One op as written, checked. An add's prompt is resolved when it runs (made-up tokens, a shared prefix).
struct KvScriptOp
{
    KvScriptOpKind kind = KvScriptOpKind::Add;
    int line = 0;                     // where the op starts in the file
    std::string request;              // the request acted on; for fork, the new one
    std::string from;                 // fork: the live request it shares blocks with
    std::uint32_t promptTokens = 0;   // add: the prompt's length, whichever way it was given
    std::vector<std::int32_t> tokens; // add, decode: explicit token ids, words' ids (empty when made up)
    std::string sharedPrefixWith;     // add: the request whose prompt this one starts with
    std::uint32_t sharedTokens = 0;   // add: how many of its tokens
    std::uint32_t decodeTokens = 0;   // decode: how many tokens to append
    KvEventReason reason = KvEventReason::Aborted; // abort: Aborted, Finished or Pruned
    std::string scene;                             // step
    std::vector<KvScriptFact> facts;               // step
    bool predictBlock = false;                     // step: ask where the step's first decoded token lands
    std::vector<KvRequest> requests;               // serve: ids 0, 1, ... in arrival order
    PagedSchedulerConfig scheduler;                // serve: preemption mode and watermark
};

struct KvScript
{
    std::uint32_t blockSize = 0;
    std::uint32_t blocks = 0;
    std::vector<KvBlockId> freeQueue; // initial order, head first; empty: 0, 1, 2, ...
    bool prefixCaching = false;
    std::optional<std::uint32_t> swapSpaceBlocks;
    std::string id;                     // a walkthrough's name ("fig6"); empty when not given
    std::string paper;                  // what it reproduces
    std::optional<std::uint32_t> order; // where it comes in the lesson's list
    std::vector<std::string> words;     // the words' vocabulary: word i is token id i
    std::vector<KvScriptOp> ops;

    // The engine's configuration for this pool (with a trace, so every op can be explained).
    PagedKvCacheConfig config() const;
};

// Why a script was refused: the op (from 1; 0 when the fault is outside the ops), the line (and column when
// the text is not JSON at all) and the whole sentence in English, "op 3 (line 5): decode names request 'C',
// which no earlier op added", for the command line. The application says it in the learner's language from
// the fault's kind and arguments (KvScriptFault.h): the message is the kind's template with the arguments
// in place, after "op N (line L): " or, outside the ops, "line L: " (not JSON at all: no such frame).
struct KvScriptError
{
    std::size_t op = 0;
    int line = 0;
    int column = 0;
    std::string message;
    KvScriptFault fault = KvScriptFault::NotJson;
    std::vector<std::string> arguments;
};

// A refusal of `fault` with `arguments` at op `op` (0: outside the ops) and `line`, its message made.
KvScriptError makeKvScriptError(std::size_t op, int line, KvScriptFault fault, std::vector<std::string> arguments);

inline constexpr std::uint32_t kMaxKvScriptBlocks = 65536;
inline constexpr std::uint32_t kMaxKvScriptTokens = 1'000'000; // per prompt, per decode op
inline constexpr std::uint32_t kMaxKvScriptServeRequests = 10'000;
inline constexpr std::uint64_t kMaxKvScriptArrival = 1'000'000;
// Written token ids stay below this; the runner makes up tokens from it upwards, so they never collide.
inline constexpr std::int32_t kFirstMadeUpKvToken = 1 << 24;

Result<KvScript, KvScriptError> readKvScript(std::string_view json);

} // namespace gml
