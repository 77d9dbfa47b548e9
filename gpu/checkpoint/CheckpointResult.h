#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace gml {

// What went wrong in the checkpoint engine, as a sentence that names the bad value and what would be accepted
// ("a budget of 1.0 MiB is below the least any schedule needs: 3.0 MiB ...").
struct CheckpointError
{
    std::string message;
};

// A value or the error that prevented it, as the device layer does it (std::expected is C++23).
template <typename T> class CheckpointResult
{
public:
    CheckpointResult(T value) : m_state(std::move(value)) {}
    CheckpointResult(CheckpointError error) : m_state(std::move(error)) {}

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
    const CheckpointError& error() const
    {
        assert(!ok());
        return std::get<CheckpointError>(m_state);
    }

private:
    std::variant<T, CheckpointError> m_state;
};

} // namespace gml
