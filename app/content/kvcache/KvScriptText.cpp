#include "app/content/kvcache/KvScriptText.h"

#include "app/content/common/JsonTypeText.h"

#include <QStringList>

// The English sentences here are the engine's templates (gpu/kvcache/KvScriptFault.cpp), word for word, so
// that with no translation installed the learner reads what the command line prints; a test compares every
// kind. The arguments go in with one arg() call, so that a name such as '%1' is never read as a marker.

QString KvScriptText::shown(const std::string& argument)
{
    if (const auto type = JsonTypeText::of(argument))
        return *type;
    //: What a JSON value is: a string with nothing in it, “… must be a request's name, not an empty string”.
    if (argument == "an empty string")
        return tr("an empty string");
    //: The subject of a sentence about a number: “a free_queue entry must be from 0 to 7, not 9”.
    if (argument == "a free_queue entry")
        return tr("a free_queue entry");
    //: The subject of a sentence about a number: “a token id must be from 0 to 16777215, not -1”.
    if (argument == "a token id")
        return tr("a token id");
    return QString::fromStdString(argument);
}

QString KvScriptText::sentence(gml::KvScriptFault fault, const QStringList& a)
{
    using F = gml::KvScriptFault;
    switch (fault) {
    case F::NotJson:
        //: %1 and %2: the line and column where the text stops being JSON; %3: what the JSON reader found
        //: there, in English.
        return tr("not JSON: line %1, column %2: %3").arg(a[0], a[1], a[2]);
    case F::NumberNotNumber:
        //: %1: a field's name (block_size, prompt_tokens, …), “a free_queue entry” or “a token id”, as
        //: translated; %2: what it is instead (“a string”, “a list”, …).
        return tr("%1 must be a number, not %2").arg(a[0], a[1]);
    case F::NumberNegative:
        //: %1: a field's name, “a free_queue entry” or “a token id”; %2: the negative number as written.
        return tr("%1 must not be negative (it is %2)").arg(a[0], a[1]);
    case F::NumberNotWhole:
        //: %1: a field's name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the
        //: number as written.
        return tr("%1 must be a whole number from %2 to %3, not %4").arg(a[0], a[1], a[2], a[3]);
    case F::NumberOutOfRange:
        //: %1: a field's name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the
        //: number as written.
        return tr("%1 must be from %2 to %3, not %4").arg(a[0], a[1], a[2], a[3]);
    case F::SharedNotNumber:
        //: %1: the field shared_tokens; %2: what it is instead (“a string”, …); %3: how many tokens the
        //: prompt has.
        return tr("%1 must be a number, not %2 (the prompt has %3 tokens)").arg(a[0], a[1], a[2]);
    case F::SharedNegative:
        //: %1: the field shared_tokens; %2: the negative number as written; %3: how many tokens the prompt
        //: has.
        return tr("%1 must not be negative (it is %2) (the prompt has %3 tokens)").arg(a[0], a[1], a[2]);
    case F::SharedNotWhole:
        //: %1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many
        //: tokens the prompt has.
        return tr("%1 must be a whole number from %2 to %3, not %4 (the prompt has %5 tokens)")
            .arg(a[0], a[1], a[2], a[3], a[4]);
    case F::SharedOutOfRange:
        //: %1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many
        //: tokens the prompt has.
        return tr("%1 must be from %2 to %3, not %4 (the prompt has %5 tokens)")
            .arg(a[0], a[1], a[2], a[3], a[4]);
    case F::ServeRequestNotNumber:
        //: %1: the number of a request in a serve op's list (from 0); %2: its field (arrival, prompt_tokens,
        //: output_tokens); %3: what it is instead (“a string”, …).
        return tr("request %1: %2 must be a number, not %3").arg(a[0], a[1], a[2]);
    case F::ServeRequestNegative:
        //: %1: the number of a request in a serve op's list (from 0); %2: its field; %3: the negative number
        //: as written.
        return tr("request %1: %2 must not be negative (it is %3)").arg(a[0], a[1], a[2]);
    case F::ServeRequestNotWhole:
        //: %1: the number of a request in a serve op's list (from 0); %2: its field; %3 to %4: the range
        //: allowed; %5: the number as written.
        return tr("request %1: %2 must be a whole number from %3 to %4, not %5")
            .arg(a[0], a[1], a[2], a[3], a[4]);
    case F::ServeRequestOutOfRange:
        //: %1: the number of a request in a serve op's list (from 0); %2: its field; %3 to %4: the range
        //: allowed; %5: the number as written.
        return tr("request %1: %2 must be from %3 to %4, not %5").arg(a[0], a[1], a[2], a[3], a[4]);
    case F::ScriptUnknownMember:
        //: %1: the unknown key, quoted; %2: the keys a script takes, separated by commas.
        return tr("a KV script has no member %1 (it takes %2)").arg(a[0], a[1]);
    case F::OpUnknownMember:
        //: %1: the op's name (add, decode, fork, abort, step, serve); %2: the unknown key, quoted; %3: the
        //: keys the op takes.
        return tr("%1 has no member %2 (it takes %3)").arg(a[0], a[1], a[2]);
    case F::FactUnknownMember:
        //: %1: the unknown key, quoted; %2: the keys a fact takes.
        return tr("a fact has no member %1 (it takes %2)").arg(a[0], a[1]);
    case F::ServeRequestUnknownMember:
        //: %1: the number of a request in a serve op's list (from 0); %2: the unknown key, quoted; %3: the
        //: keys it takes.
        return tr("request %1 has no member %2 (it takes %3)").arg(a[0], a[1], a[2]);
    case F::ScriptNotObject:
        //: %1: what the file is instead (“a list”, “a string”, …).
        return tr("a KV script is an object such as {\"block_size\": 4, \"blocks\": 8, \"ops\": [...]}, not "
                  "%1").arg(a[0]);
    case F::NoBlockSize:
        return tr("the script has no block_size (tokens per block, a power of two from 1 to 128)");
    case F::BlockSizeNotPowerOfTwo:
        //: %1: the number written.
        return tr("block_size must be a power of two from 1 to 128 (what the block manager takes), not %1")
            .arg(a[0]);
    case F::NoBlocks:
        return tr("the script has no blocks (how many physical blocks the pool has)");
    case F::FreeQueueNotList:
        //: %1: what it is instead (“a string”, …).
        return tr("free_queue must be a list of block ids, not %1").arg(a[0]);
    case F::FreeQueueTwice:
        //: %1: a physical block's number.
        return tr("free_queue lists block %1 twice").arg(a[0]);
    case F::FreeQueueIncomplete:
        //: %1: the pool's last block number; %2: how many blocks free_queue lists; %3: how many blocks the
        //: pool has.
        return tr("free_queue must list every block from 0 to %1 once; it lists %2 of %3")
            .arg(a[0], a[1], a[2]);
    case F::PrefixCachingNotBool:
        //: %1: what it is instead (“a string”, …).
        return tr("prefix_caching must be true or false, not %1").arg(a[0]);
    case F::BadId:
        //: %1: the id written, quoted, or what it is instead (“a number”, …).
        return tr("id must be a name of letters, digits, '-' and '_', such as \"fig6\", not %1").arg(a[0]);
    case F::BadPaper:
        //: %1: “an empty string” or what it is instead (“a number”, …).
        return tr("paper must say what the script reproduces, as text, not %1").arg(a[0]);
    case F::NoOps:
        return tr("the script has no ops (a list such as [{\"op\": \"add\", \"request\": \"A\", "
                  "\"prompt_tokens\": 7}])");
    case F::OpsNotList:
        //: %1: what it is instead (“an object”, …).
        return tr("ops must be a list, not %1").arg(a[0]);
    case F::OpNotObject:
        //: %1: what the op is instead (“a string”, …).
        return tr("an op is an object such as {\"op\": \"decode\", \"request\": \"A\", \"tokens\": 1}, not "
                  "%1").arg(a[0]);
    case F::OpNameMissing:
        return tr("the op has no \"op\" (add, decode, fork, abort, step or serve)");
    case F::OpNameNotString:
        //: %1: what it is instead (“a number”, …).
        return tr("\"op\" must be add, decode, fork, abort, step or serve, not %1").arg(a[0]);
    case F::UnknownOp:
        //: %1: the op's name as written, quoted.
        return tr("unknown op %1: the ops are add, decode, fork, abort, step and serve").arg(a[0]);
    case F::MissingName:
        //: %1: the op's name (add, decode, fork, abort); %2: the field it needs (request or from).
        return tr("%1 needs %2 (a request's name, such as \"A\")").arg(a[0], a[1]);
    case F::BadName:
        //: %1: the field (request or from); %2: “an empty string” or what it is instead (“a number”, …).
        return tr("%1 must be a request's name (a non-empty string), not %2").arg(a[0], a[1]);
    case F::AlreadyLive:
        //: %1: the op's name (add or fork); %2: the request's name, quoted; %3: the number of the op that
        //: added it.
        return tr("%1 names request %2, which is already live (op %3 added it)").arg(a[0], a[1], a[2]);
    case F::NamesUnknown:
        //: %1: the op's name (decode or abort); %2: the request's name, quoted.
        return tr("%1 names request %2, which no earlier op added").arg(a[0], a[1]);
    case F::NamesAborted:
        //: %1: the op's name (decode or abort); %2: the request's name, quoted; %3: the number of the op that
        //: aborted it.
        return tr("%1 names request %2, which op %3 aborted").arg(a[0], a[1], a[2]);
    case F::ForkFromUnknown:
        //: %1: the request's name, quoted.
        return tr("fork copies request %1, which no earlier op added").arg(a[0]);
    case F::ForkFromAborted:
        //: %1: the request's name, quoted; %2: the number of the op that aborted it.
        return tr("fork copies request %1, which op %2 aborted").arg(a[0], a[1]);
    case F::BadAbortReason:
        //: %1: the reason written, quoted, or what it is instead (“a number”, …).
        return tr("reason must be aborted, finished or pruned, not %1").arg(a[0]);
    case F::PromptTwice:
        return tr("add takes one of prompt_tokens (a count), tokens (a list of ids) and words");
    case F::NoPrompt:
        return tr("add needs prompt_tokens (how many tokens the prompt has), tokens (the prompt's token "
                  "ids) or words (the prompt's words)");
    case F::SharedWithWrittenTokens:
        return tr("shared_prefix_with and shared_tokens go with prompt_tokens; with tokens or words, write "
                  "the shared ones out");
    case F::SharedHalf:
        return tr("shared_prefix_with (the request whose prompt this one starts with) and shared_tokens "
                  "(how many of its tokens) go together");
    case F::SharedWithNotName:
        return tr("shared_prefix_with must be a request's name");
    case F::SharedWithUnknown:
        //: %1: the request's name, quoted.
        return tr("shared_prefix_with names request %1, which no earlier op added").arg(a[0]);
    case F::SharedMoreThanPrompt:
        //: %1: the number written; %2: the request's name, quoted; %3: how many tokens its prompt has.
        return tr("shared_tokens is %1 but %2's prompt has only %3 tokens").arg(a[0], a[1], a[2]);
    case F::TokensAfterWords:
        //: %1: the number of the first op that gave words.
        return tr("tokens gives token ids, but op %1 gave words, whose ids count from 0: a script uses "
                  "words or token ids, not both").arg(a[0]);
    case F::TokensEmpty:
        return tr("tokens must be a list of one or more token ids");
    case F::TooManyTokens:
        //: %1: the most tokens one op may write.
        return tr("an op may write at most %1 tokens").arg(a[0]);
    case F::WordsNotText:
        //: %1: what it is instead (“a list”, …).
        return tr("words must be text, words separated by spaces, not %1").arg(a[0]);
    case F::WordsAfterTokens:
        //: %1: the number of the first op that gave token ids.
        return tr("words count their token ids from 0, but op %1 gave token ids: a script uses words or "
                  "token ids, not both").arg(a[0]);
    case F::WordsEmpty:
        return tr("words must hold one or more words");
    case F::DecodeTokensAndWords:
        return tr("decode takes tokens (a count or a list of ids) or words, not both");
    case F::DecodeNothing:
        return tr("decode needs tokens (how many tokens to generate, 1 or more, or their ids) or words (the "
                  "tokens as words)");
    case F::DecodeTokensNotCountOrList:
        //: %1: what it is instead (“a string”, …).
        return tr("tokens must be how many tokens to generate or a list of their ids, not %1").arg(a[0]);
    case F::BadPredict:
        return tr("predict must be \"block\" (the learner picks the physical block the step's first decoded "
                  "token lands in)");
    case F::PredictWithoutDecode:
        return tr("a step that predicts needs a decode op before it (since the step before): its first "
                  "token is what the learner places");
    case F::StepNoScene:
        return tr("step needs scene (the step's name, such as \"fig6-new-block\")");
    case F::BadScene:
        //: %1: “an empty string” or what it is instead (“a number”, …).
        return tr("scene must be the step's name (a non-empty string), not %1").arg(a[0]);
    case F::ServingSceneName:
        //: %1: the scene's name, quoted.
        return tr("scene %1 is a name serve gives its own steps (step-N, preempt-N): choose another")
            .arg(a[0]);
    case F::DuplicateScene:
        //: %1: the scene's name, quoted.
        return tr("scene %1 names an earlier step already").arg(a[0]);
    case F::FactsNotList:
        //: %1: what it is instead (“an object”, …).
        return tr("facts must be a list such as [{\"fact\": \"free-queue\"}], not %1").arg(a[0]);
    case F::DuplicateFactName:
        //: %1: the fact's name, quoted.
        return tr("the step quotes two facts named %1: give one a name of its own").arg(a[0]);
    case F::FactNotObject:
        //: %1: what the fact is instead (“a string”, …).
        return tr("a fact is an object such as {\"fact\": \"table\", \"request\": \"A\"}, not %1").arg(a[0]);
    case F::FactKindMissing:
        return tr("the fact has no \"fact\" (table, free-queue, sequence, finished, steps or preemptions)");
    case F::UnknownFact:
        //: %1: the fact's kind as written, quoted.
        return tr("unknown fact %1: a fact is table, free-queue, sequence, finished, steps or preemptions")
            .arg(a[0]);
    case F::FactKindNotString:
        //: %1: what it is instead (“a number”, …).
        return tr("\"fact\" must be a string, not %1: a fact is table, free-queue, sequence, finished, "
                  "steps or preemptions").arg(a[0]);
    case F::FactMissingRequest:
        //: %1: the fact's kind (table or sequence).
        return tr("the %1 fact needs request (a request's name, such as \"A\")").arg(a[0]);
    case F::FactNamesUnknown:
        //: %1: the fact's kind (table or sequence); %2: the request's name, quoted.
        return tr("the %1 fact names request %2, which no earlier op added").arg(a[0], a[1]);
    case F::FactNamesAborted:
        //: %1: the fact's kind (table or sequence); %2: the request's name, quoted; %3: the number of the op
        //: that aborted it.
        return tr("the %1 fact names request %2, which op %3 aborted").arg(a[0], a[1], a[2]);
    case F::FactTakesNoRequest:
        //: %1: the fact's kind (free-queue, finished, steps, preemptions).
        return tr("the %1 fact is not about one request: it takes no request").arg(a[0]);
    case F::FactNeedsServe:
        //: %1: the fact's kind (finished, steps, preemptions).
        return tr("the %1 fact quotes what a serve op did, and no serve op comes before").arg(a[0]);
    case F::SequenceFactNeedsName:
        return tr("the sequence fact needs name (the narration's placeholder, such as \"first-fork\")");
    case F::BadFactName:
        //: %1: “an empty string” or what it is instead (“a number”, …).
        return tr("name must be the narration's placeholder (a non-empty string), not %1").arg(a[0]);
    case F::ServeTwice:
        //: %1: the number of the op that served.
        return tr("a script serves once, and op %1 served already").arg(a[0]);
    case F::ServeWithLiveRequest:
        //: %1: the request's name, quoted; %2: the number of the op that added it.
        return tr("serve needs the pool to itself, but request %1 is live (op %2 added it): abort it first")
            .arg(a[0], a[1]);
    case F::BadPreemption:
        //: %1: the mode written, quoted, or what it is instead (“a number”, …).
        return tr("preemption must be recompute or swap, not %1").arg(a[0]);
    case F::BadWatermark:
        //: %1: the number written, or what it is instead (“a string”, …).
        return tr("watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: 0.01), "
                  "not %1").arg(a[0]);
    case F::ServeNoRequests:
        return tr("serve needs requests (a list such as [{\"arrival\": 0, \"prompt_tokens\": 8, "
                  "\"output_tokens\": 10}])");
    case F::ServeRequestsNotList:
        return tr("requests must be a list of one or more requests");
    case F::ServeTooManyRequests:
        //: %1: the most requests one serve op takes.
        return tr("serve takes at most %1 requests").arg(a[0]);
    case F::ServeOutOfOrder:
        //: %1 and %3: requests' numbers in the serve op's list (from 0); %2 and %4: the scheduler steps they
        //: arrive at.
        return tr("requests come in arrival order, but request %1 arrives at step %2, before request %3 (at "
                  "step %4)").arg(a[0], a[1], a[2], a[3]);
    case F::ServeRequestNotObject:
        //: %1: the number of a request in a serve op's list (from 0); %2: what it is instead (“a string”, …).
        return tr("request %1 must be an object such as {\"arrival\": 0, \"prompt_tokens\": 8, "
                  "\"output_tokens\": 10}, not %2").arg(a[0], a[1]);
    case F::ServeRequestIncomplete:
        //: %1: the number of a request in a serve op's list (from 0).
        return tr("request %1 needs arrival (the scheduler step it arrives at), prompt_tokens and "
                  "output_tokens (how many tokens it generates)").arg(a[0]);
    case F::ServeRequestTooLong:
        //: %1: the number of a request in a serve op's list (from 0); %2: the tokens it needs; %3: the tokens
        //: that fit; %4: the pool's blocks; %5: tokens per block; %6: the blocks the watermark keeps free.
        return tr("request %1 needs %2 tokens of KV cache (prompt and output), more than the %3 that fit in "
                  "%4 blocks of %5 tokens less the watermark's %6").arg(a[0], a[1], a[2], a[3], a[4], a[5]);
    case F::WalkthroughNeedsId:
        return tr("a walkthrough needs an id (the key of its narration, such as \"fig6\")");
    case F::WalkthroughNeedsSteps:
        return tr("a walkthrough needs narrated steps (a step or serve op), and this has none");
    case F::EngineRefused: // the engine's own account: there is nothing of ours to translate in it
        return a[0];
    }
    return a[0];
}

QString KvScriptText::problem(const gml::KvScriptError& error)
{
    QStringList a;
    for (const std::string& argument : error.arguments)
        a.append(shown(argument));
    // Every sentence takes at most six: a fault made with fewer (none should be) still reads.
    while (a.size() < 6)
        a.append(QString());
    const QString what = sentence(error.fault, a);
    if (error.fault == gml::KvScriptFault::NotJson)
        return what;
    if (error.op > 0) {
        //: %1: the op's number in the script (from 1); %2: the line of the file; %3: what is wrong, a
        //: sentence.
        return tr("op %1 (line %2): %3").arg(QString::number(error.op), QString::number(error.line), what);
    }
    //: %1: the line of the file; %2: what is wrong there, a sentence.
    return tr("line %1: %2").arg(QString::number(error.line), what);
}

