#include "endgamedatabase.h"

#include "movegenerator.h"

#include <cassert>

namespace arbiter {

EndgameDatabase::EndgameDatabase() = default;

EndgameDatabase::EndgameDatabase(Loader loader) : m_loader(std::move(loader)) {}

EndgameDatabase::~EndgameDatabase() = default;

void EndgameDatabase::add(EndgameTable table)
{
    const std::lock_guard lock(m_mutex);
    const auto code = static_cast<std::size_t>(table.material().code());
    m_owned.push_back(std::make_unique<EndgameTable>(std::move(table)));
    m_tables[code].store(m_owned.back().get(), std::memory_order_release);
    m_states[code].store(SlotState::Loaded, std::memory_order_release);
}

const EndgameTable *EndgameDatabase::table(Material material) const
{
    const auto code = static_cast<std::size_t>(material.code());
    if (const EndgameTable *loaded = m_tables[code].load(std::memory_order_acquire))
        return loaded;
    // Another thread may have loaded the table between the two reads: its state says so, and the
    // table was stored before the state (release), so reading it again finds it.
    const SlotState state = m_states[code].load(std::memory_order_acquire);
    if (state == SlotState::Loaded)
        return m_tables[code].load(std::memory_order_acquire);
    if (state != SlotState::Untried)
        return nullptr;

    const std::lock_guard lock(m_mutex);
    if (m_states[code].load(std::memory_order_relaxed) != SlotState::Untried)
        return m_tables[code].load(std::memory_order_relaxed);
    const auto bytes = m_loader ? m_loader(EndgameTable::fileName(material)) : std::nullopt;
    if (!bytes) {
        m_states[code].store(SlotState::Missing, std::memory_order_release);
        return nullptr;
    }
    auto parsed = EndgameTable::deserialize(*bytes, material);
    if (!parsed) {
        m_damage.emplace_back(material.code(), parsed.error());
        m_states[code].store(SlotState::Damaged, std::memory_order_release);
        return nullptr;
    }
    m_owned.push_back(std::make_unique<EndgameTable>(parsed.value()));
    m_tables[code].store(m_owned.back().get(), std::memory_order_release);
    m_states[code].store(SlotState::Loaded, std::memory_order_release);
    return m_owned.back().get();
}

std::string EndgameDatabase::problem(Material material) const
{
    if (table(material))
        return {};
    const std::lock_guard lock(m_mutex);
    for (const auto &[code, damage] : m_damage)
        if (code == material.code())
            return EndgameTable::fileName(material) + ": " + englishText(damage);
    return EndgameTable::fileName(material) + " is missing";
}

std::optional<TableDamage> EndgameDatabase::damage(Material material) const
{
    const std::lock_guard lock(m_mutex);
    for (const auto &[code, found] : m_damage)
        if (code == material.code())
            return found;
    return std::nullopt;
}

EndgameDatabase::Probe EndgameDatabase::probe(const Position &position) const
{
    Probe result;
    const Side us = position.sideToMove();
    const int ours = bitboard::count(position.pieces(us));
    const int theirs = bitboard::count(position.pieces(opposite(us)));
    result.pieces = ours + theirs;

    // Positions where a side has no pieces are not stored: the game is over, or ends in one ply.
    if (ours == 0 || theirs == 0) {
        result.status = Probe::Status::Found;
        if (ours == 0 || MoveGenerator::countLegalMoves(position) == 0)
            result.value = {Outcome::Loss, 0};
        else
            result.value = {Outcome::Win, 1};
        return result;
    }
    if (result.pieces > maxPieces) {
        result.status = Probe::Status::TooManyPieces;
        result.reason.kind = EndgameReason::Kind::TooManyPieces;
        result.reason.pieces = result.pieces;
        result.reason.maxPieces = maxPieces;
        return result;
    }
    const Placement placement = Placement::forSideToMove(position);
    const Material material = placement.material();
    const EndgameTable *found = table(material);
    if (!found) {
        const bool damaged = m_states[static_cast<std::size_t>(material.code())].load(
                                 std::memory_order_acquire) == SlotState::Damaged;
        result.status = damaged ? Probe::Status::Damaged : Probe::Status::NotBuilt;
        result.reason.kind = damaged ? EndgameReason::Kind::Damaged : EndgameReason::Kind::NotBuilt;
        result.reason.pieces = result.pieces;
        result.reason.tableFile = EndgameTable::fileName(material);
        if (damaged) {
            const std::optional<TableDamage> recorded = damage(material);
            assert(recorded); // recorded before the slot's state says Damaged
            result.reason.damage = *recorded;
        }
        return result;
    }
    result.status = Probe::Status::Found;
    result.value = found->value(placement);
    return result;
}

} // namespace arbiter
