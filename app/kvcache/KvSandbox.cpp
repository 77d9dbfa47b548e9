#include "app/kvcache/KvSandbox.h"

#include "app/content/kvcache/KvScriptText.h"
#include "kvcache/KvScript.h"

#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>

namespace {

QString handScene(int number)
{
    return QLatin1String(KvSandbox::kHandStepPrefix) + QString::number(number);
}

// The prompt length of every request the ops name, as the runner resolves them (a fork's is its parent's).
QMap<QString, int> promptLengths(const QJsonArray& ops)
{
    QMap<QString, int> lengths;
    for (const QJsonValue& value : ops) {
        const QJsonObject op = value.toObject();
        const QString kind = op.value(QStringLiteral("op")).toString();
        const QString request = op.value(QStringLiteral("request")).toString();
        if (kind == QLatin1String("add")) {
            int length = op.value(QStringLiteral("prompt_tokens")).toInt();
            if (op.contains(QStringLiteral("tokens")))
                length = static_cast<int>(op.value(QStringLiteral("tokens")).toArray().size());
            if (op.contains(QStringLiteral("words")))
                length = static_cast<int>(
                    op.value(QStringLiteral("words")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
            lengths[request] = length;
        } else if (kind == QLatin1String("fork")) {
            lengths[request] = lengths.value(op.value(QStringLiteral("from")).toString());
        }
    }
    return lengths;
}

} // namespace

void KvSandbox::start(const QByteArray& script)
{
    m_base = QJsonDocument::fromJson(script).object();
    m_handOps = {};
    QString ignored;
    m_run = runScript(this->script(), &ignored);
    m_walkthrough.reset();
    if (m_run)
        m_walkthrough = gml::KvWalkthrough{m_base.value(QStringLiteral("id")).toString().toStdString(), m_run->trace,
                                           m_run->steps, m_run->sequenceNames};
}

QJsonObject KvSandbox::script() const
{
    QJsonObject whole = m_base;
    QJsonArray ops = m_base.value(QStringLiteral("ops")).toArray();
    // A saved sandbox opened again has hand steps of its own: these come after them.
    int first = 1;
    static const QRegularExpression handStep(QStringLiteral("^by-hand-(\\d+)$"));
    for (const QJsonValue& op : std::as_const(ops))
        if (const auto match = handStep.match(op.toObject().value(QStringLiteral("scene")).toString()); match.hasMatch())
            first = std::max(first, match.captured(1).toInt() + 1);
    for (int i = 0; i < m_handOps.size(); ++i) {
        ops.append(m_handOps[i]);
        ops.append(QJsonObject{{QStringLiteral("op"), QStringLiteral("step")}, {QStringLiteral("scene"), handScene(first + i)}});
    }
    whole.insert(QStringLiteral("ops"), ops);
    return whole;
}

QByteArray KvSandbox::scriptText() const
{
    // The fields as they come, then the ops one a line: what a person writes, and what a teacher narrates.
    const QJsonObject whole = script();
    QByteArray text = "{\n";
    for (auto it = whole.begin(); it != whole.end(); ++it) {
        if (it.key() == QLatin1String("ops"))
            continue;
        QJsonArray wrapped{it.value()};
        const QByteArray value = QJsonDocument(wrapped).toJson(QJsonDocument::Compact);
        text += "  " + QJsonDocument(QJsonArray{it.key()}).toJson(QJsonDocument::Compact).mid(1).chopped(1) + ": " +
                value.mid(1).chopped(1) + ",\n";
    }
    text += "  \"ops\": [\n";
    const QJsonArray ops = whole.value(QStringLiteral("ops")).toArray();
    for (qsizetype i = 0; i < ops.size(); ++i)
        text += "    " + QJsonDocument(ops[i].toObject()).toJson(QJsonDocument::Compact) +
                (i + 1 < ops.size() ? ",\n" : "\n");
    text += "  ]\n}\n";
    return text;
}

std::optional<gml::KvScriptRun> KvSandbox::runScript(const QJsonObject& script, QString* message) const
{
    const QByteArray text = QJsonDocument(script).toJson(QJsonDocument::Compact);
    auto read = gml::readKvScript(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!read) {
        //: %1: what is wrong, a sentence that starts with the op and the line.
        *message = tr("The KV cache cannot do that: %1").arg(KvScriptText::problem(read.error()));
        return std::nullopt;
    }
    auto run = gml::KvScriptRunner::run(read.value());
    if (!run) {
        *message = tr("The KV cache cannot do that: %1").arg(QString::fromStdString(run.error().message));
        return std::nullopt;
    }
    return std::move(run.value());
}

bool KvSandbox::tryOp(const QJsonObject& op, QString* message)
{
    m_handOps.append(op);
    auto run = runScript(script(), message);
    if (!run) {
        m_handOps.removeLast();
        return false;
    }
    // The op's result: after the walkthrough's ops and the hand ops before it, each with its step.
    const std::size_t index =
        static_cast<std::size_t>(m_base.value(QStringLiteral("ops")).toArray().size() + 2 * (m_handOps.size() - 1));
    const gml::KvScriptOpResult& done = run->ops.at(index);
    if (done.outcome != gml::KvScriptOutcome::Ok) {
        const QString request = op.value(QStringLiteral("request")).toString();
        const QString kind = op.value(QStringLiteral("op")).toString();
        if (kind == QLatin1String("add"))
            *message = tr("Request %1 does not fit: its prompt of %n token(s) needs more blocks than are free. vLLM's "
                          "scheduler would keep it waiting. Nothing was added.",
                          nullptr, op.value(QStringLiteral("prompt_tokens")).toInt())
                           .arg(request);
        else if (kind == QLatin1String("decode"))
            *message = tr("Request %1 ran out of blocks after %2 of %n token(s): no free block is left for the next "
                          "one. Nothing was added: abort a request to free its blocks, or ask for fewer tokens.",
                          nullptr, op.value(QStringLiteral("tokens")).toInt())
                           .arg(request)
                           .arg(done.tokensWritten);
        else
            *message = tr("Request %1 is not running.").arg(request);
        m_handOps.removeLast();
        return false;
    }
    m_run = std::move(run);
    m_walkthrough = gml::KvWalkthrough{m_base.value(QStringLiteral("id")).toString().toStdString(), m_run->trace,
                                       m_run->steps, m_run->sequenceNames};
    return true;
}

bool KvSandbox::add(const QString& request, int promptTokens, const QString& sharedWith, QString* message)
{
    QJsonObject op{{QStringLiteral("op"), QStringLiteral("add")},
                   {QStringLiteral("request"), request},
                   {QStringLiteral("prompt_tokens"), promptTokens}};
    if (!sharedWith.isEmpty()) {
        const int shared = std::min(promptTokens, promptLength(sharedWith));
        if (shared < 1) {
            *message = tr("Request %1 has no prompt to share.").arg(sharedWith);
            return false;
        }
        op.insert(QStringLiteral("shared_prefix_with"), sharedWith);
        op.insert(QStringLiteral("shared_tokens"), shared);
    }
    return tryOp(op, message);
}

bool KvSandbox::decode(const QString& request, int tokens, QString* message)
{
    return tryOp({{QStringLiteral("op"), QStringLiteral("decode")},
                  {QStringLiteral("request"), request},
                  {QStringLiteral("tokens"), tokens}},
                 message);
}

bool KvSandbox::fork(const QString& request, const QString& from, QString* message)
{
    return tryOp({{QStringLiteral("op"), QStringLiteral("fork")},
                  {QStringLiteral("request"), request},
                  {QStringLiteral("from"), from}},
                 message);
}

bool KvSandbox::abort(const QString& request, QString* message)
{
    return tryOp({{QStringLiteral("op"), QStringLiteral("abort")}, {QStringLiteral("request"), request}}, message);
}

bool KvSandbox::undo()
{
    if (m_handOps.isEmpty())
        return false;
    m_handOps.removeLast();
    QString ignored; // it ran before
    m_run = runScript(script(), &ignored);
    if (m_run)
        m_walkthrough = gml::KvWalkthrough{m_base.value(QStringLiteral("id")).toString().toStdString(), m_run->trace,
                                           m_run->steps, m_run->sequenceNames};
    return true;
}

QStringList KvSandbox::liveRequests() const
{
    QStringList live;
    if (!m_run)
        return live;
    for (const gml::KvSequenceState& sequence : m_run->state.sequences)
        if (sequence.status == gml::KvSequenceStatus::Running && sequence.id < m_run->sequenceNames.size())
            live.append(QString::fromStdString(m_run->sequenceNames[sequence.id]));
    return live;
}

QString KvSandbox::unusedName() const
{
    QStringList used;
    if (m_run)
        for (const std::string& name : m_run->sequenceNames)
            used.append(QString::fromStdString(name));
    for (char letter = 'A'; letter <= 'Z'; ++letter)
        if (!used.contains(QString(QLatin1Char(letter))))
            return QString(QLatin1Char(letter));
    for (int n = 1;; ++n)
        if (!used.contains(QStringLiteral("R%1").arg(n)))
            return QStringLiteral("R%1").arg(n);
}

int KvSandbox::promptLength(const QString& request) const
{
    return promptLengths(script().value(QStringLiteral("ops")).toArray()).value(request);
}

QString KvSandbox::describe(const QJsonObject& script, const QString& scene, const std::vector<std::string>& names)
{
    if (!scene.startsWith(QLatin1String(kHandStepPrefix)))
        return {};
    const QJsonArray ops = script.value(QStringLiteral("ops")).toArray();
    for (qsizetype i = 1; i < ops.size(); ++i) {
        if (ops[i].toObject().value(QStringLiteral("scene")).toString() != scene)
            continue;
        const QJsonObject op = ops[i - 1].toObject();
        const QString kind = op.value(QStringLiteral("op")).toString();
        const QString request = op.value(QStringLiteral("request")).toString();
        // The block tables label sequences S0, S1, ...: the request's latest sequence is the one it is now.
        QString who = request;
        for (std::size_t s = names.size(); s-- > 0;)
            if (QString::fromStdString(names[s]) == request) {
                //: A request as the sandbox names it, with the sequence the block tables label it: "C (S2)".
                who = tr("%1 (S%2)").arg(request).arg(s);
                break;
            }
        if (kind == QLatin1String("add")) {
            const int tokens = op.value(QStringLiteral("prompt_tokens")).toInt();
            if (op.contains(QStringLiteral("shared_prefix_with")))
                return tr("By hand: request %1 arrives with a prompt of %n token(s), its first %2 the same as request "
                          "%3's, as requests with one system prompt are. Only with prefix caching do they share "
                          "the full blocks of it.",
                          nullptr, tokens)
                    .arg(who)
                    .arg(op.value(QStringLiteral("shared_tokens")).toInt())
                    .arg(op.value(QStringLiteral("shared_prefix_with")).toString());
            return tr("By hand: request %1 arrives with a prompt of %n token(s).", nullptr, tokens).arg(who);
        }
        if (kind == QLatin1String("decode"))
            return tr("By hand: request %1 generates %n more token(s).", nullptr, op.value(QStringLiteral("tokens")).toInt())
                .arg(who);
        if (kind == QLatin1String("fork"))
            return tr("By hand: request %1 is forked from request %2, as parallel sampling and beam search do: it "
                      "shares every block, and no KV is copied until one of them writes into a shared block.")
                .arg(who, op.value(QStringLiteral("from")).toString());
        if (kind == QLatin1String("abort"))
            return tr("By hand: request %1 is aborted: its blocks are given back, and those no other request uses "
                      "join the free queue.")
                .arg(who);
    }
    return {};
}

QJsonObject KvSandbox::withoutHandSteps(const QJsonObject& script, QJsonArray* handOps)
{
    QJsonArray ops = script.value(QStringLiteral("ops")).toArray();
    QJsonArray hand;
    while (ops.size() >= 2 && ops.last().toObject().value(QStringLiteral("scene")).toString().startsWith(QLatin1String(kHandStepPrefix))) {
        ops.removeLast();
        hand.prepend(ops.last());
        ops.removeLast();
    }
    QJsonObject base = script;
    base.insert(QStringLiteral("ops"), ops);
    *handOps = hand;
    return base;
}
