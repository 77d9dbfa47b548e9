#include "app/window/ThemeController.h"

#include "app/content/common/AppSettings.h"
#include "widgets/common/DisplayTheme.h"

#include <QAction>
#include <QApplication>
#include <QSignalBlocker>

ThemeController::ThemeController(AppSettings& settings, QObject* parent)
    : QObject(parent), m_settings(settings), m_action(new QAction(this)), m_systemPalette(QApplication::palette())
{
    m_action->setObjectName(QStringLiteral("highContrastAction"));
    m_action->setCheckable(true);
    connect(m_action, &QAction::toggled, this, &ThemeController::setHighContrast);
    // The system's palette may change while the application runs (a desktop switching to its dark style).
    qApp->installEventFilter(this);
    retranslateUi();
    if (m_settings.highContrast())
        apply(true);
    const QSignalBlocker blocker(m_action);
    m_action->setChecked(highContrast());
}

bool ThemeController::highContrast() const
{
    return DisplayTheme::highContrast();
}

void ThemeController::retranslateUi()
{
    m_action->setText(tr("&High contrast"));
    m_action->setToolTip(tr("Black on white with strong colours and thicker lines, for a washed-out projector"));
}

void ThemeController::setHighContrast(bool on)
{
    if (on != highContrast())
        apply(on);
    const QSignalBlocker blocker(m_action);
    m_action->setChecked(on);
    m_settings.setHighContrast(on);
    m_settings.save();
}

void ThemeController::apply(bool on)
{
    // DisplayTheme first: the palette change below makes every view repaint, and they must find the new colours.
    DisplayTheme::setHighContrast(on);
    m_applying = true;
    QApplication::setPalette(on ? DisplayTheme::highContrastPalette(DisplayTheme::isDarkPalette(m_systemPalette))
                                : m_systemPalette);
    m_applying = false;
}

bool ThemeController::eventFilter(QObject* watched, QEvent* event)
{
    // A palette change that is not ours, while the system's palette is shown, is the system's: remember it, to
    // come back to after high contrast. (While high contrast is on, the application palette is ours.)
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange && !m_applying && !highContrast())
        m_systemPalette = QApplication::palette();
    return QObject::eventFilter(watched, event);
}
