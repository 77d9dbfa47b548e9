

#include "widgets/common/TextFit.h"
#include <QComboBox>
#include <QTabBar>

namespace TextFit {

void tooltipFollowsCurrentText(QComboBox* combo)
{
    // currentTextChanged also fires when a translation renames the current item.
    QObject::connect(combo, &QComboBox::currentTextChanged, combo, &QWidget::setToolTip);
    combo->setToolTip(combo->currentText());
}

void elideTabs(QTabBar* tabs)
{
    tabs->setElideMode(Qt::ElideRight);
    // Scroll buttons hide tabs behind arrows; elided titles keep every tab in sight.
    tabs->setUsesScrollButtons(false);
}

void setTabText(QTabBar* tabs, int index, const QString& text)
{
    tabs->setTabText(index, text);
    tabs->setTabToolTip(index, text);
}

} // namespace TextFit
