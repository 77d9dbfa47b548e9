#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

#include <memory>

// Switches the interface language while the application runs. Installing a translator makes Qt send a
// LanguageChange event to every widget, which retranslates itself; content (lessons, quizzes) follows
// through languageChanged.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject* parent = nullptr);

    const QString& language() const { return m_language; }
    // Returns false (and changes nothing) for a language the application does not offer.
    bool setLanguage(const QString& code);

signals:
    void languageChanged(const QString& code);

private:
    QString m_language = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};
