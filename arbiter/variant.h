// The draughts games of the family this core plays, as data (issue 16): the board, the first
// position and the few rules in which they differ. One generator (gridgenerator.h) reads them.
//
//                     board   men rows  majority capture  promotion during a capture  PDN GameType
//   Russian            8×8       3            no               yes (goes on as king)      25
//   Brazilian          8×8       3            yes              no (only where it ends)    26
//   International     10×10      4            yes              no (only where it ends)    20
//
// Common to the three: men step one square diagonally forward and capture forwards and
// backwards; kings fly (move and capture along a whole diagonal); capturing is compulsory and a
// capture goes on while it can; captured pieces leave the board only when the move ends, so they
// block the way and cannot be taken twice (the Turkish strike rule). International rules: FMJD
// Annex 1, section 3 (moves) and section 4 (the capture: forwards and backwards, the king's choice
// of a free square behind the taken piece, the compulsory capture of the greatest number of
// pieces with kings and men counted alike, a man only passing the promotion row during a capture
// staying a man). Brazilian draughts are those rules on the 8×8 board. Russian: docs/rules.md
// §2–§6.
#pragma once

#include <optional>
#include <string_view>

namespace arbiter {

enum class Variant
{
    Russian,
    Brazilian,
    International,
};

struct VariantRules
{
    Variant variant;
    std::string_view name; // "russian", "brazilian", "international"
    // The rule set a game of the variant is judged by unless a tournament says otherwise
    // (docs/rules.md §2–§6 for Russian; the FMJD rules, fmjddrawtracker.h, for the other two).
    std::string_view ruleSet;
    int columns;
    int rows;
    int menRows;                // rows of men each side starts with
    int pdnGameType;            // PDN 3.0 GameType tag
    bool majorityCapture;       // the capture taking the most pieces is compulsory
    bool promotesDuringCapture; // a man reaching the far row mid-capture goes on as a king
};

const VariantRules &rulesOf(Variant variant);

// The variant of a PDN GameType (its first number: "20,W,10,10,N2,0" reads as 20); none for a
// game type this core does not play.
std::optional<Variant> variantOfGameType(int gameType);
// The same of a GameType tag's value as written ("20,W,10,10,N2,0", "25"); none when its first
// number is no number or no game type this core plays.
std::optional<Variant> variantOfGameTypeTag(std::string_view tag);

// "russian", "brazilian", "international" (as the command line's --variant takes them).
std::optional<Variant> variantNamed(std::string_view name);

} // namespace arbiter
