#pragma once

#include <cstddef>

namespace gml {

// Large buffers that are written once, front to back, soon after they are obtained: trace chunks, the budget
// program's tables. Fresh anonymous memory costs a page fault and the kernel's zeroing per page on first
// write; with 4 KiB pages that is a fault per 4 KiB, and on virtual machines each fault is dear (in the
// allocator benchmark they took a fifth of the time). These buffers are therefore mapped 2 MiB-aligned and
// offered to transparent huge pages (Linux, "madvise" mode, the usual default): one fault per 2 MiB, and
// one TLB entry where 512 were needed. Elsewhere, or where the advice is refused, they are ordinary memory.
namespace huge_page_memory {

inline constexpr std::size_t kHugePage = std::size_t{2} << 20;

// `bytes` of writable memory (rounded up to whole huge pages where they are used), uninitialised as far as
// the caller may assume. Throws std::bad_alloc when there is none.
void* allocate(std::size_t bytes);
// Returns what allocate(bytes) gave, with the same `bytes`.
void release(void* memory, std::size_t bytes) noexcept;

} // namespace huge_page_memory

// A fixed-size array of T (trivially copyable, left uninitialised) in huge-page memory.
template <typename T> class HugePageArray
{
public:
    HugePageArray() = default;
    explicit HugePageArray(std::size_t size)
        : m_data(static_cast<T*>(huge_page_memory::allocate(size * sizeof(T)))), m_size(size)
    {
    }
    ~HugePageArray() { huge_page_memory::release(m_data, m_size * sizeof(T)); }
    HugePageArray(const HugePageArray&) = delete;
    HugePageArray& operator=(const HugePageArray&) = delete;
    HugePageArray(HugePageArray&& other) noexcept : m_data(other.m_data), m_size(other.m_size)
    {
        other.m_data = nullptr;
        other.m_size = 0;
    }
    HugePageArray& operator=(HugePageArray&& other) noexcept
    {
        if (this != &other) {
            huge_page_memory::release(m_data, m_size * sizeof(T));
            m_data = other.m_data;
            m_size = other.m_size;
            other.m_data = nullptr;
            other.m_size = 0;
        }
        return *this;
    }

    T* data() { return m_data; }
    const T* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    T& operator[](std::size_t index) { return m_data[index]; }
    const T& operator[](std::size_t index) const { return m_data[index]; }

private:
    T* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace gml
