#include "QtTestApplication.h"

#include "LessonScenarios.h"

#include "app/content/common/StartupOptions.h"
#include "app/export/ExportCatalog.h"
#include "app/export/PageExport.h"
#include "app/window/MainWindow.h"
#include "LayoutFaults.h"
#include "widgets/common/ScrollColumn.h"
#include "widgets/export/ExportRenderer.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/lesson/LessonPage.h"

#include <QComboBox>
#include <QFontInfo>
#include <QPainter>
#include <QScrollBar>
#include <QTest>

#include <cstdio>

// A whole lesson page exported is whole: at 1x, 2x and 4K, in every language, at every step of every
// scenario (each step at each size in one of the languages when run with GML_CHECK_SPREAD, as CTest does), nothing in it scrolls, runs past its place or is squeezed (the side panel's statistics and the
// KV waste chart's last line were cut off behind scroll bars), and a 4K page is laid out at 4K with text
// sized for it rather than magnified from 1920x1080.

namespace {

const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("bn"), QStringLiteral("sw"), QStringLiteral("wo")};

// What the page looks like at the moment it is drawn, read just before it is put back.
class InspectedPageExport : public PageExport
{
public:
    using PageExport::PageExport;

    mutable QStringList faults;
    mutable QSize laidOut;
    mutable int sideTextPixels = 0;
    mutable bool pictureShown = false;

protected:
    void putBack() const override
    {
        laidOut = widget()->size();
        faults = LayoutFaults(*widget()).faults();
        for (const auto* column : widget()->findChildren<ScrollColumn*>())
            if (column->isVisible() && column->verticalScrollBar()->maximum() > 0)
                faults << QStringLiteral("the scroll column around %1 scrolls, %2 px of it out of the picture")
                              .arg(column->widget() ? QString::fromLatin1(column->widget()->metaObject()->className())
                                                    : QString())
                              .arg(column->verticalScrollBar()->maximum());
        if (const auto* layout = widget()->findChild<LessonLayout*>()) {
            sideTextPixels = QFontInfo(layout->sidePanel()->font()).pixelSize();
            pictureShown = layout->picture()->isVisible() && layout->picture()->height() > 100;
        }
        PageExport::putBack();
    }
};

struct Size
{
    const char* name;
    double scale;
    QSize pixels; // empty: the page's own size times the scale
};

const Size kSizes[] = {{"1x", 1.0, {}}, {"2x", 2.0, {}}, {"4K", 2.0, {3840, 2160}}};

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
}

void checkLesson(const QString& lesson, const QString& language)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.lesson = lesson;
    options.language = language;
    MainWindow window(options);
    window.resize(1280, 800);
    window.show();
    BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
    settle();
    const auto* lessonPage = window.findChild<LessonPage*>(QStringLiteral("lessonPage-") + lesson);
    BOOST_REQUIRE(lessonPage != nullptr);
    QWidget* page = lessonPage->visualization();
    auto* layout = page->findChild<LessonLayout*>();
    BOOST_REQUIRE(layout != nullptr);
    const InspectedPageExport exportable(page, layout, QStringLiteral("page"), QStringLiteral("page"), QSizeF(1280, 860));
    QComboBox* chooser = LessonScenarios::chooser(window, lesson);
    const int scenarios = chooser != nullptr ? chooser->count() : 1;
    Player& player = window.player();
    int pictures = 0;
    const int languageIndex = int(kLanguages.indexOf(language));
    int caseIndex = 0;
    for (int scenario = 0; scenario < scenarios; ++scenario) {
        if (chooser != nullptr) {
            LessonScenarios::choose(*chooser, scenario);
            settle();
        }
        const int steps = std::max(player.stepCount(), 1);
        for (int step = 0; step < steps; ++step) {
            if (player.stepCount() > 0)
                player.goToStep(step, false);
            settle();
            const QString caption = ExportCatalog(window).caption();
            for (const Size& size : kSizes) {
                // Dealt out across the languages (see LessonScenarios): each step at each size in one.
                if (!LessonScenarios::looksAt(caseIndex++, languageIndex, int(kLanguages.size())))
                    continue;
                ExportOptions exportOptions;
                exportOptions.scale = size.scale;
                exportOptions.pixelSize = size.pixels;
                exportOptions.caption = caption;
                const QSizeF logical = ExportRenderer::logicalSize(exportable, exportOptions);
                const QSize pixels = ExportRenderer::pixelSize(exportable, exportOptions);
                // Drawn into a small image: the page is laid out for the whole picture all the same, and
                // what is checked is that layout.
                const QSize onScreen = page->size();
                QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
                QPainter painter(&image);
                painter.scale(size.scale, size.scale);
                ExportRenderer::paint(painter, exportable, logical, caption, size.scale);
                painter.end();
                ++pictures;
                BOOST_TEST((page->size() == onScreen), "the page on screen keeps its size");
                const QString where = QStringLiteral("%1 %2 scenario %3 step %4 at %5")
                                          .arg(lesson, language)
                                          .arg(scenario + 1)
                                          .arg(step + 1)
                                          .arg(QLatin1String(size.name));
                for (const QString& fault : std::as_const(exportable.faults))
                    BOOST_ERROR(where << ": " << fault);
                BOOST_TEST(exportable.pictureShown, where << ": the lesson's picture is in the page");
                // Laid out at the picture's own pixels (less the caption strip under it).
                BOOST_TEST(exportable.laidOut.width() == pixels.width(), where << ": laid out " << exportable.laidOut.width()
                                                                              << " px wide for a " << pixels.width()
                                                                              << " px picture");
                BOOST_TEST(std::abs(exportable.laidOut.height() + ExportRenderer::captionHeight(caption) * size.scale -
                                    pixels.height()) <= 2.0,
                           where << ": laid out " << exportable.laidOut.height() << " px tall for " << pixels.height());
                if (!size.pixels.isEmpty())
                    BOOST_TEST(exportable.sideTextPixels > 2 * 13,
                               where << ": a 4K page's text is " << exportable.sideTextPixels
                                     << " px, a 1080p page's magnified");
                else
                    BOOST_TEST(exportable.sideTextPixels >= qRound(12 * size.scale), where);
            }
        }
    }
    std::printf("%s %s: %d pictures checked\n", qPrintable(lesson), qPrintable(language), pictures);
    // The window is as it was.
    settle();
    BOOST_TEST(layout->sidePanel()->isVisible());
    BOOST_TEST(layout->charts()->isVisible());
}

void checkLesson(const QString& lesson)
{
    for (const QString& language : kLanguages)
        checkLesson(lesson, language);
}

} // namespace

BOOST_AUTO_TEST_CASE(allocator_pages_are_whole_at_1x_2x_and_4k)
{
    checkLesson(QStringLiteral("caching-allocator"));
}

BOOST_AUTO_TEST_CASE(kv_cache_pages_are_whole_at_1x_2x_and_4k)
{
    checkLesson(QStringLiteral("paged-kv-cache"));
}

BOOST_AUTO_TEST_CASE(checkpointing_pages_are_whole_at_1x_2x_and_4k)
{
    checkLesson(QStringLiteral("activation-checkpointing"));
}
