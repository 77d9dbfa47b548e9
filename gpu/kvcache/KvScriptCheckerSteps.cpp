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
    if (auto stray = onlyMembers(value, KvScriptFault::OpUnknownMember, {"step"}, {"op", "scene", "facts", "predict", "comment"}))
        return stray;
    // A prediction asks which physical block the step's first generated token lands in: the step needs one.
    const std::string decoded = std::exchange(m_firstDecodeSinceStep, std::string());
    if (const JsonValue* predict = value.member("predict")) {
        if (!predict->isString() || predict->text() != "block")
            return fault(predict->line(), KvScriptFault::BadPredict);
        if (decoded.empty())
            return fault(predict->line(), KvScriptFault::PredictWithoutDecode);
        op.predictBlock = true;
    }
    const JsonValue* scene = value.member("scene");
    if (!scene)
        return fault(value.line(), KvScriptFault::StepNoScene);
    if (!scene->isString() || scene->text().empty())
        return fault(scene->line(), KvScriptFault::BadScene, {shown(*scene)});
    if (isServingSceneName(scene->text()))
        return fault(scene->line(), KvScriptFault::ServingSceneName, {quoted(scene->text())});
    if (!m_scenes.insert(scene->text()).second)
        return fault(scene->line(), KvScriptFault::DuplicateScene, {quoted(scene->text())});
    op.scene = scene->text();

    const JsonValue* facts = value.member("facts");
    if (!facts)
        return std::nullopt;
    if (!facts->isArray())
        return fault(facts->line(), KvScriptFault::FactsNotList, {JsonValue::typeName(facts->type())});
    for (const JsonValue& item : facts->items()) {
        KvScriptFact fact;
        if (auto bad = readFact(item, fact))
            return bad;
        for (const KvScriptFact& earlier : op.facts)
            if (earlier.name == fact.name)
                return fault(item.line(), KvScriptFault::DuplicateFactName, {quoted(fact.name)});
        op.facts.push_back(std::move(fact));
    }
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::readFact(const JsonValue& value, KvScriptFact& fact) const
{
    if (!value.isObject())
        return fault(value.line(), KvScriptFault::FactNotObject, {JsonValue::typeName(value.type())});
    if (auto stray = onlyMembers(value, KvScriptFault::FactUnknownMember, {}, {"fact", "name", "request", "comment"}))
        return stray;
    const JsonValue* kind = value.member("fact");
    if (!kind)
        return fault(value.line(), KvScriptFault::FactKindMissing);
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
        return kind->isString() ? fault(kind->line(), KvScriptFault::UnknownFact, {quoted(text)})
                                : fault(kind->line(), KvScriptFault::FactKindNotString,
                                        {JsonValue::typeName(kind->type())});

    const bool aboutRequest = fact.kind == KvScriptFactKind::Table || fact.kind == KvScriptFactKind::Sequence;
    const JsonValue* request = value.member("request");
    if (aboutRequest) {
        if (auto missing = requestName(value, "request", {}, fact.request, text))
            return missing;
        const auto found = m_names.find(fact.request);
        if (found == m_names.end() || !found->second.live)
            return notLive(request->line(), fact.request, KvScriptFault::FactNamesUnknown,
                           KvScriptFault::FactNamesAborted, {text});
    } else if (request) {
        return fault(request->line(), KvScriptFault::FactTakesNoRequest, {text});
    }
    const bool fromServing = !aboutRequest && fact.kind != KvScriptFactKind::FreeQueue;
    if (fromServing && !m_serveOp)
        return fault(kind->line(), KvScriptFault::FactNeedsServe, {text});

    const JsonValue* name = value.member("name");
    if (!name) {
        if (fact.kind == KvScriptFactKind::Sequence)
            return fault(value.line(), KvScriptFault::SequenceFactNeedsName);
        fact.name = text;
        return std::nullopt;
    }
    if (!name->isString() || name->text().empty())
        return fault(name->line(), KvScriptFault::BadFactName, {shown(*name)});
    fact.name = name->text();
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::serve(const JsonValue& value, KvScriptOp& op)
{
    if (auto stray = onlyMembers(value, KvScriptFault::OpUnknownMember, {"serve"}, {"op", "requests", "preemption", "watermark", "comment"}))
        return stray;
    m_firstDecodeSinceStep.clear();
    if (m_serveOp)
        return fault(value.line(), KvScriptFault::ServeTwice, {std::to_string(m_serveOp)});
    // The scheduler owns the pool: a request the script left running would hold blocks it cannot preempt.
    for (const auto& [name, state] : m_names)
        if (state.live)
            return fault(value.line(), KvScriptFault::ServeWithLiveRequest,
                         {quoted(name), std::to_string(state.addedBy)});
    if (const JsonValue* mode = value.member("preemption")) {
        const std::string text = mode->isString() ? mode->text() : std::string();
        if (text == "recompute")
            op.scheduler.preemption = KvEventReason::Recompute;
        else if (text == "swap")
            op.scheduler.preemption = KvEventReason::Swap;
        else
            return fault(mode->line(), KvScriptFault::BadPreemption,
                         {mode->isString() ? quoted(text) : JsonValue::typeName(mode->type())});
    }
    if (const JsonValue* watermark = value.member("watermark")) {
        if (!watermark->isNumber() || watermark->text().front() == '-' || watermark->asDouble() > 0.5)
            return fault(watermark->line(), KvScriptFault::BadWatermark,
                         {watermark->isNumber() ? watermark->text() : JsonValue::typeName(watermark->type())});
        op.scheduler.watermark = watermark->asDouble();
    }
    const JsonValue* requests = value.member("requests");
    if (!requests)
        return fault(value.line(), KvScriptFault::ServeNoRequests);
    if (!requests->isArray() || requests->items().empty())
        return fault(requests->line(), KvScriptFault::ServeRequestsNotList);
    if (requests->items().size() > kMaxKvScriptServeRequests)
        return fault(requests->line(), KvScriptFault::ServeTooManyRequests,
                     {std::to_string(kMaxKvScriptServeRequests)});
    for (const JsonValue& item : requests->items()) {
        KvRequest request;
        if (auto bad = serveRequest(item, static_cast<std::uint32_t>(op.requests.size()),
                                    op.scheduler.watermark, request))
            return bad;
        if (!op.requests.empty() && request.arrivalStep < op.requests.back().arrivalStep)
            return fault(item.line(), KvScriptFault::ServeOutOfOrder,
                         {std::to_string(request.id), std::to_string(request.arrivalStep),
                          std::to_string(request.id - 1), std::to_string(op.requests.back().arrivalStep)});
        op.requests.push_back(request);
    }
    m_serveOp = m_op;
    return std::nullopt;
}

std::optional<KvScriptError> KvScriptChecker::serveRequest(const JsonValue& value, std::uint32_t id,
                                                           double watermark, KvRequest& request) const
{
    const std::string which = std::to_string(id);
    if (!value.isObject())
        return fault(value.line(), KvScriptFault::ServeRequestNotObject, {which, JsonValue::typeName(value.type())});
    if (auto stray = onlyMembers(value, KvScriptFault::ServeRequestUnknownMember, {which},
                                 {"arrival", "prompt_tokens", "output_tokens", "comment"}))
        return stray;
    request.id = id;
    Problem why;
    // wholeNumber's sentence said about this request: the kinds come in the same order.
    const auto aboutRequest = [&](Problem problem) {
        problem.fault = static_cast<KvScriptFault>(static_cast<int>(KvScriptFault::ServeRequestNotNumber) +
                                                   static_cast<int>(problem.fault) -
                                                   static_cast<int>(KvScriptFault::NumberNotNumber));
        problem.arguments.insert(problem.arguments.begin(), which);
        return problem;
    };
    const JsonValue* arrival = value.member("arrival");
    const JsonValue* prompt = value.member("prompt_tokens");
    const JsonValue* output = value.member("output_tokens");
    if (!arrival || !prompt || !output)
        return fault(value.line(), KvScriptFault::ServeRequestIncomplete, {which});
    const auto step = wholeNumber(*arrival, "arrival", 0, kMaxKvScriptArrival, why);
    if (!step)
        return fault(arrival->line(), aboutRequest(std::move(why)));
    const auto promptLength = wholeNumber(*prompt, "prompt_tokens", 1, kMaxKvScriptTokens, why);
    if (!promptLength)
        return fault(prompt->line(), aboutRequest(std::move(why)));
    const auto outputLength = wholeNumber(*output, "output_tokens", 1, kMaxKvScriptTokens, why);
    if (!outputLength)
        return fault(output->line(), aboutRequest(std::move(why)));
    request.arrivalStep = *step;
    request.promptLength = static_cast<std::uint32_t>(*promptLength);
    request.outputLength = static_cast<std::uint32_t>(*outputLength);
    // A request longer than the pool (less the blocks admission keeps free) could never finish, and the
    // scheduler would wait for it for ever.
    const auto watermarkBlocks = static_cast<std::uint32_t>(watermark * m_blocks);
    const std::uint64_t capacity = std::uint64_t{m_blocks - watermarkBlocks} * m_blockSize;
    if (request.totalLength() > capacity)
        return fault(value.line(), KvScriptFault::ServeRequestTooLong,
                     {which, std::to_string(request.totalLength()), std::to_string(capacity),
                      std::to_string(m_blocks), std::to_string(m_blockSize), std::to_string(watermarkBlocks)});
    return std::nullopt;
}

} // namespace gml
