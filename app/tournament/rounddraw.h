// What was drawn or given with a round, as facts: a Swiss's initial colour drawn by lot (FIDE
// C.04.3 E.5), a micro-match round's opening drawn by lot or given, the TRF file a round was
// imported from. The decisions log keeps its English text with the round's "paired" entry and
// its facts (roundDrawJson, migrations/0017), from which the window words it in Russian
// (app::decisionText); nothing reads the text back.
#pragma once

#include "reports/dutchpairing.h"

#include <QJsonObject>
#include <cstdint>
#include <optional>
#include <string>

namespace app {

// A micro-match round's opening.
struct OpeningDraw
{
    bool given = false; // given by the arbiter, not drawn
    std::string moves;  // "c3-d4 f6-g5"
    // Drawn: the lot's seed, the opening's number in its list (from 1) and the list's length.
    std::int64_t seed = 0;
    int number = 0;
    int count = 0;
    std::optional<std::string> file; // drawn from a list file; none: the two-move openings
    int line = 0;                    // the opening's line in that file; 0: none said

    bool operator==(const OpeningDraw &) const = default;
};

struct RoundDraw
{
    std::optional<reports::Colour> initialColour; // White or Black, drawn by lot for round 1
    std::optional<OpeningDraw> opening;
    std::optional<std::string> importedFrom; // the file's name

    bool empty() const { return !initialColour && !opening && !importedFrom; }
    bool operator==(const RoundDraw &) const = default;
};

// "initial colour drawn by lot: black; opening of round 2 drawn with seed 9, number 3 of 174
// openings of ballots.pdn (line 12): c3-d4 d6-c5 b2-c3", "imported from swiss-16.trf".
std::string englishText(const RoundDraw &draw, int round);
// The same in Russian, round `round` written as given ("2"): «начальный цвет выбран жребием:
// чёрные; дебют 2-го тура выбран жребием (начальное число 9): № 3 из 174 дебютов файла
// ballots.pdn (строка 12): c3-d4 d6-c5 b2-c3», «импортирован из swiss-16.trf».
std::string russianText(const RoundDraw &draw, const std::string &round);
// Its facts as a JSON object, and read back (nullopt: not of that form).
std::string roundDrawJson(const RoundDraw &draw);
std::optional<RoundDraw> roundDrawOfJson(const QJsonObject &object);

} // namespace app
