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
    // Uniform chains' sizes: each layer's activation, and one layer of another size (a wide layer, a big
    // embedding), in MiB as the panel sets them.
    std::uint32_t activationMiB = 64;
    std::uint32_t otherSizeLayer = 0; // 1-based; 0: none
    std::uint32_t otherSizeMiB = 256;
    std::uint32_t expensiveLayer = 0; // 1-based; 0: none
    double factor = 4.0;              // the expensive layer's forward and backward cost this many times the others'
    QString schedule = QStringLiteral("sqrt");
    std::uint32_t every = 4;
    std::uint32_t snapshots = 3;
    double budgetFraction = 0.5; // of store-all's peak; 0 recomputes as much as possible

    bool operator==(const CheckpointSettings&) const = default;
};
