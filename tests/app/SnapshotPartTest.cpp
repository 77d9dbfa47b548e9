#include "QtTestApplication.h"

#include "app/content/snapshot/SnapshotLoadErrorText.h"
#include "app/content/snapshot/SnapshotSizeAdvice.h"
#include "app/content/snapshot/TraceWindowText.h"
#include "app/window/MainWindow.h"
#include "widgets/snapshot/SnapshotView.h"
#include "widgets/snapshot/TraceWindowDialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

// Opening a part of a snapshot's trace: the dialog's choices become the engine's window, a file too large for
// the memory free is offered a part, the page says what the part leaves out, and a failure is told in the
// person's words.

namespace {

StartupOptions options(const QString& language = QStringLiteral("en"))
{
    StartupOptions o;
    o.device = gml::DeviceKind::Simulated;
    o.language = language;
    return o;
}

QString fixture(const char* name)
{
    return sharedPath(QStringLiteral("fixtures/pytorch-snapshots/") + QLatin1String(name));
}

QString details(MainWindow& window)
{
    return window.findChild<SnapshotView*>()->findChild<QLabel*>(QStringLiteral("snapshotDetails"))->text();
}

} // namespace

BOOST_AUTO_TEST_CASE(the_dialog_turns_each_choice_into_a_window)
{
    TraceWindowDialog dialog(QStringLiteral("big.pickle"), QString());
    // Asked for a part: the last events are chosen first.
    BOOST_TEST((dialog.choice() == TraceWindowDialog::Choice::LastEvents));
    dialog.setLastEvents(2500);
    BOOST_TEST(*dialog.window().lastEvents == 2500u);
    BOOST_TEST(!dialog.window().usesTime());

    dialog.setChoice(TraceWindowDialog::Choice::TimeRange);
    dialog.setTimeRange(1.5, 3.0);
    const gml::TraceWindow range = dialog.window();
    BOOST_TEST(range.fromFirstEvent);
    BOOST_TEST(*range.fromUs == 1500000);
    BOOST_TEST(*range.toUs == 3000000);
    BOOST_TEST(!range.lastEvents.has_value());
    // "To" at its least reads "the end": the range stays open.
    dialog.setTimeRange(2.0, 0.0);
    BOOST_TEST(!dialog.window().toUs.has_value());
    // A range that ends before it starts cannot be opened, and the dialog says why.
    dialog.setTimeRange(5.0, 2.0);
    auto* open = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
    BOOST_TEST(!open->isEnabled());
    BOOST_TEST(!dialog.findChild<QLabel*>(QStringLiteral("traceWindowRangeProblem"))->isHidden());
    dialog.setTimeRange(2.0, 5.0);
    BOOST_TEST(open->isEnabled());

    dialog.setChoice(TraceWindowDialog::Choice::WholeTrace);
    BOOST_TEST(dialog.window().wholeTrace());
}

BOOST_AUTO_TEST_CASE(a_file_over_a_fifth_of_the_memory_free_is_offered_a_part)
{
    SnapshotSizeAdvice size;
    size.fileBytes = 5ULL << 30;
    size.availableBytes = 20ULL << 30;
    BOOST_TEST(size.tooLargeToOpenWhole()); // 5 GiB > 4 GiB
    BOOST_TEST(size.advice().contains(QStringLiteral("5 GiB")), size.advice());
    BOOST_TEST(size.advice().contains(QStringLiteral("20 GiB")), size.advice());
    size.fileBytes = 3ULL << 30;
    BOOST_TEST(!size.tooLargeToOpenWhole());
    BOOST_TEST(size.advice().isEmpty());
    // Compressed, it unpacks to several times its size.
    size.compressed = true;
    BOOST_TEST(size.tooLargeToOpenWhole());
    BOOST_TEST(size.advice().contains(QStringLiteral("compressed")), size.advice());
    // Where the system does not say how much is free, nothing is asked.
    size.availableBytes.reset();
    BOOST_TEST(!size.tooLargeToOpenWhole());

    // Told apart by the first bytes, not the name; the memory free is read from the system.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("looks-plain.pickle"));
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromHex("1f8b0800000000000003"));
    file.close();
    const SnapshotSizeAdvice gz = SnapshotSizeAdvice::of(path);
    BOOST_TEST(gz.compressed);
    BOOST_TEST(gz.fileBytes == 10u);
    BOOST_TEST(!SnapshotSizeAdvice::of(fixture("ctx128-forward.pickle")).compressed);
#ifdef Q_OS_LINUX
    BOOST_TEST(gz.availableBytes.has_value());
    BOOST_TEST(*gz.availableBytes > 0u);
#endif
}

BOOST_AUTO_TEST_CASE(the_page_says_what_the_part_leaves_out)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    gml::TraceWindow last;
    last.lastEvents = 300;
    window.openSnapshotPart(fixture("ctx128-forward.pickle"), last);
    BOOST_REQUIRE(QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("snapshot"); }, 30000));
    const QString text = details(window);
    // ctx128-forward.pickle's GPU 0 recorded 4657 events; the last 300 are 4358 to 4657.
    BOOST_TEST(text.startsWith(QStringLiteral("You opened a part of GPU 0's trace: events 4358 to 4657 of the 4657 it "
                                              "recorded. Left out before it: 4357 events, the recording's first ")),
               text);
    // The replay of the part is exact, as the whole trace's is.
    BOOST_TEST(text.contains(QStringLiteral(", 300 trace events.")), text);
    BOOST_TEST(window.player().eventCount() >= 300);
}

BOOST_AUTO_TEST_CASE(a_part_the_file_cannot_give_is_refused_in_the_persons_language)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options(QStringLiteral("sw")));
    window.show();
    // An older file records no times: a stretch of time cannot be cut from it.
    gml::TraceWindow range;
    range.fromFirstEvent = true;
    range.fromUs = 0;
    range.toUs = 1000;
    window.openSnapshotPart(fixture("old-format-no-settings.pickle"), range);
    QMessageBox* error = nullptr;
    BOOST_REQUIRE(QTest::qWaitFor([&] { return (error = window.findChild<QMessageBox*>(QStringLiteral("snapshotError"))); }, 30000));
    const QString expected = SnapshotLoadErrorText::reason(gml::LoadErrorKind::BadWindow);
    BOOST_TEST(error->informativeText().startsWith(expected), error->informativeText().toStdString());
    // The sentence is Swahili, not the English source; the reader's detail follows it.
    BOOST_TEST(!expected.startsWith(QStringLiteral("That part")), expected.toStdString());
    BOOST_TEST(error->informativeText().contains(QStringLiteral("time_us")));
    error->close();
}

BOOST_AUTO_TEST_CASE(every_kind_of_failure_has_its_own_sentence)
{
    QStringList seen;
    for (const auto kind : {gml::LoadErrorKind::CannotOpen, gml::LoadErrorKind::BadFile, gml::LoadErrorKind::TooLarge,
                            gml::LoadErrorKind::Cancelled, gml::LoadErrorKind::BadWindow}) {
        const QString sentence = SnapshotLoadErrorText::reason(kind);
        BOOST_TEST(!sentence.isEmpty());
        BOOST_TEST(!seen.contains(sentence));
        seen << sentence;
    }
    const gml::LoadError error{gml::LoadErrorKind::BadFile, "frames[11].line: expected an int, found a str"};
    BOOST_TEST(SnapshotLoadErrorText::describe(error).endsWith(
        QStringLiteral("Details: frames[11].line: expected an int, found a str")));
}

BOOST_AUTO_TEST_CASE(a_stretch_of_time_names_its_length)
{
    BOOST_TEST(TraceWindowText::duration(45'000'000) == QStringLiteral("45.0 s"));
    BOOST_TEST(TraceWindowText::duration(750'000'000) == QStringLiteral("12.5 min"));
    BOOST_TEST(TraceWindowText::duration(4 * 3600'000'000LL) == QStringLiteral("4.0 h"));
    gml::TraceWindowRecord record;
    record.device = 1;
    record.totalEvents = 1000;
    record.firstKept = 600;
    record.keptEvents = 300;
    record.before = {600, 0, 90'000'000};
    record.after = {100, 95'000'000, 100'000'000};
    const QString text = TraceWindowText::describe(record);
    BOOST_TEST(text.contains(QStringLiteral("events 601 to 900 of the 1000")), text.toStdString());
    BOOST_TEST(text.contains(QStringLiteral("Left out before it: 600 events, the recording's first 90.0 s.")));
    BOOST_TEST(text.contains(QStringLiteral("Left out after it: 100 events, the recording's last 5.0 s.")));
}
