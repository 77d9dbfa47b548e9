#pragma once

#include <QJsonObject>
#include <QString>

// Reads a file that must hold one JSON object. On failure returns false and sets `error` to a sentence
// naming what is wrong (unreadable, not JSON at byte N, not an object).
bool readJsonObjectFile(const QString& path, QJsonObject* object, QString* error);
