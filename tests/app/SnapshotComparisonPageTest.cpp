#include "app/content/common/NumberText.h"
#include "app/content/snapshot/MemoryCategoryText.h"
#include "app/export/ExportCatalog.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "QtTestApplication.h"
#include "run/MemoryCategoryReport.h"
#include "run/SnapshotComparison.h"
#include "snapshot/SnapshotLoader.h"
#include "widgets/charts/ChartPanel.h"
#include "widgets/export/ExportRenderer.h"
#include "widgets/snapshot/MemoryCategoryView.h"
#include "widgets/snapshot/SnapshotComparisonModel.h"
#include "widgets/snapshot/SnapshotComparisonView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QFileInfo>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

// Two snapshots compared in the window, and one snapshot's memory by category: the figures on screen are the
// engine's, each side's groups add up to its peak, swapping A and B flips every difference, and the
// checkpointing sentence quotes the shares at the peak.

namespace {

StartupOptions options()
{
    StartupOptions o;
    o.device = gml::DeviceKind::Simulated;
    return o;
}

QString fixture(const char* name)
{
    return sharedPath(QStringLiteral("fixtures/pytorch-snapshots/") + QLatin1String(name));
}

struct Column
{
    std::vector<qint64> values;
    qint64 sum = 0;
};

Column column(const SnapshotComparisonModel& model, int which)
{
    Column result;
    for (int row = 0; row < model.rowCount(); ++row) {
        const qint64 value =
            model.data(model.index(row, which), SnapshotComparisonModel::kValueRole).toLongLong();
        result.values.push_back(value);
        result.sum += value;
    }
    return result;
}

SnapshotComparisonView* compareInWindow(MainWindow& window, const QString& a, const QString& b)
{
    auto* view = window.findChild<SnapshotComparisonView*>();
    const gml::SnapshotComparison* before = view->comparison();
    window.compareSnapshots(a, b);
    const bool shown = QTest::qWaitFor(
        [&] {
            return window.currentLessonId() == QStringLiteral("comparison") && view->comparison() != before;
        },
        60000);
    return shown ? view : nullptr;
}

} // namespace

BOOST_AUTO_TEST_CASE(the_comparison_adds_up_to_each_peak_and_flips_when_swapped)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    const QString a = fixture("ctx128-forward.pickle");
    const QString b = fixture("preexisting-segments.pickle");
    SnapshotComparisonView* view = compareInWindow(window, a, b);
    BOOST_REQUIRE(view != nullptr);

    // The engine's figures, computed here on their own.
    auto engine = gml::compareSnapshotFiles(a.toStdString(), std::nullopt, b.toStdString(), std::nullopt);
    BOOST_REQUIRE(engine.ok());
    const std::uint64_t peakA = engine.value().a.peakAllocatedBytes;
    const std::uint64_t peakB = engine.value().b.peakAllocatedBytes;
    BOOST_TEST(peakA != peakB);

    const SnapshotComparisonModel& model = *view->model();
    const Column inA = column(model, SnapshotComparisonModel::BytesA);
    const Column inB = column(model, SnapshotComparisonModel::BytesB);
    const Column difference = column(model, SnapshotComparisonModel::Difference);
    BOOST_TEST(inA.sum == static_cast<qint64>(peakA));
    BOOST_TEST(inB.sum == static_cast<qint64>(peakB));
    for (std::size_t row = 0; row < difference.values.size(); ++row)
        BOOST_TEST(difference.values[row] == inB.values[row] - inA.values[row]);
    // Largest change first, either way.
    for (std::size_t row = 1; row < difference.values.size(); ++row)
        BOOST_TEST(std::llabs(difference.values[row - 1]) >= std::llabs(difference.values[row]));
    const QString headline = view->headline();
    BOOST_TEST(headline.contains(QStringLiteral("ctx128-forward.pickle")), headline);
    BOOST_TEST(headline.contains(NumberText::bytes(peakA)), headline);
    BOOST_TEST(headline.contains(NumberText::bytes(peakB)), headline);
    // Every row's stack in its tooltip.
    BOOST_TEST(
        !model.data(model.index(0, SnapshotComparisonModel::Stack), Qt::ToolTipRole).toString().isEmpty());

    // The chart: the largest change is the top bar (Qt Charts' last category), in its direction.
    QBarSet* growth = view->growthBars();
    QBarSet* shrink = view->shrinkBars();
    BOOST_REQUIRE(growth->count() > 0);
    BOOST_TEST(growth->count() <= SnapshotComparisonView::kChartGroups);
    const int top = static_cast<int>(growth->count()) - 1;
    const double topBar = (growth->at(top) + shrink->at(top)) * view->unitBytes();
    BOOST_TEST(std::abs(topBar - static_cast<double>(difference.values[0])) < 1.0);

    // File > Export offers the page and the chart, and writes the chart as PNG and SVG.
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    QStringList ids;
    for (const auto& exportable : views)
        ids << exportable->exportId();
    BOOST_TEST(ids == (QStringList{QStringLiteral("page"), QStringLiteral("comparison-chart")}),
               ids.join(u','));
    BOOST_TEST(catalog.pageId() == QStringLiteral("snapshot-comparison"));
    QTemporaryDir dir;
    for (const auto format : {ExportOptions::Format::Png, ExportOptions::Format::Svg}) {
        ExportOptions exportOptions;
        exportOptions.format = format;
        exportOptions.caption = catalog.caption();
        const QString file = dir.filePath(QStringLiteral("chart.") + ExportOptions::extension(format));
        QString error;
        BOOST_TEST(ExportRenderer::write(*views.back(), exportOptions, file, &error), error);
        BOOST_TEST(QFileInfo(file).size() > 1000);
    }

    // Swapped: the same rows, A and B exchanged, every difference of the opposite sign.
    SnapshotComparisonView* swapped = compareInWindow(window, b, a);
    BOOST_REQUIRE(swapped != nullptr);
    const Column swappedA = column(*swapped->model(), SnapshotComparisonModel::BytesA);
    const Column swappedB = column(*swapped->model(), SnapshotComparisonModel::BytesB);
    const Column swappedDifference = column(*swapped->model(), SnapshotComparisonModel::Difference);
    BOOST_REQUIRE(swappedDifference.values.size() == difference.values.size());
    BOOST_TEST(swappedA.values == inB.values);
    BOOST_TEST(swappedB.values == inA.values);
    for (std::size_t row = 0; row < difference.values.size(); ++row)
        BOOST_TEST(swappedDifference.values[row] == -difference.values[row]);
    window.close();
}

BOOST_AUTO_TEST_CASE(a_truncated_table_keeps_a_row_for_the_rest_and_still_adds_up)
{
    const QString a = fixture("ctx128-forward.pickle");
    const QString b = fixture("preexisting-segments.pickle");
    auto engine = gml::compareSnapshotFiles(a.toStdString(), std::nullopt, b.toStdString(), std::nullopt);
    BOOST_REQUIRE(engine.ok());
    auto comparison = std::make_shared<const gml::SnapshotComparison>(std::move(engine.value()));
    BOOST_REQUIRE(comparison->byStack.size() > 3u);
    SnapshotComparisonModel model;
    model.setComparison(comparison, 3);
    BOOST_TEST(model.rowCount() == 4);
    BOOST_TEST(model.hasRestRow());
    BOOST_TEST(column(model, SnapshotComparisonModel::BytesA).sum ==
               static_cast<qint64>(comparison->a.peakAllocatedBytes));
    BOOST_TEST(column(model, SnapshotComparisonModel::BytesB).sum ==
               static_cast<qint64>(comparison->b.peakAllocatedBytes));
    // Sorted by growth, the rest stays last.
    model.sort(SnapshotComparisonModel::Difference, Qt::DescendingOrder);
    const Column sorted = column(model, SnapshotComparisonModel::Difference);
    BOOST_TEST(sorted.values[0] >= sorted.values[1]);
    BOOST_TEST(sorted.values[1] >= sorted.values[2]);
    BOOST_TEST(model.data(model.index(3, SnapshotComparisonModel::Stack))
                   .toString()
                   .contains(QStringLiteral("other")));
    // The CSV has a header and one line per row, in bytes.
    const QStringList lines = model.toCsv().trimmed().split(QLatin1Char('\n'));
    BOOST_TEST(lines.size() == 5);
    BOOST_TEST(lines[1].endsWith(QString::number(sorted.values[0])), lines[1]);
}

BOOST_AUTO_TEST_CASE(memory_by_category_matches_the_engine_and_links_the_lesson)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    const QString path = fixture("ctx128-forward.pickle");
    window.openSnapshot(path);
    BOOST_REQUIRE(
        QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("snapshot"); }, 30000));
    auto* view = window.findChild<SnapshotView*>()->categories();

    auto snapshot = gml::loadMemorySnapshot(path.toStdString());
    BOOST_REQUIRE(snapshot.ok());
    const int device = window.findChild<SnapshotPresenter*>()->document()->device;
    const gml::MemoryCategoryReport report = gml::reportMemoryCategories(snapshot.value(), device);
    BOOST_REQUIRE(report.peakAllocatedBytes > 0u);

    std::uint64_t shown = 0;
    BOOST_REQUIRE(view->peakRows().size() == static_cast<qsizetype>(gml::kMemoryCategoryCount));
    for (const MemoryCategoryView::PeakRow& row : view->peakRows()) {
        BOOST_TEST(row.bytes == report.atPeak[static_cast<std::size_t>(row.category)]);
        BOOST_TEST(row.text.startsWith(MemoryCategoryText::name(row.category)), row.text);
        shown += row.bytes;
    }
    BOOST_TEST(shown == report.peakAllocatedBytes);

    // The stacked chart's top edge reaches the peak.
    double top = 0.0;
    const QLineSeries* upper = view->areas().back()->upperSeries();
    for (const QPointF& point : upper->points())
        top = std::max(top, point.y() * view->unitBytes());
    BOOST_TEST(std::abs(top - static_cast<double>(report.peakAllocatedBytes)) < 1.0);

    // The sentence quotes both shares of the peak as the figures say.
    const QString sentence = view->checkpointText();
    const auto share = [&](gml::MemoryCategory category) {
        return 100.0 * static_cast<double>(report.atPeak[static_cast<std::size_t>(category)]) /
               static_cast<double>(report.peakAllocatedBytes);
    };
    QList<double> quoted;
    auto matches = QRegularExpression(QStringLiteral("\\(([0-9]+(?:\\.[0-9])?)%\\)")).globalMatch(sentence);
    while (matches.hasNext())
        quoted.append(matches.next().captured(1).toDouble());
    BOOST_REQUIRE(quoted.size() == 2);
    BOOST_TEST(std::abs(quoted[0] - share(gml::MemoryCategory::Activation)) <= 0.5, sentence);
    BOOST_TEST(std::abs(quoted[1] - share(gml::MemoryCategory::OptimizerState)) <= 0.5, sentence);
    BOOST_TEST(sentence.contains(
        NumberText::bytes(report.atPeak[static_cast<std::size_t>(gml::MemoryCategory::Activation)])));

    // The category timeline is offered for export with the snapshot's other views.
    QStringList ids;
    for (const auto& exportable : ExportCatalog(window).views())
        ids << exportable->exportId();
    BOOST_TEST(ids.contains(QStringLiteral("memory-by-category")), ids.join(u','));

    // The button opens the checkpointing lesson.
    auto* button = view->findChild<QPushButton*>(QStringLiteral("openCheckpointLesson"));
    BOOST_REQUIRE(button != nullptr);
    button->click();
    BOOST_TEST(window.currentLessonId() == QStringLiteral("activation-checkpointing"));
    window.close();
}

BOOST_AUTO_TEST_CASE(a_file_that_cannot_be_read_is_named_and_the_window_stays_as_it_was)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    const QString lesson = window.currentLessonId();
    window.compareSnapshots(fixture("ctx128-forward.pickle"), fixture("no-such-file.pickle"));
    QMessageBox* box = nullptr;
    BOOST_REQUIRE(QTest::qWaitFor(
        [&] { return (box = window.findChild<QMessageBox*>(QStringLiteral("comparisonError"))) != nullptr; },
        60000));
    BOOST_TEST(box->text().contains(QStringLiteral("no-such-file.pickle")), box->text());
    BOOST_TEST(window.currentLessonId() == lesson);
    BOOST_TEST(window.findChild<SnapshotComparisonView*>()->comparison() == nullptr);
    box->close();
    window.close();
}
