// A fixed number of elements whose bytes are all zero at first, for the Swiss engine's large
// matrices (25 million weights for 5 000 players). A std::vector writes every element once before
// the engine writes it again; here the system hands out pages already zeroed, on first use, and on
// Linux in 2 MB pages where it can: a 200 MB matrix then takes about a hundred page faults rather
// than fifty thousand, and the matrix's column-wise writes and reads miss the TLB far less.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace reports {

template <class T>
class ZeroedArray
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "elements are made from zero bytes and never destroyed");

public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t size) : m_size(size)
    {
        if (size == 0)
            return;
        const std::size_t bytes = size * sizeof(T);
#if defined(__linux__)
        if (bytes >= mappedFrom) {
            // A huge page must start at a 2 MB boundary: map one more and start at the first.
            m_mappedBytes = bytes + hugePage;
            void *mapped = mmap(nullptr, m_mappedBytes, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (mapped == MAP_FAILED)
                throw std::bad_alloc();
            m_mapped = mapped;
            const auto address = reinterpret_cast<std::uintptr_t>(mapped);
            const std::uintptr_t aligned = (address + hugePage - 1) & ~(hugePage - 1);
            // Only a hint: without transparent huge pages the memory stays in small pages.
            madvise(reinterpret_cast<void *>(aligned), bytes, MADV_HUGEPAGE);
            m_data = reinterpret_cast<T *>(aligned);
            return;
        }
#endif
        // Smaller arrays (1 000 players: 8 MB) come from the heap, which keeps the memory from one
        // pairing to the next (glibc's threshold for mapping a block of its own rises to 32 MB):
        // clearing it again costs less than faulting in fresh pages every time.
        m_data = static_cast<T *>(std::calloc(size, sizeof(T)));
        if (m_data == nullptr)
            throw std::bad_alloc();
    }
    ~ZeroedArray()
    {
        release();
    }

    ZeroedArray(const ZeroedArray &) = delete;
    ZeroedArray &operator=(const ZeroedArray &) = delete;
    ZeroedArray(ZeroedArray &&other) noexcept
    {
        swap(other);
    }
    ZeroedArray &operator=(ZeroedArray &&other) noexcept
    {
        ZeroedArray(std::move(other)).swap(*this);
        return *this;
    }

    std::size_t size() const
    {
        return m_size;
    }
    T *data()
    {
        return m_data;
    }
    const T *data() const
    {
        return m_data;
    }
    T &operator[](std::size_t i)
    {
        assert(i < m_size);
        return m_data[i];
    }
    const T &operator[](std::size_t i) const
    {
        assert(i < m_size);
        return m_data[i];
    }

private:
    static constexpr std::uintptr_t hugePage = std::uintptr_t{2} << 20;
    static constexpr std::size_t mappedFrom = std::size_t{32} << 20;

    void swap(ZeroedArray &other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_mapped, other.m_mapped);
        std::swap(m_mappedBytes, other.m_mappedBytes);
    }
    void release() noexcept
    {
#if defined(__linux__)
        if (m_mapped != nullptr) {
            munmap(m_mapped, m_mappedBytes);
            m_mapped = nullptr;
            m_data = nullptr;
            return;
        }
#endif
        std::free(m_data);
        m_data = nullptr;
    }

    T *m_data = nullptr;
    std::size_t m_size = 0;
    void *m_mapped = nullptr; // the mapping holding m_data when it was mapped, else null
    std::size_t m_mappedBytes = 0;
};

} // namespace reports
