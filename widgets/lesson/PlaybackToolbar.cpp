#include "widgets/lesson/PlaybackToolbar.h"

#include "app/content/common/Player.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QSlider>
#include <QStyle>

PlaybackToolbar::PlaybackToolbar(Player& player, QWidget* parent) : QToolBar(parent), m_player(player)
{
    setObjectName(QStringLiteral("playbackToolbar"));
    setToolButtonStyle(Qt::ToolButtonIconOnly);

    const auto action = [this](QStyle::StandardPixmap icon, const char* name, QKeySequence key, auto slot) {
        QAction* made = addAction(style()->standardIcon(icon), QString(), &m_player, slot);
        made->setObjectName(QString::fromLatin1(name));
        made->setShortcut(key);
        return made;
    };
    m_previousStep = action(QStyle::SP_MediaSkipBackward, "previousStepAction", QKeySequence(Qt::Key_PageUp),
                            &Player::previousStep);
    m_previousEvent = action(QStyle::SP_MediaSeekBackward, "previousEvent", QKeySequence(Qt::SHIFT | Qt::Key_Left),
                             &Player::previousEvent);
    m_play = action(QStyle::SP_MediaPlay, "playPause", QKeySequence(), &Player::togglePlaying);
    m_nextEvent = action(QStyle::SP_MediaSeekForward, "nextEvent", QKeySequence(Qt::SHIFT | Qt::Key_Right),
                         &Player::nextEvent);
    m_nextStep = action(QStyle::SP_MediaSkipForward, "nextStepAction", QKeySequence(Qt::Key_PageDown),
                        &Player::nextStep);

    m_speedLabel = new QLabel(this);
    addWidget(m_speedLabel);
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("speed"));
    for (const double speed : Player::speedChoices())
        m_speed->addItem(QString(), speed);
    m_speedLabel->setBuddy(m_speed);
    addWidget(m_speed);

    m_scrubber = new QSlider(Qt::Horizontal, this);
    m_scrubber->setObjectName(QStringLiteral("scrubber"));
    m_scrubber->setMinimumWidth(200);
    addWidget(m_scrubber);
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("position"));
    addWidget(m_position);

    connect(m_speed, &QComboBox::activated, this,
            [this](int index) { m_player.setSpeed(m_speed->itemData(index).toDouble()); });
    connect(m_scrubber, &QSlider::valueChanged, &player, &Player::seek);
    connect(&player, &Player::cursorChanged, this, &PlaybackToolbar::syncWithPlayer);
    connect(&player, &Player::stepChanged, this, &PlaybackToolbar::syncWithPlayer);
    connect(&player, &Player::eventCountChanged, this, &PlaybackToolbar::syncWithPlayer);
    connect(&player, &Player::playingChanged, this, &PlaybackToolbar::syncWithPlayer);
    connect(&player, &Player::speedChanged, this, &PlaybackToolbar::syncWithPlayer);
    connect(&player, &Player::unitChanged, this, &PlaybackToolbar::retranslateUi);
    retranslateUi();
}

void PlaybackToolbar::changeEvent(QEvent* event)
{
    QToolBar::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PlaybackToolbar::retranslateUi()
{
    setWindowTitle(tr("Playback"));
    m_previousStep->setText(tr("Previous step"));
    m_nextStep->setText(tr("Next step"));
    m_previousEvent->setText(m_player.unit() == Player::Unit::Operation ? tr("Previous operation") : tr("Previous event"));
    m_nextEvent->setText(m_player.unit() == Player::Unit::Operation ? tr("Next operation") : tr("Next event"));
    m_speedLabel->setText(tr("&Speed:"));
    m_speed->setAccessibleName(tr("Playback speed"));
    m_scrubber->setAccessibleName(tr("Position in the lesson"));
    const bool operations = m_player.unit() == Player::Unit::Operation;
    for (int i = 0; i < m_speed->count(); ++i) {
        const double speed = m_speed->itemData(i).toDouble();
        m_speed->setItemText(i, operations ? tr("%1 operations/s").arg(speed) : tr("%1 events/s").arg(speed));
    }
    syncWithPlayer();
}

void PlaybackToolbar::syncWithPlayer()
{
    const int count = m_player.eventCount();
    const bool any = count > 0;
    m_play->setEnabled(any);
    m_speed->setEnabled(any);
    m_scrubber->setEnabled(any);

    m_play->setText(m_player.isPlaying() ? tr("Pause") : tr("Play"));
    m_play->setIcon(style()->standardIcon(m_player.isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_previousEvent->setEnabled(any && m_player.cursor() > 0);
    m_nextEvent->setEnabled(any && m_player.cursor() < count - 1);
    const bool steps = any && m_player.stepCount() > 0;
    m_previousStep->setVisible(steps);
    m_nextStep->setVisible(steps);
    m_previousStep->setEnabled(steps && m_player.step() > 0);
    m_nextStep->setEnabled(steps && (m_player.step() + 1 < m_player.stepCount() || !m_player.isAtStepEnd()));

    const QSignalBlocker blocker(m_scrubber);
    m_scrubber->setRange(0, std::max(count - 1, 0));
    m_scrubber->setValue(m_player.cursor());
    const int speedIndex = m_speed->findData(m_player.speed());
    if (speedIndex >= 0)
        m_speed->setCurrentIndex(speedIndex);

    // Events or operations, never "steps": the lesson's narration counts its steps beside this, and each of
    // them spans several positions.
    const int position = m_player.cursor() + 1;
    if (!any)
        m_position->setText(tr("Nothing to play"));
    else if (m_player.positionName())
        m_position->setText(m_player.positionName()(m_player.cursor()));
    else if (m_player.unit() == Player::Unit::Operation)
        m_position->setText(tr("Operation %1 of %2").arg(position).arg(count));
    else
        m_position->setText(tr("Event %1 of %2").arg(position).arg(count));
    setToolTip(any ? QString() : tr("This lesson has no animated steps yet."));
}
