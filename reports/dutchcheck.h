// Another program's Swiss pairings checked against the Dutch system: every round of a TRF file
// paired again from the rounds before it (reports/dutchpairing.h) and compared, pair by pair.
#pragma once

#include "arbiter/result.h"
#include "dutchpairing.h"
#include "trffile.h"

#include <string>
#include <vector>

namespace reports {

struct RoundCheck
{
    int round = 0;
    // The pairs (white first; black -1 for the pairing-allocated bye) by start number, those of
    // the file the Dutch pairing does not have and those of the Dutch pairing the file does not.
    std::vector<SwissPairing> onlyInFile;
    std::vector<SwissPairing> onlyDutch;
    bool unpairable = false; // the Dutch system finds no pairing at all

    bool differs() const { return unpairable || !onlyInFile.empty() || !onlyDutch.empty(); }
};

// Every round of `file`, in order; the error names a round block that cannot be read as a
// pairing (an opponent who is no player of the file).
arbiter::Result<std::vector<RoundCheck>, std::string> checkDutchPairings(const TrfFile &file);

} // namespace reports
