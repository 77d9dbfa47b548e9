#pragma once

#include "run/MemoryCategory.h"
#include "run/MemoryCategoryReport.h"

#include <QCoreApplication>
#include <QString>

// The guessed memory categories (gml::MemoryCategory) in the learner's language, and the sentence that ties
// a snapshot's own peak to the activation checkpointing lesson: what checkpointing could save there
// (activations) and what it cannot (optimizer state).
class MemoryCategoryText
{
    Q_DECLARE_TR_FUNCTIONS(MemoryCategoryText)

public:
    // "Parameters", "Gradients", "Optimizer state", "Activations", "Temporaries", "Unknown"
    static QString name(gml::MemoryCategory category);
    // A share of the peak as a whole percent with one decimal below 10: "56%", "3.2%"; "0%" for nothing.
    static QString percent(std::uint64_t part, std::uint64_t whole);
    // The share as the figure percent() writes, as a number (for tests and charts).
    static double percentValue(std::uint64_t part, std::uint64_t whole);
    // "At the peak, activations held 33 MiB (3.2%) — what activation checkpointing could save; optimizer
    // state held 576 MiB (56%) — what it cannot."
    static QString checkpointSentence(const gml::MemoryCategoryReport& report);
    // "Guessed from the stack frames that allocated each block: …"
    static QString guessNote();
};
