#include "kvcache/KvScriptChecker.h"

#include <bit>
#include <sstream>

namespace gml {

namespace {

// A walkthrough's id is a narration key and a file name: nothing that would need quoting in either.
bool isIdentifier(std::string_view text)
{
    if (text.empty())
        return false;
    for (const char c : text)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
              c == '_'))
            return false;
    return true;
}

} // namespace

std::string KvScriptChecker::quoted(std::string_view text)
{
    return "'" + std::string(text) + "'";
}

KvScriptError KvScriptChecker::fault(int line, const std::string& what) const
{
    KvScriptError error;
    error.op = m_op;
    error.line = line;
    error.message = m_op ? "op " + std::to_string(m_op) + " (line " + std::to_string(line) + "): " + what
                         : "line " + std::to_string(line) + ": " + what;
    return error;
}

// A whole number from min to max; nullopt, with `why` said, when it is anything else.
std::optional<std::uint64_t> KvScriptChecker::wholeNumber(const JsonValue& value, std::string_view name,
                                                          std::uint64_t min, std::uint64_t max,
                                                          std::string& why) const
{
    const std::string key(name);
    const std::string range = "from " + std::to_string(min) + " to " + std::to_string(max);
    if (!value.isNumber()) {
        why = key + " must be a number, not " + JsonValue::typeName(value.type());
        return std::nullopt;
    }
    if (value.text().front() == '-') {
        why = key + " must not be negative (it is " + value.text() + ")";
        return std::nullopt;
    }
    const auto number = value.asUnsigned();
    if (!number) {
        why = key + " must be a whole number " + range + ", not " + value.text();
        return std::nullopt;
    }
    if (*number < min || *number > max) {
        why = key + " must be " + range + ", not " + value.text();
        return std::nullopt;
    }
    return number;
}

// A misspelt key ("prompt_token") would otherwise be silently ignored and the script do something else.
std::optional<KvScriptError>
KvScriptChecker::onlyMembers(const JsonValue& object, std::string_view owner,
                             std::initializer_list<std::string_view> allowed) const
{
    for (const auto& [key, value] : object.members()) {
        bool known = false;
        for (const std::string_view name : allowed)
            known = known || key == name;
        if (known)
            continue;
        std::string list;
        for (const std::string_view name : allowed)
            list += (list.empty() ? "" : ", ") + std::string(name);
        return fault(value.line(),
                     std::string(owner) + " has no member " + quoted(key) + " (it takes " + list + ")");
    }
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::walkthroughFields(const JsonValue& root, KvScript& script) const
{
    if (const JsonValue* id = root.member("id")) {
        if (!id->isString() || !isIdentifier(id->text()))
            return fault(id->line(),
                         "id must be a name of letters, digits, '-' and '_', such as \"fig6\", not " +
                             (id->isString() ? quoted(id->text()) : JsonValue::typeName(id->type())));
        script.id = id->text();
    }
    if (const JsonValue* paper = root.member("paper")) {
        if (!paper->isString() || paper->text().empty())
            return fault(paper->line(),
                         std::string("paper must say what the script reproduces, as text, not ") +
                             (paper->isString() ? "an empty string" : JsonValue::typeName(paper->type())));
        script.paper = paper->text();
    }
    if (const JsonValue* order = root.member("order")) {
        std::string why;
        const auto place = wholeNumber(*order, "order", 1, 1000, why);
        if (!place)
            return fault(order->line(), why);
        script.order = static_cast<std::uint32_t>(*place);
    }
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::pool(const JsonValue& root, KvScript& script)
{
    if (!root.isObject())
        return fault(root.line(),
                     std::string("a KV script is an object such as {\"block_size\": 4, \"blocks\": 8, "
                                 "\"ops\": [...]}, not ") +
                         JsonValue::typeName(root.type()));
    if (auto stray = onlyMembers(root, "a KV script",
                                 {"block_size", "blocks", "free_queue", "prefix_caching", "swap_space_blocks",
                                  "id", "paper", "order", "ops", "comment"}))
        return stray;
    std::string why;
    const JsonValue* blockSize = root.member("block_size");
    if (!blockSize)
        return fault(root.line(),
                     "the script has no block_size (tokens per block, a power of two from 1 to 128)");
    const auto size = wholeNumber(*blockSize, "block_size", 1, 128, why);
    if (!size || !std::has_single_bit(*size))
        return fault(blockSize->line(),
                     size ? "block_size must be a power of two from 1 to 128 (what the block "
                            "manager takes), not " +
                                blockSize->text()
                          : why);
    script.blockSize = static_cast<std::uint32_t>(*size);

    const JsonValue* blocks = root.member("blocks");
    if (!blocks)
        return fault(root.line(), "the script has no blocks (how many physical blocks the pool has)");
    const auto count = wholeNumber(*blocks, "blocks", 1, kMaxKvScriptBlocks, why);
    if (!count)
        return fault(blocks->line(), why);
    script.blocks = static_cast<std::uint32_t>(*count);
    m_blocks = script.blocks;
    m_blockSize = script.blockSize;

    if (const JsonValue* order = root.member("free_queue")) {
        if (!order->isArray())
            return fault(order->line(), std::string("free_queue must be a list of block ids, not ") +
                                            JsonValue::typeName(order->type()));
        std::vector<bool> seen(script.blocks, false);
        for (const JsonValue& item : order->items()) {
            const auto block = wholeNumber(item, "a free_queue entry", 0, script.blocks - 1, why);
            if (!block)
                return fault(item.line(), why);
            if (seen[*block])
                return fault(item.line(), "free_queue lists block " + item.text() + " twice");
            seen[*block] = true;
            script.freeQueue.push_back(static_cast<KvBlockId>(*block));
        }
        if (script.freeQueue.size() != script.blocks)
            return fault(order->line(), "free_queue must list every block from 0 to " +
                                            std::to_string(script.blocks - 1) + " once; it lists " +
                                            std::to_string(script.freeQueue.size()) + " of " +
                                            std::to_string(script.blocks));
    }
    if (const JsonValue* caching = root.member("prefix_caching")) {
        if (!caching->isBool())
            return fault(caching->line(), std::string("prefix_caching must be true or false, not ") +
                                              JsonValue::typeName(caching->type()));
        script.prefixCaching = caching->asBool();
    }
    if (const JsonValue* swap = root.member("swap_space_blocks")) {
        const auto hostBlocks = wholeNumber(*swap, "swap_space_blocks", 0, kMaxKvScriptBlocks, why);
        if (!hostBlocks)
            return fault(swap->line(), why);
        script.swapSpaceBlocks = static_cast<std::uint32_t>(*hostBlocks);
    }
    if (auto bad = walkthroughFields(root, script))
        return bad;
    const JsonValue* ops = root.member("ops");
    if (!ops)
        return fault(root.line(),
                     "the script has no ops (a list such as [{\"op\": \"add\", \"request\": \"A\", "
                     "\"prompt_tokens\": 7}])");
    if (!ops->isArray())
        return fault(ops->line(), std::string("ops must be a list, not ") + JsonValue::typeName(ops->type()));
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::requestName(const JsonValue& op, const char* key,
                                                          std::string_view what, std::string& name) const
{
    const JsonValue* value = op.member(key);
    if (!value)
        return fault(op.line(), std::string(what) + " needs " + key + " (a request's name, such as \"A\")");
    if (!value->isString() || value->text().empty())
        return fault(value->line(),
                     std::string(key) + " must be a request's name (a non-empty string), not " +
                         (value->isString() ? "an empty string" : JsonValue::typeName(value->type())));
    name = value->text();
    return std::nullopt;
}

std::string KvScriptChecker::notLive(std::string_view name) const
{
    const auto found = m_names.find(name);
    if (found == m_names.end())
        return "request " + quoted(name) + ", which no earlier op added";
    return "request " + quoted(name) + ", which op " + std::to_string(found->second.abortedBy) + " aborted";
}

// Written ids and words' ids would meet in the same number range and be taken for one another, which prefix
// caching would then treat as a shared prefix: a script uses one or the other.
std::optional<KvScriptError> KvScriptChecker::tokenIds(const JsonValue& list, std::vector<std::int32_t>& ids)
{
    if (m_firstWordsOp)
        return fault(list.line(),
                     "tokens gives token ids, but op " + std::to_string(m_firstWordsOp) +
                         " gave words, whose ids count from 0: a script uses words or token ids, "
                         "not both");
    if (list.items().empty())
        return fault(list.line(), "tokens must be a list of one or more token ids");
    if (list.items().size() > kMaxKvScriptTokens)
        return fault(list.line(),
                     "an op may write at most " + std::to_string(kMaxKvScriptTokens) + " tokens");
    std::string why;
    for (const JsonValue& item : list.items()) {
        const auto id = wholeNumber(item, "a token id", 0, kFirstMadeUpKvToken - 1, why);
        if (!id)
            return fault(item.line(), why);
        ids.push_back(static_cast<std::int32_t>(*id));
    }
    if (!m_firstIdsOp)
        m_firstIdsOp = m_op;
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::words(const JsonValue& text, std::vector<std::int32_t>& ids)
{
    if (!text.isString())
        return fault(text.line(), std::string("words must be text, words separated by spaces, not ") +
                                      JsonValue::typeName(text.type()));
    if (m_firstIdsOp)
        return fault(text.line(), "words count their token ids from 0, but op " +
                                      std::to_string(m_firstIdsOp) +
                                      " gave token ids: a script uses words or token ids, not both");
    std::istringstream stream(text.text());
    for (std::string word; stream >> word;) {
        if (ids.size() == kMaxKvScriptTokens)
            return fault(text.line(),
                         "an op may write at most " + std::to_string(kMaxKvScriptTokens) + " tokens");
        const auto [at, isNew] = m_wordIds.try_emplace(word, static_cast<std::int32_t>(m_words.size()));
        if (isNew)
            m_words.push_back(word);
        ids.push_back(at->second);
    }
    if (ids.empty())
        return fault(text.line(), "words must hold one or more words");
    if (!m_firstWordsOp)
        m_firstWordsOp = m_op;
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::prompt(const JsonValue& value, KvScriptOp& op)
{
    std::string why;
    const JsonValue* length = value.member("prompt_tokens");
    const JsonValue* tokens = value.member("tokens");
    const JsonValue* text = value.member("words");
    const JsonValue* sharedWith = value.member("shared_prefix_with");
    const JsonValue* shared = value.member("shared_tokens");
    if (int(length != nullptr) + int(tokens != nullptr) + int(text != nullptr) > 1)
        return fault((tokens && length ? tokens : text)->line(),
                     "add takes one of prompt_tokens (a count), tokens (a list of ids) and words");
    if (!length && !tokens && !text)
        return fault(value.line(), "add needs prompt_tokens (how many tokens the prompt has), tokens (the "
                                   "prompt's token ids) or words (the prompt's words)");
    if (tokens || text) {
        if (sharedWith || shared)
            return fault((sharedWith ? sharedWith : shared)->line(),
                         "shared_prefix_with and shared_tokens go with prompt_tokens; with tokens or words, "
                         "write the shared ones out");
        if (tokens && !tokens->isArray())
            return fault(tokens->line(), "tokens must be a list of one or more token ids");
        if (auto bad = tokens ? tokenIds(*tokens, op.tokens) : words(*text, op.tokens))
            return bad;
        op.promptTokens = static_cast<std::uint32_t>(op.tokens.size());
        return std::nullopt;
    }
    const auto count = wholeNumber(*length, "prompt_tokens", 1, kMaxKvScriptTokens, why);
    if (!count)
        return fault(length->line(), why);
    op.promptTokens = static_cast<std::uint32_t>(*count);
    if (!sharedWith && !shared)
        return std::nullopt;
    if (!sharedWith || !shared)
        return fault(
            (shared ? shared : sharedWith)->line(),
            "shared_prefix_with (the request whose prompt this one starts with) and shared_tokens (how "
            "many of its tokens) go together");
    if (!sharedWith->isString() || sharedWith->text().empty())
        return fault(sharedWith->line(), "shared_prefix_with must be a request's name");
    const auto source = m_names.find(sharedWith->text());
    if (source == m_names.end())
        return fault(sharedWith->line(), "shared_prefix_with names request " + quoted(sharedWith->text()) +
                                             ", which no earlier op added");
    const auto sharedCount = wholeNumber(*shared, "shared_tokens", 1, op.promptTokens, why);
    if (!sharedCount)
        return fault(shared->line(),
                     why + " (the prompt has " + std::to_string(op.promptTokens) + " tokens)");
    if (*sharedCount > source->second.promptLength)
        return fault(shared->line(), "shared_tokens is " + shared->text() + " but " +
                                         quoted(sharedWith->text()) + "'s prompt has only " +
                                         std::to_string(source->second.promptLength) + " tokens");
    op.sharedPrefixWith = sharedWith->text();
    op.sharedTokens = static_cast<std::uint32_t>(*sharedCount);
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::decodeTokens(const JsonValue& value, KvScriptOp& op)
{
    const JsonValue* tokens = value.member("tokens");
    const JsonValue* text = value.member("words");
    if (tokens && text)
        return fault(text->line(), "decode takes tokens (a count or a list of ids) or words, not both");
    if (!tokens && !text)
        return fault(value.line(),
                     "decode needs tokens (how many tokens to generate, 1 or more, or their ids) "
                     "or words (the tokens as words)");
    if (text || tokens->isArray()) {
        if (auto bad = text ? words(*text, op.tokens) : tokenIds(*tokens, op.tokens))
            return bad;
        op.decodeTokens = static_cast<std::uint32_t>(op.tokens.size());
        return std::nullopt;
    }
    if (!tokens->isNumber())
        return fault(tokens->line(),
                     std::string("tokens must be how many tokens to generate or a list of their "
                                 "ids, not ") +
                         JsonValue::typeName(tokens->type()));
    std::string why;
    const auto count = wholeNumber(*tokens, "tokens", 1, kMaxKvScriptTokens, why);
    if (!count)
        return fault(tokens->line(), why);
    op.decodeTokens = static_cast<std::uint32_t>(*count);
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::abortReason(const JsonValue& value, KvScriptOp& op) const
{
    const JsonValue* reason = value.member("reason");
    if (!reason)
        return std::nullopt;
    const std::string text = reason->isString() ? reason->text() : std::string();
    if (text == "aborted")
        op.reason = KvEventReason::Aborted;
    else if (text == "finished")
        op.reason = KvEventReason::Finished;
    else if (text == "pruned")
        op.reason = KvEventReason::Pruned;
    else
        return fault(reason->line(),
                     "reason must be aborted, finished or pruned, not " +
                         (reason->isString() ? quoted(text) : JsonValue::typeName(reason->type())));
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::op(const JsonValue& value, std::size_t index, KvScriptOp& op)
{
    m_op = index;
    op.line = value.line();
    if (!value.isObject())
        return fault(value.line(),
                     std::string("an op is an object such as {\"op\": \"decode\", \"request\": \"A\", "
                                 "\"tokens\": 1}, not ") +
                         JsonValue::typeName(value.type()));
    const JsonValue* name = value.member("op");
    if (!name)
        return fault(value.line(), "the op has no \"op\" (add, decode, fork, abort, step or serve)");
    if (!name->isString())
        return fault(name->line(),
                     std::string("\"op\" must be add, decode, fork, abort, step or serve, not ") +
                         JsonValue::typeName(name->type()));
    const std::string& kind = name->text();
    if (kind == "add")
        op.kind = KvScriptOpKind::Add;
    else if (kind == "decode")
        op.kind = KvScriptOpKind::Decode;
    else if (kind == "fork")
        op.kind = KvScriptOpKind::Fork;
    else if (kind == "abort")
        op.kind = KvScriptOpKind::Abort;
    else if (kind == "step")
        op.kind = KvScriptOpKind::Step;
    else if (kind == "serve")
        op.kind = KvScriptOpKind::Serve;
    else
        return fault(name->line(),
                     "unknown op " + quoted(kind) + ": the ops are add, decode, fork, abort, step and serve");

    std::optional<KvScriptError> fail;
    switch (op.kind) {
    case KvScriptOpKind::Add:
        fail = onlyMembers(value, "add",
                           {"op", "request", "prompt_tokens", "tokens", "words", "shared_prefix_with",
                            "shared_tokens", "comment"});
        break;
    case KvScriptOpKind::Decode:
        fail = onlyMembers(value, "decode", {"op", "request", "tokens", "words", "comment"});
        break;
    case KvScriptOpKind::Fork:
        fail = onlyMembers(value, "fork", {"op", "request", "from", "comment"});
        break;
    case KvScriptOpKind::Abort:
        fail = onlyMembers(value, "abort", {"op", "request", "reason", "comment"});
        break;
    case KvScriptOpKind::Step:
        return step(value, op);
    case KvScriptOpKind::Serve:
        return serve(value, op);
    }
    if (fail)
        return fail;
    if (auto missing = requestName(value, "request", kind, op.request))
        return missing;
    const int requestLine = value.member("request")->line();
    if (op.kind == KvScriptOpKind::Decode && m_firstDecodeSinceStep.empty())
        m_firstDecodeSinceStep = op.request;
    NameState* target = nullptr;
    if (const auto found = m_names.find(op.request); found != m_names.end())
        target = &found->second;

    if (op.kind == KvScriptOpKind::Add || op.kind == KvScriptOpKind::Fork) {
        if (target && target->live)
            return fault(requestLine, kind + " names request " + quoted(op.request) +
                                          ", which is already live (op " + std::to_string(target->addedBy) +
                                          " added it)");
        std::uint32_t promptLength = 0;
        if (op.kind == KvScriptOpKind::Add) {
            if (auto bad = prompt(value, op))
                return bad;
            promptLength = op.promptTokens;
        } else {
            if (auto missing = requestName(value, "from", kind, op.from))
                return missing;
            const auto parent = m_names.find(op.from);
            if (parent == m_names.end() || !parent->second.live)
                return fault(value.member("from")->line(), "fork copies " + notLive(op.from));
            promptLength = parent->second.promptLength; // a fork's prompt is its parent's
        }
        m_names[op.request] = NameState{true, promptLength, index, 0};
        return std::nullopt;
    }

    if (!target || !target->live)
        return fault(requestLine, kind + " names " + notLive(op.request));
    if (op.kind == KvScriptOpKind::Decode)
        return decodeTokens(value, op);
    if (auto bad = abortReason(value, op))
        return bad;
    target->live = false;
    target->abortedBy = index;
    return std::nullopt;
}

} // namespace gml
