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

std::string KvScriptChecker::shown(const JsonValue& value)
{
    if (value.isString())
        return value.text().empty() ? "an empty string" : quoted(value.text());
    return JsonValue::typeName(value.type());
}

KvScriptError KvScriptChecker::fault(int line, KvScriptFault kind, std::vector<std::string> arguments) const
{
    return makeKvScriptError(m_op, line, kind, std::move(arguments));
}

KvScriptError KvScriptChecker::fault(int line, Problem problem) const
{
    return fault(line, problem.fault, std::move(problem.arguments));
}

// A whole number from min to max; nullopt, with `why` said, when it is anything else.
std::optional<std::uint64_t> KvScriptChecker::wholeNumber(const JsonValue& value, std::string_view name,
                                                          std::uint64_t min, std::uint64_t max,
                                                          Problem& why) const
{
    const std::string key(name);
    if (!value.isNumber()) {
        why = {KvScriptFault::NumberNotNumber, {key, JsonValue::typeName(value.type())}};
        return std::nullopt;
    }
    if (value.text().front() == '-') {
        why = {KvScriptFault::NumberNegative, {key, value.text()}};
        return std::nullopt;
    }
    const auto number = value.asUnsigned();
    if (!number) {
        why = {KvScriptFault::NumberNotWhole, {key, std::to_string(min), std::to_string(max), value.text()}};
        return std::nullopt;
    }
    if (*number < min || *number > max) {
        why = {KvScriptFault::NumberOutOfRange, {key, std::to_string(min), std::to_string(max), value.text()}};
        return std::nullopt;
    }
    return number;
}

// A misspelt key ("prompt_token") would otherwise be silently ignored and the script do something else.
std::optional<KvScriptError>
KvScriptChecker::onlyMembers(const JsonValue& object, KvScriptFault kind, std::vector<std::string> owner,
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
        owner.push_back(quoted(key));
        owner.push_back(list);
        return fault(value.line(), kind, std::move(owner));
    }
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::walkthroughFields(const JsonValue& root, KvScript& script) const
{
    if (const JsonValue* id = root.member("id")) {
        if (!id->isString() || !isIdentifier(id->text()))
            return fault(id->line(), KvScriptFault::BadId,
                         {id->isString() ? quoted(id->text()) : JsonValue::typeName(id->type())});
        script.id = id->text();
    }
    if (const JsonValue* paper = root.member("paper")) {
        if (!paper->isString() || paper->text().empty())
            return fault(paper->line(), KvScriptFault::BadPaper, {shown(*paper)});
        script.paper = paper->text();
    }
    if (const JsonValue* order = root.member("order")) {
        Problem why;
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
        return fault(root.line(), KvScriptFault::ScriptNotObject, {JsonValue::typeName(root.type())});
    if (auto stray = onlyMembers(root, KvScriptFault::ScriptUnknownMember, {},
                                 {"block_size", "blocks", "free_queue", "prefix_caching", "swap_space_blocks",
                                  "id", "paper", "order", "ops", "comment"}))
        return stray;
    Problem why;
    const JsonValue* blockSize = root.member("block_size");
    if (!blockSize)
        return fault(root.line(), KvScriptFault::NoBlockSize);
    const auto size = wholeNumber(*blockSize, "block_size", 1, 128, why);
    if (!size)
        return fault(blockSize->line(), why);
    if (!std::has_single_bit(*size))
        return fault(blockSize->line(), KvScriptFault::BlockSizeNotPowerOfTwo, {blockSize->text()});
    script.blockSize = static_cast<std::uint32_t>(*size);

    const JsonValue* blocks = root.member("blocks");
    if (!blocks)
        return fault(root.line(), KvScriptFault::NoBlocks);
    const auto count = wholeNumber(*blocks, "blocks", 1, kMaxKvScriptBlocks, why);
    if (!count)
        return fault(blocks->line(), why);
    script.blocks = static_cast<std::uint32_t>(*count);
    m_blocks = script.blocks;
    m_blockSize = script.blockSize;

    if (const JsonValue* order = root.member("free_queue")) {
        if (!order->isArray())
            return fault(order->line(), KvScriptFault::FreeQueueNotList, {JsonValue::typeName(order->type())});
        std::vector<bool> seen(script.blocks, false);
        for (const JsonValue& item : order->items()) {
            const auto block = wholeNumber(item, "a free_queue entry", 0, script.blocks - 1, why);
            if (!block)
                return fault(item.line(), why);
            if (seen[*block])
                return fault(item.line(), KvScriptFault::FreeQueueTwice, {item.text()});
            seen[*block] = true;
            script.freeQueue.push_back(static_cast<KvBlockId>(*block));
        }
        if (script.freeQueue.size() != script.blocks)
            return fault(order->line(), KvScriptFault::FreeQueueIncomplete,
                         {std::to_string(script.blocks - 1), std::to_string(script.freeQueue.size()),
                          std::to_string(script.blocks)});
    }
    if (const JsonValue* caching = root.member("prefix_caching")) {
        if (!caching->isBool())
            return fault(caching->line(), KvScriptFault::PrefixCachingNotBool,
                         {JsonValue::typeName(caching->type())});
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
        return fault(root.line(), KvScriptFault::NoOps);
    if (!ops->isArray())
        return fault(ops->line(), KvScriptFault::OpsNotList, {JsonValue::typeName(ops->type())});
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::requestName(const JsonValue& op, const char* key,
                                                          std::string_view what, std::string& name,
                                                          std::string_view fact) const
{
    const JsonValue* value = op.member(key);
    if (!value)
        return fact.empty() ? fault(op.line(), KvScriptFault::MissingName, {std::string(what), key})
                            : fault(op.line(), KvScriptFault::FactMissingRequest, {std::string(fact)});
    if (!value->isString() || value->text().empty())
        return fault(value->line(), KvScriptFault::BadName, {key, shown(*value)});
    name = value->text();
    return std::nullopt;
}

KvScriptError KvScriptChecker::notLive(int line, std::string_view name, KvScriptFault unknownKind,
                                       KvScriptFault abortedKind, std::vector<std::string> first) const
{
    first.push_back(quoted(name));
    const auto found = m_names.find(name);
    if (found == m_names.end())
        return fault(line, unknownKind, std::move(first));
    first.push_back(std::to_string(found->second.abortedBy));
    return fault(line, abortedKind, std::move(first));
}

// Written ids and words' ids would meet in the same number range and be taken for one another, which prefix
// caching would then treat as a shared prefix: a script uses one or the other.
std::optional<KvScriptError> KvScriptChecker::tokenIds(const JsonValue& list, std::vector<std::int32_t>& ids)
{
    if (m_firstWordsOp)
        return fault(list.line(), KvScriptFault::TokensAfterWords, {std::to_string(m_firstWordsOp)});
    if (list.items().empty())
        return fault(list.line(), KvScriptFault::TokensEmpty);
    if (list.items().size() > kMaxKvScriptTokens)
        return fault(list.line(), KvScriptFault::TooManyTokens, {std::to_string(kMaxKvScriptTokens)});
    Problem why;
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
        return fault(text.line(), KvScriptFault::WordsNotText, {JsonValue::typeName(text.type())});
    if (m_firstIdsOp)
        return fault(text.line(), KvScriptFault::WordsAfterTokens, {std::to_string(m_firstIdsOp)});
    std::istringstream stream(text.text());
    for (std::string word; stream >> word;) {
        if (ids.size() == kMaxKvScriptTokens)
            return fault(text.line(), KvScriptFault::TooManyTokens, {std::to_string(kMaxKvScriptTokens)});
        const auto [at, isNew] = m_wordIds.try_emplace(word, static_cast<std::int32_t>(m_words.size()));
        if (isNew)
            m_words.push_back(word);
        ids.push_back(at->second);
    }
    if (ids.empty())
        return fault(text.line(), KvScriptFault::WordsEmpty);
    if (!m_firstWordsOp)
        m_firstWordsOp = m_op;
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::prompt(const JsonValue& value, KvScriptOp& op)
{
    Problem why;
    const JsonValue* length = value.member("prompt_tokens");
    const JsonValue* tokens = value.member("tokens");
    const JsonValue* text = value.member("words");
    const JsonValue* sharedWith = value.member("shared_prefix_with");
    const JsonValue* shared = value.member("shared_tokens");
    if (int(length != nullptr) + int(tokens != nullptr) + int(text != nullptr) > 1)
        return fault((tokens && length ? tokens : text)->line(), KvScriptFault::PromptTwice);
    if (!length && !tokens && !text)
        return fault(value.line(), KvScriptFault::NoPrompt);
    if (tokens || text) {
        if (sharedWith || shared)
            return fault((sharedWith ? sharedWith : shared)->line(), KvScriptFault::SharedWithWrittenTokens);
        if (tokens && !tokens->isArray())
            return fault(tokens->line(), KvScriptFault::TokensEmpty);
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
        return fault((shared ? shared : sharedWith)->line(), KvScriptFault::SharedHalf);
    if (!sharedWith->isString() || sharedWith->text().empty())
        return fault(sharedWith->line(), KvScriptFault::SharedWithNotName);
    const auto source = m_names.find(sharedWith->text());
    if (source == m_names.end())
        return fault(sharedWith->line(), KvScriptFault::SharedWithUnknown, {quoted(sharedWith->text())});
    const auto sharedCount = wholeNumber(*shared, "shared_tokens", 1, op.promptTokens, why);
    if (!sharedCount) {
        // The same sentence with the prompt's length after it: the kinds come in the same order.
        why.fault = static_cast<KvScriptFault>(static_cast<int>(KvScriptFault::SharedNotNumber) +
                                               static_cast<int>(why.fault) -
                                               static_cast<int>(KvScriptFault::NumberNotNumber));
        why.arguments.push_back(std::to_string(op.promptTokens));
        return fault(shared->line(), std::move(why));
    }
    if (*sharedCount > source->second.promptLength)
        return fault(shared->line(), KvScriptFault::SharedMoreThanPrompt,
                     {shared->text(), quoted(sharedWith->text()), std::to_string(source->second.promptLength)});
    op.sharedPrefixWith = sharedWith->text();
    op.sharedTokens = static_cast<std::uint32_t>(*sharedCount);
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::decodeTokens(const JsonValue& value, KvScriptOp& op)
{
    const JsonValue* tokens = value.member("tokens");
    const JsonValue* text = value.member("words");
    if (tokens && text)
        return fault(text->line(), KvScriptFault::DecodeTokensAndWords);
    if (!tokens && !text)
        return fault(value.line(), KvScriptFault::DecodeNothing);
    if (text || tokens->isArray()) {
        if (auto bad = text ? words(*text, op.tokens) : tokenIds(*tokens, op.tokens))
            return bad;
        op.decodeTokens = static_cast<std::uint32_t>(op.tokens.size());
        return std::nullopt;
    }
    if (!tokens->isNumber())
        return fault(tokens->line(), KvScriptFault::DecodeTokensNotCountOrList,
                     {JsonValue::typeName(tokens->type())});
    Problem why;
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
        return fault(reason->line(), KvScriptFault::BadAbortReason,
                     {reason->isString() ? quoted(text) : JsonValue::typeName(reason->type())});
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::op(const JsonValue& value, std::size_t index, KvScriptOp& op)
{
    m_op = index;
    op.line = value.line();
    if (!value.isObject())
        return fault(value.line(), KvScriptFault::OpNotObject, {JsonValue::typeName(value.type())});
    const JsonValue* name = value.member("op");
    if (!name)
        return fault(value.line(), KvScriptFault::OpNameMissing);
    if (!name->isString())
        return fault(name->line(), KvScriptFault::OpNameNotString, {JsonValue::typeName(name->type())});
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
        return fault(name->line(), KvScriptFault::UnknownOp, {quoted(kind)});

    std::optional<KvScriptError> fail;
    switch (op.kind) {
    case KvScriptOpKind::Add:
        fail = onlyMembers(value, KvScriptFault::OpUnknownMember, {"add"},
                           {"op", "request", "prompt_tokens", "tokens", "words", "shared_prefix_with",
                            "shared_tokens", "comment"});
        break;
    case KvScriptOpKind::Decode:
        fail = onlyMembers(value, KvScriptFault::OpUnknownMember, {"decode"}, {"op", "request", "tokens", "words", "comment"});
        break;
    case KvScriptOpKind::Fork:
        fail = onlyMembers(value, KvScriptFault::OpUnknownMember, {"fork"}, {"op", "request", "from", "comment"});
        break;
    case KvScriptOpKind::Abort:
        fail = onlyMembers(value, KvScriptFault::OpUnknownMember, {"abort"}, {"op", "request", "reason", "comment"});
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
            return fault(requestLine, KvScriptFault::AlreadyLive,
                         {kind, quoted(op.request), std::to_string(target->addedBy)});
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
                return notLive(value.member("from")->line(), op.from, KvScriptFault::ForkFromUnknown,
                               KvScriptFault::ForkFromAborted, {});
            promptLength = parent->second.promptLength; // a fork's prompt is its parent's
        }
        m_names[op.request] = NameState{true, promptLength, index, 0};
        return std::nullopt;
    }

    if (!target || !target->live)
        return notLive(requestLine, op.request, KvScriptFault::NamesUnknown, KvScriptFault::NamesAborted, {kind});
    if (op.kind == KvScriptOpKind::Decode)
        return decodeTokens(value, op);
    if (auto bad = abortReason(value, op))
        return bad;
    target->live = false;
    target->abortedBy = index;
    return std::nullopt;
}

} // namespace gml
