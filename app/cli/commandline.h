// The command-line contract of DESIGN.md §6: subcommands print to stdout and errors to stderr,
// and exit 0 on success, 1 when the input was read but checks failed, 2 on bad usage or
// unreadable input.
#pragma once

#include "app/tournament/database.h"
#include "app/tournament/exitcode.h"

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

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

// Runs `shashki ARGS…` with the given streams; returns the exit code.
int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app

namespace arbiter {
class Position;
struct RuleSet;
} // namespace arbiter

namespace app {

// The position of a --fen option (the initial position without it); on a bad FEN, writes
// "shashki COMMAND: bad FEN at column C: MESSAGE" to `err` and returns nullopt.
std::optional<arbiter::Position> positionOption(const CommandLine &options,
                                                std::string_view command, std::ostream &err);

// The shared server to use: --db, else $SHASHKI_DB; nullopt for the embedded cluster.
std::optional<std::string> databaseUrl(const CommandLine &options);
// The database of --db (app::openDatabase); errors go to `err` as "shashki COMMAND: …".
std::optional<Database> openCommandDatabase(const CommandLine &options, const std::string &command,
                                            std::ostream &err);

// The rule set of --rules (default russian-fmjd64) with --no-increment-clock applied; on an
// unknown id, one line on `err` and nullopt.
std::optional<arbiter::RuleSet> ruleSetOption(const CommandLine &options, std::string_view command,
                                              std::ostream &err);

} // namespace app
