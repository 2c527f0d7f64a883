#include "playercsv.h"

#include "reports/textlines.h"

#include <QString>
#include <array>
#include <cstddef>

namespace app {

using reports::linesOf;
using reports::trimmed;

namespace {

// The field each column of a line holds, in order.
constexpr std::array<PlayerField, PlayerCsv::maxFields> columns = {
    PlayerField::Name, PlayerField::Rating, PlayerField::Title, PlayerField::Club,
    PlayerField::BirthYear};

// A field's blanks (a line's end is cut off already).
constexpr std::string_view fieldSpaces = " \t\v\f";

std::vector<std::string_view> fieldsOf(std::string_view line)
{
    const char separator = line.find(';') != std::string_view::npos ? ';' : ',';
    std::vector<std::string_view> fields;
    for (std::size_t start = 0;;) {
        const std::size_t end = line.find(separator, start);
        fields.push_back(line.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos)
            return fields;
        start = end + 1;
    }
}

// Characters of UTF-8 text (bytes that are not UTF-8 count one each).
int characters(std::string_view text)
{
    int count = 0;
    for (const char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
            ++count;
    return count;
}

// A header names the first column: "name", or in Russian "Фамилия", "Имя" or "ФИО" (any case).
bool isHeader(std::string_view line)
{
    const QString first =
        QString::fromUtf8(trimmed(line, fieldSpaces).data(),
                          static_cast<qsizetype>(trimmed(line, fieldSpaces).size()))
            .toCaseFolded();
    for (const char *word : {"name", "фамилия", "имя", "фио"})
        if (first.startsWith(QString::fromUtf8(word)))
            return true;
    return false;
}

// The field in `column`; empty when the line has fewer.
std::string_view fieldAt(const std::vector<std::string_view> &fields, std::size_t column)
{
    return column < fields.size() ? fields[column] : std::string_view();
}

} // namespace

PlayerCsv readPlayerCsv(std::string_view text, const PlayerValidator &validator)
{
    PlayerCsv read;
    const std::vector<std::string_view> lines = linesOf(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int line = static_cast<int>(i + 1);
        if (trimmed(lines[i], fieldSpaces).empty() || (i == 0 && isHeader(lines[i])))
            continue;
        const std::vector<std::string_view> fields = fieldsOf(lines[i]);
        if (fields.size() > columns.size()) {
            read.problems.push_back({line, 0, std::nullopt, static_cast<int>(fields.size())});
            continue;
        }
        PlayerText typed;
        typed.name = fieldAt(fields, 0);
        typed.rating = trimmed(fieldAt(fields, 1), fieldSpaces);
        typed.title = fieldAt(fields, 2);
        typed.club = fieldAt(fields, 3);
        typed.birthYear = trimmed(fieldAt(fields, 4), fieldSpaces);
        const auto checked = validator.validate(typed);
        if (!checked) {
            for (const PlayerFieldProblem &wrong : checked.error()) {
                int column = 1;
                for (std::size_t c = 0; c < columns.size() && columns[c] != wrong.field; ++c)
                    column += characters(fieldAt(fields, c)) + 1;
                read.problems.push_back({line, column, wrong, 0});
            }
            continue;
        }
        read.players.push_back({line, *checked});
    }
    return read;
}

} // namespace app
