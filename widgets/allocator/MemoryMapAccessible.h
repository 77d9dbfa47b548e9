#pragma once

#include <QAccessibleWidget>

class MemoryMapView;

// What a screen reader hears of the memory map, which is only pixels otherwise: a summary of the state and,
// when a block is selected (by click or by the arrow keys), that block. Built when the reader asks, not at
// every step: summing 100,000 blocks for a text nobody reads cost the player a twentieth of a frame.
class MemoryMapAccessible : public QAccessibleWidget
{
public:
    explicit MemoryMapAccessible(MemoryMapView* view);

    QString text(QAccessible::Text kind) const override;

    // Makes QAccessible build one of these for every MemoryMapView (once per process).
    static void install();
};
