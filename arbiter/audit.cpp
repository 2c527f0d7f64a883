#include "audit.h"

#include "fen.h"
#include "fmjddrawtracker.h"
#include "gridnotation.h"
#include "movegenerator.h"
#include "notation.h"
#include "splitmix64.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace arbiter {

namespace {

// Parse steps a look-ahead may take to resolve one ambiguous move.
constexpr int lookAheadBudget = 4000;

enum class RecordedOutcome
{
    WhiteWins,
    BlackWins,
    Draw,
    None
};

RecordedOutcome outcomeOf(std::string_view result)
{
    if (result == "1-0" || result == "2-0")
        return RecordedOutcome::WhiteWins;
    if (result == "0-1" || result == "0-2")
        return RecordedOutcome::BlackWins;
    if (result == "1/2-1/2" || result == "\xC2\xBD-\xC2\xBD" || result == "1-1")
        return RecordedOutcome::Draw;
    return RecordedOutcome::None; // "*", "0-0" (both lost), or nothing recorded
}

// The largest square number written in `text` (0 if none): above 32 means a 10×10 board.
int largestNumber(std::string_view text)
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

std::string codeOf(NotationErrorKind kind)
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

// The Russian board (DESIGN.md §3): Position and Move, the rule set's DrawTracker.
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
    static Side toMove(const Position &position) { return position.sideToMove(); }
    static bool hasPieces(const Position &position, Side side) { return position.pieces(side); }
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

// The board of a variant played by the one generator (Brazilian, International), with the FMJD
// draw rules (fmjddrawtracker.h).
template <class G>
class GridBoard
{
public:
    using Position = GridPosition<G>;
    using Move = GridMove;
    using Tracker = FmjdDrawTracker<G>;

    explicit GridBoard(const GridGenerator<G> &generator)
        : m_generator(generator), m_notation(generator)
    {}

    Result<Move, GridNotationError> parse(std::string_view text, const Position &position) const
    {
        return m_notation.parse(text, position);
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
    static Side toMove(const Position &position) { return position.toMove; }
    static bool hasPieces(const Position &position, Side side) { return position.pieces(side); }
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
        AuditedPly ply{std::move(text), move.from + 1, move.to + 1, {}, fen(after), key(after)};
        for (std::uint64_t taken = move.captured; taken; taken &= taken - 1)
            ply.captured.push_back(static_cast<std::uint8_t>(std::countr_zero(taken) + 1));
        return ply;
    }
    // The position's key: its pieces and side to move mixed by splitmix64.
    static std::uint64_t key(const Position &position)
    {
        std::uint64_t state = position.white;
        std::uint64_t key = splitmix64(state);
        state = key ^ position.black;
        key = splitmix64(state);
        state = key ^ position.kings;
        key = splitmix64(state);
        return position.toMove == Side::White ? key : ~key;
    }
    const GridGenerator<G> &generator() const { return m_generator; }

private:
    const GridGenerator<G> &m_generator;
    GridNotation<G> m_notation;
};

template <class Board>
std::vector<std::string> written(const Board &board, const std::vector<typename Board::Move> &moves,
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
Resolved<typename Board::Move> resolveOn(const Board &board,
                                         const typename Board::Position &position,
                                         const PdnMove &writtenMove, std::span<const PdnMove> rest)
{
    using Move = typename Board::Move;
    Resolved<Move> resolution;
    const auto parsed = board.parse(writtenMove.text, position);
    if (parsed) {
        resolution.move = parsed.value();
        return resolution;
    }
    const auto &error = parsed.error();
    AuditFinding finding;
    finding.text = writtenMove.text;
    finding.code = codeOf(error.kind);
    finding.place = writtenMove.place;
    finding.candidates = written(board, error.candidates, position);
    if (error.kind != NotationErrorKind::Ambiguous) {
        finding.message = error.message;
        finding.detail = error.detail;
        resolution.finding = std::move(finding);
        return resolution;
    }

    std::vector<Move> keeping;
    for (const Move &candidate : error.candidates) {
        int budget = lookAheadBudget;
        if (keepsLegal(board, board.after(position, candidate), rest, budget))
            keeping.push_back(candidate);
    }
    const std::optional<Move> exact = Board::exactRoute(error);
    const auto isExact = [&](const Move &m) { return exact && Board::same(m, *exact); };
    if (keeping.size() != 1 && std::ranges::any_of(keeping, isExact))
        keeping = {*exact};
    if (keeping.size() == 1) {
        resolution.move = keeping.front();
        finding.severity = Severity::Warning;
        finding.detail = {RuleMessageId::AmbiguousPlayedAs,
                          {error.detail.args.at(0), error.detail.args.at(1),
                           board.writeFull(keeping.front(), position),
                           isExact(keeping.front()) ? "route" : "only"}};
    } else {
        finding.detail = {RuleMessageId::AmbiguousUnresolved,
                          {error.detail.args.at(0), error.detail.args.at(1),
                           keeping.empty() ? "none" : "several"}};
    }
    finding.message = englishText(finding.detail);
    resolution.finding = std::move(finding);
    return resolution;
}

std::string fenOf(Variant, const Position &position)
{
    return Fen::write(position);
}

template <class G>
std::string fenOf(Variant variant, const GridPosition<G> &position)
{
    return Fen::write(GridNotation<G>::fenPieces(position), rulesOf(variant));
}

AuditFinding gameFinding(std::string code, RuleMessage detail, TextPlace place)
{
    AuditFinding f;
    f.code = std::move(code);
    f.message = englishText(detail);
    f.detail = std::move(detail);
    f.place = place;
    return f;
}

// Where the tag `name` of `game` stands (the game's start when it has none).
TextPlace tagPlace(const PdnGame &game, std::string_view name)
{
    for (const PdnTag &t : game.tags)
        if (t.name == name)
            return t.place;
    return game.place;
}

// The start position of a game of the board's variant: its FEN tag, or the first position.
template <class G>
std::variant<GridPosition<G>, AuditFinding> gridStartOf(const GridBoard<G> &board,
                                                        const PdnGame &game)
{
    const auto fen = game.tag("FEN");
    if (!fen)
        return board.generator().initial();
    const auto parsed = Fen::parse(*fen, board.generator().rules());
    if (!parsed)
        return gameFinding("BAD_FEN",
                           {RuleMessageId::BadFen,
                            {std::to_string(parsed.error().column), parsed.error().message}},
                           tagPlace(game, "FEN"));
    return GridNotation<G>::position(*parsed);
}

} // namespace

std::string GameAudit::startFen() const
{
    return std::visit([this](const auto &position) { return fenOf(variant, position); }, start);
}

std::string GameAudit::finalFen() const
{
    return std::visit([this](const auto &position) { return fenOf(variant, position); }, final);
}

std::string GameAudit::tag(std::string_view name) const
{
    for (const PdnTag &t : tags)
        if (t.name == name)
            return t.value;
    return {};
}

Auditor::Auditor(RuleSet rules, const EndgameDatabase *database, Options options)
    : m_rules(rules), m_database(database), m_options(options),
      m_brazilian(rulesOf(Variant::Brazilian)), m_international(rulesOf(Variant::International))
{}

std::variant<Variant, AuditFinding> Auditor::variantOf(const PdnGame &game) const
{
    const auto type = game.tag("GameType");
    if (!type)
        return m_options.variant;
    const std::string number = type->substr(0, type->find(','));
    int gameType = 0;
    const auto [end, problem] =
        std::from_chars(number.data(), number.data() + number.size(), gameType);
    if (problem == std::errc() && end == number.data() + number.size())
        if (const auto variant = variantOfGameType(gameType))
            return *variant;
    return gameFinding("BAD_TAG", {RuleMessageId::GameTypeUnsupported, {number}},
                       tagPlace(game, "GameType"));
}

std::variant<Position, AuditFinding> Auditor::startOf(const PdnGame &game) const
{
    if (const auto type = game.tag("GameType")) {
        const std::string number = type->substr(0, type->find(','));
        if (number != "25")
            return gameFinding("BAD_TAG", {RuleMessageId::GameTypeNotRussian, {number}},
                               tagPlace(game, "GameType"));
    }
    for (const PdnMove &move : game.moves)
        if (const int square = isdigit(static_cast<unsigned char>(move.text.front()))
                                   ? largestNumber(move.text)
                                   : 0;
            square > 32)
            return gameFinding(
                "BAD_TAG",
                {RuleMessageId::SquareInMoveNotRussian, {std::to_string(square), move.text}},
                move.place);
    const auto fen = game.tag("FEN");
    if (!fen)
        return Position::initial();
    // Files of one event repeat the same FEN (often the initial position) in every game.
    thread_local std::string lastFen;
    thread_local Position lastStart;
    if (!lastFen.empty() && *fen == lastFen)
        return lastStart;
    const auto start = Fen::parse(*fen);
    if (start) {
        lastFen = *fen;
        lastStart = start.value();
        return start.value();
    }
    if (const int square = largestNumber(*fen); square > 32)
        return gameFinding("BAD_TAG",
                           {RuleMessageId::SquareInFenNotRussian, {std::to_string(square)}},
                           tagPlace(game, "FEN"));
    return gameFinding(
        "BAD_FEN",
        {RuleMessageId::BadFen, {std::to_string(start.error().column), start.error().message}},
        tagPlace(game, "FEN"));
}

Auditor::Resolution Auditor::resolve(const Position &position, const PdnMove &writtenMove,
                                     std::span<const PdnMove> rest) const
{
    Resolved<Move> resolved =
        resolveOn(RussianBoard(m_rules, m_database), position, writtenMove, rest);
    return {std::move(resolved.move), std::move(resolved.finding)};
}

GameAudit Auditor::audit(const PdnGame &game) const
{
    GameAudit audit;
    audit.index = game.index;
    audit.place = game.place;
    audit.tags = game.tags;
    audit.result = game.result.empty() ? game.tag("Result").value_or("") : game.result;
    audit.ruleSet = std::string(m_rules.id);

    if (game.problem) {
        AuditFinding f;
        const bool inTags = game.problem->where == PdnProblem::Where::Tags;
        f.code = inTags ? "BAD_TAG" : "UNPARSEABLE_MOVE";
        f.detail = {RuleMessageId::PdnUnreadable,
                    {game.problem->message, inTags ? "tags" : "moves"}};
        f.message = englishText(f.detail);
        f.place = game.problem->place;
        f.ply = static_cast<int>(game.moves.size()) + 1;
        audit.findings.push_back(std::move(f));
    }
    if (const auto tagged = game.tag("Result"); tagged && !game.result.empty() &&
                                                *tagged != game.result && *tagged != "*" &&
                                                outcomeOf(*tagged) != outcomeOf(game.result)) {
        AuditFinding f;
        f.code = "BAD_TAG";
        f.detail = {RuleMessageId::ResultTagDiffers, {*tagged, game.result}};
        f.message = englishText(f.detail);
        f.place = game.resultPlace;
        audit.findings.push_back(std::move(f));
    }

    const auto variant = variantOf(game);
    if (const auto *skipped = std::get_if<AuditFinding>(&variant)) {
        audit.findings.push_back(*skipped);
        return audit;
    }
    audit.variant = std::get<Variant>(variant);
    if (m_options.onlyOwnVariant && audit.variant != m_options.variant) {
        const std::string type = game.tag("GameType").value_or("");
        audit.findings.push_back(
            gameFinding("BAD_TAG",
                        {RuleMessageId::GameOfOtherVariant,
                         {type.substr(0, type.find(',')), std::string(rulesOf(audit.variant).name),
                          std::string(rulesOf(m_options.variant).name)}},
                        tagPlace(game, "GameType")));
        return audit;
    }
    if (audit.variant == Variant::Russian) {
        const auto start = startOf(game);
        if (const auto *skipped = std::get_if<AuditFinding>(&start))
            audit.findings.push_back(*skipped);
        else
            replay(RussianBoard(m_rules, m_database), std::get<Position>(start), game, audit);
        return audit;
    }
    audit.ruleSet = std::string(rulesOf(audit.variant).name) + "-fmjd";
    const auto replayOn = [&](const auto &board) {
        const auto start = gridStartOf(board, game);
        if (const auto *skipped = std::get_if<AuditFinding>(&start))
            audit.findings.push_back(*skipped);
        else
            replay(board, std::get<0>(start), game, audit);
    };
    if (audit.variant == Variant::Brazilian)
        replayOn(GridBoard<Grid8>(m_brazilian));
    else
        replayOn(GridBoard<Grid10>(m_international));
    return audit;
}

template <class Board>
void Auditor::replay(const Board &board, const typename Board::Position &initial,
                     const PdnGame &game, GameAudit &audit) const
{
    audit.replayed = true;
    audit.start = initial;
    audit.firstMover = Board::toMove(initial);
    typename Board::Tracker draws = board.tracker(initial);
    std::optional<int> drawnAtPly;
    if (draws.automaticDraw())
        drawnAtPly = 0;
    audit.draws = Board::eventsAtStart(draws);

    const Side firstMover = audit.firstMover;
    bool complete = !game.problem; // a game cut short by a PDN problem has no final position
    bool reportedPlayAfterDraw = false;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const PdnMove &writtenMove = game.moves[i];
        const int ply = static_cast<int>(i) + 1;
        const auto &position = draws.position();
        auto resolution =
            resolveOn(board, position, writtenMove, std::span(game.moves).subspan(i + 1));
        const auto describe = [&](AuditFinding &f) {
            f.ply = ply;
            f.side = Board::toMove(position);
            f.moveNumber = (ply + (firstMover == Side::Black ? 2 : 1)) / 2;
            f.text = writtenMove.text;
            f.place = writtenMove.place;
        };
        if (resolution.finding) {
            describe(*resolution.finding);
            audit.findings.push_back(std::move(*resolution.finding));
        }
        if (!resolution.move) {
            complete = false;
            break;
        }
        if (drawnAtPly && !reportedPlayAfterDraw) {
            AuditFinding f;
            describe(f);
            f.code = "PLAY_AFTER_DRAW";
            f.detail = {RuleMessageId::PlayAfterDraw,
                        {draws.automaticDraw()->rule, std::to_string(*drawnAtPly)}};
            f.message = englishText(f.detail);
            audit.findings.push_back(std::move(f));
            reportedPlayAfterDraw = true;
        }
        const std::string canonical =
            m_options.recordHistory ? board.write(*resolution.move, position) : std::string();
        for (DrawEvent &event : draws.play(*resolution.move))
            audit.draws.push_back(std::move(event));
        if (!drawnAtPly && draws.automaticDraw())
            drawnAtPly = draws.automaticDraw()->ply;
        if (m_options.recordHistory)
            audit.history.push_back(board.ply(canonical, *resolution.move, draws.position()));
        audit.plies = ply;
    }
    const auto &final = draws.position();
    audit.final = final;
    audit.sideToMoveHasMoves = board.hasMoves(final);

    // The recorded result against the board and the draw rules.
    const RecordedOutcome recorded = outcomeOf(audit.result);
    if (!complete || recorded == RecordedOutcome::None)
        return;
    const auto mismatch = [&](RuleMessage detail) {
        AuditFinding f;
        f.code = "RESULT_MISMATCH";
        f.message = englishText(detail);
        f.detail = std::move(detail);
        f.place = game.resultPlace.line > 0 ? game.resultPlace : game.place;
        f.ply = audit.plies;
        audit.findings.push_back(std::move(f));
    };
    if (drawnAtPly && recorded != RecordedOutcome::Draw) {
        mismatch({RuleMessageId::ResultButDrawn,
                  {audit.result, draws.automaticDraw()->rule, std::to_string(*drawnAtPly)}});
    } else if (!drawnAtPly && !audit.sideToMoveHasMoves) {
        const Side loser = Board::toMove(final);
        const RecordedOutcome expected =
            loser == Side::White ? RecordedOutcome::BlackWins : RecordedOutcome::WhiteWins;
        if (recorded != expected)
            mismatch({RuleMessageId::ResultButLost,
                      {audit.result, std::string(sideName(loser)),
                       Board::hasPieces(final, loser) ? "blocked" : "no-pieces",
                       std::to_string(audit.plies)}});
    }
}

} // namespace arbiter
