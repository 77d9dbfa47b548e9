#include "QtTestApplication.h"

#include "ExportTestSupport.h"

#include <QPicture>

using namespace export_test;

BOOST_FIXTURE_TEST_CASE(the_active_memory_timeline_exports_to_svg_and_pdf_as_vector_shapes, SnapshotWindow)
{
    // Its bands are cached on screen as an image; an SVG or PDF of that image would be one embedded bitmap.
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    ExportOptions options;
    options.format = ExportOptions::Format::Svg;
    options.caption = catalog.caption();
    const QString svg = dir.filePath(QStringLiteral("timeline.svg"));
    QString error;
    BOOST_REQUIRE_MESSAGE(ExportRenderer::write(*timelineExport(views), options, svg, &error), error);
    QXmlStreamReader xml(readAll(svg));
    int shapes = 0;
    int images = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("path") || name == QLatin1String("polygon") ||
            name == QLatin1String("rect"))
            ++shapes;
        else if (name == QLatin1String("image"))
            ++images;
    }
    BOOST_TEST(!xml.hasError(), xml.errorString());
    BOOST_TEST(images == 0);
    // One shape per band at least, and the merged band, the frame, the cursor.
    BOOST_TEST(shapes > static_cast<int>(timeline->timeline().bands.size()), shapes << " shapes");
    // Qt's own SVG renderer draws it back.
    QSvgRenderer renderer(svg);
    BOOST_REQUIRE(renderer.isValid());
    QImage drawn(renderer.defaultSize(), QImage::Format_RGB32);
    drawn.fill(Qt::white);
    {
        QPainter painter(&drawn);
        renderer.render(&painter);
    }
    BOOST_TEST(colourCount(drawn) >= 50); // the bands' colours, not an empty frame

    options.format = ExportOptions::Format::Pdf;
    const QString pdf = dir.filePath(QStringLiteral("timeline.pdf"));
    BOOST_REQUIRE_MESSAGE(ExportRenderer::write(*timelineExport(views), options, pdf, &error), error);
    const QByteArray bytes = readAll(pdf);
    BOOST_TEST(bytes.startsWith("%PDF-"));
    BOOST_TEST(!bytes.contains("/Subtype /Image"));
}

BOOST_FIXTURE_TEST_CASE(the_active_memory_timeline_exports_sharp_at_2x, SnapshotWindow)
{
    // A 1x picture enlarged twice is made of 2x2 blocks of one colour: the bands' edges all fall between
    // blocks. Drawn at 2x, a band's top edge falls inside a block about as often as between two.
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    const QSize onScreen = timeline->size();
    const QImage before = timeline->grab().toImage();
    ExportOptions options;
    options.scale = 2.0;
    const QImage image =
        ExportRenderer::renderImage(*timelineExport(views), options).convertToFormat(QImage::Format_RGB32);
    BOOST_REQUIRE(image.size() == QSize(2000, 640));
    // The plot (left margin 64, top 8, right 8, bottom 22 logical pixels), a little inside its frame.
    const Edges edges = verticalEdges(image, QRect(2 * 66, 2 * 10, 2000 - 2 * 76, 640 - 2 * 34));
    BOOST_TEST_MESSAGE("vertical colour edges inside 2x2 blocks: " << edges.inside
                                                                   << ", between blocks: " << edges.between);
    BOOST_TEST(edges.between > 1000);
    BOOST_TEST(edges.inside > edges.between / 4, edges.inside << " inside, " << edges.between << " between");
    // The view on screen is as it was: its size, and its bands (still drawn from the cached image).
    BOOST_TEST(timeline->size() == onScreen);
    BOOST_TEST((timeline->grab().toImage() == before));
}

BOOST_AUTO_TEST_CASE(the_timeline_on_screen_draws_the_bands_its_vector_exports_draw)
{
    // On screen the bands are runs of pixels in a cached image; SVG and PDF get them as polygons. Played back
    // at the same size, the polygons colour the same pixels but for their hairline outlines: four bands that
    // rise and fall over 200 columns, on the merged small allocations.
    gml::ActiveMemoryTimeline timeline;
    for (std::size_t column = 0; column < 200; ++column) {
        timeline.columnEvents.push_back(column * 10);
        timeline.mergedBytes.push_back(1000 + column * 20);
    }
    for (std::uint32_t i = 0; i < 4; ++i) {
        gml::ActiveMemoryTimeline::Band& band = timeline.bands.emplace_back();
        band.address = 0x10000 * (i + 1);
        band.size = 3000 + i * 1000;
        band.firstColumn = i * 30;
        for (std::size_t column = band.firstColumn; column < 200 - i * 20; ++column) {
            std::uint64_t below = timeline.mergedBytes[column] + (column % 40) * 40;
            for (std::uint32_t j = 0; j < i; ++j)
                if (column >= timeline.bands[j].firstColumn)
                    below += timeline.bands[j].size;
            band.offsets.push_back(below);
            timeline.maxBytes = std::max(timeline.maxBytes, below + band.size);
        }
    }
    ActiveMemoryTimelineView view;
    view.resize(800, 400);
    view.setTimeline(timeline);
    const QImage screen = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QPicture picture;
    {
        QPainter painter(&picture);
        view.render(&painter);
    }
    QImage shapes(screen.size(), QImage::Format_RGB32);
    shapes.fill(Qt::white);
    {
        QPainter painter(&shapes);
        picture.play(&painter);
    }
    const QRect plot(66, 10, screen.width() - 76, screen.height() - 34);
    const QRgb background = screen.pixel(plot.right(), plot.top());
    int differing = 0;
    int coloured = 0;
    for (int y = plot.top(); y <= plot.bottom(); ++y)
        for (int x = plot.left(); x <= plot.right(); ++x) {
            const QRgb a = screen.pixel(x, y);
            const QRgb b = shapes.pixel(x, y);
            coloured += a != background ? 1 : 0;
            differing += std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                   std::abs(qBlue(a) - qBlue(b))}) > 16 ? 1 : 0;
        }
    BOOST_TEST_MESSAGE(differing << " pixels differ, " << coloured << " coloured");
    BOOST_TEST(coloured > plot.width() * plot.height() / 4);
    BOOST_TEST(differing * 20 < coloured, differing << " pixels differ of " << coloured << " coloured");
}

BOOST_FIXTURE_TEST_CASE(every_view_of_the_allocator_lesson_is_offered_with_a_caption, AllocatorWindow)
{
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    QStringList ids;
    for (const auto& view : views)
        ids << view->exportId();
    BOOST_TEST(ids == (QStringList{QStringLiteral("page"), QStringLiteral("memory-map"),
                                   QStringLiteral("memory-chart"), QStringLiteral("fragmentation-chart")}),
               ids.join(u','));
    window.player().seek(2);
    const QString caption = catalog.caption();
    BOOST_TEST(caption.startsWith(catalog.pageTitle()), caption);
    // The narrated step and the event, as the side panel counts them.
    BOOST_TEST(caption.contains(QStringLiteral("step 1 of %1 · event 3 of %2")
                                    .arg(window.player().stepCount())
                                    .arg(window.player().eventCount())),
               caption);
    BOOST_TEST(catalog.pageId() == QStringLiteral("caching-allocator"));
}

BOOST_FIXTURE_TEST_CASE(the_caption_names_the_step_and_the_allocator_settings_the_lesson_ran_with,
                        AllocatorWindow)
{
    auto* scenario = window.findChild<QComboBox*>(QStringLiteral("scenario"));
    auto* expandable = window.findChild<QCheckBox*>(QStringLiteral("expandableSegments"));
    auto* maxSplit = window.findChild<QSpinBox*>(QStringLiteral("maxSplitSize"));
    auto* run = window.findChild<QPushButton*>(QStringLiteral("runScenario"));
    BOOST_REQUIRE((scenario && expandable && maxSplit && run));
    const ExportCatalog catalog(window);
    expandable->setChecked(false);
    maxSplit->setValue(0);
    run->click();
    window.player().seek(1);
    QString caption = catalog.caption();
    BOOST_TEST(caption.contains(QStringLiteral(" · step 1 of %1 · event 2 of %2 · ")
                                    .arg(window.player().stepCount())
                                    .arg(window.player().eventCount())),
               caption);
    BOOST_TEST(
        caption.endsWith(QStringLiteral("%1 · default allocator settings").arg(scenario->currentText())),
        caption);

    // Run again under other settings: the caption says which, as PYTORCH_CUDA_ALLOC_CONF would be written.
    expandable->setChecked(true);
    maxSplit->setValue(64);
    run->click();
    window.player().seek(2);
    caption = catalog.caption();
    BOOST_TEST(caption.startsWith(catalog.pageTitle() + QStringLiteral(" · step 1 of %1 · event 3 of %2 · ")
                                                            .arg(window.player().stepCount())
                                                            .arg(window.player().eventCount())),
               caption);
    BOOST_TEST(caption.endsWith(QStringLiteral("%1 · PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,"
                                               "max_split_size_mb:64")
                                    .arg(scenario->currentText())),
               caption);
    // The exported SVG carries it as its description.
    auto* controller = window.findChild<ExportController*>();
    BOOST_REQUIRE(controller);
    ExportDialog::Choice choice;
    choice.view = 1;
    choice.pictureFormat = ExportOptions::Format::Svg;
    choice.path = dir.filePath(QStringLiteral("map.svg"));
    QString error;
    BOOST_REQUIRE_MESSAGE(controller->exportChoice(choice, &error), error);
    QXmlStreamReader xml(readAll(choice.path));
    QString desc;
    while (!xml.atEnd() && desc.isEmpty())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("desc"))
            desc = xml.readElementText();
    BOOST_TEST(desc == caption);
}

BOOST_FIXTURE_TEST_CASE(the_dialogs_dots_per_inch_go_into_the_png_and_set_its_size, AllocatorWindow)
{
    // File > Export… with "Dots per inch: 300" chosen in the dialog itself, as a user would.
    auto* controller = window.findChild<ExportController*>();
    BOOST_REQUIRE(controller);
    const QString path = dir.filePath(QStringLiteral("chart-300dpi.png"));
    QString pixelsText;
    bool dpiShown = false;
    QTimer::singleShot(0, &window, [&] {
        auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr)
            return; // the assertions below then fail
        dialog->findChild<QComboBox*>(QStringLiteral("exportView"))->setCurrentIndex(2);   // memory chart
        dialog->findChild<QComboBox*>(QStringLiteral("exportFormat"))->setCurrentIndex(0); // PNG
        dialog->findChild<QComboBox*>(QStringLiteral("exportSize"))->setCurrentIndex(3);   // DPI
        auto* dpi = dialog->findChild<QSpinBox*>(QStringLiteral("exportDpi"));
        dpiShown = dpi->isVisible();
        dpi->setValue(300);
        dialog->findChild<QLineEdit*>(QStringLiteral("exportPath"))->setText(path);
        pixelsText = dialog->findChild<QLabel*>(QStringLiteral("exportPixels"))->text();
        dialog->accept();
    });
    controller->exportAction()->trigger();
    BOOST_TEST(dpiShown);
    QImageReader reader(path);
    const QImage image = reader.read();
    BOOST_REQUIRE_MESSAGE(!image.isNull(), path << ": " << reader.errorString());
    // 300 dots per inch: 11811 per metre, and the 800 x 450 chart with its caption drawn 300/96 times larger.
    BOOST_TEST(image.dotsPerMeterX() == qRound(300 / 0.0254));
    BOOST_TEST(image.dotsPerMeterY() == qRound(300 / 0.0254));
    const ExportCatalog catalog(window);
    const double logicalHeight = 450 + ExportRenderer::captionHeight(catalog.caption());
    const QSize expected = (QSizeF(800, logicalHeight) * (300 / 96.0)).toSize();
    BOOST_TEST(image.size() == expected);
    BOOST_TEST(pixelsText.contains(QStringLiteral("%1 × %2").arg(expected.width()).arg(expected.height())),
               pixelsText);
    BOOST_TEST(colourCount(image) > 5);
}

BOOST_FIXTURE_TEST_CASE(png_exports_have_the_requested_pixel_size_and_show_something, AllocatorWindow)
{
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    for (const auto& view : views) {
        for (const double scale : {1.0, 2.0}) {
            ExportOptions options;
            options.scale = scale;
            options.caption = catalog.caption();
            const QString path = dir.filePath(QStringLiteral("%1-%2.png").arg(view->exportId()).arg(scale));
            QString error;
            BOOST_REQUIRE_MESSAGE(ExportRenderer::write(*view, options, path, &error), error);
            const QImage image(path);
            const QSizeF logical(view->exportSize().width(),
                                 view->exportSize().height() +
                                     ExportRenderer::captionHeight(options.caption));
            BOOST_TEST(image.size() == (logical * scale).toSize(), view->exportId());
            BOOST_TEST(colourCount(image) > 5, view->exportId());
        }
    }
    // 4K: exactly 3840 x 2160, whatever the view's own shape.
    ExportOptions fourK;
    fourK.pixelSize = QSize(3840, 2160);
    fourK.scale = 2.0;
    fourK.dotsPerInch = 192;
    const QString path = dir.filePath(QStringLiteral("4k.png"));
    QString error;
    BOOST_REQUIRE_MESSAGE(
        ExportRenderer::write(*find(views, QStringLiteral("memory-chart")), fourK, path, &error), error);
    QImageReader reader(path);
    BOOST_TEST(reader.size() == QSize(3840, 2160));
    const QImage image = reader.read();
    BOOST_TEST(qRound(image.dotsPerMeterX() / 39.37) == 192);
}

BOOST_FIXTURE_TEST_CASE(exports_are_rendered_at_their_size_not_grabbed_from_the_window, AllocatorWindow)
{
    // The same export from a small and a large window is the same picture, and the view on screen keeps its
    // own size afterwards.
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    const auto* map = find(views, QStringLiteral("memory-map"));
    BOOST_REQUIRE(map);
    ExportOptions options;
    options.caption = catalog.caption();
    window.resize(700, 500);
    QCoreApplication::processEvents();
    const QImage small = ExportRenderer::renderImage(*map, options);
    window.resize(1700, 1000);
    QCoreApplication::processEvents();
    auto* widget = static_cast<const WidgetExport*>(map)->widget();
    const QSize onScreen = widget->size();
    const QImage large = ExportRenderer::renderImage(*map, options);
    BOOST_TEST(widget->size() == onScreen);
    BOOST_TEST(small.size() == large.size());
    if (small != large) {
        small.save(dir.filePath(QStringLiteral("small.png")));
        large.save(dir.filePath(QStringLiteral("large.png")));
        dir.setAutoRemove(false);
    }
    BOOST_TEST((small == large), dir.path());
}

BOOST_FIXTURE_TEST_CASE(svg_parses_with_title_and_description, AllocatorWindow)
{
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    ExportOptions options;
    options.format = ExportOptions::Format::Svg;
    options.caption = catalog.caption();
    options.title = QStringLiteral("Memory chart title");
    options.description = QStringLiteral("A description of the chart");
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    QString error;
    BOOST_REQUIRE_MESSAGE(
        ExportRenderer::write(*find(views, QStringLiteral("memory-chart")), options, path, &error), error);
    QXmlStreamReader xml(readAll(path));
    QString title, desc;
    QStringList viewBox;
    int elements = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        ++elements;
        if (xml.name() == QLatin1String("svg"))
            viewBox = xml.attributes().value(QLatin1String("viewBox")).toString().split(u' ');
        if (xml.name() == QLatin1String("title") && title.isEmpty())
            title = xml.readElementText();
        else if (xml.name() == QLatin1String("desc") && desc.isEmpty())
            desc = xml.readElementText();
    }
    BOOST_TEST(!xml.hasError(), xml.errorString());
    BOOST_TEST(title == options.title);
    BOOST_TEST(desc == options.description);
    BOOST_TEST(elements > 50); // axes, series, legend: a real drawing
    // Vector at the view's logical size, the caption strip under it.
    BOOST_REQUIRE(viewBox.size() == 4);
    BOOST_TEST(viewBox[2].toDouble() == 800.0);
    BOOST_TEST(viewBox[3].toDouble() == 450.0 + ExportRenderer::captionHeight(options.caption));
}

BOOST_FIXTURE_TEST_CASE(pdf_starts_with_its_header_and_has_a_page, AllocatorWindow)
{
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    ExportOptions options;
    options.format = ExportOptions::Format::Pdf;
    options.caption = catalog.caption();
    options.title = QStringLiteral("Lesson page");
    const QString path = dir.filePath(QStringLiteral("page.pdf"));
    QString error;
    BOOST_REQUIRE_MESSAGE(ExportRenderer::write(*views.front(), options, path, &error), error);
    const QByteArray pdf = readAll(path);
    BOOST_TEST(pdf.startsWith("%PDF-"));
    // One page object (not to be confused with the /Pages tree).
    auto pages =
        QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)")).globalMatch(QString::fromLatin1(pdf));
    int count = 0;
    while (pages.hasNext()) {
        pages.next();
        ++count;
    }
    BOOST_TEST(count == 1);
    BOOST_TEST(pdf.size() > 5000);
    BOOST_TEST(pdf.contains("%%EOF"));
}

BOOST_FIXTURE_TEST_CASE(an_unwritable_path_is_named_and_an_existing_file_survives_a_failure, AllocatorWindow)
{
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    ExportOptions options;
    QString error;
    const QString missing = dir.filePath(QStringLiteral("no-such-folder/map.png"));
    BOOST_TEST(!ExportRenderer::write(*views.front(), options, missing, &error));
    BOOST_TEST(error.contains(missing), error);

    // A read-only folder: the write fails and the file already there is untouched.
    const QString folder = dir.filePath(QStringLiteral("locked"));
    QDir().mkpath(folder);
    const QString existing = QDir(folder).filePath(QStringLiteral("map.png"));
    {
        QFile file(existing);
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("the user's own file");
    }
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const bool written = ExportRenderer::write(*views.front(), options, existing, &error);
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (!written) { // root may write anywhere; the test then has nothing to show
        BOOST_TEST(error.contains(existing), error);
        BOOST_TEST(readAll(existing) == QByteArray("the user's own file"));
    }
}

BOOST_AUTO_TEST_CASE(memory_map_export_matches_the_stored_reference)
{
    // A known state, drawn without caption at 320 x 200 whatever the widget's size: compared pixel by pixel
    // with tests/app/data/memory-map-320x200.png. Font rasterisation differs between machines, so a pixel
    // counts as different only past a channel difference of 64, and 3% of the pixels may differ.
    MemoryMapView view;
    view.resize(900, 700);
    view.setState(knownState(), false);
    const WidgetExport exportable(&view, QStringLiteral("memory-map"), QStringLiteral("Memory map"),
                                  QSizeF(320, 200));
    ExportOptions options;
    const QImage image =
        ExportRenderer::renderImage(exportable, options).convertToFormat(QImage::Format_RGB32);
    BOOST_REQUIRE(image.size() == QSize(320, 200));
    const QString referencePath = sourcePath(QStringLiteral("tests/app/data/memory-map-320x200.png"));
    if (qEnvironmentVariableIsSet("GML_UPDATE_REFERENCE_IMAGES")) {
        BOOST_REQUIRE(image.save(referencePath));
        BOOST_TEST_MESSAGE("wrote " << referencePath);
    }
    const QImage reference = QImage(referencePath).convertToFormat(QImage::Format_RGB32);
    BOOST_REQUIRE_MESSAGE(reference.size() == image.size(), "reference image " << referencePath);
    int different = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb a = image.pixel(x, y);
            const QRgb b = reference.pixel(x, y);
            const int delta = std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                        std::abs(qBlue(a) - qBlue(b))});
            different += delta > 64 ? 1 : 0;
        }
    BOOST_TEST(different <= image.width() * image.height() * 3 / 100, different << " pixels differ");
    BOOST_TEST(view.size() == QSize(900, 700));
}


BOOST_AUTO_TEST_CASE(each_lesson_offers_its_charts_and_views)
{
    const QList<QPair<QString, QStringList>> expected{
        {QStringLiteral("activation-checkpointing"),
         {QStringLiteral("page"), QStringLiteral("timeline"), QStringLiteral("memory-chart"),
          QStringLiteral("trade-off-chart"), QStringLiteral("model-budget")}},
        {QStringLiteral("paged-kv-cache"),
         {QStringLiteral("page"), QStringLiteral("block-tables"), QStringLiteral("waste-chart"),
          QStringLiteral("memory-budget")}}};
    for (const auto& [lesson, ids] : expected) {
        MainWindow window(lessonOptions(lesson));
        window.show();
        BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
        const ExportCatalog catalog(window);
        const auto views = catalog.views();
        QStringList found;
        for (const auto& view : views) {
            found << view->exportId();
            const QImage image = ExportRenderer::renderImage(*view, ExportOptions{});
            BOOST_TEST(image.size() == view->exportSize().toSize(), lesson << " " << view->exportId());
            BOOST_TEST(colourCount(image) > 3, lesson << " " << view->exportId());
        }
        BOOST_TEST(found == ids, found.join(u','));
    }
}

BOOST_AUTO_TEST_CASE(a_chart_in_a_background_tab_exports_as_it_would_in_front)
{
    MainWindow window(lessonOptions(QStringLiteral("activation-checkpointing")));
    window.show();
    BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto* view = window.findChild<CheckpointLessonView*>();
    BOOST_REQUIRE(view);
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    const ExportableView* budget = find(views, QStringLiteral("model-budget"));
    BOOST_REQUIRE(budget);
    view->showModelBudget(false);
    const QImage behind = ExportRenderer::renderImage(*budget, ExportOptions{});
    BOOST_TEST(!view->modelBudget()->isVisible()); // still behind after the export
    view->showModelBudget(true);
    QCoreApplication::processEvents();
    const QImage front = ExportRenderer::renderImage(*budget, ExportOptions{});
    BOOST_TEST((behind == front));
}

BOOST_AUTO_TEST_CASE(animated_charts_are_drawn_finished_not_mid_animation)
{
    // The KV waste chart grows its bars over 200 ms; an export straight after the lesson opens must show
    // them at full height: vLLM's token-states bar alone is most of a column of the plot.
    MainWindow window(lessonOptions(QStringLiteral("paged-kv-cache")));
    window.show();
    BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    const ExportableView* waste = find(views, QStringLiteral("waste-chart"));
    BOOST_REQUIRE(waste);
    const QImage image =
        ExportRenderer::renderImage(*waste, ExportOptions{}).convertToFormat(QImage::Format_RGB32);
    int blue = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            blue += image.pixel(x, y) == qRgb(0x00, 0x72, 0xB2) ? 1 : 0;
    BOOST_TEST(blue > image.width() * image.height() / 20, blue << " token-state pixels");
}

BOOST_FIXTURE_TEST_CASE(copy_as_image_puts_the_page_with_its_caption_on_the_clipboard, AllocatorWindow)
{
    auto* controller = window.findChild<ExportController*>();
    BOOST_REQUIRE(controller);
    QApplication::clipboard()->clear();
    controller->copyAction()->trigger();
    const QImage image = QApplication::clipboard()->image();
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    const double scale = std::max(1.0, window.devicePixelRatioF());
    const QSizeF logical(views.front()->exportSize().width(),
                         views.front()->exportSize().height() +
                             ExportRenderer::captionHeight(catalog.caption()));
    BOOST_TEST(image.size() == (logical * scale).toSize());
    BOOST_TEST(colourCount(image) > 5);
}

BOOST_AUTO_TEST_CASE(the_dialog_suggests_names_sizes_and_says_why_videos_are_unavailable)
{
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir empty;
    qputenv("PATH", empty.path().toLocal8Bit()); // no ffmpeg here
    QTemporaryDir folder;
    ExportDialog dialog({{QStringLiteral("page"), QStringLiteral("Whole lesson page"), {1280, 860}},
                         {QStringLiteral("memory-map"), QStringLiteral("Memory map"), {1000, 400}}},
                        QStringLiteral("caching-allocator"),
                        QStringLiteral("Caching allocator · step 3 of 4 · event 9 of 16"),
                        ExportRange{{5, 7, 8, 15}, 16, 3, 9, false}, folder.path());
    qputenv("PATH", path);
    auto* format = dialog.findChild<QComboBox*>(QStringLiteral("exportFormat"));
    auto* size = dialog.findChild<QComboBox*>(QStringLiteral("exportSize"));
    auto* view = dialog.findChild<QComboBox*>(QStringLiteral("exportView"));
    auto* pixels = dialog.findChild<QLabel*>(QStringLiteral("exportPixels"));
    BOOST_REQUIRE((format && size && view && pixels));
    auto* model = qobject_cast<QStandardItemModel*>(format->model());
    BOOST_REQUIRE(model);
    for (const int row : {5, 6}) { // MP4, WebM
        BOOST_TEST(!model->item(row)->isEnabled());
        BOOST_TEST(format->itemData(row, Qt::ToolTipRole).toString().contains(QStringLiteral("ffmpeg")));
    }
    BOOST_TEST(model->item(3)->isEnabled()); // GIF needs no ffmpeg

    BOOST_TEST(dialog.choice().path ==
               QDir(folder.path()).filePath(QStringLiteral("caching-allocator-page-step3.png")));
    view->setCurrentIndex(1);
    size->setCurrentIndex(1); // 2x
    const int caption =
        static_cast<int>(ExportRenderer::captionHeight(QStringLiteral("Caching allocator · step 3 of 4 · event 9 of 16")));
    BOOST_TEST(pixels->text().contains(QStringLiteral("2000 × %1").arg(2 * (400 + caption))), pixels->text());
    size->setCurrentIndex(2); // 4K
    BOOST_TEST(pixels->text().contains(QStringLiteral("3840 × 2160")), pixels->text());
    format->setCurrentIndex(1); // SVG
    BOOST_TEST(!size->isEnabled());
    BOOST_TEST(dialog.choice().path.endsWith(QStringLiteral("caching-allocator-memory-map-step3.svg")),
               dialog.choice().path);
    format->setCurrentIndex(3); // GIF
    BOOST_TEST((dialog.choice().kind == ExportDialog::Kind::Animation));
    BOOST_TEST(dialog.choice().path.endsWith(QStringLiteral("caching-allocator-memory-map-steps1-4.gif")),
               dialog.choice().path);
    // The range is the narrated steps; the stride counts events, and each step's last event is a frame.
    auto* every = dialog.findChild<QSpinBox*>(QStringLiteral("exportEvery"));
    BOOST_REQUIRE(every);
    every->setValue(10);
    auto* frames = dialog.findChild<QLabel*>(QStringLiteral("exportFrames"));
    BOOST_REQUIRE(frames);
    BOOST_TEST(frames->text().startsWith(QStringLiteral("6 frame")), frames->text()); // no translator: "frame(s)"
    BOOST_TEST((ExportRange{{5, 7, 8, 15}, 16, 3, 9, false}.frames(1, 4, 10) == QList<int>{0, 5, 7, 8, 10, 15}));
}

BOOST_AUTO_TEST_CASE(an_animation_always_draws_each_steps_last_event)
{
    // The fragmentation scenario's shape: a long step whose last event is the out-of-memory error.
    const ExportRange range{{40, 200, 352}, 353, 1, 41, false};
    for (const int every : {1, 7, 10, 64, 353}) {
        const QList<int> frames = range.frames(1, 3, every);
        for (const int end : range.stepEnds)
            BOOST_TEST(frames.contains(end), "every " << every << " skips step end " << end);
        BOOST_TEST(std::is_sorted(frames.begin(), frames.end()));
        BOOST_TEST(frames.front() == 0);
    }
    BOOST_TEST(range.frames(1, 3, 10).size() == 36 + 1); // 0, 10, …, 350 (40 and 200 among them), and 352
    // Steps 2 to 3 start from step 1's end: the state step 2 begins with.
    BOOST_TEST(range.frames(2, 3, 1000) == (QList<int>{40, 200, 352}));
    // A page without steps ranges over its events, and draws the range's last.
    const ExportRange events{{}, 100, 0, 5, false};
    BOOST_TEST(events.count() == 100);
    BOOST_TEST(events.frames(1, 100, 30) == (QList<int>{0, 30, 60, 90, 99}));
}

// Exports show values, not controls: while a picture is drawn the focus frame, buttons and mnemonic
// underlines are gone and inputs show their values; after it, the window is as it was. A selected block's
// outline belongs to the pointer and is left out of the picture.
BOOST_AUTO_TEST_CASE(exports_show_values_not_controls_and_put_everything_back)
{
    QWidget page;
    auto* layout = new QVBoxLayout(&page);
    auto* label = new QLabel(QStringLiteral("&Scenario:"), &page);
    auto* combo = new QComboBox(&page);
    combo->addItem(QStringLiteral("Out of memory with memory to spare"));
    label->setBuddy(combo);
    auto* button = new QPushButton(QStringLiteral("Next step"), &page);
    layout->addWidget(label);
    layout->addWidget(combo);
    layout->addWidget(button);
    page.show();
    QApplication::setActiveWindow(&page);
    combo->setFocus();
    BOOST_REQUIRE(QTest::qWaitFor([&] { return combo->hasFocus(); }, 2000));
    {
        const ExportAppearance look(&page);
        BOOST_TEST(!combo->hasFocus());
        BOOST_TEST(combo->isVisible());
        BOOST_TEST(!button->isVisible());
        BOOST_TEST(label->text() == QStringLiteral("Scenario:"));
        BOOST_TEST(ExportAppearance::active(combo));
    }
    BOOST_TEST(combo->hasFocus());
    BOOST_TEST(button->isVisible());
    BOOST_TEST(label->text() == QStringLiteral("&Scenario:"));
    BOOST_TEST(!ExportAppearance::active(combo));

    MemoryMapView view;
    view.resize(640, 400);
    view.setState(knownState(), false);
    const WidgetExport exportable(&view, QStringLiteral("memory-map"), QStringLiteral("Memory map"), QSizeF(640, 400));
    const QImage plain = ExportRenderer::renderImage(exportable, ExportOptions{});
    view.selectBlock(knownState().segments.front().blocks.front().address);
    const QImage selected = ExportRenderer::renderImage(exportable, ExportOptions{});
    BOOST_TEST((plain == selected), "the selection's outline is not in the picture");
}
