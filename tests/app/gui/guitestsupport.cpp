#include "guitestsupport.h"

#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "tests/db/testserver.h"

#include <QSettings>
#include <QTemporaryDir>

namespace guitest {

QApplication &application()
{
    static int argc = 1;
    static char name[] = "gui_tests";
    static char *argv[] = {name, nullptr};
    static QApplication *instance = [] {
        auto *made = new QApplication(argc, argv);
        // Each test process keeps its settings to itself (a window closed saves its tab and
        // geometry): one test never opens on what another left.
        static QTemporaryDir settings;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
        return made;
    }();
    return *instance;
}

std::string freshDatabase(const std::string &name)
{
    dbtest::migratedDatabase(name);
    return dbtest::server().connectionString(name);
}

std::vector<db::Player> players(std::initializer_list<const char *> names)
{
    std::vector<db::Player> out;
    for (const char *name : names) {
        db::Player player;
        player.name = name;
        out.push_back(std::move(player));
    }
    return out;
}

void enterTournament(const std::string &conninfo, const db::Tournament &draft,
                     const std::vector<db::Player> &entered)
{
    auto chief = db::SqlSession::open(conninfo);
    REQUIRE(chief.ok());
    const auto tournament = db::TournamentStore(*chief.value()).create(draft);
    REQUIRE(tournament.ok());
    for (const db::Player &player : entered) {
        const auto stored = db::PlayerStore(*chief.value()).add(player);
        REQUIRE(stored.ok());
        REQUIRE(db::EntryStore(*chief.value()).enter(tournament->id, stored->id).ok());
    }
}

std::unique_ptr<gui::TournamentSession> sessionOn(const std::string &conninfo)
{
    QString problem;
    auto session = gui::TournamentSession::open(conninfo, problem);
    INFO(problem.toStdString());
    REQUIRE(session);
    return session;
}

void otherJudgeEnters(const std::string &conninfo, std::int64_t tournament, int board,
                      const std::optional<reports::PairingResult> &result)
{
    auto other = db::SqlSession::open(conninfo);
    REQUIRE(other.ok());
    const auto pairings = db::PairingStore(*other.value()).pairings(tournament, 1);
    REQUIRE(pairings.ok());
    REQUIRE(db::PairingStore(*other.value())
                .saveResult((*pairings)[static_cast<std::size_t>(board - 1)], result, "sheet")
                .ok());
}

} // namespace guitest
