#include "kvcache/KvScript.h"

#include "util/JsonReader.h"

#include <bit>
#include <initializer_list>
#include <map>
#include <optional>

namespace gml {

const char* kvScriptOpName(KvScriptOpKind kind)
{
    switch (kind) {
    case KvScriptOpKind::Add:
        return "add";
    case KvScriptOpKind::Decode:
        return "decode";
    case KvScriptOpKind::Fork:
        return "fork";
    case KvScriptOpKind::Abort:
        return "abort";
    }
    return "?";
}

PagedKvCacheConfig KvScript::config() const
{
    PagedKvCacheConfig config;
    config.numBlocks = blocks;
    config.blockSize = blockSize;
    config.prefixCaching = prefixCaching;
    config.initialFreeOrder = freeQueue;
    return config;
}

namespace {

std::string quoted(std::string_view text)
{
    return "'" + std::string(text) + "'";
}

// What the checker knows of a request name at the current op: whether it is live, the length of its prompt
// (for shared_prefix_with) and which ops added and aborted it (for messages that point at them).
struct NameState
{
    bool live = false;
    std::uint32_t promptLength = 0;
    std::size_t addedBy = 0;
    std::size_t abortedBy = 0;
};

// Checks a parsed document op by op, keeping which names are live, so that every fault names its op and line.
class ScriptChecker
{
public:
    std::optional<KvScriptError> pool(const JsonValue& root, KvScript& script);
    std::optional<KvScriptError> op(const JsonValue& value, std::size_t index, KvScriptOp& op);

private:
    KvScriptError fault(int line, const std::string& what) const;
    std::optional<std::uint64_t> wholeNumber(const JsonValue& value, std::string_view name, std::uint64_t min,
                                             std::uint64_t max, std::string& why) const;
    std::optional<KvScriptError> onlyMembers(const JsonValue& object, std::string_view owner,
                                             std::initializer_list<std::string_view> allowed) const;
    std::optional<KvScriptError> requestName(const JsonValue& op, const char* key, std::string_view what,
                                             std::string& name) const;
    std::string notLive(std::string_view name) const;
    std::optional<KvScriptError> prompt(const JsonValue& value, KvScriptOp& op);

    std::size_t m_op = 0; // from 1 while checking an op; 0 for the pool
    std::map<std::string, NameState, std::less<>> m_names;
};

KvScriptError ScriptChecker::fault(int line, const std::string& what) const
{
    KvScriptError error;
    error.op = m_op;
    error.line = line;
    error.message = m_op ? "op " + std::to_string(m_op) + " (line " + std::to_string(line) + "): " + what
                         : "line " + std::to_string(line) + ": " + what;
    return error;
}

// A whole number from min to max; nullopt, with `why` said, when it is anything else.
std::optional<std::uint64_t> ScriptChecker::wholeNumber(const JsonValue& value, std::string_view name,
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
std::optional<KvScriptError> ScriptChecker::onlyMembers(const JsonValue& object, std::string_view owner,
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

std::optional<KvScriptError> ScriptChecker::pool(const JsonValue& root, KvScript& script)
{
    if (!root.isObject())
        return fault(root.line(),
                     std::string("a KV script is an object such as {\"block_size\": 4, \"blocks\": 8, "
                                 "\"ops\": [...]}, not ") +
                         JsonValue::typeName(root.type()));
    if (auto stray = onlyMembers(root, "a KV script",
                                 {"block_size", "blocks", "free_queue", "prefix_caching", "ops", "comment"}))
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
    const JsonValue* ops = root.member("ops");
    if (!ops)
        return fault(root.line(),
                     "the script has no ops (a list such as [{\"op\": \"add\", \"request\": \"A\", "
                     "\"prompt_tokens\": 7}])");
    if (!ops->isArray())
        return fault(ops->line(), std::string("ops must be a list, not ") + JsonValue::typeName(ops->type()));
    return std::nullopt;
}

std::optional<KvScriptError> ScriptChecker::requestName(const JsonValue& op, const char* key,
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

std::string ScriptChecker::notLive(std::string_view name) const
{
    const auto found = m_names.find(name);
    if (found == m_names.end())
        return "request " + quoted(name) + ", which no earlier op added";
    return "request " + quoted(name) + ", which op " + std::to_string(found->second.abortedBy) + " aborted";
}

std::optional<KvScriptError> ScriptChecker::prompt(const JsonValue& value, KvScriptOp& op)
{
    std::string why;
    const JsonValue* length = value.member("prompt_tokens");
    const JsonValue* tokens = value.member("tokens");
    const JsonValue* sharedWith = value.member("shared_prefix_with");
    const JsonValue* shared = value.member("shared_tokens");
    if (length && tokens)
        return fault(tokens->line(), "add takes prompt_tokens (a count) or tokens (a list of ids), not both");
    if (!length && !tokens)
        return fault(value.line(), "add needs prompt_tokens (how many tokens the prompt has) or tokens (the "
                                   "prompt's token ids)");
    if (tokens) {
        if (sharedWith || shared)
            return fault((sharedWith ? sharedWith : shared)->line(),
                         "shared_prefix_with and shared_tokens go with prompt_tokens; with tokens, write the "
                         "shared ids out");
        if (!tokens->isArray() || tokens->items().empty())
            return fault(tokens->line(), "tokens must be a list of one or more token ids");
        if (tokens->items().size() > kMaxKvScriptTokens)
            return fault(tokens->line(),
                         "a prompt may have at most " + std::to_string(kMaxKvScriptTokens) + " tokens");
        for (const JsonValue& item : tokens->items()) {
            const auto id = wholeNumber(item, "a token id", 0, kFirstMadeUpKvToken - 1, why);
            if (!id)
                return fault(item.line(), why);
            op.tokens.push_back(static_cast<std::int32_t>(*id));
        }
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

std::optional<KvScriptError> ScriptChecker::op(const JsonValue& value, std::size_t index, KvScriptOp& op)
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
        return fault(value.line(), "the op has no \"op\" (add, decode, fork or abort)");
    if (!name->isString())
        return fault(name->line(), std::string("\"op\" must be add, decode, fork or abort, not ") +
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
    else
        return fault(name->line(),
                     "unknown op " + quoted(kind) + ": the ops are add, decode, fork and abort");

    std::optional<KvScriptError> fail;
    switch (op.kind) {
    case KvScriptOpKind::Add:
        fail = onlyMembers(
            value, "add",
            {"op", "request", "prompt_tokens", "tokens", "shared_prefix_with", "shared_tokens", "comment"});
        break;
    case KvScriptOpKind::Decode:
        fail = onlyMembers(value, "decode", {"op", "request", "tokens", "comment"});
        break;
    case KvScriptOpKind::Fork:
        fail = onlyMembers(value, "fork", {"op", "request", "from", "comment"});
        break;
    case KvScriptOpKind::Abort:
        fail = onlyMembers(value, "abort", {"op", "request", "comment"});
        break;
    }
    if (fail)
        return fail;
    if (auto missing = requestName(value, "request", kind, op.request))
        return missing;
    const int requestLine = value.member("request")->line();
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
    if (op.kind == KvScriptOpKind::Decode) {
        const JsonValue* tokens = value.member("tokens");
        if (!tokens)
            return fault(value.line(), "decode needs tokens (how many tokens to generate, 1 or more)");
        std::string why;
        const auto count = wholeNumber(*tokens, "tokens", 1, kMaxKvScriptTokens, why);
        if (!count)
            return fault(tokens->line(), why);
        op.decodeTokens = static_cast<std::uint32_t>(*count);
    } else {
        target->live = false;
        target->abortedBy = index;
    }
    return std::nullopt;
}

} // namespace

Result<KvScript, KvScriptError> readKvScript(std::string_view json)
{
    auto parsed = JsonReader::parse(json);
    if (!parsed) {
        const JsonError& error = parsed.error();
        return KvScriptError{0, error.line, error.column, "not JSON: " + error.message};
    }
    const JsonValue& root = parsed.value();
    KvScript script;
    ScriptChecker checker;
    if (auto bad = checker.pool(root, script))
        return *bad;
    const auto& ops = root.member("ops")->items();
    script.ops.resize(ops.size());
    for (std::size_t i = 0; i < ops.size(); ++i)
        if (auto bad = checker.op(ops[i], i + 1, script.ops[i]))
            return *bad;
    return script;
}

} // namespace gml
