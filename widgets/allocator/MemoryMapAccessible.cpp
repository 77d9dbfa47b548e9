#include "widgets/allocator/MemoryMapAccessible.h"

#include "widgets/allocator/MemoryMapView.h"

#include <mutex>

MemoryMapAccessible::MemoryMapAccessible(MemoryMapView* view) : QAccessibleWidget(view, QAccessible::Graphic)
{
}

QString MemoryMapAccessible::text(QAccessible::Text kind) const
{
    if (kind == QAccessible::Description)
        return static_cast<const MemoryMapView*>(widget())->accessibleSummary();
    return QAccessibleWidget::text(kind);
}

void MemoryMapAccessible::install()
{
    static std::once_flag installed;
    std::call_once(installed, [] {
        QAccessible::installFactory([](const QString&, QObject* object) -> QAccessibleInterface* {
            if (auto* view = qobject_cast<MemoryMapView*>(object))
                return new MemoryMapAccessible(view);
            return nullptr;
        });
    });
}
