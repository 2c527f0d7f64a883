// Result<T, E>: a value or an error that says where and why (CONTRIBUTING.md §3). GCC 12 has no
// std::expected yet; this is the small part of it we need.
#pragma once

#include <cassert>
#include <utility>
#include <variant>

namespace arbiter {

template <class T, class E>
class Result
{
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(E error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const
    {
        assert(ok());
        return std::get<0>(m_data);
    }
    const E &error() const
    {
        assert(!ok());
        return std::get<1>(m_data);
    }
    T &value()
    {
        assert(ok());
        return std::get<0>(m_data);
    }
    const T &operator*() const { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

private:
    std::variant<T, E> m_data;
};

} // namespace arbiter
