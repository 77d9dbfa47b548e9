#include "CheckpointSidePanel.h"

#include "CheckpointHandPlacement.h"
#include "CheckpointRunBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QLabel* wrapping(QWidget* parent, const QString& name)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setObjectName(name);
    return label;
}

} // namespace

CheckpointSidePanel::CheckpointSidePanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("checkpointSidePanel"));
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // text wraps instead
    // Not a Tab stop of its own: the controls inside are, and the area scrolls to show the one with the focus.
    scroll->setFocusPolicy(Qt::NoFocus);
    auto* content = new QWidget(scroll);
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* layout = new QVBoxLayout(content);

    m_chainBox = new QGroupBox(content);
    auto* chain = new QFormLayout(m_chainBox);
    m_kindLabel = new QLabel(m_chainBox);
    m_kind = new QComboBox(m_chainBox);
    m_kind->setObjectName(QStringLiteral("chainKind"));
    m_kind->addItems({QString(), QString(), QString()}); // texts in retranslateUi
    chain->addRow(m_kindLabel, m_kind);
    m_kindLabel->setBuddy(m_kind); // so that its &-mnemonic works
    m_layersLabel = new QLabel(m_chainBox);
    m_layers = new QSpinBox(m_chainBox);
    m_layers->setObjectName(QStringLiteral("layerCount"));
    m_layers->setRange(2, 200);
    chain->addRow(m_layersLabel, m_layers);
    m_layersLabel->setBuddy(m_layers); // so that its &-mnemonic works
    m_expensiveLabel = new QLabel(m_chainBox);
    m_expensive = new QSpinBox(m_chainBox);
    m_expensive->setObjectName(QStringLiteral("expensiveLayer"));
    m_expensive->setRange(0, 200);
    chain->addRow(m_expensiveLabel, m_expensive);
    m_expensiveLabel->setBuddy(m_expensive); // so that its &-mnemonic works
    m_factorLabel = new QLabel(m_chainBox);
    m_factor = new QDoubleSpinBox(m_chainBox);
    m_factor->setObjectName(QStringLiteral("expensiveFactor"));
    m_factor->setRange(1.0, 50.0);
    m_factor->setSingleStep(1.0);
    m_factor->setDecimals(1);
    chain->addRow(m_factorLabel, m_factor);
    m_factorLabel->setBuddy(m_factor); // so that its &-mnemonic works
    layout->addWidget(m_chainBox);

    m_scheduleBox = new QGroupBox(content);
    auto* schedule = new QFormLayout(m_scheduleBox);
    m_scheduleLabel = new QLabel(m_scheduleBox);
    m_schedule = new QComboBox(m_scheduleBox);
    m_schedule->setObjectName(QStringLiteral("scheduleName"));
    schedule->addRow(m_scheduleLabel, m_schedule);
    m_scheduleLabel->setBuddy(m_schedule); // so that its &-mnemonic works
    m_everyLabel = new QLabel(m_scheduleBox);
    m_every = new QSpinBox(m_scheduleBox);
    m_every->setObjectName(QStringLiteral("everyK"));
    m_every->setRange(1, 200);
    schedule->addRow(m_everyLabel, m_every);
    m_everyLabel->setBuddy(m_every); // so that its &-mnemonic works
    m_snapshotsLabel = new QLabel(m_scheduleBox);
    m_snapshots = new QSpinBox(m_scheduleBox);
    m_snapshots->setObjectName(QStringLiteral("snapshots"));
    m_snapshots->setRange(1, 200);
    schedule->addRow(m_snapshotsLabel, m_snapshots);
    m_snapshotsLabel->setBuddy(m_snapshots); // so that its &-mnemonic works
    m_budgetLabel = new QLabel(m_scheduleBox);
    m_budget = new QDoubleSpinBox(m_scheduleBox);
    m_budget->setObjectName(QStringLiteral("budgetFraction"));
    m_budget->setRange(0.0, 1.0);
    m_budget->setSingleStep(0.05);
    m_budget->setDecimals(2);
    schedule->addRow(m_budgetLabel, m_budget);
    m_budgetLabel->setBuddy(m_budget); // so that its &-mnemonic works
    m_summary = wrapping(m_scheduleBox, QStringLiteral("scheduleSummary"));
    schedule->addRow(m_summary);
    layout->addWidget(m_scheduleBox);

    m_narration = wrapping(content, QStringLiteral("checkpointNarration"));
    layout->addWidget(m_narration);
    m_operationTitle = new QLabel(content);
    QFont bold = m_operationTitle->font();
    bold.setBold(true);
    m_operationTitle->setFont(bold);
    layout->addWidget(m_operationTitle);
    m_operation = wrapping(content, QStringLiteral("operationReason"));
    m_operation->setFrameShape(QFrame::StyledPanel);
    m_operation->setMargin(6);
    layout->addWidget(m_operation);
    m_message = wrapping(content, QStringLiteral("checkpointMessage"));
    layout->addWidget(m_message);

    m_handBox = new QGroupBox(content);
    m_hand = new CheckpointHandPlacement(m_handBox);
    (new QVBoxLayout(m_handBox))->addWidget(m_hand);
    layout->addWidget(m_handBox);
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
    connect(m_kind, &QComboBox::currentIndexChanged, this, changed);
    connect(m_layers, &QSpinBox::valueChanged, this, changed);
    connect(m_expensive, &QSpinBox::valueChanged, this, changed);
    connect(m_factor, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_schedule, &QComboBox::currentIndexChanged, this, changed);
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
}

CheckpointSettings CheckpointSidePanel::settings() const
{
    CheckpointSettings s;
    s.chain = static_cast<CheckpointSettings::Chain>(m_kind->currentIndex());
    s.layers = static_cast<std::uint32_t>(m_layers->value());
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
        g(m_snapshots), h(m_budget);
    m_kind->setCurrentIndex(static_cast<int>(s.chain));
    m_layers->setValue(static_cast<int>(s.layers));
    m_expensive->setValue(static_cast<int>(s.expensiveLayer));
    m_factor->setValue(s.factor);
    if (const int index = m_schedule->findText(s.schedule); index >= 0)
        m_schedule->setCurrentIndex(index);
    m_every->setValue(static_cast<int>(s.every));
    m_snapshots->setValue(static_cast<int>(s.snapshots));
    m_budget->setValue(s.budgetFraction);
    updateEnabled();
}

void CheckpointSidePanel::updateEnabled()
{
    // Only the knobs the chosen schedule reads are live, so the learner sees which ones matter.
    const QString name = m_schedule->currentText();
    m_every->setEnabled(name == QLatin1String("every-k"));
    m_snapshots->setEnabled(name == QLatin1String("revolve"));
    m_budget->setEnabled(name == QLatin1String("budget") || name == QLatin1String("chen-greedy"));
    m_expensive->setMaximum(m_layers->value());
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
    m_narration->setText(text);
    m_narration->setVisible(!text.isEmpty());
}

void CheckpointSidePanel::setOperation(const QString& text)
{
    m_operation->setText(text);
}

void CheckpointSidePanel::setMessage(const QString& text, bool isError)
{
    m_message->setText(text);
    QPalette palette = m_message->palette();
    palette.setColor(QPalette::WindowText, isError ? QColor(0xD5, 0x5E, 0x00) : this->palette().color(QPalette::WindowText));
    m_message->setPalette(palette);
    m_message->setVisible(!text.isEmpty());
}

void CheckpointSidePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void CheckpointSidePanel::retranslateUi()
{
    m_chainBox->setTitle(tr("The chain of layers"));
    m_kindLabel->setText(tr("&Layers like:"));
    m_kind->setItemText(0, tr("uniform (64 MiB, 1 ms forward, 2 ms backward each)"));
    m_kind->setItemText(1, tr("22B transformer layers (Korthikanti et al.)"));
    m_kind->setItemText(2, tr("the MLP the training step runs"));
    m_layersLabel->setText(tr("&Number of layers:"));
    m_expensiveLabel->setText(tr("&Expensive layer:"));
    m_expensive->setSpecialValueText(tr("none"));
    m_factorLabel->setText(tr("Its cost &factor:"));
    m_factor->setToolTip(tr("The expensive layer's forward and backward take this many times as long as the others'."));
    m_scheduleBox->setTitle(tr("The schedule"));
    m_scheduleLabel->setText(tr("&Schedule:"));
    m_everyLabel->setText(tr("Checkpoint every &K layers:"));
    m_snapshotsLabel->setText(tr("Revolve s&napshots:"));
    m_budgetLabel->setText(tr("&Budget (share of store-all):"));
    m_budget->setToolTip(tr("0 recomputes as much as possible; 1 allows store-all's peak."));
    m_operationTitle->setText(tr("The operation at the cursor"));
    m_handBox->setTitle(tr("Place checkpoints by hand"));
    m_runBox->setTitle(tr("Run it for real"));
}
