#include "tiebreak.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace reports {

struct TieBreakContext::EncounterGroup
{
    std::vector<int> group;
    std::vector<int> sorted;    // the group's players in increasing order, for lookups
    std::vector<double> points; // of each of `sorted`, against the others
    bool allMet = false;
    // C.07 6.2, when not all have met: the separate standings by the points among the group, most
    // first (ties in the group's order); one alone at the top whatever the missing games give is
    // ranked first, then the second the same way, and so on. These are the players so ranked, in
    // order; those left share a rank.
    std::vector<int> ranked;
};

namespace {

double winPoints(const Event &event)
{
    return event.scoring == Scoring::OneHalfZero ? 1.0 : 2.0;
}

// What one round gave, in the event's points (a micro-match's game or match points).
double pointsOf(const Event &event, const RoundResult &result)
{
    return roundHalfPoints(event, result) * winPoints(event) / 2;
}

// The most one round can give, in the event's points.
double roundPoints(const Event &event)
{
    return roundMaxHalfPoints(event) * winPoints(event) / 2;
}

// The rounds of `player` that count: 1…lastRound. Without real rounds, a "round" the player
// has no game in is not a round of his at all, not an unplayed one.
std::vector<RoundResult> countedRounds(const Event &event, int player, int lastRound)
{
    std::vector<RoundResult> rounds;
    for (const RoundResult &result : event.players[static_cast<std::size_t>(player)].results)
        if (result.round <= lastRound &&
            (event.roundsKnown || result.outcome != Outcome::NotPaired))
            rounds.push_back(result);
    return rounds;
}

// A round's kind, requested byes and absences all RequestedBye (16.2.3 and 16.2.5 are told apart
// by what follows them).
RoundKind plainKind(const RoundResult &result)
{
    switch (result.outcome) {
    case Outcome::Win:
    case Outcome::Draw:
    case Outcome::Loss:
        return RoundKind::Played;
    case Outcome::FullBye:
    case Outcome::PairingBye:
        return RoundKind::AwardedBye;
    case Outcome::ForfeitWin:
        return RoundKind::ForfeitWin;
    case Outcome::ForfeitLoss:
    case Outcome::DoubleForfeit:
        return RoundKind::ForfeitLoss;
    case Outcome::HalfBye:
        // With an opponent: a micro-match in which each forfeited one game.
        return result.opponent >= 0 ? RoundKind::ForfeitLoss : RoundKind::RequestedBye;
    case Outcome::ZeroBye:
        return RoundKind::RequestedBye;
    case Outcome::NotPaired:
        return result.opponent >= 0 ? RoundKind::Pending : RoundKind::RequestedBye;
    }
    return RoundKind::Played;
}

std::vector<RoundKind> kindsOf(const std::vector<RoundResult> &rounds)
{
    std::vector<RoundKind> kinds;
    for (const RoundResult &result : rounds)
        kinds.push_back(plainKind(result));
    // 16.2.5: a requested bye or an absence with nothing after it but voluntarily unplayed rounds.
    for (std::size_t i = kinds.size(); i > 0 && voluntarilyUnplayed(kinds[i - 1]); --i)
        if (kinds[i - 1] == RoundKind::RequestedBye)
            kinds[i - 1] = RoundKind::ByeToTheEnd;
    return kinds;
}

// Where an opponent's score in Buchholz or SB comes from.
ContributionNote opponentNote(const TieBreakContext &c, int opponent, RoundKind kind)
{
    ContributionNote note;
    note.basis =
        kind == RoundKind::Pending ? NoteBasis::PendingOpponentScore : NoteBasis::OpponentScore;
    note.opponentRoundsAsDraws = c.roundsAsDraws(opponent);
    note.unplayed = c.event().unplayed;
    return note;
}

// The note of an unplayed round of the player's: its kind, and `basis`.
ContributionNote unplayedNote(const RoundResult &result, RoundKind kind, NoteBasis basis)
{
    ContributionNote note;
    note.basis = basis;
    note.kind = kind;
    note.outcome = result.outcome;
    return note;
}

// FIDE 2009: the virtual opponent of the player's unplayed rounds[index]: his score before the
// round, the other result in it, a draw in every round after.
double virtualOpponent(const TieBreakContext &c, int player, std::size_t index)
{
    const Event &event = c.event();
    const std::vector<RoundResult> &rounds = c.rounds(player);
    double score = 0;
    for (std::size_t i = 0; i < index; ++i)
        score += pointsOf(event, rounds[i]);
    score += roundPoints(event) - pointsOf(event, rounds[index]);
    score += roundPoints(event) / 2 * static_cast<double>(rounds.size() - index - 1);
    return score;
}

// What a player's unplayed rounds[index] puts in for an opponent's score (Buchholz, and SB before
// the share of the points), and why.
std::pair<double, ContributionNote> unplayedOpponent(const TieBreakContext &c, int player,
                                                     std::size_t index)
{
    const RoundResult &result = c.rounds(player)[index];
    const RoundKind kind = c.kind(player, index);
    switch (c.event().unplayed) {
    case UnplayedRounds::Fide2024:
        return {c.score(player), unplayedNote(result, kind, NoteBasis::DummyOpponent)};
    case UnplayedRounds::Fide2009:
        return {virtualOpponent(c, player, index),
                unplayedNote(result, kind, NoteBasis::VirtualOpponent)};
    case UnplayedRounds::PlayedOnly:
        break;
    }
    return {0, unplayedNote(result, kind, NoteBasis::UnplayedNothing)};
}

// One round's part in a Buchholz; voluntarily unplayed rounds are cut first under FIDE 2024.
struct Part
{
    Contribution contribution;
    bool cutFirst = false;
};

std::vector<Part> buchholzParts(const TieBreakContext &c, int player)
{
    const Event &event = c.event();
    const std::vector<RoundResult> &rounds = c.rounds(player);
    std::vector<Part> parts;
    parts.reserve(rounds.size());
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const RoundResult &result = rounds[i];
        const RoundKind kind = c.kind(player, i);
        if (kind == RoundKind::Played || kind == RoundKind::Pending) {
            parts.push_back({{result.round, result.opponent, c.scoreAsOpponent(result.opponent),
                              opponentNote(c, result.opponent, kind)},
                             false});
            continue;
        }
        auto [value, note] = unplayedOpponent(c, player, i);
        parts.push_back({{result.round, result.opponent, value, std::move(note)},
                         event.unplayed == UnplayedRounds::Fide2024 && voluntarilyUnplayed(kind)});
    }
    return parts;
}

// The parts in the order the cut modifiers take them: the lowest first, under FIDE 2024 the
// voluntarily unplayed rounds before all others (C.07 14.6).
std::vector<std::size_t> cutOrder(const std::vector<Part> &parts)
{
    std::vector<std::size_t> order(parts.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&parts](std::size_t a, std::size_t b) {
        if (parts[a].cutFirst != parts[b].cutFirst)
            return parts[a].cutFirst;
        return parts[a].contribution.value < parts[b].contribution.value;
    });
    return order;
}

void markCutLow(Part &part)
{
    Contribution &c = part.contribution;
    c.note.cut = part.cutFirst ? NoteCut::VoluntarilyUnplayed : NoteCut::Lowest;
}

// Buchholz and its modifiers over `parts`: `low` contributions cut from below, `high` from above.
TieBreakValue buchholzOf(TieBreak id, std::vector<Part> parts, std::size_t low, std::size_t high)
{
    TieBreakValue out;
    out.id = id;
    const std::vector<std::size_t> order = cutOrder(parts);
    std::vector<bool> cut(parts.size(), false);
    for (std::size_t i = 0; i < std::min(low, order.size()); ++i) {
        cut[order[i]] = true;
        markCutLow(parts[order[i]]);
    }
    for (std::size_t h = 0; h < high; ++h) {
        std::size_t highest = parts.size();
        for (std::size_t i = 0; i < parts.size(); ++i)
            if (!cut[i] && (highest == parts.size() ||
                            parts[i].contribution.value > parts[highest].contribution.value))
                highest = i;
        if (highest == parts.size())
            break;
        cut[highest] = true;
        parts[highest].contribution.note.cut = NoteCut::Highest;
    }
    out.breakdown.reserve(parts.size());
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (!cut[i])
            out.value += parts[i].contribution.value;
        out.breakdown.push_back(std::move(parts[i].contribution));
    }
    return out;
}

// C.07 (2024) Article 6. The points each tied player scored against the others in games played
// over the board (forfeits do not count), the number of them he met, and the most he could have
// had, every missing game won.
struct Encounters
{
    double points = 0;
    int met = 0;
    double most = 0;
};

// `group` in increasing order.
Encounters encountersOf(const TieBreakContext &c, int player, const std::vector<int> &group)
{
    const Event &event = c.event();
    Encounters out;
    std::vector<int> met;
    for (std::size_t i = 0; i < c.rounds(player).size(); ++i) {
        const RoundResult &result = c.rounds(player)[i];
        if (c.kind(player, i) != RoundKind::Played || result.opponent == player ||
            !std::binary_search(group.begin(), group.end(), result.opponent))
            continue;
        out.points += pointsOf(event, result);
        if (std::find(met.begin(), met.end(), result.opponent) == met.end())
            met.push_back(result.opponent);
    }
    out.met = static_cast<int>(met.size());
    out.most = out.points + (static_cast<double>(group.size()) - 1 - out.met) * roundPoints(event);
    return out;
}

TieBreakValue directEncounter(const TieBreakContext &c, int player, const std::vector<int> &group)
{
    const Event &event = c.event();
    TieBreakValue out;
    out.id = TieBreak::DirectEncounter;
    // Players tied with no one, or with one other (no group made for them): a lookup in `group`.
    const TieBreakContext::EncounterGroup *encounters =
        group.size() < 2 ? nullptr : &c.encounterGroup(group);
    for (std::size_t i = 0; i < c.rounds(player).size(); ++i) {
        const RoundResult &result = c.rounds(player)[i];
        if (result.opponent == player ||
            (encounters ? !std::binary_search(encounters->sorted.begin(), encounters->sorted.end(),
                                              result.opponent)
                        : std::find(group.begin(), group.end(), result.opponent) == group.end()))
            continue;
        const RoundKind kind = c.kind(player, i);
        if (kind == RoundKind::Played)
            out.breakdown.push_back({result.round, result.opponent, pointsOf(event, result),
                                     ContributionNote{NoteBasis::AgainstTiedPlayer}});
        else
            out.breakdown.push_back({result.round, result.opponent, 0,
                                     unplayedNote(result, kind, NoteBasis::UnplayedAgainstTied)});
    }
    if (!encounters) {
        out.applicable = false;
        return out;
    }
    const double own = encounters->points[static_cast<std::size_t>(
        std::lower_bound(encounters->sorted.begin(), encounters->sorted.end(), player) -
        encounters->sorted.begin())];
    if (encounters->allMet) {
        out.value = own;
        // Those still level among themselves are ranked by the rule applied again to them alone
        // (they have all met too), and so on while it splits them: the points at each step.
        std::vector<int> level = encounters->sorted; // `still` keeps the order
        double points = own;
        for (;;) {
            std::vector<int> still;
            for (int member : level)
                if (encountersOf(c, member, level).points == points)
                    still.push_back(member);
            if (still.size() < 2 || still.size() == level.size())
                break;
            level = std::move(still);
            points = encountersOf(c, player, level).points;
            if (out.sequence.empty())
                out.sequence.push_back(out.value);
            out.sequence.push_back(points);
        }
        if (!out.sequence.empty())
            out.remark =
                TieBreakRemark{TieBreakRemark::Kind::AppliedAgain, static_cast<int>(level.size())};
        return out;
    }
    // 6.2: not all have met (TieBreakContext::encounterGroup ranks those it can).
    if (std::find(encounters->ranked.begin(), encounters->ranked.end(), player) !=
        encounters->ranked.end()) {
        out.value = own;
        out.remark = TieBreakRemark{TieBreakRemark::Kind::AheadOfTheRest};
        return out;
    }
    // Not ranked by 6.2: below every one who is, level with the others who are not.
    out.applicable = false;
    out.value = -1;
    return out;
}

// FIDE Rating Regulations' table of dp by p (hundredths, 50…100); below 50, −dp(100 − p).
constexpr std::array<int, 51> upperDifferences = {
    0,   7,   14,  21,  29,  36,  43,  50,  57,  65,  72,  80,  87,  95,  102, 110, 117,
    125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273,
    284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800};

// C.07 10.1, 10.2: the opponents met over the board who have a rating, the points against them
// (a game's 1, ½, 0), and the ratings' average rounded to a whole number.
struct RatedGames
{
    int games = 0;
    int halfPoints = 0;
    long long ratingSum = 0;
    std::vector<Contribution> breakdown;

    int average() const
    {
        return games == 0
                   ? 0
                   : static_cast<int>(std::floor(static_cast<double>(ratingSum) / games + 0.5));
    }
};

RatedGames ratedGamesOf(const TieBreakContext &c, int player)
{
    const Event &event = c.event();
    RatedGames out;
    for (std::size_t i = 0; i < c.rounds(player).size(); ++i) {
        const RoundResult &result = c.rounds(player)[i];
        const RoundKind kind = c.kind(player, i);
        if (kind != RoundKind::Played) {
            if (kind != RoundKind::Pending)
                out.breakdown.push_back({result.round, result.opponent, 0,
                                         unplayedNote(result, kind, NoteBasis::NotCountedNoGame)});
            continue;
        }
        const auto &rating = event.players[static_cast<std::size_t>(result.opponent)].rating;
        if (!rating) {
            out.breakdown.push_back({result.round, result.opponent, 0,
                                     ContributionNote{NoteBasis::OpponentWithoutRating}});
            continue;
        }
        // A micro-match: each game played over the board is a game against him.
        std::vector<Outcome> games = result.games;
        if (games.empty())
            games = {result.outcome};
        for (Outcome game : games) {
            if (!played(game))
                continue;
            ++out.games;
            out.halfPoints += halfPoints(game);
            out.ratingSum += *rating;
            ContributionNote note{NoteBasis::OpponentRating};
            note.halfPoints = halfPoints(game);
            out.breakdown.push_back(
                {result.round, result.opponent, static_cast<double>(*rating), note});
        }
    }
    return out;
}

// Games of a micro-match (or the one game) with their colours: game 1 in `white`'s, game 2 the
// other.
std::vector<std::pair<Outcome, bool>> gamesWithColours(const RoundResult &result)
{
    if (result.games.empty())
        return {{result.outcome, result.white}};
    std::vector<std::pair<Outcome, bool>> out;
    for (std::size_t g = 0; g < result.games.size(); ++g)
        out.push_back({result.games[g], g % 2 == 0 ? result.white : !result.white});
    return out;
}

} // namespace

bool voluntarilyUnplayed(RoundKind kind)
{
    return kind == RoundKind::RequestedBye || kind == RoundKind::ForfeitLoss ||
           kind == RoundKind::ByeToTheEnd;
}

int ratingDifference(int percent)
{
    percent = std::clamp(percent, 0, 100);
    return percent >= 50 ? upperDifferences[static_cast<std::size_t>(percent - 50)]
                         : -upperDifferences[static_cast<std::size_t>(50 - percent)];
}

const std::vector<TieBreakInfo> &tieBreakCatalogue()
{
    static const std::vector<TieBreakInfo> catalogue = {
        {TieBreak::Buchholz, "BH", "коэффициент Бухгольца (Солкофф)", "Buchholz"},
        {TieBreak::BuchholzCut1, "BH-C1", "усечённый коэффициент Бухгольца", "Buchholz cut 1"},
        {TieBreak::BuchholzMedian1, "BH-M1", "медианный коэффициент Бухгольца", "median Buchholz"},
        {TieBreak::TruncatedSolkoff, "BH-T", "полный усечённый Солкофф", "fully truncated Solkoff"},
        {TieBreak::ForeBuchholz, "FB", "коэффициент Бухгольца с ничьими последнего тура",
         "Fore Buchholz"},
        {TieBreak::OpponentsBuchholz, "AOB", "средний коэффициент Бухгольца соперников",
         "average of opponents' Buchholz"},
        {TieBreak::SonnebornBerger, "SB", "коэффициент Бергера (Зоннеборн-Бергер)",
         "Sonneborn-Berger"},
        {TieBreak::Wins, "WIN", "число побед", "number of wins"},
        {TieBreak::GamesWon, "WON", "число побед за доской", "games won over the board"},
        {TieBreak::BlackGames, "BPG", "число партий чёрными", "games played with Black"},
        {TieBreak::BlackWins, "BWG", "число побед чёрными", "games won with Black"},
        {TieBreak::DirectEncounter, "DE", "личная встреча", "direct encounter"},
        {TieBreak::Shmulyan, "SHM", "коэффициент Шмульяна", "Shmulyan coefficient"},
        {TieBreak::Progressive, "PS", "прогрессивный коэффициент", "progressive score"},
        {TieBreak::Koya, "KS", "система Койя", "Koya system"},
        {TieBreak::AverageRating, "ARO", "средний рейтинг соперников",
         "average rating of opponents"},
        {TieBreak::PerformanceRating, "TPR", "турнирный рейтинг-перформанс",
         "tournament performance rating"},
    };
    return catalogue;
}

const TieBreakInfo &info(TieBreak tieBreak)
{
    for (const TieBreakInfo &entry : tieBreakCatalogue())
        if (entry.id == tieBreak)
            return entry;
    return tieBreakCatalogue().front();
}

std::optional<TieBreak> tieBreakByCode(std::string_view code)
{
    for (const TieBreakInfo &entry : tieBreakCatalogue())
        if (entry.code == code)
            return entry.id;
    return std::nullopt;
}

std::string tieBreakCodes()
{
    std::string codes;
    for (const TieBreakInfo &entry : tieBreakCatalogue())
        codes += (codes.empty() ? "" : ", ") + std::string(entry.code);
    return codes;
}

std::optional<std::vector<TieBreak>> tieBreakPreset(std::string_view name)
{
    if (name == "russian-round-robin")
        return std::vector{TieBreak::Wins, TieBreak::SonnebornBerger, TieBreak::DirectEncounter};
    if (name == "russian-swiss")
        return std::vector{TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::Wins};
    return std::nullopt;
}

arbiter::Result<std::vector<TieBreak>, std::string> parseTieBreaks(std::string_view text)
{
    if (const auto preset = tieBreakPreset(text))
        return *preset;
    std::vector<TieBreak> order;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view code = text.substr(start, comma - start);
        const auto tieBreak = tieBreakByCode(code);
        if (!tieBreak)
            return "unknown tie-break '" + std::string(code) + "' (" + tieBreakCodes() +
                   ", or a preset: russian-round-robin, russian-swiss)";
        order.push_back(*tieBreak);
        start = comma + 1;
    }
    return order;
}

std::vector<double> scoresAfter(const Event &event, int lastRound)
{
    std::vector<double> scores;
    for (std::size_t p = 0; p < event.players.size(); ++p) {
        double score = 0;
        for (const RoundResult &result : event.players[p].results)
            if (result.round <= lastRound)
                score += pointsOf(event, result);
        scores.push_back(score);
    }
    return scores;
}

struct TieBreakContext::Fore
{
    Event event;
    std::unique_ptr<TieBreakContext> context;
};

const TieBreakContext::EncounterGroup &
TieBreakContext::encounterGroup(const std::vector<int> &group) const
{
    if (m_encounterGroup && m_encounterGroup->group == group)
        return *m_encounterGroup;
    auto made = std::make_unique<EncounterGroup>();
    made->group = group;
    made->sorted = group;
    std::sort(made->sorted.begin(), made->sorted.end());
    made->points.resize(group.size());
    std::vector<std::pair<int, Encounters>> all;
    for (int member : group) {
        all.push_back({member, encountersOf(*this, member, made->sorted)});
        made->points[static_cast<std::size_t>(
            std::lower_bound(made->sorted.begin(), made->sorted.end(), member) -
            made->sorted.begin())] = all.back().second.points;
    }
    made->allMet = std::all_of(all.begin(), all.end(), [&group](const auto &entry) {
        return entry.second.met + 1 == static_cast<int>(group.size());
    });
    if (!made->allMet) {
        std::stable_sort(all.begin(), all.end(), [](const auto &a, const auto &b) {
            return a.second.points > b.second.points;
        });
        // The most any of those after each place could have: one pass from the end.
        std::vector<double> bestOfRest(all.size(), 0);
        for (std::size_t k = all.size() - 1; k-- > 0;)
            bestOfRest[k] = std::max(bestOfRest[k + 1], all[k + 1].second.most);
        for (std::size_t k = 0; k + 1 < all.size() && all[k].second.points > bestOfRest[k]; ++k)
            made->ranked.push_back(all[k].first);
    }
    m_encounterGroup = std::move(made);
    return *m_encounterGroup;
}

TieBreakContext::TieBreakContext(const Event &event, int lastRound)
    : m_event(event), m_lastRound(lastRound), m_scores(scoresAfter(event, lastRound))
{
    const double draw = roundPoints(event) / 2;
    for (int p = 0; p < static_cast<int>(event.players.size()); ++p) {
        m_rounds.push_back(countedRounds(event, p, lastRound));
        m_kinds.push_back(kindsOf(m_rounds.back()));
        double score = 0;
        std::vector<int> asDraws;
        for (std::size_t i = 0; i < m_rounds.back().size(); ++i) {
            const RoundResult &result = m_rounds.back()[i];
            const RoundKind kind = m_kinds.back()[i];
            // 16.3: only the byes and absences of 16.2.5 count as draws; FIDE 2009: every round
            // not played (a game still to be played is not one).
            const bool asDraw = event.unplayed == UnplayedRounds::Fide2024
                                    ? kind == RoundKind::ByeToTheEnd
                                    : event.unplayed == UnplayedRounds::Fide2009 &&
                                          kind != RoundKind::Played && kind != RoundKind::Pending;
            score += asDraw ? draw : pointsOf(event, result);
            if (asDraw)
                asDraws.push_back(result.round);
        }
        m_opponentScores.push_back(score);
        m_roundsAsDraws.push_back(std::move(asDraws));
    }
    m_buchholz.resize(event.players.size());
}

TieBreakContext::~TieBreakContext() = default;

const TieBreakContext &TieBreakContext::fore() const
{
    if (!m_fore) {
        auto fore = std::make_unique<Fore>();
        fore->event = m_event;
        // C.07 8.3: every game of the last round, paired with an opponent, taken as a draw (a bye
        // keeps its points). A forfeit there becomes a drawn game with the scheduled opponent.
        for (EventPlayer &player : fore->event.players)
            for (RoundResult &result : player.results)
                if (result.round == m_lastRound && result.opponent >= 0) {
                    result.outcome = Outcome::Draw;
                    for (Outcome &game : result.games)
                        game = Outcome::Draw;
                }
        fore->context = std::make_unique<TieBreakContext>(fore->event, m_lastRound);
        m_fore = std::move(fore);
    }
    return *m_fore->context;
}

double TieBreakContext::buchholz(int player) const
{
    auto &cached = m_buchholz[static_cast<std::size_t>(player)];
    if (!cached)
        cached = computeTieBreak(*this, player, TieBreak::Buchholz).value;
    return *cached;
}

TieBreakValue computeTieBreak(const Event &event, int player, TieBreak tieBreak, int lastRound,
                              const std::vector<int> &tiedGroup)
{
    return computeTieBreak(TieBreakContext(event, lastRound), player, tieBreak, tiedGroup);
}

TieBreakValue computeTieBreak(const TieBreakContext &c, int player, TieBreak tieBreak,
                              const std::vector<int> &tiedGroup)
{
    const Event &event = c.event();
    TieBreakValue out;
    out.id = tieBreak;
    const std::vector<RoundResult> &rounds = c.rounds(player);
    out.breakdown.reserve(rounds.size()); // a part a round
    const bool byGamePoints =
        event.gamesPerPairing >= 2 && event.standingsBy == MatchStandings::GamePoints;
    switch (tieBreak) {
    case TieBreak::Buchholz:
        return buchholzOf(tieBreak, buchholzParts(c, player), 0, 0);
    case TieBreak::BuchholzCut1:
        return buchholzOf(tieBreak, buchholzParts(c, player), 1, 0);
    case TieBreak::BuchholzMedian1: {
        std::vector<Part> parts = buchholzParts(c, player);
        const std::size_t cut = parts.size() >= 2 ? 1 : 0;
        return buchholzOf(tieBreak, std::move(parts), cut, cut);
    }
    case TieBreak::TruncatedSolkoff: {
        const std::vector<Part> parts = buchholzParts(c, player);
        const std::vector<std::size_t> order = cutOrder(parts);
        double total = 0;
        for (const Part &part : parts)
            total += part.contribution.value;
        for (std::size_t cut = 0; cut < parts.size(); ++cut) {
            out.sequence.push_back(total);
            total -= parts[order[cut]].contribution.value;
        }
        out.value = out.sequence.empty() ? 0 : out.sequence.front();
        for (const Part &part : parts)
            out.breakdown.push_back(part.contribution);
        return out;
    }
    case TieBreak::ForeBuchholz: {
        out = buchholzOf(tieBreak, buchholzParts(c.fore(), player), 0, 0);
        for (Contribution &part : out.breakdown)
            if (part.round == c.lastRound() && part.opponent >= 0)
                part.note.lastRoundAsDrawn = true;
        return out;
    }
    case TieBreak::OpponentsBuchholz: {
        // C.07 8.2: over the opponents met over the board; rounded to hundredths.
        double sum = 0;
        int count = 0;
        for (std::size_t i = 0; i < rounds.size(); ++i) {
            const RoundResult &result = rounds[i];
            if (c.kind(player, i) != RoundKind::Played) {
                if (c.kind(player, i) != RoundKind::Pending)
                    out.breakdown.push_back(
                        {result.round, result.opponent, 0,
                         unplayedNote(result, c.kind(player, i), NoteBasis::NotCountedNoOpponent)});
                continue;
            }
            const double buchholz = c.buchholz(result.opponent);
            sum += buchholz;
            ++count;
            out.breakdown.push_back({result.round, result.opponent, buchholz,
                                     ContributionNote{NoteBasis::OpponentsBuchholz}});
        }
        out.value = count == 0 ? 0 : std::floor(sum / count * 100 + 0.5) / 100;
        out.remark = TieBreakRemark{TieBreakRemark::Kind::AverageBuchholz, count};
        return out;
    }
    case TieBreak::SonnebornBerger:
        for (std::size_t i = 0; i < rounds.size(); ++i) {
            const RoundResult &result = rounds[i];
            const RoundKind kind = c.kind(player, i);
            // The share of the round's points won: all of it, half (a draw), ¾ of a micro-match
            // won 1½:½ by game points …, times the points of a win (C.07 9.1: the opponent's
            // score times the points scored against him, 2 for a win under 2-1-0 scoring).
            const int got = roundHalfPoints(event, result);
            const int most = roundMaxHalfPoints(event);
            const int times = event.scoring == Scoring::TwoOneZero ? 2 : 1;
            if (kind == RoundKind::Pending) {
                out.breakdown.push_back(
                    {result.round, result.opponent, 0, ContributionNote{NoteBasis::NoResultYet}});
                continue;
            }
            if (kind == RoundKind::Played) {
                const double part = c.scoreAsOpponent(result.opponent) * got * times / most;
                out.value += part;
                ContributionNote note = opponentNote(c, result.opponent, kind);
                note.share = std::pair{got, most};
                note.times = times;
                out.breakdown.push_back({result.round, result.opponent, part, note});
                continue;
            }
            auto [opponent, note] = unplayedOpponent(c, player, i);
            const double part = opponent * got * times / most;
            out.value += part;
            if (event.unplayed != UnplayedRounds::PlayedOnly) {
                note.share = std::pair{got, most};
                note.times = times;
            }
            out.breakdown.push_back({result.round, result.opponent, part, note});
        }
        return out;
    case TieBreak::Wins:
        // C.07 7.1: the rounds that gave a win's points, with or without playing; micro-matches
        // counted by game points: the games won so (a bye as two).
        for (std::size_t i = 0; i < rounds.size(); ++i) {
            const RoundResult &result = rounds[i];
            const RoundKind kind = c.kind(player, i);
            int won = 0;
            if (byGamePoints && !result.games.empty())
                won = static_cast<int>(
                    std::count_if(result.games.begin(), result.games.end(), [](Outcome game) {
                        return game == Outcome::Win || game == Outcome::ForfeitWin;
                    }));
            else if (halfPoints(result.outcome) == 2)
                won = byGamePoints ? event.gamesPerPairing : 1;
            if (won == 0)
                continue;
            out.value += won;
            ContributionNote note = unplayedNote(
                result, kind, kind == RoundKind::Played ? NoteBasis::Won : NoteBasis::WinsPoints);
            note.count = won;
            out.breakdown.push_back(
                {result.round, result.opponent, static_cast<double>(won), note});
        }
        return out;
    case TieBreak::GamesWon:
        // C.07 7.2: games won over the board.
        for (const RoundResult &result : rounds) {
            int won = 0;
            if (byGamePoints)
                won = static_cast<int>(
                    std::count(result.games.begin(), result.games.end(), Outcome::Win));
            else
                won = result.outcome == Outcome::Win ? 1 : 0;
            if (won == 0)
                continue;
            out.value += won;
            ContributionNote note{NoteBasis::WonOverTheBoard};
            note.count = won;
            out.breakdown.push_back(
                {result.round, result.opponent, static_cast<double>(won), note});
        }
        return out;
    case TieBreak::BlackGames:
    case TieBreak::BlackWins:
        // C.07 7.3, 7.4: games played over the board with Black, and those of them won; each
        // game of a micro-match with its colour.
        for (const RoundResult &result : rounds) {
            int count = 0;
            for (const auto &[game, white] : gamesWithColours(result))
                if (!white && played(game) &&
                    (tieBreak == TieBreak::BlackGames || game == Outcome::Win))
                    ++count;
            if (count == 0)
                continue;
            out.value += count;
            out.breakdown.push_back(
                {result.round, result.opponent, static_cast<double>(count),
                 ContributionNote{tieBreak == TieBreak::BlackGames ? NoteBasis::PlayedWithBlack
                                                                   : NoteBasis::WonWithBlack}});
        }
        return out;
    case TieBreak::DirectEncounter: {
        std::vector<int> group = tiedGroup;
        if (!group.empty() && std::find(group.begin(), group.end(), player) == group.end())
            group.push_back(player);
        return directEncounter(c, player, group);
    }
    case TieBreak::Shmulyan:
        for (const RoundResult &result : rounds) {
            if (result.outcome != Outcome::Win && result.outcome != Outcome::Loss)
                continue;
            const double opponent = c.score(result.opponent);
            const double part = result.outcome == Outcome::Win ? opponent : -opponent;
            out.value += part;
            out.breakdown.push_back(
                {result.round, result.opponent, part,
                 ContributionNote{result.outcome == Outcome::Win ? NoteBasis::Beaten
                                                                 : NoteBasis::LostTo}});
        }
        return out;
    case TieBreak::Progressive: {
        double running = 0;
        for (const RoundResult &result : rounds) {
            running += pointsOf(event, result);
            out.value += running;
            out.breakdown.push_back({result.round, result.opponent, running,
                                     ContributionNote{NoteBasis::ScoreAfterRound}});
        }
        return out;
    }
    case TieBreak::Koya: {
        for (const RoundResult &result : rounds) {
            if (result.opponent < 0)
                continue;
            // Half of what the opponent could have scored in his rounds.
            const double half =
                static_cast<double>(c.rounds(result.opponent).size()) * roundPoints(event) / 2;
            if (c.score(result.opponent) < half)
                continue;
            const double part = pointsOf(event, result);
            out.value += part;
            out.breakdown.push_back({result.round, result.opponent, part,
                                     ContributionNote{NoteBasis::OpponentWithHalf}});
        }
        return out;
    }
    case TieBreak::AverageRating:
    case TieBreak::PerformanceRating: {
        RatedGames rated = ratedGamesOf(c, player);
        const int average = rated.average();
        out.breakdown = std::move(rated.breakdown);
        if (tieBreak == TieBreak::AverageRating) {
            out.value = average;
            out.remark = TieBreakRemark{TieBreakRemark::Kind::AverageRating, rated.games};
            return out;
        }
        // 10.2: ARO + dp, p the fraction of the points scored in those games in hundredths.
        const int percent =
            rated.games == 0 ? 0
                             : static_cast<int>(std::floor(
                                   static_cast<double>(rated.halfPoints) * 50 / rated.games + 0.5));
        out.value = rated.games == 0 ? 0 : average + ratingDifference(percent);
        out.remark = TieBreakRemark{TieBreakRemark::Kind::Performance, rated.games, average,
                                    rated.games == 0 ? 0 : ratingDifference(percent), percent};
        return out;
    }
    }
    return out;
}

} // namespace reports
