#include "decisiontext.h"

#include "claimruling.h"
#include "reports/pairingresult.h"
#include "reports/reportlanguage.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace app {
namespace {

using Parts = std::vector<std::string>;

// `text` read as `pattern`: each {} takes the shortest text up to the literal after it, the last
// literal ends the text. The parts in order; nullopt when the text is not of that form.
std::optional<Parts> fit(std::string_view text, std::string_view pattern)
{
    Parts parts;
    std::size_t at = 0;
    std::size_t from = 0;
    while (true) {
        const std::size_t hole = pattern.find("{}", from);
        const std::string_view literal = pattern.substr(from, hole - from);
        if (text.substr(at, literal.size()) != literal)
            return std::nullopt;
        at += literal.size();
        if (hole == std::string_view::npos)
            return at == text.size() ? std::optional(parts) : std::nullopt;
        from = hole + 2;
        const std::size_t nextHole = pattern.find("{}", from);
        const std::string_view following = pattern.substr(from, nextHole - from);
        std::size_t end = 0;
        if (nextHole == std::string_view::npos) {
            if (text.size() < at + following.size() ||
                text.substr(text.size() - following.size()) != following)
                return std::nullopt;
            end = text.size() - following.size();
        } else {
            if (following.empty())
                return std::nullopt; // two holes side by side: no way to split them
            end = text.find(following, at);
            if (end == std::string_view::npos)
                return std::nullopt;
        }
        parts.emplace_back(text.substr(at, end - at));
        at = end;
    }
}

bool isNumber(const std::string &text)
{
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A number of boards: 1 доска, 2 доски, 5 досок, 21 доска (reports::russianCount); `count` is
// digits (isNumber).
std::string boardsText(const std::string &count)
{
    // The last two digits say the form, whatever the length.
    const int last = count.back() - '0';
    const int lastTwo = (count.size() > 1 ? count[count.size() - 2] - '0' : 0) * 10 + last;
    switch (reports::russianCount(lastTwo)) {
    case reports::RussianCount::One:
        return count + " доска";
    case reports::RussianCount::Few:
        return count + " доски";
    case reports::RussianCount::Many:
        return count + " досок";
    }
    return count;
}

// A result's code as the log's text has it ("1-0", "bye-1/2", "none"); a code this version does
// not know stays as written.
std::string resultCode(const std::string &code)
{
    if (code == "none")
        return "нет";
    const auto result = reports::pairingResultByCode(code);
    return result ? reports::resultText(*result, Language::Russian) : code;
}

// pairing_label (migration 0012): "board 3 of round 2 (White - Black)", Black "bye" for a bye;
// «2-й тур, доска 3 (White - Black)».
std::optional<std::string> boardLabel(const std::string &label)
{
    const auto parts = fit(label, "board {} of round {} ({})");
    if (!parts || !isNumber((*parts)[0]) || !isNumber((*parts)[1]))
        return std::nullopt;
    std::string players = (*parts)[2];
    static constexpr std::string_view bye = " - bye";
    if (players.size() > bye.size() && players.ends_with(bye))
        players = players.substr(0, players.size() - bye.size()) + " - свободен";
    return (*parts)[1] + "-й тур, доска " + (*parts)[0] + " (" + players + ")";
}

// pair_round's p_drawn: the opening drawn or given for a micro-match round (app::pairRound), or
// the file a round was imported from (app::importTrf).
std::optional<std::string> drawnText(const std::string &text)
{
    if (const auto imported = fit(text, "imported from {}"))
        return "импортирован из " + (*imported)[0];
    if (const auto given = fit(text, "opening of round {} given: {}");
        given && isNumber((*given)[0]))
        return "дебют " + (*given)[0] + "-го тура задан: " + (*given)[1];
    const auto drawn = fit(text, "opening of round {} drawn with seed {}, number {} of {}: {}");
    if (!drawn || !isNumber((*drawn)[0]) || !isNumber((*drawn)[2]))
        return std::nullopt;
    std::string source = (*drawn)[3];
    std::string line;
    if (const auto lined = fit(source, "{} (line {})"); lined && isNumber((*lined)[1])) {
        source = (*lined)[0];
        line = " (строка " + (*lined)[1] + ")";
    }
    if (source == "the 49 two-move openings")
        source = "49 двухходовых дебютов";
    else if (const auto file = fit(source, "{} openings of {}"); file && isNumber((*file)[0]))
        source = (*file)[0] + " дебютов файла " + (*file)[1];
    else
        return std::nullopt;
    return "дебют " + (*drawn)[0] + "-го тура выбран жребием (начальное число " + (*drawn)[1] +
           "): № " + (*drawn)[2] + " из " + source + line + ": " + (*drawn)[4];
}

// app::settingChanges' names and app/tournament/tournamentsettings' words for values.
std::optional<std::string> settingsText(const std::string &changes, const ValueName &valueName)
{
    static const std::array<std::pair<std::string_view, std::string_view>, 20> names = {{
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
    }};
    const auto value = [&valueName](std::string_view setting,
                                    const std::string &word) -> std::string {
        if (valueName)
            if (auto named = valueName(std::string(setting), word))
                return *named;
        if (word == "yes")
            return "да";
        if (word == "no" || word == "none")
            return "нет";
        if (word == "default")
            return "по умолчанию";
        return word;
    };
    std::string out = "изменены настройки: ";
    std::size_t at = 0;
    bool first = true;
    while (at < changes.size()) {
        // The longest name that starts the change ("start date" before "start numbers").
        std::optional<std::pair<std::string_view, std::string_view>> named;
        for (const auto &name : names)
            if (changes.compare(at, name.first.size(), name.first) == 0 &&
                changes.compare(at + name.first.size(), 1, " ") == 0 &&
                (!named || name.first.size() > named->first.size()))
                named = name;
        if (!named)
            return std::nullopt;
        at += named->first.size() + 1;
        std::size_t end = changes.find("; ", at);
        // A "; " inside a value (a venue's) is not the next change unless a name follows it.
        while (end != std::string::npos &&
               std::none_of(names.begin(), names.end(), [&](const auto &name) {
                   return changes.compare(end + 2, name.first.size(), name.first) == 0;
               }))
            end = changes.find("; ", end + 2);
        const std::string change = changes.substr(at, end == std::string::npos ? end : end - at);
        const auto values = fit(change, "{} -> {}");
        if (!values)
            return std::nullopt;
        out += (first ? "" : "; ") + std::string(named->second) + ": " +
               value(named->first, (*values)[0]) + " → " + value(named->first, (*values)[1]);
        first = false;
        at = end == std::string::npos ? changes.size() : end + 2;
    }
    return out;
}

std::string procedureText(const std::string &procedure)
{
    if (procedure == "after-move")
        return "после хода";
    if (procedure == "written-move")
        return "с записанным ходом";
    if (procedure == "automatic")
        return "ничья по правилу";
    return procedure;
}

// app::recordClaimRuling: the verdict's facts are in the entry's `after` (claimRulingJson).
std::optional<std::string> claimText(const db::Decision &decision)
{
    if (!decision.after)
        return std::nullopt;
    const QJsonObject verdict =
        QJsonDocument::fromJson(QByteArray::fromStdString(*decision.after)).object();
    const auto message = claimMessageOfJson(verdict);
    if (!message || !verdict.value(QStringLiteral("ply")).isDouble())
        return std::nullopt;
    const auto rule =
        arbiter::drawRuleOfId(verdict.value(QStringLiteral("rule")).toString().toStdString());
    if (!rule)
        return std::nullopt;
    const std::string procedure =
        verdict.value(QStringLiteral("procedure")).toString().toStdString();
    const bool valid = verdict.value(QStringLiteral("valid")).toBool();
    return "заявка на ничью (" + describe(*rule, Language::Russian) + ", " +
           procedureText(procedure) + ") после " +
           std::to_string(verdict.value(QStringLiteral("ply")).toInt()) +
           "-го полухода: " + (valid ? "верна" : "неверна") + " — " +
           describeClaimReason(*message, Language::Russian);
}

std::optional<std::string> russian(const db::Decision &decision, const ValueName &valueName)
{
    const std::string &what = decision.what;
    if (what.starts_with("draw claim ("))
        return claimText(decision);
    if (const auto second = fit(what, "the result of game 2 of {}: {} -> {}")) {
        if (const auto label = boardLabel((*second)[0]))
            return "результат 2-й партии: " + *label + ": " + resultCode((*second)[1]) + " → " +
                   resultCode((*second)[2]);
    } else if (const auto one = fit(what, "the result of {}: {} -> {}")) {
        if (const auto label = boardLabel((*one)[0]))
            return "результат: " + *label + ": " + resultCode((*one)[1]) + " → " +
                   resultCode((*one)[2]);
    }
    if (const auto paired = fit(what, "round {} paired: {} board{}");
        paired && isNumber((*paired)[0]) && isNumber((*paired)[1])) {
        std::string rest = (*paired)[2];
        if (rest.starts_with("s"))
            rest = rest.substr(1);
        std::string out = "жеребьёвка " + (*paired)[0] + "-го тура: " + boardsText((*paired)[1]);
        if (rest.empty())
            return out;
        if (!rest.starts_with("; "))
            return std::nullopt;
        rest = rest.substr(2);
        // A Swiss's initial colour drawn by lot (app::pairRound), before any opening.
        for (const auto &[english, russian] :
             {std::pair{"initial colour drawn by lot: white", "белые"},
              std::pair{"initial colour drawn by lot: black", "чёрные"}}) {
            const std::string_view prefix = english;
            if (rest == prefix || rest.starts_with(std::string(prefix) + "; ")) {
                out += std::string("; начальный цвет выбран жребием: ") + russian;
                rest = rest.substr(std::min(rest.size(), prefix.size() + 2));
                if (rest.empty())
                    return out;
            }
        }
        const auto drawn = drawnText(rest);
        return drawn ? std::optional(out + "; " + *drawn) : std::nullopt;
    }
    if (const auto unpaired = fit(what, "round {} unpaired"); unpaired && isNumber((*unpaired)[0]))
        return "жеребьёвка " + (*unpaired)[0] + "-го тура отменена";
    if (const auto swapped = fit(what, "swapped by hand: the colours of {}")) {
        if (const auto label = boardLabel((*swapped)[0]))
            return "цвета поменяны вручную: " + *label;
    }
    if (const auto exchanged = fit(what, "exchanged by hand: {} and {} between {}) and {}")) {
        const auto first = boardLabel((*exchanged)[2] + ")");
        const auto second = boardLabel((*exchanged)[3]);
        if (first && second)
            return "вручную переставлены " + (*exchanged)[0] + " и " + (*exchanged)[1] + ": " +
                   *first + " и " + *second;
    }
    if (const auto entered = fit(what, "{} entered with start number {}");
        entered && isNumber((*entered)[1]))
        return (*entered)[0] + ": включение в список под стартовым номером " + (*entered)[1];
    if (const auto renumbered = fit(what, "{} renumbered: start number {} -> {}");
        renumbered && isNumber((*renumbered)[1]) && isNumber((*renumbered)[2]))
        return (*renumbered)[0] + ": стартовый номер " + (*renumbered)[1] + " → " +
               (*renumbered)[2];
    if (const auto withdrawn = fit(what, "{} withdrawn after round {}");
        withdrawn && isNumber((*withdrawn)[1]))
        return (*withdrawn)[1] == "0"
                   ? (*withdrawn)[0] + ": выбытие до 1-го тура"
                   : (*withdrawn)[0] + ": выбытие после " + (*withdrawn)[1] + "-го тура";
    if (const auto back = fit(what, "{} back in the tournament"))
        return (*back)[0] + ": возвращение в турнир";
    if (const auto deleted = fit(what, "{} (No {}) deleted from the tournament");
        deleted && isNumber((*deleted)[1]))
        return (*deleted)[0] + " (№ " + (*deleted)[1] + "): удаление из турнира";
    if (const auto imported = fit(what, "board {} of round {} imported: {}");
        imported && isNumber((*imported)[0]) && isNumber((*imported)[1]))
        return "импорт партии: " + (*imported)[1] + "-й тур, доска " + (*imported)[0] + ": " +
               (*imported)[2];
    for (const auto &[english, text] :
         {std::pair{"game sheet stored: ", "бланк партии записан: "},
          std::pair{"game sheet replaced: ", "бланк партии заменён: "}})
        if (const auto sheet = fit(what, std::string(english) + "game {} of board {} of round {}");
            sheet && isNumber((*sheet)[0]) && isNumber((*sheet)[1]) && isNumber((*sheet)[2]))
            return text + (*sheet)[2] + "-й тур, доска " + (*sheet)[1] + ", " + (*sheet)[0] +
                   "-я партия";
    if (const auto order = fit(what, "round order drawn with seed {}: table rounds {}");
        order && isNumber((*order)[0]))
        return "порядок туров выбран жребием (начальное число " + (*order)[0] + "): туры таблицы " +
               (*order)[1];
    if (what.starts_with("settings changed: "))
        return settingsText(what.substr(std::string_view("settings changed: ").size()), valueName);
    return std::nullopt;
}

} // namespace

std::string decisionText(const db::Decision &decision, Language language,
                         const ValueName &valueName)
{
    if (language != Language::Russian)
        return decision.what;
    return russian(decision, valueName).value_or(decision.what);
}

} // namespace app
