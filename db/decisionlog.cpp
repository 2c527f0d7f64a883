#include "decisionlog.h"

namespace db {

DbStatus DecisionLog::record(std::optional<std::int64_t> tournamentId, const std::string &what,
                             const std::optional<std::string> &why,
                             const std::optional<std::string> &beforeJson,
                             const std::optional<std::string> &afterJson)
{
    const auto recorded = m_session.run(
        QStringLiteral("INSERT INTO decisions (tournament_id, what, why, before, after) "
                       "VALUES (?, ?, ?, ?::jsonb, ?::jsonb)"),
        {nullable(tournamentId), QString::fromStdString(what), nullable(why), nullable(beforeJson),
         nullable(afterJson)},
        "log the decision");
    if (!recorded)
        return recorded.error();
    return std::nullopt;
}

DbResult<std::vector<Decision>> DecisionLog::list(std::int64_t tournamentId)
{
    auto found = m_session.run(
        QStringLiteral("SELECT id, to_char(decided_at AT TIME ZONE 'UTC', "
                       "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), decided_by, tournament_id, what, why, "
                       "before::text, after::text FROM decisions WHERE tournament_id = ? "
                       "ORDER BY id"),
        {QVariant(static_cast<qlonglong>(tournamentId))}, "read the decisions log");
    if (!found)
        return found.error();
    const auto text = [](const QVariant &value) {
        return value.isNull() ? std::nullopt : std::optional(value.toString().toStdString());
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
        decisions.push_back(std::move(decision));
    }
    return decisions;
}

} // namespace db
