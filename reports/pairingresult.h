// The result a pairing — a board of a round — holds, as a type: the codes it is stored and typed
// under (pairings.result, 0001; pairings.second_result, 0009: docs/storage.md) and what each
// gives White and Black. A code is read into the type once, where it enters (the store, an
// option, a TRF file, a judge's typing); this is the one place a result's outcomes are decided.
#pragma once

#include "event.h"
#include "settings.h"

#include <optional>
#include <string_view>
#include <utility>

namespace reports {

enum class PairingResult
{
    WhiteWins,       // 1-0
    BlackWins,       // 0-1
    Draw,            // 1/2-1/2
    WhiteForfeitWin, // +/-: Black did not come
    BlackForfeitWin, // -/+: White did not come
    DoubleForfeit,   // -/-: neither came
    FullBye,         // bye-1: no opponent, a win's points
    HalfBye,         // bye-1/2: no opponent, a draw's points
    ZeroBye,         // bye-0: no opponent, no points
};

// The stored codes, games' results first (the six a micro-match's game 2 may hold), then byes.
constexpr CodeTable<PairingResult, 9> codeTable(PairingResult)
{
    return {{{PairingResult::WhiteWins, "1-0"},
             {PairingResult::BlackWins, "0-1"},
             {PairingResult::Draw, "1/2-1/2"},
             {PairingResult::WhiteForfeitWin, "+/-"},
             {PairingResult::BlackForfeitWin, "-/+"},
             {PairingResult::DoubleForfeit, "-/-"},
             {PairingResult::FullBye, "bye-1"},
             {PairingResult::HalfBye, "bye-1/2"},
             {PairingResult::ZeroBye, "bye-0"}}};
}

// The code a result is stored and typed under: "1/2-1/2", "+/-", "bye-1/2".
constexpr std::string_view pairingResultCode(PairingResult result)
{
    return settingCode(result);
}

// The same for a result that may not be entered yet: empty when there is none.
constexpr std::string_view pairingResultCode(const std::optional<PairingResult> &result)
{
    return result ? pairingResultCode(*result) : std::string_view();
}

// The result a code names; nullopt for a code this program does not know.
constexpr std::optional<PairingResult> pairingResultByCode(std::string_view code)
{
    return settingByCode<PairingResult>(code);
}

// A bye's result (bye-1, bye-1/2, bye-0): a board with no Black.
bool isBye(PairingResult result);
// A forfeit (+/-, -/+, -/-): the game was not played; its game sheet, if any, stays open ("*").
bool isForfeit(PairingResult result);

// The outcome for White and for Black: "+/-" a forfeit win for White and a forfeit loss for
// Black, "bye-1/2" a half-point bye for White and NotPaired for the Black there is not.
std::pair<Outcome, Outcome> outcomesOf(PairingResult result);

// The result a game's recorded result (games.result, 0001) gives its board: "1-0" or "2-0" White
// wins, "0-1" or "0-2" Black, "1/2-1/2" or "1-1" a draw, "0-0" a double forfeit; nullopt for an
// unfinished game ("*") or anything else.
std::optional<PairingResult> pairingResultOfGame(std::string_view gameResult);

} // namespace reports
