#include "app/export/ExportStepper.h"

#include "app/content/common/Player.h"
#include "app/window/MainWindow.h"

ExportStepper::ExportStepper(MainWindow& window)
    : m_window(window), m_step(window.player().step()), m_cursor(window.player().cursor())
{
}

ExportRange ExportStepper::range() const
{
    const Player& player = m_window.player();
    ExportRange range;
    for (int step = 0; step < player.stepCount(); ++step)
        range.stepEnds.append(player.stepEnd(step));
    range.eventCount = player.eventCount();
    range.currentStep = player.stepCount() > 0 ? player.step() + 1 : 0;
    range.currentEvent = player.eventCount() > 0 ? player.cursor() + 1 : 0;
    range.operations = player.unit() == Player::Unit::Operation;
    return range;
}

void ExportStepper::moving(const auto& move)
{
    QWidget* page = m_window.centralWidget();
    const bool shown = page != nullptr && !page->isHidden();
    // Hidden and shown again before the event loop runs: the screen never sees the page go.
    if (shown)
        page->hide();
    m_window.player().pause();
    move(m_window.player());
    if (shown)
        page->show();
}

void ExportStepper::showStep(int step)
{
    const Player& player = m_window.player();
    if (step < 1 || step > player.stepCount() || (player.step() == step - 1 && player.isAtStepEnd()))
        return;
    moving([step](Player& p) { p.goToStep(step - 1, false); });
}

void ExportStepper::showEvent(int event)
{
    if (event < 1 || event > m_window.player().eventCount() || m_window.player().cursor() == event - 1)
        return;
    moving([event](Player& p) { p.seek(event - 1); });
}

void ExportStepper::restore()
{
    moving([this](Player& p) { p.restorePlace(m_cursor, m_step); });
}
