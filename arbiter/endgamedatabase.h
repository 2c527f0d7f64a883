// The endgame database: exact game values of positions with few pieces (EndgameValue), one table
// per material class (EndgameTable), loaded when first needed.
//
// probe() is thread-safe: tables are loaded once under a lock and read without one afterwards.
// The rules core does no I/O of its own: where tables come from is the caller's Loader (the
// command line reads files from the database directory).
#pragma once

#include "endgamereason.h"
#include "endgametable.h"
#include "position.h"

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace arbiter {

class EndgameDatabase
{
public:
    // The database covers positions of up to this many pieces (EndgameIndex works up to it).
    static constexpr int maxPieces = 6;

    // The file form (EndgameTable::serialize) of the table named `fileName`, or nullopt when it
    // does not exist.
    using Loader = std::function<std::optional<std::vector<std::uint8_t>>(const std::string &)>;

    struct Probe
    {
        enum class Status
        {
            Found,         // `value` holds the game value
            TooManyPieces, // more pieces than any table holds
            NotBuilt,      // the table of this class is missing
            Damaged,       // the table's file failed its checks
        };
        Status status = Status::NotBuilt;
        EndgameValue value;
        int pieces = 0;
        EndgameReason reason; // for every status but Found: why there is no value
    };

    // A database with no tables but those add()ed.
    EndgameDatabase();
    // A database reading tables through `loader` when first needed.
    explicit EndgameDatabase(Loader loader);
    ~EndgameDatabase();
    EndgameDatabase(const EndgameDatabase &) = delete;
    EndgameDatabase &operator=(const EndgameDatabase &) = delete;

    // Makes `table` the table of its class (replacing one loaded before).
    void add(EndgameTable table);

    // The table of a class, loaded if needed; nullptr when it is missing or damaged.
    const EndgameTable *table(Material material) const;
    // Why table(material) is null, in English (the command line's words): "" when it is not,
    // else "w1m0k-b0m1k.shtb is missing" or the file and englishText() of its damage.
    std::string problem(Material material) const;

    Probe probe(const Position &position) const;

private:
    enum class SlotState : std::uint8_t
    {
        Untried,
        Loaded,
        Missing,
        Damaged
    };

    Loader m_loader;
    mutable std::mutex m_mutex;
    mutable std::array<std::atomic<const EndgameTable *>, Material::codeCount> m_tables{};
    mutable std::array<std::atomic<SlotState>, Material::codeCount> m_states{};
    mutable std::vector<std::unique_ptr<EndgameTable>> m_owned;
    // What the checks of a damaged table found (EndgameTable::deserialize), none for none.
    std::optional<TableDamage> damage(Material material) const;

    mutable std::vector<std::pair<int, TableDamage>> m_damage; // material code, what was found
};

} // namespace arbiter
