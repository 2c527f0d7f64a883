#include "event.h"

namespace reports {

int halfPoints(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Win:
    case Outcome::ForfeitWin:
    case Outcome::FullBye:
        return 2;
    case Outcome::Draw:
    case Outcome::HalfBye:
        return 1;
    case Outcome::Loss:
    case Outcome::ForfeitLoss:
    case Outcome::DoubleForfeit:
    case Outcome::ZeroBye:
    case Outcome::NotPaired:
        return 0;
    }
    return 0;
}

bool played(Outcome outcome)
{
    return outcome == Outcome::Win || outcome == Outcome::Draw || outcome == Outcome::Loss;
}

std::string formatPoints(int halfPoints, Scoring scoring)
{
    if (scoring == Scoring::TwoOneZero)
        return std::to_string(halfPoints);
    std::string out = halfPoints >= 2 || halfPoints == 0 ? std::to_string(halfPoints / 2) : "";
    if (halfPoints % 2)
        out += "\xC2\xBD"; // ½
    return out;
}

std::size_t displayWidth(std::string_view text)
{
    std::size_t columns = 0;
    for (char c : text)
        columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return columns;
}

} // namespace reports
