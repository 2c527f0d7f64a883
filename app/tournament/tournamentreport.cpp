#include "tournamentreport.h"

#include "roundboards.h"
#include "tournamentdate.h"

#include <algorithm>
#include <iterator>
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

std::vector<reports::GameHeading> roundGameSheets(const TournamentEvent &loaded,
                                                  const std::vector<db::Pairing> &pairings,
                                                  reports::Language language)
{
    std::vector<db::Pairing> boards;
    std::copy_if(pairings.begin(), pairings.end(), std::back_inserter(boards),
                 [](const db::Pairing &pairing) { return pairing.blackId && pairing.blackName; });
    std::sort(boards.begin(), boards.end(), [](const db::Pairing &a, const db::Pairing &b) {
        return std::pair(a.round, a.board) < std::pair(b.round, b.board);
    });
    const bool micro = loaded.tournament.drawnOpenings;
    std::vector<reports::GameHeading> sheets;
    for (const db::Pairing &pairing : boards) {
        reports::GameHeading heading;
        heading.event = loaded.tournament.name;
        heading.date = reportHeader(loaded.tournament, "", language).dates;
        heading.round = pairing.round;
        heading.board = pairing.board;
        heading.white = pairing.whiteName;
        heading.black = *pairing.blackName;
        heading.language = language;
        heading.variant = loaded.tournament.variant;
        if (micro)
            heading.game = 1;
        sheets.push_back(heading);
        if (micro) {
            std::swap(heading.white, heading.black);
            heading.game = 2;
            sheets.push_back(std::move(heading));
        }
    }
    return sheets;
}

reports::CrosstableForm crosstableForm(const TournamentEvent &loaded)
{
    return loaded.tournament.system == reports::PairingSystem::Swiss
               ? reports::CrosstableForm::RoundByRound
               : reports::CrosstableForm::Matrix;
}

reports::Crosstable crosstableOf(const TournamentEvent &loaded, const reports::Standings &standings,
                                 reports::CellStyle style, reports::Language language)
{
    return crosstableForm(loaded) == reports::CrosstableForm::RoundByRound
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
