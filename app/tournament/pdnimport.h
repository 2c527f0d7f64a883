// Importing a PDN file into a tournament, for `shashki import` and the desktop's import alike:
// every game read and audited by `rules` (with `endgames`, may be null), stored with its players,
// round, findings and every move through db::GameImporter — all or nothing. A game that cannot be
// replayed, or has no White or Black, stops the import with its place in the file, and the database
// stays as it was; so does a game that contradicts a stored one (the same players and round,
// another game).
#pragma once

#include "arbiter/audit.h"
#include "arbiter/result.h"
#include "db/gameimporter.h"
#include "db/pgconnection.h"
#include "problem.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace app {

struct PdnImportSummary
{
    db::ImportCounts counts;
    std::size_t findings = 0;
    // Games of the file that the tournament holds already (the same players, round, moves and
    // result), skipped.
    std::size_t alreadyStored = 0;
    // Games stored without a round because their Round tag is not a round number ("0", "abc",
    // "3a"): each a BAD_TAG finding (stored with the game too) naming the tag's place.
    std::vector<std::pair<int, arbiter::AuditFinding>> badRounds; // (game index, finding)
    bool cancelled = false;                                       // nothing was imported
};

struct PdnImportProgress
{
    // After each game: how many were read, and how far into the input (0…1; -1 when unknown).
    std::function<void(std::uint64_t games, double fraction)> report;
    // Asked before each game; true undoes everything and ends the import.
    std::function<bool()> cancelled;
};

// `fileName` names the input in problems (GameNotImportable, GameWithoutPlayer, GameConflict:
// nothing imported); `size` is the input's size in bytes for the fraction (0: unknown). A game
// already in the tournament is skipped and counted, never stored twice.
arbiter::Result<PdnImportSummary, Problem>
importPdn(db::PgConnection &connection, std::istream &input, std::uint64_t size,
          const std::string &fileName, const std::string &tournament, bool create,
          const arbiter::RuleSet &rules, const arbiter::EndgameDatabase *endgames,
          const PdnImportProgress &progress = {},
          arbiter::Variant createVariant = arbiter::Variant::Russian);

// The variant the file's first game names by its GameType tag (20 International, 25 Russian …),
// to propose for a new tournament the file is imported into; none when the file cannot be read,
// has no game, or its first game no GameType of a variant a tournament can be of
// (reports::defaultRuleSet).
std::optional<arbiter::Variant> pdnFileVariant(const std::filesystem::path &file);

// The same on a connection of its own to `conninfo` (the window imports on a worker thread, and
// a connection serves one thread); a connection refused is its Problem (databaseproblem.h).
arbiter::Result<PdnImportSummary, Problem>
importPdn(const std::string &conninfo, std::istream &input, std::uint64_t size,
          const std::string &fileName, const std::string &tournament, bool create,
          const arbiter::RuleSet &rules, const arbiter::EndgameDatabase *endgames,
          const PdnImportProgress &progress = {},
          arbiter::Variant createVariant = arbiter::Variant::Russian);

} // namespace app
