#pragma once

#include <QString>

#include <cstdint>

// What the learner chose for the checkpointing lesson: the chain and the schedule with its knobs. Shared by
// the side panel (which shows and edits it) and the lesson (which plans with it).
struct CheckpointSettings
{
    enum class Chain { Uniform, Transformer, Mlp };

    Chain chain = Chain::Uniform;
    std::uint32_t layers = 16;
    std::uint32_t expensiveLayer = 0; // 1-based; 0: none
    double factor = 4.0;              // the expensive layer's forward and backward cost this many times the others'
    QString schedule = QStringLiteral("sqrt");
    std::uint32_t every = 4;
    std::uint32_t snapshots = 3;
    double budgetFraction = 0.5; // of store-all's peak; 0 recomputes as much as possible

    bool operator==(const CheckpointSettings&) const = default;
};
