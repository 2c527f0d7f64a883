// The endgame database of up to 4 pieces, built in memory once per test process (about 3 s in a
// release build), for the tests of rules that ask for a won position.
#pragma once

#include "arbiter/endgamedatabase.h"
#include "arbiter/endgamegenerator.h"

#include <memory>

inline const arbiter::EndgameDatabase &endgameDatabaseUpTo4()
{
    static const auto database = [] {
        auto db = std::make_unique<arbiter::EndgameDatabase>();
        for (const arbiter::Material &material : arbiter::EndgameGenerator::classesInOrder(4))
            if (!db->table(material))
                for (arbiter::EndgameTable &table :
                     arbiter::EndgameGenerator::solve(material, *db, 2))
                    db->add(std::move(table));
        return db;
    }();
    return *database;
}
