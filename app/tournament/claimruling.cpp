#include "claimruling.h"

#include "arbiter/json.h"
#include "databaseproblem.h"
#include "db/gamestore.h"
#include "digitsvalue.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>

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

std::string_view damageKindId(arbiter::TableDamage::Kind kind)
{
    using Kind = arbiter::TableDamage::Kind;
    switch (kind) {
    case Kind::NotATable:
        return "not-a-table";
    case Kind::FormatVersion:
        return "format-version";
    case Kind::WrongClass:
        return "wrong-class";
    case Kind::WrongSize:
        return "wrong-size";
    case Kind::ChecksumMismatch:
        return "checksum-mismatch";
    }
    return {};
}

// The facts of a damaged table (arbiter/tabledamage.h) as the object of "damage".
std::string tableDamageJson(const arbiter::TableDamage &damage)
{
    using arbiter::json::quote;
    return "{\"kind\":" + quote(damageKindId(damage.kind)) +
           ",\"foundVersion\":" + std::to_string(damage.foundVersion) +
           ",\"expectedVersion\":" + std::to_string(damage.expectedVersion) +
           ",\"storedClass\":" + quote(damage.storedClass) +
           ",\"expectedClass\":" + quote(damage.expectedClass) +
           ",\"positionsHeld\":" + std::to_string(damage.positionsHeld) +
           ",\"classPositions\":" + std::to_string(damage.classPositions) + "}";
}

// The object tableDamageJson() wrote; none for a kind this version does not know or a fact
// missing or of the wrong type.
std::optional<arbiter::TableDamage> tableDamageOfJson(const QJsonObject &object)
{
    using Kind = arbiter::TableDamage::Kind;
    arbiter::TableDamage damage;
    const std::string kind = object.value(QStringLiteral("kind")).toString().toStdString();
    bool found = false;
    for (const Kind each : {Kind::NotATable, Kind::FormatVersion, Kind::WrongClass, Kind::WrongSize,
                            Kind::ChecksumMismatch})
        if (kind == damageKindId(each)) {
            damage.kind = each;
            found = true;
        }
    if (!found)
        return std::nullopt;
    const auto count = [&object](const QString &key) -> std::optional<std::uint64_t> {
        const qint64 value = object.value(key).toInteger(-1); // -1: not a whole number
        if (value < 0)
            return std::nullopt;
        return static_cast<std::uint64_t>(value);
    };
    const auto name = [&object](const QString &key) -> std::optional<std::string> {
        const QJsonValue value = object.value(key);
        if (!value.isString())
            return std::nullopt;
        return value.toString().toStdString();
    };
    const auto foundVersion = count(QStringLiteral("foundVersion"));
    const auto expectedVersion = count(QStringLiteral("expectedVersion"));
    const auto storedClass = name(QStringLiteral("storedClass"));
    const auto expectedClass = name(QStringLiteral("expectedClass"));
    const auto positionsHeld = count(QStringLiteral("positionsHeld"));
    const auto classPositions = count(QStringLiteral("classPositions"));
    if (!foundVersion || !expectedVersion || !storedClass || !expectedClass || !positionsHeld ||
        !classPositions)
        return std::nullopt;
    damage.foundVersion = *foundVersion;
    damage.expectedVersion = *expectedVersion;
    damage.storedClass = *storedClass;
    damage.expectedClass = *expectedClass;
    damage.positionsHeld = *positionsHeld;
    damage.classPositions = *classPositions;
    return damage;
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

std::string intList(const std::vector<int> &values)
{
    std::string out = "[";
    for (std::size_t i = 0; i < values.size(); ++i)
        out += (i ? "," : "") + std::to_string(values[i]);
    return out + "]";
}

// The facts of a claim verdict's message (arbiter/rulefacts.h) as the JSON object stored with
// the ruling ("messageFacts"); the reason of an automatic draw goes beside it ("endgameReason").
std::string messageFactsJson(const arbiter::RuleMessage &message)
{
    using arbiter::json::quote;
    if (const auto *repetition = arbiter::factsOf<arbiter::RepetitionFacts>(message))
        return "{\"move\":" + quote(repetition->move) +
               ",\"valid\":" + (repetition->valid ? "true" : "false") +
               ",\"ply\":" + std::to_string(repetition->ply) +
               ",\"plies\":" + intList(repetition->plies) + "}";
    if (const auto *count = arbiter::factsOf<arbiter::CountFacts>(message))
        return "{\"rule\":" + quote(arbiter::drawRuleId(count->rule)) +
               ",\"ply\":" + std::to_string(count->ply) +
               ",\"windowStart\":" + std::to_string(count->windowStart) +
               ",\"count\":" + std::to_string(count->count) +
               ",\"limit\":" + std::to_string(count->limit) +
               ",\"unit\":" + quote(arbiter::countUnitId(count->unit)) +
               (count->strongSide
                    ? ",\"strongSide\":" + quote(arbiter::sideName(*count->strongSide))
                    : "") +
               "}";
    if (const auto *rule = arbiter::factsOf<arbiter::NotApplyingFacts>(message))
        return "{\"rule\":" + quote(arbiter::drawRuleId(rule->rule)) +
               ",\"ply\":" + std::to_string(rule->ply) + ",\"ruleSet\":" + quote(rule->ruleSet) +
               (rule->drawnBy ? ",\"drawnBy\":" + quote(arbiter::drawRuleId(*rule->drawnBy)) +
                                    ",\"drawnAt\":" + std::to_string(rule->drawnAt)
                              : "") +
               "}";
    return "{}";
}

std::optional<arbiter::CountUnit> countUnitOfId(const std::string &id)
{
    for (const auto unit :
         {arbiter::CountUnit::Plies, arbiter::CountUnit::OwnMoves, arbiter::CountUnit::Occurrences})
        if (arbiter::countUnitId(unit) == id)
            return unit;
    return std::nullopt;
}

std::optional<arbiter::Side> sideOfName(const std::string &name)
{
    if (name == "white")
        return arbiter::Side::White;
    if (name == "black")
        return arbiter::Side::Black;
    return std::nullopt;
}

// "0, 4, 8" as the earlier rows' arguments list plies.
std::optional<std::vector<int>> pliesOf(const std::string &text)
{
    std::vector<int> plies;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find(", ", at), text.size());
        const auto ply = digitsValue(text.substr(at, end - at));
        if (!ply)
            return std::nullopt;
        plies.push_back(*ply);
        at = end + 2;
    }
    return plies;
}

std::string stringOf(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString().toStdString();
}

// The facts of `id` from the ruling's "messageFacts" object; none when they are not all there.
std::optional<arbiter::RuleFacts> factsOfJson(arbiter::RuleMessageId id, const QJsonObject &facts,
                                              const std::optional<arbiter::EndgameReason> &reason)
{
    using Id = arbiter::RuleMessageId;
    const auto number = [&facts](const char *key) -> std::optional<int> {
        const QJsonValue value = facts.value(QLatin1String(key));
        return value.isDouble() ? std::optional(value.toInt()) : std::nullopt;
    };
    const auto ply = number("ply");
    const auto rule = arbiter::drawRuleOfId(stringOf(facts, "rule"));
    switch (id) {
    case Id::WrittenMoveValid:
    case Id::WrittenMoveInvalid:
    case Id::ThreefoldAfterMove: {
        arbiter::RepetitionFacts repetition{stringOf(facts, "move"),
                                            facts.value(QStringLiteral("valid")).toBool(),
                                            ply.value_or(0),
                                            {}};
        if (!facts.value(QStringLiteral("plies")).isArray())
            return std::nullopt;
        for (const QJsonValue &each : facts.value(QStringLiteral("plies")).toArray()) {
            if (!each.isDouble())
                return std::nullopt;
            repetition.plies.push_back(each.toInt());
        }
        if (!ply)
            return std::nullopt;
        return repetition;
    }
    case Id::AutomaticValid:
    case Id::AutomaticUndecided:
    case Id::RuleCounting: {
        const auto windowStart = number("windowStart");
        const auto count = number("count");
        const auto limit = number("limit");
        const auto unit = countUnitOfId(stringOf(facts, "unit"));
        const bool strong = facts.contains(QStringLiteral("strongSide"));
        const auto strongSide = sideOfName(stringOf(facts, "strongSide"));
        if (!ply || !rule || !windowStart || !count || !limit || !unit || (strong && !strongSide))
            return std::nullopt;
        return arbiter::CountFacts{*rule,  *ply,  *windowStart, *count,
                                   *limit, *unit, strongSide,   reason};
    }
    case Id::RuleNotApplying: {
        const bool drawn = facts.contains(QStringLiteral("drawnBy"));
        const auto drawnBy = arbiter::drawRuleOfId(stringOf(facts, "drawnBy"));
        if (!ply || !rule || (drawn && (!drawnBy || !number("drawnAt"))))
            return std::nullopt;
        return arbiter::NotApplyingFacts{*rule, *ply, stringOf(facts, "ruleSet"), drawnBy,
                                         number("drawnAt").value_or(0)};
    }
    default:
        return std::nullopt;
    }
}

// The rule (args[0]) and the window (window start, count, limit and unit from args[first]) of a
// count in an earlier row's arguments; none when any does not read.
std::optional<arbiter::CountFacts> windowOfArgs(const std::vector<std::string> &args,
                                                std::size_t first)
{
    if (args.size() < first + 4)
        return std::nullopt;
    const auto rule = arbiter::drawRuleOfId(args[0]);
    const auto windowStart = digitsValue(args[first]);
    const auto count = digitsValue(args[first + 1]);
    const auto limit = digitsValue(args[first + 2]);
    const auto unit = countUnitOfId(args[first + 3]);
    if (!rule || !windowStart || !count || !limit || !unit)
        return std::nullopt;
    return arbiter::CountFacts{*rule,  0,     *windowStart, *count,
                               *limit, *unit, std::nullopt, std::nullopt};
}

// The facts of `id` from the "messageArgs" of a ruling stored before the facts were (words and
// numbers in the order rulemessage.h listed them then, not a sentence); none when they do not
// read. A reason worded in English only (stored before "endgameReason") is not read back.
std::optional<arbiter::RuleFacts> factsOfArgs(arbiter::RuleMessageId id,
                                              const std::vector<std::string> &args, int claimPly,
                                              const std::optional<arbiter::EndgameReason> &reason)
{
    using Id = arbiter::RuleMessageId;
    const auto arg = [&args](std::size_t i) { return i < args.size() ? args[i] : std::string(); };
    switch (id) {
    case Id::WrittenMoveValid:
    case Id::WrittenMoveInvalid: { // {move, occurrences, plies}
        const auto plies = pliesOf(arg(2));
        if (args.size() != 3 || !plies)
            return std::nullopt;
        return arbiter::RepetitionFacts{arg(0), id == Id::WrittenMoveValid, claimPly, *plies};
    }
    case Id::ThreefoldAfterMove: { // {"valid" | "invalid", ply, occurrences, plies}
        const auto ply = digitsValue(arg(1));
        const auto plies = pliesOf(arg(3));
        if (args.size() != 4 || (arg(0) != "valid" && arg(0) != "invalid") || !ply || !plies)
            return std::nullopt;
        return arbiter::RepetitionFacts{"", arg(0) == "valid", *ply, *plies};
    }
    case Id::AutomaticValid:
    case Id::AutomaticUndecided: { // {rule, ply, window start, count, limit, unit, reason}
        auto count = windowOfArgs(args, 2);
        const auto ply = digitsValue(arg(1));
        if (args.size() != 7 || !count || !ply || (!arg(6).empty() && !reason))
            return std::nullopt;
        count->ply = *ply;
        count->reason = reason;
        return *count;
    }
    case Id::RuleCounting: { // {rule, window start, count, limit, unit, strong side or "", ply}
        auto count = windowOfArgs(args, 1);
        const auto strongSide = sideOfName(arg(5));
        const auto ply = digitsValue(arg(6));
        if (args.size() != 7 || !count || (!arg(5).empty() && !strongSide) || !ply)
            return std::nullopt;
        count->ply = *ply;
        count->strongSide = strongSide;
        return *count;
    }
    case Id::RuleNotApplying: { // {rule, ply, rule set, the rule that drew or "", its ply}
        const auto rule = arbiter::drawRuleOfId(arg(0));
        const auto ply = digitsValue(arg(1));
        const auto drawnBy = arbiter::drawRuleOfId(arg(3));
        const auto drawnAt = digitsValue(arg(4));
        if (args.size() != 5 || !rule || !ply ||
            (arg(3).empty() ? !arg(4).empty() : (!drawnBy || !drawnAt)))
            return std::nullopt;
        return arbiter::NotApplyingFacts{*rule, *ply, arg(2), drawnBy, drawnAt.value_or(0)};
    }
    default:
        return std::nullopt;
    }
}

} // namespace

std::string endgameReasonJson(const arbiter::EndgameReason &reason)
{
    // A damaged table's facts only with that kind; words read from an old row go back as they
    // were stored.
    std::string damage;
    if (reason.kind == arbiter::EndgameReason::Kind::Damaged)
        damage = ",\"damage\":" + (reason.storedDamageText
                                       ? arbiter::json::quote(*reason.storedDamageText)
                                       : tableDamageJson(reason.damage));
    return "{\"kind\":" + arbiter::json::quote(kindId(reason.kind)) +
           ",\"noIncrementClock\":" + (reason.noIncrementClock ? "true" : "false") +
           ",\"loneKingToMove\":" + (reason.loneKingToMove ? "true" : "false") +
           ",\"outcome\":" + arbiter::json::quote(outcomeId(reason.value.outcome)) +
           ",\"distancePlies\":" + std::to_string(reason.value.distancePlies) +
           ",\"pieces\":" + std::to_string(reason.pieces) +
           ",\"maxPieces\":" + std::to_string(reason.maxPieces) +
           ",\"tableFile\":" + arbiter::json::quote(reason.tableFile) + damage + "}";
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
    if (reason.kind == Kind::Damaged) {
        const QJsonValue damage = object.value(QStringLiteral("damage"));
        if (damage.isObject()) {
            const auto facts = tableDamageOfJson(damage.toObject());
            if (!facts)
                return std::nullopt;
            reason.damage = *facts;
        } else if (damage.isString()) {
            // Stored while the damage was English words (EndgameTable::deserialize's then): kept
            // as they are, never parsed into facts.
            reason.storedDamageText = damage.toString().toStdString();
        } else {
            return std::nullopt;
        }
    }
    // Any other kind: rows stored before the damage was facts hold "damage":"", read as nothing.
    return reason;
}

std::optional<arbiter::RuleMessage> claimMessageOfJson(const QJsonObject &verdict)
{
    using Id = arbiter::RuleMessageId;
    const int id = verdict.value(QStringLiteral("messageId")).toInt(-1);
    if (id < static_cast<int>(Id::WrittenMoveValid) || id > static_cast<int>(Id::RuleNotApplying))
        return std::nullopt;
    std::optional<arbiter::EndgameReason> reason;
    if (verdict.contains(QStringLiteral("endgameReason"))) {
        reason = endgameReasonOfJson(verdict.value(QStringLiteral("endgameReason")).toObject());
        if (!reason)
            return std::nullopt;
    }
    arbiter::RuleMessage message;
    message.id = static_cast<Id>(id);
    std::optional<arbiter::RuleFacts> facts;
    if (verdict.value(QStringLiteral("messageFacts")).isObject()) {
        facts = factsOfJson(message.id, verdict.value(QStringLiteral("messageFacts")).toObject(),
                            reason);
    } else if (verdict.value(QStringLiteral("messageArgs")).isArray()) {
        std::vector<std::string> args;
        for (const QJsonValue &arg : verdict.value(QStringLiteral("messageArgs")).toArray())
            args.push_back(arg.toString().toStdString());
        facts = factsOfArgs(message.id, args, verdict.value(QStringLiteral("ply")).toInt(), reason);
    }
    if (!facts)
        return std::nullopt;
    message.facts = std::move(*facts);
    return message;
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
           ",\"messageFacts\":" + messageFactsJson(verdict.detail);
    if (const auto *count = arbiter::factsOf<arbiter::CountFacts>(verdict.detail);
        count && count->reason)
        out += ",\"endgameReason\":" + endgameReasonJson(*count->reason);
    return out + "}";
}

std::optional<Problem> recordClaimRuling(db::SqlSession &session,
                                         std::optional<std::int64_t> tournamentId,
                                         const db::DecisionSubject &subject,
                                         const arbiter::ClaimVerdict &verdict,
                                         const std::optional<std::string> &why)
{
    const auto failure = session.transaction("record the ruling on a draw claim", [&] {
        const std::string facts = claimRulingJson(verdict);
        return db::DecisionLog(session).recordRuling(tournamentId, subject, facts,
                                                     claimRulingText(verdict), why);
    });
    if (failure)
        return databaseProblem(*failure);
    return std::nullopt;
}

std::optional<Problem> linkClaimRuling(db::SqlSession &session, const db::DecisionSubject &subject,
                                       const arbiter::ClaimVerdict &verdict)
{
    if (!subject.gameId)
        return std::nullopt;
    const auto failure = session.transaction("link the ruling on a draw claim to its game", [&] {
        const std::string facts = claimRulingJson(verdict);
        const auto claim = db::GameStore(session).addClaim(
            *subject.gameId, verdict.ply,
            verdict.claimant == arbiter::Side::White ? "white" : "black",
            std::string(arbiter::drawRuleId(verdict.rule)),
            verdict.writtenMove.empty() ? std::nullopt : std::optional(verdict.writtenMove),
            verdict.valid ? "valid" : "invalid", facts, claimRulingText(verdict),
            std::string("ruled before the game sheet was saved; linked to its game now"));
        if (!claim)
            return db::DbStatus(claim.error());
        return db::DbStatus();
    });
    if (failure)
        return databaseProblem(*failure);
    return std::nullopt;
}

} // namespace app
