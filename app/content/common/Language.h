#pragma once

#include <QList>
#include <QString>

// The interface and quiz languages. English is the source language of every tr() string and quiz text.
struct Language
{
    QString code;       // "bn"
    QString nativeName; // "বাংলা": what the Language menu shows, in the language itself
};

const QList<Language>& supportedLanguages();
bool isSupportedLanguage(const QString& code);
inline const QString kSourceLanguage = QStringLiteral("en");
