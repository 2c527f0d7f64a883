#include "tournamentstore.h"

#include "decisionlog.h"
#include "storeerrors.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace db {

namespace {

// text[] travels as a JSON array: QPSQL binds no arrays.
QString jsonOf(const std::vector<std::string> &values)
{
    QJsonArray array;
    for (const std::string &value : values)
        array.append(QString::fromStdString(value));
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

std::vector<std::string> valuesOf(const QString &json)
{
    std::vector<std::string> values;
    for (const QJsonValue value : QJsonDocument::fromJson(json.toUtf8()).array())
        values.push_back(value.toString().toStdString());
    return values;
}

std::optional<std::string> text(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional(value.toString().toStdString());
}

QVariant qtext(const std::string &value)
{
    return QString::fromStdString(value);
}

template <class Setting>
QVariant code(Setting value)
{
    return QString::fromUtf8(reports::settingCode(value));
}

// A stored setting's code as its type; a code this program does not know is refused, naming the
// tournament and the column.
template <class Setting>
DbResult<Setting> settingOf(const QVariant &value, const std::string &tournament,
                            std::string_view column)
{
    const std::string stored = value.toString().toStdString();
    if (const auto setting = reports::settingByCode<Setting>(stored))
        return *setting;
    return unknownStoredValue(tournament, column, stored);
}

std::vector<std::string> tieBreakCodes(const std::vector<reports::TieBreak> &order)
{
    std::vector<std::string> codes;
    for (const reports::TieBreak tieBreak : order)
        codes.emplace_back(reports::info(tieBreak).code);
    return codes;
}

// The editable columns' values, in the order the INSERT and the UPDATE name them.
QVariantList editableValues(const Tournament &t)
{
    return {qtext(t.name),
            nullable(t.venue),
            nullable(t.startsOn),
            nullable(t.endsOn),
            nullable(t.chiefArbiter),
            code(t.system),
            nullable(t.roundsPlanned),
            code(t.scoring),
            code(t.ruleSet),
            jsonOf(tieBreakCodes(t.tiebreakOrder)),
            nullable(t.timeControl),
            t.hasIncrement,
            t.drawnOpenings,
            nullable(t.roundOrderSeed),
            code(t.unplayedRounds),
            code(t.standingsBy),
            code(t.withdrawalRule),
            code(t.acceleration),
            code(t.initialColour),
            qtext(std::string(arbiter::rulesOf(t.variant).name))};
}

// The editable columns as the JSON object create_tournament and save_tournament take (0022),
// built by the server from the values of editableValues(), in their order.
const QString settingsObject = QStringLiteral(
    "jsonb_build_object('name', ?::text, 'venue', ?::text, 'starts_on', ?::date, "
    "'ends_on', ?::date, 'chief_arbiter', ?::text, 'system', ?::text, "
    "'rounds_planned', ?::integer, 'scoring', ?::text, 'rule_set', ?::text, "
    "'tiebreak_order', ?::jsonb, 'time_control', ?::text, 'has_increment', ?::boolean, "
    "'drawn_openings', ?::boolean, 'round_order_seed', ?::bigint, 'unplayed_rounds', ?::text, "
    "'standings_by', ?::text, 'withdrawal_rule', ?::text, 'acceleration', ?::text, "
    "'initial_colour', ?::text, 'variant', ?::text)");

} // namespace

DbError unknownStoredValue(const std::string &tournament, std::string_view column,
                           const std::string &stored)
{
    DbError error{"", stored, "tournament '" + tournament + "'", DbError::Kind::UnknownStoredValue};
    error.column = column;
    error.row = tournament;
    return error;
}

DbError unknownVariant(const std::string &tournament, const std::string &stored)
{
    return unknownStoredValue(tournament, "variant", stored);
}

DbResult<std::vector<Tournament>>
TournamentStore::select(const QString &where, const QVariantList &values, std::string_view context)
{
    auto found = m_session.run(
        QStringLiteral(
            "SELECT id, name, venue, to_char(starts_on, 'YYYY-MM-DD'), "
            "to_char(ends_on, 'YYYY-MM-DD'), chief_arbiter, system, rounds_planned, "
            "scoring, rule_set, array_to_json(tiebreak_order)::text, time_control, "
            "has_increment, drawn_openings, version, round_order_seed, "
            "unplayed_rounds, standings_by, withdrawal_rule, acceleration, initial_colour, "
            "variant FROM tournaments ") +
            where,
        values, context);
    if (!found)
        return found.error();
    std::vector<Tournament> tournaments;
    while (found->next()) {
        const QSqlQuery &row = *found;
        Tournament t;
        t.id = row.value(0).toLongLong();
        t.name = row.value(1).toString().toStdString();
        t.venue = text(row.value(2));
        t.startsOn = text(row.value(3));
        t.endsOn = text(row.value(4));
        t.chiefArbiter = text(row.value(5));
        DbStatus unknown;
        const auto read = [&]<class Setting>(Setting &field, int column, std::string_view name) {
            auto setting = settingOf<Setting>(row.value(column), t.name, name);
            if (setting)
                field = *setting;
            else if (!unknown)
                unknown = setting.error();
        };
        read(t.system, 6, "system");
        t.roundsPlanned =
            row.value(7).isNull() ? std::nullopt : std::optional(row.value(7).toInt());
        read(t.scoring, 8, "scoring");
        read(t.ruleSet, 9, "rule_set");
        for (const std::string &stored : valuesOf(row.value(10).toString())) {
            if (const auto tieBreak = reports::tieBreakByCode(stored))
                t.tiebreakOrder.push_back(*tieBreak);
            else if (!unknown)
                unknown = unknownStoredValue(t.name, "tiebreak_order", stored);
        }
        t.timeControl = text(row.value(11));
        t.hasIncrement = row.value(12).toBool();
        t.drawnOpenings = row.value(13).toBool();
        t.version = row.value(14).toInt();
        if (!row.value(15).isNull())
            t.roundOrderSeed = row.value(15).toLongLong();
        read(t.unplayedRounds, 16, "unplayed_rounds");
        read(t.standingsBy, 17, "standings_by");
        read(t.withdrawalRule, 18, "withdrawal_rule");
        read(t.acceleration, 19, "acceleration");
        read(t.initialColour, 20, "initial_colour");
        // The variant first: the game a tournament plays says what its other codes mean.
        const std::string variant = row.value(21).toString().toStdString();
        const auto known = arbiter::variantNamed(variant);
        if (!known)
            return unknownVariant(t.name, variant);
        t.variant = *known;
        if (unknown)
            return *unknown;
        tournaments.push_back(std::move(t));
    }
    return tournaments;
}

DbResult<std::vector<Tournament>> TournamentStore::list()
{
    return select(QStringLiteral("ORDER BY starts_on DESC NULLS LAST, name"), {},
                  "list the tournaments");
}

DbResult<Tournament> TournamentStore::find(std::int64_t id)
{
    auto found = select(QStringLiteral("WHERE id = ?"), {QVariant(static_cast<qlonglong>(id))},
                        "find tournament");
    if (!found)
        return found.error();
    if (found->empty())
        return DbError{"", "there is no tournament " + std::to_string(id), "find tournament",
                       DbError::Kind::NotFound};
    return found->front();
}

DbResult<Tournament> TournamentStore::findByName(const std::string &name)
{
    auto found = select(QStringLiteral("WHERE name = ?"), {qtext(name)}, "find tournament");
    if (!found)
        return found.error();
    if (found->empty())
        return DbError{"", "there is no tournament named '" + name + "'", "find tournament",
                       DbError::Kind::NotFound};
    return found->front();
}

DbResult<Tournament> TournamentStore::create(const Tournament &tournament)
{
    Tournament stored = tournament;
    const StoreAction action{.kind = StoreAction::Kind::CreateTournament, .name = tournament.name};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The tournament and its log entry in one call (0022).
        auto made = m_session.run(QStringLiteral("SELECT id, version FROM create_tournament(") +
                                      settingsObject + QStringLiteral(")"),
                                  editableValues(tournament), context);
        if (!made)
            return made.error();
        made->next();
        stored.id = made->value(0).toLongLong();
        stored.version = made->value(1).toInt();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

DbResult<Tournament> TournamentStore::save(const Tournament &tournament,
                                           const std::optional<std::string> &why)
{
    Tournament stored = tournament;
    const StoreAction action{.kind = StoreAction::Kind::SaveTournament, .name = tournament.name};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The settings and the log entry of what changed in one call (0022); no row when the
        // version read is not the stored one.
        auto saved = updateVersioned(
            m_session,
            QStringLiteral("SELECT v FROM save_tournament(?, ?, ") + settingsObject +
                QStringLiteral(", ?) AS v"),
            QVariantList{QVariant(static_cast<qlonglong>(tournament.id)), tournament.version} +
                    editableValues(tournament)
                << nullable(why),
            QStringLiteral("SELECT version FROM tournaments WHERE id = ?"),
            {QVariant(static_cast<qlonglong>(tournament.id))},
            StoredRow{.kind = StoredRow::Kind::Tournament, .name = tournament.name},
            tournament.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

DbResult<Tournament> TournamentStore::recordRoundOrder(const Tournament &tournament,
                                                       std::int64_t seed,
                                                       const std::vector<int> &tableRounds)
{
    std::string rounds;
    for (const int round : tableRounds)
        rounds += (rounds.empty() ? "" : ",") + std::to_string(round);
    Tournament stored = tournament;
    const StoreAction action{.kind = StoreAction::Kind::RecordRoundOrder, .name = tournament.name};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto saved = updateVersioned(
            m_session,
            // The seed and its log entry in one call (0022).
            QStringLiteral("SELECT v FROM record_round_order(?, ?, ?, ?::integer[]) AS v"),
            {QVariant(static_cast<qlonglong>(tournament.id)), tournament.version,
             QVariant(static_cast<qlonglong>(seed)), QString::fromStdString("{" + rounds + "}")},
            QStringLiteral("SELECT version FROM tournaments WHERE id = ?"),
            {QVariant(static_cast<qlonglong>(tournament.id))},
            StoredRow{.kind = StoredRow::Kind::Tournament, .name = tournament.name},
            tournament.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        stored.roundOrderSeed = seed;
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

} // namespace db
