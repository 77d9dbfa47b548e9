#pragma once

// The kinds of fault a KV script can have (KvScript.h), so that the application can say each in the
// learner's language while the command line prints the English `message`. Each kind is one English sentence
// shape; its arguments (KvScriptError::arguments) are the sentence's variable parts exactly as the English
// message shows them, %1 first: a quoted name keeps its quotes ('A'), a number is its digits, and where a
// value's JSON type is named the argument is JsonValue::typeName's phrase ("a string") or "an empty string".
// kvScriptFaultTemplate gives the English sentence with %1, %2, ... in their places; the application's
// translatable sentences (app/content/kvcache/KvScriptText.cpp) are these same templates, which a test
// checks kind by kind.

#include <cstdint>
#include <string>
#include <vector>

namespace gml {

enum class KvScriptFault : std::uint8_t
{
    // Not JSON at all: line, column, the JSON reader's own English account. Said without the op/line frame.
    NotJson,

    // A whole number out of place (the arguments of each below in order). The subject is a field's name or
    // "a free_queue entry" / "a token id".
    NumberNotNumber,  // subject, the type it is instead
    NumberNegative,   // subject, the text
    NumberNotWhole,   // subject, min, max, the text
    NumberOutOfRange, // subject, min, max, the text

    // The same about shared_tokens, with the prompt's length after: subject ..., prompt tokens.
    SharedNotNumber,
    SharedNegative,
    SharedNotWhole,
    SharedOutOfRange,
    // The same about a serve op's request: request number, then subject ... .
    ServeRequestNotNumber,
    ServeRequestNegative,
    ServeRequestNotWhole,
    ServeRequestOutOfRange,

    // A member no one reads (a misspelt key): ... the key quoted, the members it takes.
    ScriptUnknownMember,       // key, list
    OpUnknownMember,           // op name, key, list
    FactUnknownMember,         // key, list
    ServeRequestUnknownMember, // request number, key, list

    // The pool and the walkthrough's fields.
    ScriptNotObject,        // type
    NoBlockSize,            //
    BlockSizeNotPowerOfTwo, // the text
    NoBlocks,               //
    FreeQueueNotList,       // type
    FreeQueueTwice,         // block
    FreeQueueIncomplete,    // last block id, how many listed, how many blocks
    PrefixCachingNotBool,   // type
    BadId,                  // the id quoted, or its type
    BadPaper,               // "an empty string" or its type
    NoOps,                  //
    OpsNotList,             // type

    // An op.
    OpNotObject,     // type
    OpNameMissing,   //
    OpNameNotString, // type
    UnknownOp,       // the name quoted
    MissingName,     // op name, key ("request" or "from")
    BadName,         // key, "an empty string" or its type
    AlreadyLive,     // op name, request quoted, the op that added it
    NamesUnknown,    // op name, request quoted
    NamesAborted,    // op name, request quoted, the op that aborted it
    ForkFromUnknown, // request quoted
    ForkFromAborted, // request quoted, the op that aborted it
    BadAbortReason,  // the reason quoted, or its type

    // A prompt or what a decode appends.
    PromptTwice,                //
    NoPrompt,                   //
    SharedWithWrittenTokens,    //
    SharedHalf,                 //
    SharedWithNotName,          //
    SharedWithUnknown,          // request quoted
    SharedMoreThanPrompt,       // shared_tokens' text, request quoted, its prompt's length
    TokensAfterWords,           // the op that gave words
    TokensEmpty,                //
    TooManyTokens,              // the most an op may write
    WordsNotText,               // type
    WordsAfterTokens,           // the op that gave token ids
    WordsEmpty,                 //
    DecodeTokensAndWords,       //
    DecodeNothing,              //
    DecodeTokensNotCountOrList, // type

    // A narrated step and its facts.
    BadPredict,            //
    PredictWithoutDecode,  //
    StepNoScene,           //
    BadScene,              // "an empty string" or its type
    ServingSceneName,      // scene quoted
    DuplicateScene,        // scene quoted
    FactsNotList,          // type
    DuplicateFactName,     // name quoted
    FactNotObject,         // type
    FactKindMissing,       //
    UnknownFact,           // the name quoted
    FactKindNotString,     // type
    FactMissingRequest,    // fact kind (table, sequence)
    FactNamesUnknown,      // fact kind, request quoted
    FactNamesAborted,      // fact kind, request quoted, the op that aborted it
    FactTakesNoRequest,    // fact kind
    FactNeedsServe,        // fact kind
    SequenceFactNeedsName, //
    BadFactName,           // "an empty string" or its type

    // Serving.
    ServeTwice,             // the op that served
    ServeWithLiveRequest,   // request quoted, the op that added it
    BadPreemption,          // the mode quoted, or its type
    BadWatermark,           // the text, or its type
    ServeNoRequests,        //
    ServeRequestsNotList,   //
    ServeTooManyRequests,   // the most
    ServeOutOfOrder,        // request, its step, the request before, its step
    ServeRequestNotObject,  // request number, type
    ServeRequestIncomplete, // request number
    ServeRequestTooLong,    // request number, tokens, tokens that fit, blocks, block size, watermark blocks

    // A walkthrough (buildKvWalkthroughFromScript).
    WalkthroughNeedsId,    //
    WalkthroughNeedsSteps, //
    EngineRefused,         // the engine's own English account (a script the checker passed; not expected)
};

inline constexpr int kKvScriptFaultCount = static_cast<int>(KvScriptFault::EngineRefused) + 1;

// The English sentence of a kind, with %1, %2, ... where its arguments go.
const char* kvScriptFaultTemplate(KvScriptFault fault);
// The template with its arguments in place (one pass: an argument's own text is never read as a marker).
std::string kvScriptFaultSentence(KvScriptFault fault, const std::vector<std::string>& arguments);

} // namespace gml
