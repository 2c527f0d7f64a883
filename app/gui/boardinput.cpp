#include "boardinput.h"

#include <algorithm>

namespace gui {

namespace {

bool lands(const SheetMove &move, int square)
{
    return std::find(move.landings.begin(), move.landings.end(), square) != move.landings.end();
}

bool isPieceOf(const arbiter::FenPieces &pieces, int square, arbiter::Side side)
{
    const auto index = static_cast<std::size_t>(side == arbiter::Side::White ? 0 : 1);
    const std::uint64_t bit = std::uint64_t{1} << (square - 1);
    return ((pieces.men[index] | pieces.kings[index]) & bit) != 0;
}

} // namespace

BoardInput::BoardInput(BoardWidget *board, GameSheet *sheet, QObject *parent)
    : QObject(parent), m_board(board), m_sheet(sheet)
{
    connect(board, &BoardWidget::squareClicked, this, &BoardInput::click);
    connect(sheet, &GameSheet::changed, this, [this] {
        showPosition();
        clear(); // another position: a half-entered move no longer applies
    });
    showPosition();
}

void BoardInput::showPosition()
{
    m_legal = m_sheet->legalMoves();
    m_board->setPosition(GameSheet::piecesOf(m_sheet->position()), m_sheet->variant());
    if (m_sheet->currentPly() > 0) {
        const SheetMove last = m_sheet->playedMove(m_sheet->currentPly());
        m_board->setLastMove(last.from, last.to);
    } else {
        m_board->setLastMove(std::nullopt, std::nullopt);
    }
}

void BoardInput::clear()
{
    m_from.reset();
    m_candidates.clear();
    show();
}

void BoardInput::select(int square)
{
    if (!isPieceOf(m_board->pieces(), square, m_sheet->sideToMove())) {
        clear();
        return;
    }
    if (std::none_of(m_legal.begin(), m_legal.end(),
                     [square](const SheetMove &move) { return move.from == square; })) {
        // Say why: a capture elsewhere is mandatory, or the piece is blocked.
        QStringList captures;
        for (const SheetMove &move : m_legal)
            if (!move.captured.empty())
                captures << QString::fromStdString(move.written);
        emit hint(captures.isEmpty()
                      ? tr("%1 cannot move").arg(m_sheet->squareName(square))
                      : tr("capture is mandatory: %1").arg(captures.join(QStringLiteral(", "))));
        clear();
        return;
    }
    m_from = square;
    m_candidates.clear();
    show();
}

void BoardInput::click(int square)
{
    if (!m_candidates.empty()) {
        // Choosing a route: keep the moves that land on the clicked square (the candidates came
        // from this position).
        std::vector<SheetMove> kept;
        for (const SheetMove &move : m_candidates)
            if (lands(move, square))
                kept.push_back(move);
        if (kept.empty()) {
            emit hint(tr("choose one of the highlighted landing squares"));
            return;
        }
        m_candidates = kept;
        if (m_candidates.size() == 1) {
            const PlayedMove move = m_candidates.front().move;
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
        const bool circular =
            std::any_of(m_legal.begin(), m_legal.end(), [square](const SheetMove &move) {
                return move.from == square && move.to == square;
            });
        if (!circular) {
            clear();
            return;
        }
    }
    if (square != *m_from && isPieceOf(m_board->pieces(), square, m_sheet->sideToMove())) {
        select(square);
        return;
    }
    std::vector<SheetMove> fitting;
    for (const SheetMove &move : m_legal)
        if (move.from == *m_from && move.to == square)
            fitting.push_back(move);
    if (fitting.empty()) {
        emit hint(tr("%1 cannot go to %2")
                      .arg(m_sheet->squareName(*m_from), m_sheet->squareName(square)));
        return;
    }
    if (fitting.size() == 1) {
        const PlayedMove move = fitting.front().move;
        clear();
        m_sheet->play(move);
        return;
    }
    m_candidates = fitting;
    emit hint(tr("%1 moves go from %2 to %3: click a square where the piece lands along the way")
                  .arg(fitting.size())
                  .arg(m_sheet->squareName(*m_from), m_sheet->squareName(square)));
    show();
}

void BoardInput::show()
{
    m_board->setSelected(m_from);
    std::vector<int> targets;
    std::vector<int> routes;
    if (!m_candidates.empty()) {
        // The landing squares not shared by every candidate tell the routes apart.
        for (const SheetMove &move : m_candidates)
            for (int landing : move.landings) {
                const bool shared = std::all_of(
                    m_candidates.begin(), m_candidates.end(),
                    [landing](const SheetMove &other) { return lands(other, landing); });
                if (!shared && std::find(routes.begin(), routes.end(), landing) == routes.end())
                    routes.push_back(landing);
            }
    } else if (m_from) {
        for (const SheetMove &move : m_legal)
            if (move.from == *m_from &&
                std::find(targets.begin(), targets.end(), move.to) == targets.end())
                targets.push_back(move.to);
    }
    if (m_candidates.size() > 1 && routes.empty())
        emit hint(tr("these routes cannot be told apart by their landing squares: type the move"));
    m_board->setTargets(targets);
    m_board->setRouteChoices(routes);
}

} // namespace gui
