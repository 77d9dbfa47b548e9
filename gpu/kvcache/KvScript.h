#pragma once

// A KV cache script: a pool and a list of requests' actions, as a JSON file a teacher writes (or a learner's
// sandbox saves) and the paged KV cache engine runs (KvScriptRunner). The command line runs it with
// `gpu-memory-lab-cli kvcache --script FILE [--json]`.
//
//     {"block_size": 4, "blocks": 8, "free_queue": [7, 1, 3, 0, 2, 4, 5, 6], "prefix_caching": false,
//      "ops": [{"op": "add", "request": "A", "prompt_tokens": 7},
//              {"op": "add", "request": "B", "prompt_tokens": 9, "shared_prefix_with": "A", "shared_tokens":
//              4},
//              {"op": "add", "request": "C", "tokens": [1, 2, 3, 4, 5]},
//              {"op": "decode", "request": "A", "tokens": 2},
//              {"op": "fork", "request": "A2", "from": "A"},
//              {"op": "abort", "request": "A"}]}
//
// The pool:
//   block_size      tokens per block: a power of two from 1 to 128 (what the block manager takes). Required.
//   blocks          physical blocks in the pool, 1 to 65536. Required.
//   free_queue      optional: the free queue at start, head (taken first) first; a permutation of every
//   block.
//                   Left out, it is 0, 1, 2, ... The paper's Fig. 6 seeds 7, 1, 3, 0, 2, 4, 5, 6.
//   prefix_caching  optional, false by default: full blocks are found again by their prefix hash (vLLM v1).
//   comment         optional text for the reader of the file; ignored, here and in every op.
// The ops, run in order:
//   add     request (a name), and its prompt as one of:
//             prompt_tokens: N     N made-up tokens, never equal to any other token in the script;
//             prompt_tokens: N, shared_prefix_with: "A", shared_tokens: K
//                                  the first K tokens of A's prompt (A added or forked earlier, live or not),
//                                  then N - K made-up ones: requests that share a system prompt;
//             tokens: [ids]        explicit token ids, 0 to 16777215 (any real vocabulary), for prompts
//                                  written out by hand.
//           The name must not be live already (a name may come back after its request was aborted).
//   decode  request, tokens: N (1 or more): appends N made-up tokens, one at a time as decoding does.
//   fork    request (the new name), from (a live request): the new one shares every block of the other, as
//           parallel sampling and beam search do. When either appends to a last block they share, that
//           block is copied first (copy-on-write).
//   abort   request: frees its blocks; those no one else holds join the free queue's tail.
//
// A script is checked whole before it runs, so a bad one runs nothing: every error names the op (from 1) and
// the line. Running out of blocks is not an error in the script but what the op did (see KvScriptRunner);
// names are checked as written, so an op on a request whose add ran out of blocks is skipped at run time.

#include "kvcache/KvCacheEvent.h"
#include "kvcache/PagedKvCache.h"
#include "util/Result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

enum class KvScriptOpKind : std::uint8_t
{
    Add,
    Decode,
    Fork,
    Abort
};

const char* kvScriptOpName(KvScriptOpKind kind); // "add", "decode", ...

// One op as written, checked. An add's prompt is resolved when it runs (made-up tokens, a shared prefix).
struct KvScriptOp
{
    KvScriptOpKind kind = KvScriptOpKind::Add;
    int line = 0;                     // where the op starts in the file
    std::string request;              // the request acted on; for fork, the new one
    std::string from;                 // fork: the live request it shares blocks with
    std::uint32_t promptTokens = 0;   // add: the prompt's length, whichever way it was given
    std::vector<std::int32_t> tokens; // add: explicit token ids (empty when made up)
    std::string sharedPrefixWith;     // add: the request whose prompt this one starts with
    std::uint32_t sharedTokens = 0;   // add: how many of its tokens
    std::uint32_t decodeTokens = 0;   // decode: how many tokens to append
};

struct KvScript
{
    std::uint32_t blockSize = 0;
    std::uint32_t blocks = 0;
    std::vector<KvBlockId> freeQueue; // initial order, head first; empty: 0, 1, 2, ...
    bool prefixCaching = false;
    std::vector<KvScriptOp> ops;

    // The engine's configuration for this pool (with a trace, so every op can be explained).
    PagedKvCacheConfig config() const;
};

// Why a script was refused: the op (from 1; 0 when the fault is outside the ops), the line (and column when
// the text is not JSON at all) and the whole sentence, "op 3 (line 5): decode names request 'C', which is
// not live".
struct KvScriptError
{
    std::size_t op = 0;
    int line = 0;
    int column = 0;
    std::string message;
};

inline constexpr std::uint32_t kMaxKvScriptBlocks = 65536;
inline constexpr std::uint32_t kMaxKvScriptTokens = 1'000'000; // per prompt, per decode op
// Written token ids stay below this; the runner makes up tokens from it upwards, so they never collide.
inline constexpr std::int32_t kFirstMadeUpKvToken = 1 << 24;

Result<KvScript, KvScriptError> readKvScript(std::string_view json);

} // namespace gml
