#include "decisiontext.h"

#include "claimruling.h"
#include "jsonnumber.h"
#include "reports/pairingresult.h"
#include "reports/reportlanguage.h"
#include "rounddraw.h"
#include "typedtext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

namespace app {
namespace {

// A string of the facts, nullopt when it is missing or not a string.
std::optional<std::string> text(const QJsonObject &facts, const char *key)
{
    const QJsonValue value = facts.value(QLatin1String(key));
    if (!value.isString())
        return std::nullopt;
    return value.toString().toStdString();
}

// A whole number (app::wholeNumber) as digits; nullopt when it is missing or not one.
std::optional<std::string> digits(const QJsonValue &value)
{
    const auto whole = wholeNumber(value);
    return whole ? std::optional(std::to_string(*whole)) : std::nullopt;
}

// A whole number of the facts, as digits.
std::optional<std::string> number(const QJsonObject &facts, const char *key)
{
    return digits(facts.value(QLatin1String(key)));
}

// A number of boards: 1 доска, 2 доски, 5 досок, 21 доска (reports::russianCount).
std::string boardsText(std::int64_t count)
{
    const std::string written = std::to_string(count);
    switch (reports::russianCount(count)) {
    case reports::RussianCount::One:
        return written + " доска";
    case reports::RussianCount::Few:
        return written + " доски";
    case reports::RussianCount::Many:
        return written + " досок";
    }
    return written;
}

// A result's code in Russian ("1-0", "своб. 1"); none: «нет». A code this version does not know
// stays as written.
std::optional<std::string> resultCode(const QJsonObject &facts, const char *key)
{
    const QJsonValue value = facts.value(QLatin1String(key));
    if (value.isNull() || value.isUndefined())
        return "нет";
    if (!value.isString())
        return std::nullopt;
    const std::string code = value.toString().toStdString();
    const auto result = reports::pairingResultByCode(code);
    return result ? reports::resultText(*result, Language::Russian) : code;
}

// A board's facts (pairing_facts, migrations/0017): «2-й тур, доска 3 (White - Black)», Black
// «свободен» for a bye.
std::optional<std::string> boardLabel(const QJsonObject &board)
{
    const auto round = number(board, "round");
    const auto seat = number(board, "board");
    const auto white = text(board, "white");
    const QJsonValue blackValue = board.value(QStringLiteral("black"));
    if (!round || !seat || !white || !(blackValue.isString() || blackValue.isNull()))
        return std::nullopt;
    const std::string black =
        blackValue.isNull() ? std::string("свободен") : blackValue.toString().toStdString();
    return *round + "-й тур, доска " + *seat + " (" + *white + " - " + black + ")";
}

// What was drawn or given with a round (app::RoundDraw), after «жеребьёвка N-го тура: …».
std::optional<std::string> drawnText(const QJsonValue &value, const std::string &round)
{
    if (value.isNull() || value.isUndefined())
        return "";
    const auto draw = roundDrawOfJson(value.toObject());
    if (!value.isObject() || !draw)
        return std::nullopt;
    const std::string text = russianText(*draw, round);
    return text.empty() ? text : "; " + text;
}

// app::settingChanges' names of the settings.
std::optional<std::string_view> settingName(const std::string &setting)
{
    static const std::array<std::pair<std::string_view, std::string_view>, 21> names = {{
        {"system", "система проведения"},
        {"number of rounds", "число туров"},
        {"micro-matches", "микроматчи"},
        {"round order", "порядок туров"},
        {"acceleration", "ускорение жеребьёвки"},
        {"initial colour", "начальный цвет"},
        {"name", "название"},
        {"venue", "место проведения"},
        {"start date", "дата начала"},
        {"end date", "дата окончания"},
        {"chief arbiter", "главный судья"},
        {"scoring", "подсчёт очков"},
        {"rule set", "правила игры"},
        {"tie-break order", "порядок дополнительных показателей"},
        {"time control", "контроль времени"},
        {"increment", "добавление времени"},
        {"unplayed games in tie-breaks", "несыгранные партии в дополнительных показателях"},
        {"micro-match standings", "места в микроматчах"},
        {"withdrawal rule", "правило выбытия"},
        {"start numbers", "стартовые номера"},
        {"variant", "игра"},
    }};
    for (const auto &[code, name] : names)
        if (code == setting)
            return name;
    return std::nullopt;
}

// app::saveTournamentSettings' changes; app/tournament/tournamentsettings' words for values.
std::optional<std::string> settingsText(const QJsonObject &facts, const ValueName &valueName)
{
    const auto value = [&valueName](const std::string &setting,
                                    const std::string &word) -> std::string {
        if (valueName)
            if (auto named = valueName(setting, word))
                return *named;
        if (word == "yes")
            return "да";
        if (word == "no" || word == "none")
            return "нет";
        if (word == "default")
            return "по умолчанию";
        return word;
    };
    const QJsonValue changes = facts.value(QStringLiteral("changes"));
    if (!changes.isArray() || changes.toArray().isEmpty())
        return std::nullopt;
    std::string out = "изменены настройки: ";
    bool first = true;
    for (const QJsonValue &each : changes.toArray()) {
        const QJsonObject change = each.toObject();
        const auto setting = text(change, "setting");
        const auto before = text(change, "before");
        const auto after = text(change, "after");
        if (!setting || !before || !after)
            return std::nullopt;
        const auto name = settingName(*setting);
        if (!name)
            return std::nullopt;
        out += (first ? "" : "; ") + std::string(*name) + ": " + value(*setting, *before) + " → " +
               value(*setting, *after);
        first = false;
    }
    return out;
}

// save_player's changes (migrations/0022): each field's name, values as stored (none: «нет»).
std::optional<std::string> playerChangesText(const QJsonObject &facts)
{
    static const std::array<std::pair<std::string_view, std::string_view>, 8> fields = {{
        {"name", "имя"},
        {"birth year", "год рождения"},
        {"title", "звание"},
        {"rating", "рейтинг"},
        {"club", "клуб"},
        {"region", "регион"},
        {"federation id", "номер в федерации"},
        {"FMJD id", "номер FMJD"},
    }};
    const auto player = text(facts, "player");
    const QJsonValue changes = facts.value(QStringLiteral("changes"));
    if (!player || !changes.isArray() || changes.toArray().isEmpty())
        return std::nullopt;
    const auto value = [](const QJsonValue &stored) -> std::optional<std::string> {
        if (stored.isNull())
            return std::string("нет");
        if (!stored.isString())
            return std::nullopt;
        return stored.toString().toStdString();
    };
    std::string out = "изменены данные игрока " + *player + ": ";
    bool first = true;
    for (const QJsonValue &each : changes.toArray()) {
        const QJsonObject change = each.toObject();
        const auto field = text(change, "field");
        const auto before = value(change.value(QStringLiteral("before")));
        const auto after = value(change.value(QStringLiteral("after")));
        if (!field || !before || !after)
            return std::nullopt;
        const auto *name = std::find_if(fields.begin(), fields.end(), [&field](const auto &known) {
            return known.first == *field;
        });
        if (name == fields.end())
            return std::nullopt;
        out += (first ? "" : "; ") + std::string(name->second) + ": " + *before + " → " + *after;
        first = false;
    }
    return out;
}

std::optional<std::string> procedureText(const std::string &procedure)
{
    if (procedure == "after-move")
        return "после хода";
    if (procedure == "written-move")
        return "с записанным ходом";
    if (procedure == "automatic")
        return "ничья по правилу";
    if (procedure == "count")
        return "по счёту ходов";
    return std::nullopt;
}

// app::recordClaimRuling: the verdict's facts (claimRulingJson).
std::optional<std::string> claimText(const QJsonObject &verdict)
{
    const auto message = claimMessageOfJson(verdict);
    const auto ply = number(verdict, "ply");
    const auto rule = arbiter::drawRuleOfId(text(verdict, "rule").value_or(""));
    const auto procedure = procedureText(text(verdict, "procedure").value_or(""));
    if (!message || !ply || !rule || !procedure || !verdict.value(QStringLiteral("valid")).isBool())
        return std::nullopt;
    // A damaged table described in English words (stored before arbiter::TableDamage): the
    // whole entry as stored, no English inside the Russian.
    if (const auto *count = arbiter::factsOf<arbiter::CountFacts>(*message);
        count && count->reason && count->reason->storedDamageText)
        return std::nullopt;
    const bool valid = verdict.value(QStringLiteral("valid")).toBool();
    return "заявка на ничью (" + describe(*rule, Language::Russian) + ", " + *procedure +
           ") после " + *ply + "-го полухода: " + (valid ? "верна" : "неверна") + " — " +
           describeClaimReason(*message, Language::Russian);
}

QJsonObject objectOf(const std::optional<std::string> &json)
{
    if (!json)
        return {};
    return QJsonDocument::fromJson(QByteArray::fromStdString(*json)).object();
}

// The entry of `kind` said in Russian from its facts (migrations/0017 lists each kind's); nullopt
// when the facts are not those of the kind.
std::optional<std::string> russian(db::DecisionKind kind, const QJsonObject &facts,
                                   const ValueName &valueName)
{
    using Kind = db::DecisionKind;
    const auto player = text(facts, "player");
    switch (kind) {
    case Kind::Result: {
        const auto label = boardLabel(facts);
        const auto game = number(facts, "game");
        const auto before = resultCode(facts, "before");
        const auto after = resultCode(facts, "after");
        if (!label || !game || !before || !after || (*game != "1" && *game != "2"))
            return std::nullopt;
        return std::string(*game == "2" ? "результат 2-й партии: " : "результат: ") + *label +
               ": " + *before + " → " + *after;
    }
    case Kind::Paired: {
        const auto round = number(facts, "round");
        const auto boards = wholeNumber(facts.value(QStringLiteral("boards")));
        if (!round || !boards)
            return std::nullopt;
        const auto drawn = drawnText(facts.value(QStringLiteral("drawn")), *round);
        if (!drawn)
            return std::nullopt;
        return "жеребьёвка " + *round + "-го тура: " + boardsText(*boards) + *drawn;
    }
    case Kind::Unpaired: {
        const auto round = number(facts, "round");
        if (!round)
            return std::nullopt;
        return "жеребьёвка " + *round + "-го тура отменена";
    }
    case Kind::Swapped: {
        const auto label = boardLabel(facts);
        if (!label)
            return std::nullopt;
        return "цвета поменяны вручную: " + *label;
    }
    case Kind::Exchanged: {
        const QJsonArray players = facts.value(QStringLiteral("players")).toArray();
        const QJsonArray boards = facts.value(QStringLiteral("boards")).toArray();
        if (players.size() != 2 || boards.size() != 2 || !players[0].isString() ||
            !players[1].isString())
            return std::nullopt;
        const auto first = boardLabel(boards[0].toObject());
        const auto second = boardLabel(boards[1].toObject());
        if (!first || !second)
            return std::nullopt;
        return "вручную переставлены " + players[0].toString().toStdString() + " и " +
               players[1].toString().toStdString() + ": " + *first + " и " + *second;
    }
    case Kind::Entered: {
        const auto startNumber = number(facts, "startNumber");
        if (!player || !startNumber)
            return std::nullopt;
        // Written before 0018 without movedUp: nothing moved.
        const QJsonValue moved = facts.value(QStringLiteral("movedUp"));
        const auto movedUp = moved.isUndefined() ? std::optional<std::string>("0") : digits(moved);
        if (!movedUp)
            return std::nullopt;
        std::string said = *player + ": включение в список под стартовым номером " + *startNumber;
        if (*movedUp != "0")
            said += "; номера начиная с " + *startNumber + " сдвинуты на один";
        return said;
    }
    case Kind::Numbered: {
        const QString how = facts.value(QStringLiteral("how")).toString();
        const QJsonValue order = facts.value(QStringLiteral("order"));
        if (!order.isArray() || (how != QLatin1String("ranking") &&
                                 how != QLatin1String("arbiter") && how != QLatin1String("lot")))
            return std::nullopt;
        std::string list;
        int place = 0;
        for (const QJsonValue &name : order.toArray()) {
            if (!name.isString())
                return std::nullopt;
            list += (list.empty() ? "" : ", ") + std::to_string(++place) + ". " +
                    name.toString().toStdString();
        }
        const std::string given = how == QLatin1String("ranking")   ? "по рейтингу"
                                  : how == QLatin1String("arbiter") ? "судьёй вручную"
                                                                    : "жребием";
        return "стартовые номера присвоены " + given + ": " + list;
    }
    case Kind::Renumbered: {
        const auto before = number(facts, "before");
        const auto after = number(facts, "after");
        if (!player || !before || !after)
            return std::nullopt;
        return *player + ": стартовый номер " + *before + " → " + *after;
    }
    case Kind::Withdrawn: {
        const auto round = number(facts, "afterRound");
        if (!player || !round)
            return std::nullopt;
        return *round == "0" ? *player + ": выбытие до 1-го тура"
                             : *player + ": выбытие после " + *round + "-го тура";
    }
    case Kind::Returned:
        if (!player)
            return std::nullopt;
        return *player + ": возвращение в турнир";
    case Kind::Deleted: {
        const auto startNumber = number(facts, "startNumber");
        if (!player || !startNumber)
            return std::nullopt;
        return *player + " (№ " + *startNumber + "): удаление из турнира";
    }
    case Kind::Imported: {
        const auto round = number(facts, "round");
        const auto board = number(facts, "board");
        const auto white = text(facts, "white");
        const auto black = text(facts, "black");
        const QJsonValue result = facts.value(QStringLiteral("result"));
        if (!round || !board || !white || !black || !(result.isString() || result.isNull()))
            return std::nullopt;
        return "импорт партии: " + *round + "-й тур, доска " + *board + ": " + *white + " - " +
               *black + " " + (result.isNull() ? "*" : result.toString().toStdString());
    }
    case Kind::Sheet: {
        const auto round = number(facts, "round");
        const auto board = number(facts, "board");
        const auto game = number(facts, "game");
        const QJsonValue replaced = facts.value(QStringLiteral("replaced"));
        if (!round || !board || !game || !replaced.isBool())
            return std::nullopt;
        return std::string(replaced.toBool() ? "бланк партии заменён: "
                                             : "бланк партии записан: ") +
               *round + "-й тур, доска " + *board + ", " + *game + "-я партия";
    }
    case Kind::RoundOrder: {
        const auto seed = number(facts, "seed");
        const QJsonValue rounds = facts.value(QStringLiteral("rounds"));
        if (!seed || !rounds.isArray() || rounds.toArray().isEmpty())
            return std::nullopt;
        std::string order;
        for (const QJsonValue &round : rounds.toArray()) {
            const auto each = digits(round);
            if (!each)
                return std::nullopt;
            order += (order.empty() ? "" : ", ") + *each;
        }
        return "порядок туров выбран жребием (начальное число " + *seed + "): туры таблицы " +
               order;
    }
    case Kind::Settings:
        return settingsText(facts, valueName);
    case Kind::Ruling:
        return claimText(facts);
    case Kind::Note:
        return std::nullopt; // free text: as it was written (decisionText marks it)
    case Kind::Created: {
        const auto name = text(facts, "name");
        if (!name)
            return std::nullopt;
        return "турнир создан: " + *name;
    }
    case Kind::PlayerAdded:
        if (!player)
            return std::nullopt;
        return "игрок добавлен в список: " + *player;
    case Kind::PlayerChanged:
        return playerChangesText(facts);
    case Kind::GamesImported: {
        const auto games = number(facts, "games");
        const QJsonValue source = facts.value(QStringLiteral("source"));
        if (!games || !(source.isString() || source.isNull()))
            return std::nullopt;
        return "импортировано партий: " + *games +
               (source.isNull() ? std::string() : " из " + source.toString().toStdString());
    }
    case Kind::GameDeleted: {
        const auto white = text(facts, "white");
        const auto black = text(facts, "black");
        if (!white || !black)
            return std::nullopt;
        std::string words = "партия удалена: " + *white + " — " + *black;
        if (facts.value(QStringLiteral("round")).isNull())
            return words;
        const auto round = number(facts, "round");
        const auto board = number(facts, "board");
        const auto game = number(facts, "game_in_pairing");
        if (!round || !board || !game)
            return std::nullopt;
        return words + ", " + *round + "-й тур, доска " + *board + ", " + *game + "-я партия";
    }
    }
    return std::nullopt;
}

// What the entry says: its English as stored, or its Russian made from its kind and facts.
std::string storedOrRussian(const db::Decision &decision, Language language,
                            const ValueName &valueName)
{
    if (language != Language::Russian)
        return decision.what;
    if (decision.kind)
        return russian(*decision.kind, objectOf(decision.facts), valueName).value_or(decision.what);
    // Written before entries had kinds (migrations/0017): a claim ruling kept its verdict's facts
    // in `after` (app::claimRulingJson) and is said from them; any other entry is its text as
    // stored.
    const QJsonObject after = objectOf(decision.after);
    if (!after.isEmpty() && after.contains(QStringLiteral("messageId")))
        return claimText(after).value_or(decision.what);
    return decision.what;
}

} // namespace

std::string decisionText(const db::Decision &decision, Language language,
                         const ValueName &valueName)
{
    // A note is text a person wrote (log_decision with no kind of the tool's): marked as such,
    // never read as an entry of the tool's own, and like every text of the log shown with its
    // line breaks and hidden characters escaped, so that it cannot pass for another line.
    if (decision.kind == db::DecisionKind::Note)
        return (language == Language::Russian ? "заметка: " : "note: ") +
               visibleText(decision.what);
    return visibleText(storedOrRussian(decision, language, valueName));
}

std::string decisionWhy(const db::Decision &decision)
{
    return decision.why ? visibleText(*decision.why) : std::string();
}

} // namespace app
