#include "app/window/LessonPlaces.h"

#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/common/AppSettings.h"
#include "app/content/common/Player.h"
#include "app/content/common/StartupOptions.h"
#include "app/kvcache/KvCacheLessonPresenter.h"

namespace {
const QString kAllocator = QStringLiteral("caching-allocator");
const QString kKvCache = QStringLiteral("paged-kv-cache");
const QString kCheckpoint = QStringLiteral("activation-checkpointing");
} // namespace

LessonPlaces::LessonPlaces(AppSettings& settings, Player& player, AllocatorLessonPresenter* allocator,
                           KvCacheLessonPresenter* kvCache, CheckpointLessonPresenter* checkpoint)
    : m_settings(settings), m_player(player), m_allocator(allocator), m_kvCache(kvCache), m_checkpoint(checkpoint)
{
}

void LessonPlaces::restore()
{
    if (m_allocator)
        m_allocator->restorePlace(m_settings.lessonPlace(kAllocator));
    if (m_kvCache)
        m_kvCache->restorePlace(m_settings.lessonPlace(kKvCache));
}

void LessonPlaces::save()
{
    if (m_allocator)
        m_settings.setLessonPlace(kAllocator, m_allocator->place());
    if (m_kvCache)
        m_settings.setLessonPlace(kKvCache, m_kvCache->place());
}

QString LessonPlaces::open(const QString& lesson, const StartupOptions& options)
{
    if (options.lesson.isEmpty() || options.lesson != lesson || options.exporting())
        return {}; // an export picks its own place
    QString error;
    if (!options.scenario.isEmpty()) {
        bool chosen = false;
        if (lesson == kAllocator && m_allocator)
            chosen = m_allocator->chooseScenario(options.scenario, &error);
        else if (lesson == kKvCache && m_kvCache)
            chosen = m_kvCache->chooseWalkthrough(options.scenario, &error);
        else if (lesson == kCheckpoint && m_checkpoint)
            chosen = m_checkpoint->chooseScenario(options.scenario, &error);
        else
            error = QCoreApplication::translate("CommandLineExport", "the lesson '%1' has no scenarios").arg(lesson);
        if (!chosen)
            return error;
    }
    if (options.step > 0) {
        if (m_player.stepCount() == 0)
            return tr("%1 has no narrated steps: --event N opens it at event N").arg(lesson);
        if (options.step > m_player.stepCount())
            return QCoreApplication::translate("CommandLineExport", "--step %1 is past the last step of %2 (%3)")
                .arg(options.step)
                .arg(lesson)
                .arg(m_player.stepCount());
        m_player.goToStep(options.step - 1, false);
    }
    if (options.event > 0) {
        // The checkpoint timeline may still be planned: its presenter puts the cursor there when it is shown.
        if (lesson == kCheckpoint && m_checkpoint) {
            m_checkpoint->openAtOperation(options.event);
            return {};
        }
        if (options.event > m_player.eventCount())
            return QCoreApplication::translate("CommandLineExport", "--event %1 is past the last event of %2 (%3)")
                .arg(options.event)
                .arg(lesson)
                .arg(m_player.eventCount());
        m_player.seek(options.event - 1);
    }
    return {};
}
