// KvScriptChecker: the ops that make a script a walkthrough, narrated steps with the facts they quote and a
// serving scheduler run over a list of requests.
#include "kvcache/KvScriptChecker.h"

#include <cctype>
#include <utility>

namespace gml {

namespace {

// step-N and preempt-N are the names serve gives its own steps; a step op taking one could make two steps
// with one scene name, and a quiz's "show me" link would land on either.
bool isServingSceneName(std::string_view scene)
{
    for (const std::string_view prefix : {std::string_view("step-"), std::string_view("preempt-")}) {
        if (scene.size() <= prefix.size() || scene.substr(0, prefix.size()) != prefix)
            continue;
        bool digits = true;
        for (const char c : scene.substr(prefix.size()))
            digits = digits && std::isdigit(static_cast<unsigned char>(c));
        if (digits)
            return true;
    }
    return false;
}

} // namespace

std::optional<KvScriptError> KvScriptChecker::step(const JsonValue& value, KvScriptOp& op)
{
    if (auto stray = onlyMembers(value, "step", {"op", "scene", "facts", "predict", "comment"}))
        return stray;
    // A prediction asks which physical block the step's first generated token lands in: the step needs one.
    const std::string decoded = std::exchange(m_firstDecodeSinceStep, std::string());
    if (const JsonValue* predict = value.member("predict")) {
        if (!predict->isString() || predict->text() != "block")
            return fault(predict->line(),
                         "predict must be \"block\" (the learner picks the physical block the step's first "
                         "decoded token lands in)");
        if (decoded.empty())
            return fault(predict->line(),
                         "a step that predicts needs a decode op before it (since the step before): its first "
                         "token is what the learner places");
        op.predictBlock = true;
    }
    const JsonValue* scene = value.member("scene");
    if (!scene)
        return fault(value.line(), "step needs scene (the step's name, such as \"fig6-new-block\")");
    if (!scene->isString() || scene->text().empty())
        return fault(scene->line(),
                     std::string("scene must be the step's name (a non-empty string), not ") +
                         (scene->isString() ? "an empty string" : JsonValue::typeName(scene->type())));
    if (isServingSceneName(scene->text()))
        return fault(scene->line(),
                     "scene " + quoted(scene->text()) +
                         " is a name serve gives its own steps (step-N, preempt-N): choose another");
    if (!m_scenes.insert(scene->text()).second)
        return fault(scene->line(), "scene " + quoted(scene->text()) + " names an earlier step already");
    op.scene = scene->text();

    const JsonValue* facts = value.member("facts");
    if (!facts)
        return std::nullopt;
    if (!facts->isArray())
        return fault(facts->line(),
                     std::string("facts must be a list such as [{\"fact\": \"free-queue\"}], not ") +
                         JsonValue::typeName(facts->type()));
    for (const JsonValue& item : facts->items()) {
        KvScriptFact fact;
        if (auto bad = readFact(item, fact))
            return bad;
        for (const KvScriptFact& earlier : op.facts)
            if (earlier.name == fact.name)
                return fault(item.line(), "the step quotes two facts named " + quoted(fact.name) +
                                              ": give one a name of its own");
        op.facts.push_back(std::move(fact));
    }
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::readFact(const JsonValue& value, KvScriptFact& fact) const
{
    if (!value.isObject())
        return fault(value.line(),
                     std::string("a fact is an object such as {\"fact\": \"table\", \"request\": "
                                 "\"A\"}, not ") +
                         JsonValue::typeName(value.type()));
    if (auto stray = onlyMembers(value, "a fact", {"fact", "name", "request", "comment"}))
        return stray;
    const JsonValue* kind = value.member("fact");
    constexpr const char* kKinds = "table, free-queue, sequence, finished, steps or preemptions";
    if (!kind)
        return fault(value.line(), std::string("the fact has no \"fact\" (") + kKinds + ")");
    const std::string text = kind->isString() ? kind->text() : std::string();
    if (text == "table")
        fact.kind = KvScriptFactKind::Table;
    else if (text == "free-queue")
        fact.kind = KvScriptFactKind::FreeQueue;
    else if (text == "sequence")
        fact.kind = KvScriptFactKind::Sequence;
    else if (text == "finished")
        fact.kind = KvScriptFactKind::Finished;
    else if (text == "steps")
        fact.kind = KvScriptFactKind::Steps;
    else if (text == "preemptions")
        fact.kind = KvScriptFactKind::Preemptions;
    else
        return fault(kind->line(), (kind->isString() ? "unknown fact " + quoted(text)
                                                     : std::string("\"fact\" must be a string, not ") +
                                                           JsonValue::typeName(kind->type())) +
                                       ": a fact is " + kKinds);

    const bool aboutRequest = fact.kind == KvScriptFactKind::Table || fact.kind == KvScriptFactKind::Sequence;
    const JsonValue* request = value.member("request");
    if (aboutRequest) {
        if (auto missing = requestName(value, "request", "the " + text + " fact", fact.request))
            return missing;
        const auto found = m_names.find(fact.request);
        if (found == m_names.end() || !found->second.live)
            return fault(request->line(), "the " + text + " fact names " + notLive(fact.request));
    } else if (request) {
        return fault(request->line(), "the " + text + " fact is not about one request: it takes no request");
    }
    const bool fromServing = !aboutRequest && fact.kind != KvScriptFactKind::FreeQueue;
    if (fromServing && !m_serveOp)
        return fault(kind->line(),
                     "the " + text + " fact quotes what a serve op did, and no serve op comes before");

    const JsonValue* name = value.member("name");
    if (!name) {
        if (fact.kind == KvScriptFactKind::Sequence)
            return fault(value.line(), "the sequence fact needs name (the narration's placeholder, such as "
                                       "\"first-fork\")");
        fact.name = text;
        return std::nullopt;
    }
    if (!name->isString() || name->text().empty())
        return fault(name->line(),
                     std::string("name must be the narration's placeholder (a non-empty string), "
                                 "not ") +
                         (name->isString() ? "an empty string" : JsonValue::typeName(name->type())));
    fact.name = name->text();
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::serve(const JsonValue& value, KvScriptOp& op)
{
    if (auto stray = onlyMembers(value, "serve", {"op", "requests", "preemption", "watermark", "comment"}))
        return stray;
    m_firstDecodeSinceStep.clear();
    if (m_serveOp)
        return fault(value.line(),
                     "a script serves once, and op " + std::to_string(m_serveOp) + " served already");
    // The scheduler owns the pool: a request the script left running would hold blocks it cannot preempt.
    for (const auto& [name, state] : m_names)
        if (state.live)
            return fault(value.line(), "serve needs the pool to itself, but request " + quoted(name) +
                                           " is live (op " + std::to_string(state.addedBy) +
                                           " added it): abort it first");
    if (const JsonValue* mode = value.member("preemption")) {
        const std::string text = mode->isString() ? mode->text() : std::string();
        if (text == "recompute")
            op.scheduler.preemption = KvEventReason::Recompute;
        else if (text == "swap")
            op.scheduler.preemption = KvEventReason::Swap;
        else
            return fault(mode->line(),
                         "preemption must be recompute or swap, not " +
                             (mode->isString() ? quoted(text) : JsonValue::typeName(mode->type())));
    }
    if (const JsonValue* watermark = value.member("watermark")) {
        if (!watermark->isNumber() || watermark->text().front() == '-' || watermark->asDouble() > 0.5)
            return fault(watermark->line(),
                         "watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: "
                         "0.01), not " +
                             (watermark->isNumber() ? watermark->text()
                                                    : std::string(JsonValue::typeName(watermark->type()))));
        op.scheduler.watermark = watermark->asDouble();
    }
    const JsonValue* requests = value.member("requests");
    if (!requests)
        return fault(value.line(),
                     "serve needs requests (a list such as [{\"arrival\": 0, \"prompt_tokens\": 8, "
                     "\"output_tokens\": 10}])");
    if (!requests->isArray() || requests->items().empty())
        return fault(requests->line(), "requests must be a list of one or more requests");
    if (requests->items().size() > kMaxKvScriptServeRequests)
        return fault(requests->line(),
                     "serve takes at most " + std::to_string(kMaxKvScriptServeRequests) + " requests");
    for (const JsonValue& item : requests->items()) {
        KvRequest request;
        if (auto bad = serveRequest(item, static_cast<std::uint32_t>(op.requests.size()),
                                    op.scheduler.watermark, request))
            return bad;
        if (!op.requests.empty() && request.arrivalStep < op.requests.back().arrivalStep)
            return fault(item.line(), "requests come in arrival order, but request " +
                                          std::to_string(request.id) + " arrives at step " +
                                          std::to_string(request.arrivalStep) + ", before request " +
                                          std::to_string(request.id - 1) + " (at step " +
                                          std::to_string(op.requests.back().arrivalStep) + ")");
        op.requests.push_back(request);
    }
    m_serveOp = m_op;
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::serveRequest(const JsonValue& value, std::uint32_t id,
                                                           double watermark, KvRequest& request) const
{
    const std::string which = "request " + std::to_string(id);
    if (!value.isObject())
        return fault(value.line(), which +
                                       " must be an object such as {\"arrival\": 0, \"prompt_tokens\": 8, "
                                       "\"output_tokens\": 10}, not " +
                                       JsonValue::typeName(value.type()));
    if (auto stray = onlyMembers(value, which, {"arrival", "prompt_tokens", "output_tokens", "comment"}))
        return stray;
    request.id = id;
    std::string why;
    const JsonValue* arrival = value.member("arrival");
    const JsonValue* prompt = value.member("prompt_tokens");
    const JsonValue* output = value.member("output_tokens");
    if (!arrival || !prompt || !output)
        return fault(value.line(), which +
                                       " needs arrival (the scheduler step it arrives at), prompt_tokens and "
                                       "output_tokens (how many tokens it generates)");
    const auto step = wholeNumber(*arrival, "arrival", 0, kMaxKvScriptArrival, why);
    if (!step)
        return fault(arrival->line(), which + ": " + why);
    const auto promptLength = wholeNumber(*prompt, "prompt_tokens", 1, kMaxKvScriptTokens, why);
    if (!promptLength)
        return fault(prompt->line(), which + ": " + why);
    const auto outputLength = wholeNumber(*output, "output_tokens", 1, kMaxKvScriptTokens, why);
    if (!outputLength)
        return fault(output->line(), which + ": " + why);
    request.arrivalStep = *step;
    request.promptLength = static_cast<std::uint32_t>(*promptLength);
    request.outputLength = static_cast<std::uint32_t>(*outputLength);
    // A request longer than the pool (less the blocks admission keeps free) could never finish, and the
    // scheduler would wait for it for ever.
    const auto watermarkBlocks = static_cast<std::uint32_t>(watermark * m_blocks);
    const std::uint64_t capacity = std::uint64_t{m_blocks - watermarkBlocks} * m_blockSize;
    if (request.totalLength() > capacity)
        return fault(value.line(), which + " needs " + std::to_string(request.totalLength()) +
                                       " tokens of KV cache (prompt and output), more than the " +
                                       std::to_string(capacity) + " that fit in " + std::to_string(m_blocks) +
                                       " blocks of " + std::to_string(m_blockSize) +
                                       " tokens less the watermark's " + std::to_string(watermarkBlocks));
    return std::nullopt;
}

} // namespace gml
