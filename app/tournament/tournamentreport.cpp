#include "tournamentreport.h"

#include <algorithm>
#include <map>
#include <string>

namespace app {

reports::ReportHeader reportHeader(const db::Tournament &tournament, const std::string &subject,
                                   reports::Language language)
{
    reports::ReportHeader header;
    header.event = tournament.name;
    header.subject = subject;
    header.venue = tournament.venue.value_or("");
    header.language = language;
    if (tournament.startsOn && tournament.endsOn)
        header.dates = *tournament.startsOn + " - " + *tournament.endsOn;
    else
        header.dates = tournament.startsOn.value_or(tournament.endsOn.value_or(""));
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
    std::map<std::int64_t, int> numberOf;
    for (const db::Entry &entry : loaded.entries)
        numberOf[entry.playerId] = entry.startNumber;
    reports::ReportTable table;
    table.rows.push_back({word(W::Board), word(W::Number), word(W::White), word(W::Number),
                          word(W::Black), word(micro ? W::FirstGame : W::Result)});
    table.alignRight = {true, true, false, true, false, false};
    if (micro) {
        table.rows.front().push_back(word(W::SecondGame));
        table.alignRight.push_back(false);
    }
    for (const db::Pairing &p : pairings) {
        std::vector<std::string> row = {std::to_string(p.board),
                                        std::to_string(numberOf[p.whiteId]),
                                        p.whiteName,
                                        p.blackId ? std::to_string(numberOf[*p.blackId]) : "",
                                        p.blackName.value_or(word(W::Bye)),
                                        p.result ? reports::resultText(*p.result, language)
                                                 : std::string()};
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
