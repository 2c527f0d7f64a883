#include "boardinput.h"

#include "arbiter/notation.h"

#include <algorithm>

namespace gui {

namespace {

bool lands(const arbiter::Move &move, arbiter::Square square)
{
    const auto landings = move.landings();
    return std::find(landings.begin(), landings.end(), square) != landings.end();
}

} // namespace

BoardInput::BoardInput(BoardWidget *board, GameSheet *sheet, QObject *parent)
    : QObject(parent), m_board(board), m_sheet(sheet)
{
    connect(board, &BoardWidget::squareClicked, this, &BoardInput::click);
    connect(sheet, &GameSheet::changed, this, [this] {
        clear(); // another position: a half-entered move no longer applies
        m_board->setPosition(m_sheet->position());
        if (m_sheet->currentPly() > 0) {
            const arbiter::Move &last = m_sheet->ply(m_sheet->currentPly()).move;
            m_board->setLastMove(last.from(), last.to());
        } else {
            m_board->setLastMove(std::nullopt, std::nullopt);
        }
    });
    m_board->setPosition(sheet->position());
}

void BoardInput::clear()
{
    m_from.reset();
    m_candidates.clear();
    show();
}

void BoardInput::select(arbiter::Square square)
{
    const arbiter::Position &position = m_sheet->position();
    const auto piece = position.pieceAt(square);
    if (!piece || piece->side != position.sideToMove()) {
        clear();
        return;
    }
    bool any = false;
    for (const arbiter::Move &move : position.legalMoves())
        any = any || move.from() == square;
    if (!any) {
        // Say why: a capture elsewhere is mandatory, or the piece is blocked.
        std::string captures;
        for (const arbiter::Move &move : position.legalMoves())
            if (move.isCapture())
                captures +=
                    (captures.empty() ? "" : ", ") + arbiter::Notation::write(move, position);
        emit hint(captures.empty()
                      ? tr("%1 cannot move").arg(QString::fromStdString(square.name()))
                      : tr("capture is mandatory: %1").arg(QString::fromStdString(captures)));
        clear();
        return;
    }
    m_from = square;
    m_candidates.clear();
    show();
}

void BoardInput::click(arbiter::Square square)
{
    const arbiter::Position &position = m_sheet->position();
    if (!m_candidates.empty()) {
        // Choosing a route: keep the moves that land on the clicked square.
        // (Still legal here too: the candidates came from this position.)
        const arbiter::MoveList legal = position.legalMoves();
        std::vector<arbiter::Move> kept;
        for (const arbiter::Move &move : m_candidates)
            if (lands(move, square) &&
                std::any_of(legal.begin(), legal.end(),
                            [&move](const arbiter::Move &l) { return l.sameMove(move); }))
                kept.push_back(move);
        if (kept.empty()) {
            emit hint(tr("choose one of the highlighted landing squares"));
            return;
        }
        m_candidates = kept;
        if (m_candidates.size() == 1) {
            const arbiter::Move move = m_candidates.front();
            clear();
            m_sheet->play(move);
            return;
        }
        show();
        return;
    }
    if (!m_from) {
        select(square);
        return;
    }
    if (square == *m_from) {
        // A king's circular capture ends where it started; otherwise a second click lets go.
        const arbiter::MoveList legal = position.legalMoves();
        const bool circular =
            std::any_of(legal.begin(), legal.end(), [square](const arbiter::Move &m) {
                return m.from() == square && m.to() == square;
            });
        if (!circular) {
            clear();
            return;
        }
    }
    const auto piece = position.pieceAt(square);
    if (piece && piece->side == position.sideToMove() && square != *m_from) {
        select(square);
        return;
    }
    std::vector<arbiter::Move> fitting;
    for (const arbiter::Move &move : position.legalMoves())
        if (move.from() == *m_from && move.to() == square)
            fitting.push_back(move);
    if (fitting.empty()) {
        emit hint(tr("%1 cannot go to %2")
                      .arg(QString::fromStdString(m_from->name()),
                           QString::fromStdString(square.name())));
        return;
    }
    if (fitting.size() == 1) {
        clear();
        m_sheet->play(fitting.front());
        return;
    }
    m_candidates = fitting;
    emit hint(
        tr("%1 moves go from %2 to %3: click a square where the piece lands along the way")
            .arg(fitting.size())
            .arg(QString::fromStdString(m_from->name()), QString::fromStdString(square.name())));
    show();
}

void BoardInput::show()
{
    m_board->setSelected(m_from);
    std::vector<arbiter::Square> targets;
    std::vector<arbiter::Square> routes;
    if (!m_candidates.empty()) {
        // The landing squares not shared by every candidate tell the routes apart.
        for (const arbiter::Move &move : m_candidates)
            for (arbiter::Square landing : move.landings()) {
                const bool shared = std::all_of(
                    m_candidates.begin(), m_candidates.end(),
                    [landing](const arbiter::Move &other) { return lands(other, landing); });
                if (!shared && std::find(routes.begin(), routes.end(), landing) == routes.end())
                    routes.push_back(landing);
            }
    } else if (m_from) {
        for (const arbiter::Move &move : m_sheet->position().legalMoves())
            if (move.from() == *m_from &&
                std::find(targets.begin(), targets.end(), move.to()) == targets.end())
                targets.push_back(move.to());
    }
    if (m_candidates.size() > 1 && routes.empty())
        emit hint(tr("these routes cannot be told apart by their landing squares: type the move"));
    m_board->setTargets(targets);
    m_board->setRouteChoices(routes);
}

} // namespace gui
