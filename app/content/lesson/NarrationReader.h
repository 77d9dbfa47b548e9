#pragma once

#include "app/content/lesson/LessonNarration.h"

#include <QString>

// Reads and validates one narration file: every text in every language, and every language quoting the
// same placeholders as the English (a translation that drops "{table}" would hide a figure; one that
// invents "{tabel}" would show the braces).
class NarrationReader
{
public:
    static bool read(const QString& path, LessonNarration* narration, QString* error);
};
