// The endgame database of up to 4 pieces, for the tests of rules that ask for a won position.
// Built once per build of the test program (about 3 s in a release build, 15 s under the
// sanitizers) and kept as table files beside it, so that the test processes of one run — each
// case runs in its own — build it once between them and load it after: the first to come builds
// it while the others wait on a lock. The files are named after the test program's own build
// (its size and time), so a rebuilt program builds them again: tables of an older generator are
// never read.
#pragma once

#include "arbiter/endgamedatabase.h"

const arbiter::EndgameDatabase &endgameDatabaseUpTo4();
