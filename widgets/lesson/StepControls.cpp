#include "widgets/lesson/StepControls.h"

#include "widgets/common/TextFit.h"

#include <QComboBox>
#include <QEvent>
#include <QBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>


StepControls::StepControls(Arrangement arrangement, QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("stepControls"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The buttons on a row of their own, the list under them: side by side they made the panel wider than
    // its column in Swahili and Bengali.
    auto* buttons = new QBoxLayout(arrangement == Arrangement::Row ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_previous = new QPushButton(this);
    m_previous->setObjectName(QStringLiteral("previousStep"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("nextStep"));
    buttons->addWidget(m_previous);
    buttons->addWidget(m_next);
    if (arrangement == Arrangement::Row)
        buttons->addStretch(1);
    else
        for (QPushButton* button : {m_previous, m_next})
            buttons->setAlignment(button, Qt::AlignLeft);
    layout->addLayout(buttons);
    m_list = new QComboBox(this);
    m_list->setObjectName(QStringLiteral("stepList"));
    // Sized by a few characters, not by its longest step: the closed list elides, the open one shows all.
    m_list->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_list->setMinimumContentsLength(12);
    m_list->setFocusPolicy(Qt::StrongFocus); // the wheel scrolls the panel unless the list has the focus
    TextFit::tooltipFollowsCurrentText(m_list);
    layout->addWidget(m_list);
    hide();

    connect(m_previous, &QPushButton::clicked, this, &StepControls::previousRequested);
    connect(m_next, &QPushButton::clicked, this, &StepControls::nextRequested);
    connect(m_list, &QComboBox::activated, this, &StepControls::stepChosen);
    retranslateUi();
}

void StepControls::setTitles(const QStringList& titles)
{
    m_titles = titles;
    // Signals stay on: the list's tooltip follows its current text (only activated() is the learner's).
    const int current = m_list->currentIndex();
    m_list->clear();
    for (qsizetype i = 0; i < titles.size(); ++i)
        //: An entry of the list of a lesson's steps: its number, then its title.
        m_list->addItem(tr("%1. %2").arg(i + 1).arg(titles[i]));
    m_list->setCurrentIndex(std::min(current, static_cast<int>(titles.size()) - 1));
    setVisible(!titles.isEmpty());
}

int StepControls::count() const
{
    return m_list->count();
}

void StepControls::showStep(int step, bool onTheWay)
{
    m_list->setCurrentIndex(step);
    m_previous->setEnabled(step > 0);
    // Between steps, Next finishes the step on its way; at a step's end it goes on to the next one.
    m_next->setEnabled(step + 1 < m_list->count() || (onTheWay && step < m_list->count()));
}

QString StepControls::place(int step, int steps, int event, int events, bool operations)
{
    //: Where the learner is: a step of the lesson's narration, and the event of the trace within it.
    return (operations ? tr("Step %1 of %2 · operation %3 of %4") : tr("Step %1 of %2 · event %3 of %4"))
        .arg(step + 1)
        .arg(steps)
        .arg(event + 1)
        .arg(events);
}

void StepControls::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        setTitles(m_titles);
    }
}

void StepControls::retranslateUi()
{
    m_previous->setText(tr("◀ &Previous step"));
    m_next->setText(tr("&Next step ▶"));
    m_previous->setToolTip(tr("Page Up"));
    m_next->setToolTip(tr("Page Down: plays the step's events and stops where its text applies"));
    m_list->setAccessibleName(tr("The lesson's steps"));
}
