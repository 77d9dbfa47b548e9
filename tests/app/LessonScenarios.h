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

// Whether a check that is repeated in every language looks at its `index`-th case in `language`
// (`languageIndex` of `languages`). Where GML_CHECK_SPREAD is set (the layout checks at the screen sizes
// other than 1280x800, the page exports), the cases are dealt out across the languages: each case is
// looked at in one language, each language sees a quarter of them, and a whole run takes a quarter of the
// time (CI has 2 cores). Every language still sees every case in the 1280x800 layout check, where text
// first runs out of room; GML_CHECK_SPREAD=0 or unset looks at every case in every language.
inline bool spread()
{
    static const bool spread = qEnvironmentVariableIntValue("GML_CHECK_SPREAD") != 0;
    return spread;
}

inline bool looksAt(int index, int languageIndex, int languages)
{
    return !spread() || languages <= 1 || index % languages == languageIndex;
}

} // namespace LessonScenarios
