#include "widgets/kvcache/KvSidePanel.h"

#include "widgets/common/TextFit.h"
#include "widgets/kvcache/KvSandboxBox.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

KvSidePanel::KvSidePanel(QWidget* parent) : LessonSidePanel(QStringLiteral("kvSidePanel"), parent)
{
    QWidget* content = this->content();
    QVBoxLayout* layout = column();

    auto* pickRow = new QHBoxLayout;
    m_walkthroughLabel = new QLabel(content);
    m_walkthrough = new QComboBox(content);
    m_walkthrough->setObjectName(QStringLiteral("walkthrough"));
    m_walkthrough->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_walkthrough->setMinimumContentsLength(14);
    TextFit::tooltipFollowsCurrentText(m_walkthrough);
    m_walkthroughLabel->setBuddy(m_walkthrough);
    pickRow->addWidget(m_walkthroughLabel);
    pickRow->addWidget(m_walkthrough, 1);
    layout->addLayout(pickRow);
    m_summary = wrappingLabel(content, QStringLiteral("walkthroughSummary"));
    m_summary->setStyleSheet(QStringLiteral("font-style: italic;"));
    layout->addWidget(m_summary);

    addPosition();
    addStepControls();
    addPrediction();
    addNarration(QStringLiteral("narration"));
    addReason(QStringLiteral("reasonTitle"), QStringLiteral("eventReason"));
    m_counts = wrappingLabel(content, QStringLiteral("cacheCounts"));
    layout->addWidget(m_counts);
    m_sandbox = new KvSandboxBox(content);
    layout->addWidget(m_sandbox);
    addMessage(QStringLiteral("kvMessage"));
    layout->addStretch(1);

    connect(m_walkthrough, &QComboBox::activated, this,
            [this](int index) { emit walkthroughChosen(m_walkthrough->itemData(index).toString()); });
    retranslateUi();
}

void KvSidePanel::setWalkthroughs(const QList<QPair<QString, QString>>& idsAndTitles)
{
    m_walkthrough->clear();
    for (const auto& [id, title] : idsAndTitles)
        m_walkthrough->addItem(title, id);
}

void KvSidePanel::setCurrentWalkthrough(const QString& id)
{
    m_walkthrough->setCurrentIndex(m_walkthrough->findData(id));
}

QString KvSidePanel::currentWalkthrough() const
{
    return m_walkthrough->currentData().toString();
}

void KvSidePanel::setSummary(const QString& summary)
{
    m_summary->setText(summary);
}

void KvSidePanel::setScene(const QString& scene)
{
    m_scene = scene;
    setPositionToolTip(m_scene.isEmpty() ? QString() : tr("Scene: %1").arg(m_scene));
}

void KvSidePanel::setEventReason(const QString& reason)
{
    setReason(reason);
    announceNarration();
}

void KvSidePanel::setCounts(int freeBlocks, int blocks, int liveSequences)
{
    m_free = freeBlocks;
    m_blocks = blocks;
    m_live = liveSequences;
    retranslateUi();
}

void KvSidePanel::retranslateUi()
{
    m_walkthroughLabel->setText(tr("&Walkthrough:"));
    setPositionToolTip(m_scene.isEmpty() ? QString() : tr("Scene: %1").arg(m_scene));
    setReasonTitle(tr("What the cache did"));
    m_counts->setText(m_blocks > 0 ? tr("Free blocks: %1 of %2. Sequences running or waiting: %3.")
                                         .arg(m_free)
                                         .arg(m_blocks)
                                         .arg(m_live)
                                   : QString());
    LessonSidePanel::retranslateUi();
}
