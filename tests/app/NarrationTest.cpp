#include "QtTestApplication.h"

#include "allocator/ScenarioLibrary.h"
#include "allocator/AllocatorConfig.h"
#include "allocator/ScenarioRunner.h"
#include "device/SimulatedDevice.h"
#include "app/content/common/Language.h"
#include "app/content/lesson/NarrationText.h"
#include "BuiltInContent.h"
#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ScheduleLibrary.h"
#include "EnglishProse.h"
#include "kvcache/KvWalkthrough.h"
#include "util/ByteFormat.h"

#include <QDir>
#include <QRegularExpression>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

// The lessons' narration is content: every scenario, walkthrough, schedule, scene and step the engines
// define has its words in every language, each language quoting exactly the figures the engine states
// for it, so that what a learner reads is whole and filled in. A teacher's folder can reword a step.

namespace {

const NarrationCatalog& narration()
{
    return builtInContent().narration();
}


QSet<QString> namesOf(const gml::NarrationFacts& facts)
{
    QSet<QString> names;
    for (const auto& fact : facts)
        names.insert(QString::fromStdString(fact.name));
    return names;
}

// The text under `key` exists in every language, is no copy of the English in bn, sw and wo, and quotes
// exactly the facts the engine gives it.
void checkText(const QString& lesson, const QString& key, const gml::NarrationFacts& facts = {})
{
    static const EnglishProse prose({});
    BOOST_TEST_REQUIRE(narration().has(lesson, key), lesson << " has no text " << key);
    const QString english = narration().text(lesson, key, kSourceLanguage);
    for (const auto& language : supportedLanguages()) {
        const QString text = narration().text(lesson, key, language.code);
        const std::string where = (lesson + QLatin1Char(' ') + key + QLatin1Char(' ') + language.code).toStdString();
        BOOST_TEST(!text.trimmed().isEmpty(), where);
        BOOST_TEST((NarrationText::placeholders(text) == namesOf(facts)), where << " quotes the engine's figures: " << text);
        const QString filled = NarrationText::fill(text, facts);
        BOOST_TEST(!filled.contains(QLatin1Char('{')), where << ": " << filled);
        if (language.code != kSourceLanguage) {
            BOOST_TEST(text != english, where << " is translated");
            BOOST_TEST(prose.englishWords(filled).isEmpty(), where << " holds English: " << filled);
        }
    }
}

} // namespace

BOOST_AUTO_TEST_CASE(every_allocator_scenario_and_step_has_its_words)
{
    const QString lesson = QStringLiteral("caching-allocator");
    for (const auto& scenario : gml::allocatorScenarios()) {
        const QString id = QString::fromStdString(scenario.id);
        checkText(lesson, id + QStringLiteral("/title"));
        checkText(lesson, id + QStringLiteral("/summary"));
        for (const auto& step : scenario.steps)
            checkText(lesson, id + QStringLiteral("/step/") + QString::fromStdString(step.id));
        for (const auto& scene : scenario.scenes)
            checkText(lesson, id + QStringLiteral("/scene/") + QString::fromStdString(scene.id));
    }
}

BOOST_AUTO_TEST_CASE(every_kv_walkthrough_and_step_has_its_words_and_its_prompt)
{
    const QString lesson = QStringLiteral("paged-kv-cache");
    int serving = 0;
    for (const auto& info : gml::kvWalkthroughs()) {
        const auto built = gml::buildKvWalkthrough(info.id);
        BOOST_REQUIRE(built.ok());
        const gml::KvWalkthrough& walkthrough = built.value();
        const QString id = QString::fromStdString(info.id);
        checkText(lesson, id + QStringLiteral("/title"));
        checkText(lesson, id + QStringLiteral("/summary"));
        for (const auto& step : walkthrough.steps) {
            if (step.serving) {
                ++serving; // written from the scheduler's facts (ServingStepText, tested with the reasons)
                BOOST_TEST(!narration().has(lesson, id + QStringLiteral("/step/") + QString::fromStdString(step.scene)));
                continue;
            }
            checkText(lesson, id + QStringLiteral("/step/") + QString::fromStdString(step.scene), step.facts);
        }
        // A demo prompt in each language's own words, one for every token the walkthrough names.
        const std::size_t named = walkthrough.trace.tokenNames().size();
        const QString key = id + QStringLiteral("/words");
        BOOST_TEST(narration().has(lesson, key) == (named > 0), id);
        if (named == 0)
            continue;
        for (const auto& language : supportedLanguages()) {
            const QStringList words =
                narration().text(lesson, key, language.code).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            BOOST_TEST(static_cast<std::size_t>(words.size()) == named, id << " " << language.code);
            if (language.code == kSourceLanguage)
                for (std::size_t t = 0; t < named && t < static_cast<std::size_t>(words.size()); ++t)
                    BOOST_TEST(words.at(static_cast<int>(t)).toStdString() == walkthrough.trace.tokenNames()[t]);
        }
    }
    BOOST_TEST(serving > 10);
}

BOOST_AUTO_TEST_CASE(every_schedule_and_scene_has_its_words)
{
    const QString lesson = QStringLiteral("activation-checkpointing");
    for (const auto& info : gml::checkpointSchedules())
        checkText(lesson, QStringLiteral("schedule/%1/summary").arg(QString::fromStdString(info.name)));
    for (const auto& info : gml::checkpointScenes()) {
        const auto scene = gml::buildCheckpointScene(info.name);
        BOOST_REQUIRE(scene.ok());
        const QString name = QString::fromStdString(info.name);
        checkText(lesson, QStringLiteral("scene/%1/title").arg(name));
        checkText(lesson, QStringLiteral("scene/%1/narration").arg(name), scene.value().facts);
    }
}

BOOST_AUTO_TEST_CASE(figures_are_written_as_the_language_writes_numbers)
{
    const gml::NarrationFacts facts{gml::NarrationFact::numbers("table", {7, 1, 3}),
                                    gml::NarrationFact::bytes("peak", 448 * gml::MiB),
                                    gml::NarrationFact::milliseconds("stall", 3.456), gml::NarrationFact::ratio("error", 0.4123),
                                    gml::NarrationFact::count("steps", 12)};
    BOOST_TEST(NarrationText::fill(QStringLiteral("[{table}] {peak} {stall} {error} {steps} {unknown}"), facts) ==
               QStringLiteral("[7, 1, 3] 448 MiB 3.46 ms 0.41 12 {unknown}"));
}

BOOST_AUTO_TEST_CASE(a_teachers_folder_rewords_one_step_and_a_broken_file_is_named)
{
    QTemporaryDir folder;
    QDir(folder.path()).mkpath(QStringLiteral("narration"));
    const auto write = [&](const char* name, const QByteArray& json) {
        QFile file(QDir(folder.path()).filePath(QStringLiteral("narration/") + QLatin1String(name)));
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(json);
    };
    write("mine.json", R"({"schema": 1, "lesson": "caching-allocator", "scenarios": [{"id": "reserved-vs-allocated",
        "title": {"en": "Our own title", "bn": "b", "sw": "s", "wo": "w"},
        "summary": {"en": "Ours", "bn": "b", "sw": "s", "wo": "w"},
        "steps": [{"id": "free", "narration": {"en": "Our words for the free step.", "bn": "b", "sw": "s", "wo": "w"}}]}]})");
    write("broken.json", R"({"schema": 1, "lesson": "paged-kv-cache", "walkthroughs": [{"id": "fig6",
        "title": {"en": "T", "bn": "b", "sw": "s", "wo": "w"}, "summary": {"en": "S", "bn": "b", "sw": "s", "wo": "w"},
        "steps": [{"scene": "fig6-prompt", "narration": {"en": "Table [{table}]", "bn": "[{tabel}]", "sw": "s {table}", "wo": "w {table}"}}]}]})");
    CourseCatalog catalog;
    catalog.load({QStringLiteral(":/content"), folder.path()});
    const NarrationCatalog& words = catalog.narration();
    BOOST_TEST(words.text(QStringLiteral("caching-allocator"), QStringLiteral("reserved-vs-allocated/step/free"),
                          QStringLiteral("en")) == QStringLiteral("Our words for the free step."));
    // The rest of the built-in narration is still there.
    BOOST_TEST(words.text(QStringLiteral("caching-allocator"), QStringLiteral("reserved-vs-allocated/step/reuse"),
                          QStringLiteral("en"))
                   .startsWith(QStringLiteral("A 250 MiB tensor")));
    BOOST_REQUIRE(catalog.problems().size() == 1);
    BOOST_TEST(catalog.problems().front().file.endsWith(QStringLiteral("broken.json")));
    BOOST_TEST(catalog.problems().front().message.contains(QStringLiteral("fig6/step/fig6-prompt")),
               catalog.problems().front().message);
    BOOST_TEST(catalog.problems().front().message.contains(QStringLiteral("bn")), catalog.problems().front().message);
    // The broken file changed nothing: fig6's built-in narration stands.
    BOOST_TEST(words.text(QStringLiteral("paged-kv-cache"), QStringLiteral("fig6/title"), QStringLiteral("en")) ==
               QStringLiteral("Block tables (the paper's Fig. 6)"));
}

// Names match across text and picture: the block tables call a walkthrough's sequences S0, S1, …, so the
// narration does too, in every language, and names only sequences that exist at that step (the paper's
// "A1" and "A2" were drawn as S0 and S1, both under "request 0").
BOOST_AUTO_TEST_CASE(kv_narration_names_sequences_as_the_block_tables_do)
{
    const QString lesson = QStringLiteral("paged-kv-cache");
    static const QRegularExpression name(QStringLiteral("\\b([A-Z])([0-9]+)\\b"));
    int named = 0;
    for (const auto& info : gml::kvWalkthroughs()) {
        const gml::KvWalkthrough walkthrough = gml::buildKvWalkthrough(info.id).value();
        const QString id = QString::fromStdString(info.id);
        for (std::size_t s = 0; s < walkthrough.steps.size(); ++s) {
            const auto& step = walkthrough.steps[s];
            const QString key = id + QStringLiteral("/step/") + QString::fromStdString(step.scene);
            if (!narration().has(lesson, key))
                continue;
            const std::size_t sequences = walkthrough.stateAtStep(s).sequences.size();
            for (const auto& language : supportedLanguages()) {
                const QString text = narration().text(lesson, key, language.code);
                for (const auto& match : name.globalMatch(text)) {
                    ++named;
                    BOOST_TEST(match.captured(1) == QStringLiteral("S"), key << " " << language.code << ": "
                                                                               << match.captured(0));
                    BOOST_TEST(match.captured(2).toULongLong() < sequences,
                               key << " " << language.code << ": " << match.captured(0) << " is not on screen");
                }
            }
        }
    }
    BOOST_TEST(named > 0, "the copy-on-write steps name their samples");
}

namespace {

// Every byte figure ("450 MiB", "1.5 GiB") written in `text`, in bytes.
QList<std::uint64_t> byteFigures(const QString& text)
{
    static const QRegularExpression figure(QStringLiteral("(\\d+(?:\\.\\d+)?) (KiB|MiB|GiB)\\b"));
    QList<std::uint64_t> found;
    for (const auto& match : figure.globalMatch(text)) {
        const double unit = match.captured(2) == QLatin1String("KiB")   ? 1024.0
                            : match.captured(2) == QLatin1String("MiB") ? 1024.0 * 1024.0
                                                                        : 1024.0 * 1024.0 * 1024.0;
        found.append(static_cast<std::uint64_t>(match.captured(1).toDouble() * unit + 0.5));
    }
    return found;
}

} // namespace

// Narration and picture agree: every size an allocator step's text quotes is one the engine shows at that
// step's end (a statistic, a segment, a block, the free pieces, what is left on the device), one the step
// asked for, or one of the allocator's rules (the 1 MiB small-request limit, 2 and 20 MiB segments, the
// 10 MiB rounding threshold). A text that quotes 450 MiB where the run holds 400 fails here.
BOOST_AUTO_TEST_CASE(every_size_an_allocator_step_quotes_is_the_engines_at_that_step)
{
    const QString lesson = QStringLiteral("caching-allocator");
    int checked = 0;
    for (const auto& scenario : gml::allocatorScenarios()) {
        // The texts compare the default run with the same program under expandable segments ("with
        // expandable_segments:True … 124 MiB left"): that run's sizes at the same step count too.
        gml::SimulatedDevice device("GPU", scenario.defaultCapacity);
        gml::SimulatedDevice expandableDevice("GPU", scenario.defaultCapacity);
        gml::ScenarioRunner runner(scenario, device);
        gml::ScenarioRunner expandable(scenario, expandableDevice,
                                       gml::AllocatorConfig::parse("expandable_segments:True").value());
        runner.runAll();
        expandable.runAll();
        std::set<std::uint64_t> sizes{gml::MiB, 2 * gml::MiB, 10 * gml::MiB, 20 * gml::MiB, scenario.defaultCapacity};
        for (std::size_t s = 0; s < scenario.steps.size(); ++s) {
            for (const auto& action : scenario.steps[s].actions)
                sizes.insert(action.bytes);
            for (const gml::ScenarioRunner* run : {&runner, &expandable}) {
                const gml::AllocatorState state = run->trace().stateAt(run->results()[s].endEvent);
                const auto& stats = state.stats;
                for (const std::int64_t value :
                     {stats.allocatedBytes.all().current, stats.reservedBytes.all().current,
                      stats.activeBytes.all().current, stats.inactiveSplitBytes.all().current,
                      stats.requestedBytes.all().current, stats.reservedBytes.all().peak})
                    sizes.insert(static_cast<std::uint64_t>(std::max<std::int64_t>(value, 0)));
                sizes.insert(state.cachedBytes());
                sizes.insert(state.largestCachedBlock());
                sizes.insert(scenario.defaultCapacity - static_cast<std::uint64_t>(stats.reservedBytes.all().current));
                for (const auto& segment : state.segments) {
                    sizes.insert(segment.size);
                    sizes.insert(segment.mappedBytes());
                    for (const auto& block : segment.blocks)
                        sizes.insert(block.size);
                }
            }
            const QString key = QStringLiteral("%1/step/%2").arg(QString::fromStdString(scenario.id),
                                                                 QString::fromStdString(scenario.steps[s].id));
            for (const std::uint64_t figure : byteFigures(narration().text(lesson, key, kSourceLanguage))) {
                ++checked;
                BOOST_TEST(sizes.count(figure) == 1u,
                           key << " quotes " << gml::formatBytes(figure) << ", which the run does not show there");
            }
        }
    }
    BOOST_TEST(checked > 20);
}

namespace {

// The states a KV step passes through, from the one its previous step left to its own end: the picture
// animates through them, and the narration tells the change ("physical 1 is shared (reference count 2)
// … physical 1's count drops to 1"), so a figure is right when one of them shows it.
std::vector<gml::KvCacheState> statesOfStep(const gml::KvWalkthrough& walkthrough, std::size_t step)
{
    const std::size_t first = step == 0 ? 0 : walkthrough.steps[step - 1].eventCount;
    std::vector<gml::KvCacheState> states;
    for (std::size_t event = first; event <= walkthrough.steps[step].eventCount; ++event)
        states.push_back(walkthrough.trace.stateAt(event));
    return states;
}

std::vector<std::uint32_t> numbersIn(const QString& list)
{
    static const QRegularExpression number(QStringLiteral("\\d+"));
    std::vector<std::uint32_t> numbers;
    for (const auto& match : number.globalMatch(list))
        numbers.push_back(match.captured(0).toUInt());
    return numbers;
}

template<typename Predicate>
bool anyState(const std::vector<gml::KvCacheState>& states, Predicate predicate)
{
    return std::any_of(states.begin(), states.end(), predicate);
}

bool holdsTable(const gml::KvCacheState& state, const std::vector<std::uint32_t>& table,
                std::optional<std::size_t> sequence = std::nullopt)
{
    for (const auto& candidate : state.sequences) {
        if (sequence && candidate.id != *sequence)
            continue;
        if (candidate.live() && std::equal(candidate.blockTable.begin(), candidate.blockTable.end(), table.begin(),
                                           table.end()))
            return true;
    }
    return false;
}

} // namespace

// Narration and picture agree in the KV lesson too: every block table a step quotes ("[7, 1]", "S0 reads
// [7, 3]") is one a live sequence holds, every physical block it names is in the pool, every reference count,
// fill, prompt length, pool size and request it states is the engine's during that step, and each language
// quotes the same figures as the English.
BOOST_AUTO_TEST_CASE(every_figure_a_kv_step_quotes_is_the_engines_during_that_step)
{
    using Regex = QRegularExpression;
    const QString lesson = QStringLiteral("paged-kv-cache");
    const QString list = QStringLiteral("(\\d+(?:(?:, | and )\\d+)*)");
    const QString block = QStringLiteral("(?<!logical )(?:physical|[Bb]locks?)");
    const Regex table(QStringLiteral("\\[(\\d+(?:, \\d+)*)\\]"));
    const Regex readsTable(QStringLiteral("\\bS(\\d+) reads \\[(\\d+(?:, \\d+)*)\\]"));
    const Regex blocks(block + QLatin1Char(' ') + list);
    const Regex refCount(block + QLatin1Char(' ') + list + QStringLiteral("[^.;]*?count\\D{0,10}?(\\d+)"));
    const Regex fill(QStringLiteral("(?:physical|[Bb]lock) (\\d+)[^.;]{0,12}?\\b(\\d+) of (\\d+) (?:slots|tokens)"));
    const Regex pool(QStringLiteral("(\\d+) (?:physical )?blocks of (\\d+) tokens"));
    const Regex prompt(QStringLiteral("(\\d+)-token prompt|(\\d+) prompt tokens"));
    const Regex request(QStringLiteral("\\brequest (\\d+)"));
    static const Regex digits(QStringLiteral("\\d+"));
    std::map<std::string, int> checked;
    const auto check = [&checked](bool holds, const std::string& kind, const QString& key, const QString& quote) {
        ++checked[kind];
        BOOST_TEST(holds, key << " quotes " << kind << " \"" << quote << "\", which the engine does not show there");
    };

    for (const auto& info : gml::kvWalkthroughs()) {
        const gml::KvWalkthrough walkthrough = gml::buildKvWalkthrough(info.id).value();
        for (std::size_t s = 0; s < walkthrough.steps.size(); ++s) {
            const auto& step = walkthrough.steps[s];
            const QString key = QString::fromStdString(info.id) + QStringLiteral("/step/") +
                                QString::fromStdString(step.scene);
            if (!narration().has(lesson, key))
                continue;
            const auto states = statesOfStep(walkthrough, s);
            const QString text = NarrationText::fill(narration().text(lesson, key, kSourceLanguage), step.facts);

            for (const auto& m : table.globalMatch(text))
                check(anyState(states, [&](const auto& st) { return holdsTable(st, numbersIn(m.captured(1))); }),
                      "a block table", key, m.captured(0));
            for (const auto& m : readsTable.globalMatch(text))
                check(anyState(states, [&](const auto& st) {
                          return holdsTable(st, numbersIn(m.captured(2)), m.captured(1).toULongLong());
                      }), "a sequence's table", key, m.captured(0));
            for (const auto& m : blocks.globalMatch(text))
                for (const std::uint32_t id : numbersIn(m.captured(1)))
                    check(id < states.back().numBlocks(), "a physical block", key, m.captured(0));
            for (const auto& m : refCount.globalMatch(text))
                check(anyState(states, [&](const auto& st) {
                          const auto ids = numbersIn(m.captured(1));
                          return std::all_of(ids.begin(), ids.end(), [&](std::uint32_t id) {
                              return id < st.numBlocks() && st.blocks[id].refCount == m.captured(2).toUInt();
                          });
                      }), "a reference count", key, m.captured(0));
            for (const auto& m : fill.globalMatch(text))
                check(m.captured(3).toUInt() == states.back().blockSize &&
                          anyState(states, [&](const auto& st) {
                              const std::uint32_t id = m.captured(1).toUInt();
                              return id < st.numBlocks() && st.blocks[id].fill() == m.captured(2).toUInt();
                          }), "a block's fill", key, m.captured(0));
            for (const auto& m : pool.globalMatch(text))
                check(m.captured(1).toUInt() == states.back().numBlocks() &&
                          m.captured(2).toUInt() == states.back().blockSize, "the pool", key, m.captured(0));
            for (const auto& m : prompt.globalMatch(text)) {
                const std::uint32_t tokens = (m.captured(1) + m.captured(2)).toUInt();
                // A prompt arrives token by token within its step: its length is the one at the step's end.
                const auto& sequences = states.back().sequences;
                check(std::any_of(sequences.begin(), sequences.end(),
                                  [&](const auto& q) { return q.live() && q.length == tokens; }),
                      "a prompt", key, m.captured(0));
            }
            for (const auto& m : request.globalMatch(text))
                check(anyState(states, [&](const auto& st) {
                          return std::any_of(st.sequences.begin(), st.sequences.end(),
                                             [&](const auto& q) { return q.request == m.captured(1).toUInt(); });
                      }), "a request", key, m.captured(0));

            // The translations quote the same figures (in the digits the narration files write).
            QStringList english;
            for (const auto& m : digits.globalMatch(narration().text(lesson, key, kSourceLanguage)))
                english.append(m.captured(0));
            english.sort();
            for (const auto& language : supportedLanguages()) {
                QStringList quoted;
                for (const auto& m : digits.globalMatch(narration().text(lesson, key, language.code)))
                    quoted.append(m.captured(0));
                quoted.sort();
                BOOST_TEST((quoted == english), key << " " << language.code << " quotes other figures than the English: "
                                                  << quoted.join(QLatin1Char(' ')));
            }
        }
    }
    for (const char* kind : {"a block table", "a sequence's table", "a physical block", "a reference count",
                             "a block's fill", "the pool", "a prompt", "a request"})
        BOOST_TEST(checked[kind] > 0, "no step quotes " << kind << ": the check would not notice a wrong one");
}
