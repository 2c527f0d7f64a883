// parallelFor: runs body(i) for every i in [0, size) on `threads` threads (the caller's included),
// handing out chunks of indices. The first exception thrown by a body stops the handing out and
// is rethrown to the caller once every thread has finished.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace arbiter {

template <class Body>
void parallelFor(std::uint64_t size, unsigned threads, Body &&body)
{
    constexpr std::uint64_t chunk = 1 << 14;
    std::atomic<std::uint64_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    const auto worker = [&] {
        try {
            for (std::uint64_t begin; (begin = next.fetch_add(chunk)) < size;) {
                const std::uint64_t end = std::min(size, begin + chunk);
                for (std::uint64_t i = begin; i < end; ++i)
                    body(i);
            }
        } catch (...) {
            const std::lock_guard lock(failureMutex);
            if (!failure)
                failure = std::current_exception();
            next.store(size);
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < std::max(1u, threads); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread &thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace arbiter
