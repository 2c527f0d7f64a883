// The game sheet being entered at the judges' table (issue 7): a start position and the plies
// played from it, with the ply the judge is looking at. Every move is checked as it is entered —
// by the rules core, nothing here decides a rule — and the draw rules are followed ply by ply
// (arbiter::DrawTracker, or the FMJD rules' tracker), so that the window can show the counters of
// the position on screen. The sheet is of one variant (issue 16): Russian draughts on the Russian
// core, Brazilian, International, English, Italian and Pool draughts on the variants' generator
// (each with its draw rules, arbiter/auditboard.h); the board and the move
// list see its positions as pieces on numbered squares and its moves as SheetMoves.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "app/tournament/gamesheetsave.h"
#include "arbiter/drawrules.h"
#include "arbiter/fen.h"
#include "arbiter/gridgenerator.h"
#include "arbiter/move.h"
#include "arbiter/pdngame.h"
#include "arbiter/position.h"
#include "arbiter/ruleset.h"
#include "arbiter/variant.h"
#endif

#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace gui {

// A position of the sheet's variant (as arbiter::GameAudit holds one), and a move on it.
// English and Pool checkers share one board (Grid8Checkers): the sheet keeps its variant apart.
using SheetPosition = std::variant<arbiter::Position, arbiter::GridPosition<arbiter::Grid8>,
                                   arbiter::GridPosition<arbiter::Grid10>,
                                   arbiter::GridPosition<arbiter::Grid8Checkers>,
                                   arbiter::GridPosition<arbiter::Grid8Mirrored>>;
using PlayedMove = std::variant<arbiter::Move, arbiter::GridMove>;

// A legal move as the board shows it: squares by their PDN number (1…32 on 8×8, 1…50 on 10×10,
// row by row from Black's side).
struct SheetMove
{
    int from = 0;
    int to = 0;
    std::vector<int> landings; // after each piece taken (a capture; the last is `to`)
    std::vector<int> captured;
    std::string written; // in the variant's notation
    PlayedMove move;
};

class GameSheet : public QObject
{
    Q_OBJECT

public:
    struct Ply
    {
        PlayedMove move;
        std::string written; // in the tool's notation, in the position it was played in
        SheetPosition after;
        std::vector<arbiter::DrawEvent> events; // draws this ply brings (DrawTracker::play)
    };

    // `database` may be null: the rules that need the endgame database then answer "unknown".
    explicit GameSheet(arbiter::RuleSet rules = arbiter::RuleSet::fmjd64(),
                       const arbiter::EndgameDatabase *database = nullptr,
                       QObject *parent = nullptr);

    // An empty sheet from the variant's first position, or from `start` (of the sheet's variant
    // when that is played on the board of `start`, else of the first variant played on it).
    void reset();
    void reset(const SheetPosition &start);

    arbiter::Variant variant() const;
    // The game played on the sheet: another variant empties it (its first position).
    void setVariant(arbiter::Variant variant);

    const arbiter::RuleSet &rules() const { return m_rules; }
    // The tournament's rule set (and clock: without increment 7.2.9 applies); the draw rules of
    // the plies entered are followed again under it.
    void setRules(const arbiter::RuleSet &rules);
    const arbiter::EndgameDatabase *database() const { return m_database; }
    const SheetPosition &start() const { return m_start; }
    // The position after the current ply (0: the start).
    const SheetPosition &position() const;
    arbiter::Side sideToMove() const;
    // A position's pieces by square number, and the current one's FEN.
    static arbiter::FenPieces piecesOf(const SheetPosition &position);
    std::string fen() const;
    // The legal moves of the current position; the move of ply `number`, 1…plyCount().
    std::vector<SheetMove> legalMoves() const;
    SheetMove playedMove(int number) const;
    // A square as the variant's notation writes it: "c3" on the Russian board, "28" otherwise.
    QString squareName(int number) const;
    // Whether two plies are the same move by the same route (undo compares sheets with it).
    static bool sameRoute(const Ply &a, const Ply &b);
    int currentPly() const { return m_current; }
    int plyCount() const { return static_cast<int>(m_plies.size()); }
    // Ply `number`, 1…plyCount().
    const Ply &ply(int number) const { return m_plies[static_cast<std::size_t>(number - 1)]; }
    const std::vector<Ply> &plies() const { return m_plies; }
    // For undo and redo: the plies as they were once (from the same start), showing ply
    // `current`; the draw rules followed again, the stored game kept.
    void restorePlies(std::vector<Ply> plies, int current);
    // "12. c3-d4" or "12... f6-g5" for ply `number`, numbered from the start position's side.
    QString moveText(int number) const;

    // Shows the position after ply `number` (clamped to 0…plyCount()).
    void goToPly(int number);

    // The move `text` (any form the variant's notation reads) in the current position. Legal:
    // played, the plies after the current one dropped, true. Otherwise nothing changes, false, and
    // finding() says why in plain words. While looking at an earlier ply, the game's next move
    // only steps forward, and another move first asks the replace confirmer (if one is set):
    // refused, nothing changes and false.
    bool enterMove(const QString &text);
    // `move`, legal in position(), played as enterMove() plays a move.
    void play(const PlayedMove &move);
    // Why the move `text` cannot be played after ply `number`, in the judge's language; none
    // when it can.
    std::optional<QString> refusal(const std::string &text, int number) const;
    // Asked, with the number of plies that would be dropped, before a move entered at an earlier
    // ply replaces the rest of the game; true lets it. None: replaced without asking.
    void setReplaceConfirmer(std::function<bool(int plies)> confirmer)
    {
        m_replaceConfirmer = std::move(confirmer);
    }

    // What the last entry brought, in plain words: why a move was refused, a draw taking effect,
    // a repetition that can be claimed, a move after the game was drawn; empty when nothing.
    QString finding() const { return m_finding; }
    bool findingIsError() const { return m_findingIsError; }

    // The draw-rule counters of the current position ("three kings: the strong side's move 11 of
    // 15"), and how often the position has stood.
    QStringList counters() const;

    // The game up to its last ply as the PDN reader gives it (for the claim checker), with `tags`
    // (and the variant's GameType when it is not Russian draughts).
    arbiter::PdnGame pdnGame(const std::vector<arbiter::PdnTag> &tags = {}) const;
    // The PDN text of the whole game.
    std::string pdn(const std::vector<arbiter::PdnTag> &tags, const std::string &result) const;
    // The game as app::saveSheetGame stores it: the variant, the rules, the start (its FEN when
    // not the variant's first position), the moves as written and the players the header names.
    app::SheetGame sheetGame() const;

    // The first game of a PDN text: its start position and moves, entered one by one; its
    // GameType chooses the variant (none: the sheet's). False with
    // `problem` ("line 3, column 7: …") when the text holds no game or a move is wrong; the
    // moves before it are kept.
    bool loadPdn(const std::string &text, QString &problem);
    const std::vector<arbiter::PdnTag> &tags() const { return m_tags; }
    // The value of tag `name`; empty when the sheet has none.
    std::string tag(const std::string &name) const;
    // The sheet's tags replaced (after it is saved with them); the moves stay.
    void setTags(const std::vector<arbiter::PdnTag> &tags);

    // Where the sheet is stored, once the window has saved it to a tournament: game `game` (1, or
    // 2 of a micro-match) of board `board` of round `round`, stored as game `gameId`. Moves
    // entered afterwards keep it (the same game); another game on the sheet (reset(), loadPdn())
    // forgets it. A game opened from the tournament that was imported without a round has round
    // and board 0.
    struct StoredAs
    {
        std::int64_t tournamentId = 0;
        int round = 0;
        int board = 0;
        int game = 1;
        std::int64_t gameId = 0;
    };
    const std::optional<StoredAs> &storedAs() const { return m_storedAs; }
    void setStoredAs(const StoredAs &storedAs)
    {
        m_storedAs = storedAs;
        m_changedSinceStored = false;
    }
    // Moves entered or taken back since the sheet was stored or opened from the database: the
    // sheet then holds what is not stored.
    bool changedSinceStored() const { return m_changedSinceStored; }
    // A game stored in the tournament, opened on the sheet: its PDN `text` read as loadPdn()
    // reads it, `tags` given where the text has none of that name, and where it is stored kept.
    bool openStored(const std::string &text, const std::vector<arbiter::PdnTag> &tags,
                    const StoredAs &storedAs, QString &problem);

signals:
    void changed();
    // A move entered by the judge (enterMove(), play()), just before changed(); not the moves of
    // a game loaded (loadPdn()).
    void moveEntered();

private:
    // Replays the draw rules from the start (cheap next to a judge's typing) so that every ply
    // holds its events.
    void replayDraws();
    // play() after the replace confirmer agreed; false when it did not.
    bool playAsked(const PlayedMove &move);
    QString describe(const arbiter::DrawEvent &event) const;

    arbiter::RuleSet m_rules;
    const arbiter::EndgameDatabase *m_database;
    arbiter::Variant m_variant = arbiter::Variant::Russian;
    SheetPosition m_start;
    std::vector<Ply> m_plies;
    std::vector<arbiter::PdnTag> m_tags;
    std::optional<StoredAs> m_storedAs;
    bool m_changedSinceStored = false;
    std::function<bool(int plies)> m_replaceConfirmer;
    int m_current = 0;
    bool m_loading = false; // loadPdn() playing a game's moves
    QString m_finding;
    bool m_findingIsError = false;
};

} // namespace gui
