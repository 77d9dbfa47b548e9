#pragma once

#include <QObject>
#include <QPalette>

class AppSettings;
class QAction;

// View > High contrast, and following the system's light or dark palette. Without high contrast the
// application keeps the palette the system gives it (and any change the system makes to it later); the views
// read it (and DisplayTheme picks colours for a light or dark background from it). High contrast replaces it
// with pure black on white, or white on black when the system's palette is dark, and switches the views to
// DisplayTheme's high-contrast colours. The choice is saved.
class ThemeController : public QObject
{
    Q_OBJECT

public:
    ThemeController(AppSettings& settings, QObject* parent = nullptr);

    QAction* highContrastAction() const { return m_action; }
    bool highContrast() const;
    void retranslateUi();

public slots:
    void setHighContrast(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply(bool on);

    AppSettings& m_settings;
    QAction* m_action;
    QPalette m_systemPalette; // as the system gave it, to return to
    bool m_applying = false;
};
