#include "fen.h"

#include "boardgeometry.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <vector>

namespace arbiter {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The board a FEN is read for: its squares numbered 1…squareCount as PDN numbers them (row by row
// from Black's side), algebraic names a1…h8 too on 8×8, and the pieces a side may have.
struct FenBoard
{
    int columns = 8;
    int rows = 8;
    int maxPieces = 12;
    bool mirrored = false; // a1 light (Italian): the names a1…h8 are of other squares

    int squareCount() const { return columns * rows / 2; }
    int half() const { return columns / 2; }
    bool algebraic() const { return columns == 8 && rows == 8; }
    // The board's squares by file and rank (the names a1…h8 on 8×8), numbered from Black's side.
    BoardGeometry geometry() const
    {
        return {columns, rows, Numbering::FromTop, Side::White, mirrored};
    }
    // Whether square number `number` is on the row where `side`'s men become kings.
    bool promotionRow(int number, Side side) const
    {
        return side == Side::White ? number <= half() : number > squareCount() - half();
    }
    static FenBoard of(const VariantRules &rules)
    {
        return {rules.columns, rules.rows, rules.menRows * rules.columns / 2, rules.mirrored};
    }
};

class FenParser
{
public:
    FenParser(std::string_view text, FenBoard board) : m_text(text), m_board(board) {}

    Result<FenPieces, FenError> parse()
    {
        skipSpaces();
        const auto side = atEnd() ? std::nullopt : colourAt(m_pos);
        if (!side)
            return foundError(FenErrorCode::SideToMoveExpected);
        m_pieces.toMove = *side;
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
                    return foundError(FenErrorCode::EndExpected);
                break;
            }
            if (m_text[m_pos] != ':')
                return foundError(FenErrorCode::ColonExpected);
            ++m_pos;
            skipSpaces();
            const auto colour = atEnd() ? std::nullopt : colourAt(m_pos);
            if (!colour)
                return foundError(FenErrorCode::ListColourExpected);
            if (listed[sideIndex(*colour)]) {
                FenError failure = errorAt(m_pos, FenErrorCode::SideListedTwice);
                failure.side = *colour;
                return worded(std::move(failure));
            }
            listed[sideIndex(*colour)] = true;
            ++m_pos;
            if (auto failure = parsePieceList(*colour))
                return *failure;
        }
        // The side to move alone describes no position: an empty board is written W:W:B.
        if (!listed[0] && !listed[1])
            return worded(errorAt(m_pos, FenErrorCode::PiecesExpected));
        return m_pieces;
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

    // The character at the cursor (one UTF-8 character), or "" at the end of the text.
    std::string found() const
    {
        if (atEnd())
            return {};
        std::size_t end = m_pos + 1;
        while (end < m_text.size() && (static_cast<unsigned char>(m_text[end]) & 0xC0) == 0x80)
            ++end;
        return std::string(m_text.substr(m_pos, end - m_pos));
    }

    // An error of `code` at `offset` with the board's facts; worded() words it.
    FenError errorAt(std::size_t offset, FenErrorCode code) const
    {
        FenError failure;
        failure.column = columnOf(offset);
        failure.code = code;
        failure.squareCount = m_board.squareCount();
        failure.algebraic = m_board.algebraic();
        return failure;
    }

    static FenError worded(FenError failure)
    {
        failure.message = englishText(failure);
        return failure;
    }

    // An error at the cursor naming the character found there.
    FenError foundError(FenErrorCode code) const
    {
        FenError failure = errorAt(m_pos, code);
        failure.found = found();
        return worded(std::move(failure));
    }

    // An error at `offset` about the square `number`, written as a number or a name.
    FenError squareError(std::size_t offset, FenErrorCode code, int number, bool numeric) const
    {
        FenError failure = errorAt(offset, code);
        failure.number = number;
        failure.numeric = numeric;
        if (m_board.algebraic()) {
            const FileRank at = *m_board.geometry().fileRankOf(number);
            failure.squareName = {static_cast<char>('a' + at.file),
                                  static_cast<char>('1' + at.rank)};
        }
        return failure;
    }

    // A square number at the cursor.
    std::optional<FenError> parseNumber(int &number)
    {
        const std::size_t start = m_pos;
        int value = 0;
        while (!atEnd() && isDigit(m_text[m_pos]) && m_pos - start < 3) {
            value = value * 10 + (m_text[m_pos] - '0');
            ++m_pos;
        }
        if (value < 1 || value > m_board.squareCount() || (!atEnd() && isDigit(m_text[m_pos])))
            return worded(errorAt(start, FenErrorCode::SquareNumberRange));
        number = value;
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
                return foundError(FenErrorCode::SquareExpected);
            int first = 0;
            int rangeEnd = 0; // the last number of a range, 0 for a single square
            const char c = m_text[m_pos];
            if (m_board.algebraic() && c >= 'a' && c <= 'h') {
                const std::size_t start = m_pos;
                if (m_pos + 1 >= m_text.size() || m_text[m_pos + 1] < '1' ||
                    m_text[m_pos + 1] > '8')
                    return worded(errorAt(m_pos + 1, FenErrorCode::RankExpected));
                m_pos += 2;
                const auto number =
                    m_board.geometry().numberOf({m_text[start] - 'a', m_text[start + 1] - '1'});
                if (!number) {
                    FenError failure = errorAt(start, FenErrorCode::LightSquare);
                    failure.squareName = std::string(m_text.substr(start, 2));
                    return worded(std::move(failure));
                }
                first = *number;
                skipSpaces();
                if (!atEnd() && m_text[m_pos] == '-')
                    return worded(errorAt(m_pos, FenErrorCode::RangeOfNames));
            } else if (isDigit(c)) {
                if (auto failure = parseNumber(first))
                    return failure;
                skipSpaces();
                if (!atEnd() && m_text[m_pos] == '-') {
                    ++m_pos;
                    skipSpaces();
                    if (atEnd() || !isDigit(m_text[m_pos]))
                        return foundError(FenErrorCode::RangeEndExpected);
                    const std::size_t lastStart = m_pos;
                    int last = 0;
                    if (auto failure = parseNumber(last))
                        return failure;
                    if (last < first) {
                        FenError failure = errorAt(lastStart, FenErrorCode::RangeDownwards);
                        failure.number = last;
                        failure.other = first;
                        return worded(std::move(failure));
                    }
                    rangeEnd = last;
                }
            } else {
                return foundError(FenErrorCode::SquareExpected);
            }

            const bool numericItem = isDigit(c);
            for (int n = first; n <= std::max(first, rangeEnd); ++n) {
                const std::uint64_t bit = std::uint64_t{1} << (n - 1);
                const std::uint64_t taken =
                    m_pieces.men[0] | m_pieces.men[1] | m_pieces.kings[0] | m_pieces.kings[1];
                if (taken & bit)
                    return worded(
                        squareError(itemStart, FenErrorCode::SquareListedTwice, n, numericItem));
                if (!king && m_board.promotionRow(n, colour)) {
                    FenError failure =
                        squareError(itemStart, FenErrorCode::ManOnPromotionRank, n, numericItem);
                    failure.side = colour;
                    return worded(std::move(failure));
                }
                (king ? m_pieces.kings : m_pieces.men)[sideIndex(colour)] |= bit;
                if (std::popcount(m_pieces.men[sideIndex(colour)] |
                                  m_pieces.kings[sideIndex(colour)]) > m_board.maxPieces) {
                    FenError failure = errorAt(itemStart, FenErrorCode::TooManyPieces);
                    failure.side = colour;
                    failure.number = m_board.maxPieces;
                    return worded(std::move(failure));
                }
            }

            skipSpaces();
            if (atEnd() || m_text[m_pos] != ',')
                return std::nullopt;
            ++m_pos;
        }
    }

    std::string_view m_text;
    FenBoard m_board;
    std::size_t m_pos = 0;
    FenPieces m_pieces;
};

// The squares of a set of PDN numbers (bit n - 1 for square n, rows of four from rank 8 down) as
// the board's bits (rows of four from rank 1 up, square.h): the same rows in reverse order.
constexpr Bitboard boardOfNumbers(std::uint64_t numbers)
{
    Bitboard board = 0;
    for (int row = 0; row < 8; ++row)
        board |= static_cast<Bitboard>((numbers >> (4 * row)) & 0xF) << (4 * (7 - row));
    return board;
}

static_assert([] {
    for (int n = 1; n <= 32; ++n)
        if (boardOfNumbers(std::uint64_t{1} << (n - 1)) !=
            Square::fromPdnNumber(static_cast<PdnNumber>(n))->mask())
            return false;
    return true;
}());

} // namespace

std::string englishText(const FenError &error)
{
    const std::string found = error.found.empty() ? "the end of the text" : "'" + error.found + "'";
    const std::string numbers = "1…" + std::to_string(error.squareCount);
    // A square named the way the item wrote it: "a7", or "square 5 (a7)" ("square 5" on a board
    // without names).
    const std::string label =
        !error.numeric ? error.squareName
                       : "square " + std::to_string(error.number) +
                             (error.squareName.empty() ? "" : " (" + error.squareName + ")");
    switch (error.code) {
    case FenErrorCode::SideToMoveExpected:
        return "expected the side to move, W or B, found " + found;
    case FenErrorCode::EndExpected:
        return "expected the end of the FEN after '.', found " + found;
    case FenErrorCode::ColonExpected:
        return "expected ':' or the end of the FEN, found " + found;
    case FenErrorCode::ListColourExpected:
        return "expected W or B to start a list of pieces, found " + found;
    case FenErrorCode::SideListedTwice:
        return std::string(error.side == Side::White ? "White's" : "Black's") +
               " pieces are listed twice";
    case FenErrorCode::PiecesExpected:
        return "expected the pieces after the side to move (':W…:B…'; an empty board is W:W:B), "
               "found the end of the FEN";
    case FenErrorCode::SquareNumberRange:
        return "a square number must be " + numbers;
    case FenErrorCode::SquareExpected:
        return "expected a square (" + (error.algebraic ? "a1…h8 or " + numbers : numbers) +
               "), found " + found;
    case FenErrorCode::RankExpected:
        return "expected a rank 1…8 after the file letter";
    case FenErrorCode::LightSquare:
        return error.squareName + " is a light square; pieces stand on dark squares";
    case FenErrorCode::RangeOfNames:
        return "ranges are written with square numbers (21-32), not names";
    case FenErrorCode::RangeEndExpected:
        return "expected a square number to end the range, found " + found;
    case FenErrorCode::RangeDownwards:
        return "a range must go upwards (" + std::to_string(error.number) + " < " +
               std::to_string(error.other) + ")";
    case FenErrorCode::SquareListedTwice:
        return label + " is listed twice";
    case FenErrorCode::ManOnPromotionRank:
        return std::string(sideName(error.side)) + " man on " + label +
               " stands on its promotion rank; write K" +
               (error.numeric ? std::string(" before the number") : error.squareName) +
               " for a king";
    case FenErrorCode::TooManyPieces:
        return "more than " + std::to_string(error.number) + " " +
               std::string(sideName(error.side)) + " pieces";
    }
    return {};
}

Result<Position, FenError> Fen::parse(std::string_view text)
{
    const auto read = FenParser(text, FenBoard{}).parse();
    if (!read)
        return read.error();
    return Position::fromBitboards(read->toMove, boardOfNumbers(read->men[0]),
                                   boardOfNumbers(read->kings[0]), boardOfNumbers(read->men[1]),
                                   boardOfNumbers(read->kings[1]));
}

Result<FenPieces, FenError> Fen::parse(std::string_view text, const VariantRules &rules)
{
    return FenParser(text, FenBoard::of(rules)).parse();
}

FenPieces Fen::pieces(const Position &position)
{
    FenPieces pieces;
    pieces.toMove = position.sideToMove();
    for (int number = 1; number <= 32; ++number) {
        const Bitboard mask = Square::fromPdnNumber(static_cast<PdnNumber>(number))->mask();
        const std::uint64_t bit = std::uint64_t{1} << (number - 1);
        for (const Side side : {Side::White, Side::Black})
            if (position.pieces(side) & mask)
                ((position.kings() & mask) ? pieces.kings
                                           : pieces.men)[static_cast<std::size_t>(side)] |= bit;
    }
    return pieces;
}

std::string Fen::write(const FenPieces &pieces, const VariantRules &rules)
{
    std::string text(1, pieces.toMove == Side::White ? 'W' : 'B');
    const int squares = rules.columns * rules.rows / 2;
    for (Side side : {Side::White, Side::Black}) {
        text += side == Side::White ? ":W" : ":B";
        const std::size_t index = sideIndex(side);
        bool first = true;
        for (int n = 1; n <= squares; ++n) {
            const std::uint64_t bit = std::uint64_t{1} << (n - 1);
            if (!((pieces.men[index] | pieces.kings[index]) & bit))
                continue;
            if (!first)
                text += ',';
            first = false;
            if (pieces.kings[index] & bit)
                text += 'K';
            text += std::to_string(n);
        }
    }
    return text;
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
