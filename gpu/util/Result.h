#pragma once

#include <cassert>
#include <utility>
#include <variant>

namespace gml {

// The outcome of a call that may fail: the value it made, or the error that prevented it (std::expected is
// C++23). Every engine uses it with an error type of its own, which says what went wrong in a sentence a
// person can act on and, where callers branch on it, a code: DeviceError, AllocatorError, KvCacheError,
// CheckpointError, LoadError. Each engine names its instance (DeviceResult<T>, LoadResult<T>, ...).
template <typename T, typename Error> class Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

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
    const Error& error() const
    {
        assert(!ok());
        return std::get<Error>(m_state);
    }

private:
    std::variant<T, Error> m_state;
};

// The value of a call that returns nothing but may fail (DeviceStatus, AllocatorStatus, KvCacheStatus).
struct Done
{
};

} // namespace gml
