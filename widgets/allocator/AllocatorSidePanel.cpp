#include "widgets/allocator/AllocatorSidePanel.h"

#include "app/content/common/NumberText.h"
#include "widgets/common/TextFit.h"

#include "widgets/common/ByteSizeText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QFontDatabase>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

constexpr int kStatCount = 10;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString bytes(std::int64_t value)
{
    return NumberText::bytes(static_cast<std::uint64_t>(std::max<std::int64_t>(value, 0)));
}

// A PyTorch name shown as it is written (not translated), in a smaller, muted monospace line.
QLabel* codeName(QWidget* parent, const QString& name)
{
    auto* label = new QLabel(name, parent);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(parent->font().pointSizeF() * 0.9);
    label->setFont(mono);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setWordWrap(true);
    return label;
}

} // namespace

AllocatorSidePanel::AllocatorSidePanel(QWidget* parent) : LessonSidePanel(QStringLiteral("allocatorSidePanel"), parent)
{
    QWidget* content = this->content();
    QVBoxLayout* layout = column();

    // Label above the list, buttons stacked, long form rows wrapped: the panel keeps its width when
    // presentation mode doubles the text, so nothing in it may insist on a wide row.
    auto* scenarioRow = new QVBoxLayout;
    m_scenarioLabel = new QLabel(content);
    m_scenario = new QComboBox(content);
    m_scenario->setObjectName(QStringLiteral("scenario"));
    m_scenario->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    TextFit::tooltipFollowsCurrentText(m_scenario);
    m_scenario->setMinimumContentsLength(12);
    m_scenarioLabel->setBuddy(m_scenario);
    scenarioRow->addWidget(m_scenarioLabel);
    scenarioRow->addWidget(m_scenario);
    layout->addLayout(scenarioRow);

    addPosition();
    addStepControls();
    addPrediction();
    addNarration(QStringLiteral("narration"));
    addReason(QStringLiteral("reasonTitle"), QStringLiteral("eventReason"));

    // Group titles do not wrap and set the panel's least width, so the code names they refer to go on a
    // line of their own inside (presentation mode doubles the text; the panel keeps its width).
    m_statsBox = new QGroupBox(content);
    auto* stats = new QGridLayout(m_statsBox);
    stats->addWidget(codeName(m_statsBox, QStringLiteral("torch.cuda.memory_stats()")), kStatCount, 0, 1, 2);
    for (int i = 0; i < kStatCount; ++i) {
        auto* name = new QLabel(m_statsBox);
        name->setObjectName(QStringLiteral("statName%1").arg(i));
        name->setWordWrap(true);
        auto* value = new QLabel(m_statsBox);
        value->setObjectName(QStringLiteral("stat%1").arg(i));
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setWordWrap(true); // "100 MiB" may break at its space rather than widen the panel
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        stats->addWidget(name, i, 0);
        stats->addWidget(value, i, 1);
        m_statNames.append(name);
        m_statValues.append(value);
    }
    layout->addWidget(m_statsBox);

    m_configBox = new QGroupBox(content);
    auto* config = new QFormLayout(m_configBox);
    config->setRowWrapPolicy(QFormLayout::WrapLongRows);
    config->addRow(codeName(m_configBox, QStringLiteral("PYTORCH_CUDA_ALLOC_CONF")));
    m_expandable = new QCheckBox(QStringLiteral("expandable_segments"), m_configBox);
    m_expandable->setObjectName(QStringLiteral("expandableSegments"));
    config->addRow(m_expandable);
    m_maxSplitLabel = new QLabel(QStringLiteral("max_split_size_mb"), m_configBox);
    m_maxSplit = new QSpinBox(m_configBox);
    m_maxSplit->setObjectName(QStringLiteral("maxSplitSize"));
    m_maxSplit->setRange(0, 1 << 20);
    config->addRow(m_maxSplitLabel, m_maxSplit);
    m_gcLabel = new QLabel(QStringLiteral("garbage_collection_threshold"), m_configBox);
    m_gcThreshold = new QDoubleSpinBox(m_configBox);
    m_gcThreshold->setRange(0.0, 0.99);
    m_gcThreshold->setSingleStep(0.05);
    config->addRow(m_gcLabel, m_gcThreshold);
    m_roundupLabel = new QLabel(QStringLiteral("roundup_power2_divisions"), m_configBox);
    m_roundup = new QLineEdit(m_configBox);
    m_roundup->setObjectName(QStringLiteral("roundupDivisions"));
    m_roundup->setPlaceholderText(QStringLiteral("4, [256:1,>:8]"));
    config->addRow(m_roundupLabel, m_roundup);
    m_capacityLabel = new QLabel(m_configBox);
    m_capacity = new QDoubleSpinBox(m_configBox);
    m_capacity->setObjectName(QStringLiteral("capacity"));
    m_capacity->setRange(0.25, 1024.0);
    m_capacity->setDecimals(2);
    m_capacity->setSuffix(QStringLiteral(" GiB"));
    config->addRow(m_capacityLabel, m_capacity);
    auto* runRow = new QVBoxLayout;
    m_run = new QPushButton(m_configBox);
    m_run->setObjectName(QStringLiteral("runScenario"));
    m_compare = new QPushButton(m_configBox);
    m_compare->setObjectName(QStringLiteral("compare"));
    runRow->addWidget(m_run);
    runRow->addWidget(m_compare);
    config->addRow(runRow);
    layout->addWidget(m_configBox);

    m_manualBox = new QGroupBox(content);
    auto* manual = new QGridLayout(m_manualBox);
    m_sizeLabel = new QLabel(m_manualBox);
    m_size = new QLineEdit(QStringLiteral("25 MiB"), m_manualBox);
    m_size->setObjectName(QStringLiteral("allocationSize"));
    m_sizeLabel->setBuddy(m_size);
    m_streamLabel = new QLabel(m_manualBox);
    m_stream = new QSpinBox(m_manualBox);
    m_stream->setRange(0, 7);
    m_streamLabel->setBuddy(m_stream);
    m_allocate = new QPushButton(m_manualBox);
    m_allocate->setObjectName(QStringLiteral("allocate"));
    m_free = new QPushButton(m_manualBox);
    m_free->setObjectName(QStringLiteral("freeSelected"));
    m_emptyCache = new QPushButton(QStringLiteral("empty_cache()"), m_manualBox);
    m_emptyCache->setObjectName(QStringLiteral("emptyCache"));
    manual->addWidget(m_sizeLabel, 0, 0);
    manual->addWidget(m_size, 0, 1);
    manual->addWidget(m_streamLabel, 1, 0);
    manual->addWidget(m_stream, 1, 1);
    manual->addWidget(m_allocate, 2, 0, 1, 2);
    manual->addWidget(m_free, 3, 0);
    manual->addWidget(m_emptyCache, 3, 1);
    // The sandbox: a line of the PyTorch the learner knows, run on the same allocator with the scenario's
    // tensor names. The example is code, the same in every language.
    m_lineLabel = new QLabel(m_manualBox);
    m_line = new QLineEdit(m_manualBox);
    m_line->setObjectName(QStringLiteral("pytorchLine"));
    m_line->setPlaceholderText(QStringLiteral("x = torch.empty(100 * 2**20, dtype=torch.uint8, device=\"cuda\")"));
    m_lineLabel->setBuddy(m_line);
    m_runLine = new QPushButton(m_manualBox);
    m_runLine->setObjectName(QStringLiteral("runLine"));
    m_undo = new QPushButton(m_manualBox);
    m_undo->setObjectName(QStringLiteral("undoByHand"));
    manual->addWidget(m_lineLabel, 4, 0, 1, 2);
    manual->addWidget(m_line, 5, 0, 1, 2);
    manual->addWidget(m_runLine, 6, 0);
    manual->addWidget(m_undo, 6, 1);
    m_saveScript = new QPushButton(m_manualBox);
    m_saveScript->setObjectName(QStringLiteral("saveSandbox"));
    manual->addWidget(m_saveScript, 7, 0, 1, 2);
    layout->addWidget(m_manualBox);

    addMessage(QStringLiteral("allocatorMessage"));
    layout->addStretch(1);

    connect(m_scenario, &QComboBox::activated, this,
            [this](int index) { emit scenarioChosen(m_scenario->itemData(index).toString()); });
    connect(m_run, &QPushButton::clicked, this, [this] { emit runRequested(configurationText(), capacityBytes()); });
    connect(m_compare, &QPushButton::clicked, this, &AllocatorSidePanel::compareRequested);
    connect(m_allocate, &QPushButton::clicked, this, &AllocatorSidePanel::requestAllocation);
    connect(m_size, &QLineEdit::returnPressed, this, &AllocatorSidePanel::requestAllocation);
    connect(m_free, &QPushButton::clicked, this, &AllocatorSidePanel::freeSelectedRequested);
    connect(m_emptyCache, &QPushButton::clicked, this, &AllocatorSidePanel::emptyCacheRequested);
    const auto runLine = [this] {
        if (!m_line->text().trimmed().isEmpty())
            emit lineEntered(m_line->text());
    };
    connect(m_line, &QLineEdit::returnPressed, this, runLine);
    connect(m_runLine, &QPushButton::clicked, this, runLine);
    connect(m_undo, &QPushButton::clicked, this, &AllocatorSidePanel::undoRequested);
    connect(m_saveScript, &QPushButton::clicked, this, &AllocatorSidePanel::saveScriptRequested);
    setCanFree(false);
    setCanUndo(false);
    retranslateUi();
}

void AllocatorSidePanel::setCanUndo(bool canUndo)
{
    m_undo->setEnabled(canUndo);
}

void AllocatorSidePanel::lineDone()
{
    m_line->clear();
}

void AllocatorSidePanel::requestAllocation()
{
    const auto size = parseByteSize(m_size->text());
    if (!size || *size == 0) {
        setMessage(tr("'%1' is not a size: write it like 25 MiB, 1.5 GiB or 4096.").arg(m_size->text()), true);
        return;
    }
    emit allocateRequested(*size, static_cast<quint32>(m_stream->value()));
}

void AllocatorSidePanel::setScenarios(const QList<QPair<QString, QString>>& idsAndTitles)
{
    m_scenario->clear();
    for (const auto& [id, title] : idsAndTitles)
        m_scenario->addItem(title, id);
}

void AllocatorSidePanel::setCurrentScenario(const QString& id)
{
    m_scenario->setCurrentIndex(m_scenario->findData(id));
}

QString AllocatorSidePanel::currentScenario() const
{
    return m_scenario->currentData().toString();
}

void AllocatorSidePanel::setEventReason(const QString& reason)
{
    setReason(reason);
    announceNarration();
}

void AllocatorSidePanel::setStats(const gml::AllocatorStats& stats, double fragmentation)
{
    const QStringList values{
        bytes(stats.allocatedBytes.all().current),
        bytes(stats.reservedBytes.all().current),
        bytes(stats.activeBytes.all().current),
        bytes(stats.inactiveSplitBytes.all().current),
        bytes(stats.requestedBytes.all().current),
        bytes(stats.reservedBytes.all().peak),
        QString::number(fragmentation, 'f', 3),
        QString::number(stats.numOoms),
        QString::number(stats.numAllocRetries),
        QStringLiteral("%1 / %2").arg(stats.numDeviceAlloc).arg(stats.numDeviceFree),
    };
    for (int i = 0; i < kStatCount; ++i)
        m_statValues[i]->setText(values[i]);
}

void AllocatorSidePanel::setConfiguration(const QString& conf, std::uint64_t capacity)
{
    m_expandable->setChecked(false);
    m_maxSplit->setValue(0);
    m_gcThreshold->setValue(0.0);
    m_roundup->clear();
    // Split at commas outside brackets: roundup_power2_divisions's list form has commas of its own.
    static const QRegularExpression setting(QStringLiteral("([a-z_0-9]+)\\s*:\\s*(\\[[^\\]]*\\]|[^,]*)"));
    for (const auto& match : setting.globalMatch(conf)) {
        const QString key = match.captured(1);
        const QString value = match.captured(2).trimmed();
        if (key == QLatin1String("expandable_segments"))
            m_expandable->setChecked(value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0);
        else if (key == QLatin1String("max_split_size_mb"))
            m_maxSplit->setValue(value.toInt());
        else if (key == QLatin1String("garbage_collection_threshold"))
            m_gcThreshold->setValue(value.toDouble());
        else if (key == QLatin1String("roundup_power2_divisions"))
            m_roundup->setText(value);
    }
    m_capacity->setValue(static_cast<double>(capacity) / kGiB);
}

QString AllocatorSidePanel::configurationText() const
{
    QStringList parts;
    if (m_expandable->isChecked())
        parts.append(QStringLiteral("expandable_segments:True"));
    if (m_maxSplit->value() > 0)
        parts.append(QStringLiteral("max_split_size_mb:%1").arg(m_maxSplit->value()));
    if (m_gcThreshold->value() > 0.0)
        parts.append(QStringLiteral("garbage_collection_threshold:%1").arg(m_gcThreshold->value()));
    if (!m_roundup->text().trimmed().isEmpty())
        parts.append(QStringLiteral("roundup_power2_divisions:%1").arg(m_roundup->text().trimmed()));
    return parts.join(QLatin1Char(','));
}

std::uint64_t AllocatorSidePanel::capacityBytes() const
{
    return static_cast<std::uint64_t>(std::llround(m_capacity->value() * kGiB));
}

void AllocatorSidePanel::setCanFree(bool canFree)
{
    m_free->setEnabled(canFree);
}

void AllocatorSidePanel::retranslateUi()
{
    m_scenarioLabel->setText(tr("S&cenario:"));
    setReasonTitle(tr("What the allocator did"));
    m_statsBox->setTitle(tr("Statistics"));
    // PyTorch's statistic names are code and stay as they are in every language.
    const QStringList names{QStringLiteral("allocated_bytes"), QStringLiteral("reserved_bytes"),
                            QStringLiteral("active_bytes"),    QStringLiteral("inactive_split_bytes"),
                            QStringLiteral("requested_bytes"), tr("peak of reserved_bytes"),
                            tr("fragmentation"),               QStringLiteral("num_ooms"),
                            QStringLiteral("num_alloc_retries"), tr("device allocations / frees")};
    // What each measures, in the learner's language: the names are PyTorch's and explain nothing by themselves.
    const QStringList meanings{
        tr("Bytes held by live tensors now, each counted at its rounded block size."),
        tr("Bytes the allocator holds from the device in segments, in use or cached."),
        tr("Bytes in blocks in use, including freed blocks still waiting for their stream's work to finish."),
        tr("Bytes in free blocks cut from a segment that still has blocks in use: cached, but only for requests "
           "that fit in those pieces."),
        tr("Bytes the tensors asked for, before the allocator rounded each request up."),
        tr("The most bytes the allocator has held from the device at once since the run began."),
        tr("How scattered the cached free memory is: 1 minus the largest free block over all free cached bytes "
           "(0: one piece)."),
        tr("How many requests failed with out of memory even after the cache was released and the request "
           "retried."),
        tr("How many times the device had no room for a new segment, so the allocator released its cached "
           "blocks and tried again."),
        tr("How many segments the allocator has asked the device for (cudaMalloc) and given back (cudaFree)."),
    };
    for (int i = 0; i < kStatCount; ++i) {
        m_statNames[i]->setText(names[i]);
        m_statNames[i]->setToolTip(meanings[i]);
        m_statValues[i]->setToolTip(meanings[i]);
    }
    m_configBox->setTitle(tr("Allocator settings"));
    m_maxSplit->setSpecialValueText(tr("unlimited"));
    m_gcThreshold->setSpecialValueText(tr("off"));
    m_capacityLabel->setText(tr("GPU memory"));
    m_run->setText(tr("Run again with these settings"));
    m_compare->setText(tr("Compare with defaults…"));
    m_manualBox->setTitle(tr("Go on by hand"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_streamLabel->setText(tr("S&tream:"));
    m_allocate->setText(tr("&Allocate"));
    m_free->setText(tr("F&ree selected"));
    m_free->setToolTip(tr("Free the tensor whose block is selected in the memory map"));
    m_lineLabel->setText(tr("Or type a line of P&yTorch:"));
    m_line->setAccessibleName(tr("A line of PyTorch to run"));
    m_line->setToolTip(tr("For example x = torch.empty(300 * 2**20, dtype=torch.uint8, device=\"cuda\"), del x, "
                          "torch.cuda.empty_cache(). Press Enter to run it."));
    m_runLine->setText(tr("Run line"));
    m_undo->setText(tr("&Undo"));
    m_undo->setToolTip(tr("Take back the last thing done by hand: the scenario runs again and the rest is done again"));
    m_saveScript->setText(tr("Sav&e as a scenario file…"));
    m_saveScript->setToolTip(tr("Write the scenario and what you did by hand to a file that runs to this state: to send, "
                                "or to narrate as an exercise"));
    LessonSidePanel::retranslateUi(); // the shared parts, and the heading's new language to the captions
}
