#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// Reads a file that must hold one JSON object. On failure returns false and sets `error` to a sentence
// naming what is wrong (unreadable, not JSON at byte N, not an object).
bool readJsonObjectFile(const QString& path, QJsonObject* object, QString* error);

// Writes `bytes` as the whole of the file at `path`, through a temporary renamed into place, so that a
// failure (a full disk, a folder that is not there) leaves any file that was there whole. On failure
// returns false and sets `error` to the system's reason.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);
