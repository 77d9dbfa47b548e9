#include "app/presentation/PresentationController.h"

#include "app/content/common/AppSettings.h"
#include "app/content/common/Player.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/presentation/PresentationOverlay.h"
#include "widgets/quiz/QuizPanel.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTextEdit>
#include <QToolBar>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {

// Body text legible from the back of a classroom: 28 pixels on a 1920x1080 projector. A projector fills the
// same wall whatever its resolution, so what counts is the text's share of the picture's height: on a
// 1280x800 projector the same legibility takes 21 pixels, and 28 there left the side panel and the quiz too
// wide for the screen, cut off at its right edge.
constexpr double kBodyTextPixels = 28.0;
constexpr double kBodyTextScreenHeight = 1080.0;
// Of the screen's width, for the quiz beside the lesson when the teacher opens it: the lesson keeps the rest,
// so its picture stays the largest thing on the screen.
constexpr double kQuizShare = LessonLayout::kSettingsShare;

// Letters and arrows belong to a field being typed in; the page keys a clicker sends never do.
bool isTextEntry(const QWidget* widget)
{
    return qobject_cast<const QLineEdit*>(widget) || qobject_cast<const QAbstractSpinBox*>(widget) ||
           qobject_cast<const QTextEdit*>(widget) || qobject_cast<const QPlainTextEdit*>(widget);
}

} // namespace

PresentationController::PresentationController(QMainWindow* window, Player& player, QuizPanel* quiz,
                                               QDockWidget* quizDock, AppSettings& settings, QObject* parent)
    : QObject(parent), m_window(window), m_player(player), m_quiz(quiz), m_quizDock(quizDock), m_settings(settings),
      m_present(new QAction(this)), m_scaleAction(new QAction(this)), m_overlay(new PresentationOverlay(window))
{
    m_present->setObjectName(QStringLiteral("presentAction"));
    m_present->setCheckable(true);
    m_present->setShortcut(QKeySequence(Qt::Key_F5));
    // On the window as well as in its menu: a hidden menu bar's actions take no shortcuts.
    m_window->addAction(m_present);
    connect(m_present, &QAction::toggled, this, &PresentationController::setPresenting);
    m_scaleAction->setObjectName(QStringLiteral("presentationScaleAction"));
    connect(m_scaleAction, &QAction::triggered, this, &PresentationController::chooseScale);
    retranslateUi();
}

PresentationController::~PresentationController()
{
    qApp->removeEventFilter(this);
}

void PresentationController::retranslateUi()
{
    m_present->setText(tr("&Present"));
    m_present->setToolTip(tr("Full screen, enlarged, for a projector (F5; Esc leaves)"));
    m_scaleAction->setText(tr("Presentation &scale…"));
}

bool PresentationController::isBlank() const
{
    return m_overlay->isBlank();
}

double PresentationController::bodyTextPixels(int screenHeight)
{
    return kBodyTextPixels * std::max(screenHeight, 1) / kBodyTextScreenHeight;
}

double PresentationController::defaultScale(int screenHeight)
{
    const int body = std::max(1, QFontInfo(QApplication::font()).pixelSize());
    // Rounded up to a multiple of 5%: a number a teacher can read and type back.
    return std::clamp(std::ceil(bodyTextPixels(screenHeight) / body * 20.0) / 20.0, kMinScale, kMaxScale);
}

int PresentationController::screenHeight() const
{
    const QScreen* screen = m_window->screen();
    return screen ? screen->geometry().height() : static_cast<int>(kBodyTextScreenHeight);
}

double PresentationController::scale() const
{
    const double saved = m_settings.presentationScale();
    return saved >= kMinScale && saved <= kMaxScale ? saved : defaultScale(screenHeight());
}

void PresentationController::setScale(double scale)
{
    m_settings.setPresentationScale(std::clamp(scale, kMinScale, kMaxScale));
    m_settings.save();
    if (m_presenting) {
        m_scaler.restore();
        enlarge();
    }
}

void PresentationController::chooseScale()
{
    const int body = QFontInfo(QApplication::font()).pixelSize();
    const int fallback = static_cast<int>(std::lround(defaultScale(screenHeight()) * 100));
    bool ok = false;
    const int percent = QInputDialog::getInt(
        m_window, tr("Presentation scale"),
        tr("How much presentation mode enlarges the lesson and the quiz, in percent. Body text is %1 pixels "
           "high at 100%; %2% makes it %3 pixels of this screen's %4, legible from the back of a room when "
           "the screen is projected.")
            .arg(body)
            .arg(fallback)
            .arg(std::lround(body * fallback / 100.0))
            .arg(screenHeight()),
        static_cast<int>(std::lround(scale() * 100)), static_cast<int>(kMinScale * 100),
        static_cast<int>(kMaxScale * 100), 5, &ok);
    if (ok)
        setScale(percent / 100.0);
}

void PresentationController::setPresenting(bool presenting)
{
    if (presenting != m_presenting) {
        if (presenting)
            enter();
        else
            leave();
    }
    const QSignalBlocker blocker(m_present);
    m_present->setChecked(m_presenting);
}

void PresentationController::enter()
{
    m_saved.geometry = m_window->saveGeometry();
    m_saved.state = m_window->saveState();
    m_saved.windowState = m_window->windowState();
    m_saved.menuBarShown = !m_window->menuBar()->isHidden();
    m_saved.statusBarShown = !m_window->statusBar()->isHidden();
    m_saved.quizTitleBar = m_quizDock->titleBarWidget();
    m_saved.quizMinimumWidth = m_quizDock->minimumWidth();
    m_saved.toolTipFont = QToolTip::font();
    m_presenting = true;

    // The window's own bars and docks only: toolbars inside a lesson's view are part of what is presented.
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    for (auto* bar : m_window->findChildren<QToolBar*>(Qt::FindDirectChildrenOnly))
        bar->hide();
    for (auto* dock : m_window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock != m_quizDock)
            dock->hide();
    m_quizDock->hide(); // until the teacher opens it (Q)
    m_quizDock->setTitleBarWidget(new QWidget(m_quizDock)); // no title or close button on the projector
    for (LessonLayout* layout : lessonLayouts())
        layout->setPresenting(true);
    // The introduction is for reading at a desk; on a projector the room needs the animation's height.
    m_foldedPages.clear();
    for (auto* page : m_window->findChildren<LessonPage*>())
        page->setPresenting(true);
    for (auto* page : m_window->findChildren<LessonPage*>())
        if (page->visualization() != nullptr && page->isIntroductionShown()) {
            page->setIntroductionShownByUser(false);
            m_foldedPages.append(page);
        }
    enlarge();
    m_quiz->setRevealOnDemand(true);
    m_window->setWindowState(m_saved.windowState | Qt::WindowFullScreen);
    m_overlay->setActive(true);
    qApp->installEventFilter(this);
}

void PresentationController::leave()
{
    qApp->removeEventFilter(this);
    m_presenting = false;
    m_overlay->setActive(false);
    // The everyday fonts first: the quiz then lays the presenter's own session out in them.
    m_scaler.restore();
    QToolTip::setFont(m_saved.toolTipFont);
    m_quiz->setRevealOnDemand(false);
    for (LessonLayout* layout : lessonLayouts())
        layout->setPresenting(false);
    for (auto* page : m_window->findChildren<LessonPage*>())
        page->setPresenting(false);
    for (const auto& page : std::as_const(m_foldedPages))
        if (page)
            page->setIntroductionShownByUser(true);
    m_foldedPages.clear();
    QWidget* placeholder = m_quizDock->titleBarWidget();
    m_quizDock->setTitleBarWidget(m_saved.quizTitleBar);
    if (placeholder != m_saved.quizTitleBar)
        delete placeholder;
    m_window->setWindowState(m_saved.windowState);
    m_window->restoreGeometry(m_saved.geometry);
    m_quizDock->setMinimumWidth(m_saved.quizMinimumWidth);
    m_window->restoreState(m_saved.state);
    // The window manager takes the window out of full screen when it gets to it, and the fonts' change
    // reaches the dock's layouts through posted events, which raise the dock's least width to the
    // projector's (the quiz dock came back 86 px wider under openbox, and stayed so across restarts). Once
    // both have happened the dock gets its least width back and every dock its size.
    for (const int ms : {0, 250, 750})
        QTimer::singleShot(ms, this, [this] {
            if (m_presenting)
                return;
            m_quizDock->setMinimumWidth(m_saved.quizMinimumWidth);
            m_window->restoreState(m_saved.state);
        });
    m_window->menuBar()->setVisible(m_saved.menuBarShown);
    m_window->statusBar()->setVisible(m_saved.statusBarShown);
}

void PresentationController::enlarge()
{
    const double factor = scale();
    if (QWidget* central = m_window->centralWidget())
        m_scaler.enlarge(central, factor);
    if (QWidget* quiz = m_quizDock->widget())
        m_scaler.enlarge(quiz, factor);
    // Tooltips (a block's size and address, a statistic's meaning) grow with the rest of the text.
    QFont toolTip = m_saved.toolTipFont;
    toolTip.setPointSizeF(toolTip.pointSizeF() * factor);
    QToolTip::setFont(toolTip);
}

QList<LessonLayout*> PresentationController::lessonLayouts() const
{
    return m_window->findChildren<LessonLayout*>();
}

bool PresentationController::isQuizShown() const
{
    return m_presenting && m_quizDock->isVisible();
}

void PresentationController::setQuizShown(bool shown)
{
    if (!m_presenting)
        return;
    if (shown)
        setSettingsShown(false);
    m_quizDock->setVisible(shown);
    if (shown)
        if (QScreen* screen = m_window->screen())
            m_window->resizeDocks({m_quizDock}, {static_cast<int>(screen->geometry().width() * kQuizShare)},
                                  Qt::Horizontal);
}

bool PresentationController::isSettingsShown() const
{
    const auto layouts = lessonLayouts();
    return m_presenting && std::any_of(layouts.begin(), layouts.end(), [](const LessonLayout* layout) {
               return layout->isVisible() && layout->isSettingsShown();
           });
}

void PresentationController::setSettingsShown(bool shown)
{
    if (!m_presenting)
        return;
    if (shown)
        m_quizDock->hide();
    for (LessonLayout* layout : lessonLayouts())
        layout->setSettingsShown(shown);
}

bool PresentationController::handleKey(const QKeyEvent* key, bool act)
{
    if (key->modifiers() & (Qt::AltModifier | Qt::MetaModifier))
        return false;
    const bool typing = isTextEntry(QApplication::focusWidget());
    // A clicker's Page Down, Right and Space move one narrated step, playing its events; Shift moves one
    // event; Ctrl+Page Down and Ctrl+Page Up jump a step without playing it, Home and End to the first and
    // last step.
    const bool control = key->modifiers() & Qt::ControlModifier;
    const bool shift = key->modifiers() & Qt::ShiftModifier;
    const auto step = [this, control, shift](int direction) {
        if (shift) {
            m_player.pause();
            direction > 0 ? m_player.nextEvent() : m_player.previousEvent();
        } else if (control && m_player.stepCount() > 0) {
            const int target = std::clamp(m_player.step() + direction, 0, m_player.stepCount() - 1);
            m_player.goToStep(target, false);
        } else {
            direction > 0 ? m_player.nextStep() : m_player.previousStep();
        }
    };
    if (control && key->key() != Qt::Key_PageDown && key->key() != Qt::Key_PageUp)
        return false;
    switch (key->key()) {
    case Qt::Key_Escape:
    case Qt::Key_F5:
        if (act)
            setPresenting(false);
        return true;
    case Qt::Key_B:
    case Qt::Key_Period: // what PowerPoint and most clickers use for a black screen
        if (typing)
            return false;
        if (act)
            m_overlay->setBlank(!m_overlay->isBlank());
        return true;
    default:
        break;
    }
    if (m_overlay->isBlank())
        return true; // nothing moves behind a black screen
    switch (key->key()) {
    case Qt::Key_PageDown:
    case Qt::Key_PageUp: {
        const int direction = key->key() == Qt::Key_PageDown ? 1 : -1;
        // A class plan's pages are its scenes; Shift and Ctrl still move within the lesson.
        if (!shift && !control && m_pageTurner && (!act || m_pageTurner(direction)))
            return true;
        if (act)
            step(direction);
        return true;
    }
    case Qt::Key_Home:
    case Qt::Key_End:
        if (typing || m_player.stepCount() == 0)
            return false;
        if (act)
            m_player.goToStep(key->key() == Qt::Key_Home ? 0 : m_player.stepCount() - 1, false);
        return true;
    case Qt::Key_Right:
    case Qt::Key_Space:
    case Qt::Key_Left:
        if (typing)
            return false;
        if (act)
            step(key->key() == Qt::Key_Left ? -1 : 1);
        return true;
    case Qt::Key_R:
        if (typing)
            return false;
        if (act && !(m_revealer && m_revealer()))
            m_quiz->revealAnswer();
        return true;
    case Qt::Key_Q:
        if (typing)
            return false;
        if (act)
            setQuizShown(!isQuizShown());
        return true;
    case Qt::Key_S:
        if (typing)
            return false;
        if (act)
            setSettingsShown(!isSettingsShown());
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // Reveals a held answer; otherwise Enter does what it does in the quiz (go on to the next question).
        if (act && m_revealer && m_revealer())
            return true;
        if (!m_quiz->hasHeldAnswer())
            return false;
        if (act)
            m_quiz->revealAnswer();
        return true;
    default:
        return false;
    }
}

bool PresentationController::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_presenting || (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress))
        return false;
    // Widgets only (the key also passes through the window's QWindow first), and only this window's.
    auto* widget = qobject_cast<QWidget*>(watched);
    if (widget == nullptr || widget->window() != m_window)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (event->type() == QEvent::ShortcutOverride) {
        // Claimed before shortcuts are matched: the quiz's own Right, Left and Space must not fire.
        if (!handleKey(key, false))
            return false;
        event->accept();
        return true;
    }
    return handleKey(key, true);
}
