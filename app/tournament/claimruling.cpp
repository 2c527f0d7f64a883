#include "claimruling.h"

#include "arbiter/json.h"
#include "databaseproblem.h"

#include <QJsonObject>

namespace app {

namespace {

std::string_view kindId(arbiter::EndgameReason::Kind kind)
{
    using Kind = arbiter::EndgameReason::Kind;
    switch (kind) {
    case Kind::NoDatabase:
        return "no-database";
    case Kind::Probed:
        return "probed";
    case Kind::TooManyPieces:
        return "too-many-pieces";
    case Kind::NotBuilt:
        return "not-built";
    case Kind::Damaged:
        return "damaged";
    }
    return {};
}

std::string_view outcomeId(arbiter::Outcome outcome)
{
    switch (outcome) {
    case arbiter::Outcome::Win:
        return "win";
    case arbiter::Outcome::Loss:
        return "loss";
    case arbiter::Outcome::Draw:
        return "draw";
    }
    return {};
}

} // namespace

std::string endgameReasonJson(const arbiter::EndgameReason &reason)
{
    return "{\"kind\":" + arbiter::json::quote(kindId(reason.kind)) +
           ",\"noIncrementClock\":" + (reason.noIncrementClock ? "true" : "false") +
           ",\"loneKingToMove\":" + (reason.loneKingToMove ? "true" : "false") +
           ",\"outcome\":" + arbiter::json::quote(outcomeId(reason.value.outcome)) +
           ",\"distancePlies\":" + std::to_string(reason.value.distancePlies) +
           ",\"pieces\":" + std::to_string(reason.pieces) +
           ",\"maxPieces\":" + std::to_string(reason.maxPieces) +
           ",\"tableFile\":" + arbiter::json::quote(reason.tableFile) +
           ",\"damage\":" + arbiter::json::quote(reason.damage) + "}";
}

std::optional<arbiter::EndgameReason> endgameReasonOfJson(const QJsonObject &object)
{
    using Kind = arbiter::EndgameReason::Kind;
    arbiter::EndgameReason reason;
    const std::string kind = object.value(QStringLiteral("kind")).toString().toStdString();
    const auto known = [&kind](auto id) { return kind == id; };
    bool found = false;
    for (const Kind each :
         {Kind::NoDatabase, Kind::Probed, Kind::TooManyPieces, Kind::NotBuilt, Kind::Damaged})
        if (known(kindId(each))) {
            reason.kind = each;
            found = true;
        }
    if (!found)
        return std::nullopt;
    found = false;
    const std::string outcome = object.value(QStringLiteral("outcome")).toString().toStdString();
    for (const arbiter::Outcome each :
         {arbiter::Outcome::Win, arbiter::Outcome::Loss, arbiter::Outcome::Draw})
        if (outcome == outcomeId(each)) {
            reason.value.outcome = each;
            found = true;
        }
    if (!found)
        return std::nullopt;
    reason.noIncrementClock = object.value(QStringLiteral("noIncrementClock")).toBool();
    reason.loneKingToMove = object.value(QStringLiteral("loneKingToMove")).toBool();
    reason.value.distancePlies = object.value(QStringLiteral("distancePlies")).toInt();
    reason.pieces = object.value(QStringLiteral("pieces")).toInt();
    reason.maxPieces = object.value(QStringLiteral("maxPieces")).toInt();
    reason.tableFile = object.value(QStringLiteral("tableFile")).toString().toStdString();
    reason.damage = object.value(QStringLiteral("damage")).toString().toStdString();
    return reason;
}

std::string claimRulingText(const arbiter::ClaimVerdict &verdict)
{
    return "draw claim (" + std::string(arbiter::drawRuleId(verdict.rule)) + ", " +
           std::string(arbiter::claimProcedureId(verdict.procedure)) + ") after ply " +
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
    std::string out =
        "{\"rule\":" + arbiter::json::quote(arbiter::drawRuleId(verdict.rule)) +
        ",\"procedure\":" + arbiter::json::quote(arbiter::claimProcedureId(verdict.procedure)) +
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
               ",\"limit\":" + std::to_string(verdict.limit) + ",\"unit\":" +
               arbiter::json::quote(verdict.unit ? arbiter::countUnitId(*verdict.unit) : "");
    if (verdict.databaseVerdict)
        out += ",\"databaseVerdict\":" +
               arbiter::json::quote(arbiter::endgameVerdictId(*verdict.databaseVerdict));
    out += ",\"messageId\":" + std::to_string(static_cast<int>(verdict.detail.id)) +
           ",\"messageArgs\":" + list(verdict.detail.args, [](const std::string &arg) {
               return arbiter::json::quote(arg);
           });
    if (verdict.detail.endgame)
        out += ",\"endgameReason\":" + endgameReasonJson(*verdict.detail.endgame);
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
