#include "app/content/common/JsonStore.h"

#include "app/content/common/JsonFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

JsonStore::JsonStore(QString path) : m_path(std::move(path)) {}

QJsonObject JsonStore::load(std::optional<LoadProblem>* problem)
{
    QFile file(m_path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = LoadProblem{m_path, QCoreApplication::translate("JsonStore", "cannot be read: %1")
                                           .arg(file.errorString())};
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    file.close();
    if (parseError.error == QJsonParseError::NoError && document.isObject())
        return document.object();

    const QString aside =
        m_path + QStringLiteral(".corrupt-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const bool moved = QFile::rename(m_path, aside);
    const QString why = parseError.error != QJsonParseError::NoError
                            ? QCoreApplication::translate("JsonStore", "is not valid JSON (%1 at byte %2)")
                                  .arg(parseError.errorString())
                                  .arg(parseError.offset)
                            : QCoreApplication::translate("JsonStore", "does not hold a JSON object");
    *problem = LoadProblem{
        m_path, moved ? QCoreApplication::translate("JsonStore", "%1; it was moved aside to %2 and defaults are used")
                            .arg(why, QFileInfo(aside).fileName())
                      : QCoreApplication::translate("JsonStore", "%1; it could not be moved aside and will be overwritten")
                            .arg(why)};
    return {};
}

bool JsonStore::save(const QJsonObject& object, QString* error)
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QString why;
    if (!writeFileAtomically(m_path, QJsonDocument(object).toJson(), &why)) {
        if (error != nullptr)
            *error = why;
        return false;
    }
    return true;
}
