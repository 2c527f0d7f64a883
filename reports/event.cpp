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

} // namespace reports
