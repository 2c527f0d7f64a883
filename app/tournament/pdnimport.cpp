#include "pdnimport.h"

#include "arbiter/pdnreader.h"
#include "gamerecord.h"

namespace app {

arbiter::Result<PdnImportSummary, std::string>
importPdn(db::PgConnection &connection, std::istream &input, std::uint64_t size,
          const std::string &fileName, const std::string &tournament, bool create,
          const arbiter::Auditor &auditor, const PdnImportProgress &progress)
{
    db::GameImporter importer(connection);
    if (auto failure = importer.begin(tournament, create))
        return failure->text();
    arbiter::PdnReader reader(input);
    reader.setKeepText(true);
    PdnImportSummary summary;
    std::uint64_t games = 0;
    while (const auto game = reader.next()) {
        if (progress.cancelled && progress.cancelled()) {
            importer.rollback();
            summary.cancelled = true;
            return summary;
        }
        const arbiter::GameAudit audit = auditor.audit(*game);
        if (game->problem || !audit.replayed) {
            const arbiter::AuditFinding &why = audit.findings.front();
            importer.rollback();
            return fileName + ":" + std::to_string(why.place.line) + ":" +
                   std::to_string(why.place.column) + ": game " + std::to_string(game->index) +
                   " cannot be imported: " + why.message + "; nothing was imported";
        }
        for (const char *side : {"White", "Black"})
            if (game->tag(side).value_or("").find_first_not_of(" \t") == std::string::npos) {
                importer.rollback();
                return fileName + ":" + std::to_string(game->place.line) + ":" +
                       std::to_string(game->place.column) + ": game " +
                       std::to_string(game->index) + " has no " + side + " player (its [" + side +
                       "] tag); nothing was imported";
            }
        summary.findings += audit.findings.size();
        if (auto failure = importer.add(gameRecord(*game, audit))) {
            importer.rollback();
            return failure->text() + "; nothing was imported";
        }
        ++games;
        if (progress.report) {
            const auto at = size > 0 ? input.tellg() : std::istream::pos_type(-1);
            progress.report(games,
                            at >= 0 ? static_cast<double>(at) / static_cast<double>(size) : -1.0);
        }
    }
    const auto counts = importer.commit();
    if (!counts)
        return counts.error().text() + "; nothing was imported";
    summary.counts = *counts;
    return summary;
}

} // namespace app
