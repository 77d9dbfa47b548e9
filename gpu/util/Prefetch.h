#pragma once

namespace gml {

// Asks the CPU to start loading the cache line at `address` (a hint: no fault, no effect on the program's
// results), for a caller that knows an address some work before it reads from it, so that the miss
// overlaps that work or another miss instead of stalling on its own.
//
// Written out for x86-64: GCC 12 at -O2 silently drops __builtin_prefetch of some computed addresses (a
// hashed index into a vector, as AddressIndex's slots are), leaving no instruction behind.
inline void prefetchLine(const void* address)
{
#if defined(__x86_64__)
    asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char*>(address)));
#else
    __builtin_prefetch(address);
#endif
}

} // namespace gml
