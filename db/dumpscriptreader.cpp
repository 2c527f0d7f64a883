#include "dumpscriptreader.h"

#include "textprefix.h"

#include <cctype>

namespace db {

namespace {

DumpScriptLine lineOf(DumpScriptLine::Kind kind)
{
    DumpScriptLine line;
    line.kind = kind;
    return line;
}

bool isLowerIdentifierStart(char c)
{
    return (c >= 'a' && c <= 'z') || c == '_';
}

bool isLowerIdentifierPart(char c)
{
    return isLowerIdentifierStart(c) || (c >= '0' && c <= '9') || c == '$';
}

// An identifier as pg_dump writes it (fmtId): lower-case letters, digits and underscores, or in
// double quotes with "" for a quote inside.
std::optional<std::string> takeIdentifier(std::string_view &text)
{
    std::string name;
    if (takePrefix(text, "\"")) {
        for (;;) {
            const std::size_t quote = text.find('"');
            if (quote == std::string_view::npos)
                return std::nullopt;
            name += text.substr(0, quote);
            text.remove_prefix(quote + 1);
            if (!takePrefix(text, "\""))
                break;
            name += '"';
        }
        return name.empty() ? std::nullopt : std::optional(name);
    }
    if (text.empty() || !isLowerIdentifierStart(text.front()))
        return std::nullopt;
    std::size_t length = 1;
    while (length < text.size() && isLowerIdentifierPart(text[length]))
        ++length;
    name = text.substr(0, length);
    text.remove_prefix(length);
    return name;
}

// schema.name
bool takeQualifiedName(std::string_view &text, DumpScriptLine &into)
{
    auto schema = takeIdentifier(text);
    if (!schema || !takePrefix(text, "."))
        return false;
    auto name = takeIdentifier(text);
    if (!name)
        return false;
    into.schema = std::move(*schema);
    into.name = std::move(*name);
    return true;
}

// COPY public.players (id, name, …) FROM stdin;
DumpScriptLine copyStart(std::string_view text)
{
    DumpScriptLine line;
    line.kind = DumpScriptLine::Kind::CopyStart;
    if (!takePrefix(text, "COPY ") || !takeQualifiedName(text, line) || !takePrefix(text, " ("))
        return lineOf(DumpScriptLine::Kind::Unexpected);
    do {
        auto column = takeIdentifier(text);
        if (!column)
            return lineOf(DumpScriptLine::Kind::Unexpected);
        line.columns.push_back(std::move(*column));
    } while (takePrefix(text, ", "));
    if (text != ") FROM stdin;")
        return lineOf(DumpScriptLine::Kind::Unexpected);
    return line;
}

// SELECT pg_catalog.setval('public.players_id_seq', 18, true);
DumpScriptLine sequenceValue(std::string_view text)
{
    DumpScriptLine line;
    line.kind = DumpScriptLine::Kind::SequenceValue;
    if (!takePrefix(text, "SELECT pg_catalog.setval('"))
        return lineOf(DumpScriptLine::Kind::Unexpected);
    // The literal holds the sequence's name as pg_dump quotes it, with '' for a quote.
    std::string literal;
    for (;;) {
        const std::size_t quote = text.find('\'');
        if (quote == std::string_view::npos)
            return lineOf(DumpScriptLine::Kind::Unexpected);
        literal += text.substr(0, quote);
        text.remove_prefix(quote + 1);
        if (!takePrefix(text, "'"))
            break;
        literal += '\'';
    }
    std::string_view name = literal;
    if (!takeQualifiedName(name, line) || !name.empty() || !takePrefix(text, ", "))
        return lineOf(DumpScriptLine::Kind::Unexpected);
    std::size_t digits = text.starts_with('-') ? 1 : 0;
    const std::size_t firstDigit = digits;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])))
        ++digits;
    if (digits == firstDigit || digits - firstDigit > 19)
        return lineOf(DumpScriptLine::Kind::Unexpected);
    line.value = text.substr(0, digits);
    text.remove_prefix(digits);
    if (text == ", true);")
        line.called = true;
    else if (text != ", false);")
        return lineOf(DumpScriptLine::Kind::Unexpected);
    return line;
}

// SET name = value; of the header. Only the client encoding matters to the data.
DumpScriptLine setting(std::string_view text)
{
    if (takePrefix(text, "SET client_encoding = '")) {
        const std::size_t quote = text.find('\'');
        const std::string_view name = text.substr(0, quote);
        if (quote == std::string_view::npos || name.empty() || text.substr(quote) != "';")
            return lineOf(DumpScriptLine::Kind::Unexpected);
        for (const char c : name)
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
                return lineOf(DumpScriptLine::Kind::Unexpected);
        DumpScriptLine line;
        line.kind = DumpScriptLine::Kind::ClientEncoding;
        line.name = name;
        return line;
    }
    // The header's other settings: a word or a quoted word ("SET default_tablespace = '';").
    if (!takePrefix(text, "SET ") || !takeIdentifier(text) || !takePrefix(text, " = "))
        return lineOf(DumpScriptLine::Kind::Unexpected);
    const bool quoted = takePrefix(text, "'");
    std::size_t length = 0;
    while (length < text.size() &&
           (std::isalnum(static_cast<unsigned char>(text[length])) || text[length] == '_'))
        ++length;
    text.remove_prefix(length);
    if ((quoted && !takePrefix(text, "'")) || (!quoted && length == 0) || text != ";")
        return lineOf(DumpScriptLine::Kind::Unexpected);
    return lineOf(DumpScriptLine::Kind::Ignored);
}

// \restrict KEY and \unrestrict KEY: psql's guard around a dump (PostgreSQL 15.14 and later).
bool isRestrictLine(std::string_view text)
{
    if (!takePrefix(text, "\\restrict ") && !takePrefix(text, "\\unrestrict "))
        return false;
    if (text.empty())
        return false;
    for (const char c : text)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            return false;
    return true;
}

} // namespace

DumpScriptLine DumpScriptReader::read(std::string_view line)
{
    ++m_lineNumber;
    if (m_insideCopy) {
        if (line == "\\.") {
            m_insideCopy = false;
            return lineOf(DumpScriptLine::Kind::CopyEnd);
        }
        return lineOf(DumpScriptLine::Kind::CopyRow);
    }
    if (line.empty() || line.starts_with("--") || isRestrictLine(line) ||
        line == "SELECT pg_catalog.set_config('search_path', '', false);")
        return lineOf(DumpScriptLine::Kind::Ignored);
    if (line.starts_with("SET "))
        return setting(line);
    if (line.starts_with("COPY ")) {
        DumpScriptLine start = copyStart(line);
        m_insideCopy = start.kind == DumpScriptLine::Kind::CopyStart;
        return start;
    }
    return sequenceValue(line);
}

std::optional<std::vector<std::optional<std::string>>>
DumpScriptReader::fields(std::string_view row)
{
    std::vector<std::optional<std::string>> out;
    for (;;) {
        const std::size_t tab = row.find('\t');
        const std::string_view field = row.substr(0, tab);
        if (field == "\\N") {
            out.emplace_back(std::nullopt);
        } else {
            std::string value;
            for (std::size_t i = 0; i < field.size(); ++i) {
                if (field[i] != '\\') {
                    value += field[i];
                    continue;
                }
                if (++i == field.size())
                    return std::nullopt;
                switch (field[i]) {
                case 'b':
                    value += '\b';
                    break;
                case 'f':
                    value += '\f';
                    break;
                case 'n':
                    value += '\n';
                    break;
                case 'r':
                    value += '\r';
                    break;
                case 't':
                    value += '\t';
                    break;
                case 'v':
                    value += '\v';
                    break;
                default:
                    // COPY TO writes no octal or hexadecimal escapes: refused, not decoded. Any
                    // other escaped character stands for itself.
                    if ((field[i] >= '0' && field[i] <= '7') || field[i] == 'x')
                        return std::nullopt;
                    value += field[i];
                }
            }
            out.emplace_back(std::move(value));
        }
        if (tab == std::string_view::npos)
            return out;
        row.remove_prefix(tab + 1);
    }
}

} // namespace db
