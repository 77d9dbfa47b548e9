#pragma once

#include "allocator/AllocatorScenario.h"
#include "util/Result.h"

#include <string>
#include <string_view>

namespace gml {

// Why a line typed in the allocator's sandbox is not one it can run, with what to name in the message.
struct PyTorchLineError
{
    enum class Kind {
        NotUnderstood, // none of the forms below
        NotOnGpu,      // a tensor made without device="cuda": the GPU's allocator never sees it
        UnknownDtype,  // detail: the dtype as written
        BadSize,       // detail: the size as written (negative, not whole, too large)
        Syntax,        // detail: what was expected; column: where
    };
    Kind kind = Kind::NotUnderstood;
    std::string detail;
    int column = 0; // from 1
};

// One line of the PyTorch a learner knows, as the allocator's sandbox runs it:
//
//   x = torch.empty(300 * 2**20, dtype=torch.uint8, device="cuda")   (also zeros, ones, rand, randn,
//   w = torch.zeros((1024, 1024), device="cuda")                      a shape as a tuple or as numbers,
//   y = torch.randn(4096, 4096).cuda()     ... .to("cuda") too        float32 unless a dtype is given)
//   del x
//   torch.cuda.empty_cache()
//   torch.cuda.synchronize()
//   torch.cuda.set_per_process_memory_fraction(0.5)
//   torch.cuda.memory._set_allocator_settings("expandable_segments:True")
//
// Sizes are whole-number expressions (+, -, *, //, ** and parentheses, as Python computes them). The
// result is the ScenarioAction the line stands for (an allocation's bytes are the shape's elements times
// the dtype's size), which the sandbox runs and a saved script keeps.
class PyTorchLine
{
public:
    static Result<ScenarioAction, PyTorchLineError> parse(std::string_view line);
};

} // namespace gml
