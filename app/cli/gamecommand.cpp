#include "gamecommand.h"

#include "app/tournament/database.h"
#include "app/tournament/gamedeletion.h"
#include "app/tournament/messagecatalogue.h"
#include "clilanguage.h"
#include "commandline.h"

#include <ostream>

namespace app {

namespace {

constexpr std::string_view gameUsage =
    R"(Usage: shashki game delete --tournament NAME --game N [--why TEXT] [--db URL]

Deletes the tournament's stored game N (numbered in the order stored, from 1, as report game
numbers them) with its moves and claims, and writes the deletion to the decisions log with
--why. The chief arbiter's login only. The board's result stays: it is the pairing's
(shashki result changes it). The games stored after it move up one number.
)";

constexpr std::string_view gameUsageRu =
    R"(Запуск: shashki game delete --tournament ИМЯ --game N [--why ТЕКСТ] [--db URL]

Удаляет записанную партию турнира с номером N (по порядку записи, с 1, как их нумерует report
game) вместе с ходами и заявлениями и записывает удаление в журнал решений с --why. Только для
входа главного судьи. Результат доски остаётся: он принадлежит паре (его меняет shashki result).
Партии, записанные после неё, сдвигаются на один номер вверх.
)";

} // namespace

int runGame(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(
        args, {{"tournament", true}, {"game", true}, {"why", true}, {"db", true}, {"help", false}});
    const std::string usage = said(gameUsage, gameUsageRu);
    if (const auto finished = options.handleUsage("game", usage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    const auto number =
        options.intOption("game", said("a game number", "номер партии"), 1, noMaximum, "game", err);
    if (number.refused)
        return BadUsage;
    if (options.positional().size() != 1 || options.positional().front() != "delete" ||
        !tournament || !number.value) {
        err << "shashki game: "
            << said("expected delete with --tournament NAME and --game N\n",
                    "нужно delete с --tournament ИМЯ и --game N\n");
        return BadUsage;
    }
    std::optional<Database> database;
    const auto session = openCommandSession(options, "game", database, err);
    if (!session)
        return ChecksFailed;
    const auto deleted =
        deleteStoredGame(*session, *tournament, *number.value, options.value("why"));
    if (!deleted) {
        err << "shashki game: " << describe(deleted.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    out << said("deleted game ", "удалена партия ") << *number.value << ": " << deleted->white
        << " - " << deleted->black;
    if (deleted->round && deleted->board)
        out << said(" (round ", " (тур ") << *deleted->round << said(", board ", ", доска ")
            << *deleted->board << ")";
    out << " " << deleted->result.value_or("*") << "\n";
    return Success;
}

} // namespace app
