#include "fen.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace arbiter {

namespace {

constexpr int maxPiecesPerSide = 12;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

class FenParser
{
public:
    explicit FenParser(std::string_view text) : m_text(text) {}

    Result<Position, FenError> parse()
    {
        skipSpaces();
        if (atEnd())
            return error("expected the side to move, W or B, found the end of the text");
        const auto side = colourAt(m_pos);
        if (!side)
            return error("expected the side to move, W or B, found " + found());
        const Side toMove = *side;
        ++m_pos;

        std::array<bool, 2> listed{};
        for (;;) {
            skipSpaces();
            if (atEnd())
                break;
            if (m_text[m_pos] == '.') {
                ++m_pos;
                skipSpaces();
                if (!atEnd())
                    return error("expected the end of the FEN after '.', found " + found());
                break;
            }
            if (m_text[m_pos] != ':')
                return error("expected ':' or the end of the FEN, found " + found());
            ++m_pos;
            skipSpaces();
            const auto colour = atEnd() ? std::nullopt : colourAt(m_pos);
            if (!colour)
                return error("expected W or B to start a list of pieces, found " + found());
            if (listed[sideIndex(*colour)])
                return error(std::string(*colour == Side::White ? "White's" : "Black's") +
                             " pieces are listed twice");
            listed[sideIndex(*colour)] = true;
            ++m_pos;
            if (auto failure = parsePieceList(*colour))
                return *failure;
        }
        // The side to move alone describes no position: an empty board is written W:W:B.
        if (!listed[0] && !listed[1])
            return error("expected the pieces after the side to move (':W…:B…'; an empty board is "
                         "W:W:B), found the end of the FEN");
        return Position::fromBitboards(toMove, m_men[0], m_kings[0], m_men[1], m_kings[1]);
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }

    void skipSpaces()
    {
        while (!atEnd() && isSpace(m_text[m_pos]))
            ++m_pos;
    }

    std::optional<Side> colourAt(std::size_t offset) const
    {
        switch (m_text[offset]) {
        case 'W':
        case 'w':
            return Side::White;
        case 'B':
        case 'b':
            return Side::Black;
        default:
            return std::nullopt;
        }
    }

    // Column of a byte offset, counting UTF-8 characters.
    int columnOf(std::size_t offset) const
    {
        const auto prefix = m_text.substr(0, offset);
        return 1 + static_cast<int>(std::count_if(prefix.begin(), prefix.end(), [](char c) {
                   return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
               }));
    }

    // The character at the cursor, quoted, or "the end of the text".
    std::string found() const
    {
        if (atEnd())
            return "the end of the text";
        std::size_t end = m_pos + 1;
        while (end < m_text.size() && (static_cast<unsigned char>(m_text[end]) & 0xC0) == 0x80)
            ++end;
        std::string quoted(1, '\'');
        quoted.append(m_text.substr(m_pos, end - m_pos));
        quoted += '\'';
        return quoted;
    }

    FenError error(std::string message) const { return errorAt(m_pos, std::move(message)); }
    FenError errorAt(std::size_t offset, std::string message) const
    {
        return {columnOf(offset), std::move(message)};
    }

    // A PDN square number at the cursor.
    std::optional<FenError> parseNumber(Square &square)
    {
        const std::size_t start = m_pos;
        int value = 0;
        while (!atEnd() && isDigit(m_text[m_pos]) && m_pos - start < 3) {
            value = value * 10 + (m_text[m_pos] - '0');
            ++m_pos;
        }
        const auto result = Square::fromPdnNumber(static_cast<PdnNumber>(std::min(value, 255)));
        if (!result || (!atEnd() && isDigit(m_text[m_pos])))
            return errorAt(start, "a square number must be 1…32");
        square = *result;
        return std::nullopt;
    }

    std::optional<FenError> parsePieceList(Side colour)
    {
        skipSpaces();
        if (atEnd() || m_text[m_pos] == ':' || m_text[m_pos] == '.')
            return std::nullopt; // an empty list
        for (;;) {
            skipSpaces();
            const std::size_t itemStart = m_pos;
            bool king = false;
            if (!atEnd() && m_text[m_pos] == 'K') {
                king = true;
                ++m_pos;
            }
            if (atEnd())
                return error("expected a square (a1…h8 or 1…32), found the end of the text");
            Square first;
            int rangeEnd = 0; // the last PDN number of a range, 0 for a single square
            const char c = m_text[m_pos];
            if (c >= 'a' && c <= 'h') {
                const std::size_t start = m_pos;
                if (m_pos + 1 >= m_text.size() || m_text[m_pos + 1] < '1' ||
                    m_text[m_pos + 1] > '8')
                    return errorAt(m_pos + 1, "expected a rank 1…8 after the file letter");
                m_pos += 2;
                const auto square = Square::fromName(m_text.substr(start, 2));
                if (!square)
                    return errorAt(start, std::string(m_text.substr(start, 2)) +
                                              " is a light square; pieces stand on dark squares");
                first = *square;
                skipSpaces();
                if (!atEnd() && m_text[m_pos] == '-')
                    return error("ranges are written with square numbers (21-32), not names");
            } else if (isDigit(c)) {
                if (auto failure = parseNumber(first))
                    return failure;
                skipSpaces();
                if (!atEnd() && m_text[m_pos] == '-') {
                    ++m_pos;
                    skipSpaces();
                    if (atEnd() || !isDigit(m_text[m_pos]))
                        return error("expected a square number to end the range, found " + found());
                    const std::size_t lastStart = m_pos;
                    Square last;
                    if (auto failure = parseNumber(last))
                        return failure;
                    const int from = static_cast<int>(first.pdnNumber());
                    const int to = static_cast<int>(last.pdnNumber());
                    if (to < from)
                        return errorAt(lastStart, "a range must go upwards (" + std::to_string(to) +
                                                      " < " + std::to_string(from) + ")");
                    rangeEnd = to;
                }
            } else {
                return error("expected a square (a1…h8 or 1…32), found " + found());
            }

            // A square named the way the item wrote it: "a7", or "square 5 (a7)".
            const bool numericItem = isDigit(c);
            const auto label = [numericItem](Square square) {
                if (!numericItem)
                    return square.name();
                std::string text = "square ";
                text += square.pdnName();
                text += " (";
                text += square.name();
                text += ')';
                return text;
            };
            const int firstNumber = static_cast<int>(first.pdnNumber());
            for (int n = firstNumber; n <= std::max(firstNumber, rangeEnd); ++n) {
                const Square square =
                    rangeEnd ? *Square::fromPdnNumber(static_cast<PdnNumber>(n)) : first;
                const Bitboard taken = m_men[0] | m_men[1] | m_kings[0] | m_kings[1];
                if (taken & square.mask())
                    return errorAt(itemStart, label(square) + " is listed twice");
                const Bitboard promotion =
                    colour == Side::White ? bitboard::rank8 : bitboard::rank1;
                if (!king && (square.mask() & promotion))
                    return errorAt(
                        itemStart,
                        std::string(sideName(colour)) + " man on " + label(square) +
                            " stands on its promotion rank; write K" +
                            (numericItem ? std::string(" before the number") : square.name()) +
                            " for a king");
                (king ? m_kings : m_men)[sideIndex(colour)] |= square.mask();
                if (bitboard::count(m_men[sideIndex(colour)] | m_kings[sideIndex(colour)]) >
                    maxPiecesPerSide)
                    return errorAt(itemStart,
                                   "more than 12 " + std::string(sideName(colour)) + " pieces");
            }

            skipSpaces();
            if (atEnd() || m_text[m_pos] != ',')
                return std::nullopt;
            ++m_pos;
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::array<Bitboard, 2> m_men{}; // by side
    std::array<Bitboard, 2> m_kings{};
};

} // namespace

Result<Position, FenError> Fen::parse(std::string_view text)
{
    return FenParser(text).parse();
}

namespace {

// The 32 playable squares in the order a FEN lists them: by file then rank for algebraic names
// ("a1, a3, … h8"), by number for PDN numbers.
constexpr std::array<Square, 32> squaresInOrder(Fen::Style style)
{
    std::array<Square, 32> order{};
    std::size_t next = 0;
    if (style == Fen::Style::Algebraic) {
        for (int file = 0; file < 8; ++file)
            for (int rank = 0; rank < 8; ++rank)
                if (const auto square = Square::fromFileRank(file, rank))
                    order[next++] = *square;
    } else {
        for (int number = 1; number <= 32; ++number)
            order[next++] = *Square::fromPdnNumber(static_cast<PdnNumber>(number));
    }
    return order;
}

constexpr auto algebraicOrder = squaresInOrder(Fen::Style::Algebraic);
constexpr auto numericOrder = squaresInOrder(Fen::Style::Numeric);

} // namespace

std::string Fen::write(const Position &position, Style style)
{
    // Written into a fixed buffer: this runs once per ply when games are stored.
    std::array<char, 2 + 2 * 2 + 32 * 4> buffer{};
    std::size_t length = 0;
    buffer[length++] = position.sideToMove() == Side::White ? 'W' : 'B';
    const auto &order = style == Style::Algebraic ? algebraicOrder : numericOrder;
    for (Side side : {Side::White, Side::Black}) {
        buffer[length++] = ':';
        buffer[length++] = side == Side::White ? 'W' : 'B';
        const Bitboard pieces = position.pieces(side);
        bool first = true;
        for (Square square : order) {
            if (!(pieces & square.mask()))
                continue;
            if (!first)
                buffer[length++] = ',';
            first = false;
            if (position.kings() & square.mask())
                buffer[length++] = 'K';
            if (style == Style::Algebraic) {
                buffer[length++] = square.fileLetter();
                buffer[length++] = static_cast<char>('1' + square.rank());
            } else {
                const int number = static_cast<int>(square.pdnNumber());
                if (number >= 10)
                    buffer[length++] = static_cast<char>('0' + number / 10);
                buffer[length++] = static_cast<char>('0' + number % 10);
            }
        }
    }
    return std::string(buffer.data(), length);
}

} // namespace arbiter
