// Why a TRF file cannot be read (readTrfFile, trffile.h), or why the two records of a game
// disagree or its scoring is one the standings do not count (eventFromTrf, trfScoring:
// trfreader.h), as a code, a place and facts; never a sentence. The message catalogue of app/
// (app/tournament/messagecatalogue.h) words them in English or Russian; tests compare codes and
// facts.
#pragma once

#include <string>

namespace reports {

// Each code's comment names its facts (the members of TrfError besides line, column and code).
// `lastColumn` is the last column of a field whose columns the text names: the field runs from
// `column` to it.
enum class TrfErrorCode
{
    // The tournament's records.
    RecordTwice,               // record: its code ("012"); otherLine: where the first one is
    DateExpected,              // 042, 052: a date YYYY/MM/DD from `column`
    PlayerCountExpected,       // 062: a number from `column`
    RatedPlayerCountExpected,  // 072: a number from `column`
    TeamCountExpected,         // 082: a number from `column`
    RoundCountExpected,        // 142, XXR: a number from `column`
    InitialColourExpected,     // 152: W or B in `column`
    RoundDateExpected,         // 132: round, lastColumn; a date YY/MM/DD
    ConfigurationWordExpected, // XXC: written, a word other than rank, white1 or black1
    ByeTypeExpected,           // 240: F, H or Z in `column`
    ByeRoundExpected,          // 240: lastColumn; the round
    ByeStartNumberExpected,    // 240: lastColumn; a field that holds no start number
    ByePlayerExpected,         // 240: lastColumn; no start number given at all
    ByePlayerMissing,          // 240: startNumber, a start number no player of the file has

    // A player's record (001).
    StartNumberExpected, // lastColumn
    StartNumberZero,     // none
    StartNumberTwice,    // startNumber
    NameExpected,        // lastColumn
    SexExpected,         // m or w in `column`
    RatingExpected,      // lastColumn
    FederationExpected,  // lastColumn; letters
    FideNumberExpected,  // lastColumn; digits
    BirthDateExpected,   // lastColumn; YYYY/MM/DD (or YYYY)
    PointsExpected,      // lastColumn; as 11.5
    RankExpected,        // lastColumn
    OpponentExpected,    // a round block's start number, or 0000
    ColourExpected,      // a round block's colour: w, b or -
    ResultCodeUnknown,   // result, as written

    // 162, the scoring (trfScoring).
    ScoringFieldExpected, // none: a result's letter (W, D, L, A or P) and its points
    ScoringNotCounted,    // none: a scoring other than 1-0.5-0 and 2-1-0

    // The two round blocks of a game (eventFromTrf), placed at the block that shows it: player
    // (the block's player's name), round, startNumber (the opponent the block names); the other
    // block, where it is read, at otherLine in the same column. Result codes in upper case.
    ByeWithOpponent,    // player, round, startNumber; result: the bye code H, F, U or Z
    MeetsHimself,       // player, round, startNumber
    OpponentNotInFile,  // player, round, startNumber
    OpponentNamesOther, // player, round, startNumber, opponent, otherLine; named (0: none)
    ColoursDisagree,    // player, round, startNumber, opponent, otherLine; colour, otherColour
    ResultsDisagree,    // player, round, startNumber, opponent, otherLine; result, otherResult,
                        // expected
};

// A colour of a round block: w, b, or - (or blank: none).
enum class TrfColour
{
    White,
    Black,
    None
};

// Where a record is wrong (1-based line and column, columns counted in characters as TRF counts
// them; a round block's first column for a disagreement about a game), why, and its facts.
struct TrfError
{
    int line = 0;
    int column = 0;
    TrfErrorCode code = TrfErrorCode::RecordTwice;
    // The facts; each code's comment names those it has, the others keep their defaults.
    int lastColumn = 0;        // the field's last column (it starts at `column`)
    std::string record = {};   // a record's code: "012"
    int otherLine = 0;         // where the first record of the code is; the other block of a game
    std::string written = {};  // a word as written
    int round = 0;             // 1-based
    int startNumber = 0;       // the start number the record or the block names
    std::string player = {};   // the name of the player whose block it is
    std::string opponent = {}; // the name of the player the block names
    int named = 0;             // the start number the opponent's block names; 0: none
    TrfColour colour = TrfColour::None;
    TrfColour otherColour = TrfColour::None; // the other block's
    char result = ' ';                       // the block's result code; ' ': none
    char otherResult = ' ';                  // the other block's
    std::string expected = {}; // the result codes the other block allows this one (' ': none)

    bool operator==(const TrfError &) const = default;
};

} // namespace reports
