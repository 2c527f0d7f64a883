// Why an endgame table's file failed its checks (EndgameTable::deserialize), as a code and its
// facts; englishText() is the core's wording (the message catalogue of app/ words the same facts
// in Russian; nothing reads the words back).
#pragma once

#include <cstdint>
#include <string>

namespace arbiter {

struct TableDamage
{
    enum class Kind
    {
        NotATable,        // shorter than the header, or no "SHASHKTB" at its start
        FormatVersion,    // foundVersion, expectedVersion
        WrongClass,       // storedClass, expectedClass
        WrongSize,        // positionsHeld, classPositions
        ChecksumMismatch, // the positions' bytes do not give the header's checksum
    };
    Kind kind = Kind::NotATable;
    std::uint64_t foundVersion = 0;    // FormatVersion: the file's format version
    std::uint64_t expectedVersion = 0; // FormatVersion: the one this build reads
    std::string storedClass = {};      // WrongClass: the class the header names, "w0m1k-b0m1k"
    std::string expectedClass = {};    // WrongClass: the class the file should hold
    std::uint64_t positionsHeld = 0;   // WrongSize: the bytes after the header
    std::uint64_t classPositions = 0;  // WrongSize: EndgameIndex::size of the class

    bool operator==(const TableDamage &) const = default;
};

// "checksum mismatch: the file is damaged", "holds 991 positions, the class has 992".
std::string englishText(const TableDamage &damage);

} // namespace arbiter
