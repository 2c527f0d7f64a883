// Fuzzing the PDN reader and the audit behind it: any bytes must be read without a crash, a hang
// or a leak, every game audited (without an endgame database).
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::istringstream input(std::string(reinterpret_cast<const char *>(data), size));
    arbiter::PdnReader::Limits limits;
    limits.maxGameBytes = 1 << 16;
    arbiter::PdnReader reader(input, limits);
    const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), nullptr);
    while (const auto game = reader.next())
        auditor.audit(*game);
    return 0;
}
