#include "trfreader.h"

#include <map>

namespace reports {

namespace {

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \r");
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
    int opponent = 0; // start number; 0: none
    char colour = '-';
    char result = ' ';
    int line = 0;
    int column = 0;
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

} // namespace

arbiter::Result<Event, TrfError> readTrf(std::istream &input)
{
    Event event;
    std::map<int, std::vector<Block>> blocks; // by start number
    std::map<int, int> indexOf;
    std::string line;
    int lineNumber = 0;
    while (std::getline(input, line)) {
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const Line row(line);
        const std::string_view code = row.columns(1, 3);
        if (code == "012") {
            event.name = trimmed(row.columns(5, row.size()));
            continue;
        }
        if (code != "001")
            continue;
        const auto start = number(row.columns(5, 8));
        if (!start)
            return TrfError{lineNumber, 5, "expected the start number in columns 5-8"};
        if (indexOf.count(*start))
            return TrfError{lineNumber, 5,
                            "start number " + std::to_string(*start) + " appears twice"};
        EventPlayer player;
        player.startNumber = *start;
        player.name = trimmed(row.columns(15, 47));
        if (player.name.empty())
            return TrfError{lineNumber, 15, "expected the player's name in columns 15-47"};
        player.rating = number(row.columns(49, 52));
        std::vector<Block> rounds;
        for (std::size_t at = 92; at <= row.size(); at += 10) {
            const std::string_view block = row.columns(at, at + 7);
            if (trimmed(block).empty()) {
                rounds.push_back({});
                continue;
            }
            Block parsed;
            parsed.line = lineNumber;
            parsed.column = static_cast<int>(at);
            const std::string opponent = trimmed(row.columns(at, at + 3));
            if (opponent.empty() || opponent == "0000")
                parsed.opponent = 0;
            else if (const auto n = number(opponent))
                parsed.opponent = *n;
            else
                return TrfError{lineNumber, static_cast<int>(at),
                                "expected an opponent's start number or 0000"};
            const std::string_view colour = row.columns(at + 5, at + 5);
            parsed.colour = colour.empty() ? '-' : colour[0];
            if (parsed.colour != 'w' && parsed.colour != 'b' && parsed.colour != '-' &&
                parsed.colour != ' ')
                return TrfError{lineNumber, static_cast<int>(at + 5),
                                "expected the colour w, b or -"};
            const std::string_view result = row.columns(at + 7, at + 7);
            parsed.result = result.empty() ? ' ' : result[0];
            if (!outcomeOf(parsed.result, parsed.opponent != 0))
                return TrfError{lineNumber, static_cast<int>(at + 7),
                                std::string("unknown result code '") + parsed.result + "'"};
            rounds.push_back(parsed);
        }
        event.rounds = std::max(event.rounds, static_cast<int>(rounds.size()));
        blocks[*start] = std::move(rounds);
        indexOf[*start] = static_cast<int>(event.players.size());
        event.players.push_back(std::move(player));
    }
    for (EventPlayer &player : event.players) {
        const std::vector<Block> &rounds = blocks[player.startNumber];
        for (int r = 1; r <= event.rounds; ++r) {
            const Block block = r <= static_cast<int>(rounds.size())
                                    ? rounds[static_cast<std::size_t>(r - 1)]
                                    : Block{};
            int opponent = -1;
            if (block.opponent != 0) {
                const auto found = indexOf.find(block.opponent);
                if (found == indexOf.end())
                    return TrfError{block.line, block.column,
                                    player.name + " meets start number " +
                                        std::to_string(block.opponent) + " in round " +
                                        std::to_string(r) + ", who is not in the file"};
                opponent = found->second;
            }
            player.results.push_back(
                {r, opponent, block.colour == 'w', *outcomeOf(block.result, opponent >= 0), {}});
        }
    }
    return event;
}

} // namespace reports
