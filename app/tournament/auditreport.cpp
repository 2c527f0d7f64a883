#include "auditreport.h"

#include <algorithm>

namespace app {

namespace {

// A finding's kind in a few words, in `language`.
std::string kindWords(const arbiter::AuditFinding &finding, Language language)
{
    const bool ru = language == Language::Russian;
    const std::string &code = finding.code;
    if (code == "ILLEGAL_MOVE")
        return ru ? "невозможный ход" : "illegal";
    if (code == "UNPARSEABLE_MOVE")
        return ru ? "нечитаемый ход" : "unparseable";
    if (code == "CAPTURE_REQUIRED")
        return ru ? "не выполнено обязательное взятие" : "capture required";
    if (code == "INCOMPLETE_CAPTURE")
        return ru ? "взятие не закончено" : "incomplete capture";
    if (code == "AMBIGUOUS_MOVE")
        return finding.severity == arbiter::Severity::Warning
                   ? (ru ? "неоднозначный ход (разрешён)" : "ambiguous (resolved)")
                   : (ru ? "неоднозначный ход" : "ambiguous");
    if (code == "PLAY_AFTER_DRAW")
        return ru ? "ходы после ничьей" : "play after draw";
    if (code == "RESULT_MISMATCH")
        return ru ? "результат не совпадает" : "result mismatch";
    if (code == "BAD_FEN")
        return ru ? "ошибка в FEN" : "bad FEN";
    return ru ? "ошибка в теге" : "bad tag";
}

std::string place(const std::string &fileName, const arbiter::TextPlace &at)
{
    return fileName + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": ";
}

} // namespace

std::string moveLabel(int ply, arbiter::Side firstMover, const std::string &text, Language language,
                      arbiter::Side opener)
{
    const int number = (ply + (firstMover != opener ? 2 : 1)) / 2;
    const bool opening = (ply % 2 == 1) == (firstMover == opener);
    return (language == Language::Russian ? "ход " : "move ") + std::to_string(number) +
           (opening ? "." : "…") + text;
}

std::vector<std::string> gameAuditLines(const arbiter::GameAudit &audit,
                                        const std::vector<arbiter::PdnMove> &moves,
                                        const std::string &fileName, Language language)
{
    const bool ru = language == Language::Russian;
    const std::string players = (ru ? "партия " : "game ") + std::to_string(audit.index) + " (" +
                                (audit.tag("White").empty() ? "?" : audit.tag("White")) + " – " +
                                (audit.tag("Black").empty() ? "?" : audit.tag("Black")) + ")";
    const arbiter::Side firstMover = audit.firstMover;
    const arbiter::Side opener = arbiter::rulesOf(audit.variant).firstToMove;
    std::vector<std::pair<int, std::string>> lines; // (ply, line) in ply order
    for (const arbiter::AuditFinding &f : audit.findings) {
        std::string line = place(fileName, f.place) + players;
        if (f.ply > 0 && !f.text.empty() && f.code != "RESULT_MISMATCH")
            line += ", " + moveLabel(f.ply, firstMover, f.text, language, opener);
        line +=
            ": " + kindWords(f, language) + ": " + (ru ? describe(f.detail, language) : f.message);
        lines.emplace_back(f.ply, std::move(line));
    }
    for (const arbiter::DrawEvent &d : audit.draws) {
        const arbiter::TextPlace at = d.ply > 0 && static_cast<std::size_t>(d.ply) <= moves.size()
                                          ? moves[static_cast<std::size_t>(d.ply) - 1].place
                                          : audit.place;
        std::string line = place(fileName, at) + players;
        if (d.ply > 0 && static_cast<std::size_t>(d.ply) <= moves.size())
            line +=
                ", " + moveLabel(d.ply, firstMover, moves[static_cast<std::size_t>(d.ply) - 1].text,
                                 language, opener);
        const bool automatic = d.kind == arbiter::DrawKind::Automatic;
        line +=
            (ru ? ": ничья: " : ": draw: ") + describe(d.rule, language) + " (" +
            (automatic ? (ru ? "автоматически" : "automatic") : (ru ? "по заявке" : "claimable")) +
            (ru ? ") после полухода " : ") after ply ") + std::to_string(d.ply);
        if (!d.occurrences.empty()) {
            line += ru ? ", позиция стояла после полуходов" : ", the position stood at plies";
            for (int ply : d.occurrences)
                line += " " + std::to_string(ply);
        } else {
            line += (ru ? ", отсчёт с полухода " : ", counted from ply ") +
                    std::to_string(d.windowStartPly) + (ru ? ", " : ": ") +
                    std::to_string(d.count) + (ru ? " из " : " of ") + std::to_string(d.limit) +
                    " " + describe(d.unit, language);
        }
        if (d.verdict != arbiter::EndgameVerdict::Draw)
            line += (ru ? "; вердикт " : "; verdict ") + describe(d.verdict, language);
        if (d.reason)
            line += "; " + describe(*d.reason, language);
        lines.emplace_back(d.ply, std::move(line));
    }
    std::stable_sort(lines.begin(), lines.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (auto &entry : lines)
        out.push_back(std::move(entry.second));
    return out;
}

} // namespace app
