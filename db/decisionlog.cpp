#include "decisionlog.h"

#include <QSqlQuery>
#include <array>
#include <utility>

namespace db {

namespace {

constexpr std::array<std::pair<DecisionKind, std::string_view>, 22> kindCodes = {{
    {DecisionKind::Result, "result"},
    {DecisionKind::Paired, "paired"},
    {DecisionKind::Unpaired, "unpaired"},
    {DecisionKind::Swapped, "swapped"},
    {DecisionKind::Exchanged, "exchanged"},
    {DecisionKind::Entered, "entered"},
    {DecisionKind::Renumbered, "renumbered"},
    {DecisionKind::Withdrawn, "withdrawn"},
    {DecisionKind::Returned, "returned"},
    {DecisionKind::Deleted, "deleted"},
    {DecisionKind::Imported, "imported"},
    {DecisionKind::Sheet, "sheet"},
    {DecisionKind::RoundOrder, "round-order"},
    {DecisionKind::Settings, "settings"},
    {DecisionKind::Ruling, "ruling"},
    {DecisionKind::Note, "note"},
    {DecisionKind::Numbered, "numbered"},
    {DecisionKind::Created, "created"},
    {DecisionKind::PlayerAdded, "player-added"},
    {DecisionKind::PlayerChanged, "player-changed"},
    {DecisionKind::GamesImported, "games-imported"},
    {DecisionKind::GameDeleted, "game-deleted"},
}};

} // namespace

std::string_view decisionKindCode(DecisionKind kind)
{
    for (const auto &[each, code] : kindCodes)
        if (each == kind)
            return code;
    return {};
}

std::optional<DecisionKind> decisionKindByCode(std::string_view code)
{
    for (const auto &[kind, each] : kindCodes)
        if (each == code)
            return kind;
    return std::nullopt;
}

DbStatus DecisionLog::recordRuling(std::optional<std::int64_t> tournamentId,
                                   const DecisionSubject &subject, const std::string &factsJson,
                                   const std::string &what, const std::optional<std::string> &why)
{
    const auto recorded = m_session.run(
        // Through the database's function: the who and the when are the database's.
        QStringLiteral("SELECT log_ruling(?, ?, ?, ?, ?::jsonb, ?, ?)"),
        {nullable(tournamentId), nullable(subject.round), nullable(subject.board),
         nullable(subject.gameId), QString::fromStdString(factsJson), QString::fromStdString(what),
         nullable(why)},
        "log the ruling");
    if (!recorded)
        return recorded.error();
    return std::nullopt;
}

DbResult<std::vector<Decision>> DecisionLog::list(std::int64_t tournamentId,
                                                  std::optional<int> round)
{
    // Rounds count from 1: 0 stands for "every round".
    const int wanted = round.value_or(0);
    auto found = m_session.run(
        QStringLiteral("SELECT d.id, to_char(d.decided_at AT TIME ZONE 'UTC', "
                       "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), d.decided_by, d.tournament_id, d.what, "
                       "d.why, d.before::text, d.after::text, d.round, d.board, d.game_id, "
                       "d.player_id, p.name, e.start_number, d.kind, d.facts::text "
                       "FROM decisions d "
                       "LEFT JOIN players p ON p.id = d.player_id "
                       "LEFT JOIN entries e ON e.tournament_id = d.tournament_id "
                       "AND e.player_id = d.player_id "
                       "WHERE d.tournament_id = ? AND (? = 0 OR d.round = ?) ORDER BY d.id"),
        {QVariant(static_cast<qlonglong>(tournamentId)), wanted, wanted}, "read the decisions log");
    if (!found)
        return found.error();
    const auto text = [](const QVariant &value) {
        return value.isNull() ? std::nullopt : std::optional(value.toString().toStdString());
    };
    const auto number = [](const QVariant &value) {
        return value.isNull() ? std::nullopt : std::optional(value.toInt());
    };
    const auto id = [](const QVariant &value) {
        return value.isNull() ? std::nullopt
                              : std::optional(static_cast<std::int64_t>(value.toLongLong()));
    };
    std::vector<Decision> decisions;
    while (found->next()) {
        Decision decision;
        decision.id = found->value(0).toLongLong();
        decision.decidedAt = found->value(1).toString().toStdString();
        decision.decidedBy = found->value(2).toString().toStdString();
        decision.tournamentId = found->value(3).toLongLong();
        decision.what = found->value(4).toString().toStdString();
        decision.why = text(found->value(5));
        decision.before = text(found->value(6));
        decision.after = text(found->value(7));
        decision.round = number(found->value(8));
        decision.board = number(found->value(9));
        decision.gameId = id(found->value(10));
        decision.playerId = id(found->value(11));
        decision.playerName = text(found->value(12));
        decision.startNumber = number(found->value(13));
        if (const auto code = text(found->value(14))) {
            decision.kind = decisionKindByCode(*code);
            if (!decision.kind) {
                DbError error{"", *code, "decisions log entry " + std::to_string(decision.id),
                              DbError::Kind::UnknownStoredValue};
                error.column = "kind";
                error.row = "decisions log entry " + std::to_string(decision.id);
                return error;
            }
        }
        decision.facts = text(found->value(15));
        decisions.push_back(std::move(decision));
    }
    return decisions;
}

} // namespace db
