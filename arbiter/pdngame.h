// A game as read from a PDN file (PDN 3.0), before its moves are checked: tags, the main line's
// moves as written, the result, and whatever could not be read, each with its line and column.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// A place in a text file: 1-based line and column (columns count characters, not bytes).
struct TextPlace
{
    int line = 0;
    int column = 0;

    bool operator==(const TextPlace &) const = default;
};

struct PdnTag
{
    std::string name;
    std::string value;
    TextPlace place;
};

struct PdnMove
{
    std::string text; // as written, without annotations: "c3-d4", "22x15"
    TextPlace place;
    int moveNumber = 0;    // the last move number written before it ("12." or "12..."), 0 if none
    std::string strength;  // "!", "?!", … written right after the move
    std::vector<int> nags; // $n after the move
    std::vector<std::string> comments;   // {…} and ;… comments after the move
    std::vector<std::string> variations; // (…) after the move, kept as written, not replayed
};

// Why the PDN reader stops reading a game, as a code and its facts (`text`, `number`); `message`
// is englishText() of them (the message catalogue of app/ words the same facts in Russian).
enum class PdnProblemCode
{
    TagNameTooLong,     // number: the most characters
    TagNameExpected,    // after '['
    TagValueExpected,   // text: the tag's name
    TagValueTooLong,    // text: the tag's name; number: the most bytes
    TagValueNotClosed,  // text: the tag's name
    TagCloseExpected,   // text: the tag's name
    VariationNotClosed, //
    VariationsTooDeep,  // number: the deepest nesting
    InputTooLarge,      // number: the most bytes of the whole input; reading stops
    GameTooLong,        // number: the most bytes of one game
    CommentNotClosed,   //
    VariationFirst,     // a variation before the first move
    NagNumberExpected,  // after '$'
    NagFirst,           // number: the annotation's number, before the first move
    StrengthFirst,      // text: the move strength ("!?"), before the first move
    UnexpectedCloser,   // text: '}', ')' or ']'
    UnexpectedInMoves,  // text: a character that is no part of PDN movetext
    TokenTooLong,       // number: the most characters
    MoveExpected,       // text: what was found
};

struct PdnProblem
{
    enum class Where
    {
        Tags,
        Moves
    };

    TextPlace place;
    std::string message;
    Where where = Where::Moves;
    PdnProblemCode code = PdnProblemCode::MoveExpected;
    std::string text;
    std::uint64_t number = 0;

    bool operator==(const PdnProblem &) const = default;
};

// The English of `problem`'s facts: "expected ']' to close tag Event".
std::string englishText(const PdnProblem &problem);

struct PdnGame
{
    int index = 0;   // 1-based position in the file
    TextPlace place; // where the game starts
    std::vector<PdnTag> tags;
    std::vector<std::string> leadingComments; // comments before the first move
    std::vector<PdnMove> moves;               // the main line
    std::string result;                       // the game terminator as written, "" if none
    TextPlace resultPlace;
    // What could not be read. The reader stops reading a game at its first problem and goes on
    // with the next game, so there is at most one, and moves after it are missing.
    std::optional<PdnProblem> problem;
    // The game's text as it stands in the file, when the reader was asked to keep it.
    std::string text;

    // The value of the first tag named `name` (case-sensitive, as PDN tags are).
    std::optional<std::string> tag(std::string_view name) const
    {
        for (const PdnTag &t : tags)
            if (t.name == name)
                return t.value;
        return std::nullopt;
    }
};

} // namespace arbiter
