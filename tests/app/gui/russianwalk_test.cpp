// The window in Russian, walked as a judge would (issue 15): every tab, every action of the menu
// bar and its submenus, every push button of the tabs, and every dialog they open (closed again by
// a timer that reads the modal widget first), with a Swiss of Cyrillic names, a round paired with a
// result and a game on the sheet. Every visible text is collected — window titles, labels, buttons,
// actions, tooltips, tab texts, placeholders, combo items, and the headers and cells of every model
// shown in a view — and any with a Latin word that is not on the short list below fails the test,
// named with its widget. The walk names no widget: tabs and dialogs added later are walked too.
// Also here: Qt's own Russian (OK/Cancel), the settings dialog's translated drop-downs with the
// codes kept as their data, the header label's system, and the claim verdict in Russian.
#include "app/gui/claimdialog.h"
#include "app/gui/desktop.h"
#include "app/gui/gamesheetview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/pairingsmodel.h"
#include "app/gui/playerspage.h"
#include "app/gui/reporttablemodel.h"
#include "app/gui/roundstab.h"
#include "app/gui/tournamentdialog.h"
#include "app/tournament/messagecatalogue.h"
#include "arbiter/fen.h"
#include "db/entrystore.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "guitestsupport.h"
#include "reports/tiebreak.h"
#include "tests/db/testserver.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <set>
#include <utility>

namespace russianwalk_test {

namespace {

using guitest::application;

// A text seen, and where: "QLabel 'verdict' in gui::ClaimDialog".
using Seen = std::set<std::pair<QString, QString>>;

// Latin words a Russian window may show: file formats and their extensions, the federations,
// the keys of shortcuts (and the judges' logins, added by the walk: names), the program's name, the
// language menu's "English", and the FIDE tie-break codes (reports/tiebreak.h). Squares and moves
// (c3, cd4, g3:e5) are allowed by form.
std::set<QString> &allowedWords()
{
    static std::set<QString> words = [] {
        std::set<QString> out = {
            QStringLiteral("PDN"),     QStringLiteral("PDF"),     QStringLiteral("CSV"),
            QStringLiteral("TRF"),     QStringLiteral("FEN"),     QStringLiteral("FIDE"),
            QStringLiteral("FMJD"),    QStringLiteral("pdn"),     QStringLiteral("pdf"),
            QStringLiteral("csv"),     QStringLiteral("txt"),     QStringLiteral("trf"),
            QStringLiteral("Ctrl"),    QStringLiteral("Shift"),   QStringLiteral("Alt"),
            QStringLiteral("Enter"),   QStringLiteral("Home"),    QStringLiteral("End"),
            QStringLiteral("Left"),    QStringLiteral("Right"),   QStringLiteral("Esc"),
            QStringLiteral("Delete"),  QStringLiteral("F2"),      QStringLiteral("Shashki"),
            QStringLiteral("Arbiter"), QStringLiteral("English"),
        };
        const QString codes = QString::fromStdString(reports::tieBreakCodes());
        for (const QString &word :
             codes.split(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), Qt::SkipEmptyParts))
            out.insert(word);
        return out;
    }();
    return words;
}

// The Latin words of `text` that are neither allowed nor a square or a move's piece of notation;
// a shortcut (Ctrl+R, Ctrl+Shift+N) is left out whole.
QStringList foreignWords(const QString &text)
{
    static const QRegularExpression shortcut(
        QStringLiteral("\\b(?:(?:Ctrl|Shift|Alt)\\+)+[A-Za-z0-9]+\\b"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*"));
    static const QRegularExpression square(QStringLiteral("^[a-h]{1,2}[1-8]?$"));
    QStringList found;
    const QString checked = QString(text).remove(shortcut);
    for (auto it = word.globalMatch(checked); it.hasNext();) {
        const QString w = it.next().captured();
        if (!allowedWords().count(w) && !square.match(w).hasMatch())
            found << w;
    }
    return found;
}

bool insideFileDialog(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (qobject_cast<const QFileDialog *>(w))
            return true;
    return false;
}

QString place(const QObject *object)
{
    QString where = QString::fromLatin1(object->metaObject()->className());
    if (!object->objectName().isEmpty())
        where += QStringLiteral(" '%1'").arg(object->objectName());
    if (const auto *widget = qobject_cast<const QWidget *>(object); widget && widget->window())
        where += QStringLiteral(" in %1").arg(
            QString::fromLatin1(widget->window()->metaObject()->className()));
    return where;
}

void add(Seen &seen, const QObject *where, const QString &text)
{
    const QString plain = text.trimmed();
    if (!plain.isEmpty())
        seen.insert({plain, place(where)});
}

// An action's texts, and its menu's actions in turn.
void collectAction(Seen &seen, const QAction *action)
{
    if (action->isSeparator())
        return;
    add(seen, action, QString(action->text()).remove(QLatin1Char('&')));
    add(seen, action, action->toolTip().remove(QLatin1Char('&')));
    add(seen, action, action->statusTip());
    if (const QMenu *menu = action->menu()) {
        add(seen, menu, QString(menu->title()).remove(QLatin1Char('&')));
        for (const QAction *inner : menu->actions())
            collectAction(seen, inner);
    }
}

void collectModel(Seen &seen, const QAbstractItemView *view)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    for (int c = 0; c < model->columnCount(); ++c) {
        add(seen, view, model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        add(seen, view, model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
    }
    for (int r = 0; r < std::min(model->rowCount(), 300); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            add(seen, view, index.data(Qt::DisplayRole).toString());
            add(seen, view, index.data(Qt::ToolTipRole).toString());
        }
}

// Every text `root` and its visible children show.
void collect(Seen &seen, QWidget *root)
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        if (w->isWindow())
            add(seen, w, w->windowTitle());
        add(seen, w, w->toolTip());
        add(seen, w, w->statusTip());
        add(seen, w, w->whatsThis());
        if (const auto *label = qobject_cast<QLabel *>(w))
            add(seen, w,
                Qt::mightBeRichText(label->text())
                    ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
                    : label->text());
        if (const auto *button = qobject_cast<QAbstractButton *>(w))
            add(seen, w, button->text().remove(QLatin1Char('&')));
        if (const auto *line = qobject_cast<QLineEdit *>(w)) {
            add(seen, w, line->placeholderText());
            // The name a save dialog offers is the window's words too ("Пары 1-го тура.pdf").
            if (line->objectName() == QStringLiteral("fileNameEdit") && insideFileDialog(w))
                add(seen, w, line->text());
        }
        if (const auto *box = qobject_cast<QGroupBox *>(w))
            add(seen, w, box->title().remove(QLatin1Char('&')));
        if (const auto *bar = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < bar->count(); ++i) {
                add(seen, w, bar->tabText(i).remove(QLatin1Char('&')));
                add(seen, w, bar->tabToolTip(i));
            }
        if (const auto *bar = qobject_cast<QStatusBar *>(w))
            add(seen, w, bar->currentMessage());
        // A file dialog lists the disk's folders and files: names, not the window's words; its
        // columns' headings and its file types are words (Qt's own Russian).
        if (insideFileDialog(w)) {
            if (const auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model())
                for (int c = 0; c < view->model()->columnCount(); ++c)
                    add(seen, view,
                        view->model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
            if (const auto *combo = qobject_cast<QComboBox *>(w);
                combo && !combo->isEditable() && combo->objectName() != "lookInCombo")
                for (int i = 0; i < combo->count(); ++i)
                    add(seen, w, combo->itemText(i));
            continue;
        }
        if (const auto *combo = qobject_cast<QComboBox *>(w); combo && !combo->isEditable())
            for (int i = 0; i < combo->count(); ++i)
                add(seen, w, combo->itemText(i));
        if (const auto *view = qobject_cast<QAbstractItemView *>(w))
            collectModel(seen, view);
        // A menu's, a window's, and a view's context-menu actions.
        for (const QAction *action : w->actions())
            collectAction(seen, action);
    }
}

// While it lives, every modal widget that comes up is read and closed; a claim dialog is asked
// for its verdict first, so the verdict is read too.
class ModalCloser
{
public:
    explicit ModalCloser(Seen &seen) : m_seen(seen)
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] { closeModal(); });
        m_timer.start(30);
    }
    int closed() const { return m_closed; }
    // Lets every dialog an action opened come up and be closed; a window left open beside
    // `main` (a dialog shown without a modal loop) is read and closed too.
    void settle(QWidget *main)
    {
        for (int quiet = 0; quiet < 4;) {
            QTest::qWait(40);
            quiet = QApplication::activeModalWidget() ? 0 : quiet + 1;
        }
        for (QWidget *top : QApplication::topLevelWidgets())
            if (top != main && top->isVisible() && !qobject_cast<QMenu *>(top)) {
                collect(m_seen, top);
                ++m_closed;
                top->close();
            }
    }

private:
    void closeModal()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        collect(m_seen, modal);
        if (auto *claim = qobject_cast<gui::ClaimDialog *>(modal)) {
            claim->decide();
            collect(m_seen, modal);
        }
        ++m_closed;
        if (auto *dialog = qobject_cast<QDialog *>(modal))
            dialog->reject();
        else
            modal->close();
    }

    Seen &m_seen;
    QTimer m_timer;
    int m_closed = 0;
};

// A Swiss of five with Cyrillic names in `name`'s database (one has the bye).
std::unique_ptr<gui::TournamentSession> swissOfFive(const std::string &database)
{
    const std::string conninfo = guitest::freshDatabase(database);
    db::Tournament draft;
    draft.name = "Кубок Тулы";
    draft.system = reports::PairingSystem::Swiss;
    draft.roundsPlanned = 3;
    draft.venue = "Тула";
    draft.startsOn = "2026-11-28";
    draft.endsOn = "2026-11-30";
    draft.chiefArbiter = "Петров П.П.";
    std::vector<db::Player> players = guitest::players(
        {"Андреев А.", "Борисов Б.", "Васильев В.", "Григорьев Г.", "Дмитриев Д."});
    int rating = 2200;
    for (db::Player &player : players) {
        player.rating = rating;
        rating -= 100;
    }
    guitest::enterTournament(conninfo, draft, players);
    return guitest::sessionOn(conninfo);
}

// Russian while it lives; English again after, and the judge's saved language as it was (the
// language menu saves a choice), however the test ends.
class RussianForTheWalk
{
public:
    explicit RussianForTheWalk(QApplication &app)
        : m_app(app), m_savedLanguage(QSettings().value(QStringLiteral("language")))
    {
        REQUIRE(gui::installTranslation(m_app, QStringLiteral("ru")));
    }
    ~RussianForTheWalk()
    {
        QSettings settings;
        if (m_savedLanguage.isValid())
            settings.setValue(QStringLiteral("language"), m_savedLanguage);
        else
            settings.remove(QStringLiteral("language"));
        gui::installTranslation(m_app, QStringLiteral("en"));
    }
    RussianForTheWalk(const RussianForTheWalk &) = delete;
    RussianForTheWalk &operator=(const RussianForTheWalk &) = delete;

private:
    QApplication &m_app;
    QVariant m_savedLanguage;
};

} // namespace

TEST_CASE("the Russian walk: every tab, menu, button and dialog of the window speaks Russian",
          "[gui][postgresql][russian]")
{
    QApplication &app = application();
    std::optional<RussianForTheWalk> russian(std::in_place, app);

    gui::MainWindow window(swissOfFive("gui_russianwalk"), nullptr);
    REQUIRE(window.openTournament("Кубок Тулы"));
    window.resize(1200, 800);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    Seen seen;
    // Before round 1: the start numbers' buttons and what each asks (each question declined).
    {
        ModalCloser closer(seen);
        window.tabs()->show(gui::WindowTab::Players);
        REQUIRE(window.playersPage()->selectPlayer(1));
        for (const char *name : {"sortStartNumbers", "moveStartNumber", "drawStartNumbers"}) {
            auto *button = window.playersPage()->findChild<QPushButton *>(name);
            REQUIRE(button);
            REQUIRE(button->isEnabled());
            button->click();
            closer.settle(&window);
            collect(seen, &window);
        }
        CHECK(closer.closed() == 3);
    }
    app::RoundDraw drawn;
    REQUIRE(window.session()->pairNextRound(drawn));
    REQUIRE(window.pairingsModel()->rowCount() == 3); // the bye on board 3
    CHECK(window.pairingsModel()->index(2, gui::PairingsModel::Black).data().toString() ==
          "свободен");
    // A bye's result: the points it gives.
    CHECK(window.pairingsModel()->index(2, gui::PairingsModel::Result).data().toString() == "1");
    REQUIRE(window.enterQuickResult("1 1"));
    // The decisions log names who decided: a login, a name.
    const auto decisions = window.session()->decisions();
    REQUIRE(decisions);
    REQUIRE_FALSE(decisions->empty());
    for (const db::Decision &decision : *decisions)
        allowedWords().insert(QString::fromStdString(decision.decidedBy));
    // The server the status line names (the test server's socket folder) is a name too.
    static const QRegularExpression latin(QStringLiteral("[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*"));
    for (auto it = latin.globalMatch(window.session()->serverName()); it.hasNext();)
        allowedWords().insert(it.next().captured());
    // A game on the sheet, and a typed move refused.
    for (const char *move : {"c3-d4", "f6-e5"})
        REQUIRE(window.gameSheet()->enterMove(move));
    CHECK_FALSE(window.gameSheet()->enterMove("g3-h4"));
    // Saved to board 1, the judge asked first (the sheet names nobody): the Games tab lists it,
    // the sheet's header names it.
    REQUIRE(window.roundsTab()->selectBoard(1));
    QStringList asked;
    window.gameSheetView()->setConfirmer([&asked](const QString &question) {
        asked << question;
        return true;
    });
    emit window.gameSheetView()->saveRequested();
    CHECK(asked ==
          QStringList{"Записать партию с бланка на доску 1 1-го тура (Андреев А. – Васильев В.)?"});
    REQUIRE(window.gameSheet()->storedAs().has_value());
    CHECK(window.gameSheetView()->headerLabel()->text() ==
          "Кубок Тулы · Тур 1 · Доска 1\nБелые: Андреев А. · Чёрные: Васильев В. · Результат: 1-0");
    {
        ModalCloser closer(seen);
        // Every tab as it is shown.
        for (int tab = 0; tab < window.tabs()->count(); ++tab) {
            window.tabs()->setCurrentIndex(tab);
            QApplication::processEvents();
            collect(seen, &window);
        }
        // Every action of the menus (not Quit), and what each shows.
        std::vector<QAction *> actions;
        std::vector<QMenu *> menus;
        for (QAction *top : window.menuBar()->actions())
            if (top->menu())
                menus.push_back(top->menu());
        while (!menus.empty()) {
            QMenu *menu = menus.back();
            menus.pop_back();
            for (QAction *action : menu->actions()) {
                if (action->menu())
                    menus.push_back(action->menu());
                else if (!action->isSeparator() &&
                         !action->shortcuts().contains(QKeySequence(QKeySequence::Quit)))
                    actions.push_back(action);
            }
        }
        REQUIRE(actions.size() > 20);
        for (QAction *action : actions) {
            window.tabs()->show(gui::WindowTab::Rounds);
            action->trigger();
            closer.settle(&window);
            collect(seen, &window);
        }
        // Every button of every tab and every action of its widgets (a view's context menu),
        // and what each opens.
        for (int tab = 0; tab < window.tabs()->count(); ++tab) {
            window.tabs()->setCurrentIndex(tab);
            QApplication::processEvents();
            QWidget *page = window.tabs()->widget(tab);
            for (QAbstractButton *button : page->findChildren<QAbstractButton *>()) {
                if (!button->isVisible() || !button->isEnabled())
                    continue;
                window.tabs()->setCurrentIndex(tab);
                button->click();
                closer.settle(&window);
                collect(seen, &window);
            }
            QList<QWidget *> widgets = page->findChildren<QWidget *>();
            widgets.prepend(page);
            for (QWidget *widget : widgets)
                for (QAction *action : widget->actions()) {
                    if (action->menu() || action->isSeparator() || !action->isEnabled())
                        continue;
                    window.tabs()->setCurrentIndex(tab);
                    action->trigger();
                    closer.settle(&window);
                    collect(seen, &window);
                }
        }
        CHECK(closer.closed() >= 15);
    }

    QStringList offending;
    for (const auto &[text, where] : seen)
        if (const QStringList words = foreignWords(text); !words.isEmpty())
            offending << QStringLiteral("%1: \"%2\" (%3)").arg(where, text, words.join(", "));
    INFO("texts with untranslated words:\n" << offending.join(QStringLiteral("\n")).toStdString());
    CHECK(offending.isEmpty());
    // The walk saw the window's Russian: the tabs, the header, the verdict, Qt's own buttons.
    CHECK(seen.count({QStringLiteral("Кубок Тулы — швейцарская система"),
                      QStringLiteral("QLabel in gui::MainWindow")}) == 1);
    CHECK(std::any_of(seen.begin(), seen.end(),
                      [](const auto &text) { return text.first == QStringLiteral("Отмена"); }));
    // The names the save dialogs offered: the report's subject, the game's.
    for (const char *offered :
         {"Пары 1-го тура.pdf", "партия.pdf", "бланк-тур1-доска1.pdf", "бланки-тур1.pdf"})
        CHECK(seen.count({QString::fromUtf8(offered),
                          QStringLiteral("QLineEdit 'fileNameEdit' in QFileDialog")}) == 1);

    russian.reset();
    CHECK(gui::interfaceLanguage() == app::Language::English);
}

} // namespace russianwalk_test
