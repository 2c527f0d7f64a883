#include "pairingresult.h"

namespace reports {

bool isBye(PairingResult result)
{
    return result == PairingResult::FullBye || result == PairingResult::HalfBye ||
           result == PairingResult::ZeroBye;
}

bool isForfeit(PairingResult result)
{
    return result == PairingResult::WhiteForfeitWin || result == PairingResult::BlackForfeitWin ||
           result == PairingResult::DoubleForfeit;
}

std::pair<Outcome, Outcome> outcomesOf(PairingResult result)
{
    switch (result) {
    case PairingResult::WhiteWins:
        return {Outcome::Win, Outcome::Loss};
    case PairingResult::BlackWins:
        return {Outcome::Loss, Outcome::Win};
    case PairingResult::Draw:
        return {Outcome::Draw, Outcome::Draw};
    case PairingResult::WhiteForfeitWin:
        return {Outcome::ForfeitWin, Outcome::ForfeitLoss};
    case PairingResult::BlackForfeitWin:
        return {Outcome::ForfeitLoss, Outcome::ForfeitWin};
    case PairingResult::DoubleForfeit:
        return {Outcome::DoubleForfeit, Outcome::DoubleForfeit};
    case PairingResult::FullBye:
        return {Outcome::FullBye, Outcome::NotPaired};
    case PairingResult::HalfBye:
        return {Outcome::HalfBye, Outcome::NotPaired};
    case PairingResult::ZeroBye:
        return {Outcome::ZeroBye, Outcome::NotPaired};
    }
    return {Outcome::NotPaired, Outcome::NotPaired}; // every value is a case above: not reached
}

std::optional<PairingResult> pairingResultOfGame(std::string_view gameResult)
{
    if (gameResult == "1-0" || gameResult == "2-0")
        return PairingResult::WhiteWins;
    if (gameResult == "0-1" || gameResult == "0-2")
        return PairingResult::BlackWins;
    if (gameResult == "1/2-1/2" || gameResult == "1-1")
        return PairingResult::Draw;
    if (gameResult == "0-0")
        return PairingResult::DoubleForfeit;
    return std::nullopt;
}

} // namespace reports
