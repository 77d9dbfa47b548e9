#include "app/content/common/AppSettings.h"

#include <QJsonArray>
#include <QStandardPaths>

namespace {
const QString kGeometry = QStringLiteral("windowGeometry");
const QString kState = QStringLiteral("windowState");
const QString kLanguage = QStringLiteral("language");
const QString kLesson = QStringLiteral("lesson");
const QString kQuizzes = QStringLiteral("quizForLesson");
const QString kPlaces = QStringLiteral("lessonPlaces");
const QString kRead = QStringLiteral("introductionsRead");
const QString kShuffle = QStringLiteral("shuffleOptions");
const QString kRecent = QStringLiteral("recentFiles");
const QString kHighContrast = QStringLiteral("highContrast");
const QString kPresentationScale = QStringLiteral("presentationScale");
constexpr qsizetype kMaxRecent = 8;
} // namespace

AppSettings::AppSettings(const QString& path) : m_store(path) {}

QString AppSettings::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/settings.json");
}

std::optional<LoadProblem> AppSettings::load()
{
    std::optional<LoadProblem> problem;
    m_values = m_store.load(&problem);
    return problem;
}

bool AppSettings::save(QString* error)
{
    return m_store.save(m_values, error);
}

QByteArray AppSettings::windowGeometry() const
{
    return QByteArray::fromBase64(m_values.value(kGeometry).toString().toLatin1());
}

void AppSettings::setWindowGeometry(const QByteArray& geometry)
{
    m_values.insert(kGeometry, QString::fromLatin1(geometry.toBase64()));
}

QByteArray AppSettings::windowState() const
{
    return QByteArray::fromBase64(m_values.value(kState).toString().toLatin1());
}

void AppSettings::setWindowState(const QByteArray& state)
{
    m_values.insert(kState, QString::fromLatin1(state.toBase64()));
}

QString AppSettings::language() const
{
    return m_values.value(kLanguage).toString();
}

void AppSettings::setLanguage(const QString& code)
{
    m_values.insert(kLanguage, code);
}

QString AppSettings::lesson() const
{
    return m_values.value(kLesson).toString();
}

void AppSettings::setLesson(const QString& id)
{
    m_values.insert(kLesson, id);
}

QString AppSettings::quizForLesson(const QString& lessonId) const
{
    return m_values.value(kQuizzes).toObject().value(lessonId).toString();
}

QJsonObject AppSettings::lessonPlace(const QString& lessonId) const
{
    return m_values.value(kPlaces).toObject().value(lessonId).toObject();
}

void AppSettings::setLessonPlace(const QString& lessonId, const QJsonObject& place)
{
    QJsonObject places = m_values.value(kPlaces).toObject();
    places.insert(lessonId, place);
    m_values.insert(kPlaces, places);
}

bool AppSettings::introductionRead(const QString& lessonId) const
{
    return m_values.value(kRead).toArray().contains(lessonId);
}

void AppSettings::setIntroductionRead(const QString& lessonId)
{
    QJsonArray read = m_values.value(kRead).toArray();
    if (!read.contains(lessonId))
        read.append(lessonId);
    m_values.insert(kRead, read);
}

void AppSettings::setQuizForLesson(const QString& lessonId, const QString& quizId)
{
    QJsonObject quizzes = m_values.value(kQuizzes).toObject();
    quizzes.insert(lessonId, quizId);
    m_values.insert(kQuizzes, quizzes);
}

QStringList AppSettings::recentFiles() const
{
    QStringList files;
    for (const auto& value : m_values.value(kRecent).toArray())
        files.append(value.toString());
    return files;
}

void AppSettings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    QJsonArray array;
    for (qsizetype i = 0; i < std::min(files.size(), kMaxRecent); ++i)
        array.append(files[i]);
    m_values.insert(kRecent, array);
}

bool AppSettings::shuffleOptions() const
{
    return m_values.value(kShuffle).toBool(false);
}

void AppSettings::setShuffleOptions(bool shuffle)
{
    m_values.insert(kShuffle, shuffle);
}

bool AppSettings::highContrast() const
{
    return m_values.value(kHighContrast).toBool(false);
}

void AppSettings::setHighContrast(bool on)
{
    m_values.insert(kHighContrast, on);
}

double AppSettings::presentationScale() const
{
    return m_values.value(kPresentationScale).toDouble(0.0);
}

void AppSettings::setPresentationScale(double scale)
{
    m_values.insert(kPresentationScale, scale);
}
