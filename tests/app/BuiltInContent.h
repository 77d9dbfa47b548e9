#pragma once

#include "app/content/lesson/CourseCatalog.h"

// The built-in content (lessons, quizzes, narration), read once: what a lesson's presenter is built with.
inline const CourseCatalog& builtInContent()
{
    static const CourseCatalog catalog = [] {
        CourseCatalog c;
        c.load({QStringLiteral(":/content")});
        return c;
    }();
    return catalog;
}
