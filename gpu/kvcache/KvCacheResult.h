#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace gml {

enum class KvCacheErrorCode {
    InvalidArgument, // a setting out of range: block size, utilization, an unknown model or workload
    OutOfBlocks,     // the pool has too few free blocks for what was asked; nothing changed
    NoCacheMemory,   // the weights leave no memory for even one block (vLLM's zero-blocks error)
    UnknownSequence, // a sequence number the cache never handed out, or one already freed
    DeviceFailure,   // the device refused the pool's memory
    SwapSpaceFull,   // swapping out needs more host swap blocks than are free; nothing changed
};

// What went wrong, as a sentence that names the bad value and what would be accepted.
struct KvCacheError
{
    KvCacheErrorCode code;
    std::string message;
};

// A value or the error that prevented it, as the device layer does it (std::expected is C++23).
template <typename T> class KvCacheResult
{
public:
    KvCacheResult(T value) : m_state(std::move(value)) {}
    KvCacheResult(KvCacheError error) : m_state(std::move(error)) {}

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
    const KvCacheError& error() const
    {
        assert(!ok());
        return std::get<KvCacheError>(m_state);
    }

private:
    std::variant<T, KvCacheError> m_state;
};

struct KvDone
{
};
using KvCacheStatus = KvCacheResult<KvDone>;

} // namespace gml
