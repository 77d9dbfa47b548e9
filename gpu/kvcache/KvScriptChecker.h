#pragma once

#include "kvcache/KvScript.h"
#include "util/JsonValue.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// Checks a parsed KV script op by op (readKvScript's helper), keeping what the ops before have made true:
// which names are live, the words seen so far, the scenes taken, whether a serve ran. That way every fault
// names its op and line, and a script that passes cannot ask the runner for a request that was never added.
// The pool and the request ops are in KvScriptChecker.cpp, steps and serving in KvScriptCheckerSteps.cpp.
class KvScriptChecker
{
public:
    std::optional<KvScriptError> pool(const JsonValue& root, KvScript& script);
    std::optional<KvScriptError> op(const JsonValue& value, std::size_t index, KvScriptOp& op);
    // The words' vocabulary, word i being token id i, once every op was checked.
    std::vector<std::string> takeWords() { return std::move(m_words); }

private:
    // What the checker knows of a request name at the current op: whether it is live, the length of its
    // prompt (for shared_prefix_with) and which ops added and aborted it (for messages that point at them).
    struct NameState
    {
        bool live = false;
        std::uint32_t promptLength = 0;
        std::size_t addedBy = 0;
        std::size_t abortedBy = 0;
    };

    // A fault's kind and arguments before it is placed at a line: what wholeNumber found wrong, which the
    // caller may say about a serve op's request or about shared_tokens (KvScriptFault's variants).
    struct Problem
    {
        KvScriptFault fault = KvScriptFault::NumberNotNumber;
        std::vector<std::string> arguments;
    };

    static std::string quoted(std::string_view text); // 'A': a name as the messages quote it
    // What a value is when it is not what it should be: its text quoted, or its JSON type.
    static std::string shown(const JsonValue& value);
    KvScriptError fault(int line, KvScriptFault kind, std::vector<std::string> arguments = {}) const;
    KvScriptError fault(int line, Problem problem) const;
    std::optional<std::uint64_t> wholeNumber(const JsonValue& value, std::string_view name, std::uint64_t min,
                                             std::uint64_t max, Problem& why) const;
    // onlyMembers' fault is `kind` with `owner` first (the op's name, the serve request's number), if any.
    std::optional<KvScriptError> onlyMembers(const JsonValue& object, KvScriptFault kind,
                                             std::vector<std::string> owner,
                                             std::initializer_list<std::string_view> allowed) const;
    // `fact` empty: `key` of the op `what`; otherwise the request of the fact of that kind.
    std::optional<KvScriptError> requestName(const JsonValue& op, const char* key, std::string_view what,
                                             std::string& name, std::string_view fact = {}) const;
    // The fault of naming `name` when it is not live: never added (unknownKind) or aborted (abortedKind),
    // the arguments being `first` (if any), the name quoted and, when aborted, the op that aborted it.
    KvScriptError notLive(int line, std::string_view name, KvScriptFault unknownKind, KvScriptFault abortedKind,
                          std::vector<std::string> first) const;
    std::optional<KvScriptError> walkthroughFields(const JsonValue& root, KvScript& script) const;
    std::optional<KvScriptError> prompt(const JsonValue& value, KvScriptOp& op);
    std::optional<KvScriptError> decodeTokens(const JsonValue& value, KvScriptOp& op);
    std::optional<KvScriptError> tokenIds(const JsonValue& list, std::vector<std::int32_t>& ids);
    std::optional<KvScriptError> words(const JsonValue& text, std::vector<std::int32_t>& ids);
    std::optional<KvScriptError> abortReason(const JsonValue& value, KvScriptOp& op) const;
    // KvScriptCheckerSteps.cpp
    std::optional<KvScriptError> step(const JsonValue& value, KvScriptOp& op);
    std::optional<KvScriptError> readFact(const JsonValue& value, KvScriptFact& fact) const;
    std::optional<KvScriptError> serve(const JsonValue& value, KvScriptOp& op);
    std::optional<KvScriptError> serveRequest(const JsonValue& value, std::uint32_t id, double watermark,
                                              KvRequest& request) const;

    std::size_t m_op = 0; // from 1 while checking an op; 0 for the pool
    std::uint32_t m_blocks = 0;
    std::uint32_t m_blockSize = 0;
    std::map<std::string, NameState, std::less<>> m_names;
    std::map<std::string, std::int32_t, std::less<>> m_wordIds;
    std::vector<std::string> m_words;
    std::size_t m_firstWordsOp = 0; // the first op that gave words, and the first that gave token ids: a
    std::size_t m_firstIdsOp = 0;   // script takes one or the other
    std::set<std::string, std::less<>> m_scenes;
    std::size_t m_serveOp = 0; // the op that served, once one has
    std::string m_firstDecodeSinceStep; // the request of the first decode since the last step or serve
};

} // namespace gml
