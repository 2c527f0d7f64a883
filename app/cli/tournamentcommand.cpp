#include "tournamentcommand.h"

#include "app/tournament/database.h"
#include "app/tournament/databaseproblem.h"
#include "app/tournament/entrychanges.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pairingnumbers.h"
#include "app/tournament/playerregistry.h"
#include "app/tournament/playervalidator.h"
#include "app/tournament/tournamentdate.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#include "app/tournament/tournamentreport.h"
#include "app/tournament/tournamentsettings.h"
#include "app/tournament/trfimport.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/reportlanguage.h"
#include "reports/tiebreak.h"
#include "variantoption.h"

#include <algorithm>
#include <ostream>
#include <random>
#include <sstream>
#include <string>

namespace app {

namespace {

constexpr std::string_view tournamentUsage =
    R"(Usage: shashki tournament create NAME [--system round-robin|double-round-robin|swiss|match]
                          [--rounds N] [--scoring 1-0.5-0|2-1-0] [--tiebreaks CODES]
                          [--venue V] [--starts DATE] [--ends DATE]
                          [--chief-arbiter NAME] [--unplayed fide-2024|played-only|fide-2009]
                          [--micro-matches [--standings-by game-points|match-points]]
                          [--withdrawal fide|russian] [--acceleration none|baku]
                          [--initial-colour white|black|lot]
                          [--variant russian|brazilian|international|english|italian|pool|giveaway]
                          [--db URL]
       shashki tournament change NAME [the options of create but --micro-matches and --variant]
                                      [--why TEXT]
                                      [--db URL]
       shashki tournament show NAME [--db URL]
       shashki tournament import --trf FILE.trf [--name NAME] [--encoding NAME] [--db URL]

create adds a tournament; show prints it with its entries by start number. change sets the
options given: once round 1 is paired, the system, the number of rounds and the round order shape
the pairings and change only with the chief arbiter's --why, written to the decisions log (the
other settings change freely, logged). --withdrawal chooses how a withdrawn player's games count:
fide (the games played stand, the rest are not played) or russian (round robins: fewer than half
played, all his results annulled; half or more, the rest lost by forfeit). --unplayed chooses how
unplayed rounds count in the tie-breaks: fide-2024 (FIDE C.07 of 2024, the default), played-only
(they add nothing) or fide-2009 (FIDE's rules of 2009, a virtual opponent; see the README).
--acceleration baku pairs a Swiss with the Baku acceleration (FIDE C.04.5.1): the first half of
the players pair with a virtual point in the first rounds; fixed once round 1 is paired.
--initial-colour is a Swiss's initial colour (FIDE C.04.3 E.5: the higher player of a pair without
colour preferences takes it with an odd pairing number): white (the default), black, or lot, drawn
when round 1 is paired and written to the decisions log; fixed once round 1 is paired.
--variant is the game the tournament plays (default russian; or the PDN GameType 25, 26, 20),
fixed when it is created: Brazilian and International games follow the FMJD's draw rules, and
import takes only games of the tournament's variant.
import makes a Swiss tournament (1-0.5-0) of a FIDE TRF-16 or TRF-2026 file, named --name or as
the file names it: its players (one already stored is taken when the name and birth year, or the
rating, say it is the same person), their start numbers, every round paired as in the file and
every result, all or nothing; F byes are stored as the pairing-allocated bye, W/D/L as 1-0, 1/2-1/2,
0-1, and a player whose last rounds are blank as withdrawn. Team records and 240 byes are not
imported (counted in what it prints). export --format trf writes a tournament back as TRF-2026.
A DATE (--starts, --ends) is typed as 2026-11-28 or 28.11.2026.
)";

constexpr std::string_view tournamentUsageRu =
    R"(Запуск: shashki tournament create ИМЯ [--system round-robin|double-round-robin|swiss|match]
                           [--rounds N] [--scoring 1-0.5-0|2-1-0] [--tiebreaks КОДЫ]
                           [--venue МЕСТО] [--starts ДАТА] [--ends ДАТА]
                           [--chief-arbiter ИМЯ] [--unplayed fide-2024|played-only|fide-2009]
                           [--micro-matches [--standings-by game-points|match-points]]
                           [--withdrawal fide|russian] [--acceleration none|baku]
                           [--initial-colour white|black|lot]
                           [--variant russian|brazilian|international|english|italian|pool|giveaway]
                          [--db URL]
        shashki tournament change ИМЯ [параметры create, кроме --micro-matches и --variant]
                                      [--why ТЕКСТ]
                                      [--db URL]
        shashki tournament show ИМЯ [--db URL]
        shashki tournament import --trf ФАЙЛ.trf [--name ИМЯ] [--encoding ИМЯ] [--db URL]

create создаёт турнир; show выводит его с участниками по стартовым номерам. change задаёт
указанные параметры: после жеребьёвки 1-го тура система, число туров и порядок туров определяют
жеребьёвку и меняются только с --why главного судьи, с записью в журнал решений (остальные
параметры меняются свободно, с записью в журнал). --withdrawal задаёт, как учитываются партии
выбывшего участника: fide (сыгранные партии остаются в силе, остальные не сыграны) или russian
(круговые турниры: если сыграно меньше половины партий, все его результаты аннулируются; если
половина или больше, в оставшихся ему засчитывается поражение без игры). --unplayed задаёт, как
несыгранные туры учитываются в дополнительных показателях: fide-2024 (FIDE C.07 2024 года, по
умолчанию), played-only (ничего не добавляют) или fide-2009 (правила FIDE 2009 года, виртуальный
соперник; см. README).
--acceleration baku проводит жеребьёвку швейцарской системы с бакинским ускорением (FIDE
C.04.5.1): первая половина участников в первых турах получает при жеребьёвке виртуальное очко;
после жеребьёвки 1-го тура не меняется. --initial-colour — начальный цвет швейцарской системы
(FIDE C.04.3 E.5: его получает старший участник пары без цветовых предпочтений при нечётном
стартовом номере): white (по умолчанию), black или lot — по жребию при жеребьёвке 1-го тура с
записью в журнал решений; после жеребьёвки 1-го тура не меняется.
--variant — игра турнира (по умолчанию russian; или PDN GameType 25, 26, 20), выбирается при
создании турнира: бразильские и международные шашки следуют правилам ничьей ФМЖД, а import
принимает только партии варианта игры турнира.
import создаёт турнир по швейцарской системе (1-0.5-0) из файла FIDE TRF-16 или TRF-2026 с
названием из --name или из файла: его участники (уже сохранённый участник берётся, если имя и год
рождения или рейтинг говорят, что это тот же человек), их стартовые номера, все туры с парами, как
в файле, и все результаты — всё или ничего; F («свободен от игры» с полным очком) сохраняется как
«свободен от игры» по жеребьёвке, W/D/L — как 1-0, 1/2-1/2, 0-1, а участник с пустыми последними
турами — как выбывший. Командные записи и записи 240 («свободен от игры») не импортируются (их
число выводится). export --format trf записывает турнир обратно в TRF-2026.
Дата (--starts, --ends) вводится как 28.11.2026 или 2026-11-28.
)";

constexpr std::string_view entryUsage =
    R"(Usage: shashki entry add --tournament NAME --player NAME [--rating R] [--birth-year Y]
                         [--title T] [--club C] [--region R] [--start-number NO]
                         [--different-person] [--db URL]
       shashki entry withdraw --tournament NAME --player NO --after-round R [--why TEXT]
                              [--db URL]
       shashki entry unwithdraw|delete --tournament NAME --player NO [--why TEXT] [--db URL]
       shashki entry sort|draw-lots --tournament NAME [--why TEXT] [--db URL]
       shashki entry move --tournament NAME --player NO --to NO [--why TEXT] [--db URL]

add enters a player (a new one, or the player of that name already known), also after the first
round (a late entry: the rounds before count as not played). In a Swiss the start numbers are the
pairing numbers, by the initial ranking (rating, then title, then name): the player is inserted at
his rank and the numbers from it on move up by one (logged); elsewhere he gets the next number.
--start-number puts him at that number (the numbers from it on move up). Before round 1 is paired,
sort numbers every player by the initial ranking, move gives player NO the number --to (the
players in between move by one), and draw-lots draws the numbers by lot (a round robin's
жеребьёвка); each is logged with the order given. The
rating is 0…4000, the birth year 1850…this year. A player is not entered twice: an entry with the
same name (in any case) and birth year — or, where a birth year is unknown, the same rating — is
taken for the same person and refused, unless --different-person says it is another one.
withdraw takes the player with start number NO out of the rounds after R (0: before the first;
not before a round he is paired in), logged; how his games count is the tournament's withdrawal
rule. unwithdraw takes the withdrawal back, before a round after it is paired. delete removes a
player entered by mistake, while he is paired in no round and has no game. A round robin takes no
new player once round 1 is paired.
)";

constexpr std::string_view entryUsageRu =
    R"(Запуск: shashki entry add --tournament ИМЯ --player ИМЯ [--rating R] [--birth-year Y]
                          [--title T] [--club C] [--region R] [--start-number №]
                          [--different-person] [--db URL]
        shashki entry withdraw --tournament ИМЯ --player № --after-round R [--why ТЕКСТ]
                               [--db URL]
        shashki entry unwithdraw|delete --tournament ИМЯ --player № [--why ТЕКСТ] [--db URL]
        shashki entry sort|draw-lots --tournament ИМЯ [--why ТЕКСТ] [--db URL]
        shashki entry move --tournament ИМЯ --player № --to № [--why ТЕКСТ] [--db URL]

add включает участника (нового или уже известного участника с этим именем), в том числе после
первого тура (опоздавший: предыдущие туры считаются несыгранными). В швейцарской системе
стартовые номера — номера для жеребьёвки, по начальному рейтингу (рейтинг, затем звание, затем
имя): участник встаёт на своё место, а номера начиная с него увеличиваются на единицу (с записью в
журнал); в остальных системах он получает следующий номер. --start-number ставит его на этот
номер (номера начиная с него увеличиваются). До жеребьёвки 1-го тура sort нумерует всех
участников по начальному рейтингу, move даёт участнику № номер --to (участники между ними
сдвигаются на один), а draw-lots разыгрывает номера жребием (жеребьёвка кругового турнира);
каждое действие записывается в журнал с полученным порядком. Рейтинг — 0…4000, год рождения —
1850…текущий год. Участник не включается дважды: участник с тем же именем (в любом регистре) и
годом рождения — или, если год рождения неизвестен, с тем же рейтингом — считается тем же
человеком, и включение отклоняется, если --different-person не говорит, что это другой человек.
withdraw выводит участника со стартовым номером № из туров после R (0 — до первого; не раньше
тура, в котором он уже стоит в паре), с записью в журнал; как учитываются его партии, определяет
правило выбывания турнира. unwithdraw отменяет выбывание, пока не сжеребьён тур после него.
delete удаляет ошибочно включённого участника, пока он не стоит в паре ни в одном туре и у него
нет партий. В круговой турнир после жеребьёвки 1-го тура новые участники не включаются.
)";

// The option of `entry add` that gave a player's field.
std::string_view optionOf(PlayerField field)
{
    switch (field) {
    case PlayerField::Name:
        return "player";
    case PlayerField::Rating:
        return "rating";
    case PlayerField::BirthYear:
        return "birth-year";
    case PlayerField::Title:
        return "title";
    case PlayerField::Club:
        return "club";
    case PlayerField::Region:
        return "region";
    }
    return "player";
}

// A count with its noun: in English as the command has always said it ("5 rounds"), in Russian
// in the form the number takes ("1 тур", "3 тура", "5 туров").
std::string countWithNoun(long long count, std::string_view english, std::string_view one,
                          std::string_view few, std::string_view many)
{
    if (cliLanguage() != Language::Russian)
        return std::to_string(count) + std::string(english);
    const reports::RussianCount form = reports::russianCount(count);
    return std::to_string(count) + " " +
           std::string(form == reports::RussianCount::One   ? one
                       : form == reports::RussianCount::Few ? few
                                                            : many);
}

// A variant other than Russian draughts in words: "brazilian draughts", «бразильские шашки».
std::string variantInWords(arbiter::Variant variant)
{
    std::string russian = "международные шашки";
    switch (variant) {
    case arbiter::Variant::Brazilian:
        russian = "бразильские шашки";
        break;
    case arbiter::Variant::English:
        russian = "английские шашки";
        break;
    case arbiter::Variant::Italian:
        russian = "итальянские шашки";
        break;
    case arbiter::Variant::Pool:
        russian = "американские шашки пул";
        break;
    case arbiter::Variant::Russian: // not said: the default variant
    case arbiter::Variant::International:
    case arbiter::Variant::Giveaway:
        russian = "поддавки";
        break;
    case arbiter::Variant::Russian10x8: // no tournament is of these: --variant refuses them
    case arbiter::Variant::Spantsiretti:
        break;
    }
    return said(std::string(arbiter::rulesOf(variant).name) + " draughts", russian);
}

// A withdrawal: "withdrawn after round 3", «выбыл после 3-го тура» (round 0: before the first).
std::string withdrawalWords(int round)
{
    const std::string number = std::to_string(round);
    const std::string russian =
        round == 0 ? std::string("выбыл до 1-го тура") : "выбыл после " + number + "-го тура";
    return said("withdrawn after round " + number, russian);
}

// `entry add`: the fields checked (PlayerValidator) before the database is opened, then the player
// entered unless an entry is taken for the same person (app::enterPlayer) and --different-person
// is not given.
int addEntry(const CommandLine &options, const std::string &tournament, const std::string &name,
             std::ostream &out, std::ostream &err)
{
    PlayerText typed;
    typed.name = name;
    typed.rating = options.value("rating").value_or("");
    typed.birthYear = options.value("birth-year").value_or("");
    typed.title = options.value("title").value_or("");
    typed.club = options.value("club").value_or("");
    typed.region = options.value("region").value_or("");
    const auto checked = PlayerValidator().validate(typed);
    if (!checked) {
        for (const PlayerFieldProblem &problem : checked.error())
            refuseOption("entry", optionOf(problem.field), requirementText(problem, cliLanguage()),
                         problem.value, err);
        return BadUsage;
    }
    const auto startNumber = options.intOption(
        "start-number", said("a start number", "стартовый номер"), 1, noMaximum, "entry", err);
    if (startNumber.refused)
        return BadUsage;
    const bool differentPerson = options.has("different-person");

    std::optional<Database> database;
    const auto sql = openCommandSession(options, "entry", database, err);
    if (!sql)
        return ChecksFailed;
    const auto found = findTournament(*sql, tournament);
    if (!found) {
        err << "shashki entry: " << describe(found.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    // The player of that name known already (from another tournament) is entered again, unless
    // --different-person says it is someone else.
    db::Player player = *checked;
    if (!differentPerson) {
        const auto known = knownPlayer(*sql, player);
        if (!known) {
            err << "shashki entry: " << describe(known.error(), cliLanguage()) << "\n";
            return ChecksFailed;
        }
        player = *known;
    }
    const auto entered = enterPlayer(*sql, found->id, player, differentPerson, startNumber.value);
    if (!entered) {
        err << "shashki entry: " << entered.error().text(cliLanguage());
        if (entered.error().sameAs && !differentPerson)
            err << said("; --different-person enters another player of that name",
                        "; --different-person включает другого участника с тем же именем");
        err << "\n";
        return ChecksFailed;
    }
    out << said("entered ", "участник ") << entered->playerName
        << said(" with start number ", " включён под стартовым номером ") << entered->startNumber;
    if (entered->movedUp > 0)
        out << said("; the numbers from ", "; номера начиная с ") << entered->startNumber
            << said(" on moved up by one", " увеличены на единицу");
    out << "\n";
    return Success;
}

// The settings given as options applied to `tournament`, each checked here so that none reaches
// the database's CHECKs; false after printing why not.
bool applySettings(const CommandLine &options, db::Tournament &tournament, bool creating,
                   std::ostream &err)
{
    // Every value is checked here: none reaches the database's CHECKs.
    const auto system = options.settingOption<reports::PairingSystem>("system", "tournament", err);
    if (system.refused)
        return false;
    tournament.system = system.value.value_or(tournament.system);
    const auto scoring = options.settingOption<reports::Scoring>("scoring", "tournament", err);
    if (scoring.refused)
        return false;
    tournament.scoring = scoring.value.value_or(tournament.scoring);
    const auto rounds = options.intOption("rounds", said("a number of rounds", "число туров"), 1,
                                          noMaximum, "tournament", err);
    if (rounds.refused)
        return false;
    if (rounds.value || creating)
        tournament.roundsPlanned = rounds.value;
    const auto tieBreaks = tieBreaksOption(options, "tournament", err);
    if (tieBreaks.refused)
        return false;
    if (tieBreaks.value)
        tournament.tiebreakOrder = *tieBreaks.value;
    for (const auto &[option, field] : {std::pair{"venue", &tournament.venue},
                                        std::pair{"chief-arbiter", &tournament.chiefArbiter}})
        if (const auto value = options.value(option); value || creating)
            *field = value;
    // Dates typed as 2026-11-28 or 28.11.2026, stored as ISO 8601.
    for (const auto &[option, field] :
         {std::pair{"starts", &tournament.startsOn}, std::pair{"ends", &tournament.endsOn}}) {
        const auto value = options.value(option);
        if (!value) {
            if (creating)
                field->reset();
            continue;
        }
        const auto date = typedDate(*value);
        if (!date) {
            refuseOption(
                "tournament", option,
                said("a date (YYYY-MM-DD or DD.MM.YYYY)", "дата (ДД.ММ.ГГГГ или ГГГГ-ММ-ДД)"),
                *value, err);
            return false;
        }
        *field = *date;
    }
    const auto unplayed =
        options.settingOption<reports::UnplayedRounds>("unplayed", "tournament", err);
    if (unplayed.refused)
        return false;
    tournament.unplayedRounds = unplayed.value.value_or(tournament.unplayedRounds);
    // Micro-matches: two games per pairing on a drawn opening, colours swapped.
    if (creating)
        tournament.drawnOpenings = options.has("micro-matches");
    else if (options.has("micro-matches")) {
        err << "shashki tournament: "
            << said("micro-matches are chosen when the tournament is created\n",
                    "микроматчи выбираются при создании турнира\n");
        return false;
    }
    const auto by =
        options.settingOption<reports::MatchStandings>("standings-by", "tournament", err);
    if (by.refused)
        return false;
    if (by.value) {
        if (!tournament.drawnOpenings) {
            err << "shashki tournament: "
                << said("--standings-by game-points|match-points goes with --micro-matches\n",
                        "--standings-by game-points|match-points задаётся только вместе с "
                        "--micro-matches\n");
            return false;
        }
        tournament.standingsBy = *by.value;
    }

    const auto withdrawal =
        options.settingOption<reports::WithdrawalRule>("withdrawal", "tournament", err);
    if (withdrawal.refused)
        return false;
    tournament.withdrawalRule = withdrawal.value.value_or(tournament.withdrawalRule);

    const auto acceleration =
        options.settingOption<reports::Acceleration>("acceleration", "tournament", err);
    if (acceleration.refused)
        return false;
    tournament.acceleration = acceleration.value.value_or(tournament.acceleration);

    const auto initialColour =
        options.settingOption<reports::InitialColour>("initial-colour", "tournament", err);
    if (initialColour.refused)
        return false;
    tournament.initialColour = initialColour.value.value_or(tournament.initialColour);

    // The variant, and the rule set of that variant: chosen once, with the tournament.
    const VariantOption variant =
        variantOption(options, "tournament", err, VariantScope::Tournament);
    if (variant.refused)
        return false;
    if (options.value("variant")) {
        if (!creating) {
            err << "shashki tournament: "
                << said("the variant is chosen when the tournament is created\n",
                        "вариант игры выбирается при создании турнира\n");
            return false;
        }
        tournament.variant = variant.variant;
        tournament.ruleSet = *reports::defaultRuleSet(variant.variant); // a judged variant
    }
    return true;
}

// `tournament import --trf FILE`: the file read in its encoding, then app::importTrf; every
// problem on its own line.
int importTournament(const CommandLine &options, std::ostream &out, std::ostream &err)
{
    const auto trf = options.value("trf");
    if (!trf) {
        err << "shashki tournament: "
            << said("import needs --trf FILE\n", "для import нужен --trf ФАЙЛ\n");
        return BadUsage;
    }
    const auto encoding = encodingOption(options, "tournament", err);
    if (encoding.refused)
        return BadUsage;
    if (!readableFile(*trf, "tournament", err))
        return BadUsage;
    const auto file = openTextInput(*trf, *encoding.value, "tournament", true, err);
    if (!file)
        return BadUsage;
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "tournament", database, err);
    if (!sql)
        return ChecksFailed;
    const auto imported = importTrf(*sql, *file, *trf, options.value("name"));
    if (!imported) {
        for (const Problem &problem : imported.error())
            err << "shashki tournament: " << describe(problem, cliLanguage()) << "\n";
        // A file that is no TRF, or malformed, is unreadable input; a refusal of the database's
        // is a failed check.
        const ProblemCode code = imported.error().front().code;
        return code == ProblemCode::TrfNotReadable || code == ProblemCode::TrfWithoutPlayers ||
                       code == ProblemCode::TrfWithoutName
                   ? BadUsage
                   : ChecksFailed;
    }
    const TrfImportSummary &summary = *imported;
    out << said("imported \"", "импортирован турнир «") << summary.tournament.name
        << said("\" from ", "» из ") << *trf << ": "
        << countWithNoun(summary.players, " players", "участник", "участника", "участников") << " ("
        << countWithNoun(summary.newPlayers, " new", "новый", "новых", "новых") << "), "
        << countWithNoun(summary.rounds, " rounds", "тур", "тура", "туров") << ", "
        << countWithNoun(summary.games, " games", "партия", "партии", "партий") << ", "
        << countWithNoun(summary.byes, " byes", "раз «свободен от игры»", "раза «свободен от игры»",
                         "раз «свободен от игры»");
    if (summary.withdrawn > 0)
        out << ", "
            << countWithNoun(summary.withdrawn, " withdrawn", "выбывший", "выбывших", "выбывших");
    out << "\n";
    if (summary.fullPointByes > 0)
        out << countWithNoun(summary.fullPointByes,
                             " full-point byes (F) stored as the pairing-allocated bye (U)",
                             "раз «свободен от игры» с полным очком (F) — записано как «свободен "
                             "от игры» по жеребьёвке (U)",
                             "раза «свободен от игры» с полным очком (F) — записано как «свободен "
                             "от игры» по жеребьёвке (U)",
                             "раз «свободен от игры» с полным очком (F) — записано как «свободен "
                             "от игры» по жеребьёвке (U)")
            << "\n";
    if (summary.unratedGames > 0)
        out << countWithNoun(summary.unratedGames,
                             " unrated games (W, D, L) stored as 1-0, 1/2-1/2, 0-1",
                             "нерейтинговая партия (W, D, L) записана как 1-0, 1/2-1/2, 0-1",
                             "нерейтинговые партии (W, D, L) записаны как 1-0, 1/2-1/2, 0-1",
                             "нерейтинговых партий (W, D, L) записаны как 1-0, 1/2-1/2, 0-1")
            << "\n";
    if (summary.linesNotImported > 0)
        out << countWithNoun(
                   summary.linesNotImported,
                   " lines not imported: team records, 240 byes and others the tool has no "
                   "place for",
                   "строка не импортирована: командные записи, записи 240 («свободен от "
                   "игры») и прочие, которым в программе нет места",
                   "строки не импортированы: командные записи, записи 240 («свободен от "
                   "игры») и прочие, которым в программе нет места",
                   "строк не импортировано: командные записи, записи 240 («свободен от "
                   "игры») и прочие, которым в программе нет места")
            << "\n";
    return Success;
}

} // namespace

int runTournament(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"system", true},       {"rounds", true},
                                     {"scoring", true},      {"tiebreaks", true},
                                     {"venue", true},        {"starts", true},
                                     {"ends", true},         {"chief-arbiter", true},
                                     {"unplayed", true},     {"micro-matches", false},
                                     {"standings-by", true}, {"withdrawal", true},
                                     {"acceleration", true}, {"initial-colour", true},
                                     {"variant", true},      {"why", true},
                                     {"trf", true},          {"name", true},
                                     {"encoding", true},     {"db", true},
                                     {"help", false}});
    const std::string usage = said(tournamentUsage, tournamentUsageRu);
    if (const auto finished = options.handleUsage("tournament", usage, out, err, 2))
        return *finished;
    if (options.positional().size() == 1 && options.positional()[0] == "import")
        return importTournament(options, out, err);
    if (options.positional().size() != 2 ||
        (options.positional()[0] != "create" && options.positional()[0] != "show" &&
         options.positional()[0] != "change")) {
        err << "shashki tournament: "
            << said("expected create NAME, change NAME, show NAME or import --trf FILE\n",
                    "нужно create ИМЯ, change ИМЯ, show ИМЯ или import --trf ФАЙЛ\n");
        return BadUsage;
    }
    const std::string command = options.positional()[0];
    const std::string name = options.positional()[1];
    db::Tournament tournament;
    tournament.name = name;
    if (command == "create" && !applySettings(options, tournament, true, err))
        return BadUsage;
    if (command == "change") {
        // Checked before the database is opened; applied to the stored settings below.
        db::Tournament probe;
        probe.drawnOpenings = true; // --standings-by is checked against the stored one below
        if (!applySettings(options, probe, false, err))
            return BadUsage;
    }
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "tournament", database, err);
    if (!sql)
        return ChecksFailed;
    if (command == "change") {
        const auto found = findTournament(*sql, name);
        if (!found) {
            err << "shashki tournament: " << describe(found.error(), cliLanguage()) << "\n";
            return ChecksFailed;
        }
        db::Tournament changed = *found;
        if (!applySettings(options, changed, false, err))
            return BadUsage;
        const auto saved = saveTournamentSettings(*sql, changed, options.value("why"));
        if (!saved) {
            err << "shashki tournament: " << describe(saved.error(), cliLanguage());
            // How the command line states the chief arbiter's reason.
            if (saved.error().code == ProblemCode::SettingLocked)
                err << said(" (--why REASON)", " (--why ПРИЧИНА)");
            err << "\n";
            return ChecksFailed;
        }
        const auto changes = settingChanges(*found, *saved);
        if (changes.empty())
            out << said("nothing changed in \"", "в турнире «") << saved->name
                << said("\"\n", "» ничего не изменено\n");
        for (const SettingChange &change : changes)
            out << change.setting << ": " << change.before << " -> " << change.after << "\n";
        return Success;
    }
    if (command == "create") {
        const auto made = createTournament(*sql, tournament);
        if (!made) {
            err << "shashki tournament: " << describe(made.error(), cliLanguage()) << "\n";
            return ChecksFailed;
        }
        out << said("created tournament \"", "создан турнир «") << made->name << said("\" (", "» (")
            << reports::settingCode(made->system) << ", " << reports::settingCode(made->scoring)
            << (made->variant == arbiter::Variant::Russian ? std::string()
                                                           : ", " + variantInWords(made->variant))
            << ")\n";
        return Success;
    }
    const auto found = findTournament(*sql, name);
    if (!found) {
        err << "shashki tournament: " << describe(found.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    out << found->name << ": ";
    if (found->variant != arbiter::Variant::Russian)
        out << variantInWords(found->variant) << " (" << reports::settingCode(found->ruleSet)
            << "), ";
    out << reports::settingCode(found->system) << said(", scoring ", ", начисление очков ")
        << reports::settingCode(found->scoring);
    if (found->roundsPlanned)
        out << ", " << countWithNoun(*found->roundsPlanned, " rounds", "тур", "тура", "туров");
    out << said(", unplayed games: ", ", несыгранные партии: ")
        << reports::settingCode(found->unplayedRounds)
        << said(", withdrawals: ", ", партии выбывших: ")
        << reports::settingCode(found->withdrawalRule);
    if (found->acceleration != reports::Acceleration::None)
        out << said(", accelerated pairings: ", ", ускоренная жеребьёвка: ")
            << reports::settingCode(found->acceleration);
    if (found->system == reports::PairingSystem::Swiss)
        out << said(", initial colour: ", ", начальный цвет: ")
            << reports::settingCode(found->initialColour);
    if (found->drawnOpenings)
        out << said(", micro-matches on drawn openings, standings by ",
                    ", микроматчи с жеребьёвкой дебюта, места в таблице по ")
            << reports::settingCode(found->standingsBy);
    // Where and when, the dates as the language writes them (28.11.2026 in Russian).
    const reports::ReportHeader header = reportHeader(*found, "", cliLanguage());
    for (const std::string &part : {header.venue, header.dates})
        if (!part.empty())
            out << ", " << part;
    out << "\n";
    const auto entries = tournamentEntries(*sql, found->id);
    if (!entries) {
        err << "shashki tournament: " << describe(entries.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    for (const db::Entry &entry : *entries) {
        out << "  " << entry.startNumber << ". " << entry.playerName;
        if (entry.rating)
            out << " (" << *entry.rating << ")";
        if (entry.withdrawnAfterRound)
            out << ", " << withdrawalWords(*entry.withdrawnAfterRound);
        out << "\n";
    }
    return Success;
}

// `entry sort|move|draw-lots`: the start numbers given anew before round 1 (pairingnumbers.h),
// then the list as numbered.
int renumberEntries(const CommandLine &options, const std::string &tournament, std::ostream &out,
                    std::ostream &err)
{
    const std::string action = options.positional()[0];
    const std::string aStartNumber = said("a start number", "стартовый номер");
    const auto from = options.intOption("player", aStartNumber, 1, noMaximum, "entry", err);
    const auto to = options.intOption("to", aStartNumber, 1, noMaximum, "entry", err);
    if (from.refused || to.refused)
        return BadUsage;
    if (action == "move" && !to.value) {
        err << "shashki entry: " << said("move needs --to NO\n", "для move нужен --to №\n");
        return BadUsage;
    }
    if (action != "move" && (from.value || to.value)) {
        err << "shashki entry: "
            << said("--player and --to go with move, not with ",
                    "--player и --to задаются с move, а не с ")
            << action << "\n";
        return BadUsage;
    }
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "entry", database, err);
    if (!sql)
        return ChecksFailed;
    const auto found = findTournament(*sql, tournament);
    if (!found) {
        err << "shashki entry: " << describe(found.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const auto why = options.value("why");
    std::optional<Problem> problem;
    if (action == "sort") {
        problem = sortStartNumbers(*sql, found->id, why);
    } else if (action == "move") {
        problem = moveStartNumber(*sql, found->id, *from.value, *to.value, why);
    } else {
        std::mt19937_64 random(std::random_device{}());
        problem = drawStartNumbers(*sql, found->id, random, why);
    }
    if (problem) {
        err << "shashki entry: " << describe(*problem, cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const auto entries = tournamentEntries(*sql, found->id);
    if (!entries) {
        err << "shashki entry: " << describe(entries.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    out << said("start numbers of ", "стартовые номера турнира ") << found->name << " "
        << (action == "sort" ? said("by the initial ranking", "по начальному рейтингу")
            : action == "move" ? said("as the arbiter ordered them", "в порядке, заданном судьёй")
                               : said("drawn by lot", "по жребию"))
        << ":\n";
    for (const db::Entry &entry : *entries) {
        out << "  " << entry.startNumber << ". " << entry.playerName;
        if (entry.rating)
            out << " (" << *entry.rating << ")";
        out << "\n";
    }
    return Success;
}

int runEntry(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"player", true},
                                     {"rating", true},
                                     {"title", true},
                                     {"club", true},
                                     {"region", true},
                                     {"birth-year", true},
                                     {"start-number", true},
                                     {"different-person", false},
                                     {"after-round", true},
                                     {"to", true},
                                     {"why", true},
                                     {"db", true},
                                     {"help", false}});
    const std::string usage = said(entryUsage, entryUsageRu);
    if (const auto finished = options.handleUsage("entry", usage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    const auto player = options.value("player");
    if (options.positional().size() == 1 && tournament &&
        (options.positional()[0] == "sort" || options.positional()[0] == "draw-lots"))
        return renumberEntries(options, *tournament, out, err);
    if (options.positional().size() != 1 ||
        (options.positional()[0] != "add" && options.positional()[0] != "withdraw" &&
         options.positional()[0] != "unwithdraw" && options.positional()[0] != "delete" &&
         options.positional()[0] != "move") ||
        !tournament || !player) {
        err << "shashki entry: "
            << said("expected add, withdraw, unwithdraw, delete or move with --tournament NAME "
                    "and --player, or sort or draw-lots with --tournament NAME\n",
                    "нужно add, withdraw, unwithdraw, delete или move с --tournament ИМЯ и "
                    "--player либо sort или draw-lots с --tournament ИМЯ\n");
        return BadUsage;
    }
    if (options.positional()[0] == "add")
        return addEntry(options, *tournament, *player, out, err);
    if (options.positional()[0] == "move")
        return renumberEntries(options, *tournament, out, err);
    const std::string action = options.positional()[0];
    const auto number = options.intOption("player", said("a start number", "стартовый номер"), 1,
                                          noMaximum, "entry", err);
    if (number.refused)
        return BadUsage;
    const auto afterRound = options.intOption("after-round", said("a round number", "номер тура"),
                                              0, noMaximum, "entry", err);
    if (afterRound.refused)
        return BadUsage;
    if (action == "withdraw" && !afterRound.value) {
        err << "shashki entry: "
            << said("withdraw needs --after-round R\n", "для withdraw нужен --after-round R\n");
        return BadUsage;
    }
    if (action != "withdraw" && afterRound.value) {
        err << "shashki entry: "
            << said("--after-round goes with withdraw\n",
                    "--after-round задаётся только с withdraw\n");
        return BadUsage;
    }
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "entry", database, err);
    if (!sql)
        return ChecksFailed;
    const auto loaded = loadTournamentEvent(*sql, *tournament);
    if (!loaded) {
        err << "shashki entry: " << describe(loaded.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const auto why = options.value("why");
    const std::optional<Problem> problem =
        action == "withdraw" ? withdrawPlayer(*sql, *loaded, *number.value, *afterRound.value, why)
        : action == "unwithdraw" ? takeBackWithdrawal(*sql, *loaded, *number.value, why)
                                 : deleteEntry(*sql, *loaded, *number.value, why);
    if (problem) {
        err << "shashki entry: " << describe(*problem, cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const auto entry =
        std::find_if(loaded->entries.begin(), loaded->entries.end(),
                     [&](const db::Entry &e) { return e.startNumber == *number.value; });
    const std::string name =
        entry->playerName + said(" (No ", " (№ ") + std::to_string(*number.value) + ")";
    if (action == "withdraw")
        out << name << " " << withdrawalWords(*afterRound.value) << "\n";
    else if (action == "unwithdraw")
        out << name << said(" is back in the tournament\n", " снова в турнире\n");
    else
        out << name << said(" deleted from the tournament\n", " удалён из турнира\n");
    return Success;
}

} // namespace app
