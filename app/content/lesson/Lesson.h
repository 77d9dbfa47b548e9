#pragma once

#include "app/content/common/LocalizedText.h"

#include <QString>

// One lesson of the navigator: its title and introduction (resources/lessons/<id>.json).
struct Lesson
{
    QString id; // "caching-allocator"
    int order = 0;
    LocalizedText title;
    LocalizedText introduction;
};
