// The game value of a position for the side to move, as the endgame database stores it: win, draw
// or loss with best play, and for a win or loss the distance in plies to the end of the game (the
// loser captured out or blocked). Draw rules are not applied: it is the pure game value.
#pragma once

#include <cstdint>
#include <string>

namespace arbiter {

enum class Outcome : std::uint8_t
{
    Loss,
    Draw,
    Win
};

struct EndgameValue
{
    Outcome outcome = Outcome::Draw;
    int distancePlies = 0; // 0 for a draw

    // One byte per position: a win or loss is its distance (a win is always an odd number of
    // plies away, a loss an even number, so the parity tells which), a draw is 255.
    static constexpr std::uint8_t drawCode = 255;
    static constexpr int maxDistancePlies = 253; // 254 is used while generating

    static EndgameValue fromCode(std::uint8_t code)
    {
        if (code == drawCode)
            return {Outcome::Draw, 0};
        return {code % 2 == 1 ? Outcome::Win : Outcome::Loss, code};
    }
    std::uint8_t code() const
    {
        return outcome == Outcome::Draw ? drawCode : static_cast<std::uint8_t>(distancePlies);
    }

    // "win in 7", "loss in 0", "draw".
    std::string text() const
    {
        switch (outcome) {
        case Outcome::Win:
            return "win in " + std::to_string(distancePlies);
        case Outcome::Loss:
            return "loss in " + std::to_string(distancePlies);
        case Outcome::Draw:
            break;
        }
        return "draw";
    }

    friend bool operator==(const EndgameValue &, const EndgameValue &) = default;
};

} // namespace arbiter
