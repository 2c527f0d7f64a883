#include "material.h"

namespace arbiter {

Material Material::of(const Position &position)
{
    return {
        bitboard::count(position.men(Side::White)), bitboard::count(position.kings(Side::White)),
        bitboard::count(position.men(Side::Black)), bitboard::count(position.kings(Side::Black))};
}

std::string Material::name() const
{
    return "w" + std::to_string(whiteMen) + "m" + std::to_string(whiteKings) + "k-b" +
           std::to_string(blackMen) + "m" + std::to_string(blackKings) + "k";
}

} // namespace arbiter
