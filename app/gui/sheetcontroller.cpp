#include "sheetcontroller.h"

#include "app/tournament/messagecatalogue.h"
#include "app/tournament/reportfiles.h"
#include "app/tournament/sheetplayers.h"
#include "app/tournament/tournamentreport.h"
#include "claimdialog.h"
#include "desktop.h"
#include "exportfolder.h"
#include "gamesheet.h"
#include "gamesheetview.h"
#include "reports/gameprint.h"
#include "roundstab.h"
#include "settingnames.h"
#include "tabhost.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>

namespace gui {

SheetController::SheetController(TournamentSession *session, GameSheet *sheet, GameSheetView *view,
                                 TabHost *tabs, RoundsTab *rounds,
                                 const arbiter::EndgameDatabase *endgames, QWidget *window)
    : QObject(window), m_session(session), m_sheet(sheet), m_view(view), m_tabs(tabs),
      m_rounds(rounds), m_endgames(endgames), m_window(window)
{}

void SheetController::newSheet()
{
    if (!m_view->confirmDiscard())
        return;
    m_sheet->reset();
    m_unlinkedRulings.clear();
    // On the open tournament's board.
    if (m_session && m_session->isOpen())
        m_sheet->setVariant(m_session->loaded().tournament.variant);
    m_tabs->show(WindowTab::GameSheet);
}

void SheetController::enterMove()
{
    m_tabs->show(WindowTab::GameSheet);
    m_view->notationField()->setFocus();
}

void SheetController::followTournament()
{
    if (!m_session || !m_session->isOpen())
        return;
    const app::TournamentEvent &loaded = m_session->loaded();
    if (m_sheet->plyCount() == 0)
        m_sheet->setVariant(loaded.tournament.variant);
    if (auto rules = arbiter::RuleSet::byId(reports::settingCode(loaded.tournament.ruleSet))) {
        rules->noIncrementClock = !loaded.tournament.hasIncrement;
        m_sheet->setRules(*rules);
    }
}

void SheetController::claimDraw()
{
    m_tabs->show(WindowTab::GameSheet);
    ClaimDialog dialog(m_sheet, m_window);
    connect(&dialog, &ClaimDialog::plyChosen, m_sheet, &GameSheet::goToPly);
    connect(&dialog, &ClaimDialog::rulingRecorded, this,
            [this](const arbiter::ClaimVerdict &verdict) {
                // The board and game of the sheet when it was saved to this tournament: a
                // sheet being entered is not known to be any board's yet.
                db::DecisionSubject subject;
                const auto &stored = m_sheet->storedAs();
                if (stored && m_session && m_session->isOpen() &&
                    stored->tournamentId == m_session->loaded().tournament.id)
                    subject = {
                        .round = stored->round, .board = stored->board, .gameId = stored->gameId};
                if (subject.round == 0) { // a game imported without a round: neither
                    subject.round.reset();
                    subject.board.reset();
                }
                if (m_session && m_session->recordClaimRuling(subject, verdict, std::nullopt)) {
                    // A sheet stored nowhere yet: the ruling goes with it when it is saved.
                    if (!subject.gameId && m_session->isOpen()) {
                        m_unlinkedRulings.push_back(verdict);
                        emit notice(tr("Ruling recorded in the decisions log; it is linked to "
                                       "the game when the sheet is saved"));
                    } else {
                        emit notice(tr("Ruling recorded in the decisions log"));
                    }
                } else if (!m_session)
                    emit notice(
                        QString::fromStdString(app::describe(verdict.detail, interfaceLanguage())));
                // A written move goes on the sheet: played when the claim is invalid (claim.h),
                // the move that repeats the position when it is valid.
                if (!verdict.writtenMove.empty() &&
                    verdict.procedure == arbiter::ClaimProcedure::WrittenMove) {
                    m_sheet->goToPly(verdict.ply);
                    m_sheet->enterMove(QString::fromStdString(verdict.writtenMove));
                }
            });
    dialog.exec();
}

std::optional<db::Pairing> SheetController::selectedPairing() const
{
    if (!m_session || !m_session->isOpen())
        return std::nullopt;
    const std::optional<int> board = m_rounds->selectedBoard();
    if (!board)
        return std::nullopt;
    return m_session->pairingOnBoard(*board);
}

bool SheetController::openGame(qint64 gameId)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const auto stored = m_session->storedGame(gameId);
    if (!stored)
        return false;
    // Moves typed and not stored are not thrown away without asking; a stored game unchanged is
    // kept in the database.
    if ((!m_sheet->storedAs() || m_sheet->changedSinceStored()) && !m_view->confirmDiscard())
        return false;
    const db::GameListing &game = stored->listing;
    std::vector<arbiter::PdnTag> tags = {{"Event", stored->event, {}}};
    if (game.round)
        tags.push_back({"Round", std::to_string(*game.round), {}});
    tags.push_back({"White", game.white, {}});
    tags.push_back({"Black", game.black, {}});
    if (game.result)
        tags.push_back({"Result", *game.result, {}});
    // On the tournament's board: a stored game without a GameType is of the tournament's variant.
    m_sheet->setVariant(m_session->loaded().tournament.variant);
    QString problem;
    m_unlinkedRulings.clear();
    const bool complete = m_sheet->openStored(
        stored->pdn, tags,
        {stored->tournamentId, game.round.value_or(0), game.board.value_or(0), game.game, game.id},
        problem);
    m_tabs->show(WindowTab::GameSheet);
    emit notice(
        complete ? tr("Game opened: %1 – %2, %3 plies")
                       .arg(QString::fromStdString(game.white), QString::fromStdString(game.black))
                       .arg(m_sheet->plyCount())
                 : tr("The stored game is read up to a wrong move: %1").arg(problem));
    return true;
}

bool SheetController::openBoardGame(int round, int board, int game)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const auto games = m_session->gameListing();
    if (!games)
        return false;
    for (const db::GameListing &listed : *games)
        if (listed.round == round && listed.board == board && listed.game == game)
            return openGame(listed.id);
    emit notice(game == 2 ? tr("No game 2 of board %1 of round %2 is stored").arg(board).arg(round)
                          : tr("No game of board %1 of round %2 is stored").arg(board).arg(round));
    return false;
}

bool SheetController::openCrosstableCell(int row, int column)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const reports::CrosstableGrid &crosstable = m_session->crosstableGrid();
    if (row < 0 || row >= static_cast<int>(crosstable.rows()))
        return false;
    const bool byRound = crosstable.form() == reports::CrosstableForm::RoundByRound;
    // The columns of reports::crosstableTable: place, No, name (and rating by round), then the
    // games' cells.
    const int cell = column - (byRound ? 4 : 3);
    const int cells = static_cast<int>(crosstable.gameColumns());
    if (cell < 0 || cell >= cells || (!byRound && cell == row))
        return false;
    const auto playerOf = [this](int startNumber) -> std::optional<std::int64_t> {
        for (const db::Entry &entry : m_session->loaded().entries)
            if (entry.startNumber == startNumber)
                return entry.playerId;
        return std::nullopt;
    };
    const reports::Crosstable::Row &player = crosstable.row(static_cast<std::size_t>(row));
    const auto playerId = playerOf(player.startNumber);
    const auto games = m_session->gameListing();
    if (!playerId || !games)
        return false;
    const auto plays = [](const db::GameListing &game, std::int64_t id) {
        return game.whiteId == id || game.blackId == id;
    };
    if (byRound) {
        const int round = cell + 1;
        for (const db::GameListing &game : *games)
            if (game.round == round && plays(game, *playerId))
                return openGame(game.id);
        emit notice(tr("No game of %1 in round %2 is stored")
                        .arg(QString::fromStdString(player.name))
                        .arg(round));
        return false;
    }
    const reports::Crosstable::Row &opponent = crosstable.row(static_cast<std::size_t>(cell));
    const auto opponentId = playerOf(opponent.startNumber);
    if (opponentId)
        for (const db::GameListing &game : *games)
            if (plays(game, *playerId) && plays(game, *opponentId))
                return openGame(game.id);
    emit notice(
        tr("No game of %1 and %2 is stored")
            .arg(QString::fromStdString(player.name), QString::fromStdString(opponent.name)));
    return false;
}

void SheetController::saveGame()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty()) {
        emit refused(tr("Open a tournament and the round of the game first."));
        return;
    }
    const app::SheetGame sheet = m_sheet->sheetGame();
    // Refused before the judge is asked for a board.
    if (const auto otherGame = app::checkSheetVariant(m_session->loaded().tournament, sheet)) {
        showSheetRefusal(*otherGame);
        return;
    }
    const bool microMatch = m_session->loaded().tournament.drawnOpenings;
    // The board selected in the Rounds tab; else the board of the sheet's players; else asked.
    std::optional<int> board;
    if (const auto selected = selectedPairing()) {
        // A sheet that names nobody goes to the selected board only when the judge says so,
        // told which board that is and whose game (a sheet naming players is checked against it).
        if (QString::fromStdString(sheet.white).trimmed().isEmpty() &&
            QString::fromStdString(sheet.black).trimmed().isEmpty() &&
            !m_view->confirm(tr("Save the game on the sheet to board %1 of round %2 (%3 – %4)?")
                                 .arg(selected->board)
                                 .arg(selected->round)
                                 .arg(QString::fromStdString(selected->whiteName),
                                      QString::fromStdString(selected->blackName.value_or("")))))
            return;
        board = selected->board;
    }
    std::optional<int> knownGame;
    if (!board) {
        if (const auto ofSheet =
                app::boardOfSheet(sheet.white, sheet.black, m_session->pairings(), microMatch)) {
            board = ofSheet->board;
            knownGame = ofSheet->game;
        }
    }
    const int round = m_session->round();
    bool ok = false;
    if (!board) {
        board = QInputDialog::getInt(m_window, tr("Save game"), tr("Board of round %1:").arg(round),
                                     1, 1, static_cast<int>(m_session->pairings().size()), 1, &ok);
        if (!ok)
            return;
    }
    int game = knownGame.value_or(1);
    if (microMatch && !knownGame) {
        game = QInputDialog::getInt(m_window, tr("Save game"), tr("Game of the micro-match:"), 1, 1,
                                    2, 1, &ok);
        if (!ok)
            return;
    }
    // On the round as the session holds it now (the dialogs ran the event loop): a round shown
    // since is refused as having no such board.
    const auto saved = m_session->saveSheetGame({round, *board, game}, sheet, m_endgames);
    if (!saved) {
        showSheetRefusal(saved.error());
        return;
    }
    m_sheet->setStoredAs({m_session->loaded().tournament.id, saved->pairing.round,
                          saved->pairing.board, saved->game, saved->gameId});
    m_sheet->setTags(saved->tags); // the header shows the board's players now
    // The rulings made on this sheet before it was stored: linked to its game now.
    int linked = 0;
    const db::DecisionSubject subject{
        .round = saved->pairing.round, .board = saved->pairing.board, .gameId = saved->gameId};
    for (const arbiter::ClaimVerdict &verdict : m_unlinkedRulings)
        if (m_session->linkClaimRuling(subject, verdict))
            ++linked;
    m_unlinkedRulings.clear();
    QString message = tr("Game saved: board %1 of round %2, %3 plies")
                          .arg(saved->pairing.board)
                          .arg(saved->pairing.round)
                          .arg(m_sheet->plyCount());
    if (linked > 0)
        message += tr("; %n ruling(s) on draw claims linked to it", "", linked);
    emit notice(message);
}

void SheetController::showSheetRefusal(const app::Problem &problem)
{
    // The variants by the names the window gives them in its settings (SettingNames).
    if (problem.code == app::ProblemCode::SheetOfOtherVariant && problem.args.size() == 2)
        emit refused(tr("The game on the sheet is of %1; this tournament plays %2.")
                         .arg(SettingNames::variantName(problem.args[0]),
                              SettingNames::variantName(problem.args[1])));
    else
        emit refused(QString::fromStdString(app::describe(problem, interfaceLanguage())));
}

void SheetController::printBlankSheet()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty()) {
        emit refused(tr("Open a tournament with a paired round first."));
        return;
    }
    // The board selected in the Rounds tab, else asked. A copy: the file dialog below runs the
    // event loop, and a reload may replace the pairings.
    std::optional<db::Pairing> found = selectedPairing();
    if (!found) {
        bool ok = false;
        const int asked = QInputDialog::getInt(
            m_window, tr("Blank game sheet"), tr("Board of round %1:").arg(m_session->round()), 1,
            1, static_cast<int>(m_session->pairings().size()), 1, &ok);
        if (!ok)
            return;
        found = m_session->pairingOnBoard(asked);
    }
    if (!found)
        return;
    const db::Pairing pairing = *found;
    const int board = pairing.board;
    if (!pairing.blackId) {
        emit refused(tr("Board %1 is a bye.").arg(board));
        return;
    }
    const QString name =
        ExportFolder::askPdf(m_window, tr("Blank game sheet"),
                             tr("sheet-round%1-board%2.pdf").arg(pairing.round).arg(board));
    if (name.isEmpty())
        return;
    reports::GameHeading heading;
    heading.event = m_session->loaded().tournament.name;
    heading.date = m_session->header("").dates;
    heading.round = pairing.round;
    heading.board = pairing.board;
    heading.white = pairing.whiteName;
    heading.black = *pairing.blackName;
    heading.language = interfaceLanguage();
    heading.variant = m_session->loaded().tournament.variant;
    if (const auto failure = app::writeGameSheetPdf(heading, name.toStdString()))
        emit refused(QString::fromStdString(app::describe(*failure, interfaceLanguage())));
    else
        emit notice(tr("Wrote %1").arg(name));
}

void SheetController::printRoundSheets()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty()) {
        emit refused(tr("Open a tournament with a paired round first."));
        return;
    }
    // Made before the file dialog, whose event loop may let a reload replace the pairings.
    const int round = m_session->round();
    const std::vector<reports::GameHeading> sheets =
        app::roundGameSheets(m_session->loaded(), m_session->pairings(), interfaceLanguage());
    if (sheets.empty()) {
        emit refused(tr("Round %1 has no game to write down: every board is a bye.").arg(round));
        return;
    }
    const QString name = ExportFolder::askPdf(m_window, tr("Blank game sheets of the round"),
                                              tr("sheets-round%1.pdf").arg(round));
    if (name.isEmpty())
        return;
    if (const auto failure = app::writeGameSheetsPdf(sheets, name.toStdString()))
        emit refused(QString::fromStdString(app::describe(*failure, interfaceLanguage())));
    else
        emit notice(
            tr("Wrote %n game sheet(s) to %1", nullptr, static_cast<int>(sheets.size())).arg(name));
}

void SheetController::exportGamePdf()
{
    const QString name =
        ExportFolder::askPdf(m_window, tr("Export the game as PDF"), tr("game.pdf"));
    if (name.isEmpty())
        return;
    reports::PrintedGame game;
    for (const arbiter::PdnTag &tag : m_sheet->tags()) {
        if (tag.name == "Event")
            game.heading.event = tag.value;
        else if (tag.name == "Date")
            game.heading.date = tag.value;
        else if (tag.name == "White")
            game.heading.white = tag.value;
        else if (tag.name == "Black")
            game.heading.black = tag.value;
        else if (tag.name == "Result")
            game.result = tag.value;
    }
    for (int ply = 1; ply <= m_sheet->plyCount(); ++ply)
        game.moves.push_back(m_sheet->ply(ply).written);
    game.firstMover = GameSheet::piecesOf(m_sheet->start()).toMove;
    game.heading.variant = m_sheet->variant();
    game.finalPosition = GameSheet::piecesOf(
        m_sheet->plyCount() > 0 ? m_sheet->ply(m_sheet->plyCount()).after : m_sheet->start());
    if (game.result.empty())
        game.result = "*";
    game.heading.language = interfaceLanguage();
    if (const auto failure = app::writeGamePdf(game, name.toStdString()))
        emit refused(QString::fromStdString(app::describe(*failure, interfaceLanguage())));
    else
        emit notice(tr("Wrote %1").arg(name));
}

} // namespace gui
