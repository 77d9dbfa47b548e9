#include "QtTestApplication.h"

#include "app/content/common/AppSettings.h"
#include "app/content/common/StartupOptions.h"
#include "app/window/MainWindow.h"
#include "app/window/ThemeController.h"
#include "widgets/allocator/AllocatorCharts.h"
#include "widgets/allocator/BlockPalette.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/checkpoint/CheckpointPalette.h"
#include "widgets/common/DisplayTheme.h"
#include "widgets/common/ErrorMessageLabel.h"
#include "widgets/kvcache/KvBlockPalette.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

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

namespace {

// WCAG's contrast ratio of two colours (relative luminance with the sRGB curve).
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

BOOST_AUTO_TEST_CASE(error_messages_read_on_light_dark_and_high_contrast_backgrounds)
{
    // The error red of each theme, against the window colours it is shown on: at least WCAG AA's 4.5:1.
    for (const bool high : {false, true})
        for (const QColor background : {QColor(Qt::white), QColor(0xEF, 0xEF, 0xEF), QColor(0x2B, 0x2B, 0x2B),
                                        QColor(0x1E, 0x1E, 0x1E), QColor(Qt::black)})
            BOOST_TEST(contrast(ErrorMessageLabel::errorColor(background, high), background) >= 4.5,
                       background.name().toStdString() << (high ? " high contrast" : ""));

    // A label shown while the system palette turns dark takes the dark theme's red; a note is not red.
    const QPalette light = QApplication::palette();
    {
        QWidget window;
        auto* label = new ErrorMessageLabel(&window);
        label->setText(QStringLiteral("No available memory for the cache blocks."));
        window.show();
        const QString lightSheet = label->styleSheet();
        BOOST_TEST(lightSheet.contains(ErrorMessageLabel::errorColor(light.color(QPalette::Window), false).name()));
        QApplication::setPalette(darkPalette());
        deliverPaletteChange();
        const QString darkSheet = label->styleSheet();
        BOOST_TEST(darkSheet.contains(ErrorMessageLabel::errorColor(QColor(0x2B, 0x2B, 0x2B), false).name()),
                   darkSheet.toStdString());
        BOOST_TEST(darkSheet != lightSheet);
        label->setError(false);
        BOOST_TEST(label->styleSheet().isEmpty());
    }
    QApplication::setPalette(light);
    deliverPaletteChange();
}
