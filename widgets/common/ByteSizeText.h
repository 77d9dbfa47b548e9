#pragma once

#include <QString>

#include <cstdint>
#include <optional>

// "25 MiB", "1.5 GiB", "512", "3MB" (read as MiB, as PyTorch users mean it), "4k": what a learner types for
// a tensor size. nullopt for anything else, including zero-free nonsense like "-5" or "lots".
std::optional<std::uint64_t> parseByteSize(const QString& text);
