// Reads PDN 3.0 as real files are written (docs/rules.md §7, docs/audit-json.md), one game at a
// time, so that memory does not grow with the number of games.
//
// Accepted: tag pairs with any spacing and escaped quotes, UTF-8 (a BOM too), LF or CRLF line ends;
// move numbers "12." and "12..." (also glued to the move, "1.a3b4", and with leading zeros);
// moves as written (checked later against the rules by the notation reader); comments {…} and
// ;… and lines starting with %; variations (…) nested to any depth up to a limit, kept as text and
// not replayed; NAGs $n; strength marks !, ?, !? written after a move or as (!?); the results
// 1-0 0-1 1/2-1/2 ½-½ 2-0 0-2 1-1 0-0 and *. A game ends at its result, at the next game's tags,
// or at the end of the input.
//
// Never throws on bad input and never loops: at the first problem in a game it records the
// problem's line and column, skips to the end of that game and goes on with the next. Limits stop
// hostile input with a clear problem instead of exhausting memory or the stack.
#pragma once

#include "pdngame.h"

#include <cstdint>
#include <istream>
#include <optional>
#include <vector>

namespace arbiter {

class PdnReader
{
public:
    struct Limits
    {
        std::uint64_t maxInputBytes = std::uint64_t{4} << 30; // the whole input
        std::size_t maxGameBytes = std::size_t{4} << 20;      // one game, comments included
        std::size_t maxTokenChars = 256;                      // a move, a tag name
        std::size_t maxTagValueChars = 4096;
        int maxVariationDepth = 64;
    };

    explicit PdnReader(std::istream &input) : PdnReader(input, Limits{}) {}
    PdnReader(std::istream &input, Limits limits);

    // The next game, or nullopt at the end of the input.
    std::optional<PdnGame> next();

    // Whether games come with their text as written (PdnGame::text); off by default.
    void setKeepText(bool keep) { m_keepText = keep; }

private:
    static constexpr int endOfInput = -1;

    // The next byte without taking it, or endOfInput.
    int peek()
    {
        if (m_position >= m_end && !fill())
            return endOfInput;
        return static_cast<unsigned char>(m_buffer[m_position]);
    }
    // The next byte, keeping line and column: a column counts a character's first byte only, so
    // UTF-8 continuation bytes and the CR of CRLF do not move it.
    int get()
    {
        const int c = peek();
        if (c == endOfInput)
            return c;
        ++m_position;
        ++m_consumed;
        if (m_capture)
            *m_capture += static_cast<char>(c);
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if (c != '\r' && (c & 0xC0) != 0x80) {
            ++m_column;
        }
        return c;
    }
    bool atLineStart() const { return m_column == 1; }
    TextPlace place() const { return {m_line, m_column}; }
    bool fill();

    void skipSpace();
    void skipLine();
    // Reads up to a closing '}' (consumed); false at the end of the input.
    bool readComment(std::string &text);
    // Appends to `out` the characters for which `keep` holds, up to `limit` bytes in all; `keep`
    // must refuse line ends. Scans the buffer directly.
    template <class Keep>
    void readWhile(Keep keep, std::string &out, std::size_t limit);
    // Reads a word: the characters up to white space or one of {}()[];$!?%.
    std::string readWord();
    // After a problem: past the game's result, or up to the next game's tags.
    void skipToGameEnd();
    // A tag pair; the cursor is on '['.
    std::optional<PdnProblem> readTag(PdnGame &game);
    // A variation or a parenthesized strength mark; the cursor is on '('.
    std::optional<PdnProblem> readParenthesized(std::string &text);

    std::istream &m_input;
    Limits m_limits;
    std::vector<char> m_buffer;
    std::size_t m_position = 0;
    std::size_t m_end = 0;
    bool m_inputDone = false;
    std::uint64_t m_consumed = 0;
    int m_line = 1;
    int m_column = 1;
    int m_gameCount = 0;
    bool m_stopped = false;
    bool m_keepText = false;
    std::string *m_capture = nullptr; // where consumed text goes while a kept game is read
};

} // namespace arbiter
