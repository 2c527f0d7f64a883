// app::decisionText: each kind of entry the database and the library write to the decisions log
// (migrations/0017's kinds and facts, as its functions, db::GameStore, db::TournamentStore,
// app::saveTournamentSettings, app::pairRound and app::recordClaimRuling write them) said in
// Russian from its facts, the names, moves and result codes as written; English as stored; a
// note, an entry of no kind and facts not of their kind as stored. The functions' own facts are
// checked against a real server in decisionhistory_test.cpp.
#include "app/tournament/claimruling.h"
#include "app/tournament/decisiontext.h"

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

namespace decisiontext_test {

namespace {

using Kind = db::DecisionKind;

db::Decision entry(Kind kind, const std::string &facts)
{
    db::Decision decision;
    decision.kind = kind;
    decision.facts = facts;
    decision.what = "the English as stored";
    return decision;
}

std::string russian(Kind kind, const std::string &facts)
{
    return app::decisionText(entry(kind, facts), app::Language::Russian);
}

} // namespace

TEST_CASE("The decisions log in Russian: results, pairings and hand changes", "[decisiontext]")
{
    CHECK(russian(Kind::Result,
                  R"({"round":1,"board":1,"white":"Андреев А.","black":"Васильев В.",)"
                  R"("game":1,"before":null,"after":"1-0"})") ==
          "результат: 1-й тур, доска 1 (Андреев А. - Васильев В.): нет → 1-0");
    CHECK(russian(Kind::Result, R"({"round":4,"board":3,"white":"Борисов","black":"Григорьев",)"
                                R"("game":2,"before":"1-1","after":null})") ==
          "результат 2-й партии: 4-й тур, доска 3 (Борисов - Григорьев): 1-1 → нет");
    CHECK(russian(Kind::Result, R"({"round":1,"board":3,"white":"Дмитриев Д.","black":null,)"
                                R"("game":1,"before":null,"after":"bye-1"})") ==
          "результат: 1-й тур, доска 3 (Дмитриев Д. - свободен): нет → своб. 1");
    CHECK(russian(Kind::Paired, R"({"round":1,"boards":3,"drawn":null})") ==
          "жеребьёвка 1-го тура: 3 доски");
    CHECK(russian(Kind::Paired, R"({"round":2,"boards":1,"drawn":null})") ==
          "жеребьёвка 2-го тура: 1 доска");
    CHECK(russian(Kind::Paired, R"({"round":3,"boards":12,"drawn":null})") ==
          "жеребьёвка 3-го тура: 12 досок");
    CHECK(russian(Kind::Paired, R"({"round":3,"boards":21,"drawn":null})") ==
          "жеребьёвка 3-го тура: 21 доска");
    CHECK(russian(Kind::Paired, R"({"round":5,"boards":5})") == "жеребьёвка 5-го тура: 5 досок");
    CHECK(russian(
              Kind::Paired,
              R"({"round":1,"boards":2,"drawn":{"opening":{"given":false,)"
              R"("moves":"c3-b4 f6-g5","seed":42,"number":7,"count":49,"file":null,"line":0}}})") ==
          "жеребьёвка 1-го тура: 2 доски; дебют 1-го тура выбран жребием (начальное число 42): "
          "№ 7 из 49 двухходовых дебютов: c3-b4 f6-g5");
    CHECK(russian(Kind::Paired, R"({"round":2,"boards":2,"drawn":{"opening":{"given":false,)"
                                R"("moves":"c3-d4 d6-c5 b2-c3","seed":9,"number":3,"count":174,)"
                                R"("file":"/srv/ballots.pdn","line":12}}})") ==
          "жеребьёвка 2-го тура: 2 доски; дебют 2-го тура выбран жребием (начальное число 9): № 3 "
          "из 174 дебютов файла /srv/ballots.pdn (строка 12): c3-d4 d6-c5 b2-c3");
    // A Swiss's initial colour drawn by lot at round 1 (app::pairRound), alone or before an
    // opening.
    CHECK(russian(Kind::Paired, R"({"round":1,"boards":6,"drawn":{"initialColour":"black"}})") ==
          "жеребьёвка 1-го тура: 6 досок; начальный цвет выбран жребием: чёрные");
    CHECK(russian(Kind::Paired,
                  R"({"round":1,"boards":2,"drawn":{"initialColour":"white","opening":{)"
                  R"("given":false,"moves":"c3-b4 f6-g5","seed":42,"number":7,"count":49,)"
                  R"("file":null,"line":0}}})") ==
          "жеребьёвка 1-го тура: 2 доски; начальный цвет выбран жребием: белые; дебют 1-го тура "
          "выбран жребием (начальное число 42): № 7 из 49 двухходовых дебютов: c3-b4 f6-g5");
    CHECK(russian(Kind::Settings,
                  R"({"changes":[{"setting":"initial colour","before":"white",)"
                  R"("after":"lot"}]})") == "изменены настройки: начальный цвет: white → lot");
    // A round of a TRF file imported (app::importTrf).
    CHECK(russian(Kind::Paired,
                  R"({"round":4,"boards":8,"drawn":{"importedFrom":"swiss-16.trf"}})") ==
          "жеребьёвка 4-го тура: 8 досок; импортирован из swiss-16.trf");
    CHECK(russian(Kind::Paired, R"({"round":3,"boards":2,"drawn":{"opening":{"given":true,)"
                                R"("moves":"c3-d4 f6-g5"}}})") ==
          "жеребьёвка 3-го тура: 2 доски; дебют 3-го тура задан: c3-d4 f6-g5");
    CHECK(russian(Kind::Unpaired, R"({"round":2})") == "жеребьёвка 2-го тура отменена");
    CHECK(
        russian(Kind::Swapped, R"({"round":1,"board":2,"white":"Григорьев","black":"Борисов"})") ==
        "цвета поменяны вручную: 1-й тур, доска 2 (Григорьев - Борисов)");
    CHECK(russian(Kind::Exchanged,
                  R"({"players":["Андреев","Васильев"],"boards":[{"round":2,"board":1,)"
                  R"("white":"Андреев","black":"Борисов"},{"round":2,"board":2,)"
                  R"("white":"Григорьев","black":"Васильев"}]})") ==
          "вручную переставлены Андреев и Васильев: 2-й тур, доска 1 (Андреев - Борисов) и "
          "2-й тур, доска 2 (Григорьев - Васильев)");
    CHECK(russian(Kind::Imported, R"({"round":7,"board":4,"white":"Андреев","black":"Борисов",)"
                                  R"("result":"1-0"})") ==
          "импорт партии: 7-й тур, доска 4: Андреев - Борисов 1-0");
    CHECK(russian(Kind::Imported,
                  R"({"round":7,"board":5,"white":"А","black":"Б",)"
                  R"("result":null})") == "импорт партии: 7-й тур, доска 5: А - Б *");
    CHECK(russian(Kind::Sheet, R"({"round":3,"board":2,"game":1,"replaced":false})") ==
          "бланк партии записан: 3-й тур, доска 2, 1-я партия");
    CHECK(russian(Kind::Sheet, R"({"round":1,"board":1,"game":2,"replaced":true})") ==
          "бланк партии заменён: 1-й тур, доска 1, 2-я партия");
    // The order as `shashki pairings` logs it when it draws the rounds of the table.
    CHECK(russian(Kind::RoundOrder, R"({"seed":17,"rounds":[3,1,2]})") ==
          "порядок туров выбран жребием (начальное число 17): туры таблицы 3, 1, 2");
}

TEST_CASE("The decisions log in Russian: players and settings", "[decisiontext]")
{
    CHECK(russian(Kind::Entered, R"({"player":"Андреев А.","startNumber":1})") ==
          "Андреев А.: включение в список под стартовым номером 1");
    // Inserted at his rank (0018): the numbers from his on moved up.
    CHECK(russian(Kind::Entered, R"({"player":"Жуков Ж.","startNumber":3,"movedUp":4})") ==
          "Жуков Ж.: включение в список под стартовым номером 3; номера начиная с 3 сдвинуты на "
          "один");
    CHECK(russian(Kind::Entered, R"({"player":"Жуков Ж.","startNumber":7,"movedUp":0})") ==
          "Жуков Ж.: включение в список под стартовым номером 7");
    CHECK(russian(Kind::Numbered, R"({"how":"ranking","order":["Б","Д","А"],"moved":3})") ==
          "стартовые номера присвоены по рейтингу: 1. Б, 2. Д, 3. А");
    CHECK(russian(Kind::Numbered, R"({"how":"arbiter","order":["А","Б"],"moved":2})") ==
          "стартовые номера присвоены судьёй вручную: 1. А, 2. Б");
    CHECK(russian(Kind::Numbered, R"({"how":"lot","order":["В","А"],"moved":1})") ==
          "стартовые номера присвоены жребием: 1. В, 2. А");
    CHECK(russian(Kind::Renumbered, R"({"player":"Андреев А.","before":1,"after":4})") ==
          "Андреев А.: стартовый номер 1 → 4");
    CHECK(russian(Kind::Withdrawn, R"({"player":"Борисов Б.","afterRound":3})") ==
          "Борисов Б.: выбытие после 3-го тура");
    CHECK(russian(Kind::Withdrawn, R"({"player":"Борисов Б.","afterRound":0})") ==
          "Борисов Б.: выбытие до 1-го тура");
    // Written by the functions of migrations/0022.
    CHECK(russian(Kind::Created, R"({"name":"Кубок"})") == "турнир создан: Кубок");
    CHECK(russian(Kind::PlayerAdded, R"({"player":"Андреев А."})") ==
          "игрок добавлен в список: Андреев А.");
    CHECK(russian(Kind::PlayerChanged,
                  R"({"player":"Андреев А.","changes":[{"field":"rating","before":null,)"
                  R"("after":"2400"},{"field":"FMJD id","before":"1","after":null}]})") ==
          "изменены данные игрока Андреев А.: рейтинг: нет → 2400; номер FMJD: 1 → нет");
    CHECK(russian(Kind::GamesImported, R"({"games":153,"source":"ussr1950.pdn"})") ==
          "импортировано партий: 153 из ussr1950.pdn");
    CHECK(russian(Kind::GamesImported, R"({"games":2,"source":null})") ==
          "импортировано партий: 2");
    CHECK(russian(Kind::Settings,
                  R"({"changes":[{"setting":"variant","before":"russian",)"
                  R"("after":"brazilian"}]})") == "изменены настройки: игра: russian → brazilian");
    CHECK(russian(Kind::Returned, R"({"player":"Борисов Б."})") ==
          "Борисов Б.: возвращение в турнир");
    CHECK(russian(Kind::Deleted, R"({"player":"Васильев В.","startNumber":3})") ==
          "Васильев В. (№ 3): удаление из турнира");
    CHECK(russian(Kind::Settings, R"({"changes":[{"setting":"number of rounds","before":"7",)"
                                  R"("after":"9"},{"setting":"micro-matches","before":"no",)"
                                  R"("after":"yes"}]})") ==
          "изменены настройки: число туров: 7 → 9; микроматчи: нет → да");
    // A venue with "; " in it is one value.
    CHECK(russian(Kind::Settings, R"({"changes":[{"setting":"venue","before":"none",)"
                                  R"("after":"Тула; ДК"},{"setting":"start date",)"
                                  R"("before":"2026-11-28","after":"2026-11-29"}]})") ==
          "изменены настройки: место проведения: нет → Тула; ДК; дата начала: 2026-11-28 → "
          "2026-11-29");
}

TEST_CASE("The decisions log in Russian: the settings' values named by the window",
          "[decisiontext]")
{
    db::Decision decision =
        entry(Kind::Settings,
              R"({"changes":[{"setting":"system","before":"round-robin","after":"swiss"},)"
              R"({"setting":"number of rounds","before":"7","after":"9"}]})");
    decision.what = "settings changed: system round-robin -> swiss; number of rounds 7 -> 9";
    const app::ValueName names = [](const std::string &setting,
                                    const std::string &code) -> std::optional<std::string> {
        if (setting == "system" && code == "swiss")
            return "швейцарская система";
        if (setting == "system" && code == "round-robin")
            return "круговая система";
        return std::nullopt;
    };
    CHECK(app::decisionText(decision, app::Language::Russian, names) ==
          "изменены настройки: система проведения: круговая система → швейцарская система; "
          "число туров: 7 → 9");
    CHECK(app::decisionText(decision, app::Language::English, names) == decision.what);
}

TEST_CASE("The decisions log in Russian: a claim ruling from its recorded facts", "[decisiontext]")
{
    arbiter::ClaimVerdict verdict;
    verdict.valid = true;
    verdict.procedure = arbiter::ClaimProcedure::AfterMove;
    verdict.rule = arbiter::DrawRule::Threefold;
    verdict.ply = 12;
    verdict.occurrences = {4, 8, 12};
    verdict.detail = {arbiter::RuleMessageId::ThreefoldAfterMove,
                      arbiter::RepetitionFacts{"", true, 12, {4, 8, 12}}};
    verdict.message = arbiter::englishText(verdict.detail);
    // As app::recordClaimRuling logs it (migrations/0017): a ruling, its facts the verdict's.
    db::Decision ruling = entry(Kind::Ruling, app::claimRulingJson(verdict));
    ruling.what = app::claimRulingText(verdict);
    CHECK(app::decisionText(ruling, app::Language::English) == ruling.what);
    CHECK(app::decisionText(ruling, app::Language::Russian) ==
          "заявка на ничью (троекратное повторение позиции, после хода) после 12-го полухода: "
          "верна — позиция после полухода 12 встречалась 3 раза (полуходы 4, 8, 12)");
    // Written before entries had kinds: the verdict's facts were kept in `after`.
    db::Decision decision;
    decision.what = app::claimRulingText(verdict);
    decision.after = app::claimRulingJson(verdict);
    CHECK(app::decisionText(decision, app::Language::English) == decision.what);
    CHECK(app::decisionText(decision, app::Language::Russian) ==
          "заявка на ничью (троекратное повторение позиции, после хода) после 12-го полухода: "
          "верна — позиция после полухода 12 встречалась 3 раза (полуходы 4, 8, 12)");
    // A ruling stored before the facts were: its arguments, read as the facts they were.
    const std::string stored = *decision.after;
    decision.after = "{\"rule\":\"threefold\",\"procedure\":\"after-move\",\"ply\":12,"
                     "\"claimant\":\"white\",\"valid\":true,\"occurrences\":[4,8,12],"
                     "\"windowStartPly\":4,\"count\":3,\"limit\":3,\"unit\":\"occurrences\","
                     "\"messageId\":" +
                     std::to_string(static_cast<int>(arbiter::RuleMessageId::ThreefoldAfterMove)) +
                     ",\"messageArgs\":[\"valid\",\"12\",\"3\",\"4, 8, 12\"]}";
    CHECK(app::decisionText(decision, app::Language::Russian) ==
          "заявка на ничью (троекратное повторение позиции, после хода) после 12-го полухода: "
          "верна — позиция после полухода 12 встречалась 3 раза (полуходы 4, 8, 12)");
    // Arguments that do not read as the id's (a ply that is no number): the text as stored.
    decision.after->replace(decision.after->find("\"12\","), 5, "\"x\",");
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
    // Facts missing from the new form: the text as stored.
    decision.after = stored;
    decision.after->replace(decision.after->find("\"plies\":"), 8, "\"pliez\":");
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
    // Its facts lost: the text as stored.
    decision.after.reset();
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
}

TEST_CASE("The decisions log in Russian: an automatic draw's endgame reason from its facts",
          "[decisiontext]")
{
    arbiter::EndgameReason reason;
    reason.kind = arbiter::EndgameReason::Kind::Probed;
    reason.loneKingToMove = true;
    reason.value = {arbiter::Outcome::Loss, 12};
    arbiter::ClaimVerdict verdict;
    verdict.valid = true;
    verdict.procedure = arbiter::ClaimProcedure::Automatic;
    verdict.rule = arbiter::DrawRule::MainRoad;
    verdict.ply = 40;
    verdict.windowStartPly = 30;
    verdict.count = 5;
    verdict.limit = 5;
    verdict.unit = arbiter::CountUnit::OwnMoves;
    verdict.databaseVerdict = arbiter::EndgameVerdict::Draw;
    verdict.detail = {arbiter::RuleMessageId::AutomaticValid,
                      arbiter::CountFacts{arbiter::DrawRule::MainRoad, 40, 30, 5, 5,
                                          arbiter::CountUnit::OwnMoves, std::nullopt, reason}};
    verdict.message = arbiter::englishText(verdict.detail);
    db::Decision decision;
    decision.what = app::claimRulingText(verdict);
    decision.after = app::claimRulingJson(verdict);
    const std::string id = std::to_string(static_cast<int>(arbiter::RuleMessageId::AutomaticValid));
    const std::string reasonJson =
        "{\"kind\":\"probed\",\"noIncrementClock\":false,\"loneKingToMove\":true,\"outcome\":"
        "\"loss\",\"distancePlies\":12,\"pieces\":0,\"maxPieces\":0,\"tableFile\":\"\"}";
    // As rows stored while a damaged table's description was words hold it: "damage" always
    // there, "" for every other kind.
    const std::string oldReasonJson =
        "{\"kind\":\"probed\",\"noIncrementClock\":false,\"loneKingToMove\":true,\"outcome\":"
        "\"loss\",\"distancePlies\":12,\"pieces\":0,\"maxPieces\":0,\"tableFile\":\"\","
        "\"damage\":\"\"}";
    CHECK(*decision.after ==
          "{\"rule\":\"main-road\",\"procedure\":\"automatic\",\"ply\":40,\"claimant\":"
          "\"white\",\"valid\":true,\"windowStartPly\":30,\"count\":5,\"limit\":5,\"unit\":"
          "\"own moves\",\"databaseVerdict\":\"draw\",\"messageId\":" +
              id +
              ",\"messageFacts\":{\"rule\":\"main-road\",\"ply\":40,\"windowStart\":30,"
              "\"count\":5,\"limit\":5,\"unit\":\"own moves\"},\"endgameReason\":" +
              reasonJson + "}");
    const std::string russian =
        "заявка на ничью (одинокая дамка на большой дороге, ничья по правилу) после 40-го "
        "полухода: верна — ничья по правилу «одинокая дамка на большой дороге» после полухода "
        "40 (отсчёт с полухода 30, 5 из 5 своих ходов; база эндшпилей: для стороны с одинокой "
        "дамкой — проигрыш за 12 полуходов)";
    CHECK(app::decisionText(decision, app::Language::Russian) == russian);
    // The same ruling as rows stored before the facts were hold it: the same Russian.
    const std::string before =
        "{\"rule\":\"main-road\",\"procedure\":\"automatic\",\"ply\":40,\"claimant\":"
        "\"white\",\"valid\":true,\"windowStartPly\":30,\"count\":5,\"limit\":5,\"unit\":"
        "\"own moves\",\"databaseVerdict\":\"draw\",\"messageId\":" +
        id +
        ",\"messageArgs\":[\"main-road\",\"40\",\"30\",\"5\",\"5\",\"own moves\","
        "\"endgame database: the lone king's side loss in 12\"]";
    decision.after = before + ",\"endgameReason\":" + reasonJson + "}";
    CHECK(app::decisionText(decision, app::Language::Russian) == russian);
    decision.after = before + ",\"endgameReason\":" + oldReasonJson + "}";
    CHECK(app::decisionText(decision, app::Language::Russian) == russian);
    // Stored before the reason's facts were too: its English is not put inside the Russian, the
    // whole entry stays as stored.
    decision.after = before + "}";
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
    decision.after = app::claimRulingJson(verdict);
    // A reason of a kind this version does not know: the text as stored.
    const std::string probed = "\"kind\":\"probed\"";
    decision.after->replace(decision.after->find(probed), probed.size(), "\"kind\":\"oracle\"");
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
}

TEST_CASE("The decisions log in Russian: a damaged endgame table's facts, or the entry as stored",
          "[decisiontext]")
{
    // An automatic draw the database could not decide: the small ending's count reached, its
    // table's file cut short (3 pieces, w0m1k-b0m2k).
    arbiter::EndgameReason reason;
    reason.kind = arbiter::EndgameReason::Kind::Damaged;
    reason.pieces = 3;
    reason.tableFile = "w0m1k-b0m2k.shtb";
    reason.damage = {
        .kind = arbiter::TableDamage::Kind::WrongSize, .positionsHeld = 991, .classPositions = 992};
    arbiter::ClaimVerdict verdict;
    verdict.valid = false;
    verdict.procedure = arbiter::ClaimProcedure::Automatic;
    verdict.rule = arbiter::DrawRule::SmallEnding;
    verdict.ply = 40;
    verdict.windowStartPly = 10;
    verdict.count = 15;
    verdict.limit = 15;
    verdict.unit = arbiter::CountUnit::OwnMoves;
    verdict.databaseVerdict = arbiter::EndgameVerdict::Unknown;
    verdict.detail = {arbiter::RuleMessageId::AutomaticUndecided,
                      arbiter::CountFacts{arbiter::DrawRule::SmallEnding, 40, 10, 15, 15,
                                          arbiter::CountUnit::OwnMoves, std::nullopt, reason}};
    verdict.message = arbiter::englishText(verdict.detail);
    db::Decision decision;
    decision.what = app::claimRulingText(verdict);
    decision.after = app::claimRulingJson(verdict);
    CHECK(decision.what ==
          "draw claim (small-ending, automatic) after ply 40: not valid - undecided: small-ending "
          "reached its count after ply 40 (counted from ply 10: 15 of the 15 own moves needed) "
          "but unknown — endgame table damaged: w0m1k-b0m2k.shtb: holds 991 positions, the "
          "class has 992");
    const std::string damageJson =
        "\"damage\":{\"kind\":\"wrong-size\",\"foundVersion\":0,\"expectedVersion\":0,"
        "\"storedClass\":\"\",\"expectedClass\":\"\",\"positionsHeld\":991,"
        "\"classPositions\":992}";
    REQUIRE(decision.after->find(damageJson) != std::string::npos);
    const std::string lead =
        "заявка на ничью (малый эндшпиль, ничья по правилу) после 40-го полухода: неверна — "
        "правило «малый эндшпиль» досчитало после полухода 40 (отсчёт с полухода 10, 15 из 15 "
        "своих ходов), но неизвестно — таблица эндшпиля повреждена: w0m1k-b0m2k.shtb: ";
    CHECK(app::decisionText(decision, app::Language::English) == decision.what);
    CHECK(app::decisionText(decision, app::Language::Russian) ==
          lead + "содержит 991 позицию, а в классе их 992");
    const std::string stored = *decision.after;

    // A row stored while the damage was English words: never parsed, and not put inside the
    // Russian either: the whole entry as stored.
    decision.after->replace(decision.after->find(damageJson), damageJson.size(),
                            "\"damage\":\"checksum mismatch: the file is damaged\"");
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);

    // A damage of a kind this version does not know, or with a fact missing: the text as stored.
    decision.after = stored;
    const std::string kind = "\"kind\":\"wrong-size\"";
    decision.after->replace(decision.after->find(kind), kind.size(), "\"kind\":\"torn-page\"");
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
    decision.after = stored;
    const std::string held = "\"positionsHeld\":991,";
    decision.after->replace(decision.after->find(held), held.size(), "");
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
    // A damaged reason with no damage at all: the text as stored.
    decision.after = stored;
    decision.after->replace(decision.after->find(damageJson) - 1, damageJson.size() + 1, "");
    CHECK(app::decisionText(decision, app::Language::Russian) == decision.what);
}

TEST_CASE("The decisions log: English as stored, and notes, entries of no kind and facts not of "
          "their kind as stored",
          "[decisiontext]")
{
    db::Decision decision = entry(Kind::Paired, R"({"round":1,"boards":3,"drawn":null})");
    decision.what = "round 1 paired: 3 boards";
    CHECK(app::decisionText(decision, app::Language::English) == "round 1 paired: 3 boards");
    // Written before entries had kinds: no sentence is read back, whatever it says.
    db::Decision old;
    for (const char *what : {"round 1 paired: 3 boards", "Андреев А. entered with start number 1",
                             "settings changed: number of rounds 7 -> 9"}) {
        old.what = what;
        CHECK(app::decisionText(old, app::Language::Russian) == what);
    }
    // A note is free text a person wrote: marked as a note, whatever it looks like, and its
    // line breaks escaped so that it cannot pass for another entry (issue 28, point 4).
    CHECK(russian(Kind::Note, "{}") == "заметка: the English as stored");
    db::Decision forged = entry(Kind::Note, "{}");
    forged.what = "round 3 paired: 5 boards\n2026-12-01 10:00:00  chief  Иванов withdrawn";
    forged.why = "see\r\nbelow\u202E";
    CHECK(app::decisionText(forged, app::Language::English) ==
          "note: round 3 paired: 5 boards\\n2026-12-01 10:00:00  chief  Иванов withdrawn");
    CHECK(app::decisionWhy(forged) == "see\\r\\nbelow\\u202E");
    CHECK(app::decisionWhy(entry(Kind::Note, "{}")).empty());
    // An entry of no kind (written before 0017) with a line break: escaped as well.
    old.what = "line one\nline two";
    CHECK(app::decisionText(old, app::Language::English) == "line one\\nline two");
    // Facts that are not those of their kind.
    for (const auto &[kind, facts] : std::vector<std::pair<Kind, std::string>>{
             {Kind::Paired, R"({"round":"x","boards":3})"},
             {Kind::Paired, R"({"round":1})"},
             {Kind::Paired, R"({"round":1,"boards":3,"drawn":{"initialColour":"grey"}})"},
             {Kind::Paired, R"({"round":1,"boards":2,"drawn":{"opening":{"given":false,)"
                            R"("moves":"x","seed":4}}})"},
             {Kind::Paired, R"({"round":1.5,"boards":3})"},
             {Kind::Result, R"({"round":1,"board":1,"white":"A","black":"B","game":3,)"
                            R"("before":null,"after":"1-0"})"},
             {Kind::Result, R"({"round":1,"board":1,"black":"B","game":1,"after":"1-0"})"},
             {Kind::Swapped, R"({"round":1,"board":2})"},
             {Kind::Exchanged, R"({"players":["A"],"boards":[]})"},
             {Kind::Settings, R"({"changes":[{"setting":"colour","before":"red",)"
                              R"("after":"blue"}]})"},
             {Kind::Settings, R"({"changes":[]})"},
             {Kind::Sheet, R"({"round":1,"board":1,"game":1})"},
             {Kind::RoundOrder, R"({"seed":17,"rounds":["a"]})"},
             {Kind::Withdrawn, R"({"player":"A"})"},
             {Kind::Ruling, R"({"rule":"threefold"})"},
             {Kind::Entered, "not JSON"},
             {Kind::Entered, R"({"player":"A","startNumber":3,"movedUp":"many"})"},
             {Kind::Numbered, R"({"how":"by whim","order":["A"],"moved":1})"},
             {Kind::Numbered, R"({"how":"lot","order":[1,2],"moved":1})"},
             {Kind::Created, R"({})"},
             {Kind::PlayerAdded, R"({"player":7})"},
             {Kind::PlayerChanged, R"({"player":"A","changes":[{"field":"shoe size",)"
                                   R"("before":"41","after":"42"}]})"},
             {Kind::PlayerChanged, R"({"player":"A","changes":[]})"},
             {Kind::GamesImported, R"({"games":"many","source":null})"},
         })
        CHECK(russian(kind, facts) == "the English as stored");
}

} // namespace decisiontext_test
