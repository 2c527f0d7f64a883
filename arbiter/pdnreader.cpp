#include "pdnreader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace arbiter {

namespace {

constexpr std::size_t bufferSize = 1 << 16;

// Character classes of PDN movetext, looked up rather than compared: the reader's inner loops
// test every byte of the file.
enum CharClass : std::uint8_t
{
    space = 1,
    delimiter = 2,
    moveChar = 4
};

constexpr std::array<std::uint8_t, 256> charClasses = [] {
    std::array<std::uint8_t, 256> table{};
    for (char c : {' ', '\t', '\n', '\r', '\f', '\v'})
        table[static_cast<unsigned char>(c)] |= space;
    // Characters that end a word in movetext (besides white space).
    for (char c : {'{', '}', '(', ')', '[', ']', ';', '$', '!', '?', '%'})
        table[static_cast<unsigned char>(c)] |= delimiter;
    // Characters a written move may hold (docs/rules.md §7); the notation reader judges the rest.
    for (char c = 'a'; c <= 'h'; ++c)
        table[static_cast<unsigned char>(c)] |= moveChar;
    for (char c = 'A'; c <= 'H'; ++c)
        table[static_cast<unsigned char>(c)] |= moveChar;
    for (char c = '0'; c <= '9'; ++c)
        table[static_cast<unsigned char>(c)] |= moveChar;
    for (char c : {'-', 'x', 'X', ':'})
        table[static_cast<unsigned char>(c)] |= moveChar;
    return table;
}();

bool isSpace(int c)
{
    return c >= 0 && (charClasses[static_cast<std::size_t>(c)] & space);
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isDelimiter(int c)
{
    return c >= 0 && (charClasses[static_cast<std::size_t>(c)] & delimiter);
}

bool isResult(std::string_view word)
{
    // Every result starts with 0, 1, 2, * or ½ (0xC2 0xBD): most words are moves, sent away here.
    if (word.empty() || !(word[0] == '0' || word[0] == '1' || word[0] == '2' || word[0] == '*' ||
                          word[0] == '\xC2'))
        return false;
    constexpr std::array<std::string_view, 9> results = {
        "1-0", "0-1", "1/2-1/2", "\xC2\xBD-\xC2\xBD", "2-0", "0-2", "1-1", "0-0", "*"};
    return std::ranges::find(results, word) != results.end();
}

// Whether `word` holds only characters a written move may hold.
bool isMoveText(std::string_view word)
{
    return !word.empty() && std::ranges::all_of(word, [](char c) {
        return (charClasses[static_cast<unsigned char>(c)] & moveChar) != 0;
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

// A problem of `code` at `at` with its facts, worded.
PdnProblem problemAt(TextPlace at, PdnProblemCode code, std::string text = {},
                     std::uint64_t number = 0)
{
    PdnProblem problem;
    problem.place = at;
    problem.code = code;
    problem.text = std::move(text);
    problem.number = number;
    problem.message = englishText(problem);
    return problem;
}

} // namespace

std::string englishText(const PdnProblem &problem)
{
    const std::string number = std::to_string(problem.number);
    const std::string &text = problem.text;
    using Code = PdnProblemCode;
    switch (problem.code) {
    case Code::TagNameTooLong:
        return "a tag name longer than " + number + " characters";
    case Code::TagNameExpected:
        return "expected a tag name after '['";
    case Code::TagValueExpected:
        return "expected '\"' to open the value of tag " + text;
    case Code::TagValueTooLong:
        return "the value of tag " + text + " is longer than " + number + " bytes";
    case Code::TagValueNotClosed:
        return "the value of tag " + text + " is not closed on its line";
    case Code::TagCloseExpected:
        return "expected ']' to close tag " + text;
    case Code::VariationNotClosed:
        return "the variation opened here is not closed";
    case Code::VariationsTooDeep:
        return "variations nested deeper than " + number;
    case Code::InputTooLarge:
        return "the input is larger than " + number + " bytes; reading stops here";
    case Code::GameTooLong:
        return "the game is longer than " + number + " bytes";
    case Code::CommentNotClosed:
        return "the comment opened here is not closed";
    case Code::VariationFirst:
        return "a variation before the first move";
    case Code::NagNumberExpected:
        return "expected a number after '$'";
    case Code::NagFirst:
        return "an annotation ($" + number + ") before the first move";
    case Code::StrengthFirst:
        return "a move strength (" + text + ") before the first move";
    case Code::UnexpectedCloser:
        return "unexpected " + quoted(text) + (text == "}" ? " (comments do not nest)" : "");
    case Code::UnexpectedInMoves:
        return "unexpected " + quoted(text) + " in the moves";
    case Code::TokenTooLong:
        return "a token longer than " + number + " characters";
    case Code::MoveExpected:
        return "expected a move, found " + quoted(text);
    }
    return {};
}

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

void PdnReader::skipSpace()
{
    // The buffer is scanned directly: white space is most of a PDN file.
    while (m_position < m_end || fill()) {
        const char c = m_buffer[m_position];
        if (c == ' ' || c == '\t' || c == '\f' || c == '\v') {
            ++m_column;
        } else if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if (c != '\r') {
            return;
        }
        if (m_capture)
            *m_capture += c;
        ++m_position;
        ++m_consumed;
    }
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

template <class Keep>
void PdnReader::readWhile(Keep keep, std::string &out, std::size_t limit)
{
    while (out.size() <= limit && (m_position < m_end || fill())) {
        const std::size_t start = m_position;
        while (m_position < m_end) {
            const auto c = static_cast<unsigned char>(m_buffer[m_position]);
            if (!keep(c))
                break;
            if ((c & 0xC0) != 0x80)
                ++m_column;
            ++m_position;
        }
        out.append(m_buffer.data() + start, m_position - start);
        if (m_capture)
            m_capture->append(m_buffer.data() + start, m_position - start);
        m_consumed += m_position - start;
        if (m_position < m_end)
            break; // stopped by a character, not by the buffer's end
    }
}

std::string PdnReader::readWord()
{
    std::string word;
    readWhile([](unsigned char c) { return (charClasses[c] & (space | delimiter)) == 0; }, word,
              m_limits.maxTokenChars);
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
    readWhile([](unsigned char c) { return std::isalnum(c) || c == '_'; }, name,
              m_limits.maxTokenChars);
    if (name.size() > m_limits.maxTokenChars)
        return problemAt(start, PdnProblemCode::TagNameTooLong, {}, m_limits.maxTokenChars);
    if (name.empty())
        return problemAt(place(), PdnProblemCode::TagNameExpected);
    while (peek() == ' ' || peek() == '\t')
        get();
    if (peek() != '"')
        return problemAt(place(), PdnProblemCode::TagValueExpected, name);
    get();
    std::string value;
    for (;;) {
        readWhile([](unsigned char c) { return c != '"' && c != '\\' && c != '\n' && c != '\r'; },
                  value, m_limits.maxTagValueChars);
        if (value.size() > m_limits.maxTagValueChars)
            return problemAt(start, PdnProblemCode::TagValueTooLong, name,
                             m_limits.maxTagValueChars);
        const TextPlace at = place();
        int c = get();
        if (c == endOfInput || c == '\n' || c == '\r')
            return problemAt(at, PdnProblemCode::TagValueNotClosed, name);
        if (c == '"')
            break;
        if (c == '\\' && (peek() == '"' || peek() == '\\'))
            c = get();
        value += static_cast<char>(c);
        if (value.size() > m_limits.maxTagValueChars)
            return problemAt(start, PdnProblemCode::TagValueTooLong, name,
                             m_limits.maxTagValueChars);
    }
    while (peek() == ' ' || peek() == '\t')
        get();
    if (peek() != ']')
        return problemAt(place(), PdnProblemCode::TagCloseExpected, name);
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
            return problemAt(start, PdnProblemCode::VariationNotClosed);
        if (c == '{') {
            text += '{';
            std::string comment;
            if (!readComment(comment))
                return problemAt(start, PdnProblemCode::VariationNotClosed);
            text += comment;
            text += '}';
            continue;
        }
        get();
        if (c == '(' && ++depth > m_limits.maxVariationDepth)
            return problemAt(start, PdnProblemCode::VariationsTooDeep, {},
                             static_cast<std::uint64_t>(m_limits.maxVariationDepth));
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
    // Consumed text goes into the game while it is read; detached before any return.
    struct Capture
    {
        std::string *&target;
        ~Capture() { target = nullptr; }
    } capture{m_capture};
    if (m_keepText)
        m_capture = &game.text;
    game.moves.reserve(128);
    game.tags.reserve(8);
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
            game.problem =
                problemAt(place(), PdnProblemCode::InputTooLarge, {}, m_limits.maxInputBytes);
            return game;
        }
        if (m_consumed - gameStart > m_limits.maxGameBytes)
            return fail(problemAt(place(), PdnProblemCode::GameTooLong, {}, m_limits.maxGameBytes));
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
            if (auto problem = readTag(game)) {
                problem->where = PdnProblem::Where::Tags;
                return fail(*problem);
            }
            continue;
        }
        inMovetext = true;
        switch (c) {
        case '{': {
            std::string comment;
            if (!readComment(comment))
                return fail(problemAt(at, PdnProblemCode::CommentNotClosed));
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
                return fail(problemAt(at, PdnProblemCode::VariationFirst));
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
                return fail(problemAt(at, PdnProblemCode::NagNumberExpected));
            if (game.moves.empty())
                return fail(
                    problemAt(at, PdnProblemCode::NagFirst, {}, static_cast<std::uint64_t>(nag)));
            game.moves.back().nags.push_back(nag);
            continue;
        }
        case '!':
        case '?': {
            std::string strength;
            while (peek() == '!' || peek() == '?')
                strength += static_cast<char>(get());
            if (game.moves.empty())
                return fail(problemAt(at, PdnProblemCode::StrengthFirst, strength));
            game.moves.back().strength += strength;
            continue;
        }
        case '}':
        case ')':
        case ']':
            return fail(problemAt(at, PdnProblemCode::UnexpectedCloser,
                                  std::string(1, static_cast<char>(c))));
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
            return fail(problemAt(at, PdnProblemCode::TokenTooLong, {}, m_limits.maxTokenChars));
        if (word.empty()) // a character that is no part of PDN movetext
            return fail(problemAt(at, PdnProblemCode::UnexpectedInMoves,
                                  std::string(1, static_cast<char>(get()))));
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
            return fail(problemAt(movePlace, PdnProblemCode::MoveExpected, word));
        // Square numbers padded to two columns ("1- 6", "47x 9", as some 10×10 databases write
        // them): the number after the separator is part of the move.
        if (const char last = word.back();
            last == '-' || last == 'x' || last == 'X' || last == ':') {
            skipSpace();
            if (const int next = peek(); next >= '0' && next <= '9') {
                const std::string rest = readWord();
                if (!isMoveText(rest))
                    return fail(
                        problemAt(movePlace, PdnProblemCode::MoveExpected, word + " " + rest));
                word += rest;
            }
        }
        PdnMove &move = game.moves.emplace_back();
        move.text = std::move(word);
        move.place = movePlace;
        move.moveNumber = moveNumber;
        glued = true;
    }
}

} // namespace arbiter
