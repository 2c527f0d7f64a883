// Printed game forms (Qt Gui): the game sheet (бланк записи партии) pre-filled with the event,
// round, board and players, to be written on by hand; and a finished game with its moves and a
// vector diagram of the final position. PDF, A4 portrait; the forms' words in the heading's
// language (reportlanguage.h).
#pragma once

#include "arbiter/fen.h"
#include "arbiter/variant.h"
#include "reportlanguage.h"

#include <optional>
#include <string>
#include <vector>

namespace reports {

struct GameHeading
{
    std::string event;
    std::string date;
    std::optional<int> round;
    std::optional<int> board;
    std::string white;
    std::string black;
    Language language = Language::English;
    arbiter::Variant variant = arbiter::Variant::Russian; // the board of the sheet and diagram
    std::optional<int> game =
        std::nullopt; // a micro-match's game 1 or 2 on the board; none for a single game
};

struct PrintedGame
{
    GameHeading heading;
    std::string result;               // "1-0", "1/2-1/2" …
    std::vector<std::string> moves;   // one per ply, as written: "c3-d4", "b6:d4", "32-28"
    arbiter::FenPieces finalPosition; // drawn as the diagram, on the board of heading.variant
    // To move at the start: the second mover (Black; White in English and Pool checkers) begins
    // with "1... f6-e5".
    arbiter::Side firstMover = arbiter::Side::White;
};

// Each PDF is made in memory and returned as its bytes, for the caller to write where it will;
// empty when Qt could not paint it. They need a QGuiApplication (offscreen will do) for the fonts.

// The blank sheet: 60 numbered moves for White and Black (80 for the 100-square board, whose
// games run longer; Black's column first in English and Pool checkers, where Black moves first),
// result and signature boxes; the variant named in the title when it is not Russian draughts.
std::string gameSheetPdf(const GameHeading &heading);
// The blank sheets of a whole round in one PDF, one page each in the order given (each board, a
// micro-match's two games); empty for none.
std::string gameSheetsPdf(const std::vector<GameHeading> &headings);
// The game: the moves in numbered pairs, the result, the diagram of the final position.
std::string gamePdf(const PrintedGame &game);
// The same as text: the heading and the numbered moves ("1. c3-d4 d6-c5").
std::string gameText(const PrintedGame &game);

} // namespace reports
