// How long any connection of the tool waits, so that no other connection can freeze it
// (docs/storage.md, "Timeouts"): a lock another connection holds, a statement that runs on, a
// transaction left open. Set on every connection as it opens; the README's hall section states
// the same values.
#pragma once

#include <string>

namespace db {

// Waiting for a lock: refused after this many seconds (SQLSTATE 55P03), nothing of the
// transaction done.
inline constexpr int lockTimeoutSeconds = 10;
// One statement: cancelled after this many seconds (SQLSTATE 57014). A migration and a restore
// lift it inside their own transaction (SET LOCAL), the locks' limit staying.
inline constexpr int statementTimeoutSeconds = 60;
// A transaction left open and idle: the server ends the connection after this many seconds,
// which releases every lock it held.
inline constexpr int idleTransactionTimeoutSeconds = 60;

// The statement that sets all three, sent as a connection opens.
inline std::string sessionLimits()
{
    const auto seconds = [](int count) { return "'" + std::to_string(count) + "s'"; };
    return "SET lock_timeout = " + seconds(lockTimeoutSeconds) +
           "; SET statement_timeout = " + seconds(statementTimeoutSeconds) +
           "; SET idle_in_transaction_session_timeout = " + seconds(idleTransactionTimeoutSeconds);
}

} // namespace db
