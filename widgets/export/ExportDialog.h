#pragma once

#include "widgets/export/AnimationWriter.h"
#include "widgets/export/ExportOptions.h"
#include "widgets/export/ExportRange.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

// File > Export…: which view (or the whole lesson page), the format (PNG, SVG, PDF; an animated GIF, a
// numbered PNG sequence, MP4 or WebM of the lesson's steps), the size (1x, 2x, 4K, a DPI), the caption, and
// where to write. An animation runs from one narrated step to another (a page without steps: from one event
// to another), every so many events, always with each step's last event. It only asks: whoever opened it
// does the export with choice().
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    struct View
    {
        QString id;
        QString title;
        QSizeF size; // logical
    };
    enum class Kind
    {
        Picture,
        Animation
    };
    enum class SizeChoice
    {
        Scale1,
        Scale2,
        FourK,
        Dpi
    };
    struct Choice
    {
        int view = 0;
        Kind kind = Kind::Picture;
        ExportOptions::Format pictureFormat = ExportOptions::Format::Png;
        AnimationWriter::Format animationFormat = AnimationWriter::Format::Gif;
        SizeChoice size = SizeChoice::Scale1;
        int dotsPerInch = 192;
        bool caption = true;
        // What the animation spans, in what ExportRange::count() counts (1-based), and its event stride.
        int first = 1;
        int last = 1;
        int everyEvents = 1;
        int frameDelayMs = 500;
        QString path;
    };

    // `stem`: the page's file name stem ("caching-allocator"); `folder`: where the last export went.
    ExportDialog(const QList<View>& views, const QString& stem, const QString& caption, const ExportRange& range,
                 const QString& folder, QWidget* parent = nullptr);

    Choice choice() const;
    // An empty path: one is suggested for the chosen format.
    void setChoice(const Choice& choice);
    // Applies the size choice to `options` for a view of logical size `size` (scale, pixel size, DPI).
    static void applySize(const Choice& choice, QSizeF size, ExportOptions* options);
    // What a picture export of a view of logical size `size` is written with: the chosen format and size,
    // `caption` under it when the choice asks for one (and as the SVG's description), `title` as its title.
    static ExportOptions pictureOptions(const Choice& choice, QSizeF size, const QString& caption,
                                        const QString& title);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateControls();
    void suggestPath();
    void browse();

    QList<View> m_views;
    QString m_stem;
    QString m_caption;
    ExportRange m_range;
    QString m_folder; // where suggested paths go
    bool m_pathEdited = false;

    QLabel* m_viewLabel;
    QComboBox* m_view;
    QLabel* m_formatLabel;
    QComboBox* m_format;
    QLabel* m_sizeLabel;
    QComboBox* m_size;
    QSpinBox* m_dpi;
    QLabel* m_pixels;
    QCheckBox* m_captionBox;
    QLabel* m_captionText;
    QGroupBox* m_animation;
    QLabel* m_fromLabel;
    QSpinBox* m_first;
    QLabel* m_toLabel;
    QSpinBox* m_last;
    QLabel* m_everyLabel;
    QSpinBox* m_every;
    QLabel* m_delayLabel;
    QSpinBox* m_delay;
    QLabel* m_frames;
    QLabel* m_pathLabel;
    QLineEdit* m_path;
    QPushButton* m_browse;
    QDialogButtonBox* m_buttons;
};
