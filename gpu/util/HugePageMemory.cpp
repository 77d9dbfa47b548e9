#include "util/HugePageMemory.h"

#include <cstdint>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gml::huge_page_memory {

namespace {

std::size_t roundedBytes(std::size_t bytes)
{
    return (bytes + kHugePage - 1) / kHugePage * kHugePage;
}

} // namespace

void* allocate(std::size_t bytes)
{
    if (bytes == 0)
        return nullptr;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Over-map by a huge page and keep the 2 MiB-aligned part: only aligned ranges get huge pages.
    const std::size_t rounded = roundedBytes(bytes);
    void* mapped = mmap(nullptr, rounded + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED)
        throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(mapped);
    const std::uintptr_t aligned = (start + kHugePage - 1) & ~(std::uintptr_t{kHugePage} - 1);
    if (aligned > start)
        munmap(mapped, aligned - start);
    if (const std::size_t tail = start + kHugePage - aligned; tail > 0)
        munmap(reinterpret_cast<void*>(aligned + rounded), tail);
    madvise(reinterpret_cast<void*>(aligned), rounded, MADV_HUGEPAGE); // advice: failing changes nothing
    return reinterpret_cast<void*>(aligned);
#else
    return ::operator new(bytes);
#endif
}

void release(void* memory, std::size_t bytes) noexcept
{
    if (memory == nullptr)
        return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    munmap(memory, roundedBytes(bytes));
#else
    (void)bytes;
    ::operator delete(memory);
#endif
}

} // namespace gml::huge_page_memory
