#include "reportdocument.h"

#include "printedtable.h"
#include "tiebreaknames.h"

#include <QBuffer>
#include <QPdfWriter>
#include <algorithm>

namespace reports {

namespace {

std::string escapedHtml(const std::string &text)
{
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

// The table's own HTML, without page furniture (the PDF draws that itself).
std::string tableBody(const ReportTable &table)
{
    std::string html = "<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                       "style=\"border-collapse: collapse;\">\n";
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        html += "<tr>";
        for (std::size_t c = 0; c < table.rows[r].size(); ++c) {
            const bool right = c < table.alignRight.size() && table.alignRight[c];
            const char *tag = r == 0 ? "th" : "td";
            html += std::string("<") + tag + (right ? " align=\"right\"" : "") + ">" +
                    escapedHtml(table.rows[r][c]) + "</" + tag + ">";
        }
        html += "</tr>\n";
    }
    return html + "</table>\n";
}

} // namespace

std::string signatureLine(const ReportHeader &header)
{
    return reportText(ReportWord::ChiefArbiter, header.language,
                      {header.chiefArbiter.empty()
                           ? std::string("______________________")
                           : header.chiefArbiter + "  ______________________"});
}

std::string subjectLine(const ReportHeader &header)
{
    std::string line = header.subject;
    for (const std::string *part : {&header.venue, &header.dates})
        if (!part->empty())
            line += (line.empty() ? "" : ", ") + *part;
    return line;
}

std::string pageLine(const ReportHeader &header, int page, int pages)
{
    return reportText(ReportWord::PageOf, header.language,
                      {std::to_string(page), std::to_string(pages)});
}

std::string standingsSubject(int afterRound, Language language)
{
    return afterRound > 0
               ? reportText(ReportWord::StandingsAfterRound, language, {std::to_string(afterRound)})
               : reportText(ReportWord::Standings, language);
}

std::string crosstableSubject(int afterRound, Language language)
{
    return afterRound > 0 ? reportText(ReportWord::CrosstableAfterRound, language,
                                       {std::to_string(afterRound)})
                          : reportText(ReportWord::Crosstable, language);
}

std::string pairingsSubject(int round, Language language)
{
    return reportText(ReportWord::RoundPairings, language, {std::to_string(round)});
}

std::string playerCardSubject(const std::string &name, int startNumber, Language language)
{
    return reportText(ReportWord::PlayerCard, language, {name, std::to_string(startNumber)});
}

namespace {

// Whether any row has a club, or a rating: a column nobody fills is left out.
template <class Rows, class Value>
bool anyFilled(const Rows &rows, Value value)
{
    return std::any_of(rows.begin(), rows.end(), [&](const auto &row) { return value(row); });
}

// The legend under a table with tie-breaks: their codes in words.
std::vector<std::string> legendNotes(const std::vector<TieBreak> &order, Language language)
{
    if (order.empty())
        return {};
    return {reportText(ReportWord::TieBreaks, language) + ": " + tieBreakLegend(order, language)};
}

} // namespace

ReportTable crosstableTable(const Crosstable &crosstable, Language language)
{
    const bool byRound = crosstable.form == CrosstableForm::RoundByRound;
    const bool clubs =
        anyFilled(crosstable.rows, [](const Crosstable::Row &row) { return !row.club.empty(); });
    const bool ratings = byRound || anyFilled(crosstable.rows, [](const Crosstable::Row &row) {
                             return !row.rating.empty();
                         });
    const auto word = [language](ReportWord w) { return reportText(w, language); };
    ReportTable table;
    std::vector<std::string> header = {word(ReportWord::Place), word(ReportWord::Number),
                                       word(ReportWord::Name)};
    if (clubs)
        header.push_back(word(ReportWord::Club));
    if (ratings)
        header.push_back(word(ReportWord::Rating));
    // A Swiss's bands repeat whose row it is with the rating, as the pairing list shows it.
    table.keyColumns = byRound ? header.size() : 3;
    const std::size_t games = byRound
                                  ? (crosstable.rows.empty() ? 0 : crosstable.rows[0].cells.size())
                                  : crosstable.rows.size();
    for (std::size_t i = 0; i < games; ++i)
        header.push_back(
            byRound ? reportText(ReportWord::RoundColumn, language, {std::to_string(i + 1)})
                    : std::to_string(i + 1));
    header.push_back(word(ReportWord::Points));
    for (TieBreak tieBreak : crosstable.tieBreaks)
        header.emplace_back(info(tieBreak).code);
    table.rows.reserve(crosstable.rows.size() + 1);
    table.rows.push_back(header);
    table.alignRight.assign(header.size(), true);
    table.alignRight[2] = false;
    if (clubs)
        table.alignRight[3] = false;
    for (const Crosstable::Row &row : crosstable.rows) {
        std::vector<std::string> cells = {row.place, std::to_string(row.startNumber), row.name};
        if (clubs)
            cells.push_back(row.club);
        if (ratings)
            cells.push_back(row.rating);
        cells.insert(cells.end(), row.cells.begin(), row.cells.end());
        cells.push_back(decimalIn(row.points, language));
        for (const std::string &value : row.tieBreaks)
            cells.push_back(decimalIn(value, language));
        table.rows.push_back(std::move(cells));
    }
    table.notes = legendNotes(crosstable.tieBreaks, language);
    return table;
}

ReportTable standingsTable(const Event &event, const Standings &standings, Language language)
{
    const auto playerOf = [&event](const StandingRow &row) -> const EventPlayer & {
        return event.players[static_cast<std::size_t>(row.player)];
    };
    const bool clubs = anyFilled(
        standings.rows, [&](const StandingRow &row) { return !playerOf(row).club.empty(); });
    const bool ratings = anyFilled(
        standings.rows, [&](const StandingRow &row) { return playerOf(row).rating.has_value(); });
    const auto word = [language](ReportWord w) { return reportText(w, language); };
    ReportTable table;
    std::vector<std::string> header = {word(ReportWord::Place), word(ReportWord::Number),
                                       word(ReportWord::Name)};
    if (clubs)
        header.push_back(word(ReportWord::Club));
    if (ratings)
        header.push_back(word(ReportWord::Rating));
    header.push_back(word(ReportWord::Points));
    header.push_back(word(ReportWord::Games));
    for (TieBreak tieBreak : standings.order)
        header.emplace_back(info(tieBreak).code);
    table.rows.push_back(header);
    table.alignRight.assign(header.size(), true);
    table.alignRight[2] = false;
    if (clubs)
        table.alignRight[3] = false;
    table.keyColumns = 3;
    for (const StandingRow &row : standings.rows) {
        const EventPlayer &player = playerOf(row);
        std::vector<std::string> cells = {
            row.place == row.placeLast
                ? std::to_string(row.place)
                : std::to_string(row.place) + "-" + std::to_string(row.placeLast),
            std::to_string(player.startNumber), markedName(player, language)};
        if (clubs)
            cells.push_back(player.club);
        if (ratings)
            cells.push_back(player.rating ? std::to_string(*player.rating) : std::string());
        cells.push_back(event.scoring == Scoring::OneHalfZero
                            ? formatPoints(static_cast<int>(row.points * 2), event.scoring)
                            : decimalIn(decimalText(row.points), language));
        cells.push_back(std::to_string(row.gamesPlayed));
        for (const TieBreakValue &value : row.tieBreaks)
            cells.push_back(decimalIn(tieBreakText(value), language));
        table.rows.push_back(std::move(cells));
    }
    table.notes = legendNotes(standings.order, language);
    return table;
}

// A player's card: every round with colour, opponent, result and the running score.
ReportTable playerCardTable(const Event &event, int player, Language language)
{
    using W = ReportWord;
    const auto word = [language](ReportWord w) { return reportText(w, language); };
    ReportTable table;
    // Games imported without round numbers are numbered in the order they were stored.
    table.rows.push_back({word(event.roundsKnown ? W::Round : W::Game), word(W::Colour),
                          word(W::Number), word(W::Opponent), word(W::OpponentsPoints),
                          word(W::Result), word(W::Score)});
    table.alignRight = {true, false, true, false, true, false, true};
    const std::vector<double> scores = scoresAfter(event, event.rounds);
    int running = 0; // half-points
    for (const RoundResult &result : event.players[static_cast<std::size_t>(player)].results) {
        using O = Outcome;
        if (result.outcome == O::NotPaired && !event.roundsKnown)
            continue;
        running += roundHalfPoints(event, result);
        const bool hasOpponent = result.opponent >= 0;
        const auto &opponent = hasOpponent
                                   ? event.players[static_cast<std::size_t>(result.opponent)]
                                   : event.players[static_cast<std::size_t>(player)];
        std::string outcome;
        switch (result.outcome) {
        case O::Win:
            outcome = word(W::Won);
            break;
        case O::Draw:
            outcome = word(W::Drawn);
            break;
        case O::Loss:
            outcome = word(W::Lost);
            break;
        case O::ForfeitWin:
            outcome = word(W::WonByForfeit);
            break;
        case O::ForfeitLoss:
            outcome = word(W::LostByForfeit);
            break;
        case O::DoubleForfeit:
            outcome = word(W::BothForfeited);
            break;
        case O::FullBye:
            outcome = word(W::FullBye);
            break;
        case O::PairingBye:
            outcome = word(W::PairingBye);
            break;
        case O::HalfBye:
            outcome = word(W::HalfBye);
            break;
        case O::ZeroBye:
            outcome = word(W::FreeRound);
            break;
        case O::NotPaired:
            outcome = word(result.games.empty() ? W::NotPaired : W::MatchNotFinished);
            break;
        }
        // A micro-match: the points of each game, in the order they were played.
        if (!result.games.empty()) {
            outcome += " (" + word(W::MatchGames);
            for (const O game : result.games)
                outcome +=
                    " " + (game == O::NotPaired ? std::string("…")
                                                : formatPoints(halfPoints(game), event.scoring));
            outcome += ")";
        }
        const bool overTheBoard =
            played(result.outcome) || std::any_of(result.games.begin(), result.games.end(), played);
        table.rows.push_back(
            {event.roundsKnown ? std::to_string(result.round) : std::to_string(table.rows.size()),
             !hasOpponent || !overTheBoard ? ""
             : result.games.empty()        ? word(result.white ? W::White : W::Black)
             : result.white                ? word(W::WhiteThenBlack)
                                           : word(W::BlackThenWhite),
             hasOpponent ? std::to_string(opponent.startNumber) : "",
             hasOpponent ? opponent.name : "",
             hasOpponent ? decimalText(scores[static_cast<std::size_t>(result.opponent)]) : "",
             outcome, formatPoints(running, event.scoring)});
    }
    return table;
}

std::string tableText(const ReportTable &table)
{
    std::vector<std::size_t> widths;
    for (const auto &row : table.rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (widths.size() <= c)
                widths.push_back(0);
            widths[c] = std::max(widths[c], displayWidth(row[c]));
        }
    std::string out;
    for (const auto &row : table.rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::string pad(widths[c] - displayWidth(row[c]), ' ');
            const bool right = c < table.alignRight.size() && table.alignRight[c];
            line += right ? pad + row[c] : row[c] + pad;
            if (c + 1 < row.size())
                line += "  ";
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    }
    if (!table.notes.empty())
        out += "\n";
    for (const std::string &note : table.notes)
        out += note + "\n";
    return out;
}

void crosstableText(const CrosstableGrid &grid, const std::function<void(std::string_view)> &write)
{
    // The widths of tableText: the widest cell of each column, the heading's included; an empty
    // cell is none wide.
    std::vector<std::size_t> widths(grid.columns());
    for (std::size_t c = 0; c < grid.columns(); ++c)
        widths[c] = displayWidth(grid.heading(c));
    for (std::size_t r = 0; r < grid.rows(); ++r)
        for (const auto &[c, cell] : grid.filledCells(r))
            widths[c] = std::max(widths[c], displayWidth(cell));
    std::string line;
    const auto writeLine = [&](const auto &cellOf) {
        line.clear();
        for (std::size_t c = 0; c < grid.columns(); ++c) {
            const std::string_view cell = cellOf(c);
            const std::size_t pad = widths[c] - displayWidth(cell);
            if (grid.alignRight(c)) {
                line.append(pad, ' ');
                line += cell;
            } else {
                line += cell;
                line.append(pad, ' ');
            }
            if (c + 1 < grid.columns())
                line += "  ";
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        line += '\n';
        write(line);
    };
    writeLine([&grid](std::size_t c) { return std::string_view(grid.heading(c)); });
    for (std::size_t r = 0; r < grid.rows(); ++r) {
        const auto cells = grid.filledCells(r);
        auto next = cells.begin();
        writeLine([&](std::size_t c) {
            if (next != cells.end() && next->first == c)
                return std::string_view((next++)->second);
            return std::string_view();
        });
    }
    const std::vector<std::string> notes = legendNotes(grid.tieBreaks(), grid.language());
    if (!notes.empty())
        write("\n");
    for (const std::string &note : notes)
        write(note + "\n");
}

namespace {

// "11½" and "½" as spreadsheets read them, "11.5" and "0.5"; a Russian table's "92,75" as
// "92.75" (CSV is data, read alike in every language); any other cell as it is.
std::string csvNumber(const std::string &cell)
{
    const std::size_t comma = cell.find(',');
    if (comma != std::string::npos && comma > 0 && comma + 1 < cell.size() &&
        cell.find_first_not_of("0123456789,") == std::string::npos &&
        cell.find(',', comma + 1) == std::string::npos)
        return cell.substr(0, comma) + "." + cell.substr(comma + 1);
    const std::string half = "\xC2\xBD"; // ½
    if (cell.size() < half.size() || cell.compare(cell.size() - half.size(), half.size(), half))
        return cell;
    const std::string whole = cell.substr(0, cell.size() - half.size());
    if (whole.find_first_not_of("0123456789") != std::string::npos)
        return cell;
    return (whole.empty() ? "0" : whole) + ".5";
}

} // namespace

namespace {

// A cell a spreadsheet would run as a formula (a player named "=HYPERLINK(…)", "+cmd|…", "@SUM(…)")
// gets a leading apostrophe, which spreadsheets show as text. Numbers ("-3.5") and the result
// signs ("+", "-/+") are left alone: they hold no function call or reference.
std::string neutralised(const std::string &cell)
{
    if (cell.empty())
        return cell;
    const char first = cell.front();
    bool formula = first == '=' || first == '@' || first == '\t' || first == '\r';
    if (first == '+' || first == '-')
        formula = cell.find_first_of("=(!|:;\"'") != std::string::npos ||
                  std::any_of(cell.begin() + 1, cell.end(), [](char c) {
                      return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
                  });
    return formula ? "'" + cell : cell;
}

} // namespace

std::string tableCsv(const ReportTable &table)
{
    std::string out;
    for (const auto &row : table.rows) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c)
                out += ',';
            const std::string cell = neutralised(csvNumber(row[c]));
            // RFC 4180: a cell with a comma, a quote or a line break (CR or LF) is quoted.
            if (cell.find_first_of(",\"\r\n") == std::string::npos) {
                out += cell;
                continue;
            }
            out += '"';
            for (char ch : cell)
                out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
            out += '"';
        }
        out += "\r\n"; // RFC 4180
    }
    return out;
}

namespace {

// The notes under the table, a paragraph each.
std::string notesHtml(const std::vector<std::string> &notes)
{
    std::string html;
    for (const std::string &note : notes)
        html += "<p>" + escapedHtml(note) + "</p>\n";
    return html;
}

} // namespace

std::string tableHtml(const ReportTable &table, const ReportHeader &header)
{
    return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" +
           escapedHtml(header.event + " - " + header.subject) + "</title></head><body>\n<h1>" +
           escapedHtml(header.event) + "</h1>\n<h2>" + escapedHtml(header.subject) + "</h2>\n" +
           (header.venue.empty() ? "" : "<p>" + escapedHtml(header.venue) + "</p>\n") +
           (header.dates.empty() ? "" : "<p>" + escapedHtml(header.dates) + "</p>\n") +
           tableBody(table) + notesHtml(table.notes) + "<p>" + escapedHtml(signatureLine(header)) +
           "</p>\n</body></html>\n";
}

std::string tablePdf(const ReportTable &table, const ReportHeader &header)
{
    const PrintedTable printed(table, header);
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly); // QPdfWriter expects its device open
    QPdfWriter writer(&bytes);
    writer.setTitle(QString::fromStdString(header.event + " - " + header.subject));
    writer.setCreator(QStringLiteral("Shashki Arbiter"));
    writer.setResolution(300);
    // The page across when the table is wide (printedtable.h).
    writer.setPageLayout(printed.pageLayout());
    if (!printed.paint(writer))
        return {};
    return bytes.data().toStdString();
}

} // namespace reports
