#include "filetasks.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/decodedinput.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "arbiter/audit.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/pdnreader.h"
#include "backgroundtask.h"
#include "desktop.h"
#include "settingnames.h"
#include "tournamentsession.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <algorithm>
#include <fstream>
#include <memory>
#include <thread>
#include <variant>

namespace gui {

namespace {

// A game file opened for a worker: decoded as it is read (UTF-8, Windows-1251 or UTF-16; its
// tellg() a place in the file, for the progress), with its size.
struct GameFile
{
    std::unique_ptr<app::DecodedInput> input;
    double size = 0;
};

// The file, or why not in the judge's language.
std::variant<GameFile, QString> openGameFile(const QString &fileName)
{
    auto file =
        std::make_unique<std::ifstream>(fileName.toStdString(), std::ios::binary | std::ios::ate);
    if (!*file)
        return FileTasks::tr("%1 cannot be read").arg(fileName);
    const auto size = static_cast<double>(file->tellg());
    file->seekg(0);
    auto opened = app::DecodedInput::open(std::move(file), fileName.toStdString());
    if (!opened)
        return QString::fromStdString(app::describe(opened.error(), interfaceLanguage()));
    return GameFile{std::move(opened.value()), size};
}

} // namespace

FileTasks::FileTasks(TournamentSession *session, QWidget *window)
    : QObject(window), m_session(session), m_window(window)
{}

void FileTasks::importPdn()
{
    if (!m_session)
        return;
    const QString fileName = QFileDialog::getOpenFileName(m_window, tr("Import games"), QString(),
                                                          tr("PDN files (*.pdn);;All files (*)"));
    if (fileName.isEmpty())
        return;
    bool ok = false;
    const QString tournament = QInputDialog::getText(
        m_window, tr("Import games"), tr("Into the tournament (created when new):"),
        QLineEdit::Normal,
        m_session->isOpen() ? QString::fromStdString(m_session->loaded().tournament.name)
                            : QFileInfo(fileName).completeBaseName(),
        &ok);
    if (!ok || tournament.trimmed().isEmpty())
        return;
    // A new tournament's game is asked for: the file's games must be of it.
    arbiter::Variant variant = arbiter::Variant::Russian;
    const std::optional<QStringList> existing = m_session->tournamentNames();
    if (!existing)
        return; // the session said why
    if (!existing->contains(tournament.trimmed())) {
        const std::vector<SettingNames::Choice> variants = SettingNames::variants();
        QStringList names;
        for (const SettingNames::Choice &choice : variants)
            names << choice.name;
        // The file's own game proposed (its first game's GameType: 20 International …).
        int proposed = 0;
        if (const auto fileVariant = app::pdnFileVariant(fileName.toStdString()))
            for (std::size_t i = 0; i < variants.size(); ++i)
                if (arbiter::variantNamed(variants[i].code.toStdString()) == fileVariant)
                    proposed = static_cast<int>(i);
        const QString chosen = QInputDialog::getItem(m_window, tr("Import games"),
                                                     tr("The game the new tournament plays:"),
                                                     names, proposed, false, &ok);
        if (!ok)
            return;
        const auto known = arbiter::variantNamed(
            variants[static_cast<std::size_t>(names.indexOf(chosen))].code.toStdString());
        if (!known)
            return; // every choice is a variant's name
        variant = *known;
    }
    const std::string conninfo = m_session->conninfo();
    BackgroundTask::start(
        m_window, tr("Importing %1").arg(QFileInfo(fileName).fileName()),
        [conninfo, fileName, variant, name = tournament.trimmed().toStdString()](
            BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            auto opened = openGameFile(fileName);
            if (std::holds_alternative<QString>(opened))
                return std::get<QString>(opened);
            const double size = std::get<GameFile>(opened).size;
            app::DecodedInput &input = *std::get<GameFile>(opened).input;
            const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
            const arbiter::EndgameDatabase endgames(files.loader());

            app::PdnImportProgress progress;
            progress.cancelled = [&control] { return control.cancelled(); };
            progress.report = [&control](std::uint64_t games, double fraction) {
                control.progress(static_cast<int>(1000 * std::max(fraction, 0.0)), 1000,
                                 tr("%1 games read").arg(games));
            };
            const auto imported = app::importPdn(
                conninfo, input, static_cast<std::uint64_t>(size), fileName.toStdString(), name,
                true, arbiter::RuleSet::fmjd64(), &endgames, progress, variant);
            if (!imported)
                return QString::fromStdString(app::describe(imported.error(), interfaceLanguage()));
            if (imported->cancelled)
                return tr("Import cancelled: nothing was imported.");
            if (imported->alreadyStored > 0 && imported->counts.games == 0)
                return tr("The %1 games of the file are in %2 already; nothing was imported.")
                    .arg(imported->alreadyStored)
                    .arg(QString::fromStdString(name));
            if (imported->alreadyStored > 0)
                return tr("Imported %1 games into %2; %3 games of the file were there already.")
                    .arg(imported->counts.games)
                    .arg(QString::fromStdString(name))
                    .arg(imported->alreadyStored);
            return {tr("Imported %1 games into %2.")
                        .arg(imported->counts.games)
                        .arg(QString::fromStdString(name)),
                    true};
        },
        [this, tournament](const BackgroundTask::Outcome &outcome, bool) {
            emit notice(outcome.summary);
            if (!outcome.succeeded) {
                emit refused(outcome.summary);
                return;
            }
            QMessageBox::information(m_window, tr("Import"), outcome.summary);
            m_session->openTournament(tournament.trimmed());
        });
}

void FileTasks::auditFile()
{
    const QString fileName = QFileDialog::getOpenFileName(
        m_window, tr("Audit a PDN file"), QString(), tr("PDN files (*.pdn);;All files (*)"));
    if (fileName.isEmpty())
        return;
    BackgroundTask::start(
        m_window, tr("Auditing %1").arg(QFileInfo(fileName).fileName()),
        [fileName](BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            auto opened = openGameFile(fileName);
            if (std::holds_alternative<QString>(opened))
                return std::get<QString>(opened);
            const double size = std::get<GameFile>(opened).size;
            app::DecodedInput &input = *std::get<GameFile>(opened).input;
            const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
            const arbiter::EndgameDatabase endgames(files.loader());
            const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), &endgames);
            arbiter::PdnReader reader(input);
            int games = 0;
            std::size_t findings = 0;
            std::size_t draws = 0;
            QStringList lines;
            arbiter::Auditor::KnownStart known; // a file's games repeat one FEN
            while (const auto game = reader.next()) {
                if (control.cancelled())
                    return tr("Audit cancelled after %1 games.").arg(games);
                const arbiter::GameAudit audit = auditor.audit(*game, &known);
                ++games;
                findings += audit.findings.size();
                draws += audit.draws.size();
                for (const std::string &line : app::gameAuditLines(
                         audit, game->moves, fileName.toStdString(), interfaceLanguage()))
                    if (lines.size() < 200)
                        lines << QString::fromStdString(line);
                const auto at = static_cast<double>(input.tellg());
                control.progress(at > 0 ? static_cast<int>(1000 * at / size) : 1000, 1000,
                                 tr("%1 games audited").arg(games));
            }
            return {tr("%1 games audited: %2 findings, %3 draws by rule.\n\n%4")
                        .arg(games)
                        .arg(findings)
                        .arg(draws)
                        .arg(lines.join(QStringLiteral("\n"))),
                    true};
        },
        [this](const BackgroundTask::Outcome &outcome, bool) {
            if (!outcome.succeeded) {
                emit refused(outcome.summary);
                return;
            }
            auto *box = new QMessageBox(QMessageBox::Information, tr("Audit"),
                                        outcome.summary.section(QLatin1Char('\n'), 0, 0),
                                        QMessageBox::Ok, m_window);
            box->setDetailedText(outcome.summary);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
}

void FileTasks::buildEndgames()
{
    bool ok = false;
    const int pieces = QInputDialog::getInt(m_window, tr("Endgame database"),
                                            tr("Positions of up to this many pieces:"), 4, 2,
                                            arbiter::EndgameDatabase::maxPieces, 1, &ok);
    if (!ok)
        return;
    BackgroundTask::start(
        m_window, tr("Building the endgame database"),
        [pieces](BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
            arbiter::EndgameDatabase database(files.loader());
            const auto classes = arbiter::EndgameGenerator::classesInOrder(pieces);
            int done = 0;
            for (const arbiter::Material &material : classes) {
                if (control.cancelled())
                    return tr("Stopped after %1 of %2 classes; the ones built are kept.")
                        .arg(done)
                        .arg(classes.size());
                control.progress(done, static_cast<int>(classes.size()),
                                 QString::fromStdString(material.name()));
                ++done;
                if (database.table(material))
                    continue;
                try {
                    for (arbiter::EndgameTable &table : arbiter::EndgameGenerator::solve(
                             material, database,
                             std::max(1u, std::thread::hardware_concurrency()))) {
                        if (const auto problem = files.write(table))
                            return QString::fromStdString(
                                app::describe(*problem, interfaceLanguage()));
                        database.add(std::move(table));
                    }
                } catch (const std::exception &e) {
                    return QString::fromUtf8(e.what());
                }
            }
            return {tr("The endgame database holds every class of up to %1 pieces (%2).")
                        .arg(pieces)
                        .arg(QString::fromStdString(files.directory().string())),
                    true};
        },
        [this](const BackgroundTask::Outcome &outcome, bool) {
            emit notice(outcome.summary);
            if (!outcome.succeeded)
                emit refused(outcome.summary);
        });
}

} // namespace gui
