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

// Lets a long run without spaces wrap (PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True in an out-of-memory
// message widened the side column past the screen at the lesson's climax): a zero-width space after each '_',
// '=', ':', ',', '/' and '.' inside any word longer than 24 characters. Text copied from the application
// loses them again (ClipboardText), so that a setting pasted into a shell still works.
QString breakable(const QString& text);

} // namespace TextFit
