#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

// Numbers as the learner's language writes them, in one place: sizes with their units ("1.5 MiB", in
// Swahili "MiB 1.5"), durations, ratios, lists of block numbers. Digits are Latin in every language: the
// figures sit beside code, chart axes and what PyTorch and nvidia-smi print, which a learner compares them
// with. The units and the order of number and unit are translations ("%1 MiB").
class NumberText
{
    Q_DECLARE_TR_FUNCTIONS(NumberText)

public:
    // As gml::formatBytes counts: "512 B", "20 MiB", "1.5 GiB" (one decimal below 100, none above).
    static QString bytes(std::uint64_t bytes);
    // "3.57 ms"
    static QString milliseconds(double ms, int decimals = 2);
    // Two significant digits: "0.41", "1.2e-05".
    static QString ratio(double value);
    // "7, 1, 3"
    static QString list(const std::vector<std::uint32_t>& numbers);
    // "0x7f3a00000000"
    static QString address(std::uint64_t address);
};
