#pragma once

#include "device/DeviceResult.h"

#include <cassert>
#include <string>
#include <utility>
#include <variant>

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
template <typename T> class AllocatorResult
{
public:
    AllocatorResult(T value) : m_state(std::move(value)) {}
    AllocatorResult(AllocatorError error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T& value() const
    {
        assert(ok());
        return std::get<T>(m_state);
    }
    const AllocatorError& error() const
    {
        assert(!ok());
        return std::get<AllocatorError>(m_state);
    }

private:
    std::variant<T, AllocatorError> m_state;
};

using AllocatorStatus = AllocatorResult<Done>;

} // namespace gml
