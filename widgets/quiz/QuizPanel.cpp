#include "widgets/quiz/QuizPanel.h"

#include "app/content/quiz/QuizSession.h"
#include "widgets/common/ScrollColumn.h"
#include "widgets/common/TextFit.h"
#include "widgets/quiz/QuizOptionButton.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QStyle>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace {

QLabel* wrappingLabel(const QString& objectName, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

QuizPanel::QuizPanel(QWidget* parent) : QWidget(parent)
{
    buildUi();
    installShortcuts();
    retranslateUi();
    refresh();
}

void QuizPanel::buildUi()
{
    m_pages = new QStackedWidget(this);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);

    m_noQuiz = wrappingLabel(QStringLiteral("noQuiz"), this);
    m_noQuiz->setAlignment(Qt::AlignCenter);
    m_pages->addWidget(m_noQuiz);

    auto* content = new QWidget;
    QScrollArea* scroll = ScrollColumn::around(content);
    m_scroll = scroll;
    // The question scrolls; the buttons that move through the quiz stay under it, in sight however long the
    // explanation (on a projector it pushed Next and Retry off the screen).
    auto* quizPage = new QWidget(this);
    auto* quizLayout = new QVBoxLayout(quizPage);
    quizLayout->setContentsMargins(0, 0, 0, 0);
    quizLayout->addWidget(scroll, 1);
    auto* footer = new QWidget(quizPage);
    auto* footerLayout = new QVBoxLayout(footer);
    quizLayout->addWidget(footer);
    m_pages->addWidget(quizPage);

    auto* layout = new QVBoxLayout(content);
    auto* selectorRow = new QHBoxLayout;
    m_quizLabel = new QLabel(content);
    m_quizSelector = new QComboBox(content);
    m_quizSelector->setObjectName(QStringLiteral("quizSelector"));
    // Sized by a few characters, not by the longest quiz title, which would widen the dock past the screen.
    m_quizSelector->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_quizSelector->setMinimumContentsLength(12);
    TextFit::tooltipFollowsCurrentText(m_quizSelector);
    m_quizLabel->setBuddy(m_quizSelector);
    selectorRow->addWidget(m_quizLabel);
    selectorRow->addWidget(m_quizSelector, 1);
    layout->addLayout(selectorRow);

    m_title = wrappingLabel(QStringLiteral("quizTitle"), content);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);
    m_level = wrappingLabel(QStringLiteral("quizLevel"), content);
    layout->addWidget(m_level);
    m_description = wrappingLabel(QStringLiteral("quizDescription"), content);
    layout->addWidget(m_description);

    auto* progressRow = new QHBoxLayout;
    m_counter = new QLabel(content);
    m_counter->setObjectName(QStringLiteral("questionCounter"));
    // The counter wraps and the score keeps its room: side by side on one line, "Question 3 of 8 · retrying 3
    // missed" in Bengali pushed the score past the dock's edge ("স্কোর: 6 /").
    m_counter->setWordWrap(true);
    m_score = new QLabel(content);
    m_score->setObjectName(QStringLiteral("score"));
    progressRow->addWidget(m_counter, 1);
    progressRow->addWidget(m_score);
    layout->addLayout(progressRow);
    m_progress = new QProgressBar(content);
    m_progress->setObjectName(QStringLiteral("answeredProgress"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    layout->addWidget(m_progress);

    m_prompt = wrappingLabel(QStringLiteral("prompt"), content);
    QFont promptFont = m_prompt->font();
    promptFont.setPointSizeF(promptFont.pointSizeF() * 1.15);
    m_prompt->setFont(promptFont);
    layout->addSpacing(6);
    layout->addWidget(m_prompt);

    for (int i = 0; i < 4; ++i) {
        auto* option = new QuizOptionButton(content);
        option->setObjectName(QStringLiteral("option%1").arg(i + 1));
        connect(option, &QPushButton::clicked, this, [this, i] { choose(i); });
        m_options.append(option);
        layout->addWidget(option);
    }

    m_feedback = wrappingLabel(QStringLiteral("feedback"), content);
    QFont feedbackFont = m_feedback->font();
    feedbackFont.setBold(true);
    m_feedback->setFont(feedbackFont);
    layout->addWidget(m_feedback);
    m_explanation = wrappingLabel(QStringLiteral("explanation"), content);
    m_explanation->setFrameShape(QFrame::StyledPanel);
    m_explanation->setMargin(8);
    layout->addWidget(m_explanation);
    m_showMe = new QPushButton(content);
    m_showMe->setObjectName(QStringLiteral("showMeButton"));
    layout->addWidget(m_showMe);
    connect(m_showMe, &QPushButton::clicked, this, [this] {
        if (auto* session = currentSession())
            emit showMeRequested(session->quiz().questions.at(session->currentQuestion()).showMe);
    });
    m_summary = wrappingLabel(QStringLiteral("summary"), content);
    layout->addWidget(m_summary);

    m_navigation = new QBoxLayout(QBoxLayout::LeftToRight);
    m_previous = new QPushButton(footer);
    m_previous->setObjectName(QStringLiteral("previousButton"));
    m_next = new QPushButton(footer);
    m_next->setObjectName(QStringLiteral("nextButton"));
    m_navigation->addWidget(m_previous);
    m_navigation->addWidget(m_next);
    footerLayout->setContentsMargins(content->layout()->contentsMargins());
    footerLayout->addLayout(m_navigation);
    m_actions = new QBoxLayout(QBoxLayout::LeftToRight);
    m_retry = new QPushButton(footer);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_restart = new QPushButton(footer);
    m_restart->setObjectName(QStringLiteral("restartButton"));
    m_actions->addWidget(m_retry);
    m_actions->addWidget(m_restart);
    footerLayout->addLayout(m_actions);
    m_shuffle = new QCheckBox(content);
    m_shuffle->setObjectName(QStringLiteral("shuffleCheck"));
    layout->addWidget(m_shuffle);
    layout->addStretch(1);

    connect(m_quizSelector, &QComboBox::activated, this, &QuizPanel::selectQuiz);
    connect(m_previous, &QPushButton::clicked, this, [this] {
        if (auto* session = currentSession())
            session->previous();
    });
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (auto* session = currentSession())
            session->next();
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (auto* session = currentSession())
            session->retryMissed();
    });
    connect(m_restart, &QPushButton::clicked, this, [this] {
        if (auto* session = currentSession())
            session->restart();
    });
    connect(m_shuffle, &QCheckBox::toggled, this, [this](bool shuffle) {
        for (const auto& session : std::as_const(m_sessions))
            if (session)
                session->setShuffled(shuffle);
        emit shuffleOptionsChanged(shuffle);
    });
}

void QuizPanel::installShortcuts()
{
    // WidgetWithChildrenShortcut: the keys answer only while the quiz has the focus, so typing elsewhere
    // (a size in the allocator's panel, say) never answers a question by accident.
    const auto add = [this](const QKeySequence& key, auto slot) {
        auto* shortcut = new QShortcut(key, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    for (int i = 0; i < 4; ++i)
        add(QKeySequence(Qt::Key_1 + i), [this, i] { choose(i); });
    add(QKeySequence(Qt::Key_Return), [this] { goOn(); });
    add(QKeySequence(Qt::Key_Enter), [this] { goOn(); });
    add(QKeySequence(Qt::Key_Space), [this] { goOn(); });
    add(QKeySequence(Qt::Key_Right), [this] {
        if (auto* session = currentSession())
            session->next();
    });
    add(QKeySequence(Qt::Key_Left), [this] {
        if (auto* session = currentSession())
            session->previous();
    });
    add(QKeySequence(Qt::Key_Down), [this] { moveOptionFocus(1); });
    add(QKeySequence(Qt::Key_Up), [this] { moveOptionFocus(-1); });
}

void QuizPanel::setSessions(const QList<QuizSession*>& sessions, int current)
{
    m_ownSessions.clear();
    for (auto* session : sessions)
        m_ownSessions.append(session);
    if (!m_revealOnDemand) {
        showSessions(sessions, current);
        return;
    }
    QList<QuizSession*> classes;
    for (auto* session : sessions)
        classes.append(classSession(session));
    showSessions(classes, current);
}

QuizSession* QuizPanel::classSession(const QuizSession* own)
{
    if (QuizSession* known = m_classSessions.value(own->quiz().id))
        return known;
    auto* session = new QuizSession(own->quiz(), this);
    session->setShuffled(own->isShuffled());
    // The class starts where the presenter is: the question on screen, with no answers yet.
    while (session->currentQuestion() != own->currentQuestion() && session->canGoNext())
        session->next();
    m_classSessions.insert(own->quiz().id, session);
    return session;
}

void QuizPanel::showSessions(const QList<QuizSession*>& sessions, int current)
{
    for (const auto& session : std::as_const(m_sessions))
        if (session)
            disconnect(session, nullptr, this, nullptr);
    m_sessions.clear();
    for (auto* session : sessions) {
        m_sessions.append(session);
        connect(session, &QuizSession::changed, this, &QuizPanel::refresh);
    }
    m_current = sessions.isEmpty() ? -1 : std::clamp(current, 0, static_cast<int>(sessions.size()) - 1);
    refresh();
}

QuizSession* QuizPanel::currentSession() const
{
    return m_current >= 0 && m_current < m_sessions.size() ? m_sessions.at(m_current).data() : nullptr;
}

void QuizPanel::setContentLanguage(const QString& code)
{
    m_language = code;
    refresh();
}

void QuizPanel::setShuffleOptions(bool shuffle)
{
    m_shuffle->setChecked(shuffle); // toggled() applies it to the sessions
    for (const auto& session : std::as_const(m_sessions))
        if (session)
            session->setShuffled(shuffle);
}

void QuizPanel::setRevealOnDemand(bool on)
{
    if (on == m_revealOnDemand)
        return;
    QList<QuizSession*> own;
    for (const auto& session : std::as_const(m_ownSessions))
        if (session)
            own.append(session);
    const int current = m_current;
    m_revealOnDemand = on;
    m_held.clear();
    if (on) {
        setSessions(own, current);
        return;
    }
    // Back to the presenter's own progress; the class's answers go with the class.
    showSessions(own, current);
    qDeleteAll(m_classSessions);
    m_classSessions.clear();
}

bool QuizPanel::hasHeldAnswer() const
{
    auto* session = currentSession();
    return session != nullptr && m_held.contains({session, session->currentQuestion()}) &&
           session->isAnswered(session->currentQuestion());
}

void QuizPanel::revealAnswer()
{
    auto* session = currentSession();
    if (session == nullptr || !m_held.remove({session, session->currentQuestion()}))
        return;
    refresh();
    showFeedback();
}

void QuizPanel::showFeedback()
{
    // Once the new text is laid out: its height is not known before.
    QTimer::singleShot(0, this, [this] {
        if (m_feedback->isVisible())
            m_scroll->ensureWidgetVisible(m_feedback, 0, m_feedback->height() + fontMetrics().height() * 3);
    });
}

void QuizPanel::selectQuiz(int index)
{
    if (index < 0 || index >= m_sessions.size() || index == m_current)
        return;
    m_current = index;
    refresh();
    if (auto* session = currentSession())
        emit currentQuizChanged(session->quiz().id);
}

void QuizPanel::choose(int displayPosition)
{
    auto* session = currentSession();
    if (session == nullptr)
        return;
    if (session->isAnswered(session->currentQuestion())) {
        // A class's answer not yet revealed may still change; a revealed one stays.
        if (m_held.contains({session, session->currentQuestion()}))
            session->changeDisplayed(displayPosition);
        return;
    }
    if (m_revealOnDemand)
        m_held.insert({session, session->currentQuestion()}); // before choosing: refresh() must already hold it
    session->chooseDisplayed(displayPosition);
    showFeedback();
    m_next->setFocus(); // so Enter/Space goes on and screen readers land on what comes next
}

void QuizPanel::goOn()
{
    auto* session = currentSession();
    if (session == nullptr)
        return;
    if (!session->isAnswered(session->currentQuestion())) {
        // Enter on a focused option chooses it; otherwise there is nothing to go on to yet.
        for (int i = 0; i < m_options.size(); ++i)
            if (m_options.at(i)->hasFocus())
                choose(i);
        return;
    }
    if (session->canGoNext())
        session->next();
    else if (!session->missedQuestions().isEmpty())
        m_retry->setFocus();
}

void QuizPanel::moveOptionFocus(int step)
{
    int focused = -1;
    for (int i = 0; i < m_options.size(); ++i)
        if (m_options.at(i)->hasFocus())
            focused = i;
    const int count = static_cast<int>(m_options.size());
    const int target = focused < 0 ? (step > 0 ? 0 : count - 1) : (focused + step + count) % count;
    m_options.at(target)->setFocus(Qt::TabFocusReason);
}

void QuizPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
}

void QuizPanel::retranslateUi()
{
    m_noQuiz->setText(tr("This lesson has no quiz yet."));
    m_quizLabel->setText(tr("&Quiz:"));
    m_previous->setText(tr("◀ Previous"));
    m_previous->setToolTip(tr("Previous question (Left arrow)"));
    m_next->setText(tr("Next ▶"));
    m_next->setToolTip(tr("Next question (Enter, Space or Right arrow)"));
    m_retry->setText(tr("Retry the ones I missed"));
    m_restart->setText(tr("Start over"));
    m_showMe->setText(tr("Show me in the lesson ▸"));
    m_showMe->setToolTip(tr("Jump to the moment in the lesson's animation that this question is about"));
    m_shuffle->setText(tr("Shuffle the options"));
    m_shuffle->setToolTip(tr("Show each question's options in a different order; answers are still checked "
                             "against the right option."));
    setAccessibleName(tr("Quiz"));
    fitButtonRows();
}

void QuizPanel::refresh()
{
    QuizSession* session = currentSession();
    m_pages->setCurrentIndex(session ? 1 : 0);

    m_quizSelector->clear();
    for (const auto& s : std::as_const(m_sessions))
        m_quizSelector->addItem(s ? s->quiz().title.text(m_language) : QString());
    m_quizSelector->setCurrentIndex(m_current);
    m_quizSelector->setVisible(m_sessions.size() > 1);
    m_quizLabel->setVisible(m_sessions.size() > 1);
    if (session == nullptr)
        return;

    const Quiz& quiz = session->quiz();
    const int question = session->currentQuestion();
    const QuizQuestion& q = quiz.questions.at(question);
    const int total = session->questionCount();

    m_title->setText(quiz.title.text(m_language));
    // Before a class, the question and its options are what the room reads: the quiz's level and what it
    // covers are for a learner choosing it, and on a projector they pushed the options below the fold.
    m_level->setVisible(!quiz.level.isEmpty() && !m_revealOnDemand);
    m_level->setText(quiz.level == QLatin1String("intermediate") ? tr("Level: intermediate")
                                                                  : tr("Level: %1").arg(quiz.level));
    m_description->setText(quiz.description.text(m_language));
    m_description->setVisible(!m_revealOnDemand);
    m_counter->setText(session->isRetrying()
                           ? tr("Question %1 of %2 · retrying %3 missed").arg(question + 1).arg(total).arg(session->passLength())
                           : tr("Question %1 of %2").arg(question + 1).arg(total));
    // The score counts revealed answers only: a held one would be given away by it.
    bool anyHeld = false;
    int heldCorrect = 0;
    for (const auto& key : std::as_const(m_held))
        if (key.first == session && session->isAnswered(key.second)) {
            anyHeld = true;
            heldCorrect += session->isCorrect(key.second) ? 1 : 0;
        }
    m_score->setText(tr("Score: %1 / %2").arg(session->score() - heldCorrect).arg(total));
    m_progress->setRange(0, total);
    m_progress->setValue(session->answeredCount());
    m_prompt->setText(q.prompt.text(m_language));

    // (A question started over since is no longer held: it has no answer to hold.)
    const bool held = m_held.contains({session, question}) && session->isAnswered(question);
    // What the panel treats as answered: chosen, and not held back for the teacher to reveal.
    const bool answered = session->isAnswered(question) && !held;
    const QList<int> order = session->displayOrder(question);
    for (int position = 0; position < m_options.size(); ++position) {
        const int original = order.at(position);
        auto* button = m_options.at(position);
        button->setOption(position + 1, q.options.at(original).text(m_language));
        QuizOptionButton::Result result = QuizOptionButton::Result::None;
        if (answered) {
            if (original == q.correct)
                result = QuizOptionButton::Result::Correct;
            else if (original == session->chosenOption(question))
                result = QuizOptionButton::Result::WrongChoice;
            else
                result = QuizOptionButton::Result::Dimmed;
        }
        if (held && original == session->chosenOption(question))
            result = QuizOptionButton::Result::Chosen;
        button->setResult(result);
    }

    const int correctPosition = static_cast<int>(order.indexOf(q.correct)) + 1;
    m_feedback->setVisible(answered || held);
    m_explanation->setVisible(answered);
    if (held)
        m_feedback->setText(tr("Option %1 is chosen. Press R to reveal the answer.")
                                .arg(order.indexOf(session->chosenOption(question)) + 1));
    if (answered) {
        m_feedback->setText(session->isCorrect(question)
                                ? tr("✓ Correct.")
                                : tr("✗ Not quite: the right answer is option %1.").arg(correctPosition));
        m_explanation->setText(q.explanation.text(m_language));
    }

    // The link is offered once the question is answered, with the explanation: first think, then look.
    m_showMe->setVisible(answered && q.showMe.isValid());

    const bool passDone = answered && !anyHeld && !session->canGoNext();
    m_summary->setVisible(session->isComplete() && passDone);
    m_summary->setText(tr("You answered %1 of %2 questions correctly.").arg(session->score()).arg(total));
    m_previous->setEnabled(session->canGoPrevious());
    m_next->setEnabled(session->canGoNext());
    m_retry->setEnabled(!session->missedQuestions().isEmpty());
    m_restart->setEnabled(session->answeredCount() > 0);
    const QSignalBlocker blocker(m_shuffle);
    m_shuffle->setChecked(session->isShuffled());
    fitButtonRows();
}

void QuizPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitButtonRows();
}

void QuizPanel::fitButtonRows()
{
    if (m_navigation == nullptr)
        return;
    const int room = width() - 2 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin) - 4;
    for (QBoxLayout* row : {m_navigation, m_actions}) {
        int needed = row->spacing();
        for (int i = 0; i < row->count(); ++i)
            if (QWidget* button = row->itemAt(i)->widget())
                needed += button->sizeHint().width();
        row->setDirection(needed > room ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    }
}
