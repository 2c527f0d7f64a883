// Fuzzing the players CSV of the desktop's import: any bytes must be read without a crash, a hang
// or a leak; every player and every problem lies on a line of the input, in order, a problem of
// a field in a column of it.
#include "app/tournament/playercsv.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    // A fixed "this year", so that a run does not depend on the clock.
    const app::PlayerCsv read = app::readPlayerCsv(text, app::PlayerValidator(2024));
    int previous = 0;
    for (const app::CsvPlayer &player : read.players) {
        if (player.line <= previous || static_cast<std::size_t>(player.line) > size ||
            player.player.name.empty())
            std::abort();
        previous = player.line;
    }
    previous = 0;
    for (const app::CsvLineProblem &problem : read.problems) {
        if (problem.line < previous || static_cast<std::size_t>(problem.line) > size ||
            (problem.field ? problem.column < 1 || static_cast<std::size_t>(problem.column) > size
                           : problem.fieldCount <= app::PlayerCsv::maxFields))
            std::abort();
        previous = problem.line;
    }
    return 0;
}
