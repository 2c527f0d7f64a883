// What the window's test files share: the one QApplication of the test process, QString printed
// by Catch in its failure messages, and tournaments made on the test server as another client
// (the chief arbiter's) would make them.
#pragma once

#include "app/gui/tournamentsession.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "reports/pairingresult.h"

#include <QApplication>
#include <QString>
#include <catch2/catch.hpp>

namespace Catch {
template <>
struct StringMaker<QString>
{
    static std::string convert(const QString &value) { return '"' + value.toStdString() + '"'; }
};
} // namespace Catch

namespace guitest {

// Made at the first call, never destroyed: QtSql's clean-up at ~QApplication would run after its
// own statics are gone.
QApplication &application();

// A fresh database `name` on the test server, migrated; its connection string.
std::string freshDatabase(const std::string &name);

// Players of these names, unrated.
std::vector<db::Player> players(std::initializer_list<const char *> names);

// Tournament `draft` created in `conninfo`'s database with `entered` entered in that order, as
// another client would.
void enterTournament(const std::string &conninfo, const db::Tournament &draft,
                     const std::vector<db::Player> &entered);

// A judge's session on `conninfo`'s database.
std::unique_ptr<gui::TournamentSession> sessionOn(const std::string &conninfo);

// Another judge's client saves `result` on `board` of round 1 of `tournament`.
void otherJudgeEnters(const std::string &conninfo, std::int64_t tournament, int board,
                      const std::optional<reports::PairingResult> &result);

} // namespace guitest
