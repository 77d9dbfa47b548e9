#pragma once

#include "app/content/lesson/Lesson.h"

#include <QString>

// Reads and validates one lesson file (id, order, title and introduction in every language).
class LessonReader
{
public:
    static bool read(const QString& path, Lesson* lesson, QString* error);
};
