#include "app/content/common/LanguageManager.h"

#include "app/content/common/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

bool LanguageManager::setLanguage(const QString& code)
{
    if (!isSupportedLanguage(code))
        return false;
    if (code == m_language && m_appTranslator)
        return true;

    for (auto* translator : {m_appTranslator.get(), m_qtTranslator.get()})
        if (translator != nullptr)
            QCoreApplication::removeTranslator(translator);
    m_appTranslator.reset();
    m_qtTranslator.reset();

    // English too: its catalogue holds the plural forms ("1 block", "2 blocks") the sources write as "%n block(s)".
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/gpu-memory-lab_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(app.get());
        m_appTranslator = std::move(app);
    }
    if (code != kSourceLanguage) {
        // Qt's own dialogs (file pickers, message box buttons): Qt's translation where Debian ships one,
        // else the project's own for the few standard strings the application shows.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)) ||
            qt->load(QStringLiteral(":/i18n/qt-standard-strings_%1.qm").arg(code))) {
            QCoreApplication::installTranslator(qt.get());
            m_qtTranslator = std::move(qt);
        }
    }
    // Installing or removing a translator has already sent LanguageChange to every widget.
    m_language = code;
    emit languageChanged(code);
    return true;
}
