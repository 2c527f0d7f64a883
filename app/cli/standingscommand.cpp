#include "standingscommand.h"

#include "app/tournament/database.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/tournamentevent.h"
#include "arbiter/json.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/crosstable.h"
#include "reports/reportlanguage.h"
#include "reports/standings.h"
#include "reports/tiebreaknames.h"
#include "reports/trfreader.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace app {

namespace {

constexpr std::string_view standingsUsage =
    R"(Usage: shashki standings --tournament NAME [--after-round R] [--tiebreaks CODES] [--json]
                         [--explain NO] [--db URL]
       shashki standings --trf FILE.trf [--tiebreaks CODES] [--json] [--explain NO]
                         [--unplayed fide-2024|played-only|fide-2009]
                         [--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be]

Places, points and tie-breaks of a stored tournament, or of a FIDE TRF file without any
database. The tie-breaks are the tournament's own order, else the preset of its system:
russian-round-robin (WIN, SB, DE) or russian-swiss (BH-C1, BH, WIN); --tiebreaks takes a preset
name or codes separated by commas: BH, BH-C1, BH-M1, BH-T, FB, AOB, SB, WIN, WON, BPG, BWG, DE,
SHM, PS, KS, ARO, TPR. Unplayed rounds count as the tournament chose, a TRF file's as --unplayed
says: fide-2024 (FIDE C.07 of 2024, the default), played-only or fide-2009 (see the README).
--explain NO shows how each tie-break of the player with start number NO is made up, round by
round, each unplayed round named with how it counted. The TRF file may be UTF-8, Windows-1251 or
UTF-16; --encoding names it.
)";

constexpr std::string_view standingsUsageRu =
    R"(Запуск: shashki standings --tournament ИМЯ [--after-round R] [--tiebreaks КОДЫ] [--json]
                          [--explain НОМЕР] [--db URL]
        shashki standings --trf ФАЙЛ.trf [--tiebreaks КОДЫ] [--json] [--explain НОМЕР]
                          [--unplayed fide-2024|played-only|fide-2009]
                          [--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be]

Места, очки и дополнительные показатели сохранённого турнира или файла FIDE TRF без какой-либо
базы данных. Дополнительные показатели идут в порядке, заданном турниром, а иначе — в порядке
набора для его системы: russian-round-robin (WIN, SB, DE) или russian-swiss (BH-C1, BH, WIN);
--tiebreaks принимает имя набора или коды через запятую: BH, BH-C1, BH-M1, BH-T, FB, AOB, SB, WIN,
WON, BPG, BWG, DE, SHM, PS, KS, ARO, TPR. Несыгранные туры учитываются так, как выбрал турнир,
а в файле TRF — так, как задаёт --unplayed: fide-2024 (FIDE C.07 2024 года, по умолчанию),
played-only или fide-2009 (см. README). --explain НОМЕР показывает, из чего складывается каждый
дополнительный показатель участника со стартовым номером НОМЕР, тур за туром, и для каждого
несыгранного тура — как он учтён. Файл TRF может быть в UTF-8, Windows-1251 или UTF-16;
--encoding задаёт кодировку.
)";

std::string padded(std::string_view text, std::size_t columns)
{
    std::string out(text);
    for (std::size_t w = reports::displayWidth(text); w < columns; ++w)
        out += ' ';
    return out;
}

std::string place(const reports::StandingRow &row)
{
    return row.place == row.placeLast
               ? std::to_string(row.place)
               : std::to_string(row.place) + "-" + std::to_string(row.placeLast);
}

// The standings as a fixed-width table for a reader, in the command line's language (the
// headings, the withdrawn players' marks, the decimal comma in Russian).
void printText(const reports::Event &event, const reports::Standings &standings, std::ostream &out)
{
    const reports::Language language = cliLanguage();
    std::string codes;
    for (reports::TieBreak tieBreak : standings.order)
        codes += (codes.empty() ? "" : ", ") + std::string(reports::info(tieBreak).code);
    out << (event.name.empty() ? reports::reportText(reports::ReportWord::Standings, language)
                               : event.name)
        << said(" - standings", " — положение участников");
    if (event.roundsKnown)
        out << said(" after round ", " после ") << standings.afterRound << said("", "-го тура");
    out << " (" << (event.scoring == reports::Scoring::TwoOneZero ? "2-1-0" : "1-\xC2\xBD-0")
        << said("; tie-breaks: ", "; дополнительные показатели: ")
        << (codes.empty() ? said("none", "нет") : codes) << ")\n";
    std::size_t nameWidth = 4;
    for (const auto &player : event.players)
        nameWidth =
            std::max(nameWidth, reports::displayWidth(reports::markedName(player, language)));
    std::vector<std::vector<std::string>> table;
    using reports::ReportWord;
    std::vector<std::string> header = {reports::reportText(ReportWord::Place, language),
                                       reports::reportText(ReportWord::Number, language),
                                       reports::reportText(ReportWord::Name, language),
                                       reports::reportText(ReportWord::Points, language),
                                       reports::reportText(ReportWord::Games, language)};
    for (reports::TieBreak tieBreak : standings.order)
        header.emplace_back(reports::info(tieBreak).code);
    table.push_back(header);
    for (const reports::StandingRow &row : standings.rows) {
        const auto &player = event.players[static_cast<std::size_t>(row.player)];
        std::vector<std::string> cells = {
            place(row), std::to_string(player.startNumber), reports::markedName(player, language),
            saidNumber(reports::decimalText(row.points)), std::to_string(row.gamesPlayed)};
        for (const reports::TieBreakValue &value : row.tieBreaks)
            cells.push_back(saidNumber(reports::tieBreakText(value)));
        table.push_back(cells);
    }
    std::vector<std::size_t> widths(header.size(), 0);
    for (const auto &cells : table)
        for (std::size_t c = 0; c < cells.size(); ++c)
            widths[c] = std::max(widths[c], reports::displayWidth(cells[c]));
    for (const auto &cells : table) {
        std::string line;
        for (std::size_t c = 0; c < cells.size(); ++c)
            line += padded(cells[c], widths[c] + (c + 1 < cells.size() ? 2 : 0));
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out << line << "\n";
    }
    // The codes in words, as under the printed standings.
    if (!standings.order.empty())
        out << "\n"
            << reports::reportText(ReportWord::TieBreaks, language) << ": "
            << reports::tieBreakLegend(standings.order, language) << "\n";
}

void printJson(const reports::Event &event, const reports::Standings &standings, std::ostream &out)
{
    out << "{\"event\":" << arbiter::json::quote(event.name)
        << ",\"scoring\":" << arbiter::json::quote(reports::settingCode(event.scoring))
        << ",\"afterRound\":";
    if (event.roundsKnown)
        out << standings.afterRound;
    else
        out << "null";
    out << ",\"tieBreaks\":[";
    for (std::size_t i = 0; i < standings.order.size(); ++i)
        out << (i ? "," : "") << arbiter::json::quote(reports::info(standings.order[i]).code);
    out << "],\"rows\":[";
    for (std::size_t r = 0; r < standings.rows.size(); ++r) {
        const reports::StandingRow &row = standings.rows[r];
        const auto &player = event.players[static_cast<std::size_t>(row.player)];
        out << (r ? "," : "") << "\n{\"place\":" << row.place << ",\"placeLast\":" << row.placeLast
            << ",\"startNumber\":" << player.startNumber
            << ",\"name\":" << arbiter::json::quote(player.name);
        if (player.withdrawnAfterRound)
            out << ",\"withdrawnAfterRound\":" << *player.withdrawnAfterRound;
        out << ",\"points\":" << reports::decimalText(row.points)
            << ",\"games\":" << row.gamesPlayed << ",\"tieBreaks\":{";
        for (std::size_t t = 0; t < row.tieBreaks.size(); ++t) {
            const reports::TieBreakValue &value = row.tieBreaks[t];
            out << (t ? "," : "") << arbiter::json::quote(reports::info(value.id).code) << ":";
            if (!value.applicable)
                out << "null";
            else if (value.id == reports::TieBreak::TruncatedSolkoff) {
                out << "[";
                for (std::size_t i = 0; i < value.sequence.size(); ++i)
                    out << (i ? "," : "") << reports::decimalText(value.sequence[i]);
                out << "]";
            } else
                out << reports::decimalText(value.value);
        }
        out << "}}";
    }
    out << "\n]}\n";
}

// "очко", "очка", "очков" after `points` (a fraction takes "очка": 11,5 очка).
std::string russianPoints(double points)
{
    if (points != std::floor(points))
        return "очка";
    return russianNoun(static_cast<long long>(points), "очко", "очка", "очков");
}

// Each tie-break of one player, round by round: what it adds and why.
int printExplanation(const reports::Event &event, const reports::Standings &standings, int number,
                     std::ostream &out, std::ostream &err)
{
    const auto row = std::find_if(standings.rows.begin(), standings.rows.end(), [&](const auto &r) {
        return event.players[static_cast<std::size_t>(r.player)].startNumber == number;
    });
    if (row == standings.rows.end()) {
        err << "shashki standings: "
            << said("no player has start number ", "нет участника со стартовым номером ") << number
            << "\n";
        return BadUsage;
    }
    const auto &player = event.players[static_cast<std::size_t>(row->player)];
    const reports::Language language = cliLanguage();
    out << player.name << " (" << player.startNumber << "): " << said("place ", "место ")
        << place(*row) << ", " << saidNumber(reports::decimalText(row->points))
        << said(" points", " " + russianPoints(row->points)) << "\n";
    for (const reports::TieBreakValue &value : row->tieBreaks) {
        out << reports::info(value.id).code << " (" << reports::info(value.id).russian
            << ") = " << saidNumber(reports::tieBreakText(value)) << "\n";
        if (!value.applicable)
            out << said("  does not apply: the tied players have not all met (or none is tied)\n",
                        "  не применяется: не все участники с равными очками встречались между "
                        "собой (или равных нет)\n");
        if (value.remark)
            out << "  " << reports::remarkText(*value.remark, language) << "\n";
        for (const reports::Contribution &part : value.breakdown) {
            out << "  " << (event.roundsKnown ? said("round ", "тур ") : said("game ", "партия "))
                << part.round << ": ";
            if (part.opponent >= 0) {
                const auto &opponent = event.players[static_cast<std::size_t>(part.opponent)];
                out << opponent.name << " (" << opponent.startNumber << ") ";
            }
            out << saidNumber(reports::decimalText(part.value)) << " - "
                << reports::noteText(part.note, language) << "\n";
        }
    }
    return Success;
}

} // namespace

int runStandings(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"trf", true},
                                     {"after-round", true},
                                     {"tiebreaks", true},
                                     {"json", false},
                                     {"explain", true},
                                     {"db", true},
                                     {"encoding", true},
                                     {"unplayed", true},
                                     {"help", false}});
    const std::string usage = said(standingsUsage, standingsUsageRu);
    if (const auto finished = options.handleUsage("standings", usage, out, err, 0))
        return *finished;
    const auto tournament = options.value("tournament");
    const auto trf = options.value("trf");
    if (tournament.has_value() == trf.has_value()) {
        err << "shashki standings: "
            << said("expected --tournament NAME or --trf FILE.trf\n",
                    "ожидается --tournament ИМЯ или --trf ФАЙЛ.trf\n");
        return BadUsage;
    }
    const auto round = options.intOption("after-round", said("a round number", "номер тура"), 1,
                                         noMaximum, "standings", err);
    if (round.refused)
        return BadUsage;
    const int afterRound = round.value.value_or(0);
    const auto explain = options.intOption("explain", said("a start number", "стартовый номер"), 1,
                                           noMaximum, "standings", err);
    if (explain.refused)
        return BadUsage;
    auto tieBreaks = tieBreaksOption(options, "standings", err);
    if (tieBreaks.refused)
        return BadUsage;
    std::optional<std::vector<reports::TieBreak>> order = std::move(tieBreaks.value);
    const auto encoding = encodingOption(options, "standings", err);
    if (encoding.refused)
        return BadUsage;
    if (!trf && options.has("encoding")) {
        err << "shashki standings: "
            << said("--encoding names the encoding of a --trf file\n",
                    "--encoding задаёт кодировку файла --trf\n");
        return BadUsage;
    }
    const auto unplayed =
        options.settingOption<reports::UnplayedRounds>("unplayed", "standings", err);
    if (unplayed.refused)
        return BadUsage;
    if (!trf && unplayed.value) {
        err << "shashki standings: "
            << said("--unplayed chooses how a --trf file's unplayed rounds count; a stored "
                    "tournament's is its own (tournament change --unplayed)\n",
                    "--unplayed выбирает, как учитываются несыгранные туры файла --trf; у "
                    "сохранённого турнира это его собственная настройка (tournament change "
                    "--unplayed)\n");
        return BadUsage;
    }

    reports::Event event;
    if (trf) {
        if (!readableFile(*trf, "standings", err))
            return BadUsage;
        const auto file = openTextInput(*trf, *encoding.value, "standings", false, err);
        if (!file)
            return BadUsage;
        auto read = reports::readTrf(*file);
        if (!read) {
            // Every record that cannot be read, or every game its two records disagree on.
            for (const reports::TrfError &error : read.error())
                err << "shashki standings: " << *trf << ":" << error.line << ":" << error.column
                    << ": " << describe(error, cliLanguage()) << "\n";
            return BadUsage;
        }
        event = std::move(read.value());
        if (unplayed.value)
            event.unplayed = *unplayed.value;
        // A file with no player record ("001") is not a TRF file (a PDN, say), not an empty event.
        if (event.players.empty()) {
            err << "shashki standings: " << said("", "в файле ") << *trf
                << said(" holds no player record (a line starting 001): not a FIDE TRF file\n",
                        " нет ни одной записи участника (строки, начинающейся с 001): это не "
                        "файл FIDE TRF\n");
            return BadUsage;
        }
        if (!order)
            order = *reports::tieBreakPreset("russian-swiss");
    } else {
        std::optional<Database> database;
        const auto session = openCommandSession(options, "standings", database, err);
        if (!session)
            return ChecksFailed;
        auto loaded = loadTournamentEvent(*session, *tournament);
        if (!loaded) {
            err << "shashki standings: " << describe(loaded.error(), cliLanguage()) << "\n";
            return ChecksFailed;
        }
        event = std::move(loaded->event);
        if (!order)
            order = loaded->tieBreaks;
    }
    if (!event.roundsKnown) {
        if (afterRound) {
            err << "shashki standings: " << said("the games of ", "в партиях турнира «")
                << event.name
                << said(" carry no round numbers: there are no standings after a round\n",
                        "» нет номеров туров: положения участников после тура нет\n");
            return BadUsage;
        }
        if (std::find(order->begin(), order->end(), reports::TieBreak::Progressive) !=
            order->end()) {
            err << "shashki standings: " << said("the games of ", "в партиях турнира «")
                << event.name
                << said(" carry no round numbers: the progressive score (PS) needs them\n",
                        "» нет номеров туров, а без них нет прогрессивного коэффициента (PS)\n");
            return BadUsage;
        }
        if (std::find(order->begin(), order->end(), reports::TieBreak::ForeBuchholz) !=
            order->end()) {
            err << "shashki standings: " << said("the games of ", "в партиях турнира «")
                << event.name
                << said(" carry no round numbers: the Fore Buchholz (FB) needs the last round\n",
                        "» нет номеров туров, а коэффициенту Бухгольца с ничьими последнего тура "
                        "(FB) нужен последний тур\n");
            return BadUsage;
        }
    }
    const reports::Standings standings = reports::computeStandings(event, *order, afterRound);
    if (explain.value)
        return printExplanation(event, standings, *explain.value, out, err);
    if (options.has("json"))
        printJson(event, standings, out);
    else
        printText(event, standings, out);
    return Success;
}

} // namespace app
