#include "widgets/common/ErrorMessageLabel.h"

#include "widgets/common/DisplayTheme.h"

#include <QEvent>
#include <QGuiApplication>
#include <unordered_set>

namespace {

// A widget with a style sheet keeps the palette the sheet gave it: it is told nothing when the system's
// palette turns dark. One filter on the application, for all the labels, hears it and tells them (a filter
// per label would see every event of the application once per label).
class PaletteWatcher : public QObject
{
public:
    static PaletteWatcher& instance()
    {
        static PaletteWatcher* watcher = [] {
            auto* created = new PaletteWatcher(QCoreApplication::instance());
            QCoreApplication::instance()->installEventFilter(created);
            return created;
        }();
        return *watcher;
    }

    std::unordered_set<ErrorMessageLabel*> labels;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == QCoreApplication::instance() && event->type() == QEvent::ApplicationPaletteChange)
            for (ErrorMessageLabel* label : labels)
                label->refreshStyle();
        return QObject::eventFilter(watched, event);
    }

private:
    using QObject::QObject;
};

} // namespace

ErrorMessageLabel::ErrorMessageLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
    PaletteWatcher::instance().labels.insert(this);
    refreshStyle();
}

ErrorMessageLabel::~ErrorMessageLabel()
{
    PaletteWatcher::instance().labels.erase(this);
}

void ErrorMessageLabel::setError(bool error)
{
    m_error = error;
    refreshStyle();
}

QColor ErrorMessageLabel::errorColor(const QColor& background, bool highContrast)
{
    if (background.lightness() < 128) // as DisplayTheme::isDarkPalette judges a window
        return highContrast ? QColor(0xff, 0xa0, 0xa0) : QColor(0xff, 0x8a, 0x80);
    return highContrast ? QColor(0x9b, 0x00, 0x00) : QColor(0xb2, 0x18, 0x2b);
}

void ErrorMessageLabel::refreshStyle()
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
