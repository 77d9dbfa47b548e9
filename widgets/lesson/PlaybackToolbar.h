#pragma once

#include <QToolBar>

class Player;
class QAction;
class QComboBox;
class QLabel;
class QSlider;

// Previous and next step, previous and next event, play/pause, speed and a scrubber, all driving one Player.
// Page Up and Page Down move a narrated step (playing its events), Shift+Left and Shift+Right one event. With
// no events to play (a lesson without a visualization yet) every control is disabled and says why.
// A lesson without steps (an opened snapshot) has no step buttons: its keys move events.
class PlaybackToolbar : public QToolBar
{
    Q_OBJECT

public:
    explicit PlaybackToolbar(Player& player, QWidget* parent = nullptr);

    QAction* playAction() const { return m_play; }
    QAction* previousStepAction() const { return m_previousStep; }
    QAction* previousEventAction() const { return m_previousEvent; }
    QAction* nextEventAction() const { return m_nextEvent; }
    QAction* nextStepAction() const { return m_nextStep; }
    QSlider* scrubber() const { return m_scrubber; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void syncWithPlayer();

    Player& m_player;
    QAction* m_previousStep;
    QAction* m_previousEvent;
    QAction* m_play;
    QAction* m_nextEvent;
    QAction* m_nextStep;
    QLabel* m_speedLabel;
    QComboBox* m_speed;
    QSlider* m_scrubber;
    QLabel* m_position;
};
