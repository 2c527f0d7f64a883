#include "gridnotation.h"

#include "square.h"

#include <algorithm>
#include <iterator>

namespace arbiter {

namespace {

// A move as written: its squares (0-based) and whether '-' or a capture's 'x' / ':' joins them.
struct WrittenMove
{
    std::vector<int> squares;
    bool capture = false;
};

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

GridNotationError unreadable(std::size_t offset, RuleMessage detail)
{
    GridNotationError error;
    error.column = static_cast<int>(offset) + 1;
    error.message = englishText(detail);
    error.detail = std::move(detail);
    return error;
}

// The squares of `text` on a board of `geometry`; names a1…h8 on 8×8, numbered as the geometry
// numbers them.
Result<WrittenMove, GridNotationError> readMove(std::string_view text,
                                                const BoardGeometry &geometry)
{
    const int squareCount = geometry.squareCount();
    const bool algebraic = geometry.columns == 8 && geometry.rows == 8;
    using Id = RuleMessageId;
    if (text.empty())
        return unreadable(0, {Id::NothingWritten, {}});
    WrittenMove move;
    std::optional<char> separator;
    std::optional<bool> named; // the squares are names (c3), not numbers
    std::size_t at = 0;
    for (;;) {
        if (at >= text.size())
            return unreadable(at, {Id::SquareAfterSeparator, {}});
        const std::size_t start = at;
        int square = 0;
        bool name = false;
        if (isDigit(text[at])) {
            int value = 0;
            while (at < text.size() && isDigit(text[at]) && at - start < 3)
                value = value * 10 + (text[at++] - '0');
            if (value < 1 || value > squareCount || (at < text.size() && isDigit(text[at])))
                return unreadable(start, {Id::SquareNumberAbove, BoardSizeFacts{squareCount}});
            square = geometry.topIndexOf(value);
        } else if (algebraic && text[at] >= 'a' && text[at] <= 'h') {
            if (at + 1 >= text.size() || text[at + 1] < '1' || text[at + 1] > '8')
                return unreadable(at + 1, {Id::RankAfterFile, {}});
            const auto number = geometry.numberOf({text[at] - 'a', text[at + 1] - '1'});
            if (!number)
                return unreadable(at,
                                  {Id::LightSquare, SquareFacts{std::string(text.substr(at, 2))}});
            square = geometry.topIndexOf(*number);
            name = true;
            at += 2;
        } else {
            return unreadable(at,
                              {Id::UnexpectedCharacter, WrittenFacts{std::string(1, text[at])}});
        }
        if (named && *named != name)
            return unreadable(start, {Id::MixedNamesAndNumbers, {}});
        named = name;
        move.squares.push_back(square);
        if (at >= text.size())
            break;
        const char c = text[at] == 'X' ? 'x' : text[at];
        if (c != '-' && c != 'x' && c != ':')
            return unreadable(at,
                              {Id::UnexpectedCharacter, WrittenFacts{std::string(1, text[at])}});
        const bool captureSeparator = c != '-';
        if (separator && (*separator == '-') == captureSeparator)
            return unreadable(at, {Id::MixedSeparators, {}});
        separator = c;
        ++at;
    }
    if (move.squares.size() < 2)
        return unreadable(text.size(), {Id::TargetMissing, {}});
    move.capture = separator != '-';
    if (!move.capture && move.squares.size() > 2)
        return unreadable(0, {Id::QuietMoveTwoSquares, {}});
    return move;
}

// Whether `middle` (squares landed on between the start and the end) are landed on by `route`, in
// that order, before its end.
bool follows(const GridRoute &route, std::span<const int> middle)
{
    std::size_t next = 0;
    for (std::size_t i = 0; i + 1 < route.size() && next < middle.size(); ++i)
        if (route[i] == middle[next])
            ++next;
    return next == middle.size();
}

bool sameMove(const GridMove &a, const GridMove &b)
{
    return a.from == b.from && a.to == b.to && a.captured == b.captured;
}

GridNotationError refusal(NotationErrorKind kind, RuleMessage detail,
                          std::vector<GridMove> candidates = {})
{
    GridNotationError error;
    error.kind = kind;
    error.message = englishText(detail);
    error.detail = std::move(detail);
    error.candidates = std::move(candidates);
    return error;
}

} // namespace

template <class G>
std::string GridNotation<G>::squareName(int square, Style style)
{
    if (style == Style::Algebraic && G::columns == 8 && G::rows == 8) {
        const FileRank at = *G::geometry.fileRankOf(G::geometry.numberAtTopIndex(square));
        return {static_cast<char>('a' + at.file), static_cast<char>('1' + at.rank)};
    }
    return std::to_string(G::geometry.numberAtTopIndex(square));
}

template <class G>
std::vector<GridRoute> GridNotation<G>::routesOf(const GridMove &move,
                                                 const GridPosition<G> &position) const
{
    std::vector<GridMove> moves;
    std::vector<GridRoute> routes;
    m_generator.captureRoutes(position, moves, routes);
    std::vector<GridRoute> found;
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (sameMove(moves[i], move))
            found.push_back(routes[i]);
    return found;
}

template <class G>
Result<GridMove, GridNotationError> GridNotation<G>::parse(std::string_view text,
                                                           const GridPosition<G> &position) const
{
    std::vector<GridMove> candidates;
    return parse(text, position, candidates);
}

template <class G>
Result<GridMove, GridNotationError> GridNotation<G>::parse(std::string_view text,
                                                           const GridPosition<G> &position,
                                                           std::vector<GridMove> &candidates) const
{
    const auto written = readMove(text, G::geometry);
    if (!written)
        return written.error();
    const int from = written->squares.front();
    const int to = written->squares.back();
    const bool capture = written->capture;
    const std::span<const int> middle(written->squares.data() + 1, written->squares.size() - 2);
    m_generator.legalMovesOf(position, from, candidates);
    const auto fitting = [&](const GridMove &move) {
        return move.from == from && move.to == to && (move.captured != 0) == capture &&
               (middle.empty() ||
                std::ranges::any_of(routesOf(move, position), [&middle](const GridRoute &route) {
                    return follows(route, middle);
                }));
    };
    const auto first = std::ranges::find_if(candidates, fitting);
    if (first != candidates.end() && std::none_of(first + 1, candidates.end(), fitting))
        return *first;
    std::vector<GridMove> legal;
    m_generator.legalMoves(position, legal);
    std::vector<GridMove> fits;
    std::ranges::copy_if(legal, std::back_inserter(fits), fitting);
    const auto list = [&position, this](const std::vector<GridMove> &moves) {
        std::vector<std::string> texts;
        for (const GridMove &move : moves)
            texts.push_back(write(move, position));
        return texts;
    };
    using Id = RuleMessageId;
    if (fits.size() > 1)
        return refusal(NotationErrorKind::Ambiguous, {Id::Ambiguous, MovesFacts{list(fits)}}, fits);

    // No legal move fits: say why.
    const Side us = position.sideToMove();
    const auto name = [](int square) { return squareName(square); };
    const auto kindOn = [&position](int square) {
        return (position.kings() & G::maskOf(square)) ? PieceKind::King : PieceKind::Man;
    };
    if (!(position.pieces(us) & G::maskOf(from))) {
        if (position.pieces(opposite(us)) & G::maskOf(from))
            return refusal(
                NotationErrorKind::NoPiece,
                {Id::PieceOfOtherSide, PieceFacts{name(from), opposite(us), kindOn(from), us}});
        return refusal(NotationErrorKind::NoPiece, {Id::NoPieceOn, SquareFacts{name(from)}});
    }
    std::vector<GridMove> captures;
    for (const GridMove &move : legal)
        if (move.captured)
            captures.push_back(move);
    if (!written->capture) {
        for (const GridMove &move : captures)
            if (move.from == from && move.to == to)
                return refusal(NotationErrorKind::IllegalMove,
                               {Id::CaptureWrittenQuiet, MovesFacts{{write(move, position)}}},
                               {move});
        if (!captures.empty())
            return refusal(NotationErrorKind::CaptureRequired,
                           {Id::CaptureMandatory, MovesFacts{list(captures)}}, captures);
        if (!(position.empty() & G::maskOf(to))) {
            const Side owner =
                (position.pieces(Side::White) & G::maskOf(to)) ? Side::White : Side::Black;
            return refusal(NotationErrorKind::TargetOccupied,
                           {Id::TargetOccupied, PieceFacts{name(to), owner, kindOn(to), us}});
        }
        return refusal(NotationErrorKind::IllegalMove,
                       {Id::CannotMoveTo, TargetFacts{name(from), name(to), {}}});
    }
    if (captures.empty())
        return refusal(NotationErrorKind::IllegalMove, {Id::NoCaptureHere, {}});
    // A capture written as ending where it must go on.
    std::vector<GridMove> goingOn;
    std::vector<GridMove> routed;
    std::vector<GridRoute> routes;
    m_generator.captureRoutes(position, routed, routes);
    for (std::size_t i = 0; i < routed.size(); ++i) {
        const GridRoute &route = routes[i];
        const auto stop = std::find(route.begin(), route.end() - 1, static_cast<std::uint8_t>(to));
        if (routed[i].from == from && stop != route.end() - 1 &&
            follows(GridRoute(route.begin(), stop + 1), middle) &&
            std::none_of(goingOn.begin(), goingOn.end(),
                         [&](const GridMove &m) { return sameMove(m, routed[i]); }))
            goingOn.push_back(routed[i]);
    }
    if (!goingOn.empty())
        return refusal(NotationErrorKind::CaptureNotFinished,
                       {Id::CaptureNotFinished, MovesFacts{list(goingOn)}}, goingOn);
    // A capture the majority rule (FMJD Annex 1, section 4) or Italian precedence (FID 6.6–6.9)
    // leaves out.
    if (m_generator.rules().captureChoice != CaptureChoice::Free) {
        VariantRules anyCapture = m_generator.rules();
        anyCapture.captureChoice = CaptureChoice::Free;
        std::vector<GridMove> all;
        GridGenerator<G>(anyCapture).legalMoves(position, all);
        for (const GridMove &move : all) {
            // A capture of these ends the rules leave out (not one of the legal captures, written
            // with squares landed on that none of its routes has).
            if (move.from != from || move.to != to || !move.captured ||
                std::ranges::any_of(captures,
                                    [&move](const GridMove &due) { return sameMove(due, move); }))
                continue;
            if (move.captureCount() < captures.front().captureCount())
                return refusal(NotationErrorKind::IllegalMove,
                               {Id::MajorityCapture,
                                MajorityFacts{move.captureCount(), captures.front().captureCount(),
                                              list(captures)}},
                               captures);
            if (m_generator.rules().captureChoice == CaptureChoice::Italian)
                return refusal(NotationErrorKind::IllegalMove,
                               {Id::CapturePrecedence, MovesFacts{list(captures)}}, captures);
        }
    }
    return refusal(NotationErrorKind::IllegalMove,
                   {Id::NoCaptureTo, TargetFacts{name(from), name(to), list(captures)}}, captures);
}

template <class G>
std::string GridNotation<G>::write(const GridMove &move, const GridPosition<G> &position,
                                   Style style) const
{
    const char separator = style == Style::Algebraic ? ':' : 'x';
    if (!move.captured)
        return squareName(move.from, style) + "-" + squareName(move.to, style);
    std::vector<GridMove> legal;
    m_generator.legalMoves(position, legal);
    const bool shared = std::ranges::any_of(legal, [&move](const GridMove &other) {
        return other.from == move.from && other.to == move.to && other.captured &&
               other.captured != move.captured;
    });
    std::string text = squareName(move.from, style);
    if (!shared)
        return text + separator + squareName(move.to, style);
    const std::vector<GridRoute> routes = routesOf(move, position);
    for (const std::uint8_t square : routes.front())
        text += separator + squareName(square, style);
    return text;
}

template <class G>
GridPosition<G> GridNotation<G>::position(const FenPieces &pieces)
{
    typename G::Bits white = 0;
    typename G::Bits black = 0;
    typename G::Bits kings = 0;
    for (int s = 0; s < G::squareCount; ++s) {
        // FenPieces are by square number: bit n - 1 for number n.
        const std::uint64_t bit = std::uint64_t{1} << (G::geometry.numberAtTopIndex(s) - 1);
        if ((pieces.men[0] | pieces.kings[0]) & bit)
            white |= G::maskOf(s);
        if ((pieces.men[1] | pieces.kings[1]) & bit)
            black |= G::maskOf(s);
        if ((pieces.kings[0] | pieces.kings[1]) & bit)
            kings |= G::maskOf(s);
    }
    return GridPosition<G>::fromPieces(pieces.toMove, white, black, kings);
}

template <class G>
FenPieces GridNotation<G>::fenPieces(const GridPosition<G> &position)
{
    FenPieces pieces;
    pieces.toMove = position.sideToMove();
    for (int s = 0; s < G::squareCount; ++s) {
        const std::uint64_t bit = std::uint64_t{1} << (G::geometry.numberAtTopIndex(s) - 1);
        const bool king = (position.kings() & G::maskOf(s)) != 0;
        for (const Side side : {Side::White, Side::Black})
            if (position.pieces(side) & G::maskOf(s))
                (king ? pieces.kings : pieces.men)[sideIndex(side)] |= bit;
    }
    return pieces;
}

template class GridNotation<Grid8>;
template class GridNotation<Grid10>;
template class GridNotation<Grid10x8>;
template class GridNotation<Grid8BlackFirst>;
template class GridNotation<Grid8Checkers>;
template class GridNotation<Grid8Mirrored>;

} // namespace arbiter
