#include "LanguageManager.h"

#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

bool LanguageManager::setLanguage(const QString& code)
{
    if (!isSupportedLanguage(code))
        return false;
    if (code == m_language && (m_appTranslator || code == kSourceLanguage))
        return true;

    for (auto* translator : {m_appTranslator.get(), m_qtTranslator.get()})
        if (translator != nullptr)
            QCoreApplication::removeTranslator(translator);
    m_appTranslator.reset();
    m_qtTranslator.reset();

    if (code != kSourceLanguage) {
        auto app = std::make_unique<QTranslator>();
        if (app->load(QStringLiteral(":/i18n/gpu-memory-lab_%1.qm").arg(code))) {
            QCoreApplication::installTranslator(app.get());
            m_appTranslator = std::move(app);
        }
        // Qt's own dialogs (file pickers, message box buttons) where Qt ships that language.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            m_qtTranslator = std::move(qt);
        }
    }
    // Installing or removing a translator has already sent LanguageChange to every widget.
    m_language = code;
    emit languageChanged(code);
    return true;
}
