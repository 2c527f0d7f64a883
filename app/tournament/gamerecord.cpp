#include "gamerecord.h"

#include "arbiter/auditjson.h"

namespace app {

std::optional<int> roundTagNumber(const std::string &value)
{
    if (value.empty())
        return std::nullopt;
    int number = 0;
    for (char c : value) {
        if (c < '0' || c > '9' || number > 100000)
            return std::nullopt;
        number = number * 10 + (c - '0');
    }
    return number > 0 ? std::optional(number) : std::nullopt;
}

db::GameRecord gameRecord(const arbiter::PdnGame &game, const arbiter::GameAudit &audit)
{
    db::GameRecord record;
    record.index = game.index;
    record.white = game.tag("White").value_or("");
    record.black = game.tag("Black").value_or("");
    record.round = roundTagNumber(game.tag("Round").value_or(""));
    record.pdn = game.text;
    record.startFen = audit.startFen();
    record.finalFen = audit.finalFen();
    record.result = audit.result;
    record.auditJson = arbiter::gameAuditJson(audit);
    record.moves.reserve(audit.history.size());
    for (const arbiter::AuditedPly &ply : audit.history) {
        db::MoveRecord move;
        move.notation = ply.move;
        move.from = ply.from;
        move.to = ply.to;
        move.captures = ply.captured;
        move.fenAfter = ply.fenAfter;
        move.positionKey = static_cast<std::int64_t>(ply.keyAfter);
        record.moves.push_back(std::move(move));
    }
    return record;
}

} // namespace app
