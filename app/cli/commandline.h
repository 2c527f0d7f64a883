// The command-line contract of docs/commandline.md: subcommands print to stdout and errors to
// stderr, and exit 0 on success, 1 when the input was read but checks failed, 2 on bad usage or
// unreadable input.
#pragma once

#include "app/tournament/database.h"
#include "app/tournament/decodedinput.h"
#include "app/tournament/exitcode.h"
#include "reports/settings.h"

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <iosfwd>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace reports {
enum class TieBreak;
}

namespace app {

// An option's value read as a type: `value` is empty when the option was not given; `refused`
// when its text was not one (the one line "shashki COMMAND: --OPTION needs WHAT, not 'VALUE'" is
// on the error stream then, and the command exits with BadUsage before any database work).
template <class T>
struct OptionValue
{
    std::optional<T> value;
    bool refused = false;
};

// Options of one subcommand: "--name value" and "--flag", in any order.
class CommandLine
{
public:
    struct OptionSpec
    {
        std::string_view name; // without the dashes
        bool takesValue;
    };

    // Parses `args` (after the subcommand) against `specs`; on error, `error()` says why.
    CommandLine(const std::vector<std::string> &args, const std::vector<OptionSpec> &specs);

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    bool has(std::string_view name) const;
    std::optional<std::string> value(std::string_view name) const;
    const std::vector<std::string> &positional() const { return m_positional; }

    // Typed values. Each refusal is one line on `err` naming the option and the text given.
    //
    // A whole number in min…max: the text is all digits (a leading '-' only where `min` is
    // negative), no spaces, nothing after, no overflow. `what` names it in the refusal: "--round
    // needs a round number from 1, not '2x'" (no upper bound is said when `max` is the type's).
    OptionValue<int> intOption(std::string_view name, std::string_view what, int min, int max,
                               std::string_view command, std::ostream &err) const;
    OptionValue<std::int64_t> int64Option(std::string_view name, std::string_view what,
                                          std::int64_t min, std::int64_t max,
                                          std::string_view command, std::ostream &err) const;
    // Whole numbers in min…max separated by commas ("3,7"), each read as intOption reads one;
    // `what` is all the refusal says they should be ("start numbers separated by commas").
    OptionValue<std::vector<int>> intListOption(std::string_view name, std::string_view what,
                                                int min, int max, std::string_view command,
                                                std::ostream &err) const;
    // One of `allowed`, exactly: "--system needs round-robin, double-round-robin, swiss or
    // match, not 'knockout'".
    OptionValue<std::string> choiceOption(std::string_view name,
                                          std::initializer_list<std::string_view> allowed,
                                          std::string_view command, std::ostream &err) const;
    OptionValue<std::string> choiceOption(std::string_view name,
                                          std::span<const std::string_view> allowed,
                                          std::string_view command, std::ostream &err) const;
    // A tournament setting by its code (reports/settings.h): "--system needs round-robin,
    // double-round-robin, swiss or match, not 'knockout'".
    template <class Setting>
    OptionValue<Setting> settingOption(std::string_view name, std::string_view command,
                                       std::ostream &err) const
    {
        static constexpr auto codes = reports::settingCodes<Setting>();
        const OptionValue<std::string> text = choiceOption(name, std::span(codes), command, err);
        if (!text.value)
            return {std::nullopt, text.refused};
        return {reports::settingByCode<Setting>(*text.value), false};
    }

    // What every subcommand does first: on a parse error or more than `maxPositional` arguments,
    // one line "shashki COMMAND: …" on `err` and BadUsage; with --help, `usage` on `out` and
    // Success; otherwise nullopt, and the command goes on.
    std::optional<int> handleUsage(std::string_view command, std::string_view usage,
                                   std::ostream &out, std::ostream &err,
                                   std::size_t maxPositional = 0) const;

private:
    std::vector<std::pair<std::string, std::string>> m_options;
    std::vector<std::string> m_positional;
    std::string m_error;
};

// No upper bound for intOption.
constexpr int noMaximum = std::numeric_limits<int>::max();

// The refusal of an option's value, the one format of them all: "shashki COMMAND: --OPTION needs
// WHAT, not 'VALUE'" and a line break, on `err`.
void refuseOption(std::string_view command, std::string_view option, std::string_view what,
                  std::string_view value, std::ostream &err);

// Runs `shashki ARGS…` with the given streams; returns the exit code.
int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app

namespace arbiter {
struct Board32;
template <class B>
class BasicPosition;
using Position = BasicPosition<Board32>; // arbiter/position.h
struct RuleSet;
} // namespace arbiter

namespace app {

// The position of a --fen option (the initial position without it); on a bad FEN, writes
// "shashki COMMAND: bad FEN at column C: MESSAGE" to `err` and returns nullopt.
std::optional<arbiter::Position> positionOption(const CommandLine &options,
                                                std::string_view command, std::ostream &err);

// The shared server to use: --db, else $SHASHKI_DB; nullopt for the embedded cluster.
std::optional<std::string> databaseUrl(const CommandLine &options);
// Whether `path` names a file that can be read as input; otherwise one line "shashki COMMAND:
// PATH is a directory, not a file" (or does not exist, or cannot be opened) on `err`.
bool readableFile(const std::string &path, std::string_view command, std::ostream &err);

// The database of --db (app::openDatabase); errors go to `err` as "shashki COMMAND: …".
std::optional<Database> openCommandDatabase(const CommandLine &options, const std::string &command,
                                            std::ostream &err);
// A session on that database (app::openSession; the database kept open in `database`); nullptr
// after printing why not.
std::unique_ptr<db::SqlSession> openCommandSession(const CommandLine &options,
                                                   const std::string &command,
                                                   std::optional<Database> &database,
                                                   std::ostream &err);

// The rule set of --rules (default russian-fmjd64) with --no-increment-clock applied; on an
// unknown id, one line on `err` and nullopt.
std::optional<arbiter::RuleSet> ruleSetOption(const CommandLine &options, std::string_view command,
                                              std::ostream &err);

// What --encoding names (one of app::encodingChoiceNames); Detect when it is not given.
OptionValue<EncodingChoice> encodingOption(const CommandLine &options, std::string_view command,
                                           std::ostream &err);

// The text of input file `path` as UTF-8 (app::DecodedInput), read in `encoding`; nullptr after
// one line on `err` ("shashki COMMAND: FILE:LINE:COL: the byte 0xC1 at offset 17 …") when it
// cannot be opened or is not text in it. With `sayEncoding`, a file read as anything but UTF-8 is
// said in one line on `err`: "games.pdn: read as Windows-1251".
std::unique_ptr<DecodedInput> openTextInput(const std::string &path, EncodingChoice encoding,
                                            std::string_view command, bool sayEncoding,
                                            std::ostream &err);

// The tie-break order of --tiebreaks: a preset name or codes separated by commas
// (reports::parseTieBreaks); an unknown code is refused naming it.
OptionValue<std::vector<reports::TieBreak>>
tieBreaksOption(const CommandLine &options, std::string_view command, std::ostream &err);

} // namespace app
