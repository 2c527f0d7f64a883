#include "databaseproblem.h"

#include "db/sessionlimits.h"

#include <string_view>

namespace app {

namespace {

// A store's finding about `row` (db/storedrow.h) as its code and facts.
Problem rowProblem(const db::DbError &error, const db::StoredRow &row)
{
    const bool gone = error.kind == db::DbError::Kind::NotFound;
    if (row.kind == db::StoredRow::Kind::GameSheet)
        return Problem{
            ProblemCode::SheetGoneMeanwhile,
            {std::to_string(row.round), std::to_string(row.board), std::to_string(row.game)}};
    if (error.deleting)
        return Problem{gone ? ProblemCode::EntryMissing : ProblemCode::EntryChangedBeforeDelete,
                       {row.name, error.context}};
    return Problem{gone ? ProblemCode::RowGoneMeanwhile : ProblemCode::RowChangedMeanwhile,
                   {std::string(db::storedRowKindCode(row.kind)), row.name,
                    std::to_string(row.round), std::to_string(row.board), row.white,
                    row.black.value_or(""), row.withoutResult ? "1" : "", std::to_string(row.game),
                    std::to_string(error.readVersion), std::to_string(error.storedVersion),
                    error.context}};
}

// The code and facts of `error`, before the store's action is added.
Problem problemOf(const db::DbError &error)
{
    // A tie-break code is the one stored value with a refusal of its own, as a TRF or an option
    // that names one is refused.
    if (error.kind == db::DbError::Kind::UnknownStoredValue && error.column == "tiebreak_order")
        return Problem{ProblemCode::UnknownTieBreak, {error.row, error.message}};
    if (error.kind == db::DbError::Kind::UnknownStoredValue)
        return Problem{ProblemCode::UnknownStoredValue,
                       {error.context, error.column, error.message}};
    // The connection went away: what was asked was not done (the transaction with it).
    if (error.kind == db::DbError::Kind::ConnectionLost)
        return Problem{ProblemCode::ConnectionLost, {error.server}};
    // The store's own findings about a row: someone else changed it or deleted it meanwhile.
    if (error.storedRow && error.kind != db::DbError::Kind::Server)
        return rowProblem(error, *error.storedRow);
    // Other findings of the stores are their sentences.
    if (error.kind != db::DbError::Kind::Server)
        return Problem{ProblemCode::Database, {error.text()}};
    const std::string_view state = error.sqlState;
    const std::string_view constraint = error.constraint;
    if (state == "42501")
        return Problem{ProblemCode::NotPermitted, {error.context}};
    if (state == "23505") {
        if (constraint == "entries_tournament_id_start_number_key")
            return Problem{ProblemCode::StartNumberTaken, {error.context}};
        if (constraint == "entries_pkey")
            return Problem{ProblemCode::AlreadyEntered, {error.context}};
        if (constraint == "round_seats_pkey")
            return Problem{ProblemCode::PlayerPairedTwice, {error.context}};
        if (constraint == "tournaments_name_key")
            return Problem{ProblemCode::TournamentNameTaken, {error.context}};
        if (constraint == "rounds_tournament_id_number_key")
            return Problem{ProblemCode::RoundPairedMeanwhile, {error.context}};
        return Problem{ProblemCode::ValueRefused, {error.context}};
    }
    // A note or a reason longer than the log takes (migrations/0020).
    if (state == "23514" &&
        (constraint == "decisions_why_size" || constraint == "decisions_note_size"))
        return Problem{ProblemCode::LogTextTooLong, {error.context, "2000"}};
    if (state == "23514" || state == "23502" || state == "22P02" || state == "22003" ||
        state == "22007" || state == "22008" || state == "22023")
        return Problem{ProblemCode::ValueRefused, {error.context}};
    if (state == "23503")
        return Problem{ProblemCode::StillReferenced, {error.context}};
    if (state == "28P01" || state == "28000")
        return Problem{ProblemCode::DatabaseUnreachable, {error.message}};
    // A lock held elsewhere past the connection's limit (lock_timeout), or a statement past its
    // own (statement_timeout, or a cancel: 57014): db/sessionlimits.h.
    if (state == "55P03")
        return Problem{ProblemCode::LockWaitTimedOut,
                       {error.context, std::to_string(db::lockTimeoutSeconds)}};
    if (state == "57014")
        return Problem{ProblemCode::StatementTimedOut,
                       {error.context, std::to_string(db::statementTimeoutSeconds)}};
    if (state == "40001" || state == "40P01")
        return Problem{ProblemCode::ConcurrentChange, {error.context}};
    if (state.starts_with("08") || state == "57P01" || state == "57P02" || state == "57P03" ||
        (state.empty() && error.context.starts_with("connect")))
        return Problem{ProblemCode::DatabaseUnreachable, {error.message}};
    return Problem{ProblemCode::Database, {error.text()}};
}

} // namespace

Problem databaseProblem(const db::DbError &error)
{
    Problem problem = problemOf(error);
    // These quote what the store was doing: its facts go along for the Russian.
    switch (problem.code) {
    case ProblemCode::NotPermitted:
    case ProblemCode::StartNumberTaken:
    case ProblemCode::AlreadyEntered:
    case ProblemCode::PlayerPairedTwice:
    case ProblemCode::TournamentNameTaken:
    case ProblemCode::RoundPairedMeanwhile:
    case ProblemCode::ValueRefused:
    case ProblemCode::StillReferenced:
    case ProblemCode::ConcurrentChange:
    case ProblemCode::LockWaitTimedOut:
    case ProblemCode::StatementTimedOut:
    case ProblemCode::LogTextTooLong:
        problem.action = error.action;
        break;
    default:
        break;
    }
    return problem;
}

} // namespace app
