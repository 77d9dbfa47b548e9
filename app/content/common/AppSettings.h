#pragma once

#include "app/content/common/JsonStore.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// What the application remembers between runs: window geometry and dock layout, language, the open lesson
// and quiz preferences. Kept as JSON in <AppConfigLocation>/settings.json (see JsonStore for why).
class AppSettings
{
public:
    explicit AppSettings(const QString& path = defaultPath());
    static QString defaultPath();

    std::optional<LoadProblem> load();
    bool save(QString* error = nullptr);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    QString language() const; // empty until chosen
    void setLanguage(const QString& code);
    QString lesson() const;
    void setLesson(const QString& id);
    // Where each lesson was left (its scenario, settings, step and event), as the lesson wrote it: it opens
    // there again at the next start.
    QJsonObject lessonPlace(const QString& lessonId) const;
    void setLessonPlace(const QString& lessonId, const QJsonObject& place);
    // Whether the learner has gone on past a lesson's first step: its introduction has been read, and stays
    // folded (the visualization gets the room) until they open it again.
    bool introductionRead(const QString& lessonId) const;
    void setIntroductionRead(const QString& lessonId);
    QString quizForLesson(const QString& lessonId) const;
    void setQuizForLesson(const QString& lessonId, const QString& quizId);
    // Most recently opened snapshot files first.
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    bool shuffleOptions() const;
    void setShuffleOptions(bool shuffle);
    bool highContrast() const;
    void setHighContrast(bool on);
    // How much presentation mode enlarges the lesson and quiz; 0 when never chosen (the caller then picks a
    // default that suits the screen).
    double presentationScale() const;
    void setPresentationScale(double scale);

private:
    JsonStore m_store;
    QJsonObject m_values;
};
