#pragma once

#include <QList>
#include <QPair>
#include <QPointer>
#include <QString>

class QWidget;

// How a widget looks in an exported picture, for as long as this object lives: values, not controls. The
// focus frame goes; buttons and sliders (things to press, not things to read) are hidden; drop-downs, spin
// boxes and line edits show their value as plain text, without frame or arrows; a label's mnemonic
// underline goes; and views leave out what belongs to the pointer (a selected block's outline, a hovered
// block's links: see active()). Everything is put back when it is destroyed, before the screen repaints.
class ExportAppearance
{
public:
    explicit ExportAppearance(QWidget* root);
    ~ExportAppearance();
    ExportAppearance(const ExportAppearance&) = delete;
    ExportAppearance& operator=(const ExportAppearance&) = delete;

    // Whether `widget` is being drawn for an export: views ask it before painting a selection.
    static bool active(const QWidget* widget);

private:
    QPointer<QWidget> m_root;
    QPointer<QWidget> m_focus;
    QString m_styleSheet;
    QList<QPointer<QWidget>> m_hidden;
    QList<QPair<QPointer<QWidget>, QString>> m_labels; // labels whose mnemonic was taken out, with their text
};
