// gml-render-icon: renders the application's SVG icon to the PNG sizes of the hicolor icon theme, at build
// time, so the package's bitmaps always match the SVG and no image tool beyond Qt is needed.
//
//   gml-render-icon ICON.svg OUTPUT_DIR SIZE...   writes OUTPUT_DIR/SIZExSIZE/apps/NAME.png for each SIZE
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: gml-render-icon ICON.svg OUTPUT_DIR SIZE...\n");
        return 2;
    }
    const QString svgPath = QString::fromLocal8Bit(argv[1]);
    const QString outputDir = QString::fromLocal8Bit(argv[2]);
    QSvgRenderer renderer(svgPath);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "gml-render-icon: %s is not a readable SVG file\n", argv[1]);
        return 2;
    }
    const QString name = QFileInfo(svgPath).completeBaseName();
    for (int i = 3; i < argc; ++i) {
        bool ok = false;
        const int size = QString::fromLocal8Bit(argv[i]).toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            std::fprintf(stderr,
                         "gml-render-icon: size '%s' must be a whole number of pixels from 1 to 4096\n",
                         argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString folder = QStringLiteral("%1/%2x%2/apps").arg(outputDir).arg(size);
        const QString path = QStringLiteral("%1/%2.png").arg(folder, name);
        if (!QDir().mkpath(folder) || !image.save(path, "PNG")) {
            std::fprintf(stderr, "gml-render-icon: cannot write %s\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}
