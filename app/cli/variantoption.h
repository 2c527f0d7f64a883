// The --variant option of the rules commands (issues 16, 29): a variant's name (russian, brazilian,
// international, english, italian, pool, russian-10x8, spantsiretti) or its PDN GameType number
// (25, 26, 20, 21, 22, 23, 41), and a position of that variant from --fen.
#pragma once

#include "arbiter/gridgenerator.h"
#include "arbiter/variant.h"
#include "commandline.h"

#include <optional>
#include <ostream>
#include <string_view>

namespace app {

struct VariantOption
{
    arbiter::Variant variant = arbiter::Variant::Russian; // Russian when not given
    bool refused = false;                                 // a value it does not know, said on err
};

// Which variants a command takes: every one the generator plays (perft, moves), those whose games
// are judged (arbiter::Auditor::judges: audit, claim), or those a tournament can be of, the ones
// with a rule set (reports::defaultRuleSet: import, tournament, and tb, whose probe words their
// draw rules).
enum class VariantScope
{
    Played,
    Judged,
    Tournament,
};

VariantOption variantOption(const CommandLine &options, std::string_view command, std::ostream &err,
                            VariantScope scope = VariantScope::Judged);

// --fen read on the board of `variant`, or its first position; nullopt (said on err) for a bad
// FEN.
template <class G>
std::optional<arbiter::GridPosition<G>>
gridPositionOption(const CommandLine &options, arbiter::Variant variant, std::string_view command,
                   std::ostream &err);

} // namespace app
