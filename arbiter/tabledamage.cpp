#include "tabledamage.h"

namespace arbiter {

std::string englishText(const TableDamage &damage)
{
    using Kind = TableDamage::Kind;
    switch (damage.kind) {
    case Kind::NotATable:
        return "not an endgame table file (no SHASHKTB header)";
    case Kind::FormatVersion:
        return "format version " + std::to_string(damage.foundVersion) +
               ", this build reads version " + std::to_string(damage.expectedVersion);
    case Kind::WrongClass:
        return "holds class " + damage.storedClass + ", expected " + damage.expectedClass;
    case Kind::WrongSize:
        return "holds " + std::to_string(damage.positionsHeld) + " positions, the class has " +
               std::to_string(damage.classPositions);
    case Kind::ChecksumMismatch:
        return "checksum mismatch: the file is damaged";
    }
    return {};
}

} // namespace arbiter
