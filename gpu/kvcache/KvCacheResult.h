#pragma once

#include "util/Result.h"

#include <string>

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

// A value or the error that prevented it.
template <typename T> using KvCacheResult = Result<T, KvCacheError>;

using KvCacheStatus = KvCacheResult<Done>;

} // namespace gml
