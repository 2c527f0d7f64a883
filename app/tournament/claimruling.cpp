#include "claimruling.h"

#include "arbiter/json.h"
#include "databaseproblem.h"

namespace app {

std::string claimRulingText(const arbiter::ClaimVerdict &verdict)
{
    return "draw claim (" + verdict.rule + ", " + verdict.procedure + ") after ply " +
           std::to_string(verdict.ply) + ": " + (verdict.valid ? "valid" : "not valid") + " - " +
           verdict.message;
}

std::string claimRulingJson(const arbiter::ClaimVerdict &verdict)
{
    const auto list = [](const auto &values, const auto &item) {
        std::string out = "[";
        for (std::size_t i = 0; i < values.size(); ++i)
            out += (i ? "," : "") + item(values[i]);
        return out + "]";
    };
    std::string out = "{\"rule\":" + arbiter::json::quote(verdict.rule) +
                      ",\"procedure\":" + arbiter::json::quote(verdict.procedure) +
                      ",\"ply\":" + std::to_string(verdict.ply) +
                      ",\"claimant\":" + arbiter::json::quote(arbiter::sideName(verdict.claimant)) +
                      ",\"valid\":" + (verdict.valid ? "true" : "false");
    if (!verdict.writtenMove.empty())
        out += ",\"writtenMove\":" + arbiter::json::quote(verdict.writtenMove) +
               ",\"moveStands\":" + (verdict.moveStands ? "true" : "false");
    if (!verdict.occurrences.empty())
        out += ",\"occurrences\":" +
               list(verdict.occurrences, [](int ply) { return std::to_string(ply); });
    if (verdict.limit > 0)
        out += ",\"windowStartPly\":" + std::to_string(verdict.windowStartPly) +
               ",\"count\":" + std::to_string(verdict.count) +
               ",\"limit\":" + std::to_string(verdict.limit) +
               ",\"unit\":" + arbiter::json::quote(verdict.unit);
    if (!verdict.databaseVerdict.empty())
        out += ",\"databaseVerdict\":" + arbiter::json::quote(verdict.databaseVerdict);
    out += ",\"messageId\":" + std::to_string(static_cast<int>(verdict.detail.id)) +
           ",\"messageArgs\":" + list(verdict.detail.args, [](const std::string &arg) {
               return arbiter::json::quote(arg);
           });
    return out + "}";
}

std::optional<Problem> recordClaimRuling(db::SqlSession &session,
                                         std::optional<std::int64_t> tournamentId,
                                         const db::DecisionSubject &subject,
                                         const arbiter::ClaimVerdict &verdict,
                                         const std::optional<std::string> &why)
{
    const auto failure = session.transaction("record the ruling on a draw claim", [&] {
        return db::DecisionLog(session).record(tournamentId, subject, claimRulingText(verdict), why,
                                               std::nullopt, claimRulingJson(verdict));
    });
    if (failure)
        return databaseProblem(*failure);
    return std::nullopt;
}

} // namespace app
