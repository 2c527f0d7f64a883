#include "notation.h"

#include "movegenerator.h"

#include <algorithm>
#include <optional>

namespace arbiter {

namespace {

enum class Separator
{
    None,
    Quiet,
    Capture
};

// A move as written, before it is matched against the legal moves.
struct WrittenMove
{
    std::optional<Square> from;  // the start square, or
    std::optional<int> fromFile; // only its file (0 = a) in the short forms "cd4", "e:e7"
    std::vector<Square> squares; // the squares after the start, the target last
    Separator separator = Separator::None;
    bool numeric = false;
};

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// 'text', in single quotes.
std::string squareText(Square square, bool numeric)
{
    return numeric ? square.pdnName() : square.name();
}

// A refusal with its facts and the core's wording of them.
NotationError refused(NotationErrorKind kind, int column, RuleMessage detail,
                      std::vector<Move> candidates = {})
{
    NotationError error{kind, column, englishText(detail), std::move(candidates)};
    error.detail = std::move(detail);
    return error;
}

NotationError unparseable(std::size_t offset, RuleMessageId id, RuleFacts facts = {})
{
    return refused(NotationErrorKind::Unparseable, static_cast<int>(offset) + 1,
                   RuleMessage{id, std::move(facts)});
}

// Reads the text into squares, a file letter and separators, then checks their order.
class Tokenizer
{
public:
    explicit Tokenizer(std::string_view text) : m_text(text) {}

    Result<WrittenMove, NotationError> read()
    {
        std::size_t begin = 0;
        std::size_t end = m_text.size();
        while (begin < end && m_text[begin] == ' ')
            ++begin;
        while (end > begin && m_text[end - 1] == ' ')
            --end;
        if (begin == end)
            return unparseable(begin, RuleMessageId::NothingWritten);

        std::vector<Token> tokens;
        for (std::size_t pos = begin; pos < end;) {
            const char c = lower(m_text[pos]);
            if (c >= 'a' && c <= 'h') {
                std::size_t digitsEnd = pos + 1;
                while (digitsEnd < end && isDigit(m_text[digitsEnd]))
                    ++digitsEnd;
                // "c9", "c0", "c10": a file letter with a rank that is not 1…8 (a short form never
                // puts a number right after the file letter).
                if (digitsEnd > pos + 1 &&
                    (digitsEnd != pos + 2 || m_text[pos + 1] < '1' || m_text[pos + 1] > '8'))
                    return unparseable(
                        pos + 1, RuleMessageId::BadRank,
                        WrittenFacts{std::string(m_text.substr(pos, digitsEnd - pos))});
                if (digitsEnd == pos + 2) {
                    const auto square = Square::fromName(m_text.substr(pos, 2));
                    if (!square)
                        return unparseable(pos, RuleMessageId::LightSquare,
                                           SquareFacts{std::string(m_text.substr(pos, 2))});
                    tokens.push_back({Token::Kind::Square, pos, *square, c - 'a', false});
                    pos += 2;
                } else {
                    tokens.push_back({Token::Kind::File, pos, {}, c - 'a', false});
                    ++pos;
                }
            } else if (c >= '0' && c <= '9') {
                const std::size_t start = pos;
                int value = 0;
                while (pos < end && m_text[pos] >= '0' && m_text[pos] <= '9' && value <= 32)
                    value = value * 10 + (m_text[pos++] - '0');
                const auto square =
                    Square::fromPdnNumber(static_cast<PdnNumber>(std::min(value, 99)));
                if (!square || value > 32)
                    return unparseable(start, RuleMessageId::BadSquareNumber);
                tokens.push_back({Token::Kind::Square, start, *square, 0, true});
            } else if (c == '-' || c == ':' || c == 'x') {
                tokens.push_back(
                    {c == '-' ? Token::Kind::QuietSeparator : Token::Kind::CaptureSeparator,
                     pos,
                     {},
                     0,
                     false});
                ++pos;
            } else {
                // Quote the whole character, not one byte of its UTF-8 encoding.
                std::size_t charEnd = pos + 1;
                while (charEnd < end &&
                       (static_cast<unsigned char>(m_text[charEnd]) & 0xC0) == 0x80)
                    ++charEnd;
                return unparseable(pos, RuleMessageId::UnexpectedCharacter,
                                   WrittenFacts{std::string(m_text.substr(pos, charEnd - pos))});
            }
        }
        return check(tokens, end);
    }

private:
    struct Token
    {
        enum class Kind
        {
            Square,
            File,
            QuietSeparator,
            CaptureSeparator
        };
        Kind kind;
        std::size_t offset;
        Square square;
        int file;
        bool numeric;

        bool isSeparator() const
        {
            return kind == Kind::QuietSeparator || kind == Kind::CaptureSeparator;
        }
    };

    static Result<WrittenMove, NotationError> check(const std::vector<Token> &tokens,
                                                    std::size_t end)
    {
        WrittenMove written;
        std::size_t items = 0;
        std::size_t separators = 0;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const Token &token = tokens[i];
            const bool afterSeparator = i > 0 && tokens[i - 1].isSeparator();
            if (token.isSeparator()) {
                if (i == 0)
                    return unparseable(token.offset, RuleMessageId::SeparatorFirst);
                if (afterSeparator)
                    return unparseable(token.offset, RuleMessageId::TwoSeparators);
                const Separator separator = token.kind == Token::Kind::QuietSeparator
                                                ? Separator::Quiet
                                                : Separator::Capture;
                if (written.separator != Separator::None && written.separator != separator)
                    return unparseable(token.offset, RuleMessageId::MixedSeparators);
                if (separators + 1 != items)
                    return unparseable(token.offset, RuleMessageId::PartialSeparators);
                written.separator = separator;
                ++separators;
                continue;
            }
            if (token.kind == Token::Kind::File) {
                if (i != 0)
                    return unparseable(token.offset + 1, RuleMessageId::RankAfterFile);
                written.fromFile = token.file;
                ++items;
                continue;
            }
            if (i > 0 && token.numeric != tokens[0].numeric)
                return unparseable(token.offset, RuleMessageId::MixedNamesAndNumbers);
            if (separators > 0 && !afterSeparator)
                return unparseable(token.offset, RuleMessageId::PartialSeparators);
            if (token.numeric && items > 0 && !afterSeparator)
                return unparseable(token.offset, RuleMessageId::SeparatorBetweenNumbers);
            written.numeric = token.numeric;
            if (items == 0)
                written.from = token.square;
            else
                written.squares.push_back(token.square);
            ++items;
        }
        if (tokens.back().isSeparator())
            return unparseable(end, RuleMessageId::SquareAfterSeparator);
        if (written.fromFile && items != 2)
            return unparseable(end, RuleMessageId::OneTargetAfterFile);
        if (items < 2)
            return unparseable(end, RuleMessageId::TargetMissing);
        return written;
    }

    static char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

    std::string_view m_text;
};

bool startMatches(const WrittenMove &written, const Move &move)
{
    if (written.from)
        return move.from() == *written.from;
    return move.from().file() == *written.fromFile;
}

bool separatorMatches(const WrittenMove &written, const Move &move)
{
    switch (written.separator) {
    case Separator::Quiet:
        return !move.isCapture();
    case Separator::Capture:
        return move.isCapture();
    case Separator::None:
        break;
    }
    return true;
}

// Whether the written intermediate squares appear, in order, among `landings`.
bool isSubsequence(std::span<const Square> written, std::span<const Square> landings)
{
    std::size_t next = 0;
    for (Square square : landings)
        if (next < written.size() && written[next] == square)
            ++next;
    return next == written.size();
}

bool routeMatches(const WrittenMove &written, const Move &move)
{
    if (!startMatches(written, move) || !separatorMatches(written, move) ||
        move.to() != written.squares.back())
        return false;
    const std::span<const Square> between(written.squares.data(), written.squares.size() - 1);
    if (!move.isCapture())
        return between.empty();
    return isSubsequence(between, move.landings().first(move.landings().size() - 1));
}

// The written route ends at a landing square where the capture must go on.
bool stopsShort(const WrittenMove &written, const Move &move)
{
    if (!move.isCapture() || !startMatches(written, move))
        return false;
    const auto landings = move.landings();
    for (std::size_t i = 0; i + 1 < landings.size(); ++i) {
        if (landings[i] != written.squares.back())
            continue;
        const std::span<const Square> between(written.squares.data(), written.squares.size() - 1);
        if (isSubsequence(between, landings.first(i)))
            return true;
    }
    return false;
}

// One move per distinct (from, to, captured set) among `routes`.
std::vector<Move> distinctMoves(const std::vector<Move> &routes)
{
    std::vector<Move> moves;
    for (const Move &route : routes)
        if (std::ranges::none_of(moves, [&](const Move &m) { return m.sameMove(route); }))
            moves.push_back(route);
    return moves;
}

std::vector<std::string> listMoves(const std::vector<Move> &moves, const Position &position,
                                   bool numeric)
{
    std::vector<std::string> written;
    for (const Move &move : moves)
        written.push_back(Notation::write(
            move, position, numeric ? Notation::Style::Numeric : Notation::Style::Algebraic));
    return written;
}

NotationError explain(const WrittenMove &written, const Position &position, const MoveList &routes)
{
    const Side us = position.sideToMove();
    const bool numeric = written.numeric;
    const Square target = written.squares.back();
    const auto describe = [&](const std::vector<Move> &moves) {
        return listMoves(moves, position, numeric);
    };

    std::string start;
    if (written.from) {
        start = squareText(*written.from, numeric);
        const auto piece = position.pieceAt(*written.from);
        if (!piece)
            return refused(NotationErrorKind::NoPiece, 1,
                           {RuleMessageId::NoPieceOn, SquareFacts{start}});
        if (piece->side != us)
            return refused(
                NotationErrorKind::NoPiece, 1,
                {RuleMessageId::PieceOfOtherSide, PieceFacts{start, piece->side, piece->kind, us}});
    } else {
        start = std::string(1, static_cast<char>('a' + *written.fromFile)) + " file";
        const bool any = [&] {
            for (Bitboard b = position.pieces(us); b; b &= b - 1)
                if (bitboard::lowest(b).file() == *written.fromFile)
                    return true;
            return false;
        }();
        if (!any)
            return refused(NotationErrorKind::NoPiece, 1,
                           {RuleMessageId::NoPieceOnFile,
                            FileFacts{us, static_cast<char>('a' + *written.fromFile)}});
    }

    const std::vector<Move> legal = distinctMoves({routes.begin(), routes.end()});
    const bool mustCapture = !legal.empty() && legal.front().isCapture();

    if (mustCapture && written.separator != Separator::Capture) {
        const MoveList quiet = MoveGenerator::quietMovesIgnoringCaptures(position);
        const bool wouldBeQuiet = std::ranges::any_of(quiet, [&](const Move &m) {
            return startMatches(written, m) && m.to() == target && written.squares.size() == 1;
        });
        // A king's capture may end on a square it could also reach quietly: then "e1-d2" is that
        // capture written with '-', not a refusal to capture.
        const bool isCaptureHere = std::ranges::any_of(
            legal, [&](const Move &m) { return startMatches(written, m) && m.to() == target; });
        if (wouldBeQuiet && !isCaptureHere)
            return refused(NotationErrorKind::CaptureRequired, 1,
                           {RuleMessageId::CaptureMandatory, MovesFacts{describe(legal)}}, legal);
    }

    if (written.separator != Separator::Quiet) {
        std::vector<Move> unfinished;
        for (const Move &route : routes)
            if (stopsShort(written, route))
                unfinished.push_back(route);
        unfinished = distinctMoves(unfinished);
        if (!unfinished.empty())
            return refused(NotationErrorKind::CaptureNotFinished, 1,
                           {RuleMessageId::CaptureNotFinished, MovesFacts{describe(unfinished)}},
                           unfinished);
    }

    if (const auto occupant = position.pieceAt(target);
        occupant && !(written.from && *written.from == target))
        return refused(
            NotationErrorKind::TargetOccupied, 1,
            {RuleMessageId::TargetOccupied,
             PieceFacts{squareText(target, numeric), occupant->side, occupant->kind, us}});

    std::vector<Move> fromHere;
    for (const Move &move : legal)
        if (startMatches(written, move))
            fromHere.push_back(move);
    IllegalMoveFacts facts;
    if (written.separator == Separator::Quiet &&
        std::ranges::any_of(fromHere, [&](const Move &m) { return m.to() == target; }))
        facts.writing = IllegalMoveFacts::Writing::CaptureAsQuiet;
    else if (written.separator == Separator::Capture && !mustCapture)
        facts.writing = IllegalMoveFacts::Writing::CaptureNotThere;
    facts.fromFile = !written.from;
    facts.start = written.from ? start : std::string(1, static_cast<char>('a' + *written.fromFile));
    facts.fromThere = describe(fromHere);
    if (mustCapture && fromHere.empty())
        facts.captures = describe(legal);
    return refused(NotationErrorKind::IllegalMove, 1,
                   {RuleMessageId::IllegalMove, std::move(facts)});
}

std::string joinRoute(const Move &move, bool full, Notation::Style style)
{
    const bool numeric = style == Notation::Style::Numeric;
    const std::string separator = !move.isCapture() ? "-" : numeric ? "x" : ":";
    std::string text = squareText(move.from(), numeric);
    if (full && move.isCapture()) {
        for (Square landing : move.landings())
            text += separator + squareText(landing, numeric);
        return text;
    }
    return text + separator + squareText(move.to(), numeric);
}

} // namespace

namespace {

// The forms nearly every game sheet uses, "c3-d4", "c3:e5", "22-18", "22x15": start, separator,
// target, nothing else. Resolved here without building the written move, for the audit's speed;
// anything else, and every error, goes the general way.
std::optional<Move> parseCommonForm(std::string_view text, const Position &position)
{
    std::optional<Square> squares[2];
    bool numeric[2] = {false, false};
    Separator separator = Separator::None;
    std::size_t pos = 0;
    for (int i = 0; i < 2; ++i) {
        if (i == 1) {
            if (pos >= text.size())
                return std::nullopt;
            const char c = text[pos++];
            if (c == '-')
                separator = Separator::Quiet;
            else if (c == ':' || c == 'x')
                separator = Separator::Capture;
            else
                return std::nullopt;
        }
        if (pos + 1 < text.size() && text[pos] >= 'a' && text[pos] <= 'h') {
            squares[i] = Square::fromName(text.substr(pos, 2));
            pos += 2;
        } else {
            int value = 0;
            std::size_t digits = 0;
            while (pos < text.size() && isDigit(text[pos]) && digits < 2) {
                value = value * 10 + (text[pos++] - '0');
                ++digits;
            }
            if (digits > 0)
                squares[i] = Square::fromPdnNumber(static_cast<PdnNumber>(value));
            numeric[i] = true;
        }
        if (!squares[i])
            return std::nullopt;
    }
    if (pos != text.size() || numeric[0] != numeric[1])
        return std::nullopt; // names and numbers mixed: the general way says so
    const MoveList moves = MoveGenerator::legalMovesFrom(position, *squares[0]);
    const Move *found = nullptr;
    for (const Move &move : moves) {
        if (move.from() != *squares[0] || move.to() != *squares[1] ||
            move.isCapture() != (separator == Separator::Capture))
            continue;
        if (found)
            return std::nullopt; // ambiguous: the general way lists the candidates
        found = &move;
    }
    if (!found)
        return std::nullopt;
    return *found;
}

} // namespace

Result<Move, NotationError> Notation::parse(std::string_view text, const Position &position)
{
    if (const auto common = parseCommonForm(text, position))
        return *common;
    const auto written = Tokenizer(text).read();
    if (!written)
        return written.error();

    const MoveList routes = MoveGenerator::legalMoves(position, MoveGenerator::Mode::AllRoutes);
    std::vector<Move> matching;
    for (const Move &route : routes)
        if (routeMatches(*written, route))
            matching.push_back(route);
    const std::vector<Move> candidates = distinctMoves(matching);
    if (candidates.size() == 1)
        return candidates.front();
    if (candidates.size() > 1) {
        // Text that spells out every landing square of one route ("d8:h4" taking one piece,
        // while d8:b6:d4:f6:h4 also ends on h4) still fits several moves, so it stays ambiguous
        // (docs/rules.md §7); the error names that route, the one write() means by this text.
        std::optional<Move> exactRoute;
        for (const Move &route : matching)
            if (route.isCapture() && std::ranges::equal(route.landings(), written->squares)) {
                exactRoute = route;
                break;
            }
        NotationError error =
            refused(NotationErrorKind::Ambiguous, 1,
                    {RuleMessageId::Ambiguous,
                     MovesFacts{listMoves(candidates, position, written->numeric)}},
                    candidates);
        error.exactRoute = exactRoute;
        return error;
    }
    return explain(*written, position, routes);
}

std::string Notation::write(const Move &move, const Position &position, Style style)
{
    bool needsRoute = false;
    if (move.isCapture()) {
        for (const Move &other : MoveGenerator::legalMoves(position))
            if (other.from() == move.from() && other.to() == move.to() && !other.sameMove(move))
                needsRoute = true;
    }
    return joinRoute(move, needsRoute, style);
}

std::string Notation::writeFull(const Move &move, Style style)
{
    return joinRoute(move, true, style);
}

} // namespace arbiter
