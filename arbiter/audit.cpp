#include "audit.h"

#include "fen.h"
#include "movegenerator.h"
#include "notation.h"

#include <algorithm>
#include <cctype>

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

std::vector<std::string> written(const std::vector<Move> &moves, const Position &position)
{
    std::vector<std::string> texts;
    for (const Move &move : moves)
        texts.push_back(Notation::write(move, position));
    return texts;
}

// Whether the moves `rest` can all be played from `position`, trying every candidate of an
// ambiguous one, within `budget` parse steps.
bool keepsLegal(Position position, std::span<const PdnMove> rest, int &budget)
{
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (--budget < 0)
            return false;
        const auto move = Notation::parse(rest[i].text, position);
        if (move) {
            position = position.after(move.value());
            continue;
        }
        if (move.error().kind != NotationErrorKind::Ambiguous)
            return false;
        return std::ranges::any_of(move.error().candidates, [&](const Move &candidate) {
            return keepsLegal(position.after(candidate), rest.subspan(i + 1), budget);
        });
    }
    return true;
}

} // namespace

std::string GameAudit::tag(std::string_view name) const
{
    for (const PdnTag &t : tags)
        if (t.name == name)
            return t.value;
    return {};
}

Auditor::Auditor(RuleSet rules, const EndgameDatabase *database, Options options)
    : m_rules(rules), m_database(database), m_options(options)
{}

std::variant<Position, AuditFinding> Auditor::startOf(const PdnGame &game) const
{
    const auto finding = [&](std::string code, RuleMessage detail, TextPlace place) {
        AuditFinding f;
        f.code = std::move(code);
        f.message = englishText(detail);
        f.detail = std::move(detail);
        f.place = place;
        return f;
    };
    const auto placeOf = [&](std::string_view name) {
        for (const PdnTag &t : game.tags)
            if (t.name == name)
                return t.place;
        return game.place;
    };
    if (const auto type = game.tag("GameType")) {
        const std::string number = type->substr(0, type->find(','));
        if (number != "25")
            return finding("BAD_TAG", {RuleMessageId::GameTypeNotRussian, {number}},
                           placeOf("GameType"));
    }
    for (const PdnMove &move : game.moves)
        if (const int square = isdigit(static_cast<unsigned char>(move.text.front()))
                                   ? largestNumber(move.text)
                                   : 0;
            square > 32)
            return finding(
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
        return finding("BAD_TAG", {RuleMessageId::SquareInFenNotRussian, {std::to_string(square)}},
                       placeOf("FEN"));
    return finding(
        "BAD_FEN",
        {RuleMessageId::BadFen, {std::to_string(start.error().column), start.error().message}},
        placeOf("FEN"));
}

Auditor::Resolution Auditor::resolve(const Position &position, const PdnMove &writtenMove,
                                     std::span<const PdnMove> rest) const
{
    Resolution resolution;
    const auto parsed = Notation::parse(writtenMove.text, position);
    if (parsed) {
        resolution.move = parsed.value();
        return resolution;
    }
    const NotationError &error = parsed.error();
    AuditFinding finding;
    finding.text = writtenMove.text;
    finding.code = codeOf(error.kind);
    finding.place = writtenMove.place;
    finding.candidates = written(error.candidates, position);
    if (error.kind != NotationErrorKind::Ambiguous) {
        finding.message = error.message;
        finding.detail = error.detail;
        resolution.finding = std::move(finding);
        return resolution;
    }

    std::vector<Move> keeping;
    for (const Move &candidate : error.candidates) {
        int budget = lookAheadBudget;
        if (keepsLegal(position.after(candidate), rest, budget))
            keeping.push_back(candidate);
    }
    if (keeping.size() != 1 && error.exactRoute &&
        std::ranges::any_of(keeping, [&](const Move &m) { return m.sameMove(*error.exactRoute); }))
        keeping = {*error.exactRoute};
    if (keeping.size() == 1) {
        resolution.move = keeping.front();
        finding.severity = Severity::Warning;
        finding.detail = {
            RuleMessageId::AmbiguousPlayedAs,
            {error.detail.args.at(0), error.detail.args.at(1), Notation::writeFull(keeping.front()),
             error.exactRoute && keeping.front().sameMove(*error.exactRoute) ? "route" : "only"}};
    } else {
        finding.detail = {RuleMessageId::AmbiguousUnresolved,
                          {error.detail.args.at(0), error.detail.args.at(1),
                           keeping.empty() ? "none" : "several"}};
    }
    finding.message = englishText(finding.detail);
    resolution.finding = std::move(finding);
    return resolution;
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

    const auto start = startOf(game);
    if (const auto *skipped = std::get_if<AuditFinding>(&start)) {
        audit.findings.push_back(*skipped);
        return audit;
    }
    audit.replayed = true;
    const Position &initial = std::get<Position>(start);
    audit.start = initial;
    DrawTracker draws(m_rules, m_database, initial);
    std::optional<int> drawnAtPly;
    if (draws.automaticDraw())
        drawnAtPly = 0;
    audit.draws = draws.eventsAtStart();

    const Side firstMover = initial.sideToMove();
    bool complete = !game.problem; // a game cut short by a PDN problem has no final position
    bool reportedPlayAfterDraw = false;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const PdnMove &writtenMove = game.moves[i];
        const int ply = static_cast<int>(i) + 1;
        const Position &position = draws.position();
        Resolution resolution =
            resolve(position, writtenMove, std::span(game.moves).subspan(i + 1));
        const auto describe = [&](AuditFinding &f) {
            f.ply = ply;
            f.side = position.sideToMove();
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
            m_options.recordHistory ? Notation::write(*resolution.move, position) : std::string();
        for (DrawEvent &event : draws.play(*resolution.move))
            audit.draws.push_back(std::move(event));
        if (!drawnAtPly && draws.automaticDraw())
            drawnAtPly = draws.automaticDraw()->ply;
        if (m_options.recordHistory)
            audit.history.push_back({canonical, *resolution.move, Fen::write(draws.position()),
                                     draws.position().key()});
        audit.plies = ply;
    }
    audit.final = draws.position();
    audit.sideToMoveHasMoves = MoveGenerator::countLegalMoves(audit.final) > 0;

    // The recorded result against the board and the draw rules.
    const RecordedOutcome recorded = outcomeOf(audit.result);
    if (!complete || recorded == RecordedOutcome::None)
        return audit;
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
        const Side loser = audit.final.sideToMove();
        const RecordedOutcome expected =
            loser == Side::White ? RecordedOutcome::BlackWins : RecordedOutcome::WhiteWins;
        if (recorded != expected)
            mismatch({RuleMessageId::ResultButLost,
                      {audit.result, std::string(sideName(loser)),
                       audit.final.pieces(loser) ? "blocked" : "no-pieces",
                       std::to_string(audit.plies)}});
    }
    return audit;
}

} // namespace arbiter
