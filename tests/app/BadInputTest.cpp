#include "QtTestApplication.h"

#include "app/content/common/AppSettings.h"
#include "app/content/quiz/QuizProgressStore.h"
#include "app/content/quiz/QuizReader.h"
#include "app/window/MainWindow.h"
#include "widgets/common/ProblemsBanner.h"
#include "widgets/lesson/LessonPage.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QStackedWidget>
#include <QTemporaryDir>

// Broken content, settings and progress files: the application still starts, shows everything else, and
// names the broken file and what is wrong, in the window and on stderr.

namespace {

QStringList capturedWarnings;

void captureWarnings(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtWarningMsg)
        capturedWarnings.append(message);
}

QJsonObject builtInQuiz()
{
    QFile file(QStringLiteral(":/content/quizzes/fragmentation.json"));
    BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The built-in quiz with one change made by `edit`, under another id so it adds rather than replaces.
QJsonObject brokenQuiz(const QString& id, const std::function<void(QJsonObject&)>& edit)
{
    QJsonObject quiz = builtInQuiz();
    quiz.insert(QStringLiteral("id"), id);
    edit(quiz);
    return quiz;
}

QJsonObject withQuestion(QJsonObject quiz, int index, const std::function<void(QJsonObject&)>& edit)
{
    QJsonArray questions = quiz.value(QStringLiteral("questions")).toArray();
    QJsonObject question = questions.at(index).toObject();
    edit(question);
    questions.replace(index, question);
    quiz.insert(QStringLiteral("questions"), questions);
    return quiz;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QString readError(const QJsonObject& quiz)
{
    Quiz parsed;
    QString error;
    BOOST_TEST(!QuizReader::read(quiz, &parsed, &error));
    return error;
}

} // namespace

BOOST_AUTO_TEST_CASE(each_broken_quiz_is_named_with_what_is_wrong)
{
    const QJsonObject base = builtInQuiz();
    BOOST_TEST(readError(withQuestion(base, 2, [](QJsonObject& q) {
                   QJsonArray options = q.value(QStringLiteral("options")).toArray();
                   options.removeLast();
                   q.insert(QStringLiteral("options"), options);
               })) == QStringLiteral("question 3 has 3 options; every question needs exactly 4"));
    BOOST_TEST(readError(withQuestion(base, 4, [](QJsonObject& q) { q.remove(QStringLiteral("correct")); })) ==
               QStringLiteral("question 5 has no correct option"));
    BOOST_TEST(readError(withQuestion(base, 0, [](QJsonObject& q) { q.insert(QStringLiteral("correct"), 4); })) ==
               QStringLiteral("question 1 names option 4 as correct, but options are numbered 0 to 3"));
    BOOST_TEST(readError(withQuestion(base, 1, [](QJsonObject& q) {
                   QJsonObject prompt = q.value(QStringLiteral("prompt")).toObject();
                   prompt.remove(QStringLiteral("wo"));
                   q.insert(QStringLiteral("prompt"), prompt);
               })) == QStringLiteral("the prompt of question 2: it has no Wolof (wo) text"));
    QJsonObject noTitle = base;
    noTitle.remove(QStringLiteral("title"));
    BOOST_TEST(readError(noTitle) == QStringLiteral("the quiz has no 'title'"));
}

BOOST_AUTO_TEST_CASE(the_window_starts_with_broken_content_and_names_every_broken_file)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir content;
    const auto quizPath = [&](const QString& name) { return content.filePath(QStringLiteral("quizzes/") + name); };
    writeFile(quizPath(QStringLiteral("malformed.json")), "{ \"id\": \"malformed\", \"questions\": [ ");
    const auto save = [&](const QString& name, const QJsonObject& quiz) {
        writeFile(quizPath(name), QJsonDocument(quiz).toJson());
    };
    save(QStringLiteral("no-correct.json"), withQuestion(brokenQuiz(QStringLiteral("no-correct"), [](QJsonObject&) {}), 0,
                                                        [](QJsonObject& q) { q.remove(QStringLiteral("correct")); }));
    save(QStringLiteral("three-options.json"),
         withQuestion(brokenQuiz(QStringLiteral("three"), [](QJsonObject&) {}), 7, [](QJsonObject& q) {
             QJsonArray options = q.value(QStringLiteral("options")).toArray();
             options.removeFirst();
             q.insert(QStringLiteral("options"), options);
         }));
    save(QStringLiteral("no-bengali.json"), brokenQuiz(QStringLiteral("no-bengali"), [](QJsonObject& quiz) {
             QJsonObject title = quiz.value(QStringLiteral("title")).toObject();
             title.remove(QStringLiteral("bn"));
             quiz.insert(QStringLiteral("title"), title);
         }));
    writeFile(content.filePath(QStringLiteral("lessons/broken-lesson.json")), "[1, 2, 3]");

    capturedWarnings.clear();
    const auto previous = qInstallMessageHandler(captureWarnings);
    StartupOptions options;
    options.extraContentFolders = {content.path()};
    options.device = gml::DeviceKind::Simulated;
    MainWindow window(options);
    qInstallMessageHandler(previous);

    // Everything else is there: three lessons, the built-in quiz of the first.
    BOOST_TEST(window.findChildren<LessonPage*>().size() == 3);
    BOOST_TEST(window.currentLessonId() == QStringLiteral("caching-allocator"));

    const QStringList expected{
        QStringLiteral("malformed.json: is not valid JSON"),
        QStringLiteral("no-correct.json: question 1 has no correct option"),
        QStringLiteral("three-options.json: question 8 has 3 options"),
        QStringLiteral("no-bengali.json: the title of the quiz: it has no বাংলা (bn) text"),
        QStringLiteral("broken-lesson.json: does not hold a JSON object"),
    };
    BOOST_TEST(window.problems().size() == expected.size());
    const QString stderrText = capturedWarnings.join(QLatin1Char('\n'));
    QStringList bannerLines;
    for (const auto& problem : window.findChild<ProblemsBanner*>()->problems())
        bannerLines.append(problem.toString());
    const QString bannerText = bannerLines.join(QLatin1Char('\n'));
    for (const auto& text : expected) {
        BOOST_TEST(stderrText.contains(text), "stderr names " << text);
        BOOST_TEST(bannerText.contains(text), "the window names " << text);
    }
    BOOST_TEST(!window.findChild<ProblemsBanner*>()->isHidden());
    BOOST_TEST(window.findChild<ProblemsBanner*>()->summaryText() ==
               QStringLiteral("5 files could not be used; everything else is available."));
}

// A teacher's broken scenario files are named in the learner's language, not only their frame: the
// language is set before the content is read (a Bengali window named a broken chain file in English).
BOOST_AUTO_TEST_CASE(broken_scenario_files_are_named_in_the_learners_language)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir content;
    writeFile(content.filePath(QStringLiteral("scenarios/checkpoint/broken.json")),
              R"({"layers": 16, "schedule": {"checkpoints": [1, 17]}})");
    writeFile(content.filePath(QStringLiteral("scenarios/kvcache/ghost.json")),
              R"({"id": "ghost", "block_size": 4, "blocks": 8, "ops": [{"op": "decode", "request": "A", "tokens": 1}]})");
    StartupOptions options;
    options.extraContentFolders = {content.path()};
    options.device = gml::DeviceKind::Simulated;
    options.language = QStringLiteral("bn");
    const auto previous = qInstallMessageHandler(captureWarnings);
    MainWindow window(options);
    qInstallMessageHandler(previous);
    QStringList named;
    for (const auto& problem : window.findChild<ProblemsBanner*>()->problems())
        named.append(problem.toString());
    BOOST_REQUIRE(named.size() == 2);
    for (const QString& line : std::as_const(named)) {
        BOOST_TEST(line.contains(QStringLiteral("লাইন")), line.toStdString());
        BOOST_TEST(!line.contains(QStringLiteral(" the ")), "no English in " << line.toStdString());
    }
}

BOOST_AUTO_TEST_CASE(corrupt_settings_and_progress_are_moved_aside_and_reported)
{
    QtTestApplication::clearUserFiles();
    writeFile(AppSettings::defaultPath(), "{ this is not json");
    static const char junk[] = "\x00\x01\x02 binary junk";
    writeFile(QuizProgressStore::defaultPath(), QByteArray(junk, sizeof junk - 1));

    capturedWarnings.clear();
    const auto previous = qInstallMessageHandler(captureWarnings);
    {
        StartupOptions options;
        options.device = gml::DeviceKind::Simulated;
        MainWindow window(options);
        BOOST_TEST(window.problems().size() == 2);
        BOOST_TEST(window.language() == QStringLiteral("en")); // defaults are used
        window.close();
    }
    qInstallMessageHandler(previous);

    const QString stderrText = capturedWarnings.join(QLatin1Char('\n'));
    BOOST_TEST(stderrText.contains(QStringLiteral("settings.json: is not valid JSON")));
    BOOST_TEST(stderrText.contains(QStringLiteral("quiz-progress.json: is not valid JSON")));
    BOOST_TEST(stderrText.contains(QStringLiteral("it was moved aside to")));

    // The bad files were kept beside (nothing the user made is lost) and fresh ones written in their place.
    for (const QString& path : {AppSettings::defaultPath(), QuizProgressStore::defaultPath()}) {
        const QFileInfo info(path);
        const QStringList aside =
            info.dir().entryList({info.fileName() + QStringLiteral(".corrupt-*")}, QDir::Files);
        BOOST_TEST(aside.size() == 1, path << " moved aside");
    }
    AppSettings reread;
    BOOST_TEST(!reread.load().has_value());
}
