#pragma once

// The MLP's CUDA backend: compiled only when nvcc is found (GML_HAVE_CUDA). Plain kernels, no cuBLAS (a
// dynamic libcublas would stop the program starting on machines without the toolkit). C++17.
#include "checkpoint/MlpKernels.h"

#include <memory>

namespace gml {

// One thread per output element, each summing in a fixed order: a recomputed forward reproduces the first
// one's bits, and results do not depend on scheduling.
std::unique_ptr<MlpKernels> makeCudaMlpKernels();

} // namespace gml
