// An environment variable set (or unset, with a null value) for the rest of a scope, and put back
// as it was when the scope ends: for the tests of the library's choices by $SHASHKI_DB,
// $SHASHKI_TB_DIR, $XDG_DATA_HOME and the like.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>

namespace fixture {

class ScopedVariable
{
public:
    ScopedVariable(const char *name, const char *value) : m_name(name)
    {
        if (const char *old = std::getenv(name))
            m_old = old;
        if (value)
            ::setenv(name, value, 1);
        else
            ::unsetenv(name);
    }
    ~ScopedVariable()
    {
        if (m_old)
            ::setenv(m_name.c_str(), m_old->c_str(), 1);
        else
            ::unsetenv(m_name.c_str());
    }
    ScopedVariable(const ScopedVariable &) = delete;
    ScopedVariable &operator=(const ScopedVariable &) = delete;

private:
    std::string m_name;
    std::optional<std::string> m_old;
};

} // namespace fixture
