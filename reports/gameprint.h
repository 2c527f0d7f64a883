// Printed game forms (Qt Gui): the game sheet (бланк записи партии) pre-filled with the event,
// round, board and players, to be written on by hand; and a finished game with its moves and a
// vector diagram of the final position. PDF, A4 portrait.
#pragma once

#include "arbiter/position.h"

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
};

struct PrintedGame
{
    GameHeading heading;
    std::string result;              // "1-0", "1/2-1/2" …
    std::vector<std::string> moves;  // one per ply, as written: "c3-d4", "b6:d4"
    arbiter::Position finalPosition; // drawn as the diagram
};

// The blank sheet: 60 numbered moves for White and Black, result and signature boxes.
std::optional<std::string> writeGameSheetPdf(const GameHeading &heading, const std::string &path);
// The game: the moves in numbered pairs, the result, the diagram of the final position.
std::optional<std::string> writeGamePdf(const PrintedGame &game, const std::string &path);
// The same as text: the heading and the numbered moves ("1. c3-d4 d6-c5").
std::string gameText(const PrintedGame &game);

} // namespace reports
