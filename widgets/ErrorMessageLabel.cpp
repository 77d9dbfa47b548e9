#include "ErrorMessageLabel.h"

#include "DisplayTheme.h"

#include <QEvent>
#include <QGuiApplication>

ErrorMessageLabel::ErrorMessageLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
    // A widget with a style sheet keeps the palette the sheet gave it: it is told nothing when the system's
    // palette turns dark, so it listens to the application itself.
    QCoreApplication::instance()->installEventFilter(this);
    applyStyle();
}

bool ErrorMessageLabel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::ApplicationPaletteChange)
        applyStyle();
    return QLabel::eventFilter(watched, event);
}

void ErrorMessageLabel::setError(bool error)
{
    m_error = error;
    applyStyle();
}

QColor ErrorMessageLabel::errorColor(const QColor& background, bool highContrast)
{
    if (background.lightness() < 128) // as DisplayTheme::isDarkPalette judges a window
        return highContrast ? QColor(0xff, 0xa0, 0xa0) : QColor(0xff, 0x8a, 0x80);
    return highContrast ? QColor(0x9b, 0x00, 0x00) : QColor(0xb2, 0x18, 0x2b);
}

void ErrorMessageLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyStyle();
}

void ErrorMessageLabel::applyStyle()
{
    // The application's window colour, as every view judges light and dark (DisplayTheme::isDark): the
    // label's own palette is the style sheet's.
    const QColor background = QGuiApplication::palette().color(QPalette::Window);
    const QString sheet = m_error ? QStringLiteral("color: %1; font-weight: bold;")
                                        .arg(errorColor(background, DisplayTheme::highContrast()).name())
                                  : QString();
    if (sheet != styleSheet()) // setting a sheet changes the palette: only when it differs, so no loop
        setStyleSheet(sheet);
}
