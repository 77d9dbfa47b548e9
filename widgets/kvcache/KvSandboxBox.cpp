#include "widgets/kvcache/KvSandboxBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

KvSandboxBox::KvSandboxBox(QWidget* parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("kvSandbox"));
    // Two columns at most: presentation doubles the text while the side panel keeps its width.
    auto* grid = new QGridLayout(this);
    m_requestLabel = new QLabel(this);
    m_request = new QComboBox(this);
    m_request->setObjectName(QStringLiteral("sandboxRequest"));
    m_request->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_request->setMinimumContentsLength(4);
    m_requestLabel->setBuddy(m_request);
    m_tokensLabel = new QLabel(this);
    m_tokens = new QSpinBox(this);
    m_tokens->setObjectName(QStringLiteral("sandboxTokens"));
    m_tokens->setRange(1, 100000);
    m_tokensLabel->setBuddy(m_tokens);
    m_decode = new QPushButton(this);
    m_decode->setObjectName(QStringLiteral("sandboxDecode"));
    m_fork = new QPushButton(this);
    m_fork->setObjectName(QStringLiteral("sandboxFork"));
    m_abort = new QPushButton(this);
    m_abort->setObjectName(QStringLiteral("sandboxAbort"));
    m_promptLabel = new QLabel(this);
    m_prompt = new QSpinBox(this);
    m_prompt->setObjectName(QStringLiteral("sandboxPrompt"));
    m_prompt->setRange(1, 100000);
    m_prompt->setValue(6);
    m_promptLabel->setBuddy(m_prompt);
    m_share = new QCheckBox(this);
    m_share->setObjectName(QStringLiteral("sandboxShare"));
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("sandboxAdd"));
    m_undo = new QPushButton(this);
    m_undo->setObjectName(QStringLiteral("sandboxUndo"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveKvSandbox"));

    int row = 0;
    grid->addWidget(m_requestLabel, row, 0);
    grid->addWidget(m_request, row++, 1);
    grid->addWidget(m_tokensLabel, row, 0);
    grid->addWidget(m_tokens, row++, 1);
    grid->addWidget(m_decode, row++, 0, 1, 2);
    grid->addWidget(m_fork, row, 0);
    grid->addWidget(m_abort, row++, 1);
    grid->addWidget(m_promptLabel, row, 0);
    grid->addWidget(m_prompt, row++, 1);
    grid->addWidget(m_share, row++, 0, 1, 2);
    grid->addWidget(m_add, row++, 0, 1, 2);
    grid->addWidget(m_undo, row++, 0, 1, 2);
    grid->addWidget(m_save, row++, 0, 1, 2);
    // Long labels wrap rather than widen the panel.
    for (QLabel* label : {m_requestLabel, m_tokensLabel, m_promptLabel})
        label->setWordWrap(true);

    connect(m_decode, &QPushButton::clicked, this, [this] { emit decodeRequested(selectedRequest(), m_tokens->value()); });
    connect(m_fork, &QPushButton::clicked, this, [this] { emit forkRequested(selectedRequest()); });
    connect(m_abort, &QPushButton::clicked, this, [this] { emit abortRequested(selectedRequest()); });
    connect(m_add, &QPushButton::clicked, this,
            [this] { emit addRequested(m_prompt->value(), m_share->isChecked() ? selectedRequest() : QString()); });
    connect(m_undo, &QPushButton::clicked, this, &KvSandboxBox::undoRequested);
    connect(m_save, &QPushButton::clicked, this, &KvSandboxBox::saveRequested);
    setCanUndo(false);
    setRequests({});
    retranslateUi();
}

void KvSandboxBox::setRequests(const QStringList& requests)
{
    const QString selected = selectedRequest();
    m_request->clear();
    m_request->addItems(requests);
    if (const int index = m_request->findText(selected); index >= 0)
        m_request->setCurrentIndex(index);
    else if (!requests.isEmpty())
        m_request->setCurrentIndex(static_cast<int>(requests.size()) - 1); // the newest
    updateButtons();
}

QString KvSandboxBox::selectedRequest() const
{
    return m_request->currentText();
}

void KvSandboxBox::setCanUndo(bool canUndo)
{
    m_undo->setEnabled(canUndo);
}

void KvSandboxBox::updateButtons()
{
    const bool any = m_request->count() > 0;
    for (QWidget* needsOne : {static_cast<QWidget*>(m_decode), static_cast<QWidget*>(m_fork),
                              static_cast<QWidget*>(m_abort), static_cast<QWidget*>(m_share)})
        needsOne->setEnabled(any);
    if (!any)
        m_share->setChecked(false);
}

void KvSandboxBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void KvSandboxBox::retranslateUi()
{
    setTitle(tr("Go on by hand"));
    m_requestLabel->setText(tr("Re&quest:"));
    m_request->setAccessibleName(tr("The running request the buttons act on"));
    m_tokensLabel->setText(tr("&Tokens:"));
    m_tokens->setAccessibleName(tr("How many tokens to generate"));
    m_decode->setText(tr("&Generate tokens"));
    m_decode->setToolTip(tr("The request generates this many tokens, one after another: each is written into its "
                            "last block, or a new one when that is full, or a copy when it is shared"));
    m_fork->setText(tr("For&k"));
    m_fork->setToolTip(tr("A new request that shares all of this one's blocks, as parallel sampling and beam search "
                          "make"));
    m_abort->setText(tr("&Abort"));
    m_abort->setToolTip(tr("The request gives its blocks back"));
    m_promptLabel->setText(tr("New &request's prompt, in tokens:"));
    m_prompt->setAccessibleName(tr("The new request's prompt length, in tokens"));
    m_share->setText(tr("Same system prompt"));
    m_share->setToolTip(tr("The new request's prompt starts with the selected request's, as requests with one system "
                           "prompt do: with prefix caching they share its full blocks"));
    m_add->setText(tr("Sen&d a new request"));
    m_undo->setText(tr("&Undo"));
    m_undo->setToolTip(tr("Take back the last thing done by hand"));
    m_save->setText(tr("Sav&e as a scenario file…"));
    m_save->setToolTip(tr("Write the walkthrough and what you did by hand to a KV script that runs to this state: to "
                          "send, or to narrate as an exercise"));
}
