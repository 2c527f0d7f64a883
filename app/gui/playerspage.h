// The Players tab (MainWindow::PlayersTab): the entries with every field (PlayersModel), a search
// field filtering them as the judge types, and the actions on the selected row — edit (also by
// double-click), withdraw, take back a withdrawal, delete — besides adding one player and importing
// a CSV file. Each action is one call of the session; a refusal comes back through
// TournamentSession::failed. A CSV import runs in the background (BackgroundTask: a progress
// dialog with Cancel, on a connection of its own), the window kept responsive. Asking the judge
// (the dialogs, the yes/no questions, the file to import) can be replaced, for tests.
#pragma once

#include "tournamentsession.h"

#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QDialog;

namespace gui {

class PlayersModel;

class PlayersPage : public QWidget
{
    Q_OBJECT

public:
    explicit PlayersPage(TournamentSession *session, QWidget *parent = nullptr);

    PlayersModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }

    // The start number of the player in the selected row, or none.
    std::optional<int> selectedStartNumber() const;
    // Selects the row of `startNumber`; false when it is not shown.
    bool selectPlayer(int startNumber);

    // Asks a yes/no question; a QMessageBox by default.
    void setConfirmer(std::function<bool(const QString &question)> confirmer);
    // Runs a dialog (PlayerDialog, WithdrawDialog) and says whether it was accepted; exec() by
    // default. A test fills the dialog's fields and accepts it.
    void setDialogRunner(std::function<bool(QDialog &dialog)> runner);
    // Asks for the CSV file to import (empty: none); a QFileDialog by default.
    void setFileChooser(std::function<QString()> chooser);
    // Whether a CSV import is running (Import is off until it ends).
    bool importing() const { return m_importing; }

    // The entries again from the session, the selection kept on the same player.
    void refresh();

    void addPlayer();
    void importPlayers();
    void editSelected();
    void withdrawSelected();
    void takeBackSelected();
    void deleteSelected();
    // Before round 1: the start numbers by the initial ranking (asked first), the selected
    // player's moved to a number asked, or all drawn by lot (asked first).
    void sortStartNumbers();
    void moveSelectedNumber();
    void drawStartNumbers();

signals:
    // What was done, for the status bar: "4 players entered".
    void notice(const QString &text);
    // A CSV import ended: entered (after notice()) or not (after the session's failed()).
    void importFinished(bool entered);

private:
    // A copy of the selected player's entry (the dialogs run the event loop, and a reload may
    // replace the entries); none without a tournament or a selection.
    std::optional<db::Entry> selectedEntry() const;
    void updateButtons();

    TournamentSession *m_session;
    PlayersModel *m_model;
    QTableView *m_view;
    QLineEdit *m_search;
    QPushButton *m_add;
    QPushButton *m_import;
    QPushButton *m_edit;
    QPushButton *m_withdraw;
    QPushButton *m_takeBack;
    QPushButton *m_delete;
    QLabel *m_numbering;
    QPushButton *m_sortNumbers;
    QPushButton *m_moveNumber;
    QPushButton *m_drawNumbers;
    std::function<bool(const QString &)> m_confirm;
    std::function<bool(QDialog &)> m_run;
    std::function<QString()> m_chooseFile;
    bool m_importing = false;
};

} // namespace gui
