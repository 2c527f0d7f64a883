// The draughts games of the family this core plays, as data (issues 16 and 29): the board, the
// first position and the rules in which they differ. One generator (movesearch.h) reads them.
//
//                 board         first men take  kings   capture choice promotion mid-capture  PDN
//   Russian       8×8           White both ways flying  free           goes on as king         25
//   Brazilian     8×8           White both ways flying  majority       passes as a man         26
//   International 10×10         White both ways flying  majority       passes as a man         20
//   English       8×8           Black forwards  short   free           crowned, move ends      21
//   Italian       8×8 mirrored  White forwards* short   FID precedence crowned, move ends      22
//   Pool          8×8           Black both ways flying  free           passes as a man         23
//   80-square     10×8          White both ways flying  free           goes on as king          —
//   Spantsiretti  10×8          White both ways flying  majority       passes as a man         41
//   Giveaway      8×8           White both ways flying  free           goes on as king          —
//   (* an Italian man never takes a king; giveaway is Russian draughts with the aim reversed)
//
// Common to all: men step one square diagonally forward; capturing is compulsory and a capture
// goes on while it can; captured pieces leave the board only when the move ends, so they block the
// way and cannot be taken twice (the Turkish strike rule); squares are numbered from Black's side
// (PDN 3.0; FMJD Annex 1, 2.6). International rules: FMJD Annex 1, section 3 (moves) and section 4
// (the capture). Brazilian draughts are those rules on the 8×8 board. Russian: docs/rules.md
// §2–§6. English checkers (WCDF), Italian draughts (FID) and Pool checkers (APCA): docs/rules.md
// §16, where each rule names its source.
#pragma once

#include "boardgeometry.h"
#include "side.h"

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace arbiter {

enum class Variant
{
    Russian,
    Brazilian,
    International,
    English,
    Italian,
    Pool,
    Russian10x8,  // 80-square draughts
    Spantsiretti, // international rules on 10 × 8
    Giveaway,     // поддавки: Russian draughts, the side left without a move wins
};

// Which of the captures a position has may be played (docs/rules.md).
enum class CaptureChoice
{
    Free,     // any of them (Russian: docs/rules.md §4; English: WCDF; Pool: APCA)
    Majority, // those taking the most pieces, kings and men alike (FMJD Annex 1, section 4)
    // Italian (FID 6.6–6.9): the most pieces; of those, a king's capture before a man's; then
    // the most kings taken; then the capture meeting a king first.
    Italian,
};

// What a man does on reaching the far row in the middle of a capture.
enum class CapturePromotion
{
    GoesOnAsKing, // crowned at once, it goes on capturing as a king (Russian: docs/rules.md §6)
    PassesAsMan,  // it goes on as a man; crowned only where the capture ends (FMJD, APCA)
    EndsMove,     // crowned, and the move ends there (WCDF, FID)
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
    int menRows;      // rows of men each side starts with
    Side firstToMove; // White, but Black in English and Pool checkers (WCDF, APCA)
    bool mirrored;    // a1 light: the Italian board (FID), boardgeometry.h
    int pdnGameType;  // PDN 3.0 GameType tag; 0 for a game that has none
    CaptureChoice captureChoice;
    CapturePromotion capturePromotion;
    bool menCaptureBackwards; // men take backwards as well as forwards
    bool flyingKings;         // kings move and take along a whole diagonal, not one square
    bool menTakeKings;        // a man may take a king (not in Italian draughts: FID 5.3)
    // The aim reversed: the side to move with no move left (no piece, or every one blocked) has
    // won, not lost (giveaway).
    bool reversedAim = false;

    friend constexpr bool operator==(const VariantRules &, const VariantRules &) = default;
};

namespace detail {

// Fields: variant, name, rule set, columns, rows, men rows, first to move, mirrored, GameType,
// capture choice, promotion in a capture, men capture backwards, flying kings, men take kings.
inline constexpr std::array<VariantRules, 9> variants = {{
    {Variant::Russian, "russian", "russian-fmjd64", 8, 8, 3, Side::White, false, 25,
     CaptureChoice::Free, CapturePromotion::GoesOnAsKing, true, true, true},
    {Variant::Brazilian, "brazilian", "brazilian-fmjd", 8, 8, 3, Side::White, false, 26,
     CaptureChoice::Majority, CapturePromotion::PassesAsMan, true, true, true},
    {Variant::International, "international", "international-fmjd", 10, 10, 4, Side::White, false,
     20, CaptureChoice::Majority, CapturePromotion::PassesAsMan, true, true, true},
    // WCDF rules: Black moves first; men move and take forwards only; kings move and take one
    // square in every direction; any capture may be chosen, and is completed; a man reaching the
    // far row is crowned and the move ends.
    {Variant::English, "english", "english-wcdf", 8, 8, 3, Side::Black, false, 21,
     CaptureChoice::Free, CapturePromotion::EndsMove, false, false, true},
    // FID rules: the board with a light square at each player's left (the mirrored board), White
    // first (FID 3.4); men forwards only and never taking a king (FID 5.3); short kings; the
    // precedence of FID 6.6–6.9; a man reaching the far row is crowned and the move ends.
    {Variant::Italian, "italian", "italian-fid", 8, 8, 3, Side::White, true, 22,
     CaptureChoice::Italian, CapturePromotion::EndsMove, false, false, false},
    // APCA rules: Black first; men take forwards and backwards; flying kings; any capture may be
    // chosen; a man passing the far row in a capture goes on as a man.
    {Variant::Pool, "pool", "pool-apca", 8, 8, 3, Side::Black, false, 23, CaptureChoice::Free,
     CapturePromotion::PassesAsMan, true, true, true},
    // 80-square draughts: the Russian rules on 10 columns × 8 rows, 15 men each; no GameType.
    {Variant::Russian10x8, "russian-10x8", "russian-10x8", 10, 8, 3, Side::White, false, 0,
     CaptureChoice::Free, CapturePromotion::GoesOnAsKing, true, true, true},
    // Spantsiretti: the FMJD's international rules on 10 columns × 8 rows (PDN GameType 41).
    {Variant::Spantsiretti, "spantsiretti", "spantsiretti-fmjd", 10, 8, 3, Side::White, false, 41,
     CaptureChoice::Majority, CapturePromotion::PassesAsMan, true, true, true},
    // Giveaway (поддавки, "обратные русские шашки"): the rules of Russian draughts but for the
    // aim, which is reversed (the Russian draughts federation, shashki.ru: "за исключением главной
    // цели игры правила здесь идентичны правилам русских шашек"); no GameType. Its games are
    // judged under a Russian rule set (docs/rules.md §16).
    {Variant::Giveaway, "giveaway", "russian-fmjd64", 8, 8, 3, Side::White, false, 0,
     CaptureChoice::Free, CapturePromotion::GoesOnAsKing, true, true, true, true},
}};

} // namespace detail

// The table is in the order of the enum, so that a variant's rules are found by its value.
static_assert([] {
    for (std::size_t i = 0; i < detail::variants.size(); ++i)
        if (static_cast<std::size_t>(detail::variants[i].variant) != i)
            return false;
    return true;
}());

constexpr const VariantRules &rulesOf(Variant variant)
{
    return detail::variants[static_cast<std::size_t>(variant)];
}

// The rules of `V` as constants: the fields of VariantRules, known when compiling. The Russian
// core's generator reads them (movesearch.h), so that no test of a rule costs it time.
template <Variant V>
struct FixedRules
{
    static constexpr CaptureChoice captureChoice = rulesOf(V).captureChoice;
    static constexpr CapturePromotion capturePromotion = rulesOf(V).capturePromotion;
    static constexpr bool menCaptureBackwards = rulesOf(V).menCaptureBackwards;
    static constexpr bool flyingKings = rulesOf(V).flyingKings;
    static constexpr bool menTakeKings = rulesOf(V).menTakeKings;
};
// Every variant, in the order of the enum.
std::span<const VariantRules> allVariants();
// The board of `rules`: numbered from Black's side (PDN 3.0), as every variant played numbers it.
BoardGeometry geometryOf(const VariantRules &rules);

// Whether players of `variant` read the board by its squares' numbers, so that diagrams and the
// window show them (International, English, Italian, Pool, Spantsiretti), rather than by files and
// ranks (Russian, Brazilian, 80-square draughts, giveaway).
constexpr bool readByNumbers(Variant variant)
{
    return variant != Variant::Russian && variant != Variant::Brazilian &&
           variant != Variant::Russian10x8 && variant != Variant::Giveaway;
}

// Whether `variant` is played by the Russian core (position.h, movegenerator.h) with a Russian rule
// set's draw rules: Russian draughts, and giveaway, whose moves are Russian draughts' own.
constexpr bool playedByRussianCore(Variant variant)
{
    return variant == Variant::Russian || variant == Variant::Giveaway;
}

// The variant of a PDN GameType (its first number: "20,W,10,10,N2,0" reads as 20); none for a
// game type this core does not play.
std::optional<Variant> variantOfGameType(int gameType);
// The same of a GameType tag's value as written ("20,W,10,10,N2,0", "25"); none when its first
// number is no number or no game type this core plays.
std::optional<Variant> variantOfGameTypeTag(std::string_view tag);

// "russian", "brazilian", "international", "english", "italian", "pool", "russian-10x8",
// "spantsiretti" (as the command line's --variant takes them).
std::optional<Variant> variantNamed(std::string_view name);

} // namespace arbiter
