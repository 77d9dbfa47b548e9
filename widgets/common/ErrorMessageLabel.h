#pragma once

#include <QLabel>

// A label for what went wrong (a refused setting, vLLM's zero-blocks error, a failed what-if), in bold red
// that reads on the background it is shown on: the dark red that suits white is about 2:1 on a dark
// palette, so a dark or high-contrast palette gets its own red, and the label follows palette changes.
class ErrorMessageLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ErrorMessageLabel(QWidget* parent = nullptr);
    ~ErrorMessageLabel() override;

    // Whether the text is an error (red, bold) or a plain note in the palette's text colour.
    void setError(bool error);
    bool isError() const { return m_error; }

    // The red used for errors on a background, at least 4.5:1 against it (WCAG AA for text).
    static QColor errorColor(const QColor& background, bool highContrast);

    // Picks the red again for the application's palette (called when that palette changes).
    void refreshStyle();

private:
    bool m_error = true;
};
