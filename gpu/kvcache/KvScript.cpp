#include "kvcache/KvScript.h"

#include "kvcache/KvScriptChecker.h"
#include "util/JsonReader.h"

#include <string>
#include <utility>

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
    case KvScriptOpKind::Step:
        return "step";
    case KvScriptOpKind::Serve:
        return "serve";
    }
    return "?";
}

const char* kvScriptFactName(KvScriptFactKind kind)
{
    switch (kind) {
    case KvScriptFactKind::Table:
        return "table";
    case KvScriptFactKind::FreeQueue:
        return "free-queue";
    case KvScriptFactKind::Sequence:
        return "sequence";
    case KvScriptFactKind::Finished:
        return "finished";
    case KvScriptFactKind::Steps:
        return "steps";
    case KvScriptFactKind::Preemptions:
        return "preemptions";
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
    config.swapSpaceBlocks = swapSpaceBlocks;
    return config;
}

KvScriptError makeKvScriptError(std::size_t op, int line, KvScriptFault fault, std::vector<std::string> arguments)
{
    KvScriptError error;
    error.op = op;
    error.line = line;
    error.fault = fault;
    const std::string sentence = kvScriptFaultSentence(fault, arguments);
    if (fault == KvScriptFault::NotJson)
        error.message = sentence;
    else if (op)
        error.message = "op " + std::to_string(op) + " (line " + std::to_string(line) + "): " + sentence;
    else
        error.message = "line " + std::to_string(line) + ": " + sentence;
    error.arguments = std::move(arguments);
    return error;
}

Result<KvScript, KvScriptError> readKvScript(std::string_view json)
{
    auto parsed = JsonReader::parse(json);
    if (!parsed) {
        const JsonError& error = parsed.error();
        // The reader's message starts with where (which the arguments hold apart); what it says after is its
        // own English, which the application shows as it is.
        const std::string line = std::to_string(error.line), column = std::to_string(error.column);
        const std::string where = "line " + line + ", column " + column + ": ";
        const std::string what =
            error.message.rfind(where, 0) == 0 ? error.message.substr(where.size()) : error.message;
        KvScriptError fault = makeKvScriptError(0, error.line, KvScriptFault::NotJson, {line, column, what});
        fault.column = error.column;
        return fault;
    }
    const JsonValue& root = parsed.value();
    KvScript script;
    KvScriptChecker checker;
    if (auto bad = checker.pool(root, script))
        return *bad;
    const auto& ops = root.member("ops")->items();
    script.ops.resize(ops.size());
    for (std::size_t i = 0; i < ops.size(); ++i)
        if (auto bad = checker.op(ops[i], i + 1, script.ops[i]))
            return *bad;
    script.words = checker.takeWords();
    return script;
}

} // namespace gml
