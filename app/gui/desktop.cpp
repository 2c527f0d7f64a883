#include "desktop.h"

#include "app/commandline.h"
#include "app/database.h"
#include "app/endgamefiles.h"
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "db/tournamentstore.h"
#include "mainwindow.h"
#include "tournamentsession.h"

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QTranslator>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <unistd.h>

namespace gui {

namespace {

constexpr const char *demoTournament = "USSR 1950";

// Since the kernel started this process (exec and dynamic linking included), from /proc: the
// cold-start figure of BENCHMARKS.md. Clock ticks, so to 10 ms.
double secondsSinceProcessStart()
{
    std::ifstream stat("/proc/self/stat");
    std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    // Field 22, counted after the command name in parentheses (which may hold spaces).
    std::istringstream fields(text.substr(text.rfind(')') + 2));
    std::string field;
    for (int i = 3; i <= 22 && fields >> field; ++i) {
    }
    double uptime = 0;
    std::ifstream("/proc/uptime") >> uptime;
    return uptime - std::stod(field) / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Shashki Arbiter"));
    QCoreApplication::setApplicationName(QStringLiteral("shashki"));
}

// The window over `conninfo`, opened on `tournament` (or the one open last).
int showWindow(int argc, char **argv, const app::Database &database, const QString &tournament,
               std::ostream &err)
{
    QApplication application(argc, argv);
    nameApplication();
    installTranslation(application, QString());
    QString problem;
    auto session = TournamentSession::open(database.conninfo, problem);
    if (!session) {
        err << "shashki: " << problem.toStdString() << "\n";
        return app::ChecksFailed;
    }
    const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
    const arbiter::EndgameDatabase endgames(files.loader());
    MainWindow window(std::move(session), &endgames);
    const QString last = QSettings().value(QStringLiteral("tournament")).toString();
    const QString open = tournament.isEmpty() ? last : tournament;
    if (!open.isEmpty())
        window.openTournament(open);
    window.show();
    // For timing the cold start (BENCHMARKS.md): quit once the window is up with its tournament.
    if (qEnvironmentVariableIsSet("SHASHKI_QUIT_WHEN_READY")) {
        QCoreApplication::processEvents();
        err << "shashki: window ready " << secondsSinceProcessStart() << " s after the process "
            << "started\n";
        return window.isVisible() ? app::Success : app::ChecksFailed;
    }
    return QApplication::exec();
}

} // namespace

bool installTranslation(QCoreApplication &application, const QString &language)
{
    nameApplication();
    QString chosen = language;
    if (chosen.isEmpty())
        chosen = QSettings().value(QStringLiteral("language")).toString();
    if (chosen.isEmpty())
        chosen = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    if (chosen == QStringLiteral("en"))
        return false;
    auto *translator = new QTranslator(&application);
    if (!translator->load(QStringLiteral(":/i18n/shashki_%1.qm").arg(chosen))) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

bool canShowWindow()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

int runDesktop(int argc, char **argv, const std::vector<std::string> &args, std::ostream &,
               std::ostream &err)
{
    const app::CommandLine options(args, {{"db", true}, {"tournament", true}});
    if (!options.positional().empty() || !options.ok()) {
        err << "shashki: expected a command, or [--db URL] [--tournament NAME] to open the "
               "window\n";
        return app::BadUsage;
    }
    if (!canShowWindow()) {
        err << "shashki: no display to open the window on (DISPLAY is not set); see shashki "
               "--help for the commands, or shashki demo\n";
        return app::BadUsage;
    }
    auto database = app::openDatabase(options, "", err);
    if (!database)
        return app::ChecksFailed;
    return showWindow(argc, argv, *database,
                      QString::fromStdString(options.value("tournament").value_or("")), err);
}

int runDemo(int argc, char **argv, const std::vector<std::string> &args, std::ostream &out,
            std::ostream &err)
{
    const app::CommandLine options(
        args, {{"db", true}, {"pdn", true}, {"no-window", false}, {"o", true}, {"help", false}});
    if (options.has("help") || !options.ok() || !options.positional().empty()) {
        (options.has("help") ? out : err)
            << "Usage: shashki demo [--db URL] [--pdn FILE] [--no-window] [-o FILE.pdf]\n\n"
               "Imports the 1950 USSR championship (the repository's tests/data/pdn/"
               "ussr1947.pdn, or --pdn FILE) as the tournament \"USSR 1950\" when the database "
               "does not hold it yet, audits it, and opens the window on it. Without a display "
               "(or with --no-window) it prints the audit summary and the standings and writes "
               "the crosstable PDF (-o FILE, else in the temporary directory), saying where.\n";
        return options.has("help") ? app::Success : app::BadUsage;
    }
    const std::string pdn = options.value("pdn").value_or(SHASHKI_DEMO_PDN);
    if (!std::filesystem::exists(pdn)) {
        err << "shashki demo: " << pdn << " does not exist (give the games with --pdn FILE)\n";
        return app::BadUsage;
    }
    auto database = app::openDatabase(options, "demo", err);
    if (!database)
        return app::ChecksFailed;
    std::vector<std::string> db;
    if (const auto url = options.value("db"))
        db = {"--db", *url};
    const auto with = [&db](std::vector<std::string> command) {
        command.insert(command.end(), db.begin(), db.end());
        return command;
    };

    {
        auto sql = db::SqlSession::open(database->conninfo);
        if (!sql) {
            err << "shashki demo: " << sql.error().text() << "\n";
            return app::ChecksFailed;
        }
        const auto found = db::TournamentStore(*sql.value()).findByName(demoTournament);
        if (!found && found.error().kind != db::DbError::Kind::NotFound) {
            err << "shashki demo: " << found.error().text() << "\n";
            return app::ChecksFailed;
        }
        if (!found) {
            out << "Importing " << pdn << " as \"" << demoTournament << "\"\n";
            if (const int code = app::run(
                    with({"import", pdn, "--tournament", demoTournament, "--create"}), out, err))
                return code;
        } else {
            out << "The database holds \"" << demoTournament << "\" already\n";
        }
    }

    // The audit summary: every game replayed, findings and draws by rule counted.
    {
        std::ifstream file(pdn, std::ios::binary);
        const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
        const arbiter::EndgameDatabase endgames(files.loader());
        const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), &endgames);
        arbiter::PdnReader reader(file);
        int games = 0;
        int plies = 0;
        std::map<std::string, int> findings;
        std::map<std::string, int> draws;
        while (const auto game = reader.next()) {
            const arbiter::GameAudit audit = auditor.audit(*game);
            ++games;
            plies += audit.plies;
            for (const arbiter::AuditFinding &finding : audit.findings)
                ++findings[finding.code];
            for (const arbiter::DrawEvent &draw : audit.draws)
                ++draws[draw.rule];
        }
        out << "Audit: " << games << " games, " << plies << " plies replayed, ";
        if (findings.empty())
            out << "no findings";
        for (auto it = findings.begin(); it != findings.end(); ++it)
            out << (it == findings.begin() ? "" : ", ") << it->second << " " << it->first;
        out << "; draws by rule: ";
        if (draws.empty())
            out << "none";
        for (auto it = draws.begin(); it != draws.end(); ++it)
            out << (it == draws.begin() ? "" : ", ") << it->second << " " << it->first;
        out << "\n";
    }

    if (!options.has("no-window") && canShowWindow())
        return showWindow(argc, argv, *database, QString::fromLatin1(demoTournament), err);

    if (const int code = app::run(with({"standings", "--tournament", demoTournament}), out, err))
        return code;
    const std::string pdf = options.value("o").value_or(
        (std::filesystem::temp_directory_path() / "shashki-demo-crosstable.pdf").string());
    if (const int code = app::run(with({"report", "crosstable", "--tournament", demoTournament,
                                        "--format", "pdf", "-o", pdf}),
                                  out, err))
        return code;
    out << "The crosstable is in " << pdf << "; with a display, shashki demo opens the window.\n";
    return app::Success;
}

} // namespace gui
