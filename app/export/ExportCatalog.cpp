#include "app/export/ExportCatalog.h"

#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/checkpoint/CheckpointText.h"
#include "app/export/PageExport.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "app/run/RunController.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "widgets/allocator/AllocatorCharts.h"
#include "widgets/allocator/AllocatorLessonView.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/charts/ChartPanel.h"
#include "widgets/checkpoint/CheckpointCharts.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/checkpoint/CheckpointTimelineView.h"
#include "widgets/checkpoint/ModelBudgetPanel.h"
#include "widgets/export/WidgetExport.h"
#include "widgets/kvcache/BlockTableView.h"
#include "widgets/kvcache/KvBudgetPanel.h"
#include "widgets/kvcache/KvCacheLessonView.h"
#include "widgets/kvcache/KvWasteChart.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/run/RunView.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"
#include "widgets/snapshot/LargestAllocationsView.h"
#include "widgets/snapshot/MemoryCategoryView.h"
#include "widgets/snapshot/SnapshotReportView.h"
#include "widgets/snapshot/SnapshotComparisonView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QChart>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QRegularExpression>

namespace {

constexpr QSizeF kChartSize{800, 450};

// A QChart is shown by a QChartView; exporting the view keeps its antialiasing and background.
QWidget* viewOf(QChart* chart)
{
    if (chart == nullptr || chart->scene() == nullptr || chart->scene()->views().isEmpty())
        return nullptr;
    QWidget* view = chart->scene()->views().front();
    // The chart with its title and legend, which live beside the drawing (see ChartPanel).
    if (auto* panel = qobject_cast<ChartPanel*>(view->parentWidget()))
        return panel;
    return view;
}

LessonPage* pageOf(MainWindow& window, const QString& lessonId)
{
    for (auto* page : window.findChildren<LessonPage*>())
        if (page->lessonId() == lessonId)
            return page;
    return nullptr;
}

void add(std::vector<std::unique_ptr<ExportableView>>& views, QWidget* widget, const QString& id,
         const QString& title, QSizeF size = {})
{
    if (widget != nullptr)
        views.push_back(std::make_unique<WidgetExport>(widget, id, title, size));
}

} // namespace

ExportCatalog::ExportCatalog(MainWindow& window) : m_window(window) {}

std::vector<std::unique_ptr<ExportableView>> ExportCatalog::views() const
{
    std::vector<std::unique_ptr<ExportableView>> views;
    const QString lesson = m_window.currentLessonId();
    const QString page = tr("Whole lesson page");
    if (lesson == QLatin1String("snapshot")) {
        auto* view = m_window.findChild<SnapshotView*>();
        if (view == nullptr)
            return views;
        add(views, view, QStringLiteral("page"), page, {1280, 900});
        add(views, view->memoryMap(), QStringLiteral("memory-map"), tr("Memory map"), {1000, 400});
        add(views, view->timeline(), QStringLiteral("active-memory-timeline"), tr("Active memory timeline"),
            {1000, 320});
        add(views, view->categories()->timelinePanel(), QStringLiteral("memory-by-category"),
            tr("Memory by category (a guess)"), kChartSize);
        add(views, view->largest(), QStringLiteral("largest-allocations"), tr("Largest allocations"), {1000, 600});
        add(views, view->report(), QStringLiteral("out-of-memory-report"),
            tr("Out of memory, settings and pools"), {900, 900});
        return views;
    }
    if (lesson == QLatin1String("comparison")) {
        auto* view = m_window.findChild<SnapshotComparisonView*>();
        if (view == nullptr || view->comparison() == nullptr)
            return views;
        add(views, view, QStringLiteral("page"), page, {1280, 900});
        add(views, view->chartPanel(), QStringLiteral("comparison-chart"), tr("Snapshot comparison chart"),
            {1000, 520});
        return views;
    }
    if (lesson == QLatin1String("run")) {
        auto* run = m_window.findChild<RunView*>();
        if (run == nullptr)
            return views;
        add(views, run, QStringLiteral("page"), page, {1280, 900});
        add(views, run->lanes(), QStringLiteral("run-lanes"), tr("Memory of each rank"), {1200, 700});
        return views;
    }
    LessonPage* lessonPage = pageOf(m_window, lesson);
    if (lessonPage == nullptr || lessonPage->visualization() == nullptr)
        return views;
    QWidget* visualization = lessonPage->visualization();
    // The whole page laid out for its picture, nothing cut (PageExport).
    views.push_back(std::make_unique<PageExport>(visualization, visualization->findChild<LessonLayout*>(),
                                                 QStringLiteral("page"), page, QSizeF(1280, 860)));
    if (auto* allocator = qobject_cast<AllocatorLessonView*>(visualization)) {
        add(views, allocator->memoryMap(), QStringLiteral("memory-map"), tr("Memory map"), {1000, 400});
        add(views, viewOf(allocator->charts()->memoryChart()), QStringLiteral("memory-chart"),
            tr("Memory chart"), kChartSize);
        add(views, viewOf(allocator->charts()->fragmentationChart()), QStringLiteral("fragmentation-chart"),
            tr("Fragmentation chart"), kChartSize);
    } else if (auto* checkpoint = qobject_cast<CheckpointLessonView*>(visualization)) {
        add(views, checkpoint->timeline(), QStringLiteral("timeline"), tr("Checkpoint timeline"),
            {1200, 380});
        add(views, viewOf(checkpoint->charts()->memoryChart()), QStringLiteral("memory-chart"),
            tr("Memory chart"), kChartSize);
        add(views, viewOf(checkpoint->charts()->paretoChart()), QStringLiteral("trade-off-chart"),
            tr("Trade-off chart"), kChartSize);
        add(views, viewOf(checkpoint->modelBudget()->chart()), QStringLiteral("model-budget"),
            tr("Model budget bar"), kChartSize);
    } else if (auto* kv = qobject_cast<KvCacheLessonView*>(visualization)) {
        add(views, kv->blockTable(), QStringLiteral("block-tables"), tr("Block tables and pool"),
            {1100, 520});
        add(views, viewOf(kv->wasteChart()->chart()), QStringLiteral("waste-chart"),
            tr("KV cache waste chart"), kChartSize);
        add(views, kv->budgetPanel(), QStringLiteral("memory-budget"), tr("KV cache memory budget"),
            {800, 420});
    }
    return views;
}

QString ExportCatalog::pageTitle() const
{
    const QString lesson = m_window.currentLessonId();
    if (lesson == QLatin1String("snapshot")) {
        const auto* presenter = m_window.findChild<SnapshotPresenter*>();
        return presenter && presenter->document() ? QFileInfo(presenter->document()->path).fileName()
                                                  : QString();
    }
    if (lesson == QLatin1String("comparison")) {
        const auto* view = m_window.findChild<SnapshotComparisonView*>();
        if (view == nullptr || view->comparison() == nullptr)
            return {};
        //: The title of an exported comparison: the two snapshot files' names.
        return tr("%1 compared with %2")
            .arg(QFileInfo(QString::fromStdString(view->comparison()->a.file)).fileName(),
                 QFileInfo(QString::fromStdString(view->comparison()->b.file)).fileName());
    }
    if (lesson == QLatin1String("run")) {
        const auto* run = m_window.findChild<RunController*>();
        return run ? run->title() : QString();
    }
    LessonPage* page = pageOf(m_window, lesson);
    const auto* title = page ? page->findChild<QLabel*>(QStringLiteral("lessonTitle")) : nullptr;
    return title ? title->text() : lesson;
}

QString ExportCatalog::pageId() const
{
    const QString lesson = m_window.currentLessonId();
    if (lesson == QLatin1String("comparison"))
        return QStringLiteral("snapshot-comparison");
    if (lesson != QLatin1String("snapshot"))
        return lesson;
    // The file's base name, with whatever is awkward in a file name made plain.
    QString name = QFileInfo(pageTitle()).completeBaseName().toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9_.-]+")), QStringLiteral("-"));
    return QStringLiteral("snapshot-%1").arg(name);
}

QString ExportCatalog::configuration() const
{
    const QString lesson = m_window.currentLessonId();
    if (lesson == QLatin1String("caching-allocator")) {
        auto* presenter = m_window.findChild<AllocatorLessonPresenter*>();
        if (presenter == nullptr)
            return {};
        const QString scenario = presenter->scenarioTitle();
        const QString conf = presenter->lesson().configText();
        return conf.isEmpty() ? tr("%1 · default allocator settings").arg(scenario)
                              : tr("%1 · PYTORCH_CUDA_ALLOC_CONF=%2").arg(scenario, conf);
    }
    if (lesson == QLatin1String("activation-checkpointing")) {
        auto* presenter = m_window.findChild<CheckpointLessonPresenter*>();
        return presenter ? CheckpointText::title(presenter->lesson().schedule()) : QString();
    }
    if (lesson == QLatin1String("paged-kv-cache")) {
        auto* presenter = m_window.findChild<KvCacheLessonPresenter*>();
        return presenter ? presenter->walkthroughTitle() : QString();
    }
    if (lesson == QLatin1String("snapshot")) {
        const auto* presenter = m_window.findChild<SnapshotPresenter*>();
        return presenter && presenter->document() ? tr("device %1").arg(presenter->document()->device)
                                                  : QString();
    }
    return {};
}

QString ExportCatalog::caption() const
{
    const QString title = pageTitle();
    const QString config = configuration();
    const Player& player = m_window.player();
    // Where the picture is: the narrated step and the event within the trace, as the side panel says it;
    // a page without steps by its event (or operation) alone.
    QString place;
    const QString event = QString::number(player.cursor() + 1);
    const QString events = QString::number(player.eventCount());
    const bool operations = player.unit() == Player::Unit::Operation;
    if (player.eventCount() > 0 && player.stepCount() > 0)
        place = (operations ? tr("step %1 of %2 · operation %3 of %4") : tr("step %1 of %2 · event %3 of %4"))
                    .arg(QString::number(player.step() + 1), QString::number(player.stepCount()), event, events);
    else if (player.eventCount() > 0)
        place = operations ? tr("operation %1 of %2").arg(event, events)
                                                         : tr("event %1 of %2").arg(event, events);
    QStringList parts{title};
    for (const QString& part : {place, config})
        if (!part.isEmpty())
            parts.append(part);
    //: The parts of an export's caption (the page's title, where the picture is, its settings) are joined by this.
    return parts.join(tr(" · "));
}
