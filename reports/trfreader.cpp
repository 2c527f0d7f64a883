#include "trfreader.h"

#include "textlines.h"
#include "trfcolumns.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <string_view>
#include <utility>

namespace reports {

namespace {

// The first column of round `round`'s block (trfcolumns.h).
int blockColumn(int round)
{
    return static_cast<int>(trf::firstBlockColumn +
                            trf::blockColumns * static_cast<std::size_t>(round - 1));
}

struct Block
{
    int opponent = 0;  // start number; 0: none
    char colour = '-'; // w, b, or - (none)
    char result = ' ';
};

// A player's record: its line and its round blocks, round 1 first.
struct Record
{
    int line = 0;
    std::vector<Block> rounds;

    const Block &round(int r) const
    {
        static const Block notPaired;
        return r <= static_cast<int>(rounds.size()) ? rounds[static_cast<std::size_t>(r - 1)]
                                                    : notPaired;
    }
};

std::optional<Outcome> outcomeOf(char result, bool hasOpponent)
{
    switch (result) {
    case '1':
    case 'W':
        return hasOpponent ? Outcome::Win : Outcome::FullBye;
    case '=':
    case 'D':
        return hasOpponent ? Outcome::Draw : Outcome::HalfBye;
    case '0':
    case 'L':
        return hasOpponent ? Outcome::Loss : Outcome::ZeroBye;
    case '+':
        return Outcome::ForfeitWin;
    case '-':
        return hasOpponent ? Outcome::ForfeitLoss : Outcome::ZeroBye;
    case 'H':
        return Outcome::HalfBye;
    case 'F':
        return Outcome::FullBye;
    case 'U':
        return Outcome::PairingBye;
    case 'Z':
        return Outcome::ZeroBye;
    case ' ':
        return Outcome::NotPaired;
    default:
        return std::nullopt;
    }
}

// H (half-point bye), F (full-point bye), U (pairing-allocated bye), Z (zero-point bye).
bool isByeCode(char result)
{
    return result == 'H' || result == 'F' || result == 'U' || result == 'Z';
}

// The results the opponent's block may give a game this block gives `result`.
std::string_view answersTo(char result)
{
    switch (result) {
    case '1':
        return "0";
    case '0':
        return "1";
    case '=':
        return "=";
    case 'W':
        return "L";
    case 'L':
        return "W";
    case 'D':
        return "D";
    case '+':
        return "-";
    case '-':
        return "+-"; // lost by forfeit against a win by forfeit, or both forfeited
    default:
        return " "; // not played yet: no result on either side
    }
}

char otherColour(char colour)
{
    return colour == 'w' ? 'b' : colour == 'b' ? 'w' : '-';
}

TrfColour colourFact(char colour)
{
    return colour == 'w' ? TrfColour::White : colour == 'b' ? TrfColour::Black : TrfColour::None;
}

// Every game whose two blocks disagree, placed at the block that shows it: a block naming no
// player of the file, the player himself, or one who names someone else, at that block; a colour
// or a result the other block contradicts, at the later of the two (the earlier named in it).
std::vector<TrfError> crossCheck(const std::vector<EventPlayer> &players,
                                 const std::vector<Record> &records,
                                 const std::map<int, std::size_t> &indexOf, int rounds)
{
    std::vector<TrfError> errors;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const EventPlayer &player = players[i];
        for (int r = 1; r <= rounds; ++r) {
            const Block &block = records[i].round(r);
            if (block.opponent == 0)
                continue;
            // The facts every disagreement about this block names.
            TrfError game;
            game.line = records[i].line;
            game.column = blockColumn(r);
            game.round = r;
            game.startNumber = block.opponent;
            game.player = player.name;
            const auto fail = [&errors, &game](TrfErrorCode code) {
                game.code = code;
                errors.push_back(game);
            };
            if (isByeCode(block.result)) {
                game.result = block.result;
                fail(TrfErrorCode::ByeWithOpponent);
                continue;
            }
            if (block.opponent == player.startNumber) {
                fail(TrfErrorCode::MeetsHimself);
                continue;
            }
            const auto found = indexOf.find(block.opponent);
            if (found == indexOf.end()) {
                fail(TrfErrorCode::OpponentNotInFile);
                continue;
            }
            const std::size_t j = found->second;
            const Block &answer = records[j].round(r);
            game.opponent = players[j].name;
            game.otherLine = records[j].line;
            if (answer.opponent != player.startNumber) {
                game.named = answer.opponent;
                fail(TrfErrorCode::OpponentNamesOther);
                continue;
            }
            // Both blocks name each other: compared once, from the later one.
            if (j > i || isByeCode(answer.result))
                continue;
            if (block.colour != otherColour(answer.colour)) {
                TrfError colours = game;
                colours.code = TrfErrorCode::ColoursDisagree;
                colours.colour = colourFact(block.colour);
                colours.otherColour = colourFact(answer.colour);
                errors.push_back(std::move(colours));
            }
            const std::string_view expected = answersTo(answer.result);
            if (expected.find(block.result) == std::string_view::npos) {
                game.result = block.result;
                game.otherResult = answer.result;
                game.expected = std::string(expected);
                fail(TrfErrorCode::ResultsDisagree);
            }
        }
    }
    return errors;
}

} // namespace

std::optional<int> trfTenths(std::string_view written)
{
    const std::string_view text = trimmed(written, " ");
    const auto digits = [](std::string_view part) {
        return !part.empty() && part.size() <= 3 &&
               std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    const auto dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view tenth =
        dot == std::string_view::npos ? std::string_view("0") : text.substr(dot + 1);
    if (!digits(whole) || tenth.size() != 1 || !digits(tenth))
        return std::nullopt;
    int value = 0;
    std::from_chars(whole.data(), whole.data() + whole.size(), value);
    return value * 10 + (tenth[0] - '0');
}

arbiter::Result<Scoring, TrfError> trfScoring(const TrfFile &file)
{
    if (file.scoring.empty())
        return Scoring::OneHalfZero;
    int line = 0;
    for (std::size_t i = 0; i < file.layout.size(); ++i)
        if (file.layout[i].code == "162")
            line = static_cast<int>(i) + 1;
    std::map<char, int> tenths = {{'W', 10}, {'D', 5}, {'L', 0}, {'A', 0}};
    std::optional<int> byeTenths;
    for (std::size_t at = 1; at < file.scoring.size(); at += 9) {
        const char letter = file.scoring[at];
        const auto points = trfTenths(std::string_view(file.scoring).substr(at + 1, 4));
        if (std::string_view("WDLAP").find(letter) == std::string_view::npos || !points)
            return TrfError{.line = line,
                            .column = static_cast<int>(at) + 5,
                            .code = TrfErrorCode::ScoringFieldExpected};
        if (letter == 'P')
            byeTenths = *points;
        else
            tenths[letter] = *points;
    }
    const bool oneHalfZero = tenths['W'] == 10 && tenths['D'] == 5;
    const bool twoOneZero = tenths['W'] == 20 && tenths['D'] == 10;
    if ((!oneHalfZero && !twoOneZero) || tenths['L'] != 0 || tenths['A'] != 0 ||
        (byeTenths && *byeTenths != tenths['W']))
        return TrfError{.line = line, .column = 6, .code = TrfErrorCode::ScoringNotCounted};
    return twoOneZero ? Scoring::TwoOneZero : Scoring::OneHalfZero;
}

arbiter::Result<Event, std::vector<TrfError>> eventFromTrf(const TrfFile &file)
{
    Event event;
    event.name = file.name;
    std::vector<Record> records;        // by index into event.players
    std::map<int, std::size_t> indexOf; // by start number
    std::vector<TrfError> errors;
    if (const auto scoring = trfScoring(file))
        event.scoring = *scoring;
    else
        errors.push_back(scoring.error());
    for (const TrfPlayer &read : file.players) {
        EventPlayer player;
        player.startNumber = read.startNumber;
        player.name = read.name;
        player.rating = read.rating;
        // A blank colour is '-'; result letters in either case are the same code.
        Record record{read.line, {}};
        for (const TrfBlock &block : read.rounds)
            record.rounds.push_back({block.opponent, block.colour == ' ' ? '-' : block.colour,
                                     trfResultCode(block.result)});
        event.rounds = std::max(event.rounds, static_cast<int>(record.rounds.size()));
        indexOf[read.startNumber] = event.players.size();
        records.push_back(std::move(record));
        event.players.push_back(std::move(player));
    }
    if (errors.empty())
        errors = crossCheck(event.players, records, indexOf, event.rounds);
    if (!errors.empty())
        return errors;
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        for (int r = 1; r <= event.rounds; ++r) {
            const Block &block = records[i].round(r);
            const int opponent =
                block.opponent == 0 ? -1 : static_cast<int>(indexOf.at(block.opponent));
            Outcome outcome = *outcomeOf(block.result, opponent >= 0);
            if (outcome == Outcome::ForfeitLoss &&
                records[static_cast<std::size_t>(opponent)].round(r).result == '-')
                outcome = Outcome::DoubleForfeit;
            event.players[i].results.push_back({r, opponent, block.colour == 'w', outcome, {}});
        }
    }
    return event;
}

arbiter::Result<Event, std::vector<TrfError>> readTrf(std::istream &input)
{
    const auto file = readTrfFile(input);
    if (!file)
        return file.error();
    return eventFromTrf(*file);
}

} // namespace reports
