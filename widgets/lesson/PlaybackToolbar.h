#pragma once

#include <QToolBar>

class Player;
class QAction;
class QComboBox;
class QLabel;
class QSlider;

// Play/pause, step back, step forward, speed and a scrubber, all driving one Player. With no events to
// play (a lesson without a visualization yet) every control is disabled and says why.
class PlaybackToolbar : public QToolBar
{
    Q_OBJECT

public:
    explicit PlaybackToolbar(Player& player, QWidget* parent = nullptr);

    QAction* playAction() const { return m_play; }
    QAction* stepBackAction() const { return m_stepBack; }
    QAction* stepForwardAction() const { return m_stepForward; }
    QSlider* scrubber() const { return m_scrubber; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void syncWithPlayer();

    Player& m_player;
    QAction* m_stepBack;
    QAction* m_play;
    QAction* m_stepForward;
    QLabel* m_speedLabel;
    QComboBox* m_speed;
    QSlider* m_scrubber;
    QLabel* m_position;
};
