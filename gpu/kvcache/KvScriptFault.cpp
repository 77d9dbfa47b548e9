#include "kvcache/KvScriptFault.h"

#include "util/PlaceholderText.h"

#include <string_view>

namespace gml {

// These sentences are also the application's translatable source texts (KvScriptText.cpp): change one in
// both places, or the test that compares them fails.
const char* kvScriptFaultTemplate(KvScriptFault fault)
{
    using F = KvScriptFault;
    switch (fault) {
    case F::NotJson:
        return "not JSON: line %1, column %2: %3";
    case F::NumberNotNumber:
        return "%1 must be a number, not %2";
    case F::NumberNegative:
        return "%1 must not be negative (it is %2)";
    case F::NumberNotWhole:
        return "%1 must be a whole number from %2 to %3, not %4";
    case F::NumberOutOfRange:
        return "%1 must be from %2 to %3, not %4";
    case F::SharedNotNumber:
        return "%1 must be a number, not %2 (the prompt has %3 tokens)";
    case F::SharedNegative:
        return "%1 must not be negative (it is %2) (the prompt has %3 tokens)";
    case F::SharedNotWhole:
        return "%1 must be a whole number from %2 to %3, not %4 (the prompt has %5 tokens)";
    case F::SharedOutOfRange:
        return "%1 must be from %2 to %3, not %4 (the prompt has %5 tokens)";
    case F::ServeRequestNotNumber:
        return "request %1: %2 must be a number, not %3";
    case F::ServeRequestNegative:
        return "request %1: %2 must not be negative (it is %3)";
    case F::ServeRequestNotWhole:
        return "request %1: %2 must be a whole number from %3 to %4, not %5";
    case F::ServeRequestOutOfRange:
        return "request %1: %2 must be from %3 to %4, not %5";
    case F::ScriptUnknownMember:
        return "a KV script has no member %1 (it takes %2)";
    case F::OpUnknownMember:
        return "%1 has no member %2 (it takes %3)";
    case F::FactUnknownMember:
        return "a fact has no member %1 (it takes %2)";
    case F::ServeRequestUnknownMember:
        return "request %1 has no member %2 (it takes %3)";
    case F::ScriptNotObject:
        return "a KV script is an object such as {\"block_size\": 4, \"blocks\": 8, \"ops\": [...]}, not %1";
    case F::NoBlockSize:
        return "the script has no block_size (tokens per block, a power of two from 1 to 128)";
    case F::BlockSizeNotPowerOfTwo:
        return "block_size must be a power of two from 1 to 128 (what the block manager takes), not %1";
    case F::NoBlocks:
        return "the script has no blocks (how many physical blocks the pool has)";
    case F::FreeQueueNotList:
        return "free_queue must be a list of block ids, not %1";
    case F::FreeQueueTwice:
        return "free_queue lists block %1 twice";
    case F::FreeQueueIncomplete:
        return "free_queue must list every block from 0 to %1 once; it lists %2 of %3";
    case F::PrefixCachingNotBool:
        return "prefix_caching must be true or false, not %1";
    case F::BadId:
        return "id must be a name of letters, digits, '-' and '_', such as \"fig6\", not %1";
    case F::BadPaper:
        return "paper must say what the script reproduces, as text, not %1";
    case F::NoOps:
        return "the script has no ops (a list such as [{\"op\": \"add\", \"request\": \"A\", "
               "\"prompt_tokens\": 7}])";
    case F::OpsNotList:
        return "ops must be a list, not %1";
    case F::OpNotObject:
        return "an op is an object such as {\"op\": \"decode\", \"request\": \"A\", \"tokens\": 1}, not %1";
    case F::OpNameMissing:
        return "the op has no \"op\" (add, decode, fork, abort, step or serve)";
    case F::OpNameNotString:
        return "\"op\" must be add, decode, fork, abort, step or serve, not %1";
    case F::UnknownOp:
        return "unknown op %1: the ops are add, decode, fork, abort, step and serve";
    case F::MissingName:
        return "%1 needs %2 (a request's name, such as \"A\")";
    case F::BadName:
        return "%1 must be a request's name (a non-empty string), not %2";
    case F::AlreadyLive:
        return "%1 names request %2, which is already live (op %3 added it)";
    case F::NamesUnknown:
        return "%1 names request %2, which no earlier op added";
    case F::NamesAborted:
        return "%1 names request %2, which op %3 aborted";
    case F::ForkFromUnknown:
        return "fork copies request %1, which no earlier op added";
    case F::ForkFromAborted:
        return "fork copies request %1, which op %2 aborted";
    case F::BadAbortReason:
        return "reason must be aborted, finished or pruned, not %1";
    case F::PromptTwice:
        return "add takes one of prompt_tokens (a count), tokens (a list of ids) and words";
    case F::NoPrompt:
        return "add needs prompt_tokens (how many tokens the prompt has), tokens (the prompt's token ids) or "
               "words "
               "(the prompt's words)";
    case F::SharedWithWrittenTokens:
        return "shared_prefix_with and shared_tokens go with prompt_tokens; with tokens or words, write the "
               "shared "
               "ones out";
    case F::SharedHalf:
        return "shared_prefix_with (the request whose prompt this one starts with) and shared_tokens (how "
               "many of "
               "its tokens) go together";
    case F::SharedWithNotName:
        return "shared_prefix_with must be a request's name";
    case F::SharedWithUnknown:
        return "shared_prefix_with names request %1, which no earlier op added";
    case F::SharedMoreThanPrompt:
        return "shared_tokens is %1 but %2's prompt has only %3 tokens";
    case F::TokensAfterWords:
        return "tokens gives token ids, but op %1 gave words, whose ids count from 0: a script uses words or "
               "token "
               "ids, not both";
    case F::TokensEmpty:
        return "tokens must be a list of one or more token ids";
    case F::TooManyTokens:
        return "an op may write at most %1 tokens";
    case F::WordsNotText:
        return "words must be text, words separated by spaces, not %1";
    case F::WordsAfterTokens:
        return "words count their token ids from 0, but op %1 gave token ids: a script uses words or token "
               "ids, "
               "not both";
    case F::WordsEmpty:
        return "words must hold one or more words";
    case F::DecodeTokensAndWords:
        return "decode takes tokens (a count or a list of ids) or words, not both";
    case F::DecodeNothing:
        return "decode needs tokens (how many tokens to generate, 1 or more, or their ids) or words (the "
               "tokens as "
               "words)";
    case F::DecodeTokensNotCountOrList:
        return "tokens must be how many tokens to generate or a list of their ids, not %1";
    case F::BadPredict:
        return "predict must be \"block\" (the learner picks the physical block the step's first decoded "
               "token "
               "lands in)";
    case F::PredictWithoutDecode:
        return "a step that predicts needs a decode op before it (since the step before): its first token is "
               "what "
               "the learner places";
    case F::StepNoScene:
        return "step needs scene (the step's name, such as \"fig6-new-block\")";
    case F::BadScene:
        return "scene must be the step's name (a non-empty string), not %1";
    case F::ServingSceneName:
        return "scene %1 is a name serve gives its own steps (step-N, preempt-N): choose another";
    case F::DuplicateScene:
        return "scene %1 names an earlier step already";
    case F::FactsNotList:
        return "facts must be a list such as [{\"fact\": \"free-queue\"}], not %1";
    case F::DuplicateFactName:
        return "the step quotes two facts named %1: give one a name of its own";
    case F::FactNotObject:
        return "a fact is an object such as {\"fact\": \"table\", \"request\": \"A\"}, not %1";
    case F::FactKindMissing:
        return "the fact has no \"fact\" (table, free-queue, sequence, finished, steps or preemptions)";
    case F::UnknownFact:
        return "unknown fact %1: a fact is table, free-queue, sequence, finished, steps or preemptions";
    case F::FactKindNotString:
        return "\"fact\" must be a string, not %1: a fact is table, free-queue, sequence, finished, steps or "
               "preemptions";
    case F::FactMissingRequest:
        return "the %1 fact needs request (a request's name, such as \"A\")";
    case F::FactNamesUnknown:
        return "the %1 fact names request %2, which no earlier op added";
    case F::FactNamesAborted:
        return "the %1 fact names request %2, which op %3 aborted";
    case F::FactTakesNoRequest:
        return "the %1 fact is not about one request: it takes no request";
    case F::FactNeedsServe:
        return "the %1 fact quotes what a serve op did, and no serve op comes before";
    case F::SequenceFactNeedsName:
        return "the sequence fact needs name (the narration's placeholder, such as \"first-fork\")";
    case F::BadFactName:
        return "name must be the narration's placeholder (a non-empty string), not %1";
    case F::ServeTwice:
        return "a script serves once, and op %1 served already";
    case F::ServeWithLiveRequest:
        return "serve needs the pool to itself, but request %1 is live (op %2 added it): abort it first";
    case F::BadPreemption:
        return "preemption must be recompute or swap, not %1";
    case F::BadWatermark:
        return "watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: 0.01), not "
               "%1";
    case F::ServeNoRequests:
        return "serve needs requests (a list such as [{\"arrival\": 0, \"prompt_tokens\": 8, "
               "\"output_tokens\": "
               "10}])";
    case F::ServeRequestsNotList:
        return "requests must be a list of one or more requests";
    case F::ServeTooManyRequests:
        return "serve takes at most %1 requests";
    case F::ServeOutOfOrder:
        return "requests come in arrival order, but request %1 arrives at step %2, before request %3 (at "
               "step %4)";
    case F::ServeRequestNotObject:
        return "request %1 must be an object such as {\"arrival\": 0, \"prompt_tokens\": 8, "
               "\"output_tokens\": "
               "10}, not %2";
    case F::ServeRequestIncomplete:
        return "request %1 needs arrival (the scheduler step it arrives at), prompt_tokens and output_tokens "
               "(how "
               "many tokens it generates)";
    case F::ServeRequestTooLong:
        return "request %1 needs %2 tokens of KV cache (prompt and output), more than the %3 that fit in %4 "
               "blocks "
               "of %5 tokens less the watermark's %6";
    case F::WalkthroughNeedsId:
        return "a walkthrough needs an id (the key of its narration, such as \"fig6\")";
    case F::WalkthroughNeedsSteps:
        return "a walkthrough needs narrated steps (a step or serve op), and this has none";
    case F::EngineRefused:
        return "%1";
    }
    return "%1";
}

std::string kvScriptFaultSentence(KvScriptFault fault, const std::vector<std::string>& arguments)
{
    return fillPlaceholders(kvScriptFaultTemplate(fault), arguments);
}

} // namespace gml
