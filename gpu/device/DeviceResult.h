#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

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

// The outcome of a device call: a value or the error that prevented it. (std::expected is C++23.)
template <typename T> class DeviceResult
{
public:
    DeviceResult(T value) : m_state(std::move(value)) {}
    DeviceResult(DeviceError error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T& value() const
    {
        assert(ok());
        return std::get<T>(m_state);
    }
    T& value()
    {
        assert(ok());
        return std::get<T>(m_state);
    }
    const DeviceError& error() const
    {
        assert(!ok());
        return std::get<DeviceError>(m_state);
    }

private:
    std::variant<T, DeviceError> m_state;
};

// For calls that return nothing but may fail.
struct Done
{
};
using DeviceStatus = DeviceResult<Done>;

} // namespace gml
