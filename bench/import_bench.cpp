// The import benchmark (issue 5): stores the same games in a fresh tournament twice in one run,
// through the importer's COPY path and through one INSERT per game and per move (the baseline),
// and prints both rates and their ratio, after one unmeasured COPY import that warms the server.
// The games are read and audited once before the clocks start, so both figures are the database
// work alone; `shashki import` gives the end-to-end one.
//
//   import_bench FILE.pdn [--copies N] [--db URL]
//
// Without --db (or $SHASHKI_DB) it starts a throwaway embedded cluster in a temporary folder.
#include "app/tournament/gamerecord.h"
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "arbiter/ruleset.h"
#include "benchoption.h"
#include "db/embeddedcluster.h"
#include "db/gameimporter.h"
#include "db/migrator.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

struct Measured
{
    double seconds = 0;
    db::ImportCounts counts;
};

std::optional<Measured> store(db::PgConnection &connection, db::GameImporter::Method method,
                              const std::string &tournament,
                              const std::vector<db::GameRecord> &records, int copies)
{
    db::GameImporter importer(connection, method);
    const auto start = std::chrono::steady_clock::now();
    if (auto failure = importer.begin(tournament, true)) {
        std::cerr << "import_bench: " << failure->text() << "\n";
        return std::nullopt;
    }
    for (int copy = 0; copy < copies; ++copy)
        for (const db::GameRecord &record : records)
            if (auto failure = importer.add(record)) {
                std::cerr << "import_bench: " << failure->text() << "\n";
                return std::nullopt;
            }
    const auto counts = importer.commit();
    if (!counts) {
        std::cerr << "import_bench: " << counts.error().text() << "\n";
        return std::nullopt;
    }
    const auto end = std::chrono::steady_clock::now();
    return Measured{std::chrono::duration<double>(end - start).count(), *counts};
}

void report(const char *name, const Measured &measured)
{
    std::cout << name << ": " << measured.counts.games << " games, " << measured.counts.moves
              << " move rows in " << measured.seconds << " s: "
              << static_cast<long>(static_cast<double>(measured.counts.games) / measured.seconds)
              << " games/s, "
              << static_cast<long>(static_cast<double>(measured.counts.moves) / measured.seconds)
              << " move rows/s\n";
}

// Both imports into the database at `url`; the exit status.
int measure(const std::string &url, const std::vector<db::GameRecord> &records, int copies)
{
    auto opened = db::PgConnection::open(url);
    if (!opened) {
        std::cerr << "import_bench: " << opened.error().text() << "\n";
        return 1;
    }
    db::PgConnection &connection = opened.value();
    if (const auto migrated = db::Migrator(connection).migrate(); !migrated) {
        std::cerr << "import_bench: " << migrated.error().text() << "\n";
        return 1;
    }
    const std::string stamp =
        std::to_string(::getpid()) + "-" +
        std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
    // One unmeasured import first: a new cluster creates its WAL files as it goes, a cost that a
    // server in use has paid long before.
    if (!store(connection, db::GameImporter::Method::Copy, "import_bench warm-up " + stamp, records,
               copies))
        return 1;
    const auto copied = store(connection, db::GameImporter::Method::Copy,
                              "import_bench copy " + stamp, records, copies);
    if (!copied)
        return 1;
    report("copy", *copied);
    const auto inserted = store(connection, db::GameImporter::Method::RowByRow,
                                "import_bench rows " + stamp, records, copies);
    if (!inserted)
        return 1;
    report("row-by-row insert", *inserted);
    std::cout << "copy is " << inserted->seconds / copied->seconds
              << " times as fast as row-by-row insert\n";
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    std::string file;
    int copies = 20;
    std::string url = std::getenv("SHASHKI_DB") ? std::getenv("SHASHKI_DB") : "";
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--copies" && i + 1 < argc && bench::countOption(argv[i + 1]))
            copies = *bench::countOption(argv[++i]);
        else if (argument == "--db" && i + 1 < argc)
            url = argv[++i];
        else if (file.empty() && argument.rfind("--", 0) != 0)
            file = argument;
        else {
            std::cerr << "usage: import_bench FILE.pdn [--copies N] [--db URL]\n";
            return 2;
        }
    }
    if (file.empty() || copies < 1) {
        std::cerr << "usage: import_bench FILE.pdn [--copies N] [--db URL]\n";
        return 2;
    }

    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::cerr << "import_bench: cannot open " << file << "\n";
        return 2;
    }
    arbiter::PdnReader reader(in);
    reader.setKeepText(true);
    const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), nullptr,
                                   arbiter::Auditor::Options{.recordHistory = true});
    std::vector<db::GameRecord> records;
    while (const auto game = reader.next()) {
        const arbiter::GameAudit audit = auditor.audit(*game);
        if (game->problem || !audit.replayed) {
            std::cerr << "import_bench: game " << game->index << " cannot be imported\n";
            return 1;
        }
        records.push_back(app::gameRecord(*game, audit));
    }

    std::optional<db::EmbeddedCluster> cluster;
    const std::filesystem::path root = std::filesystem::temp_directory_path() /
                                       ("shashki-import-bench-" + std::to_string(::getpid()));
    if (url.empty()) {
        std::filesystem::remove_all(root);
        cluster.emplace(root);
        if (auto failure = cluster->start("shashki")) {
            std::cerr << "import_bench: " << failure->text() << "\n";
            return 1;
        }
        url = cluster->connectionString("shashki");
    }
    const int status = measure(url, records, copies);
    if (cluster) {
        (void)cluster->stop();
        std::error_code error;
        std::filesystem::remove_all(root, error);
    }
    return status;
}
