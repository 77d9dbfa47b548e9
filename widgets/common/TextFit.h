#pragma once

#include <QString>

class QComboBox;
class QTabBar;

// Text that may not fit its place, in any language: elided where Qt elides it, and then always readable in
// full from its tooltip.
namespace TextFit {

// A closed combo box elides its current item: its tooltip always holds the item's whole text.
void tooltipFollowsCurrentText(QComboBox* combo);

// Tabs elide their titles rather than scroll out of sight; each tab's tooltip holds its whole title.
// (A QTabWidget's titles are its tabBar()'s.)
void elideTabs(QTabBar* tabs);
void setTabText(QTabBar* tabs, int index, const QString& text);

} // namespace TextFit
