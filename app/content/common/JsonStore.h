#pragma once

#include "app/content/common/LoadProblem.h"

#include <QJsonObject>
#include <QString>

#include <optional>

// One JSON object kept in a file that must never be half-written or crash the application: saving goes
// through QSaveFile (write to a temporary, then rename), and a file that cannot be parsed on loading is
// moved aside as "<name>.corrupt-<time>" and reported, so the application starts clean and nothing is lost.
class JsonStore
{
public:
    explicit JsonStore(QString path);

    const QString& path() const { return m_path; }

    // The stored object; empty when there is no file yet. A corrupt file is moved aside and described in
    // `problem`.
    QJsonObject load(std::optional<LoadProblem>* problem);
    // Returns false with the reason when the file could not be written.
    bool save(const QJsonObject& object, QString* error = nullptr);

private:
    QString m_path;
};
