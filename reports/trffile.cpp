#include "trffile.h"

#include "event.h"
#include "textlines.h"
#include "trfcolumns.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <iterator>
#include <map>
#include <set>
#include <string_view>
#include <utility>

namespace reports {

namespace {

using trf::blockColumns;
using trf::firstBlockColumn;
constexpr std::size_t nameColumns = 33; // 15-47

// A field's text: its columns without the blanks around it (TRF pads with spaces only).
std::string fieldText(std::string_view columns)
{
    return std::string(trimmed(columns, " "));
}

std::string rightTrimmed(std::string_view text)
{
    const auto last = text.find_last_not_of(' ');
    return last == std::string_view::npos ? std::string() : std::string(text.substr(0, last + 1));
}

// A line with its columns counted in characters, so that UTF-8 names (Cyrillic) keep the
// columns after them where TRF puts them. Columns are 1-based, as TRF counts them.
class Line
{
public:
    explicit Line(std::string_view text) : m_text(text)
    {
        for (std::size_t i = 0; i < text.size(); ++i)
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
                m_starts.push_back(i);
        m_starts.push_back(text.size());
    }
    std::size_t size() const { return m_starts.size() - 1; }
    std::string_view columns(std::size_t from, std::size_t to) const
    {
        if (from > size())
            return {};
        to = std::min(to, size());
        return m_text.substr(m_starts[from - 1], m_starts[to] - m_starts[from - 1]);
    }
    // From `from` to the end of the line.
    std::string_view from(std::size_t column) const { return columns(column, size()); }

private:
    std::string_view m_text;
    std::vector<std::size_t> m_starts;
};

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool allDigits(std::string_view text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(), isDigit);
}

char upper(char c)
{
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

std::optional<int> number(std::string_view text)
{
    const std::string digits = fieldText(text);
    int value = 0;
    if (!allDigits(digits) || digits.size() > 6 ||
        std::from_chars(digits.data(), digits.data() + digits.size(), value).ec != std::errc())
        return std::nullopt;
    return value;
}

// "11.5", "3", "10.0": digits with at most one decimal point (read whatever the locale).
std::optional<double> points(std::string_view text)
{
    const std::string written = fieldText(text);
    const auto dot = written.find('.');
    const std::string_view whole = std::string_view(written).substr(0, dot);
    const std::string_view fraction =
        dot == std::string::npos ? std::string_view() : std::string_view(written).substr(dot + 1);
    if ((whole.empty() && fraction.empty()) || (!whole.empty() && !allDigits(whole)) ||
        (dot != std::string::npos && !allDigits(fraction)))
        return std::nullopt;
    double value = 0;
    const auto parsed = std::from_chars(written.data(), written.data() + written.size(), value);
    if (parsed.ec != std::errc() || parsed.ptr != written.data() + written.size())
        return std::nullopt;
    return value;
}

// Digits and separators by a pattern: 'd' a digit, 's' one of / . - (the same one throughout).
bool matches(std::string_view text, std::string_view pattern)
{
    if (text.size() != pattern.size())
        return false;
    char separator = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (pattern[i] == 'd') {
            if (!isDigit(text[i]))
                return false;
        } else if (text[i] != '/' && text[i] != '.' && text[i] != '-') {
            return false;
        } else if (separator && text[i] != separator) {
            return false;
        } else {
            separator = text[i];
        }
    }
    return true;
}

bool isResultCode(char result)
{
    return std::string_view("+-WDL1=0HFUZ ").find(upper(result)) != std::string_view::npos;
}

// The tournament records of one line whose text after column 4 is kept.
struct TextRecord
{
    std::string_view code;
    std::string TrfFile::*field;
};
constexpr std::array textRecords{
    TextRecord{"012", &TrfFile::name},
    TextRecord{"022", &TrfFile::city},
    TextRecord{"032", &TrfFile::federation},
    TextRecord{"042", &TrfFile::startDate},
    TextRecord{"052", &TrfFile::endDate},
    TextRecord{"092", &TrfFile::type},
    TextRecord{"102", &TrfFile::chiefArbiter},
    TextRecord{"122", &TrfFile::timeControl},
    TextRecord{"162", &TrfFile::scoring},
    TextRecord{"172", &TrfFile::startingRankMethod},
    TextRecord{"182", &TrfFile::pairingController},
    TextRecord{"192", &TrfFile::typeCode},
    TextRecord{"202", &TrfFile::tieBreaks},
    TextRecord{"212", &TrfFile::standingsTieBreaks},
    TextRecord{"222", &TrfFile::encodedTimeControl},
};

// The records of one line that hold a number, and the error of one that holds none.
struct CountRecord
{
    std::string_view code;
    std::optional<int> TrfFile::*field;
    TrfErrorCode notANumber;
};
constexpr std::array countRecords{
    CountRecord{"062", &TrfFile::playerCount, TrfErrorCode::PlayerCountExpected},
    CountRecord{"072", &TrfFile::ratedPlayerCount, TrfErrorCode::RatedPlayerCountExpected},
    CountRecord{"082", &TrfFile::teamCount, TrfErrorCode::TeamCountExpected},
    CountRecord{"142", &TrfFile::rounds, TrfErrorCode::RoundCountExpected},
    CountRecord{"XXR", &TrfFile::xxRounds, TrfErrorCode::RoundCountExpected},
};

// The order writeTrf gives records that are not in the layout: the tournament's, the players,
// then the byes and the engines' extensions.
constexpr std::array<std::string_view, 27> recordOrder{
    "012", "022", "032", "042", "052", "062", "072", "082", "092",
    "102", "112", "122", "132", "142", "152", "162", "172", "182",
    "192", "202", "212", "222", "001", "240", "XXR", "XXC", ""};

class Reader
{
public:
    TrfFile file;
    std::vector<TrfError> errors;

    void read(int lineNumber, std::string_view text)
    {
        m_lineNumber = lineNumber;
        const Line row(text);
        const std::string code(row.columns(1, 3));
        const bool record = row.size() >= 3 && (row.size() == 3 || row.columns(4, 4) == " ");
        if (record && code == "001")
            return readPlayer(row);
        if (record && readTournamentRecord(code, row))
            return;
        file.layout.push_back({"", file.otherLines.size()});
        file.otherLines.push_back({lineNumber, std::string(text)});
    }

    // What can be checked only once every player is known: the players a 240 record names.
    void finish()
    {
        for (const auto &[bye, column, start] : m_byePlayers)
            if (!file.player(start))
                errors.push_back({.line = file.byes[bye].line,
                                  .column = column,
                                  .code = TrfErrorCode::ByePlayerMissing,
                                  .startNumber = start});
        std::stable_sort(errors.begin(), errors.end(),
                         [](const TrfError &a, const TrfError &b) { return a.line < b.line; });
    }

private:
    // An error of this line at `column`: its code, and the facts `error` gives (its place and
    // code are set here).
    void fail(std::size_t column, TrfErrorCode code, TrfError error = {})
    {
        error.line = m_lineNumber;
        error.column = static_cast<int>(column);
        error.code = code;
        errors.push_back(std::move(error));
    }
    // An error about the field of columns `column` to `lastColumn`.
    void failField(std::size_t column, std::size_t lastColumn, TrfErrorCode code)
    {
        fail(column, code, {.lastColumn = static_cast<int>(lastColumn)});
    }

    // A record that may appear once: false (and the error) when it appeared before.
    bool once(const std::string &code)
    {
        const auto [first, isNew] = m_firstLine.emplace(code, m_lineNumber);
        if (!isNew)
            fail(1, TrfErrorCode::RecordTwice, {.record = code, .otherLine = first->second});
        return isNew;
    }

    bool readTournamentRecord(const std::string &code, const Line &row)
    {
        const std::string value = fieldText(row.from(5));
        for (const TextRecord &text : textRecords) {
            if (code != text.code)
                continue;
            if (!once(code))
                return true;
            // 162 places its codes by column: kept from column 5 as written.
            file.*text.field = code == "162" ? rightTrimmed(row.from(5)) : value;
            if ((code == "042" || code == "052") && !value.empty() && !matches(value, "ddddsddsdd"))
                fail(5, TrfErrorCode::DateExpected);
            file.layout.push_back({code, 0});
            return true;
        }
        for (const CountRecord &count : countRecords) {
            if (code != count.code)
                continue;
            if (!once(code))
                return true;
            if (const auto n = number(value))
                file.*count.field = *n;
            else
                fail(5, count.notANumber);
            file.layout.push_back({code, 0});
            return true;
        }
        if (code == "112") {
            file.layout.push_back({code, file.deputyArbiters.size()});
            file.deputyArbiters.push_back(value);
            return true;
        }
        if (code == "132") {
            if (!once(code))
                return true;
            readRoundDates(row);
            file.layout.push_back({code, 0});
            return true;
        }
        if (code == "152") {
            if (!once(code))
                return true;
            if (value.size() == 1 && (upper(value[0]) == 'W' || upper(value[0]) == 'B'))
                file.initialColour = upper(value[0]);
            else
                fail(5, TrfErrorCode::InitialColourExpected);
            file.layout.push_back({code, 0});
            return true;
        }
        if (code == "XXC") {
            readConfiguration(row);
            file.layout.push_back({code, file.xxConfigurations.size()});
            file.xxConfigurations.push_back(value);
            return true;
        }
        if (code == "240") {
            readBye(row);
            return true;
        }
        return false;
    }

    void readRoundDates(const Line &row)
    {
        std::vector<std::string> dates;
        for (std::size_t at = firstBlockColumn; at <= row.size(); at += blockColumns) {
            const std::string date = fieldText(row.columns(at, at + 7));
            if (!date.empty() && !matches(date, "ddsddsdd"))
                fail(at, TrfErrorCode::RoundDateExpected,
                     {.lastColumn = static_cast<int>(at + 7),
                      .round = static_cast<int>((at - firstBlockColumn) / blockColumns + 1)});
            dates.push_back(date);
        }
        while (!dates.empty() && dates.back().empty())
            dates.pop_back();
        file.roundDates = std::move(dates);
    }

    // XXC's words, each rank, white1 or black1 (JaVaFo's manual).
    void readConfiguration(const Line &row)
    {
        const std::string_view words = row.from(5);
        std::size_t at = 0;
        while (at < words.size()) {
            const std::size_t start = words.find_first_not_of(' ', at);
            if (start == std::string_view::npos)
                break;
            const std::size_t end = std::min(words.find(' ', start), words.size());
            const std::string_view word = words.substr(start, end - start);
            if (word != "rank" && word != "white1" && word != "black1")
                fail(5 + Line(words.substr(0, start)).size(),
                     TrfErrorCode::ConfigurationWordExpected, {.written = std::string(word)});
            at = end;
        }
    }

    // 240 (TRF-2026): the type in column 5, the round in 7-9, start numbers in 11-14, 16-19 …
    void readBye(const Line &row)
    {
        TrfBye bye;
        bye.line = m_lineNumber;
        const std::string_view type = row.columns(5, 5);
        if (type.size() == 1 && std::string_view("FHZ").find(upper(type[0])) != std::string::npos)
            bye.type = upper(type[0]);
        else
            fail(5, TrfErrorCode::ByeTypeExpected);
        if (const auto round = number(row.columns(7, 9)); round && *round > 0)
            bye.round = *round;
        else
            failField(7, 9, TrfErrorCode::ByeRoundExpected);
        for (std::size_t at = 11; at <= row.size(); at += 5) {
            const std::string written = fieldText(row.columns(at, at + 3));
            if (written.empty())
                continue;
            const auto start = number(written);
            if (!start || *start == 0) {
                failField(at, at + 3, TrfErrorCode::ByeStartNumberExpected);
                continue;
            }
            m_byePlayers.push_back({file.byes.size(), static_cast<int>(at), *start});
            bye.players.push_back(*start);
        }
        if (bye.players.empty())
            failField(11, 14, TrfErrorCode::ByePlayerExpected);
        file.layout.push_back({"240", file.byes.size()});
        file.byes.push_back(std::move(bye));
    }

    void readPlayer(const Line &row)
    {
        const auto start = number(row.columns(5, 8));
        if (!start) {
            failField(5, 8, TrfErrorCode::StartNumberExpected);
            return;
        }
        // 0 is no start number: a block naming 0 (or 0000) names no opponent.
        if (*start == 0) {
            fail(5, TrfErrorCode::StartNumberZero);
            return;
        }
        if (m_startNumbers.count(*start)) {
            fail(5, TrfErrorCode::StartNumberTwice, {.startNumber = *start});
            return;
        }
        TrfPlayer player;
        player.line = m_lineNumber;
        player.startNumber = *start;
        player.name = fieldText(row.columns(15, 47));
        if (player.name.empty()) {
            failField(15, 47, TrfErrorCode::NameExpected);
            return;
        }
        const std::string_view sex = row.columns(10, 10);
        player.sex = sex.empty() ? ' ' : sex[0];
        if (std::string_view(" mwfMWF").find(player.sex) == std::string_view::npos)
            fail(10, TrfErrorCode::SexExpected);
        player.title = fieldText(row.columns(11, 13));
        if (const std::string rating = fieldText(row.columns(49, 52)); !rating.empty()) {
            player.rating = number(rating);
            if (!player.rating)
                failField(49, 52, TrfErrorCode::RatingExpected);
        }
        player.federation = fieldText(row.columns(54, 56));
        if (!std::all_of(player.federation.begin(), player.federation.end(),
                         [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }))
            failField(54, 56, TrfErrorCode::FederationExpected);
        player.fideId = fieldText(row.columns(58, 68));
        if (!player.fideId.empty() && !allDigits(player.fideId))
            failField(58, 68, TrfErrorCode::FideNumberExpected);
        player.birthDate = fieldText(row.columns(70, 79));
        if (!player.birthDate.empty() && !matches(player.birthDate, "dddd") &&
            !matches(player.birthDate, "ddddsddsdd"))
            failField(70, 79, TrfErrorCode::BirthDateExpected);
        if (const std::string written = fieldText(row.columns(81, 84)); !written.empty()) {
            player.points = points(written);
            if (!player.points)
                failField(81, 84, TrfErrorCode::PointsExpected);
        }
        if (const std::string rank = fieldText(row.columns(86, 89)); !rank.empty()) {
            player.rank = number(rank);
            if (!player.rank)
                failField(86, 89, TrfErrorCode::RankExpected);
        }
        readBlocks(row, player);
        m_startNumbers.insert(*start);
        file.layout.push_back({"001", file.players.size()});
        file.players.push_back(std::move(player));
    }

    // The round blocks from column 92; the first that cannot be read ends them (the columns after
    // it cannot be trusted).
    void readBlocks(const Line &row, TrfPlayer &player)
    {
        for (std::size_t at = firstBlockColumn; at <= row.size(); at += blockColumns) {
            TrfBlock block;
            if (fieldText(row.columns(at, at + 7)).empty()) {
                player.rounds.push_back(block);
                continue;
            }
            const std::string opponent = fieldText(row.columns(at, at + 3));
            if (!opponent.empty() && opponent != "0000") {
                const auto n = number(opponent);
                if (!n) {
                    fail(at, TrfErrorCode::OpponentExpected);
                    return;
                }
                block.opponent = *n;
            }
            const std::string_view colour = row.columns(at + 5, at + 5);
            block.colour = colour.empty() ? ' ' : colour[0];
            if (block.colour != 'w' && block.colour != 'b' && block.colour != '-' &&
                block.colour != ' ') {
                fail(at + 5, TrfErrorCode::ColourExpected);
                return;
            }
            const std::string_view result = row.columns(at + 7, at + 7);
            block.result = result.empty() ? ' ' : result[0];
            if (!isResultCode(block.result)) {
                fail(at + 7, TrfErrorCode::ResultCodeUnknown, {.result = block.result});
                return;
            }
            player.rounds.push_back(block);
        }
    }

    int m_lineNumber = 0;
    std::map<std::string, int> m_firstLine; // records that appear once: where they did
    std::set<int> m_startNumbers;
    struct ByePlayer
    {
        std::size_t bye;
        int column;
        int start;
    };
    std::vector<ByePlayer> m_byePlayers;
};

// Writing: `text` cut or padded to `width` characters.
std::string cut(std::string_view text, std::size_t width)
{
    const Line line(text);
    return std::string(line.columns(1, std::min(width, line.size())));
}

std::string leftAligned(const std::string &text, std::size_t width)
{
    const std::size_t size = displayWidth(text);
    return size >= width ? text : text + std::string(width - size, ' ');
}

std::string rightAligned(const std::string &text, std::size_t width)
{
    const std::size_t size = displayWidth(text);
    return size >= width ? text : std::string(width - size, ' ') + text;
}

// A field that fits its columns, else nothing.
std::string fitting(const std::string &text, std::size_t width)
{
    return displayWidth(text) <= width ? text : std::string();
}

std::string pointsText(double value)
{
    std::array<char, 32> buffer{};
    auto written = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                 std::chars_format::fixed, 1);
    std::string text(buffer.data(), written.ptr);
    if (text.size() > 4) {
        written = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                std::chars_format::fixed, 0);
        text.assign(buffer.data(), written.ptr);
    }
    return fitting(text, 4);
}

std::string blockText(const TrfBlock &block)
{
    if (block.blank())
        return std::string(8, ' ');
    const std::string opponent = block.opponent == 0 ? "0000" : std::to_string(block.opponent);
    return rightAligned(opponent, 4) + ' ' + block.colour + ' ' + block.result;
}

std::string playerLine(const TrfPlayer &player)
{
    std::string line =
        "001 " + rightAligned(std::to_string(player.startNumber), 4) + ' ' + player.sex +
        rightAligned(fitting(player.title, 3), 3) + ' ' +
        leftAligned(cut(player.name, nameColumns), nameColumns) + ' ' +
        rightAligned(player.rating && *player.rating <= 9999 ? std::to_string(*player.rating)
                                                             : std::string(),
                     4) +
        ' ' + leftAligned(fitting(player.federation, 3), 3) + ' ' +
        rightAligned(fitting(player.fideId, 11), 11) + ' ' +
        leftAligned(fitting(player.birthDate, 10), 10) + ' ' +
        rightAligned(player.points ? pointsText(*player.points) : "", 4) + ' ' +
        rightAligned(player.rank ? std::to_string(*player.rank) : "", 4) + ' ';
    for (const TrfBlock &block : player.rounds)
        line += ' ' + blockText(block) + ' ';
    return line;
}

std::string roundDatesLine(const std::vector<std::string> &dates)
{
    std::string line = "132";
    line.resize(firstBlockColumn - 1, ' ');
    for (const std::string &date : dates)
        line += leftAligned(fitting(date, 8), 8) + "  ";
    return line;
}

std::string byeLine(const TrfBye &bye)
{
    std::string round = std::to_string(bye.round);
    round.insert(0, round.size() < 3 ? 3 - round.size() : 0, '0');
    std::string line = std::string("240 ") + bye.type + ' ' + round;
    for (const int start : bye.players)
        line += ' ' + rightAligned(std::to_string(start), 4);
    return line;
}

// The text of a line the layout names; nullopt when it names nothing (an index out of range).
std::optional<std::string> lineText(const TrfFile &file, const TrfLineRef &ref)
{
    const auto at = [&ref](const auto &list) { return ref.index < list.size(); };
    if (ref.code.empty())
        return at(file.otherLines) ? std::optional(file.otherLines[ref.index].text) : std::nullopt;
    if (ref.code == "001")
        return at(file.players) ? std::optional(playerLine(file.players[ref.index])) : std::nullopt;
    if (ref.code == "112")
        return at(file.deputyArbiters) ? std::optional("112 " + file.deputyArbiters[ref.index])
                                       : std::nullopt;
    if (ref.code == "240")
        return at(file.byes) ? std::optional(byeLine(file.byes[ref.index])) : std::nullopt;
    if (ref.code == "XXC")
        return at(file.xxConfigurations) ? std::optional("XXC " + file.xxConfigurations[ref.index])
                                         : std::nullopt;
    if (ref.code == "132")
        return roundDatesLine(file.roundDates);
    if (ref.code == "152")
        return file.initialColour == ' ' ? std::string("152")
                                         : std::string("152 ") + file.initialColour;
    for (const TextRecord &text : textRecords)
        if (ref.code == text.code)
            return ref.code + ' ' + file.*text.field;
    for (const CountRecord &count : countRecords)
        if (ref.code == count.code)
            return file.*count.field ? ref.code + ' ' + std::to_string(*(file.*count.field))
                                     : ref.code;
    return std::nullopt;
}

// Every record `file` holds, in the order of recordOrder.
std::vector<TrfLineRef> everyRecord(const TrfFile &file)
{
    std::vector<TrfLineRef> refs;
    const auto each = [&refs](std::string_view code, std::size_t count) {
        for (std::size_t i = 0; i < count; ++i)
            refs.push_back({std::string(code), i});
    };
    for (const std::string_view code : recordOrder) {
        bool present = false;
        for (const TextRecord &text : textRecords)
            if (code == text.code)
                present = !(file.*text.field).empty();
        for (const CountRecord &count : countRecords)
            if (code == count.code)
                present = (file.*count.field).has_value();
        if (code == "132")
            present = !file.roundDates.empty();
        if (code == "152")
            present = file.initialColour != ' ';
        if (present)
            refs.push_back({std::string(code), 0});
        if (code == "112")
            each(code, file.deputyArbiters.size());
        if (code == "001")
            each(code, file.players.size());
        if (code == "240")
            each(code, file.byes.size());
        if (code == "XXC")
            each(code, file.xxConfigurations.size());
        if (code.empty())
            each(code, file.otherLines.size());
    }
    return refs;
}

} // namespace

char trfResultCode(char result)
{
    return upper(result);
}

int TrfFile::roundCount() const
{
    std::size_t most = 0;
    for (const TrfPlayer &player : players)
        most = std::max(most, player.rounds.size());
    return static_cast<int>(most);
}

const TrfPlayer *TrfFile::player(int startNumber) const
{
    const auto found = std::find_if(players.begin(), players.end(), [&](const TrfPlayer &p) {
        return p.startNumber == startNumber;
    });
    return found == players.end() ? nullptr : &*found;
}

arbiter::Result<TrfFile, std::vector<TrfError>> readTrfFile(std::istream &input)
{
    const std::string text{std::istreambuf_iterator<char>(input), std::istreambuf_iterator<char>()};
    Reader reader;
    int lineNumber = 0;
    for (const std::string_view line : linesOf(text))
        reader.read(++lineNumber, line);
    reader.finish();
    if (!reader.errors.empty())
        return reader.errors;
    return std::move(reader.file);
}

void writeTrf(const TrfFile &file, std::ostream &output)
{
    std::vector<TrfLineRef> refs = file.layout;
    const std::set<std::pair<std::string, std::size_t>> laidOut = [&] {
        std::set<std::pair<std::string, std::size_t>> out;
        for (const TrfLineRef &ref : refs)
            out.emplace(ref.code, ref.index);
        return out;
    }();
    for (const TrfLineRef &ref : everyRecord(file))
        if (!laidOut.count({ref.code, ref.index}))
            refs.push_back(ref);
    // Generated lines end where their last field does; a line kept is written as it was.
    for (const TrfLineRef &ref : refs)
        if (const auto line = lineText(file, ref))
            output << (ref.code.empty() ? *line : rightTrimmed(*line)) << '\r';
}

} // namespace reports
