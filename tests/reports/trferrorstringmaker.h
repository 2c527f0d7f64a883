#pragma once
// Catch2 prints a TrfError in a failed check as its place, its code's number and the facts that
// are not their defaults; trftest::error makes the error a test expects.

#include "reports/trferror.h"

#include <catch2/catch.hpp>
#include <string>

namespace Catch {
template <>
struct StringMaker<reports::TrfError>
{
    static std::string convert(const reports::TrfError &error)
    {
        std::string text = std::to_string(error.line) + ":" + std::to_string(error.column) +
                           ": code " + std::to_string(static_cast<int>(error.code));
        const auto number = [&text](const char *name, int value) {
            if (value != 0)
                text += std::string(" ") + name + "=" + std::to_string(value);
        };
        const auto word = [&text](const char *name, const std::string &value) {
            if (!value.empty())
                text += std::string(" ") + name + "='" + value + "'";
        };
        number("lastColumn", error.lastColumn);
        word("record", error.record);
        number("otherLine", error.otherLine);
        word("written", error.written);
        number("round", error.round);
        number("startNumber", error.startNumber);
        word("player", error.player);
        word("opponent", error.opponent);
        number("named", error.named);
        const auto colour = [&text](const char *name, reports::TrfColour value) {
            if (value != reports::TrfColour::None)
                text += std::string(" ") + name +
                        (value == reports::TrfColour::White ? "=white" : "=black");
        };
        colour("colour", error.colour);
        colour("otherColour", error.otherColour);
        if (error.result != ' ')
            word("result", std::string(1, error.result));
        if (error.otherResult != ' ')
            word("otherResult", std::string(1, error.otherResult));
        word("expected", error.expected);
        return "{" + text + "}";
    }
};
} // namespace Catch

namespace trftest {

// An error at `line` and `column` with `code` and its `facts`.
inline reports::TrfError error(int line, int column, reports::TrfErrorCode code,
                               reports::TrfError facts = {})
{
    facts.line = line;
    facts.column = column;
    facts.code = code;
    return facts;
}

} // namespace trftest
