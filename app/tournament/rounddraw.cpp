#include "rounddraw.h"

#include "arbiter/json.h"
#include "jsonnumber.h"
#include "reports/reportlanguage.h"

#include <QJsonValue>

namespace app {

namespace {

std::string colourId(reports::Colour colour)
{
    return colour == reports::Colour::Black ? "black" : "white";
}

std::string openingText(const OpeningDraw &opening, int round)
{
    const std::string of = "opening of round " + std::to_string(round);
    if (opening.given)
        return of + " given: " + opening.moves;
    const std::string source = opening.file
                                   ? std::to_string(opening.count) + " openings of " + *opening.file
                                   : "the " + std::to_string(opening.count) + " two-move openings";
    return of + " drawn with seed " + std::to_string(opening.seed) + ", number " +
           std::to_string(opening.number) + " of " + source +
           (opening.line ? " (line " + std::to_string(opening.line) + ")" : "") + ": " +
           opening.moves;
}

// A whole number of a JSON object, nullopt when it is missing or not one.
std::optional<std::int64_t> whole(const QJsonObject &object, const char *key)
{
    return wholeNumber(object.value(QLatin1String(key)));
}

} // namespace

std::string englishText(const RoundDraw &draw, int round)
{
    std::string out;
    const auto add = [&out](const std::string &part) { out += (out.empty() ? "" : "; ") + part; };
    if (draw.initialColour)
        add("initial colour drawn by lot: " + colourId(*draw.initialColour));
    if (draw.opening)
        add(openingText(*draw.opening, round));
    if (draw.importedFrom)
        add("imported from " + *draw.importedFrom);
    return out;
}

std::string russianText(const RoundDraw &draw, const std::string &round)
{
    std::string out;
    const auto add = [&out](const std::string &part) { out += (out.empty() ? "" : "; ") + part; };
    if (draw.initialColour)
        add(std::string("начальный цвет выбран жребием: ") +
            (*draw.initialColour == reports::Colour::Black ? "чёрные" : "белые"));
    if (const auto &opening = draw.opening) {
        const std::string of = "дебют " + round + "-го тура";
        if (opening->given) {
            add(of + " задан: " + opening->moves);
        } else {
            // «из 1 дебюта», «из 174 дебютов»: after «из», the genitive of the count.
            const bool one = reports::russianCount(opening->count) == reports::RussianCount::One;
            const std::string source =
                std::to_string(opening->count) +
                (opening->file
                     ? (one ? " дебюта файла " : " дебютов файла ") + *opening->file
                     : std::string(one ? " двухходового дебюта" : " двухходовых дебютов"));
            add(of + " выбран жребием (начальное число " + std::to_string(opening->seed) + "): № " +
                std::to_string(opening->number) + " из " + source +
                (opening->line ? " (строка " + std::to_string(opening->line) + ")" : "") + ": " +
                opening->moves);
        }
    }
    if (draw.importedFrom)
        add("импортирован из " + *draw.importedFrom);
    return out;
}

std::string roundDrawJson(const RoundDraw &draw)
{
    std::string out;
    const auto add = [&out](const std::string &key, const std::string &value) {
        out += (out.empty() ? "" : ",") + arbiter::json::quote(key) + ":" + value;
    };
    if (draw.initialColour)
        add("initialColour", arbiter::json::quote(colourId(*draw.initialColour)));
    if (const auto &opening = draw.opening) {
        std::string facts = "{\"given\":" + std::string(opening->given ? "true" : "false") +
                            ",\"moves\":" + arbiter::json::quote(opening->moves);
        if (!opening->given)
            facts += ",\"seed\":" + std::to_string(opening->seed) +
                     ",\"number\":" + std::to_string(opening->number) +
                     ",\"count\":" + std::to_string(opening->count) + ",\"file\":" +
                     (opening->file ? arbiter::json::quote(*opening->file) : "null") +
                     ",\"line\":" + std::to_string(opening->line);
        add("opening", facts + "}");
    }
    if (draw.importedFrom)
        add("importedFrom", arbiter::json::quote(*draw.importedFrom));
    return "{" + out + "}";
}

std::optional<RoundDraw> roundDrawOfJson(const QJsonObject &object)
{
    RoundDraw draw;
    if (object.contains(QStringLiteral("initialColour"))) {
        const QString colour = object.value(QStringLiteral("initialColour")).toString();
        if (colour == QStringLiteral("white"))
            draw.initialColour = reports::Colour::White;
        else if (colour == QStringLiteral("black"))
            draw.initialColour = reports::Colour::Black;
        else
            return std::nullopt;
    }
    if (object.contains(QStringLiteral("opening"))) {
        const QJsonObject facts = object.value(QStringLiteral("opening")).toObject();
        const QJsonValue moves = facts.value(QStringLiteral("moves"));
        if (!facts.value(QStringLiteral("given")).isBool() || !moves.isString())
            return std::nullopt;
        OpeningDraw opening;
        opening.given = facts.value(QStringLiteral("given")).toBool();
        opening.moves = moves.toString().toStdString();
        if (!opening.given) {
            const auto seed = whole(facts, "seed");
            const auto number = whole(facts, "number");
            const auto count = whole(facts, "count");
            const auto line = whole(facts, "line");
            const QJsonValue file = facts.value(QStringLiteral("file"));
            if (!seed || !number || !count || !line || !(file.isString() || file.isNull()))
                return std::nullopt;
            opening.seed = *seed;
            opening.number = static_cast<int>(*number);
            opening.count = static_cast<int>(*count);
            opening.line = static_cast<int>(*line);
            if (file.isString())
                opening.file = file.toString().toStdString();
        }
        draw.opening = opening;
    }
    if (object.contains(QStringLiteral("importedFrom"))) {
        const QJsonValue file = object.value(QStringLiteral("importedFrom"));
        if (!file.isString())
            return std::nullopt;
        draw.importedFrom = file.toString().toStdString();
    }
    return draw;
}

} // namespace app
