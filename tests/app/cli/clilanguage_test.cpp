// The command line in Russian (issue 27, point 20): chosen with --language anywhere on the line or
// by the locale (LC_ALL, LC_MESSAGES, LANG), its own words and the catalogue's in that language,
// numbers with the decimal comma and dates as 28.11.2026.
#include "app/cli/clilanguage.h"
#include "clirun.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

namespace clilanguage_test {

using clitest::ScratchCluster;
using clitest::shashki;

namespace {

// The locale variables as given while it lives; unset again after (clirun.cpp unsets them).
class Locale
{
public:
    Locale(std::optional<std::string> all, std::optional<std::string> messages,
           std::optional<std::string> lang)
    {
        set("LC_ALL", all);
        set("LC_MESSAGES", messages);
        set("LANG", lang);
    }
    ~Locale()
    {
        for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"})
            ::unsetenv(name);
    }
    Locale(const Locale &) = delete;
    Locale &operator=(const Locale &) = delete;

private:
    static void set(const char *name, const std::optional<std::string> &value)
    {
        if (value)
            ::setenv(name, value->c_str(), 1);
        else
            ::unsetenv(name);
    }
};

} // namespace

TEST_CASE("the locale chooses the language: LC_ALL, then LC_MESSAGES, then LANG", "[cli]")
{
    using app::Language;
    CHECK(app::environmentLanguage() == Language::English);
    {
        const Locale locale(std::nullopt, std::nullopt, "ru_RU.UTF-8");
        CHECK(app::environmentLanguage() == Language::Russian);
    }
    {
        const Locale locale("C.UTF-8", std::nullopt, "ru_RU.UTF-8");
        CHECK(app::environmentLanguage() == Language::English);
    }
    {
        const Locale locale("", "ru_UA@euro", "en_GB.UTF-8");
        CHECK(app::environmentLanguage() == Language::Russian);
    }
    {
        const Locale locale(std::nullopt, std::nullopt, "ru");
        CHECK(app::environmentLanguage() == Language::Russian);
    }
    {
        const Locale locale(std::nullopt, std::nullopt, "rus_XX");
        CHECK(app::environmentLanguage() == Language::English);
    }
}

TEST_CASE("refusals in Russian under a Russian locale or --language ru, English with --language "
          "en",
          "[cli]")
{
    const auto usage = shashki({"--language", "ru", "result"});
    CHECK(usage.exitCode == 2);
    CHECK(usage.err == "shashki result: нужны --tournament ИМЯ, --round R, --board B и "
                       "результат\n");
    {
        const Locale locale(std::nullopt, std::nullopt, "ru_RU.UTF-8");
        CHECK(shashki({"result", "--round", "x"}).err ==
              "shashki result: параметр --round: ожидается номер тура от 1, а не «x»\n");
        CHECK(shashki({"moves", "--fen", "W:Wz9"})
                  .err.starts_with("shashki moves: неверный FEN, столбец "));
        CHECK(shashki({"nonsense"}).err ==
              "shashki: неизвестная команда «nonsense»; см. shashki --help\n");
        // --language en wins over the locale, wherever it stands.
        CHECK(shashki({"result", "--language", "en"}).err ==
              "shashki result: expected --tournament NAME, --round R, --board B and the result\n");
        CHECK(shashki({"--help"}).out.starts_with("Запуск: shashki КОМАНДА [ПАРАМЕТРЫ]\n"));
    }
    CHECK(shashki({"--help"}).out.starts_with("Usage: shashki COMMAND [OPTIONS]\n"));
    CHECK(shashki({"moves", "--language=fr"}).err ==
          "shashki: --language needs en or ru, not 'fr'\n");
    CHECK(shashki({"moves", "--language", "ru", "--language", "en"}).exitCode == 2);
    CHECK(shashki({"moves", "--language"}).err ==
          "shashki: option --language needs a value (en or ru)\n");
}

TEST_CASE("a tournament in Russian: dates typed and shown as 28.11.2026, the catalogue's words, "
          "the decimal comma",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    CHECK(shashki({"--language", "ru", "tournament", "create", "Кубок", "--system", "swiss",
                   "--rounds", "3", "--venue", "Тула", "--starts", "28.11.2026", "--ends",
                   "2026-11-30"})
              .out == "создан турнир «Кубок» (swiss, 1-0.5-0)\n");
    CHECK(shashki({"tournament", "show", "Кубок", "--language", "ru"})
              .out.starts_with("Кубок: swiss, начисление очков 1-0.5-0, 3 тура, "));
    CHECK_THAT(shashki({"tournament", "show", "Кубок", "--language", "ru"}).out,
               Catch::Contains(", Тула, 28.11.2026 - 30.11.2026\n"));
    CHECK_THAT(shashki({"tournament", "show", "Кубок"}).out,
               Catch::Contains(", Тула, 2026-11-28 - 2026-11-30\n"));
    const auto badDate =
        shashki({"--language", "ru", "tournament", "change", "Кубок", "--ends", "31.02.2026"});
    CHECK(badDate.exitCode == 2);
    CHECK(badDate.err == "shashki tournament: параметр --ends: ожидается дата (ДД.ММ.ГГГГ или "
                         "ГГГГ-ММ-ДД), а не «31.02.2026»\n");
    CHECK(shashki({"tournament", "change", "Кубок", "--ends", "2026-13-01"}).err ==
          "shashki tournament: --ends needs a date (YYYY-MM-DD or DD.MM.YYYY), not '2026-13-01'\n");

    // A file with a game of another variant: refused in Russian, its reason from the rules core's
    // facts (no English inside).
    const std::string mixed = (dir.path / "mixed.pdn").string();
    std::ofstream(mixed) << "[White \"Новый А.\"]\n[Black \"Новый Б.\"]\n1. c3-d4 d6-c5 1-0\n\n"
                         << "[GameType \"20\"]\n[White \"В\"]\n[Black \"Г\"]\n1. 32-28 19-23 *\n";
    const auto refused = shashki({"--language", "ru", "import", mixed, "--tournament", "Кубок"});
    CHECK(refused.exitCode == 1);
    CHECK(refused.err == "shashki import: " + mixed +
                             ":5:1: партию 2 нельзя импортировать: GameType 20 — международные "
                             "шашки (20), а не русские шашки (25); партия пропущена; ничего не "
                             "импортировано\n");

    // The pairing setting locked after round 1: said without the command line's name inside the
    // catalogue's sentence, the option to give the reason after it.
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Кубок", "--player", name}).exitCode == 0);
    REQUIRE(shashki({"pairings", "--tournament", "Кубок", "--round", "1"}).exitCode == 0);
    CHECK(shashki({"--language", "ru", "tournament", "change", "Кубок", "--system", "round-robin"})
              .err == "shashki tournament: система проведения («swiss») определяет жеребьёвку и "
                      "после жеребьёвки 1-го тура не меняется (новое значение — «round-robin»); "
                      "изменить этот параметр может только главный судья, указав причину "
                      "(--why ПРИЧИНА)\n");
}

} // namespace clilanguage_test
