#include "widgets/snapshot/TimelineKeys.h"

#include <QKeyEvent>
#include <algorithm>

bool TimelineKeys::ownsShortcut(const QKeyEvent& key)
{
    const auto modifiers = key.modifiers() & ~Qt::KeypadModifier;
    const int k = key.key();
    const bool step = k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_PageUp ||
                      k == Qt::Key_PageDown || k == Qt::Key_Home || k == Qt::Key_End;
    // Plus is Shift with = on many keyboards.
    const bool zoom = k == Qt::Key_Plus || k == Qt::Key_Equal || k == Qt::Key_Minus || k == Qt::Key_0;
    if (modifiers == Qt::NoModifier)
        return step || zoom;
    return modifiers == Qt::ShiftModifier && (zoom || k == Qt::Key_Left || k == Qt::Key_Right);
}

std::optional<std::size_t> TimelineKeys::cursorTarget(int key, std::size_t cursor, std::size_t first,
                                                      std::size_t last)
{
    const std::size_t page = std::max<std::size_t>((last - first + 1) / 10, 1);
    const std::size_t current = std::clamp(cursor, first, last);
    switch (key) {
    case Qt::Key_Left:
        return current > first ? current - 1 : first;
    case Qt::Key_Right:
        return std::min(current + 1, last);
    case Qt::Key_PageUp:
        return current - std::min(page, current - first);
    case Qt::Key_PageDown:
        return std::min(current + page, last);
    case Qt::Key_Home:
        return first;
    case Qt::Key_End:
        return last;
    default:
        return std::nullopt;
    }
}
