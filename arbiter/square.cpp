#include "square.h"

namespace arbiter {

std::optional<Square> Square::fromName(std::string_view name)
{
    if (name.size() != 2)
        return std::nullopt;
    const char fileChar = static_cast<char>(name[0] | 0x20); // ASCII lower case
    const char rankChar = name[1];
    if (fileChar < 'a' || fileChar > 'h' || rankChar < '1' || rankChar > '8')
        return std::nullopt;
    return fromFileRank(fileChar - 'a', rankChar - '1');
}

std::string Square::name() const
{
    return {fileLetter(), static_cast<char>('1' + rank())};
}

} // namespace arbiter
