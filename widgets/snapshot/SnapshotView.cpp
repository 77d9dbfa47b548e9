#include "widgets/snapshot/SnapshotView.h"

#include "widgets/lesson/StepControls.h"

#include "app/content/common/NumberText.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/common/ErrorMessageLabel.h"
#include "widgets/common/ScrollColumn.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"
#include "widgets/snapshot/LargestAllocationsView.h"
#include "widgets/snapshot/MemoryCategoryView.h"
#include "widgets/snapshot/SnapshotFindBox.h"
#include "widgets/snapshot/SnapshotReportView.h"
#include "widgets/snapshot/StackFramesView.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString bytes(std::int64_t value)
{
    return NumberText::bytes(static_cast<std::uint64_t>(std::max<std::int64_t>(value, 0)));
}
} // namespace

SnapshotView::SnapshotView(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_details(new QLabel(this)), m_deviceLabel(new QLabel(this)),
      m_device(new QComboBox(this)), m_map(new MemoryMapView), m_timeline(new ActiveMemoryTimelineView),
      m_categories(new MemoryCategoryView), m_tabs(new QTabWidget(this)), m_largest(new LargestAllocationsView),
      m_report(new SnapshotReportView), m_streamLabel(new QLabel(this)), m_stream(new QComboBox(this)),
      m_goToPeak(new QPushButton(this)), m_goToOom(new QPushButton(this))
{
    setObjectName(QStringLiteral("snapshotView"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("snapshotTitle"));
    m_details->setObjectName(QStringLiteral("snapshotDetails"));
    m_details->setWordWrap(true);
    m_device->setObjectName(QStringLiteral("snapshotDevice"));
    m_deviceLabel->setBuddy(m_device);
    m_stream->setObjectName(QStringLiteral("snapshotStream"));
    m_streamLabel->setBuddy(m_stream);
    m_goToPeak->setObjectName(QStringLiteral("snapshotGoToPeak"));
    m_goToOom->setObjectName(QStringLiteral("snapshotGoToOom"));
    auto* header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_goToPeak);
    header->addWidget(m_goToOom);
    header->addWidget(m_streamLabel);
    header->addWidget(m_stream);
    header->addWidget(m_deviceLabel);
    header->addWidget(m_device);

    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(m_map);
    left->addWidget(m_timeline);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 2);

    auto* side = new QWidget;
    m_side = side;
    auto* sideLayout = new QVBoxLayout(side);
    m_stepPlace = new QLabel(side);
    m_stepPlace->setObjectName(QStringLiteral("snapshotStepPlace"));
    m_stepPlace->setWordWrap(true);
    m_steps = new StepControls(StepControls::Arrangement::Stacked, side);
    m_stepText = new QLabel(side);
    m_stepText->setObjectName(QStringLiteral("snapshotStepText"));
    m_stepText->setWordWrap(true);
    m_stepText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_eventTitle = new QLabel(side);
    QFont bold = m_eventTitle->font();
    bold.setBold(true);
    m_stepPlace->setFont(bold);
    m_eventTitle->setFont(bold);
    m_eventTitle->setWordWrap(true);
    m_event = new QLabel(side);
    m_event->setObjectName(QStringLiteral("snapshotEvent"));
    m_event->setWordWrap(true);
    m_event->setFrameShape(QFrame::StyledPanel);
    m_event->setMargin(6);
    m_stats = new QLabel(side);
    m_stats->setObjectName(QStringLiteral("snapshotStats"));
    m_stats->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stats->setWordWrap(true);
    m_find = new SnapshotFindBox(side);
    m_stack = new StackFramesView(side);
    // The stack's list keeps a height to read a few frames in: the panel scrolls, the list is not squeezed.
    m_stack->list()->setMinimumHeight(fontMetrics().lineSpacing() * 8);

    m_whatIfBox = new QGroupBox(side);
    auto* whatIf = new QFormLayout(m_whatIfBox);
    // A label too wide for the panel (presentation type, a long translation) goes above its field.
    whatIf->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_whatIfTitle = new QLabel(m_whatIfBox);
    m_whatIfTitle->setFont(bold);
    m_whatIfTitle->setWordWrap(true);
    whatIf->addRow(m_whatIfTitle);
    m_conf = new QLineEdit(m_whatIfBox);
    m_conf->setObjectName(QStringLiteral("whatIfConf"));
    m_conf->setPlaceholderText(QStringLiteral("expandable_segments:True"));
    // The variable's name may break after its underscores (zero-width spaces): whole, it was the widest
    // thing in the panel in presentation type.
    whatIf->addRow(QStringLiteral("PYTORCH_\u200BCUDA_\u200BALLOC_\u200BCONF"), m_conf);
    m_capacityLabel = new QLabel(m_whatIfBox);
    m_capacity = new QDoubleSpinBox(m_whatIfBox);
    m_capacity->setObjectName(QStringLiteral("whatIfCapacity"));
    m_capacity->setRange(0.0, 1024.0);
    m_capacity->setSuffix(QStringLiteral(" GiB"));
    whatIf->addRow(m_capacityLabel, m_capacity);
    m_replay = new QPushButton(m_whatIfBox);
    m_replay->setObjectName(QStringLiteral("whatIfReplay"));
    whatIf->addRow(m_replay);
    m_comparison = new QLabel(m_whatIfBox);
    m_comparison->setObjectName(QStringLiteral("whatIfComparison"));
    m_comparison->setTextFormat(Qt::RichText);
    m_comparison->setWordWrap(true); // the table's cells wrap rather than widen the panel
    // A rich-text table in a form layout: the form's height-for-width lagged behind a change of width (one
    // line short, now and then), so the label holds its own least height for the width it has.
    m_comparison->installEventFilter(this);
    whatIf->addRow(m_comparison);
    m_whatIfMessage = new ErrorMessageLabel(m_whatIfBox);
    m_whatIfMessage->setObjectName(QStringLiteral("whatIfMessage"));
    whatIf->addRow(m_whatIfMessage);

    sideLayout->addWidget(m_stepPlace);
    sideLayout->addWidget(m_steps);
    sideLayout->addWidget(m_stepText);
    sideLayout->addWidget(m_eventTitle);
    sideLayout->addWidget(m_event);
    sideLayout->addWidget(m_stats);
    sideLayout->addWidget(m_find);
    sideLayout->addWidget(m_stack, 1);
    sideLayout->addWidget(m_whatIfBox);
    // The side panel takes the width the splitter gives it and wraps: as a plain scroll area it was laid out
    // at its content's least width and cut at the right edge (in presentation, in Bengali).
    auto* sideScroll = ScrollColumn::around(side);
    m_sideScroll = sideScroll; // fitted at the end, once retranslateUi has given the panel its words

    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(sideScroll);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    // The replay and the categories are two questions about the same file: tabs, so each gets the page.
    m_tabs->setObjectName(QStringLiteral("snapshotTabs"));
    m_tabs->setDocumentMode(true);
    // Four questions in a narrow window (presentation type beside the quiz): the tabs shrink and elide rather than
    // widen the page, and each says its whole name in a tooltip.
    m_tabs->setElideMode(Qt::ElideRight);
    m_tabs->setUsesScrollButtons(false);
    m_tabs->addTab(split, QString());
    m_tabs->addTab(m_categories, QString());
    m_tabs->addTab(m_largest, QString());
    m_tabs->addTab(m_report, QString());

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_details);
    layout->addWidget(m_tabs, 1);

    connect(m_device, &QComboBox::activated, this, [this](int index) { emit deviceChosen(m_device->itemData(index).toInt()); });
    connect(m_stream, &QComboBox::activated, this, [this](int index) {
        emit streamChosen(m_stream->itemData(index).toLongLong());
    });
    connect(m_goToPeak, &QPushButton::clicked, this, &SnapshotView::peakRequested);
    connect(m_goToOom, &QPushButton::clicked, this, &SnapshotView::outOfMemoryRequested);
    // Keys of the page (not of the window): typing in a field takes the letters first.
    const auto key = [this](QKeySequence sequence, auto signal) {
        auto* shortcut = new QShortcut(sequence, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, signal);
    };
    key(QKeySequence(Qt::Key_P), &SnapshotView::peakRequested);
    key(QKeySequence(Qt::Key_O), &SnapshotView::outOfMemoryRequested);
    auto* find = new QShortcut(QKeySequence::Find, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(find, &QShortcut::activated, this, [this] {
        m_tabs->setCurrentIndex(0);
        m_find->focusField();
    });
    connect(m_replay, &QPushButton::clicked, this, [this] { emit whatIfRequested(whatIfConfiguration(), whatIfCapacity()); });
    connect(m_conf, &QLineEdit::returnPressed, m_replay, &QPushButton::click);
    retranslateUi();
    fitSidePanel();
}

void SnapshotView::setSummary(const QString& title, const QString& details)
{
    m_title->setText(title);
    m_details->setText(details);
}

void SnapshotView::setDevices(const QList<int>& devices, int current)
{
    m_device->clear();
    for (const int device : devices)
        m_device->addItem(tr("GPU %1").arg(device), device);
    m_device->setCurrentIndex(m_device->findData(current));
    // A device picker only where there is something to pick.
    m_device->setVisible(devices.size() > 1);
    m_deviceLabel->setVisible(devices.size() > 1);
}

void SnapshotView::setEventText(const QString& text)
{
    m_event->setText(text);
}

void SnapshotView::setStep(const QString& place, const QString& text)
{
    m_stepPlace->setText(place);
    m_stepPlace->setVisible(!place.isEmpty());
    m_stepText->setText(text);
    m_stepText->setVisible(!text.isEmpty());
}

void SnapshotView::setStats(const gml::AllocatorStats& stats, double fragmentation)
{
    m_stats->setText(tr("allocated %1 · reserved %2 · active %3\ninactive split %4 · fragmentation %5")
                         .arg(bytes(stats.allocatedBytes.all().current), bytes(stats.reservedBytes.all().current),
                              bytes(stats.activeBytes.all().current), bytes(stats.inactiveSplitBytes.all().current))
                         .arg(fragmentation, 0, 'f', 3));
}

void SnapshotView::setStreams(const QStringList& names, const QList<quint32>& streams)
{
    m_stream->clear();
    m_stream->addItem(tr("all"), qint64{-1});
    for (qsizetype i = 0; i < names.size() && i < streams.size(); ++i)
        m_stream->addItem(names[i], qint64{streams[i]});
    // A filter only where there is something to filter.
    m_stream->setVisible(streams.size() > 1);
    m_streamLabel->setVisible(streams.size() > 1);
}

void SnapshotView::revealStack()
{
    m_sideScroll->ensureWidgetVisible(m_stack->list(), 0, 0);
}

void SnapshotView::setGoTo(bool peak, bool outOfMemory)
{
    m_goToPeak->setVisible(peak);
    m_goToOom->setVisible(outOfMemory);
}

void SnapshotView::setComparison(const QStringList& rows, const QStringList& recorded, const QStringList& whatIf)
{
    QString html = QStringLiteral("<table cellspacing='4'><tr><th></th><th>%1</th><th>%2</th></tr>")
                       .arg(tr("recorded").toHtmlEscaped(), tr("what if").toHtmlEscaped());
    for (qsizetype i = 0; i < rows.size(); ++i)
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'><b>%3</b></td></tr>")
                    .arg(rows[i].toHtmlEscaped(), recorded.value(i).toHtmlEscaped(), whatIf.value(i).toHtmlEscaped());
    m_comparison->setText(html + QStringLiteral("</table>"));
    if (m_comparison->isVisible()) // laid out: its width is the one it keeps (else its first resize says)
        holdComparisonHeight();
    fitSidePanel();
}

bool SnapshotView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_comparison && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        holdComparisonHeight();
    return QWidget::eventFilter(watched, event);
}

void SnapshotView::holdComparisonHeight()
{
    const int needed = m_comparison->text().isEmpty() ? 0 : m_comparison->heightForWidth(m_comparison->width());
    if (needed != m_comparison->minimumHeight())
        m_comparison->setMinimumHeight(needed);
}

void SnapshotView::fitSidePanel()
{
    const int scrollBar = m_sideScroll->verticalScrollBar()->sizeHint().width();
    m_sideScroll->setMinimumWidth(std::max(360, m_side->minimumSizeHint().width() + scrollBar));
}

void SnapshotView::setWhatIfMessage(const QString& text, bool isError)
{
    m_whatIfMessage->setText(text);
    m_whatIfMessage->setError(isError);
}

QString SnapshotView::whatIfConfiguration() const
{
    return m_conf->text().trimmed();
}

std::uint64_t SnapshotView::whatIfCapacity() const
{
    return static_cast<std::uint64_t>(std::llround(m_capacity->value() * kGiB));
}

void SnapshotView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        fitSidePanel();
}

void SnapshotView::retranslateUi()
{
    m_deviceLabel->setText(tr("&Device:"));
    m_tabs->setTabText(0, tr("Memory &map and replay"));
    m_tabs->setTabText(1, tr("Memory by &category"));
    m_eventTitle->setText(tr("What the allocator did"));
    m_tabs->setTabText(2, tr("Lar&gest allocations"));
    m_tabs->setTabText(3, tr("&Out of memory"));
    for (int i = 0; i < 3; ++i)
        m_tabs->setTabToolTip(i, QString(m_tabs->tabText(i)).remove(QLatin1Char('&')));
    m_tabs->setTabToolTip(3, tr("Why it ran out of memory, the allocator settings as recorded, the CUDA graph pools and "
                                "the streams"));
    m_streamLabel->setText(tr("S&tream:"));
    if (m_stream->count() > 0)
        m_stream->setItemText(0, tr("all"));
    m_goToPeak->setText(tr("Peak (P)"));
    m_goToPeak->setToolTip(tr("Go to where allocated memory peaked"));
    m_goToOom->setText(tr("Out of memory (O)"));
    m_goToOom->setToolTip(tr("Go to the next out-of-memory error"));
    m_whatIfTitle->setText(tr("What if: replay under other settings"));
    m_whatIfBox->setAccessibleName(m_whatIfTitle->text());
    m_capacityLabel->setText(tr("GPU memory"));
    // Named outright: a field in a group box was named by the box's title, which is now a label of its own.
    m_capacity->setAccessibleName(m_capacityLabel->text());
    m_conf->setAccessibleName(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"));
    m_capacity->setSpecialValueText(tr("as recorded"));
    m_replay->setText(tr("&Replay"));
}
