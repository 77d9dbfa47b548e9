#pragma once

#include "util/Result.h"

#include <string>

namespace gml {

enum class AllocatorErrorCode {
    OutOfMemory,     // torch.cuda.OutOfMemoryError: no cached block fits and the device has no room either
    InvalidSize,     // 0 bytes, or more than the device (or PyTorch) could ever hand out
    UnknownAddress,  // free or record_stream of an address that is no live allocation
    DoubleFree,      // free of a block that is already free (or pending free)
    BadSetting,      // a PYTORCH_CUDA_ALLOC_CONF string or a memory fraction that PyTorch would refuse
    DeviceFailure,   // the device failed in a way that is not out-of-memory
};

// Why a call was refused, in a sentence a person can act on. Every such call also leaves an `error` (or
// `oom`) event in the trace with the same message, and changes nothing else.
struct AllocatorError
{
    AllocatorErrorCode code;
    std::string message;
};

// A value or the error that prevented it.
template <typename T> using AllocatorResult = Result<T, AllocatorError>;

using AllocatorStatus = AllocatorResult<Done>;

} // namespace gml
