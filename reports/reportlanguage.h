// The language of the printed reports, and every word they print in English and in Russian, in
// one place: the tables' column headings, the cells that are words (a player's card's results, a
// withdrawn player's mark, the round-by-round crosstable's colours and byes), the subjects
// ("Standings after round 5"), the page's foot (signature line, page numbers) and the game forms'
// labels. Plain C++: the command line prints English, the window the judge's language
// (app::Language is this enum). Tie-break codes (BH, SB …) are FIDE's and are not translated.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

namespace reports {

enum class Language
{
    English,
    Russian
};

// A word or a template of the reports; %1, %2 … stand for the arguments of reportText().
enum class ReportWord
{
    // Column headings.
    Place,
    Number,
    Name,
    Points,
    Games,
    Rating,
    WithdrawnAfterRound,
    Title,
    Club,
    BirthYear,
    Federation,
    Board,
    White,
    Black,
    Result,
    Round,
    Game,
    Colour,
    Opponent,
    OpponentsPoints,
    Score,
    FirstGame,
    SecondGame,
    RoundColumn, // "R%1": a round of the round-by-round crosstable

    // Cells.
    Bye,            // a pairing's missing opponent
    ByeCell,        // "bye%1": a bye in the round-by-round crosstable, with its points
    WhiteLetter,    // "w": the colour in a round-by-round cell, "3w1"
    BlackLetter,    // "b"
    WhiteThenBlack, // a micro-match's colours
    BlackThenWhite,
    Won,
    Drawn,
    Lost,
    WonByForfeit,
    LostByForfeit,
    BothForfeited,
    FullBye,
    PairingBye,
    HalfBye,
    FreeRound,
    NotPaired,
    MatchNotFinished,
    MatchGames,         // "games:" before a micro-match's points
    Withdrew,           // "%1 (withdrew)"
    WithdrewAfterRound, // "%1 (withdrew after round %2)"

    // Subjects of a report.
    Standings,
    StandingsAfterRound, // %1 the round
    Crosstable,
    CrosstableAfterRound,
    RoundPairings, // %1 the round
    PlayerCard,    // %1 the name, %2 the start number
    Players,

    // The page.
    TieBreaks,    // the legend under a table: "Tie-breaks: BH — Buchholz; …"
    ChiefArbiter, // the signature line: "Chief arbiter: %1"
    PageOf,       // "Page %1 of %2"

    // Game forms.
    GameSheet,
    RoundAndBoard,     // "Round %1, board %2"
    RoundBoardAndGame, // "Round %1, board %2, game %3": a micro-match's game
    RoundOnly,         // "Round %1"
    BoardOnly,         // "Board %1"
    WhitePlayer,       // "White: %1"
    BlackPlayer,
    MoveNumber, // the sheet's column of move numbers
    SheetFoot,  // result and signature boxes
    FinalPosition,
    GameSheetOf, // "Game sheet: %1" (a variant other than Russian draughts)
    BrazilianDraughts,
    InternationalDraughts,
    EnglishCheckers,
    ItalianDraughts,
    PoolCheckers,
    Giveaway,
};

// The word in `language`, its %1, %2 … replaced by `args` in order.
std::string reportText(ReportWord word, Language language,
                       std::initializer_list<std::string> args = {});

// Every word (for the test that renders each in both languages).
const std::vector<ReportWord> &everyReportWord();

enum class PairingResult; // pairingresult.h

// A pairing's result as the tables show it: its code ("1-0", "+/-", "bye-1/2") in English; in
// Russian a bye's "своб. 1", "своб. ½", "своб. 0", the other codes as they are.
std::string resultText(PairingResult result, Language language);

// A number as written in `language`: "92.75" in English, "92,75" in Russian (the decimal comma of
// Russian print); a text that is not digits with points ("141.5/136", "-", "11½") keeps its
// points in English and turns each into a comma in Russian only between two digits.
std::string decimalIn(const std::string &number, Language language);

// A name for a file of the report about `subject`: the characters a file name cannot hold on
// Linux, Windows or macOS (/ \ : * ? " < > | and control characters) replaced by '-', spaces and
// dots trimmed at the ends; "report" when nothing is left.
std::string fileNameOf(const std::string &subject);

// The form a Russian noun takes after a count: 1, 21, 101 → One («ход», «доска»); 2–4, 22 → Few
// («хода», «доски»); 0, 5–20, 25, 111 → Many («ходов», «досок»).
enum class RussianCount
{
    One,
    Few,
    Many,
};
RussianCount russianCount(long long count);

} // namespace reports
