#pragma once

#include "kvcache/KvScriptRunner.h"
#include "kvcache/KvWalkthrough.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

// The KV cache lesson's sandbox: the learner goes on from where a walkthrough ends, by hand, on the same
// pool: a new request with a prompt (optionally starting with another request's prompt, as requests with a
// shared system prompt do), more tokens for a request, a fork (parallel sampling, beam search) and an abort.
// What was done is kept as KV script ops after the walkthrough's own, each followed by a step of its own
// ("by-hand-N"); after every action the whole script runs again on the engine, so the picture, the player
// and the saved file are one program. An action the pool cannot take (no free block left) is refused with
// the reason, and nothing changes.
class KvSandbox
{
    Q_DECLARE_TR_FUNCTIONS(KvSandbox)

public:
    static constexpr const char* kHandStepPrefix = "by-hand-";

    // Goes on from the walkthrough of script `script` (JSON); what was done by hand before is dropped.
    void start(const QByteArray& script);
    bool isStarted() const { return !m_base.isEmpty(); }
    // What was done by hand, in order (KV script ops).
    const QJsonArray& handOps() const { return m_handOps; }

    bool add(const QString& request, int promptTokens, const QString& sharedWith, QString* message);
    bool decode(const QString& request, int tokens, QString* message);
    bool fork(const QString& request, const QString& from, QString* message);
    bool abort(const QString& request, QString* message);
    // Does a hand op again as written (a scene's): any of the four above.
    bool apply(const QJsonObject& op, QString* message) { return tryOp(op, message); }
    // Takes back the last thing done by hand; false when there is none.
    bool undo();

    // The walkthrough as it stands (the script with what was done by hand), to show; nullopt before start
    // or when the script does not run.
    const std::optional<gml::KvWalkthrough>& walkthrough() const { return m_walkthrough; }
    // The requests running now, by name, and a name no request has used yet.
    QStringList liveRequests() const;
    QString unusedName() const;
    // How many tokens request `request`'s prompt has (0 when it has none).
    int promptLength(const QString& request) const;
    // The script, whole: the walkthrough's ops, then each one done by hand and its step.
    QJsonObject script() const;
    // The script as a person writes it, one op a line, to save.
    QByteArray scriptText() const;

    // What hand step `scene` ("by-hand-3") did, in the learner's words: from the op before it in `script`
    // (any walkthrough script, a saved sandbox's too) and `names`, each sequence's request. Empty for a
    // scene that is not a hand step.
    static QString describe(const QJsonObject& script, const QString& scene, const std::vector<std::string>& names);
    // `script` without the hand steps at its end (each op followed by its by-hand-N step), and those ops.
    static QJsonObject withoutHandSteps(const QJsonObject& script, QJsonArray* handOps);

private:
    bool tryOp(const QJsonObject& op, QString* message);
    std::optional<gml::KvScriptRun> runScript(const QJsonObject& script, QString* message) const;

    QJsonObject m_base;
    QJsonArray m_handOps;
    std::optional<gml::KvScriptRun> m_run;
    std::optional<gml::KvWalkthrough> m_walkthrough;
};
