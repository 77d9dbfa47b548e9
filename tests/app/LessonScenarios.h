#pragma once

#include "app/window/MainWindow.h"
#include "widgets/lesson/LessonPage.h"

#include <QComboBox>

// How the checks that visit every scenario of a lesson find and choose them, as a learner does.
namespace LessonScenarios {

// The chooser of a lesson's scenarios (walkthroughs), or nullptr for a lesson without one.
inline QComboBox* chooser(const MainWindow& window, const QString& lesson)
{
    const auto* page = window.findChild<LessonPage*>(QStringLiteral("lessonPage-") + lesson);
    for (const char* name : {"scenario", "walkthrough"})
        if (auto* combo = page->findChild<QComboBox*>(QLatin1String(name)))
            return combo;
    return nullptr;
}

// Chooses entry `index` as a user's choice does: the choosers answer `activated`, and setting the index
// alone runs nothing.
inline void choose(QComboBox& chooser, int index)
{
    chooser.setCurrentIndex(index);
    emit chooser.activated(index);
}

} // namespace LessonScenarios
