#include "audit.h"

#include "auditboard.h"
#include "fen.h"
#include "gridnotation.h"

#include <algorithm>
#include <cctype>

namespace arbiter {

namespace {

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

std::string fenOf(Variant, const Position &position)
{
    return Fen::write(position);
}

template <class G>
std::string fenOf(Variant variant, const GridPosition<G> &position)
{
    return Fen::write(GridNotation<G>::fenPieces(position), rulesOf(variant));
}

// The number a GameType tag starts with ("20,W,10,10,N2,0" → "20"); none without the tag.
std::optional<std::string> gameTypeNumber(const PdnGame &game)
{
    const auto type = game.tag("GameType");
    if (!type)
        return std::nullopt;
    return type->substr(0, type->find(','));
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
      m_brazilian(rulesOf(Variant::Brazilian)), m_international(rulesOf(Variant::International)),
      m_english(rulesOf(Variant::English)), m_italian(rulesOf(Variant::Italian)),
      m_pool(rulesOf(Variant::Pool))
{}

bool Auditor::judges(Variant variant)
{
    switch (variant) {
    case Variant::Russian:
    case Variant::Brazilian:
    case Variant::International:
    case Variant::English:
    case Variant::Italian:
    case Variant::Pool:
    case Variant::Giveaway:
        return true;
    case Variant::Russian10x8: // no draw rules are set for 10 × 8 (docs/rules.md §16)
    case Variant::Spantsiretti:
        return false;
    }
    return false;
}

std::variant<Variant, AuditFinding> Auditor::variantOf(const PdnGame &game) const
{
    const auto number = gameTypeNumber(game);
    if (!number && judges(m_options.variant))
        return m_options.variant;
    if (!number)
        return gameFinding("BAD_TAG",
                           {RuleMessageId::GameTypeUnsupported,
                            GameTypeFacts{std::to_string(rulesOf(m_options.variant).pdnGameType)}},
                           game.place);
    if (const auto variant = variantOfGameTypeTag(*game.tag("GameType"));
        variant && judges(*variant))
        return *variant;
    return gameFinding("BAD_TAG", {RuleMessageId::GameTypeUnsupported, GameTypeFacts{*number}},
                       tagPlace(game, "GameType"));
}

std::variant<Position, AuditFinding> Auditor::startOf(const PdnGame &game, KnownStart *known) const
{
    if (const auto number = gameTypeNumber(game); number && *number != "25")
        return gameFinding("BAD_TAG", {RuleMessageId::GameTypeNotRussian, GameTypeFacts{*number}},
                           tagPlace(game, "GameType"));
    for (const PdnMove &move : game.moves)
        if (const int square = isdigit(static_cast<unsigned char>(move.text.front()))
                                   ? largestNumber(move.text)
                                   : 0;
            square > 32)
            return gameFinding(
                "BAD_TAG",
                {RuleMessageId::SquareInMoveNotRussian, OuterSquareFacts{square, move.text}},
                move.place);
    const auto fen = game.tag("FEN");
    if (!fen)
        return Position::initial();
    if (known && !known->fen.empty() && *fen == known->fen)
        return known->position;
    const auto start = Fen::parse(*fen);
    if (start) {
        if (known)
            *known = {*fen, start.value()};
        return start.value();
    }
    if (const int square = largestNumber(*fen); square > 32)
        return gameFinding("BAD_TAG",
                           {RuleMessageId::SquareInFenNotRussian, OuterSquareFacts{square, ""}},
                           tagPlace(game, "FEN"));
    return gameFinding("BAD_FEN", {RuleMessageId::BadFen, start.error()}, tagPlace(game, "FEN"));
}

Auditor::Resolution Auditor::resolve(const Position &position, const PdnMove &writtenMove,
                                     std::span<const PdnMove> rest) const
{
    Resolved<Move> resolved =
        resolveWritten(RussianBoard(m_rules, m_database), position, writtenMove, rest);
    return {std::move(resolved.move), std::move(resolved.finding)};
}

GameAudit Auditor::audit(const PdnGame &game, KnownStart *known) const
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
        f.detail = {RuleMessageId::PdnUnreadable, *game.problem};
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
        f.detail = {RuleMessageId::ResultTagDiffers, ResultTagFacts{*tagged, game.result}};
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
        audit.findings.push_back(gameFinding(
            "BAD_TAG",
            {RuleMessageId::GameOfOtherVariant,
             GameTypeFacts{gameTypeNumber(game).value_or(""), audit.variant, m_options.variant}},
            tagPlace(game, "GameType")));
        return audit;
    }
    if (playedByRussianCore(audit.variant)) {
        const auto start = startOf(game, known);
        // The endgame database holds Russian draughts' values, which say nothing of giveaway:
        // main-road and small-ending answer "unknown" there.
        const EndgameDatabase *database = audit.variant == Variant::Russian ? m_database : nullptr;
        if (const auto *skipped = std::get_if<AuditFinding>(&start))
            audit.findings.push_back(*skipped);
        else
            replay(RussianBoard(m_rules, database), std::get<Position>(start), game, audit);
        return audit;
    }
    audit.ruleSet = std::string(rulesOf(audit.variant).ruleSet);
    const auto replayOn = [&](const auto &board) {
        const auto start = gridStartOf(board, game);
        if (const auto *skipped = std::get_if<AuditFinding>(&start))
            audit.findings.push_back(*skipped);
        else
            replay(board, std::get<0>(start), game, audit);
    };
    switch (audit.variant) {
    case Variant::Brazilian:
        replayOn(GridBoard<Grid8>(m_brazilian));
        break;
    case Variant::International:
        replayOn(GridBoard<Grid10>(m_international));
        break;
    case Variant::English:
        replayOn(GridBoard<Grid8Checkers>(m_english));
        break;
    case Variant::Italian:
        replayOn(GridBoard<Grid8Mirrored>(m_italian));
        break;
    case Variant::Pool:
        replayOn(GridBoard<Grid8Checkers>(m_pool));
        break;
    case Variant::Russian:
    case Variant::Giveaway: // the Russian core, above
    case Variant::Russian10x8:
    case Variant::Spantsiretti: // never: variantOf() gives only the variants judged
        break;
    }
    return audit;
}

template <class Board>
void Auditor::replay(const Board &board, const typename Board::Position &initial,
                     const PdnGame &game, GameAudit &audit) const
{
    audit.replayed = true;
    audit.start = initial;
    audit.firstMover = initial.sideToMove();
    typename Board::Tracker draws = board.tracker(initial);
    std::optional<int> drawnAtPly;
    if (draws.automaticDraw())
        drawnAtPly = 0;
    audit.draws = Board::eventsAtStart(draws);

    const Side firstMover = audit.firstMover;
    // The side whose moves open a numbered move: White, or Black in English and Pool checkers.
    const Side opener = rulesOf(audit.variant).firstToMove;
    bool complete = !game.problem; // a game cut short by a PDN problem has no final position
    bool reportedPlayAfterDraw = false;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const PdnMove &writtenMove = game.moves[i];
        const int ply = static_cast<int>(i) + 1;
        const auto &position = draws.position();
        auto resolution =
            resolveWritten(board, position, writtenMove, std::span(game.moves).subspan(i + 1));
        const auto describe = [&](AuditFinding &f) {
            f.ply = ply;
            f.side = position.sideToMove();
            f.moveNumber = (ply + (firstMover != opener ? 2 : 1)) / 2;
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
                        DrawnFacts{{}, draws.automaticDraw()->rule, *drawnAtPly}};
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
                  DrawnFacts{audit.result, draws.automaticDraw()->rule, *drawnAtPly}});
    } else if (!drawnAtPly && !audit.sideToMoveHasMoves) {
        // The side to move has no move: it has lost, or in giveaway (the aim reversed) won.
        const Side stuck = final.sideToMove();
        const bool reversed = rulesOf(audit.variant).reversedAim;
        const Side winner = reversed ? stuck : opposite(stuck);
        const RecordedOutcome expected =
            winner == Side::White ? RecordedOutcome::WhiteWins : RecordedOutcome::BlackWins;
        if (recorded != expected)
            mismatch({reversed ? RuleMessageId::ResultButWon : RuleMessageId::ResultButLost,
                      LostFacts{audit.result, stuck, final.pieces(stuck) != 0, audit.plies}});
    }
}

} // namespace arbiter
