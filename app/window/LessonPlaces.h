#pragma once

#include <QCoreApplication>
#include <QString>

class AllocatorLessonPresenter;
class AppSettings;
class CheckpointLessonPresenter;
class KvCacheLessonPresenter;
class Player;
struct StartupOptions;

// Where each lesson is: kept in the settings when the window closes and given back at the next start (the
// allocator's and the KV lesson's scenario, settings, step and event), and given on the command line to
// prepare a class (--lesson L --scenario S --step N, or --event N). Kept apart from MainWindow, which only
// calls it. Any presenter may be null (a lesson whose content did not load).
class LessonPlaces
{
    Q_DECLARE_TR_FUNCTIONS(LessonPlaces)

public:
    LessonPlaces(AppSettings& settings, Player& player, AllocatorLessonPresenter* allocator,
                 KvCacheLessonPresenter* kvCache, CheckpointLessonPresenter* checkpoint);

    // Each lesson where it was left, before any is shown.
    void restore();
    void save();
    // The command line's --scenario, --step and --event on `lesson`, the one shown; the reason when one
    // cannot be opened, else empty.
    QString open(const QString& lesson, const StartupOptions& options);

private:
    AppSettings& m_settings;
    Player& m_player;
    AllocatorLessonPresenter* m_allocator;
    KvCacheLessonPresenter* m_kvCache;
    CheckpointLessonPresenter* m_checkpoint;
};
