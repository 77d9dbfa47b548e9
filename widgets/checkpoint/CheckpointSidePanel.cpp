#include "widgets/checkpoint/CheckpointSidePanel.h"

#include "widgets/checkpoint/CheckpointHandPlacement.h"
#include "widgets/checkpoint/CheckpointRunBox.h"
#include "widgets/common/TextFit.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// A form whose rows fold under their labels when the panel is narrow (a long Bengali label, classroom scale),
// rather than pushing the fields past the panel's edge.
QFormLayout* foldingForm(QWidget* box)
{
    auto* form = new QFormLayout(box);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

// One row of a form: a wrapping label (its text set in retranslateUi) as the buddy of `field`, so that the
// label's &-mnemonic reaches the field.
template <typename Field> Field* addRow(QFormLayout* form, QLabel*& label, Field* field, const QString& objectName)
{
    label = new QLabel(form->parentWidget());
    label->setWordWrap(true);
    field->setObjectName(objectName);
    form->addRow(label, field);
    label->setBuddy(field);
    return field;
}

// A combo box sized by a few characters, not by its longest item: the closed box elides, the list shows all.
QComboBox* narrowCombo(QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(10);
    return combo;
}

QSpinBox* spinBox(QWidget* parent, int minimum, int maximum)
{
    auto* spin = new QSpinBox(parent);
    spin->setRange(minimum, maximum);
    return spin;
}

QDoubleSpinBox* doubleSpinBox(QWidget* parent, double minimum, double maximum, double step, int decimals)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setRange(minimum, maximum);
    spin->setSingleStep(step);
    spin->setDecimals(decimals);
    return spin;
}

} // namespace

CheckpointSidePanel::CheckpointSidePanel(QWidget* parent)
    : LessonSidePanel(QStringLiteral("checkpointSidePanel"), parent)
{
    QWidget* content = this->content();
    QVBoxLayout* layout = column();

    // First what the learner reads: the timeline's steps (the forward pass, then each run of backwards),
    // the step's text and what the operation at the cursor did; the settings under them.
    addPosition();
    addStepControls();
    addPrediction();
    setCountsOperations(true);
    addNarration(QStringLiteral("checkpointNarration"));
    addReason(QStringLiteral("operationTitle"), QStringLiteral("operationReason"));

    m_chainBox = new QGroupBox(content);
    QFormLayout* chain = foldingForm(m_chainBox);
    // A chain file first: choosing one sets the knobs under it, which go on from there.
    m_file = addRow(chain, m_fileLabel, narrowCombo(m_chainBox), QStringLiteral("chainFile"));
    m_file->addItem(QString()); // "none", its text in retranslateUi
    TextFit::tooltipFollowsCurrentText(m_file);
    m_fileDescription = wrappingLabel(m_chainBox, QStringLiteral("chainFileDescription"));
    m_fileDescription->setVisible(false);
    chain->addRow(m_fileDescription);
    m_kind = addRow(chain, m_kindLabel, narrowCombo(m_chainBox), QStringLiteral("chainKind"));
    m_kind->addItems({QString(), QString(), QString()}); // texts in retranslateUi
    TextFit::tooltipFollowsCurrentText(m_kind);
    m_layers = addRow(chain, m_layersLabel, spinBox(m_chainBox, 2, 200), QStringLiteral("layerCount"));
    // Sizes in MiB up to 64 GiB: from a small MLP's layers to a long-sequence transformer's.
    m_activation = addRow(chain, m_activationLabel, spinBox(m_chainBox, 1, 65536), QStringLiteral("layerActivation"));
    m_otherLayer = addRow(chain, m_otherLayerLabel, spinBox(m_chainBox, 0, 200), QStringLiteral("otherSizeLayer"));
    m_otherSize = addRow(chain, m_otherSizeLabel, spinBox(m_chainBox, 1, 65536), QStringLiteral("otherSizeActivation"));
    m_expensive = addRow(chain, m_expensiveLabel, spinBox(m_chainBox, 0, 200), QStringLiteral("expensiveLayer"));
    m_factor = addRow(chain, m_factorLabel, doubleSpinBox(m_chainBox, 1.0, 50.0, 1.0, 1), QStringLiteral("expensiveFactor"));
    layout->addWidget(m_chainBox);

    m_scheduleBox = new QGroupBox(content);
    QFormLayout* schedule = foldingForm(m_scheduleBox);
    m_schedule = addRow(schedule, m_scheduleLabel, narrowCombo(m_scheduleBox), QStringLiteral("scheduleName"));
    // A schedule's id ("sqrt", "revolve") is code: what it means is said under it, in the learner's language.
    m_scheduleMeaning = wrappingLabel(m_scheduleBox, QStringLiteral("scheduleMeaning"));
    QFont aside = m_scheduleMeaning->font();
    aside.setItalic(true);
    m_scheduleMeaning->setFont(aside);
    schedule->addRow(m_scheduleMeaning);
    m_every = addRow(schedule, m_everyLabel, spinBox(m_scheduleBox, 1, 200), QStringLiteral("everyK"));
    m_snapshots = addRow(schedule, m_snapshotsLabel, spinBox(m_scheduleBox, 1, 200), QStringLiteral("snapshots"));
    m_budget = addRow(schedule, m_budgetLabel, doubleSpinBox(m_scheduleBox, 0.0, 1.0, 0.05, 2), QStringLiteral("budgetFraction"));
    m_summary = wrappingLabel(m_scheduleBox, QStringLiteral("scheduleSummary"));
    schedule->addRow(m_summary);
    layout->addWidget(m_scheduleBox);

    addMessage(QStringLiteral("checkpointMessage"));

    m_handBox = new QGroupBox(content);
    m_hand = new CheckpointHandPlacement(m_handBox);
    (new QVBoxLayout(m_handBox))->addWidget(m_hand);
    layout->addWidget(m_handBox);
    // What is on screen as a chain file: to send, or for a teacher to turn into an exercise.
    m_save = new QPushButton(content);
    m_save->setObjectName(QStringLiteral("saveChainFile"));
    layout->addWidget(m_save, 0, Qt::AlignLeft);
    m_runBox = new QGroupBox(content);
    m_run = new CheckpointRunBox(m_runBox);
    (new QVBoxLayout(m_runBox))->addWidget(m_run);
    layout->addWidget(m_runBox);
    layout->addStretch(1);

    setSettings(CheckpointSettings());
    const auto changed = [this] {
        updateEnabled();
        emit settingsChanged();
    };
    connect(m_file, &QComboBox::currentIndexChanged, this, [this] { emit chainFileChosen(chainFile()); });
    connect(m_kind, &QComboBox::currentIndexChanged, this, changed);
    connect(m_layers, &QSpinBox::valueChanged, this, changed);
    connect(m_activation, &QSpinBox::valueChanged, this, changed);
    connect(m_otherLayer, &QSpinBox::valueChanged, this, changed);
    connect(m_otherSize, &QSpinBox::valueChanged, this, changed);
    connect(m_save, &QPushButton::clicked, this, &CheckpointSidePanel::saveChainRequested);
    connect(m_expensive, &QSpinBox::valueChanged, this, changed);
    connect(m_factor, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_schedule, &QComboBox::currentIndexChanged, this, changed);
    connect(m_schedule, &QComboBox::currentIndexChanged, this, &CheckpointSidePanel::showScheduleMeaning);
    connect(m_every, &QSpinBox::valueChanged, this, changed);
    connect(m_snapshots, &QSpinBox::valueChanged, this, changed);
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, changed);
    retranslateUi();
}

void CheckpointSidePanel::setScheduleNames(const QStringList& names, const QStringList& summaries)
{
    const QSignalBlocker blocker(m_schedule);
    const QString current = m_schedule->currentText();
    m_schedule->clear();
    // Schedule names are the engine's and the command line's: never translated. The summaries are the
    // engine's English one-liners.
    for (qsizetype i = 0; i < names.size(); ++i) {
        m_schedule->addItem(names[i]);
        m_schedule->setItemData(static_cast<int>(i), summaries.value(i), Qt::ToolTipRole);
    }
    m_schedule->setCurrentIndex(std::max(0, m_schedule->findText(current.isEmpty() ? CheckpointSettings().schedule : current)));
    updateEnabled();
    showScheduleMeaning();
}

void CheckpointSidePanel::setChainFiles(const QStringList& ids, const QStringList& summaries)
{
    const QSignalBlocker blocker(m_file);
    const QString current = chainFile();
    while (m_file->count() > 1)
        m_file->removeItem(1);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        m_file->addItem(ids[i], ids[i]);
        if (!summaries.value(i).isEmpty())
            m_file->setItemData(m_file->count() - 1, summaries.value(i), Qt::ToolTipRole);
    }
    m_file->setCurrentIndex(std::max(0, m_file->findData(current)));
}

void CheckpointSidePanel::setChainFile(const QString& id, const QString& description)
{
    const QSignalBlocker blocker(m_file);
    m_file->setCurrentIndex(id.isEmpty() ? 0 : std::max(0, m_file->findData(id)));
    m_fileDescription->setText(description);
    m_fileDescription->setVisible(!description.isEmpty());
}

QString CheckpointSidePanel::chainFile() const
{
    return m_file->currentData().toString();
}

void CheckpointSidePanel::showScheduleMeaning()
{
    const QString meaning = m_schedule->currentData(Qt::ToolTipRole).toString();
    m_scheduleMeaning->setText(meaning);
    m_scheduleMeaning->setVisible(!meaning.isEmpty());
    // The closed box's tooltip: the id and what it means, as the open list's items have.
    m_schedule->setToolTip(meaning.isEmpty() ? m_schedule->currentText()
                                             : tr("%1: %2").arg(m_schedule->currentText(), meaning));
}

CheckpointSettings CheckpointSidePanel::settings() const
{
    CheckpointSettings s;
    s.chain = static_cast<CheckpointSettings::Chain>(m_kind->currentIndex());
    s.layers = static_cast<std::uint32_t>(m_layers->value());
    s.activationMiB = static_cast<std::uint32_t>(m_activation->value());
    s.otherSizeLayer = static_cast<std::uint32_t>(m_otherLayer->value());
    s.otherSizeMiB = static_cast<std::uint32_t>(m_otherSize->value());
    s.expensiveLayer = static_cast<std::uint32_t>(m_expensive->value());
    s.factor = m_factor->value();
    s.schedule = m_schedule->currentText();
    s.every = static_cast<std::uint32_t>(m_every->value());
    s.snapshots = static_cast<std::uint32_t>(m_snapshots->value());
    s.budgetFraction = m_budget->value();
    return s;
}

void CheckpointSidePanel::setSettings(const CheckpointSettings& s)
{
    const QSignalBlocker a(m_kind), b(m_layers), c(m_expensive), d(m_factor), e(m_schedule), f(m_every),
        g(m_snapshots), h(m_budget), i(m_activation), j(m_otherLayer), k(m_otherSize);
    m_kind->setCurrentIndex(static_cast<int>(s.chain));
    m_layers->setValue(static_cast<int>(s.layers));
    updateEnabled(); // the knobs' maxima follow the layer count: set first, so a value past the old one stays
    m_activation->setValue(static_cast<int>(s.activationMiB));
    m_otherLayer->setValue(static_cast<int>(s.otherSizeLayer));
    m_otherSize->setValue(static_cast<int>(s.otherSizeMiB));
    m_expensive->setValue(static_cast<int>(s.expensiveLayer));
    m_factor->setValue(s.factor);
    if (const int index = m_schedule->findText(s.schedule); index >= 0)
        m_schedule->setCurrentIndex(index);
    m_every->setValue(static_cast<int>(s.every));
    m_snapshots->setValue(static_cast<int>(s.snapshots));
    m_budget->setValue(s.budgetFraction);
    updateEnabled();
    showScheduleMeaning();
}

void CheckpointSidePanel::updateEnabled()
{
    // Only the knobs the chosen schedule reads are live, so the learner sees which ones matter.
    const QString name = m_schedule->currentText();
    m_every->setEnabled(name == QLatin1String("every-k"));
    m_snapshots->setEnabled(name == QLatin1String("revolve"));
    m_budget->setEnabled(name == QLatin1String("budget") || name == QLatin1String("chen-greedy"));
    m_expensive->setMaximum(m_layers->value());
    m_otherLayer->setMaximum(m_layers->value());
    // The sizes are a uniform chain's: a transformer's and the MLP's follow from their shapes.
    const bool uniform = m_kind->currentIndex() == static_cast<int>(CheckpointSettings::Chain::Uniform);
    m_activation->setEnabled(uniform);
    m_otherLayer->setEnabled(uniform);
    m_otherSize->setEnabled(uniform && m_otherLayer->value() > 0);
    m_every->setMaximum(m_layers->value());
    m_snapshots->setMaximum(m_layers->value());
    m_factor->setEnabled(m_expensive->value() > 0);
}

void CheckpointSidePanel::setSummary(const QString& text)
{
    m_summary->setText(text);
}

void CheckpointSidePanel::setNarration(const QString& text)
{
    setNarrationText(text);
    announceNarration();
}

void CheckpointSidePanel::setOperation(const QString& text)
{
    setReason(text);
    announceNarration();
}

void CheckpointSidePanel::retranslateUi()
{
    m_chainBox->setTitle(tr("The chain of layers"));
    m_fileLabel->setText(tr("Chain f&ile:"));
    m_file->setItemText(0, tr("none: the settings below make the chain"));
    m_kindLabel->setText(tr("La&yers like:"));
    m_kind->setItemText(0, tr("uniform (the size below, 1 ms forward, 2 ms backward each)"));
    m_kind->setItemText(1, tr("22B transformer layers (Korthikanti et al.)"));
    m_kind->setItemText(2, tr("the MLP the training step runs"));
    m_layersLabel->setText(tr("N&umber of layers:"));
    m_activationLabel->setText(tr("Each layer's &activation (MiB):"));
    m_otherLayerLabel->setText(tr("A layer of another si&ze:"));
    m_otherLayer->setSpecialValueText(tr("none"));
    m_otherSizeLabel->setText(tr("Its activation (&MiB):"));
    m_otherSize->setToolTip(tr("What that layer keeps for its backward, its input included; a checkpoint on it keeps as much."));
    m_expensiveLabel->setText(tr("&Expensive layer:"));
    m_expensive->setSpecialValueText(tr("none"));
    m_factorLabel->setText(tr("I&ts cost factor:"));
    m_factor->setToolTip(tr("The expensive layer's forward and backward take this many times as long as the others'."));
    m_scheduleBox->setTitle(tr("The schedule"));
    m_scheduleLabel->setText(tr("Sche&dule:"));
    m_everyLabel->setText(tr("Checkpoint every &K layers:"));
    m_snapshotsLabel->setText(tr("Rev&olve snapshots:"));
    m_budgetLabel->setText(tr("&Budget (share of store-all):"));
    m_budget->setToolTip(tr("0 recomputes as much as possible; 1 allows store-all's peak."));
    setReasonTitle(tr("The operation at the cursor"));
    m_handBox->setTitle(tr("Place checkpoints by hand"));
    m_runBox->setTitle(tr("Run it for real"));
    m_save->setText(tr("Save as a s&cenario file…"));
    m_save->setToolTip(tr("Write the chain and the schedule on screen, checkpoints placed by hand included, to a chain "
                          "file: to send, to run in gpu-memory-lab-cli checkpoint --chain, or to add to a content "
                          "folder's scenarios/checkpoint/ as an exercise."));
    LessonSidePanel::retranslateUi(); // the shared parts, and the heading's new language to the captions
}
