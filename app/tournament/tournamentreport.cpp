#include "tournamentreport.h"

#include "roundboards.h"

#include <algorithm>
#include <map>
#include <string>

namespace app {

namespace {

// An ISO date ("2026-12-01") as the report's language writes it: 01.12.2026 in Russian, as
// stored in English; anything else as it is.
std::string dateText(const std::string &iso, reports::Language language)
{
    const bool isIso = iso.size() == 10 && iso[4] == '-' && iso[7] == '-' &&
                       std::all_of(iso.begin(), iso.end(),
                                   [](char c) { return (c >= '0' && c <= '9') || c == '-'; });
    if (!isIso || language != reports::Language::Russian)
        return iso;
    return iso.substr(8, 2) + "." + iso.substr(5, 2) + "." + iso.substr(0, 4);
}

} // namespace

reports::ReportHeader reportHeader(const db::Tournament &tournament, const std::string &subject,
                                   reports::Language language)
{
    reports::ReportHeader header;
    header.event = tournament.name;
    header.subject = subject;
    header.venue = tournament.venue.value_or("");
    header.language = language;
    if (tournament.startsOn && tournament.endsOn)
        header.dates = dateText(*tournament.startsOn, language) + " - " +
                       dateText(*tournament.endsOn, language);
    else
        header.dates =
            dateText(tournament.startsOn.value_or(tournament.endsOn.value_or("")), language);
    header.chiefArbiter = tournament.chiefArbiter.value_or("");
    return header;
}

int lastRoundWithResults(const TournamentEvent &loaded)
{
    int last = 0;
    for (const reports::EventPlayer &player : loaded.event.players)
        for (const reports::RoundResult &result : player.results) {
            const bool entered =
                result.opponent >= 0 &&
                (result.outcome != reports::Outcome::NotPaired ||
                 std::any_of(result.games.begin(), result.games.end(), [](reports::Outcome game) {
                     return game != reports::Outcome::NotPaired;
                 }));
            if (entered)
                last = std::max(last, result.round);
        }
    return last;
}

reports::ReportTable pairingsTable(const TournamentEvent &loaded,
                                   const std::vector<db::Pairing> &pairings,
                                   reports::Language language)
{
    using W = reports::ReportWord;
    const auto word = [language](W w) { return reports::reportText(w, language); };
    const bool micro = loaded.tournament.drawnOpenings;
    // As the Rounds tab shows a board: each side's number, name, rating and points before the
    // round, the result between them (roundboards.h).
    reports::ReportTable table;
    table.rows.push_back({word(W::Board), word(W::Number), word(W::White), word(W::Rating),
                          word(W::Points), word(micro ? W::FirstGame : W::Result), word(W::Points),
                          word(W::Rating), word(W::Black), word(W::Number)});
    table.alignRight = {true, true, false, true, true, false, true, true, false, true};
    if (micro) {
        table.rows.front().push_back(word(W::SecondGame));
        table.alignRight.push_back(false);
    }
    const auto rating = [](const std::optional<int> &value) {
        return value ? std::to_string(*value) : std::string();
    };
    for (const RoundBoard &board : roundBoards(loaded, pairings)) {
        const db::Pairing &p = board.pairing;
        std::vector<std::string> row = {
            std::to_string(p.board),
            std::to_string(board.white.startNumber),
            board.white.name,
            rating(board.white.rating),
            board.white.pointsBefore,
            p.result ? reports::resultText(*p.result, language) : std::string(),
            board.black ? board.black->pointsBefore : std::string(),
            board.black ? rating(board.black->rating) : std::string(),
            board.black ? board.black->name : word(W::Bye),
            board.black ? std::to_string(board.black->startNumber) : std::string()};
        if (micro)
            row.push_back(std::string(reports::pairingResultCode(p.secondResult)));
        table.rows.push_back(std::move(row));
    }
    return table;
}

reports::Crosstable crosstableOf(const TournamentEvent &loaded, const reports::Standings &standings,
                                 reports::CellStyle style, reports::Language language)
{
    return loaded.tournament.system == reports::PairingSystem::Swiss
               ? reports::roundByRoundCrosstableOf(loaded.event, standings, style, language)
               : reports::crosstableOf(loaded.event, standings, style, language);
}

reports::ReportTable playersTable(const TournamentEvent &loaded, reports::Language language)
{
    using W = reports::ReportWord;
    const auto word = [language](W w) { return reports::reportText(w, language); };
    reports::ReportTable table;
    table.rows.push_back({word(W::Number), word(W::Name), word(W::Title), word(W::Club),
                          word(W::Rating), word(W::WithdrawnAfterRound)});
    table.alignRight = {true, false, false, false, true, true};
    for (const db::Entry &entry : loaded.entries)
        table.rows.push_back({std::to_string(entry.startNumber), entry.playerName,
                              entry.title.value_or(""), entry.club.value_or(""),
                              entry.rating ? std::to_string(*entry.rating) : std::string(),
                              entry.withdrawnAfterRound ? std::to_string(*entry.withdrawnAfterRound)
                                                        : std::string()});
    return table;
}

} // namespace app
