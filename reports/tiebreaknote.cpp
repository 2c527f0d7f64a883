#include "tiebreaknote.h"

namespace reports {

namespace {

bool russian(Language language)
{
    return language == Language::Russian;
}

// "half-point bye, voluntarily unplayed", "pairing-allocated bye" …
std::string kindText(RoundKind kind, Outcome outcome, Language language)
{
    const bool ru = russian(language);
    std::string text;
    switch (kind) {
    case RoundKind::Played:
        return ru ? "сыграна" : "played";
    case RoundKind::Pending:
        return ru ? "результата ещё нет" : "no result yet";
    case RoundKind::AwardedBye:
        text = outcome == Outcome::PairingBye
                   ? (ru ? "бай при жеребьёвке" : "pairing-allocated bye")
                   : (ru ? "бай в очко" : "full-point bye");
        break;
    case RoundKind::ForfeitWin:
        text = ru ? "победа без игры" : "won by forfeit";
        break;
    case RoundKind::RequestedBye:
    case RoundKind::ByeToTheEnd:
        text = outcome == Outcome::HalfBye   ? (ru ? "бай в пол-очка" : "half-point bye")
               : outcome == Outcome::ZeroBye ? (ru ? "бай без очков" : "zero-point bye")
                                             : (ru ? "не в паре" : "not paired");
        break;
    case RoundKind::ForfeitLoss:
        text = outcome == Outcome::DoubleForfeit ? (ru ? "неявка обоих" : "both forfeited")
               : outcome == Outcome::HalfBye
                   ? (ru ? "каждый не явился на одну партию" : "each forfeited a game")
                   : (ru ? "поражение без игры" : "lost by forfeit");
        break;
    }
    if (voluntarilyUnplayed(kind))
        text += ru ? ", добровольно не сыгран" : ", voluntarily unplayed";
    return text;
}

std::string roundList(const std::vector<int> &rounds, Language language)
{
    std::string text = russian(language) ? (rounds.size() == 1 ? "тур " : "туры ")
                                         : (rounds.size() == 1 ? "round " : "rounds ");
    for (std::size_t i = 0; i < rounds.size(); ++i)
        text += (i ? ", " : "") + std::to_string(rounds[i]);
    return text;
}

std::string opponentScore(const ContributionNote &note, Language language)
{
    const bool ru = russian(language);
    std::string text =
        note.basis == NoteBasis::PendingOpponentScore
            ? (ru ? "результата ещё нет: очки соперника" : "no result yet: opponent's score")
            : (ru ? "очки соперника" : "opponent's score");
    if (note.opponentRoundsAsDraws.empty())
        return text;
    const std::string rounds = roundList(note.opponentRoundsAsDraws, language);
    if (note.unplayed == UnplayedRounds::Fide2024)
        return text +
               (ru ? ", его " + rounds +
                         " (баи или неявки без партий после них) как ничьи (C.07 16.3.2)"
                   : ", his " + rounds +
                         " (byes or absences with no game after them) as draws (C.07 16.3.2)");
    const bool one = note.opponentRoundsAsDraws.size() == 1;
    return text + (ru ? (one ? ", его несыгранный " : ", его несыгранные ") + rounds + " как ничьи"
                      : ", his unplayed " + rounds + " as draws");
}

std::string fraction(int got, int most)
{
    return std::to_string(got) + "/" + std::to_string(most);
}

// The round's part before its cut and FB's prefix.
std::string basisText(const ContributionNote &note, Language language)
{
    const bool ru = russian(language);
    const auto unplayed = [&](const char *english, const char *inRussian) {
        return kindText(note.kind, note.outcome, language) + (ru ? inRussian : english);
    };
    switch (note.basis) {
    case NoteBasis::OpponentScore:
    case NoteBasis::PendingOpponentScore: {
        const std::string score = opponentScore(note, language);
        if (!note.share)
            return score;
        // SB of a game played: the share of the opponent's score the player got.
        const auto [got, most] = *note.share;
        const std::string times = note.times == 1 ? "" : std::to_string(note.times) + " \xC3\x97 ";
        if (got == most)
            return (ru ? "победа: " : "won: ") + times + score;
        if (got == 0)
            return ru ? "поражение: ничего" : "lost: nothing";
        if (got * 2 == most && note.times == 2)
            return (ru ? "ничья: " : "drawn: ") + score;
        if (got * 2 == most && note.times == 1)
            return (ru ? "ничья: половина (" + score + ")" : "drawn: half the " + score);
        return ru ? fraction(got * note.times, most) + " (" + score + ")"
                  : fraction(got * note.times, most) + " of the " + score;
    }
    case NoteBasis::NoResultYet:
        return ru ? "результата ещё нет" : "no result yet";
    case NoteBasis::DummyOpponent:
    case NoteBasis::VirtualOpponent:
    case NoteBasis::UnplayedNothing: {
        std::string text =
            note.basis == NoteBasis::DummyOpponent
                ? unplayed(": a dummy opponent with his own score (C.07 16.4)",
                           ": условный соперник с его собственными очками (C.07 16.4)")
            : note.basis == NoteBasis::VirtualOpponent
                ? unplayed(": a virtual opponent (his score before the round, the other result, "
                           "draws after it)",
                           ": виртуальный соперник (его очки до тура, противоположный результат, "
                           "ничьи после)")
                : unplayed(": nothing", ": ничего");
        if (!note.share)
            return text;
        // SB of a round not played: the share of the dummy's (or the virtual opponent's) score.
        const auto [got, most] = *note.share;
        const int share = got * note.times; // of most
        return text + ", " +
               (share == most       ? (ru ? "всё" : "all of it")
                : share == 2 * most ? (ru ? "вдвойне" : "twice it")
                : share == 0        ? (ru ? "ничего из них" : "none of it")
                : share * 2 == most ? (ru ? "половина" : "half of it")
                                    : fraction(share, most) + (ru ? "" : " of it"));
    }
    case NoteBasis::NotCountedNoOpponent:
        return unplayed(": not counted, no opponent met", ": не учитывается, соперника не было");
    case NoteBasis::OpponentsBuchholz:
        return ru ? "Бухгольц соперника" : "opponent's Buchholz";
    case NoteBasis::AgainstTiedPlayer:
        return ru ? "против участника дележа" : "against a tied player";
    case NoteBasis::UnplayedAgainstTied:
        return kindText(note.kind, note.outcome, language) +
               (ru ? " против участника дележа: не учитывается (C.07, статья 6)"
                   : " against a tied player: not counted (C.07 Article 6)");
    case NoteBasis::Won:
        if (note.count == 1)
            return ru ? "победа" : "won";
        return ru ? "выиграно партий: " + std::to_string(note.count)
                  : "won " + std::to_string(note.count) + " games";
    case NoteBasis::WinsPoints:
        return unplayed(": a win's points", ": очки за победу");
    case NoteBasis::WonOverTheBoard:
        if (note.count == 1)
            return ru ? "победа за доской" : "won over the board";
        return ru ? "обе партии выиграны за доской" : "won both games over the board";
    case NoteBasis::PlayedWithBlack:
        return ru ? "сыграна чёрными" : "played with Black";
    case NoteBasis::WonWithBlack:
        return ru ? "выиграна чёрными" : "won with Black";
    case NoteBasis::Beaten:
        return ru ? "побеждён: + его очки" : "beaten: + his score";
    case NoteBasis::LostTo:
        return ru ? "проиграно ему: − его очки" : "lost to: − his score";
    case NoteBasis::ScoreAfterRound:
        return ru ? "очки после тура" : "score after the round";
    case NoteBasis::OpponentWithHalf:
        return ru ? "соперник, набравший не меньше половины очков"
                  : "opponent with at least half the points";
    case NoteBasis::NotCountedNoGame:
        return unplayed(": not counted, no game was played", ": не учитывается, партии не было");
    case NoteBasis::OpponentWithoutRating:
        return ru ? "соперник без рейтинга: не учитывается"
                  : "opponent without a rating: not counted";
    case NoteBasis::OpponentRating:
        return (ru ? "рейтинг соперника, набрано " : "opponent's rating, scored ") +
               formatPoints(note.halfPoints, Scoring::OneHalfZero);
    }
    return {};
}

} // namespace

std::string noteText(const ContributionNote &note, Language language)
{
    const bool ru = russian(language);
    std::string text = basisText(note, language);
    if (note.lastRoundAsDrawn)
        text = (ru ? "последний тур считается ничьей (C.07 8.3): "
                   : "last round taken as drawn (C.07 8.3): ") +
               text;
    switch (note.cut) {
    case NoteCut::None:
        return text;
    case NoteCut::Lowest:
        return (ru ? "отброшено (" : "cut (") + text + ")";
    case NoteCut::VoluntarilyUnplayed:
        return (ru ? "отброшено, сначала добровольно несыгранные туры (C.07 14.6) ("
                   : "cut, voluntarily unplayed rounds first (C.07 14.6) (") +
               text + ")";
    case NoteCut::Highest:
        return (ru ? "отброшено как наибольшее (" : "cut, the highest (") + text + ")";
    }
    return text;
}

std::string remarkText(const TieBreakRemark &remark, Language language)
{
    const bool ru = russian(language);
    const std::string games = std::to_string(remark.games);
    switch (remark.kind) {
    case TieBreakRemark::Kind::AheadOfTheRest:
        return ru ? "не все участники дележа играли между собой: впереди остальных из них при "
                    "любом исходе несыгранных партий (C.07 6.2)"
                  : "the tied players have not all met: ahead of the rest of them whatever the "
                    "games they have not played would give (C.07 6.2)";
    case TieBreakRemark::Kind::AppliedAgain:
        return ru ? "правило применено ещё раз к оставшимся наравне, последний раз — среди " +
                        games + " (C.07, статья 6)"
                  : "the rule applied again to the players still level, the last time among " +
                        games + " (C.07 Article 6)";
    case TieBreakRemark::Kind::AverageBuchholz:
        return ru ? "среднее Бухгольцев соперников (" + games + "), с округлением до сотых"
                  : "the average of " + games + " opponents' Buchholz, rounded to hundredths";
    case TieBreakRemark::Kind::AverageRating:
        return ru ? "средний рейтинг соперников (" + games + "), с округлением (C.07 10.1)"
                  : "the average of " + games + " opponents' ratings, rounded (C.07 10.1)";
    case TieBreakRemark::Kind::Performance:
        return (ru ? "средний рейтинг соперников " : "ARO ") + std::to_string(remark.average) +
               " + dp " + std::to_string(remark.difference) + (ru ? " за " : " for ") +
               std::to_string(remark.percent) + (ru ? "% очков в " : "% of the points in ") +
               games + (ru ? " партиях (C.07 10.2)" : " games (C.07 10.2)");
    }
    return {};
}

} // namespace reports
