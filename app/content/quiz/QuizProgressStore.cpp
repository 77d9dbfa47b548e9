#include "app/content/quiz/QuizProgressStore.h"

#include <QStandardPaths>

QuizProgressStore::QuizProgressStore(const QString& path) : m_store(path) {}

QString QuizProgressStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/quiz-progress.json");
}

std::optional<LoadProblem> QuizProgressStore::load()
{
    std::optional<LoadProblem> problem;
    m_all = m_store.load(&problem);
    return problem;
}

bool QuizProgressStore::save(const QString& quizId, const QJsonObject& state, QString* error)
{
    m_all.insert(quizId, state);
    return m_store.save(m_all, error);
}
