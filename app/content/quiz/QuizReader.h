#pragma once

#include "app/content/quiz/Quiz.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

// Reads and validates one quiz file. A quiz is used only when every question has a prompt, exactly four
// options, one correct option and an explanation, each in every supported language; otherwise the reader
// names the first thing wrong ("question 3 has 3 options; every question needs exactly 4").
class QuizReader
{
    Q_DECLARE_TR_FUNCTIONS(QuizReader)

public:
    static bool read(const QString& path, Quiz* quiz, QString* error);
    static bool read(const QJsonObject& object, Quiz* quiz, QString* error);

private:
    static bool readText(const QJsonObject& object, const QString& field, const QString& where,
                         LocalizedText* text, QString* error);
};
