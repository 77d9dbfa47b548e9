#include "app/content/common/Language.h"

const QList<Language>& supportedLanguages()
{
    static const QList<Language> languages{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("bn"), QStringLiteral("বাংলা")},
        {QStringLiteral("sw"), QStringLiteral("Kiswahili")},
        {QStringLiteral("wo"), QStringLiteral("Wolof")},
    };
    return languages;
}

bool isSupportedLanguage(const QString& code)
{
    for (const auto& language : supportedLanguages())
        if (language.code == code)
            return true;
    return false;
}
