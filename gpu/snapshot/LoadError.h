#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace gml {

enum class LoadErrorKind {
    CannotOpen, // the file could not be opened or read
    BadFile,    // not a pickle, a refused opcode, truncated, hostile, or not a PyTorch memory snapshot
    TooLarge,   // the file asks for more memory than the reader's limits allow
    Cancelled,  // the caller's cancel flag was set
    BadWindow,  // the TraceWindow cannot be cut from this file (a time range in a file without time_us)
};

// Why a snapshot did not load, in a sentence a person can act on. Pickle errors name the byte offset and
// opcode; model errors name the field path ("segments[12].blocks[3].size: expected an integer, found str").
struct LoadError
{
    LoadErrorKind kind = LoadErrorKind::BadFile;
    std::string message;
};

// A loaded value or the error that prevented it. (std::expected is C++23.)
template <typename T> class LoadResult
{
public:
    LoadResult(T value) : m_state(std::move(value)) {}
    LoadResult(LoadError error) : m_state(std::move(error)) {}

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
    const LoadError& error() const
    {
        assert(!ok());
        return std::get<LoadError>(m_state);
    }

private:
    std::variant<T, LoadError> m_state;
};

} // namespace gml
