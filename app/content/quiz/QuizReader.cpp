#include "app/content/quiz/QuizReader.h"

#include "app/content/common/JsonFile.h"

#include <QJsonArray>

bool QuizReader::readText(const QJsonObject& object, const QString& field, const QString& where,
                          LocalizedText* text, QString* error)
{
    QString why;
    if (!object.contains(field)) {
        *error = tr("%1 has no '%2'").arg(where, field);
        return false;
    }
    if (!text->read(object.value(field), &why)) {
        *error = tr("the %1 of %2: %3").arg(field, where, why);
        return false;
    }
    return true;
}

bool QuizReader::read(const QString& path, Quiz* quiz, QString* error)
{
    QJsonObject object;
    return readJsonObjectFile(path, &object, error) && read(object, quiz, error);
}

bool QuizReader::read(const QJsonObject& object, Quiz* quiz, QString* error)
{
    const QString quizWhere = tr("the quiz");
    quiz->id = object.value(QStringLiteral("id")).toString();
    quiz->lessonId = object.value(QStringLiteral("lesson")).toString();
    quiz->level = object.value(QStringLiteral("level")).toString();
    if (quiz->id.isEmpty()) {
        *error = tr("the quiz has no 'id'");
        return false;
    }
    if (quiz->lessonId.isEmpty()) {
        *error = tr("the quiz does not name its 'lesson'");
        return false;
    }
    if (!readText(object, QStringLiteral("title"), quizWhere, &quiz->title, error) ||
        !readText(object, QStringLiteral("description"), quizWhere, &quiz->description, error))
        return false;

    const QJsonArray questions = object.value(QStringLiteral("questions")).toArray();
    if (questions.isEmpty()) {
        *error = tr("the quiz has no questions");
        return false;
    }
    for (qsizetype i = 0; i < questions.size(); ++i) {
        const QJsonObject item = questions.at(i).toObject();
        const QString where = tr("question %1").arg(i + 1);
        QuizQuestion question;
        question.id = item.value(QStringLiteral("id")).toString(QStringLiteral("q%1").arg(i + 1));
        if (!readText(item, QStringLiteral("prompt"), where, &question.prompt, error) ||
            !readText(item, QStringLiteral("explanation"), where, &question.explanation, error))
            return false;
        const QJsonArray options = item.value(QStringLiteral("options")).toArray();
        if (options.size() != QuizQuestion::kOptionCount) {
            *error = tr("%1 has %2 options; every question needs exactly %3")
                         .arg(where)
                         .arg(options.size())
                         .arg(QuizQuestion::kOptionCount);
            return false;
        }
        for (qsizetype o = 0; o < options.size(); ++o) {
            LocalizedText option;
            QString why;
            if (!option.read(options.at(o), &why)) {
                *error = tr("option %1 of %2: %3").arg(o + 1).arg(where, why);
                return false;
            }
            question.options.append(option);
        }
        const QJsonValue correct = item.value(QStringLiteral("correct"));
        if (!correct.isDouble()) {
            *error = tr("%1 has no correct option").arg(where);
            return false;
        }
        question.correct = correct.toInt(-1);
        if (question.correct < 0 || question.correct >= QuizQuestion::kOptionCount ||
            correct.toDouble() != question.correct) {
            *error = tr("%1 names option %2 as correct, but options are numbered 0 to %3")
                         .arg(where)
                         .arg(correct.toDouble())
                         .arg(QuizQuestion::kOptionCount - 1);
            return false;
        }
        const QJsonObject showMe = item.value(QStringLiteral("show_me")).toObject();
        question.showMe = {showMe.value(QStringLiteral("lesson")).toString(), showMe.value(QStringLiteral("scenario")).toString(),
                           showMe.value(QStringLiteral("scene")).toString(), showMe.value(QStringLiteral("conf")).toString()};
        if (!showMe.isEmpty() && !question.showMe.isValid()) {
            *error = tr("%1 has a 'show_me' link without a lesson or scene").arg(where);
            return false;
        }
        quiz->questions.append(question);
    }
    return true;
}
