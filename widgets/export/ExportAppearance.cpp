#include "widgets/export/ExportAppearance.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QWidget>

namespace {

const char* const kExporting = "gmlExporting";

// Inputs drawn as their value: no frame, no arrows, no field background.
const char* const kValuesOnly =
    "QComboBox, QAbstractSpinBox, QLineEdit { border: none; background: transparent; padding: 0px; }"
    "QComboBox::drop-down { width: 0px; border: none; }"
    "QComboBox::down-arrow { image: none; width: 0px; }"
    "QAbstractSpinBox::up-button, QAbstractSpinBox::down-button { width: 0px; border: none; }"
    "QAbstractSpinBox::up-arrow, QAbstractSpinBox::down-arrow { image: none; width: 0px; }";

// Buttons and sliders are things to press: an export has no use for them. Check boxes and radio buttons
// say a setting's value, and stay.
bool isControl(const QWidget* widget)
{
    if (qobject_cast<const QScrollBar*>(widget) != nullptr)
        return false; // a scroll bar goes with its area's content; hiding it would not make the content fit
    if (qobject_cast<const QAbstractSlider*>(widget) != nullptr || widget->inherits("StepControls"))
        return true; // the way through the steps: the picture is at one of them, and its caption says which
    if (qobject_cast<const QCheckBox*>(widget) != nullptr || qobject_cast<const QRadioButton*>(widget) != nullptr)
        return false;
    // The tabs of a tab bar are its own buttons' business (the scroll arrows); QTabBar is no QAbstractButton.
    return qobject_cast<const QAbstractButton*>(widget) != nullptr && !widget->inherits("QDockWidgetTitleButton");
}

} // namespace

ExportAppearance::ExportAppearance(QWidget* root) : m_root(root)
{
    if (root == nullptr)
        return;
    root->setProperty(kExporting, true);
    if (QWidget* focus = QApplication::focusWidget(); focus != nullptr && (focus == root || root->isAncestorOf(focus))) {
        m_focus = focus;
        focus->clearFocus();
    }
    for (QWidget* widget : root->findChildren<QWidget*>()) {
        if (widget->isVisibleTo(root) && isControl(widget)) {
            widget->hide();
            m_hidden.append(widget);
        }
        if (auto* label = qobject_cast<QLabel*>(widget); label && label->buddy() != nullptr && label->text().contains(QLatin1Char('&'))) {
            m_labels.append({label, label->text()});
            label->setText(label->text().remove(QRegularExpression(QStringLiteral("&(?!&)"))));
        }
    }
    m_styleSheet = root->styleSheet();
    root->setStyleSheet(m_styleSheet + QLatin1String(kValuesOnly));
}

ExportAppearance::~ExportAppearance()
{
    if (m_root == nullptr)
        return;
    m_root->setStyleSheet(m_styleSheet);
    for (const auto& [label, text] : std::as_const(m_labels))
        if (label)
            static_cast<QLabel*>(label.data())->setText(text);
    for (const auto& widget : std::as_const(m_hidden))
        if (widget)
            widget->show();
    m_root->setProperty(kExporting, QVariant());
    if (m_focus)
        m_focus->setFocus(Qt::OtherFocusReason);
}

bool ExportAppearance::active(const QWidget* widget)
{
    for (const QWidget* w = widget; w != nullptr; w = w->parentWidget())
        if (w->property(kExporting).toBool())
            return true;
    return false;
}
