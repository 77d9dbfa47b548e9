#define BOOST_TEST_MODULE themes
#include "QtTestApplication.h"

#include "AllocatorCharts.h"
#include "AppSettings.h"
#include "BlockPalette.h"
#include "CheckpointPalette.h"
#include "DisplayTheme.h"
#include "KvBlockPalette.h"
#include "MainWindow.h"
#include "MemoryMapView.h"
#include "StartupOptions.h"
#include "ThemeController.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QLineSeries>

namespace {

StartupOptions allocatorLesson()
{
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.lesson = QStringLiteral("caching-allocator");
    return options;
}

QPalette darkPalette()
{
    QPalette dark(QColor(0xE0, 0xE0, 0xE0), QColor(0x2B, 0x2B, 0x2B));
    dark.setColor(QPalette::Base, QColor(0x1E, 0x1E, 0x1E));
    dark.setColor(QPalette::Text, QColor(0xE0, 0xE0, 0xE0));
    dark.setColor(QPalette::WindowText, QColor(0xE0, 0xE0, 0xE0));
    return dark;
}

// The view's colours as the theme now has them: every palette's inks, one of each family.
QList<QColor> viewColours()
{
    return {BlockPalette::color(BlockPalette::Kind::Allocated),
            BlockPalette::color(BlockPalette::Kind::Unmapped),
            KvBlockPalette::ownerColor(0),
            KvBlockPalette::freeColor(),
            CheckpointPalette::laneColor(CheckpointPalette::Lane::Forward),
            CheckpointPalette::heldColor(CheckpointPalette::Held::Checkpoint)};
}

QList<QChart*> chartsIn(const QWidget& root)
{
    QList<QChart*> charts;
    for (auto* view : root.findChildren<QChartView*>())
        charts.append(view->chart());
    return charts;
}

QLineSeries* firstLine(const AllocatorCharts& charts)
{
    for (QChart* chart : chartsIn(charts))
        for (auto* series : chart->series())
            if (auto* line = qobject_cast<QLineSeries*>(series))
                return line;
    return nullptr;
}

// Qt hands a new application palette to the widgets through posted events, as the event loop would.
void deliverPaletteChange()
{
    QCoreApplication::processEvents();
}

double lightness(const QColor& color)
{
    return color.lightnessF();
}

} // namespace

BOOST_AUTO_TEST_CASE(high_contrast_changes_the_palette_and_every_view_colour_and_is_kept)
{
    QtTestApplication::clearUserFiles();
    const QPalette system = QApplication::palette();
    MainWindow window(allocatorLesson());
    window.show();
    auto* view = window.findChild<AllocatorCharts*>();
    BOOST_REQUIRE(view);
    const QList<QColor> standard = viewColours();
    const QPen standardPen = firstLine(*view)->pen();

    window.theme()->highContrastAction()->trigger();
    deliverPaletteChange();
    BOOST_TEST(DisplayTheme::highContrast());
    const QPalette contrast = QApplication::palette();
    BOOST_TEST((contrast.color(QPalette::Window) == QColor(Qt::white)));
    BOOST_TEST((contrast.color(QPalette::Text) == QColor(Qt::black)));
    BOOST_TEST((contrast.color(QPalette::Mid) != system.color(QPalette::Mid)));
    const QList<QColor> strong = viewColours();
    for (qsizetype i = 0; i < standard.size(); ++i)
        BOOST_TEST((strong[i] != standard[i]), "colour " << i << " changes: " << strong[i].name().toStdString());
    // Charts: the series' pens are re-inked and thicker, the chart's background follows the palette.
    const QPen strongPen = firstLine(*view)->pen();
    BOOST_TEST((strongPen.color() != standardPen.color()));
    BOOST_TEST(strongPen.widthF() > standardPen.widthF());
    BOOST_TEST(strongPen.style() == standardPen.style()); // the dash still tells the lines apart
    for (QChart* chart : chartsIn(*view))
        BOOST_TEST((chart->backgroundBrush().color() == contrast.color(QPalette::Base)));

    AppSettings saved;
    BOOST_REQUIRE(!saved.load());
    BOOST_TEST(saved.highContrast());

    window.theme()->highContrastAction()->trigger();
    deliverPaletteChange();
    BOOST_TEST(!DisplayTheme::highContrast());
    BOOST_TEST((QApplication::palette().color(QPalette::Window) == system.color(QPalette::Window)));
    BOOST_TEST((viewColours() == standard));
    BOOST_TEST((firstLine(*view)->pen() == standardPen));
}

BOOST_AUTO_TEST_CASE(high_contrast_is_restored_at_the_next_start)
{
    QtTestApplication::clearUserFiles();
    {
        AppSettings settings;
        settings.setHighContrast(true);
        BOOST_REQUIRE(settings.save());
    }
    const QPalette system = QApplication::palette();
    {
        MainWindow window(allocatorLesson());
        BOOST_TEST(window.theme()->highContrastAction()->isChecked());
        BOOST_TEST(DisplayTheme::highContrast());
        window.theme()->setHighContrast(false);
    }
    BOOST_TEST((QApplication::palette().color(QPalette::Window) == system.color(QPalette::Window)));
}

BOOST_AUTO_TEST_CASE(views_follow_a_dark_system_palette_from_the_start_and_when_it_changes)
{
    QtTestApplication::clearUserFiles();
    const QPalette light = QApplication::palette();
    const QList<QColor> lightColours = viewColours();
    QApplication::setPalette(darkPalette());
    deliverPaletteChange();
    {
        MainWindow window(allocatorLesson());
        window.resize(1280, 800);
        window.show();
        BOOST_TEST(DisplayTheme::isDark());
        // Nothing cell-sized stays near white on a dark background.
        BOOST_TEST(lightness(BlockPalette::color(BlockPalette::Kind::Unmapped)) < 0.4);
        BOOST_TEST(lightness(KvBlockPalette::freeColor()) < 0.4);
        auto* map = window.findChild<MemoryMapView*>();
        BOOST_REQUIRE(map);
        const QImage image = map->grab().toImage();
        BOOST_TEST(lightness(image.pixelColor(2, image.height() - 3)) < 0.3); // the background, bottom left
        auto* charts = window.findChild<AllocatorCharts*>();
        for (QChart* chart : chartsIn(*charts)) {
            BOOST_TEST(lightness(chart->backgroundBrush().color()) < 0.3);
            BOOST_TEST(lightness(chart->titleBrush().color()) > 0.7);
        }
        // High contrast on a dark system is white on black.
        window.theme()->setHighContrast(true);
        BOOST_TEST((QApplication::palette().color(QPalette::Window) == QColor(Qt::black)));
        window.theme()->setHighContrast(false);
        BOOST_TEST(lightness(QApplication::palette().color(QPalette::Window)) < 0.3);

        // The system going light while the window is open: the views follow.
        QApplication::setPalette(light);
        deliverPaletteChange();
        BOOST_TEST(!DisplayTheme::isDark());
        BOOST_TEST((viewColours() == lightColours));
        for (QChart* chart : chartsIn(*charts))
            BOOST_TEST(lightness(chart->backgroundBrush().color()) > 0.7);
    }
    QApplication::setPalette(light);
}
