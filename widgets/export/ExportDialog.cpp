#include "widgets/export/ExportDialog.h"

#include "widgets/export/ExportRenderer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace {

// The format list's rows, in order.
enum FormatRow
{
    PngRow,
    SvgRow,
    PdfRow,
    GifRow,
    SequenceRow,
    Mp4Row,
    WebMRow,
    RowCount
};

constexpr QSize kFourK{3840, 2160};

} // namespace

ExportDialog::ExportDialog(const QList<View>& views, const QString& stem, const QString& caption,
                           const ExportRange& range, const QString& folder, QWidget* parent)
    : QDialog(parent), m_views(views), m_stem(stem), m_caption(caption), m_range(range)
{
    setObjectName(QStringLiteral("exportDialog"));
    m_viewLabel = new QLabel(this);
    m_view = new QComboBox(this);
    m_view->setObjectName(QStringLiteral("exportView"));
    for (const auto& view : views)
        m_view->addItem(view.title, view.id);
    m_formatLabel = new QLabel(this);
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("exportFormat"));
    for (int row = 0; row < RowCount; ++row)
        m_format->addItem(QString());
    m_sizeLabel = new QLabel(this);
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("exportSize"));
    for (int row = 0; row < 4; ++row)
        m_size->addItem(QString());
    m_dpi = new QSpinBox(this);
    m_dpi->setObjectName(QStringLiteral("exportDpi"));
    m_dpi->setRange(72, 1200);
    m_dpi->setValue(192);
    m_pixels = new QLabel(this);
    m_pixels->setObjectName(QStringLiteral("exportPixels"));
    m_captionBox = new QCheckBox(this);
    m_captionBox->setObjectName(QStringLiteral("exportCaption"));
    m_captionBox->setChecked(true);
    m_captionText = new QLabel(caption, this);
    m_captionText->setWordWrap(true);
    m_captionText->setEnabled(false);

    m_animation = new QGroupBox(this);
    m_fromLabel = new QLabel(m_animation);
    m_first = new QSpinBox(m_animation);
    m_first->setObjectName(QStringLiteral("exportFirst"));
    m_toLabel = new QLabel(m_animation);
    m_last = new QSpinBox(m_animation);
    m_last->setObjectName(QStringLiteral("exportLast"));
    for (auto* box : {m_first, m_last})
        box->setRange(1, std::max(1, range.count()));
    m_first->setValue(1);
    m_last->setValue(std::max(1, range.count()));
    m_everyLabel = new QLabel(m_animation);
    m_every = new QSpinBox(m_animation);
    m_every->setObjectName(QStringLiteral("exportEvery"));
    m_every->setRange(1, std::max(1, range.eventCount));
    // A long trace (a snapshot's thousands of events) would make a huge animation: start with ~200 frames.
    m_every->setValue(std::max(1, range.eventCount / 200));
    m_delayLabel = new QLabel(m_animation);
    m_delay = new QSpinBox(m_animation);
    m_delay->setRange(20, 10000);
    m_delay->setSingleStep(50);
    m_delay->setValue(500);
    m_frames = new QLabel(m_animation);
    m_frames->setObjectName(QStringLiteral("exportFrames"));
    auto* animationLayout = new QFormLayout(m_animation);
    auto* span = new QHBoxLayout;
    span->addWidget(m_first);
    span->addWidget(m_toLabel);
    span->addWidget(m_last);
    span->addStretch();
    animationLayout->addRow(m_fromLabel, span);
    animationLayout->addRow(m_everyLabel, m_every);
    animationLayout->addRow(m_delayLabel, m_delay);
    animationLayout->addRow(QString(), m_frames);

    m_pathLabel = new QLabel(this);
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_browse = new QPushButton(this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto* form = new QFormLayout;
    form->addRow(m_viewLabel, m_view);
    form->addRow(m_formatLabel, m_format);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_size);
    sizeRow->addWidget(m_dpi);
    sizeRow->addWidget(m_pixels, 1);
    form->addRow(m_sizeLabel, sizeRow);
    form->addRow(m_captionBox, m_captionText);
    form->addRow(m_pathLabel, pathRow);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_animation);
    layout->addWidget(m_buttons);

    m_viewLabel->setBuddy(m_view);
    m_formatLabel->setBuddy(m_format);
    m_sizeLabel->setBuddy(m_size);
    m_pathLabel->setBuddy(m_path);
    m_fromLabel->setBuddy(m_first);
    m_everyLabel->setBuddy(m_every);
    m_delayLabel->setBuddy(m_delay);

    m_folder = folder.isEmpty() ? QDir::homePath() : folder;
    setMinimumWidth(620); // room for a whole path
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        updateControls();
        suggestPath();
    });
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        updateControls();
        suggestPath();
    });
    connect(m_size, &QComboBox::currentIndexChanged, this, &ExportDialog::updateControls);
    connect(m_dpi, &QSpinBox::valueChanged, this, &ExportDialog::updateControls);
    connect(m_captionBox, &QCheckBox::toggled, this, &ExportDialog::updateControls);
    for (auto* box : {m_first, m_last, m_every})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            updateControls();
            suggestPath();
        });
    connect(m_path, &QLineEdit::textEdited, this, [this] { m_pathEdited = true; });
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslateUi();
    // Animations need steps; videos need ffmpeg. Unavailable rows stay in the list, greyed, saying why.
    auto* model = qobject_cast<QStandardItemModel*>(m_format->model());
    for (int row = GifRow; row < RowCount; ++row) {
        QString why;
        if (range.eventCount < 2)
            why = tr("This page has no animation to export.");
        else if (row == Mp4Row)
            why = AnimationWriter::unavailableReason(AnimationWriter::Format::Mp4);
        else if (row == WebMRow)
            why = AnimationWriter::unavailableReason(AnimationWriter::Format::WebM);
        if (!why.isEmpty() && model != nullptr) {
            model->item(row)->setEnabled(false);
            m_format->setItemData(row, why, Qt::ToolTipRole);
        }
    }
    updateControls();
    suggestPath();
}

void ExportDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ExportDialog::retranslateUi()
{
    setWindowTitle(tr("Export"));
    m_viewLabel->setText(tr("&What:"));
    m_formatLabel->setText(tr("&Format:"));
    m_format->setItemText(PngRow, tr("PNG image"));
    m_format->setItemText(SvgRow, tr("SVG drawing (vector)"));
    m_format->setItemText(PdfRow, tr("PDF document (vector)"));
    m_format->setItemText(GifRow, tr("Animated GIF of the steps"));
    m_format->setItemText(SequenceRow, tr("Numbered PNG images of the steps"));
    m_format->setItemText(Mp4Row, tr("MP4 video of the steps"));
    m_format->setItemText(WebMRow, tr("WebM video of the steps"));
    m_sizeLabel->setText(tr("&Size:"));
    m_size->setItemText(0, tr("1x (as on screen)"));
    m_size->setItemText(1, tr("2x (sharp on high-density screens)"));
    m_size->setItemText(2, tr("4K (3840 × 2160)"));
    m_size->setItemText(3, tr("Dots per inch:"));
    m_dpi->setAccessibleName(tr("Dots per inch"));
    m_captionBox->setText(tr("&Caption:"));
    m_captionBox->setToolTip(tr("Write the lesson, step and configuration under the picture."));
    m_animation->setTitle(tr("Animation"));
    if (m_range.hasSteps()) {
        m_fromLabel->setText(tr("From &step:"));
        m_last->setAccessibleName(tr("Last step"));
    } else if (m_range.operations) {
        m_fromLabel->setText(tr("From &operation:"));
        m_last->setAccessibleName(tr("Last operation"));
    } else {
        m_fromLabel->setText(tr("From &event:"));
        m_last->setAccessibleName(tr("Last event"));
    }
    m_toLabel->setText(tr("to"));
    m_everyLabel->setText(tr("&Every:"));
    m_every->setSuffix(m_range.operations ? tr(" operation(s)") : tr(" event(s)"));
    m_every->setToolTip(m_range.hasSteps() ? tr("Each step's last event is always drawn: it is the state the step's text describes.")
                                           : QString());
    m_delayLabel->setText(tr("Frame &delay:"));
    m_delay->setSuffix(tr(" ms"));
    m_pathLabel->setText(tr("&Save to:"));
    m_browse->setText(tr("&Browse…"));
    updateControls();
}

ExportDialog::Choice ExportDialog::choice() const
{
    Choice choice;
    choice.view = std::max(0, m_view->currentIndex());
    const int row = m_format->currentIndex();
    choice.kind = row >= GifRow ? Kind::Animation : Kind::Picture;
    choice.pictureFormat = row == SvgRow   ? ExportOptions::Format::Svg
                           : row == PdfRow ? ExportOptions::Format::Pdf
                                           : ExportOptions::Format::Png;
    choice.animationFormat = row == SequenceRow ? AnimationWriter::Format::PngSequence
                             : row == Mp4Row    ? AnimationWriter::Format::Mp4
                             : row == WebMRow   ? AnimationWriter::Format::WebM
                                                : AnimationWriter::Format::Gif;
    choice.size = static_cast<SizeChoice>(std::max(0, m_size->currentIndex()));
    choice.dotsPerInch = m_dpi->value();
    choice.caption = m_captionBox->isChecked();
    choice.first = std::min(m_first->value(), m_last->value());
    choice.last = std::max(m_first->value(), m_last->value());
    choice.everyEvents = m_every->value();
    choice.frameDelayMs = m_delay->value();
    choice.path = m_path->text().trimmed();
    return choice;
}

void ExportDialog::setChoice(const Choice& choice)
{
    m_view->setCurrentIndex(choice.view);
    int row = choice.pictureFormat == ExportOptions::Format::Svg   ? SvgRow
              : choice.pictureFormat == ExportOptions::Format::Pdf ? PdfRow
                                                                   : PngRow;
    if (choice.kind == Kind::Animation)
        row = choice.animationFormat == AnimationWriter::Format::PngSequence ? SequenceRow
              : choice.animationFormat == AnimationWriter::Format::Mp4       ? Mp4Row
              : choice.animationFormat == AnimationWriter::Format::WebM      ? WebMRow
                                                                             : GifRow;
    m_format->setCurrentIndex(row);
    m_size->setCurrentIndex(static_cast<int>(choice.size));
    m_dpi->setValue(choice.dotsPerInch);
    m_captionBox->setChecked(choice.caption);
    m_first->setValue(choice.first);
    m_last->setValue(choice.last);
    m_every->setValue(choice.everyEvents);
    m_delay->setValue(choice.frameDelayMs);
    if (choice.path.isEmpty()) {
        suggestPath(); // for the format just set, in the folder already shown
    } else {
        m_path->setText(choice.path);
        m_pathEdited = true; // the user's own path: kept as it was
    }
}

void ExportDialog::applySize(const Choice& choice, QSizeF size, ExportOptions* options)
{
    Q_UNUSED(size);
    options->pixelSize = QSize();
    options->dotsPerInch = 0;
    switch (choice.size) {
    case SizeChoice::Scale1:
        options->scale = 1.0;
        break;
    case SizeChoice::Scale2:
        options->scale = 2.0;
        break;
    case SizeChoice::FourK:
        // Laid out as on a 1920 × 1080 screen, drawn at twice the density: the text keeps its share.
        options->pixelSize = kFourK;
        options->scale = 2.0;
        break;
    case SizeChoice::Dpi:
        options->dotsPerInch = choice.dotsPerInch;
        options->scale = choice.dotsPerInch / 96.0;
        break;
    }
}

ExportOptions ExportDialog::pictureOptions(const Choice& choice, QSizeF size, const QString& caption,
                                           const QString& title)
{
    ExportOptions options;
    options.format = choice.pictureFormat;
    options.caption = choice.caption ? caption : QString();
    options.title = title;
    options.description = caption;
    applySize(choice, size, &options);
    return options;
}

void ExportDialog::updateControls()
{
    const Choice current = choice();
    const bool raster =
        current.kind == Kind::Animation || current.pictureFormat == ExportOptions::Format::Png;
    m_size->setEnabled(raster);
    m_dpi->setVisible(current.size == SizeChoice::Dpi);
    m_dpi->setEnabled(raster);
    m_animation->setEnabled(current.kind == Kind::Animation);
    m_captionText->setText(m_caption);
    if (m_views.isEmpty())
        return;
    const QSizeF logical = m_views.value(current.view).size;
    ExportOptions options;
    options.caption = current.caption ? m_caption : QString();
    applySize(current, logical, &options);
    QSize pixels;
    if (!options.pixelSize.isEmpty()) {
        pixels = options.pixelSize;
    } else {
        const QSizeF full(logical.width(), logical.height() + ExportRenderer::captionHeight(options.caption));
        pixels = (full * options.scale).toSize();
    }
    m_pixels->setText(raster ? tr("%1 × %2 pixels").arg(pixels.width()).arg(pixels.height())
                             : tr("vector: sharp at any size"));
    const int frames = static_cast<int>(m_range.frames(current.first, current.last, current.everyEvents).size());
    m_frames->setText(tr("%n frame(s)", nullptr, frames));
}

void ExportDialog::suggestPath()
{
    if (m_pathEdited || m_views.isEmpty())
        return;
    const Choice current = choice();
    const QString view = m_views.value(current.view).id;
    // Named as the command line names its files: "-step3" for a narrated step, "-event203" for an event.
    const QString unit = m_range.hasSteps() ? QStringLiteral("step") : QStringLiteral("event");
    QString name;
    if (current.kind == Kind::Picture)
        name = QStringLiteral("%1-%2-%3%4.%5")
                   .arg(m_stem, view, unit)
                   .arg(m_range.current())
                   .arg(ExportOptions::extension(current.pictureFormat));
    else
        name = QStringLiteral("%1-%2-%3s%4-%5.%6")
                   .arg(m_stem, view, unit)
                   .arg(current.first)
                   .arg(current.last)
                   .arg(AnimationWriter::extension(current.animationFormat));
    if (m_range.current() == 0 && current.kind == Kind::Picture)
        name = QStringLiteral("%1-%2.%3").arg(m_stem, view, ExportOptions::extension(current.pictureFormat));
    m_path->setText(QDir(m_folder).filePath(name));
}

void ExportDialog::browse()
{
    const Choice current = choice();
    const QString extension = current.kind == Kind::Picture
                                  ? ExportOptions::extension(current.pictureFormat)
                                  : AnimationWriter::extension(current.animationFormat);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export to"), m_path->text(), tr("%1 files (*.%2)").arg(extension.toUpper(), extension));
    if (path.isEmpty())
        return;
    m_path->setText(path);
    m_folder = QFileInfo(path).absolutePath();
    m_pathEdited = true;
}
