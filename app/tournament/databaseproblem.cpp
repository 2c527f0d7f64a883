#include "databaseproblem.h"

#include <string_view>

namespace app {

Problem databaseProblem(const db::DbError &error)
{
    // A tie-break code is the one stored value with a refusal of its own, as a TRF or an option
    // that names one is refused.
    if (error.kind == db::DbError::Kind::UnknownStoredValue && error.column == "tiebreak_order")
        return Problem{ProblemCode::UnknownTieBreak, {error.row, error.message}};
    if (error.kind == db::DbError::Kind::UnknownStoredValue)
        return Problem{ProblemCode::UnknownStoredValue,
                       {error.context, error.column, error.message}};
    // The store's own findings (changed by someone else, not there any more) are its sentences.
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
    if (state == "23514" || state == "23502" || state == "22P02" || state == "22003" ||
        state == "22007" || state == "22008" || state == "22023")
        return Problem{ProblemCode::ValueRefused, {error.context}};
    if (state == "23503")
        return Problem{ProblemCode::StillReferenced, {error.context}};
    if (state == "28P01" || state == "28000")
        return Problem{ProblemCode::DatabaseUnreachable, {error.message}};
    if (state == "40001" || state == "40P01" || state == "55P03")
        return Problem{ProblemCode::ConcurrentChange, {error.context}};
    if (state.starts_with("08") || state == "57P01" || state == "57P02" || state == "57P03" ||
        (state.empty() && error.context.starts_with("connect")))
        return Problem{ProblemCode::DatabaseUnreachable, {error.message}};
    return Problem{ProblemCode::Database, {error.text()}};
}

} // namespace app
