#pragma once

#include "app/content/common/JsonStore.h"

#include <QJsonObject>

// Every quiz's progress, in one file under the user's data folder, written atomically after every answer.
class QuizProgressStore
{
public:
    // `path` defaults to <AppDataLocation>/quiz-progress.json.
    explicit QuizProgressStore(const QString& path = defaultPath());
    static QString defaultPath();

    std::optional<LoadProblem> load();
    QJsonObject progress(const QString& quizId) const { return m_all.value(quizId).toObject(); }
    // Records `state` for `quizId` and writes the file at once. False with the reason if it failed.
    bool save(const QString& quizId, const QJsonObject& state, QString* error = nullptr);

private:
    JsonStore m_store;
    QJsonObject m_all;
};
