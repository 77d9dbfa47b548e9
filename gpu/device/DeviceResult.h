#pragma once

#include "util/Result.h"

#include <string>

namespace gml {

enum class DeviceErrorCode {
    OutOfMemory,     // the device has not enough free memory for the request
    InvalidArgument, // a size of zero, a misaligned range, an address the device never handed out
    Unsupported,     // the device cannot do this (no virtual memory management on this GPU or driver)
    DriverError,     // anything else the CUDA runtime or driver reported
};

// What went wrong, in a sentence a person can act on ("cudaMalloc of 2.0 GiB failed: out of memory").
struct DeviceError
{
    DeviceErrorCode code;
    std::string message;
};

// The outcome of a device call: a value or the error that prevented it.
template <typename T> using DeviceResult = Result<T, DeviceError>;

using DeviceStatus = DeviceResult<Done>;

} // namespace gml
