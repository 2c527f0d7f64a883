#include "desktop.h"

#include "app/tournament/database.h"
#include "app/tournament/decodedinput.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/exitcode.h"
#include "app/tournament/pdnimport.h"
#include "app/tournament/printingapplication.h"
#include "app/tournament/reportfiles.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#include "app/tournament/tournamentreport.h"
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "mainwindow.h"
#include "reports/crosstable.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"
#include "tournamentsession.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <unistd.h>

namespace gui {

namespace {

constexpr const char *demoTournament = "USSR 1950";

app::Language chosenLanguage = app::Language::English;

// Qt's own Russian (qtbase_ru) leaves "OK" in Latin letters; ours, installed after Qt's and so
// asked first, writes it «ОК». Marked here for lupdate, which puts it in shashki_ru.ts.
[[maybe_unused]] constexpr const char *qtWordsOfOurs[] = {
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
};

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

// The options of the window and the demo: "--name value" or "--name=value", and flags.
struct DesktopOptions
{
    std::map<std::string, std::string> values;
    std::string error; // empty when they were read
    bool has(const std::string &name) const { return values.count(name) > 0; }
    std::optional<std::string> value(const std::string &name) const
    {
        const auto it = values.find(name);
        return it == values.end() ? std::nullopt : std::optional(it->second);
    }
};

DesktopOptions readOptions(const std::vector<std::string> &args,
                           const std::vector<std::string> &withValue,
                           const std::vector<std::string> &flags)
{
    DesktopOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name = args[i];
        if (name.rfind("--", 0) == 0)
            name.erase(0, 2);
        else if (name.size() == 2 && name[0] == '-')
            name.erase(0, 1);
        else {
            options.error = "unexpected argument '" + args[i] + "'";
            return options;
        }
        std::optional<std::string> inlineValue;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name.resize(eq);
        }
        const bool takesValue =
            std::find(withValue.begin(), withValue.end(), name) != withValue.end();
        const bool flag = std::find(flags.begin(), flags.end(), name) != flags.end();
        if ((!takesValue && !flag) || (flag && inlineValue)) {
            options.error = "unknown option " + args[i];
            return options;
        }
        if (options.has(name)) {
            options.error = "option " + args[i] + " given twice";
            return options;
        }
        if (flag) {
            options.values[name] = "";
        } else if (inlineValue) {
            options.values[name] = *inlineValue;
        } else if (i + 1 < args.size()) {
            options.values[name] = args[++i];
        } else {
            options.error = "option " + args[i] + " needs a value";
            return options;
        }
    }
    return options;
}

// The demo's games: next to the executable (the build puts them there), or where they are
// installed (PREFIX/share/shashki next to PREFIX/bin).
std::filesystem::path demoPdn()
{
    std::error_code error;
    const std::filesystem::path executable = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return "ussr1947.pdn";
    const std::filesystem::path folder = executable.parent_path();
    for (const std::filesystem::path &candidate :
         {folder / "ussr1947.pdn", folder.parent_path() / "share" / "shashki" / "ussr1947.pdn"})
        if (std::filesystem::exists(candidate))
            return candidate;
    return folder / "ussr1947.pdn";
}

// The demo's games as UTF-8 text (a file given with --pdn may be in Windows-1251 or UTF-16);
// nullptr after one line on `err` when it is not text.
std::unique_ptr<app::DecodedInput> demoGames(const std::string &pdn, std::ostream &err)
{
    auto opened =
        app::DecodedInput::open(std::make_unique<std::ifstream>(pdn, std::ios::binary), pdn);
    if (!opened) {
        err << "shashki demo: " << app::describe(opened.error()) << "\n";
        return nullptr;
    }
    return std::move(opened.value());
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
    // The translators a language chosen before installed go first: the last choice is spoken.
    const QString ours = QStringLiteral("shashki-translation");
    for (QTranslator *earlier :
         application.findChildren<QTranslator *>(ours, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(earlier);
        delete earlier;
    }
    chosenLanguage = app::Language::English;
    if (chosen == QStringLiteral("en"))
        return false;
    auto *translator = new QTranslator(&application);
    translator->setObjectName(ours);
    if (!translator->load(QStringLiteral(":/i18n/shashki_%1.qm").arg(chosen))) {
        delete translator;
        return false;
    }
    // Qt's own words (Cancel, Close, Yes, No, the file and print dialogs) from Qt's translations
    // when they are installed (Debian: qt6-translations-l10n); without them the window still
    // speaks ours. Installed first: the translator installed last is asked first, so ours wins.
    auto *qtTranslator = new QTranslator(&application);
    qtTranslator->setObjectName(ours);
    if (qtTranslator->load(QStringLiteral("qtbase_%1").arg(chosen),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;
    QCoreApplication::installTranslator(translator);
    if (chosen == QStringLiteral("ru"))
        chosenLanguage = app::Language::Russian;
    return true;
}

app::Language interfaceLanguage()
{
    return chosenLanguage;
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
    const DesktopOptions options = readOptions(args, {"db", "tournament"}, {});
    if (!options.error.empty()) {
        err << "shashki: " << options.error
            << "; expected a command, or [--db URL] "
               "[--tournament NAME] to open the window\n";
        return app::BadUsage;
    }
    if (!canShowWindow()) {
        err << "shashki: no display to open the window on (DISPLAY is not set); see shashki "
               "--help for the commands, or shashki demo\n";
        return app::BadUsage;
    }
    auto database = app::openDatabase(app::chosenDatabaseUrl(options.value("db")));
    if (!database) {
        err << "shashki: " << database.error() << "\n";
        return app::ChecksFailed;
    }
    return showWindow(argc, argv, database.value(),
                      QString::fromStdString(options.value("tournament").value_or("")), err);
}

int runDemo(int argc, char **argv, const std::vector<std::string> &args, std::ostream &out,
            std::ostream &err)
{
    const DesktopOptions options = readOptions(args, {"db", "pdn", "o"}, {"no-window", "help"});
    if (options.has("help") || !options.error.empty()) {
        if (!options.error.empty())
            err << "shashki demo: " << options.error << "\n";
        (options.has("help") ? out : err)
            << "Usage: shashki demo [--db URL] [--pdn FILE] [--no-window] [-o FILE.pdf]\n\n"
               "Imports the 1950 USSR championship (ussr1947.pdn, installed with shashki, or "
               "--pdn FILE) as the tournament \"USSR 1950\" when the database does not hold it "
               "yet, audits it, and opens the window on it. Without a display (or with "
               "--no-window) it prints the audit summary and the standings and writes the "
               "crosstable PDF (-o FILE, else in the temporary directory), saying where.\n";
        return options.has("help") ? app::Success : app::BadUsage;
    }
    const std::string pdn = options.value("pdn").value_or(demoPdn().string());
    if (!std::filesystem::is_regular_file(pdn)) {
        err << "shashki demo: " << pdn << " is not a file (give the games with --pdn FILE)\n";
        return app::BadUsage;
    }
    auto database = app::openDatabase(app::chosenDatabaseUrl(options.value("db")));
    if (!database) {
        err << "shashki demo: " << database.error() << "\n";
        return app::ChecksFailed;
    }
    auto sql = app::openSession(database->conninfo);
    if (!sql) {
        err << "shashki demo: " << app::describe(sql.error()) << "\n";
        return app::ChecksFailed;
    }
    const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
    const arbiter::EndgameDatabase endgames(files.loader());
    const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), &endgames);
    {
        const auto found = app::findTournament(*sql.value(), demoTournament);
        if (!found && found.error().code != app::ProblemCode::NoSuchTournament) {
            err << "shashki demo: " << app::describe(found.error()) << "\n";
            return app::ChecksFailed;
        }
        if (!found) {
            out << "Importing " << pdn << " as \"" << demoTournament << "\"\n";
            const auto file = demoGames(pdn, err);
            if (!file)
                return app::BadUsage;
            const auto imported =
                app::importPdn(*database->connection, *file, 0, pdn, demoTournament, true,
                               arbiter::RuleSet::fmjd64(), &endgames);
            if (!imported) {
                err << "shashki demo: " << app::describe(imported.error()) << "\n";
                return app::ChecksFailed;
            }
            out << "imported " << imported->counts.games << " games, " << imported->counts.moves
                << " moves, " << imported->counts.newPlayers << " new players\n";
        } else {
            out << "The database holds \"" << demoTournament << "\" already\n";
        }
    }

    // The audit summary: every game replayed, findings and draws by rule counted.
    {
        const auto file = demoGames(pdn, err);
        if (!file)
            return app::BadUsage;
        arbiter::PdnReader reader(*file);
        int games = 0;
        int plies = 0;
        std::map<std::string, int> findings;
        std::map<std::string, int> draws;
        arbiter::Auditor::KnownStart known; // a file's games repeat one FEN
        while (const auto game = reader.next()) {
            const arbiter::GameAudit audit = auditor.audit(*game, &known);
            ++games;
            plies += audit.plies;
            for (const arbiter::AuditFinding &finding : audit.findings)
                ++findings[finding.code];
            for (const arbiter::DrawEvent &draw : audit.draws)
                ++draws[std::string(arbiter::drawRuleId(draw.rule))];
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
        return showWindow(argc, argv, database.value(), QString::fromLatin1(demoTournament), err);

    const auto loaded = app::loadTournamentEvent(*sql.value(), demoTournament);
    if (!loaded) {
        err << "shashki demo: " << app::describe(loaded.error()) << "\n";
        return app::ChecksFailed;
    }
    const reports::Standings standings =
        reports::computeStandings(loaded->event, loaded->tieBreaks);
    out << "\n"
        << demoTournament << " - standings\n"
        << reports::tableText(reports::standingsTable(loaded->event, standings)) << "\n";
    const std::string pdf = options.value("o").value_or(
        (std::filesystem::temp_directory_path() / "shashki-demo-crosstable.pdf").string());
    {
        const app::PrintingApplication printing;
        reports::ReportHeader header = app::reportHeader(loaded->tournament, "Crosstable");
        if (const auto failure = app::writeTablePdf(
                reports::crosstableTable(reports::crosstableOf(loaded->event, standings)), header,
                pdf)) {
            err << "shashki demo: " << app::describe(*failure) << "\n";
            return app::ChecksFailed;
        }
    }
    out << "The crosstable is in " << pdf << "; with a display, shashki demo opens the window.\n";
    return app::Success;
}

} // namespace gui
