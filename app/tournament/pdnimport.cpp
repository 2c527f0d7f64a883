#include "pdnimport.h"

#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "databaseproblem.h"
#include "decodedinput.h"
#include "gamerecord.h"
#include "reports/settings.h"
#include "tournamentsettings.h"

#include <cstdint>
#include <fstream>
#include <map>
#include <memory>
#include <optional>

namespace app {

namespace {

// Where a game read stands against the games stored (invariant 1 of issue 12): the same game
// (players, start, moves and result; the same round, or a round known on one side only) is
// skipped; the same players in the same known round with another game is a conflict.
struct Match
{
    const db::GameIdentity *same = nullptr;
    const db::GameIdentity *conflict = nullptr;
    std::string difference; // of the conflict: "moves", "result" or "start"
};

// `earlier`: the games between the same White and Black, oldest first (db::ImportGate).
Match matchStored(const db::GameRecord &record, const db::MovesDigest &moves,
                  const std::vector<db::GameIdentity> &earlier)
{
    Match match;
    for (const db::GameIdentity &game : earlier) {
        const bool sameStart = record.startFen == game.startFen;
        const bool sameMoves = sameStart && game.moves == moves;
        const bool sameGame = sameMoves && record.result == game.result;
        const bool roundsAgree = !game.round || !record.round || game.round == record.round;
        if (sameGame && roundsAgree) {
            match.same = &game;
            return match;
        }
        if (game.round && record.round && game.round == record.round && !match.conflict) {
            match.conflict = &game;
            match.difference = !sameStart ? "start" : !sameMoves ? "moves" : "result";
        } else if (!sameGame && sameMoves && roundsAgree && !match.conflict) {
            // The same moves with another result.
            match.conflict = &game;
            match.difference = "result";
        }
    }
    return match;
}

std::string placeText(const arbiter::TextPlace &place, std::string &column)
{
    column = std::to_string(place.column);
    return std::to_string(place.line);
}

// A failure in the middle of an import: in the tool's words, and that nothing was stored.
Problem nothingImported(const db::DbError &error)
{
    Problem problem = databaseProblem(error);
    // The refusals' own wording says nothing was changed; these two carry the server's words.
    if (problem.code == ProblemCode::Database || problem.code == ProblemCode::DatabaseUnreachable)
        problem.args.front() += "; nothing was imported";
    return problem;
}

// The rounds a file's games may name (issue 28, point 3): a round within the tournament's plan,
// no game of a player after his withdrawal, and, once the file is read, no round skipped between
// the rounds there were and the file's last — each refused naming the game, nothing imported.
class RoundSchedule
{
public:
    RoundSchedule(const db::ImportSchedule &schedule, const std::string &fileName)
        : m_schedule(schedule), m_fileName(fileName)
    {}

    // The refusal of a game read, if its round is not one the event allows (a game stored
    // already too: a file names only rounds the event has or may have next).
    std::optional<Problem> check(const db::GameRecord &record)
    {
        if (!record.round)
            return std::nullopt;
        const int round = *record.round;
        const int index = record.index;
        const std::string line = std::to_string(record.line);
        const std::string column = std::to_string(record.column);
        if (m_schedule.roundsPlanned && round > *m_schedule.roundsPlanned)
            return Problem{ProblemCode::ImportRoundBeyondPlan,
                           {m_fileName, line, column, std::to_string(index), std::to_string(round),
                            std::to_string(*m_schedule.roundsPlanned)}};
        for (const std::string &name : {record.white, record.black})
            if (const auto withdrawn = m_schedule.withdrawnAfter.find(name);
                withdrawn != m_schedule.withdrawnAfter.end() && round > withdrawn->second)
                return Problem{ProblemCode::ImportAfterWithdrawal,
                               {m_fileName, line, column, std::to_string(index), name,
                                std::to_string(round), std::to_string(withdrawn->second)}};
        if (round > m_schedule.lastRound)
            m_firstGames.try_emplace(round, FirstGame{line, column, index});
        return std::nullopt;
    }

    // The refusal of the file when its rounds skip one: the first game past the gap.
    std::optional<Problem> gap() const
    {
        int expected = m_schedule.lastRound + 1;
        for (const auto &[round, first] : m_firstGames) {
            if (round != expected)
                return Problem{ProblemCode::ImportRoundSkipped,
                               {m_fileName, first.line, first.column, std::to_string(first.index),
                                std::to_string(round), std::to_string(expected)}};
            ++expected;
        }
        return std::nullopt;
    }

private:
    struct FirstGame
    {
        std::string line;
        std::string column;
        int index = 0;
    };

    const db::ImportSchedule &m_schedule;
    const std::string &m_fileName;
    std::map<int, FirstGame> m_firstGames; // the new rounds, each with its first game
};

} // namespace

arbiter::Result<PdnImportSummary, Problem>
importPdn(db::PgConnection &connection, std::istream &input, std::uint64_t size,
          const std::string &fileName, const std::string &tournament, bool create,
          const arbiter::RuleSet &rules, const arbiter::EndgameDatabase *endgames,
          const PdnImportProgress &progress, arbiter::Variant createVariant)
{
    // A tournament made here gets a name as any other (tournamentsettings.h).
    if (create)
        if (auto problem = tournamentNameProblem(tournament))
            return *problem;
    db::GameImporter importer(connection);
    if (auto failure = importer.begin(tournament, create, fileName, createVariant))
        return failure->kind == db::DbError::Kind::NotFound
                   ? Problem{ProblemCode::NoSuchTournament, {tournament}}
                   : databaseProblem(*failure);
    // Every ply's move and position is stored, so the audit keeps them; a game of another
    // variant than the tournament's is refused.
    const arbiter::Auditor auditor(rules, endgames,
                                   arbiter::Auditor::Options{.recordHistory = true,
                                                             .variant = importer.variant(),
                                                             .onlyOwnVariant = true});
    PdnImportSummary summary;
    RoundSchedule scheduled(importer.schedule(), fileName);
    // Each game against those the tournament holds between the same players, on the importer's
    // worker as it stores them (db::ImportGate): what this writes, the loop below reads only
    // after the importer has failed or finished.
    std::optional<Problem> refusal;
    importer.setGate([&](const db::GameRecord &record, const db::MovesDigest &moves,
                         const std::vector<db::GameIdentity> &earlier) {
        const Match match = matchStored(record, moves, earlier);
        if (match.same) {
            ++summary.alreadyStored;
            return db::ImportDecision::Skip;
        }
        if (match.conflict) {
            const db::GameIdentity &other = *match.conflict;
            // The same moves with another result may be of games of no known round.
            const std::optional<int> round = record.round ? record.round : other.round;
            refusal = Problem{
                ProblemCode::GameConflict,
                {fileName, std::to_string(record.line), std::to_string(record.column),
                 std::to_string(record.index), record.white, record.black,
                 round ? std::to_string(*round) : std::string("-"), std::to_string(other.id),
                 other.board ? std::to_string(*other.board) : std::string("-"), match.difference}};
            return db::ImportDecision::Refuse;
        }
        summary.findings += record.findings;
        return db::ImportDecision::Store;
    });
    // The importer's failure in the tool's words: the gate's refusal, or the database's.
    const auto failed = [&importer, &refusal](const db::DbError &failure) {
        importer.rollback();
        return failure.kind == db::DbError::Kind::Refused && refusal ? *refusal
                                                                     : nothingImported(failure);
    };
    arbiter::PdnReader reader(input);
    reader.setKeepText(true);
    std::uint64_t games = 0;
    arbiter::Auditor::KnownStart knownStart; // a file's games repeat one FEN
    while (const auto game = reader.next()) {
        if (progress.cancelled && progress.cancelled()) {
            importer.rollback();
            summary.cancelled = true;
            return summary;
        }
        arbiter::GameAudit audit = auditor.audit(*game, &knownStart);
        std::string column;
        if (game->problem || !audit.replayed) {
            const arbiter::AuditFinding &why = audit.findings.front();
            importer.rollback();
            const std::string line = placeText(why.place, column);
            return Problem{ProblemCode::GameNotImportable,
                           {fileName, line, column, std::to_string(game->index), why.message},
                           std::nullopt,
                           why.detail};
        }
        for (const char *side : {"White", "Black"})
            if (game->tag(side).value_or("").find_first_not_of(" \t") == std::string::npos) {
                importer.rollback();
                const std::string line = placeText(game->place, column);
                return Problem{ProblemCode::GameWithoutPlayer,
                               {fileName, line, column, std::to_string(game->index), side}};
            }
        // A Round tag that names no round (PDN's "?" and "-" say it is unknown) is not dropped
        // silently: a finding with its place, stored with the game.
        for (const arbiter::PdnTag &tag : game->tags)
            if (tag.name == "Round" && !roundTagNumber(tag.value) && tag.value != "" &&
                tag.value != "?" && tag.value != "-") {
                arbiter::AuditFinding finding;
                finding.code = "BAD_TAG";
                finding.severity = arbiter::Severity::Warning;
                finding.detail = {arbiter::RuleMessageId::BadRoundTag,
                                  arbiter::WrittenFacts{tag.value}};
                finding.message = arbiter::englishText(finding.detail);
                finding.place = tag.place;
                audit.findings.push_back(finding);
                summary.badRounds.emplace_back(game->index, std::move(finding));
            }
        db::GameRecord record = gameRecord(*game, audit);
        record.line = game->place.line;
        record.column = game->place.column;
        record.findings = audit.findings.size();
        // Every game's round, stored already or not: the rounds a file names must be the event's.
        if (auto refused = scheduled.check(record)) {
            importer.rollback();
            return *refused;
        }
        if (auto failure = importer.add(std::move(record)))
            return failed(*failure);
        ++games;
        if (progress.report) {
            const auto at = size > 0 ? input.tellg() : std::istream::pos_type(-1);
            progress.report(games,
                            at >= 0 ? static_cast<double>(at) / static_cast<double>(size) : -1.0);
        }
    }
    if (auto skipped = scheduled.gap()) {
        importer.rollback();
        return *skipped;
    }
    const auto counts = importer.commit();
    if (!counts)
        return failed(counts.error());
    summary.counts = *counts;
    return summary;
}

arbiter::Result<PdnImportSummary, Problem>
importPdn(const std::string &conninfo, std::istream &input, std::uint64_t size,
          const std::string &fileName, const std::string &tournament, bool create,
          const arbiter::RuleSet &rules, const arbiter::EndgameDatabase *endgames,
          const PdnImportProgress &progress, arbiter::Variant createVariant)
{
    auto connection = db::PgConnection::open(conninfo);
    if (!connection)
        return databaseProblem(connection.error());
    return importPdn(connection.value(), input, size, fileName, tournament, create, rules, endgames,
                     progress, createVariant);
}

std::optional<arbiter::Variant> pdnFileVariant(const std::filesystem::path &file)
{
    auto source = std::make_unique<std::ifstream>(file, std::ios::binary);
    if (!*source)
        return std::nullopt;
    auto input = DecodedInput::open(std::move(source), file.string());
    if (!input)
        return std::nullopt;
    arbiter::PdnReader reader(**input);
    const auto first = reader.next();
    if (!first)
        return std::nullopt;
    const auto type = first->tag("GameType");
    const auto variant = type ? arbiter::variantOfGameTypeTag(*type) : std::nullopt;
    // Only a variant with a rule set makes a tournament.
    if (!variant || !reports::defaultRuleSet(*variant))
        return std::nullopt;
    return variant;
}

} // namespace app
