#include "app/content/lesson/LessonReader.h"

#include "app/content/common/JsonFile.h"

#include <QCoreApplication>

bool LessonReader::read(const QString& path, Lesson* lesson, QString* error)
{
    QJsonObject object;
    if (!readJsonObjectFile(path, &object, error))
        return false;
    lesson->id = object.value(QStringLiteral("id")).toString();
    lesson->order = object.value(QStringLiteral("order")).toInt();
    if (lesson->id.isEmpty()) {
        *error = QCoreApplication::translate("LessonReader", "the lesson has no 'id'");
        return false;
    }
    QString why;
    if (!lesson->title.read(object.value(QStringLiteral("title")), &why)) {
        *error = QCoreApplication::translate("LessonReader", "the lesson's title: %1").arg(why);
        return false;
    }
    if (!lesson->introduction.read(object.value(QStringLiteral("introduction")), &why)) {
        *error = QCoreApplication::translate("LessonReader", "the lesson's introduction: %1").arg(why);
        return false;
    }
    return true;
}
