// Tournaments: read, create, and save with optimistic concurrency. Each call is one transaction.
#pragma once

#include "arbiter/variant.h"
#include "decisionlog.h"
#include "reports/settings.h"
#include "reports/tiebreak.h"
#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct Tournament
{
    std::int64_t id = 0;
    std::string name;
    std::optional<std::string> venue;
    std::optional<std::string> startsOn; // ISO dates: 1950-11-05
    std::optional<std::string> endsOn;
    std::optional<std::string> chiefArbiter;
    // The settings are types here: the store reads each stored code into its type
    // (reports/settings.h) and refuses a code it does not know, naming the tournament and the
    // column (DbError::Kind::UnknownStoredValue).
    reports::PairingSystem system = reports::PairingSystem::RoundRobin;
    std::optional<int> roundsPlanned;
    reports::Scoring scoring = reports::Scoring::OneHalfZero;
    reports::RuleSetId ruleSet = reports::RuleSetId::RussianFmjd64; // of the variant
    std::vector<reports::TieBreak> tiebreakOrder; // first applied first; none: the system's preset
    std::optional<std::string> timeControl;
    bool hasIncrement = true; // false: rule 7.2.9 applies
    bool drawnOpenings = false;
    // The seed of a drawn order of round-robin rounds (reports::drawnRoundOrder); none: the
    // Berger table's order.
    std::optional<std::int64_t> roundOrderSeed;
    // How unplayed games count in the tie-breaks.
    reports::UnplayedRounds unplayedRounds = reports::UnplayedRounds::Fide2024;
    // With drawn openings every pairing is a micro-match of two games (0009); what its standings
    // count.
    reports::MatchStandings standingsBy = reports::MatchStandings::GamePoints;
    // How a withdrawn player's games count (0011).
    reports::WithdrawalRule withdrawalRule = reports::WithdrawalRule::Fide;
    // Accelerated Swiss pairings (0014, FIDE C.04.5.1).
    reports::Acceleration acceleration = reports::Acceleration::None;
    // The initial colour of a Swiss (0015, FIDE C.04.3 E.5); Lot is drawn when round 1 is paired
    // and read back from its pairing.
    reports::InitialColour initialColour = reports::InitialColour::White;
    // The game played (0016, arbiter/variant.h), stored by its name ("russian", "brazilian",
    // "international"); the rule set is of that variant ("international-fmjd" for the FMJD's).
    arbiter::Variant variant = arbiter::Variant::Russian;
    int version = 0; // as read; 0 for a tournament not stored yet
};

// The refusal of a tournament whose stored `column` holds a value this program does not know.
DbError unknownStoredValue(const std::string &tournament, std::string_view column,
                           const std::string &stored);
// The same for its variant.
DbError unknownVariant(const std::string &tournament, const std::string &stored);

class TournamentStore
{
public:
    explicit TournamentStore(SqlSession &session) : m_session(session) {}

    DbResult<std::vector<Tournament>> list();
    DbResult<Tournament> find(std::int64_t id);
    DbResult<Tournament> findByName(const std::string &name);
    // Makes the tournament, logged as created (create_tournament, 0022).
    DbResult<Tournament> create(const Tournament &tournament);
    // Saves over the version read, the settings that changed logged in one entry with `why`
    // (save_tournament, 0022: the database words the changes); nothing logged when nothing
    // changed.
    DbResult<Tournament> save(const Tournament &tournament,
                              const std::optional<std::string> &why = std::nullopt);
    // Records a drawn round order's seed over the version read, with its entry in the decisions
    // log (`tableRounds`: the table's rounds in the order they are played), in one transaction.
    DbResult<Tournament> recordRoundOrder(const Tournament &tournament, std::int64_t seed,
                                          const std::vector<int> &tableRounds);

private:
    DbResult<std::vector<Tournament>> select(const QString &where, const QVariantList &values,
                                             std::string_view context);

    SqlSession &m_session;
};

} // namespace db
