#include "kvcache/KvScript.h"

#include "kvcache/KvScriptChecker.h"
#include "util/JsonReader.h"

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

Result<KvScript, KvScriptError> readKvScript(std::string_view json)
{
    auto parsed = JsonReader::parse(json);
    if (!parsed) {
        const JsonError& error = parsed.error();
        return KvScriptError{0, error.line, error.column, "not JSON: " + error.message};
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
