// The boards the audit (audit.h) and the claims (claim.h) replay a game on, one interface for
// every variant: RussianBoard (Position and Move, docs/rules.md §2–§6, the rule set's DrawTracker)
// and GridBoard<G> (the variants' one generator, gridgenerator.h, with the FMJD draw rules,
// fmjddrawtracker.h, or on the checkers boards the federations', checkersdrawtracker.h); and what
// the two do with a written move on either board.
#pragma once

#include "audit.h"
#include "checkersdrawtracker.h"
#include "fen.h"
#include "fmjddrawtracker.h"
#include "gridnotation.h"
#include "movegenerator.h"
#include "notation.h"
#include "splitmix64.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace arbiter {

// Parse steps a look-ahead may take to resolve one ambiguous move.
constexpr int lookAheadBudget = 4000;

// The audit's finding code of a refused move.
inline std::string findingCodeOf(NotationErrorKind kind)
{
    switch (kind) {
    case NotationErrorKind::Unparseable:
        return "UNPARSEABLE_MOVE";
    case NotationErrorKind::CaptureRequired:
        return "CAPTURE_REQUIRED";
    case NotationErrorKind::CaptureNotFinished:
        return "INCOMPLETE_CAPTURE";
    case NotationErrorKind::Ambiguous:
        return "AMBIGUOUS_MOVE";
    case NotationErrorKind::NoPiece:
    case NotationErrorKind::TargetOccupied:
    case NotationErrorKind::IllegalMove:
        break;
    }
    return "ILLEGAL_MOVE";
}

// The Russian board (docs/rules.md §2–§6): Position and Move, the rule set's DrawTracker.
class RussianBoard
{
public:
    using Position = arbiter::Position;
    using Move = arbiter::Move;
    using Tracker = DrawTracker;

    RussianBoard(const RuleSet &rules, const EndgameDatabase *database)
        : m_rules(rules), m_database(database)
    {}

    static Result<Move, NotationError> parse(std::string_view text, const Position &position)
    {
        return Notation::parse(text, position);
    }
    static Position after(const Position &position, const Move &move)
    {
        return position.after(move);
    }
    static std::string write(const Move &move, const Position &position)
    {
        return Notation::write(move, position);
    }
    static std::string writeFull(const Move &move, const Position &)
    {
        return Notation::writeFull(move);
    }
    static std::optional<Move> exactRoute(const NotationError &error) { return error.exactRoute; }
    static bool same(const Move &a, const Move &b) { return a.sameMove(b); }
    Tracker tracker(const Position &start) const { return DrawTracker(m_rules, m_database, start); }
    static std::vector<DrawEvent> eventsAtStart(const Tracker &tracker)
    {
        return tracker.eventsAtStart();
    }
    static bool hasMoves(const Position &position)
    {
        return MoveGenerator::countLegalMoves(position) > 0;
    }
    static std::string fen(const Position &position) { return Fen::write(position); }
    static AuditedPly ply(std::string text, const Move &move, const Position &after)
    {
        AuditedPly ply{std::move(text),
                       static_cast<int>(move.from().pdnNumber()),
                       static_cast<int>(move.to().pdnNumber()),
                       {},
                       Fen::write(after),
                       after.key()};
        for (Square captured : move.captured())
            ply.captured.push_back(static_cast<std::uint8_t>(captured.pdnNumber()));
        return ply;
    }

private:
    const RuleSet &m_rules;
    const EndgameDatabase *m_database;
};

// The draw rules followed on grid G: the FMJD's on the FMJD boards (Brazilian, International), the
// checkers federations' on the boards numbered from Black's side (English, Pool) and the mirrored
// one (Italian).
template <class G>
struct GridDrawTracker
{
    using type = FmjdDrawTracker<G>;
};
template <>
struct GridDrawTracker<Grid8Checkers>
{
    using type = CheckersDrawTracker<Grid8Checkers>;
};
template <>
struct GridDrawTracker<Grid8Mirrored>
{
    using type = CheckersDrawTracker<Grid8Mirrored>;
};

// The board of a variant played by the one generator (Brazilian, International, English, Italian,
// Pool), with its draw rules (GridDrawTracker).
template <class G>
class GridBoard
{
public:
    using Position = GridPosition<G>;
    using Move = GridMove;
    using Tracker = typename GridDrawTracker<G>::type;

    explicit GridBoard(const GridGenerator<G> &generator)
        : m_generator(generator), m_notation(generator)
    {}

    Result<Move, GridNotationError> parse(std::string_view text, const Position &position) const
    {
        return m_notation.parse(text, position, m_candidates);
    }
    Position after(const Position &position, const Move &move) const
    {
        return m_generator.after(position, move);
    }
    std::string write(const Move &move, const Position &position) const
    {
        return m_notation.write(move, position);
    }
    // The squares landed on are written where another capture has the same ends.
    std::string writeFull(const Move &move, const Position &position) const
    {
        return write(move, position);
    }
    static std::optional<Move> exactRoute(const GridNotationError &) { return std::nullopt; }
    static bool same(const Move &a, const Move &b) { return a == b; }
    Tracker tracker(const Position &start) const { return Tracker(m_generator, start); }
    static std::vector<DrawEvent> eventsAtStart(const Tracker &) { return {}; }
    bool hasMoves(const Position &position) const
    {
        std::vector<GridMove> scratch;
        return m_generator.countMoves(position, scratch) > 0;
    }
    std::string fen(const Position &position) const
    {
        return Fen::write(GridNotation<G>::fenPieces(position), m_generator.rules());
    }
    AuditedPly ply(std::string text, const Move &move, const Position &after) const
    {
        AuditedPly ply{std::move(text),
                       G::geometry.numberAtTopIndex(move.from),
                       G::geometry.numberAtTopIndex(move.to),
                       {},
                       fen(after),
                       key(after)};
        // The pieces taken in the order of their printed numbers.
        for (std::uint64_t taken = move.captured; taken; taken &= taken - 1)
            ply.captured.push_back(
                static_cast<std::uint8_t>(G::geometry.numberAtTopIndex(std::countr_zero(taken))));
        std::ranges::sort(ply.captured);
        return ply;
    }
    // The position's key: its pieces and side to move mixed by splitmix64.
    static std::uint64_t key(const Position &position)
    {
        std::uint64_t state = position.pieces(Side::White);
        std::uint64_t key = splitmix64(state);
        state = key ^ position.pieces(Side::Black);
        key = splitmix64(state);
        state = key ^ position.kings();
        key = splitmix64(state);
        return position.sideToMove() == Side::White ? key : ~key;
    }
    const GridGenerator<G> &generator() const { return m_generator; }

private:
    const GridGenerator<G> &m_generator;
    GridNotation<G> m_notation;
    // The moves of a written move's start square, listed again at every ply into the one buffer
    // of this board (a board replays one game, on one thread).
    mutable std::vector<GridMove> m_candidates;
};

template <class Board>
std::vector<std::string> writtenAll(const Board &board,
                                    const std::vector<typename Board::Move> &moves,
                                    const typename Board::Position &position)
{
    std::vector<std::string> texts;
    for (const auto &move : moves)
        texts.push_back(board.write(move, position));
    return texts;
}

// Whether the moves `rest` can all be played from `position`, trying every candidate of an
// ambiguous one, within `budget` parse steps.
template <class Board>
bool keepsLegal(const Board &board, typename Board::Position position,
                std::span<const PdnMove> rest, int &budget)
{
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (--budget < 0)
            return false;
        const auto move = board.parse(rest[i].text, position);
        if (move) {
            position = board.after(position, move.value());
            continue;
        }
        if (move.error().kind != NotationErrorKind::Ambiguous)
            return false;
        return std::ranges::any_of(move.error().candidates, [&](const auto &candidate) {
            return keepsLegal(board, board.after(position, candidate), rest.subspan(i + 1), budget);
        });
    }
    return true;
}

template <class Move>
struct Resolved
{
    std::optional<Move> move; // nullopt: the replay stops
    std::optional<AuditFinding> finding;
};

// The move written in `position`, with ambiguity resolved by whether the moves written after it
// (`rest`) stay legal; the finding when there is one.
template <class Board>
Resolved<typename Board::Move>
resolveWritten(const Board &board, const typename Board::Position &position,
               const PdnMove &writtenMove, std::span<const PdnMove> rest)
{
    using BoardMove = typename Board::Move;
    Resolved<BoardMove> resolution;
    const auto parsed = board.parse(writtenMove.text, position);
    if (parsed) {
        resolution.move = parsed.value();
        return resolution;
    }
    const auto &error = parsed.error();
    AuditFinding finding;
    finding.text = writtenMove.text;
    finding.code = findingCodeOf(error.kind);
    finding.place = writtenMove.place;
    finding.candidates = writtenAll(board, error.candidates, position);
    if (error.kind != NotationErrorKind::Ambiguous) {
        finding.message = error.message;
        finding.detail = error.detail;
        resolution.finding = std::move(finding);
        return resolution;
    }

    const MovesFacts *ambiguous = factsOf<MovesFacts>(error.detail);
    const std::vector<std::string> fits = ambiguous ? ambiguous->moves : std::vector<std::string>();
    std::vector<BoardMove> keeping;
    for (const BoardMove &candidate : error.candidates) {
        int budget = lookAheadBudget;
        if (keepsLegal(board, board.after(position, candidate), rest, budget))
            keeping.push_back(candidate);
    }
    const std::optional<BoardMove> exact = Board::exactRoute(error);
    const auto isExact = [&](const BoardMove &m) { return exact && Board::same(m, *exact); };
    if (keeping.size() != 1 && std::ranges::any_of(keeping, isExact))
        keeping = {*exact};
    if (keeping.size() == 1) {
        resolution.move = keeping.front();
        finding.severity = Severity::Warning;
        finding.detail = {RuleMessageId::AmbiguousPlayedAs,
                          AmbiguityFacts{fits,
                                         isExact(keeping.front())
                                             ? AmbiguityFacts::Outcome::PlayedByRoute
                                             : AmbiguityFacts::Outcome::PlayedAsOnly,
                                         board.writeFull(keeping.front(), position)}};
    } else {
        finding.detail = {RuleMessageId::AmbiguousUnresolved,
                          AmbiguityFacts{fits,
                                         keeping.empty() ? AmbiguityFacts::Outcome::NoneKeepsLegal
                                                         : AmbiguityFacts::Outcome::SeveralKeep,
                                         ""}};
    }
    finding.message = englishText(finding.detail);
    resolution.finding = std::move(finding);
    return resolution;
}

inline AuditFinding gameFinding(std::string code, RuleMessage detail, TextPlace place)
{
    AuditFinding f;
    f.code = std::move(code);
    f.message = englishText(detail);
    f.detail = std::move(detail);
    f.place = place;
    return f;
}

// Where the tag `name` of `game` stands (the game's start when it has none).
inline TextPlace tagPlace(const PdnGame &game, std::string_view name)
{
    for (const PdnTag &t : game.tags)
        if (t.name == name)
            return t.place;
    return game.place;
}

// The largest square number written in `text` (0 if none): above 32 means a 10×10 board.
inline int largestNumber(std::string_view text)
{
    int largest = 0;
    int current = 0;
    for (char c : text) {
        if (c >= '0' && c <= '9') {
            current = std::min(current * 10 + (c - '0'), 100000);
            largest = std::max(largest, current);
        } else {
            current = 0;
        }
    }
    return largest;
}

// The start position of a game of the board's variant: its FEN tag, or the first position.
// BAD_TAG for a game written for another board: a move naming squares a1…h8 on 10×10, or a
// square above 32 on 8×8.
template <class G>
std::variant<GridPosition<G>, AuditFinding> gridStartOf(const GridBoard<G> &board,
                                                        const PdnGame &game)
{
    for (const PdnMove &move : game.moves) {
        const char first = move.text.empty() ? ' ' : move.text.front();
        const bool named = first >= 'a' && first <= 'h' && move.text.size() > 1 &&
                           move.text[1] >= '1' && move.text[1] <= '8';
        if (G::squareCount == 50
                ? named
                : first >= '0' && first <= '9' && largestNumber(move.text) > G::squareCount)
            return gameFinding("BAD_TAG",
                               {RuleMessageId::MoveOfOtherBoard,
                                OtherBoardFacts{move.text, board.generator().rules().variant}},
                               move.place);
    }
    const auto fen = game.tag("FEN");
    if (!fen)
        return board.generator().initial();
    const auto parsed = Fen::parse(*fen, board.generator().rules());
    if (!parsed)
        return gameFinding("BAD_FEN", {RuleMessageId::BadFen, parsed.error()},
                           tagPlace(game, "FEN"));
    return GridNotation<G>::position(*parsed);
}

} // namespace arbiter
