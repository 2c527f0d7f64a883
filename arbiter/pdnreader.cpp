#include "pdnreader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace arbiter {

namespace {

constexpr std::size_t bufferSize = 1 << 16;

bool isSpace(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Characters that end a word in movetext (besides white space).
bool isDelimiter(int c)
{
    switch (c) {
    case '{':
    case '}':
    case '(':
    case ')':
    case '[':
    case ']':
    case ';':
    case '$':
    case '!':
    case '?':
    case '%':
        return true;
    default:
        return false;
    }
}

bool isResult(std::string_view word)
{
    constexpr std::array<std::string_view, 9> results = {
        "1-0", "0-1", "1/2-1/2", "\xC2\xBD-\xC2\xBD", "2-0", "0-2", "1-1", "0-0", "*"};
    return std::ranges::find(results, word) != results.end();
}

// Characters a written move may hold (DESIGN.md §3); the notation reader judges the rest.
bool isMoveText(std::string_view word)
{
    return !word.empty() && std::ranges::all_of(word, [](char c) {
        return (c >= 'a' && c <= 'h') || (c >= 'A' && c <= 'H') || isDigit(c) || c == '-' ||
               c == 'x' || c == 'X' || c == ':';
    });
}

bool isStrength(std::string_view text)
{
    return !text.empty() && std::ranges::all_of(text, [](char c) { return c == '!' || c == '?'; });
}

std::string quoted(std::string_view text)
{
    std::string out(1, '\'');
    out.append(text);
    out += '\'';
    return out;
}

} // namespace

PdnReader::PdnReader(std::istream &input, Limits limits)
    : m_input(input), m_limits(limits), m_buffer(bufferSize)
{
    // A UTF-8 byte order mark is not part of the text.
    if (fill() && m_end >= 3 && m_buffer[0] == '\xEF' && m_buffer[1] == '\xBB' &&
        m_buffer[2] == '\xBF')
        m_position = 3;
}

bool PdnReader::fill()
{
    if (m_position < m_end)
        return true;
    if (m_inputDone)
        return false;
    m_input.read(m_buffer.data(), static_cast<std::streamsize>(m_buffer.size()));
    m_end = static_cast<std::size_t>(m_input.gcount());
    m_position = 0;
    if (m_end == 0)
        m_inputDone = true;
    return m_end > 0;
}

int PdnReader::peek()
{
    if (m_position >= m_end && !fill())
        return endOfInput;
    return static_cast<unsigned char>(m_buffer[m_position]);
}

int PdnReader::get()
{
    const int c = peek();
    if (c == endOfInput)
        return c;
    ++m_position;
    ++m_consumed;
    if (c == '\n') {
        ++m_line;
        m_column = 1;
    } else if (c != '\r' && (c & 0xC0) != 0x80) {
        ++m_column; // a character's first byte; UTF-8 continuation bytes do not move the column
    }
    return c;
}

void PdnReader::skipSpace()
{
    while (isSpace(peek()))
        get();
}

void PdnReader::skipLine()
{
    for (int c = get(); c != endOfInput && c != '\n'; c = get()) {
    }
}

bool PdnReader::readComment(std::string &text)
{
    get(); // '{'
    for (int c = get(); c != endOfInput; c = get()) {
        if (c == '}')
            return true;
        text += static_cast<char>(c);
    }
    return false;
}

std::string PdnReader::readWord()
{
    std::string word;
    for (int c = peek(); c != endOfInput && !isSpace(c) && !isDelimiter(c); c = peek()) {
        word += static_cast<char>(get());
        if (word.size() > m_limits.maxTokenChars)
            break;
    }
    return word;
}

void PdnReader::skipToGameEnd()
{
    for (;;) {
        skipSpace();
        const int c = peek();
        if (c == endOfInput || (c == '[' && atLineStart()))
            return;
        if (c == '{') {
            std::string ignored;
            if (!readComment(ignored))
                return;
            continue;
        }
        if (isDelimiter(c)) {
            get();
            continue;
        }
        if (isResult(readWord()))
            return;
    }
}

std::optional<PdnProblem> PdnReader::readTag(PdnGame &game)
{
    const TextPlace start = place();
    get(); // '['
    while (peek() == ' ' || peek() == '\t')
        get();
    std::string name;
    for (int c = peek(); c != endOfInput && (std::isalnum(c) || c == '_'); c = peek()) {
        name += static_cast<char>(get());
        if (name.size() > m_limits.maxTokenChars)
            return PdnProblem{start, "a tag name longer than " +
                                         std::to_string(m_limits.maxTokenChars) + " characters"};
    }
    if (name.empty())
        return PdnProblem{place(), "expected a tag name after '['"};
    while (peek() == ' ' || peek() == '\t')
        get();
    if (peek() != '"')
        return PdnProblem{place(), "expected '\"' to open the value of tag " + name};
    get();
    std::string value;
    for (;;) {
        const TextPlace at = place();
        int c = get();
        if (c == endOfInput || c == '\n' || c == '\r')
            return PdnProblem{at, "the value of tag " + name + " is not closed on its line"};
        if (c == '"')
            break;
        if (c == '\\' && (peek() == '"' || peek() == '\\'))
            c = get();
        value += static_cast<char>(c);
        if (value.size() > m_limits.maxTagValueChars)
            return PdnProblem{start, "the value of tag " + name + " is longer than " +
                                         std::to_string(m_limits.maxTagValueChars) + " bytes"};
    }
    while (peek() == ' ' || peek() == '\t')
        get();
    if (peek() != ']')
        return PdnProblem{place(), "expected ']' to close tag " + name};
    get();
    game.tags.push_back({std::move(name), std::move(value), start});
    return std::nullopt;
}

std::optional<PdnProblem> PdnReader::readParenthesized(std::string &text)
{
    const TextPlace start = place();
    get(); // '('
    int depth = 1;
    for (;;) {
        const int c = peek();
        if (c == endOfInput)
            return PdnProblem{start, "the variation opened here is not closed"};
        if (c == '{') {
            text += '{';
            std::string comment;
            if (!readComment(comment))
                return PdnProblem{start, "the variation opened here is not closed"};
            text += comment;
            text += '}';
            continue;
        }
        get();
        if (c == '(' && ++depth > m_limits.maxVariationDepth)
            return PdnProblem{start, "variations nested deeper than " +
                                         std::to_string(m_limits.maxVariationDepth)};
        if (c == ')' && --depth == 0)
            return std::nullopt;
        text += static_cast<char>(c);
    }
}

std::optional<PdnGame> PdnReader::next()
{
    if (m_stopped)
        return std::nullopt;
    for (;;) { // what stands between games: white space and % lines
        skipSpace();
        if (peek() == '%' && atLineStart())
            skipLine();
        else
            break;
    }
    if (peek() == endOfInput)
        return std::nullopt;

    PdnGame game;
    game.index = ++m_gameCount;
    game.place = place();
    const std::uint64_t gameStart = m_consumed;
    bool inMovetext = false;
    bool glued = false; // nothing but the last move's own characters since it was read
    int moveNumber = 0;
    const auto fail = [&](PdnProblem problem) {
        game.problem = std::move(problem);
        skipToGameEnd();
        return game;
    };
    const auto attachComment = [&](std::string comment) {
        (game.moves.empty() ? game.leadingComments : game.moves.back().comments)
            .push_back(std::move(comment));
    };

    for (;;) {
        if (m_consumed > m_limits.maxInputBytes) {
            m_stopped = true;
            game.problem = PdnProblem{place(), "the input is larger than " +
                                                   std::to_string(m_limits.maxInputBytes) +
                                                   " bytes; reading stops here"};
            return game;
        }
        if (m_consumed - gameStart > m_limits.maxGameBytes)
            return fail({place(), "the game is longer than " +
                                      std::to_string(m_limits.maxGameBytes) + " bytes"});
        if (isSpace(peek()))
            glued = false;
        skipSpace();
        const TextPlace at = place();
        const int c = peek();
        if (c == endOfInput)
            return game;
        if (c == '%' && atLineStart()) {
            skipLine();
            continue;
        }
        if (c == '[') {
            if (inMovetext)
                return game; // the next game's tags: this game ends without a result
            if (auto problem = readTag(game))
                return fail(*problem);
            continue;
        }
        inMovetext = true;
        switch (c) {
        case '{': {
            std::string comment;
            if (!readComment(comment))
                return fail({at, "the comment opened here is not closed"});
            attachComment(std::move(comment));
            glued = false;
            continue;
        }
        case ';': {
            get();
            std::string comment;
            for (int d = peek(); d != endOfInput && d != '\n' && d != '\r'; d = peek())
                comment += static_cast<char>(get());
            attachComment(std::move(comment));
            continue;
        }
        case '(': {
            const bool afterMove = glued;
            std::string text;
            if (auto problem = readParenthesized(text))
                return fail(*problem);
            if (afterMove && isStrength(text)) {
                game.moves.back().strength += text;
                continue;
            }
            if (game.moves.empty())
                return fail({at, "a variation before the first move"});
            game.moves.back().variations.push_back(std::move(text));
            glued = false;
            continue;
        }
        case '$': {
            get();
            int nag = 0;
            bool any = false;
            while (peek() >= '0' && peek() <= '9' && nag < 1000) {
                nag = nag * 10 + (get() - '0');
                any = true;
            }
            if (!any)
                return fail({at, "expected a number after '$'"});
            if (game.moves.empty())
                return fail(
                    {at, "an annotation ($" + std::to_string(nag) + ") before the first move"});
            game.moves.back().nags.push_back(nag);
            continue;
        }
        case '!':
        case '?': {
            std::string strength;
            while (peek() == '!' || peek() == '?')
                strength += static_cast<char>(get());
            if (game.moves.empty())
                return fail({at, "a move strength (" + strength + ") before the first move"});
            game.moves.back().strength += strength;
            continue;
        }
        case '}':
        case ')':
        case ']':
            return fail({at, "unexpected " + quoted(std::string(1, static_cast<char>(c))) +
                                 (c == '}' ? " (comments do not nest)" : "")});
        case '*':
            get();
            game.result = "*";
            game.resultPlace = at;
            return game;
        default:
            break;
        }

        std::string word = readWord();
        if (word.size() > m_limits.maxTokenChars)
            return fail({at, "a token longer than " + std::to_string(m_limits.maxTokenChars) +
                                 " characters"});
        if (word.empty()) // a character that is no part of PDN movetext
            return fail({at, "unexpected " + quoted(std::string(1, static_cast<char>(get()))) +
                                 " in the moves"});
        if (isResult(word)) {
            game.result = word;
            game.resultPlace = at;
            return game;
        }
        // A move number: digits and dots, maybe with the move glued on ("1.a3b4").
        std::size_t digits = 0;
        while (digits < word.size() && isDigit(word[digits]))
            ++digits;
        std::size_t dots = digits;
        while (dots < word.size() && word[dots] == '.')
            ++dots;
        TextPlace movePlace = at;
        if (digits == 0 && dots == word.size()) { // "..." standing alone before Black's move
            glued = false;
            continue;
        }
        if (digits > 0 && dots > digits) {
            moveNumber = 0;
            for (std::size_t i = 0; i < digits && moveNumber < 100000; ++i)
                moveNumber = moveNumber * 10 + (word[i] - '0');
            word.erase(0, dots);
            movePlace.column += static_cast<int>(dots);
            if (word.empty()) {
                glued = false;
                continue;
            }
        }
        if (!isMoveText(word))
            return fail({movePlace, "expected a move, found " + quoted(word)});
        game.moves.push_back({std::move(word), movePlace, moveNumber, {}, {}, {}, {}});
        glued = true;
    }
}

} // namespace arbiter
