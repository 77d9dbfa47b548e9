#include "widgets/run/RunView.h"

#include "widgets/common/ErrorMessageLabel.h"
#include "widgets/common/ScrollColumn.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace {

QLabel* wrappingLabel(const QString& name, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

RunView::RunView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("runView"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);

    m_title = wrappingLabel(QStringLiteral("runTitle"), content);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);

    m_progressRow = new QWidget(content);
    auto* progressLayout = new QHBoxLayout(m_progressRow);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    m_progress = new QProgressBar(m_progressRow);
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progressText = wrappingLabel(QStringLiteral("runProgressText"), m_progressRow);
    m_cancel = new QPushButton(m_progressRow);
    m_cancel->setObjectName(QStringLiteral("runCancel"));
    progressLayout->addWidget(m_progressText, 3);
    progressLayout->addWidget(m_progress, 2);
    progressLayout->addWidget(m_cancel);
    m_progressRow->hide();
    layout->addWidget(m_progressRow);
    connect(m_cancel, &QPushButton::clicked, this, &RunView::cancelRequested);

    auto* choices = new QFormLayout;
    choices->setRowWrapPolicy(QFormLayout::WrapLongRows);
    choices->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_step = new QComboBox(content);
    m_step->setObjectName(QStringLiteral("runStep"));
    m_step->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_stepLabel = new QLabel(content);
    m_stepLabel->setBuddy(m_step);
    m_axis = new QComboBox(content);
    m_axis->setObjectName(QStringLiteral("runAxis"));
    m_axis->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_axisLabel = new QLabel(content);
    m_axisLabel->setBuddy(m_axis);
    choices->addRow(m_stepLabel, m_step);
    choices->addRow(m_axisLabel, m_axis);
    layout->addLayout(choices);
    connect(m_step, &QComboBox::currentIndexChanged, this, &RunView::stepChosen);
    connect(m_axis, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto axis = index == 1 ? RunLanesView::Axis::Position : RunLanesView::Axis::Time;
        m_lanes->setAxis(axis);
        emit axisChosen(axis);
    });

    m_imbalance = wrappingLabel(QStringLiteral("runImbalance"), content);
    layout->addWidget(m_imbalance);
    m_follow = wrappingLabel(QStringLiteral("runFollowStatus"), content);
    layout->addWidget(m_follow);
    m_failures = new ErrorMessageLabel(content);
    m_failures->setObjectName(QStringLiteral("runFailures"));
    m_failures->setWordWrap(true);
    m_failures->hide();
    layout->addWidget(m_failures);
    m_lanes = new RunLanesView(content);
    layout->addWidget(m_lanes, 1);

    outer->addWidget(ScrollColumn::around(content, ScrollColumn::Fit::Least));
    retranslateUi();
}

void RunView::retranslateUi()
{
    m_cancel->setText(tr("Cancel"));
    m_stepLabel->setText(tr("&Step:"));
    m_axisLabel->setText(tr("&Axis:"));
    const QSignalBlocker blocker(m_axis);
    const int axis = std::max(0, m_axis->currentIndex());
    m_axis->clear();
    m_axis->addItem(tr("Time since each file's first event"));
    m_axis->addItem(tr("Position in the step"));
    m_axis->setCurrentIndex(axis);
    m_lanes->setAccessibleName(tr("Memory of each rank in the chosen step"));
}

void RunView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void RunView::setTitle(const QString& title)
{
    m_title->setText(title);
}

void RunView::setProgress(double fraction, const QString& text)
{
    m_progressRow->setVisible(!text.isEmpty());
    m_progressText->setText(text);
    m_progress->setValue(static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000));
}

void RunView::setSteps(const QStringList& steps, int current, int newest)
{
    const QSignalBlocker blocker(m_step);
    m_step->clear();
    for (int i = 0; i < steps.size(); ++i) {
        m_step->addItem(steps[i]);
        if (i == newest) {
            QFont bold = m_step->font();
            bold.setBold(true);
            m_step->setItemData(i, bold, Qt::FontRole);
        }
    }
    m_step->setCurrentIndex(current);
    m_step->setEnabled(!steps.isEmpty());
}

int RunView::currentStep() const
{
    return m_step->currentIndex();
}

void RunView::setImbalance(const QString& text)
{
    m_imbalance->setText(text);
    m_imbalance->setVisible(!text.isEmpty());
}

void RunView::setFollowStatus(const QString& text)
{
    m_follow->setText(text);
    m_follow->setVisible(!text.isEmpty());
}

void RunView::setFailures(const QString& text)
{
    m_failures->setText(text);
    m_failures->setVisible(!text.isEmpty());
}
