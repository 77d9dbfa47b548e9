#pragma once

#include "util/Result.h"

#include <string>

namespace gml {

// What went wrong in the checkpoint engine, as a sentence that names the bad value and what would be accepted
// ("a budget of 1.0 MiB is below the least any schedule needs: 3.0 MiB ...").
struct CheckpointError
{
    std::string message;
};

// A value or the error that prevented it.
template <typename T> using CheckpointResult = Result<T, CheckpointError>;

} // namespace gml
