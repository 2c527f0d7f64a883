// The initial ranking of a tournament's players, which gives a Swiss its pairing numbers before
// round 1 (FIDE C.04.2 A.2, C.04.3 A.2; docs/tournaments.md §8): the higher rating first; among
// equal ratings the higher title (an FMJD title above a national one, a national sports category
// above none); then the name in alphabetical order. A player without a rating ranks below every
// rated one.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

// What the initial ranking reads of a player.
struct RankedPlayer
{
    std::string name;
    std::optional<int> rating;
    std::optional<std::string> title;
};

// The standing of a title, smaller first: the FMJD's titles GMI, MI, GMIF, MF, MIF, MFF, CMF,
// then Russia's sports categories ЗМС, МСМК, МС, КМС and the ranks 1, 2, 3 (as "1 р.", "I",
// "1 разряд" …), in Latin or Cyrillic letters, any case. None for no title or one not known: those
// rank after every known title.
std::optional<int> titleStanding(std::string_view title);

// Whether `a` goes before `b` in the initial ranking. Players equal on every count (the same name,
// rating and title) are neither.
bool ranksBefore(const RankedPlayer &a, const RankedPlayer &b);

// The indices of `players` in the order of the initial ranking (stable: players equal on every
// count keep the order given).
std::vector<std::size_t> initialRanking(const std::vector<RankedPlayer> &players);

// The start number of a player entered into a field numbered `field` (in start-number order:
// field[0] is No 1) when he is inserted at his rank (FIDE C.04.3, late entries): after the last
// player ranking before him, or first. In a field sorted by the initial ranking this is his place
// in it; in an order fixed by hand it keeps the arbiter's order of the others, and nobody the
// arbiter put above a stronger player is moved below the newcomer.
int rankOfNewcomer(const std::vector<RankedPlayer> &field, const RankedPlayer &newcomer);

} // namespace reports
