#include "auditjson.h"

#include "json.h"

namespace arbiter {

namespace {

std::string intList(const std::vector<int> &values)
{
    std::string out = "[";
    for (std::size_t i = 0; i < values.size(); ++i)
        out += (i ? "," : "") + std::to_string(values[i]);
    return out + "]";
}

} // namespace

std::string drawEventJson(const arbiter::DrawEvent &event)
{
    std::string out =
        "{\"ply\":" + std::to_string(event.ply) +
        ",\"rule\":" + json::quote(arbiter::drawRuleId(event.rule)) + ",\"kind\":" +
        json::quote(event.kind == arbiter::DrawKind::Automatic ? "automatic" : "claimable") +
        ",\"windowStartPly\":" + std::to_string(event.windowStartPly) +
        ",\"count\":" + std::to_string(event.count) + ",\"limit\":" + std::to_string(event.limit) +
        ",\"unit\":" + json::quote(arbiter::countUnitId(event.unit));
    if (!event.occurrences.empty())
        out += ",\"occurrences\":" + intList(event.occurrences);
    if (event.rule == arbiter::DrawRule::MainRoad || event.rule == arbiter::DrawRule::SmallEnding)
        out +=
            ",\"verdict\":" + json::quote(arbiter::endgameVerdictId(event.verdict)) +
            ",\"reason\":" + json::quote(event.reason ? arbiter::englishText(*event.reason) : "");
    return out + "}";
}

std::string gameAuditJson(const arbiter::GameAudit &audit)
{
    std::string out = "{\"index\":" + std::to_string(audit.index) + ",\"tags\":{";
    for (std::size_t i = 0; i < audit.tags.size(); ++i)
        out += (i ? "," : "") + json::quote(audit.tags[i].name) + ":" +
               json::quote(audit.tags[i].value);
    out += "},\"result\":" + json::quote(audit.result) +
           ",\"plies\":" + std::to_string(audit.plies) +
           ",\"ruleSet\":" + json::quote(audit.ruleSet) +
           ",\"variant\":" + json::quote(arbiter::rulesOf(audit.variant).name) + ",\"findings\":[";
    for (std::size_t i = 0; i < audit.findings.size(); ++i) {
        const arbiter::AuditFinding &f = audit.findings[i];
        out += std::string(i ? "," : "") + "{\"ply\":" + std::to_string(f.ply);
        if (f.ply > 0 && !f.text.empty())
            out += ",\"moveNumber\":" + std::to_string(f.moveNumber) +
                   ",\"side\":" + json::quote(arbiter::sideName(f.side)) +
                   ",\"text\":" + json::quote(f.text);
        out += ",\"code\":" + json::quote(f.code) + ",\"severity\":" +
               json::quote(f.severity == arbiter::Severity::Warning ? "warning" : "error") +
               ",\"message\":" + json::quote(f.message) +
               ",\"line\":" + std::to_string(f.place.line) +
               ",\"column\":" + std::to_string(f.place.column) + ",\"candidates\":[";
        for (std::size_t c = 0; c < f.candidates.size(); ++c)
            out += (c ? "," : "") + json::quote(f.candidates[c]);
        out += "]}";
    }
    out += "],\"draws\":[";
    for (std::size_t i = 0; i < audit.draws.size(); ++i)
        out += (i ? "," : "") + drawEventJson(audit.draws[i]);
    out += "]";
    if (audit.replayed)
        out += ",\"final\":{\"fen\":" + json::quote(audit.finalFen()) +
               ",\"sideToMoveHasMoves\":" + (audit.sideToMoveHasMoves ? "true" : "false") + "}";
    return out + "}";
}

} // namespace arbiter
