#include "trfreader.h"

#include "textlines.h"

#include <iterator>
#include <map>
#include <optional>
#include <string_view>

namespace reports {

namespace {

// Round 1's block starts in column 92 and each round takes 10 columns: the opponent's start
// number in the first four, the colour in the sixth, the result in the eighth (TRF-16, 001).
constexpr int firstBlockColumn = 92;
constexpr int blockColumns = 10;

int blockColumn(int round)
{
    return firstBlockColumn + blockColumns * (round - 1);
}

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(' ');
    return std::string(text.substr(first, last - first + 1));
}

// A line with its columns counted in characters, so that UTF-8 names (Cyrillic) keep the
// columns after them where TRF puts them. Columns are 1-based, as TRF counts them.
class Line
{
public:
    explicit Line(std::string_view text) : m_text(text)
    {
        for (std::size_t i = 0; i < text.size(); ++i)
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
                m_starts.push_back(i);
        m_starts.push_back(text.size());
    }
    std::size_t size() const { return m_starts.size() - 1; }
    std::string_view columns(std::size_t from, std::size_t to) const
    {
        if (from > size())
            return {};
        to = std::min(to, size());
        return m_text.substr(m_starts[from - 1], m_starts[to] - m_starts[from - 1]);
    }

private:
    std::string_view m_text;
    std::vector<std::size_t> m_starts;
};

std::optional<int> number(std::string_view text)
{
    const std::string digits = trimmed(text);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos ||
        digits.size() > 6)
        return std::nullopt;
    return std::stoi(digits);
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
    case 'U':
        return Outcome::FullBye;
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

std::string colourText(char colour)
{
    return colour == 'w' ? "white" : colour == 'b' ? "black" : "no colour";
}

std::string resultText(char result)
{
    return result == ' ' ? std::string("no result") : std::string{'\'', result, '\''};
}

std::string resultsText(std::string_view results)
{
    std::string text;
    for (const char result : results)
        text += (text.empty() ? "" : " or ") + resultText(result);
    return text;
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
            const auto fail = [&](std::string message) {
                errors.push_back({records[i].line, blockColumn(r), std::move(message)});
            };
            const std::string inRound = " in round " + std::to_string(r);
            const std::string opponentNumber = std::to_string(block.opponent);
            if (isByeCode(block.result)) {
                fail(player.name + " has the bye code " + resultText(block.result) + inRound +
                     " but meets start number " + opponentNumber);
                continue;
            }
            if (block.opponent == player.startNumber) {
                fail(player.name + " meets himself (start number " + opponentNumber + ")" +
                     inRound);
                continue;
            }
            const auto found = indexOf.find(block.opponent);
            if (found == indexOf.end()) {
                fail(player.name + " meets start number " + opponentNumber + inRound +
                     ", who is not in the file");
                continue;
            }
            const std::size_t j = found->second;
            const EventPlayer &opponent = players[j];
            const Block &answer = records[j].round(r);
            const std::string there = " (line " + std::to_string(records[j].line) + ", column " +
                                      std::to_string(blockColumn(r)) + ")";
            const std::string against =
                " against " + opponent.name + " (start number " + opponentNumber + ")" + inRound;
            if (answer.opponent != player.startNumber) {
                fail(player.name + " meets " + opponent.name + " (start number " + opponentNumber +
                     ")" + inRound + ", but " + opponent.name + "'s block of that round names " +
                     (answer.opponent == 0 ? std::string("no opponent")
                                           : "start number " + std::to_string(answer.opponent)) +
                     there);
                continue;
            }
            // Both blocks name each other: compared once, from the later one.
            if (j > i || isByeCode(answer.result))
                continue;
            if (block.colour != otherColour(answer.colour))
                fail(player.name + " has " + colourText(block.colour) + against + ", who has " +
                     colourText(answer.colour) + (block.colour == answer.colour ? " too" : "") +
                     there);
            const std::string_view expected = answersTo(answer.result);
            if (expected.find(block.result) == std::string_view::npos)
                fail(player.name + " has " + resultText(block.result) + against + ", who has " +
                     resultText(answer.result) + there + "; expected " + resultsText(expected));
        }
    }
    return errors;
}

} // namespace

arbiter::Result<Event, std::vector<TrfError>> readTrf(std::istream &input)
{
    const std::string text{std::istreambuf_iterator<char>(input), std::istreambuf_iterator<char>()};
    Event event;
    std::vector<Record> records;        // by index into event.players
    std::map<int, std::size_t> indexOf; // by start number
    std::vector<TrfError> errors;
    int lineNumber = 0;
    for (const std::string_view line : linesOf(text)) {
        ++lineNumber;
        const Line row(line);
        const std::string_view code = row.columns(1, 3);
        if (code == "012") {
            event.name = trimmed(row.columns(5, row.size()));
            continue;
        }
        if (code != "001")
            continue;
        const auto fail = [&](int column, std::string message) {
            errors.push_back({lineNumber, column, std::move(message)});
        };
        const auto start = number(row.columns(5, 8));
        if (!start) {
            fail(5, "expected the start number in columns 5-8");
            continue;
        }
        // 0 is no start number: a block naming 0 (or 0000) names no opponent.
        if (*start == 0) {
            fail(5, "the start number must be 1 or more, not 0");
            continue;
        }
        if (indexOf.count(*start)) {
            fail(5, "start number " + std::to_string(*start) + " appears twice");
            continue;
        }
        EventPlayer player;
        player.startNumber = *start;
        player.name = trimmed(row.columns(15, 47));
        if (player.name.empty()) {
            fail(15, "expected the player's name in columns 15-47");
            continue;
        }
        player.rating = number(row.columns(49, 52));
        Record record{lineNumber, {}};
        bool readable = true;
        for (std::size_t at = firstBlockColumn; readable && at <= row.size(); at += blockColumns) {
            const std::string_view block = row.columns(at, at + 7);
            if (trimmed(block).empty()) {
                record.rounds.push_back({});
                continue;
            }
            const int column = static_cast<int>(at);
            Block parsed;
            const std::string opponent = trimmed(row.columns(at, at + 3));
            if (opponent.empty() || opponent == "0000")
                parsed.opponent = 0;
            else if (const auto n = number(opponent))
                parsed.opponent = *n;
            else {
                fail(column, "expected an opponent's start number or 0000");
                readable = false;
                continue;
            }
            const std::string_view colour = row.columns(at + 5, at + 5);
            parsed.colour = colour.empty() || colour[0] == ' ' ? '-' : colour[0];
            if (parsed.colour != 'w' && parsed.colour != 'b' && parsed.colour != '-') {
                fail(column + 5, "expected the colour w, b or -");
                readable = false;
                continue;
            }
            const std::string_view result = row.columns(at + 7, at + 7);
            parsed.result = result.empty() ? ' ' : result[0];
            if (!outcomeOf(parsed.result, parsed.opponent != 0)) {
                fail(column + 7, std::string("unknown result code '") + parsed.result + "'");
                readable = false;
                continue;
            }
            record.rounds.push_back(parsed);
        }
        if (!readable)
            continue;
        event.rounds = std::max(event.rounds, static_cast<int>(record.rounds.size()));
        indexOf[*start] = event.players.size();
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

} // namespace reports
