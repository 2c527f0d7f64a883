#include "reportlanguage.h"

#include "pairingresult.h"

#include <array>

namespace reports {

namespace {

struct Wording
{
    ReportWord word;
    const char *english;
    const char *russian;
};

using W = ReportWord;

// The Russian follows the forms of Russian draughts tournaments: «Положение участников»,
// «Турнирная таблица», «после 5-го тура» (the ordinal's genitive ending is "-го" for any number).
constexpr std::array wordings{
    Wording{W::Place, "Place", "Место"},
    Wording{W::Number, "No", "№"},
    Wording{W::Name, "Name", "Участник"},
    Wording{W::Points, "Points", "Очки"},
    Wording{W::Games, "Games", "Партии"},
    Wording{W::Rating, "Rating", "Рейтинг"},
    Wording{W::WithdrawnAfterRound, "Withdrawn after round", "Выбыл после тура"},
    Wording{W::Title, "Title", "Звание"},
    Wording{W::Club, "Club", "Клуб"},
    Wording{W::BirthYear, "Born", "Год рождения"},
    Wording{W::Federation, "Federation", "Регион"},
    Wording{W::Board, "Board", "Доска"},
    Wording{W::White, "White", "Белые"},
    Wording{W::Black, "Black", "Чёрные"},
    Wording{W::Result, "Result", "Результат"},
    Wording{W::Round, "Round", "Тур"},
    Wording{W::Game, "Game", "Партия"},
    Wording{W::Colour, "Colour", "Цвет"},
    Wording{W::Opponent, "Opponent", "Соперник"},
    Wording{W::OpponentsPoints, "Opponent's points", "Очки соперника"},
    Wording{W::Score, "Score", "Счёт"},
    Wording{W::FirstGame, "Game 1", "Партия 1"},
    Wording{W::SecondGame, "Game 2", "Партия 2"},
    Wording{W::RoundColumn, "R%1", "Т%1"},
    Wording{W::Bye, "bye", "свободен"},
    Wording{W::ByeCell, "bye%1", "своб.%1"},
    Wording{W::WhiteLetter, "w", "б"},
    Wording{W::BlackLetter, "b", "ч"},
    Wording{W::WhiteThenBlack, "White, Black", "Белые, чёрные"},
    Wording{W::BlackThenWhite, "Black, White", "Чёрные, белые"},
    Wording{W::Won, "won", "выигрыш"},
    Wording{W::Drawn, "drawn", "ничья"},
    Wording{W::Lost, "lost", "проигрыш"},
    Wording{W::WonByForfeit, "won by forfeit (+)", "победа без игры (+)"},
    Wording{W::LostByForfeit, "lost by forfeit (-)", "поражение без игры (-)"},
    Wording{W::BothForfeited, "both forfeited", "обоим поражение без игры"},
    Wording{W::FullBye, "bye (a win's points)", "свободен (очки за победу)"},
    Wording{W::PairingBye, "pairing-allocated bye (a win's points)",
            "свободен по жеребьёвке (очки за победу)"},
    Wording{W::HalfBye, "bye (a draw's points)", "свободен (очки за ничью)"},
    Wording{W::FreeRound, "free round", "свободный тур"},
    Wording{W::NotPaired, "not paired", "без пары"},
    Wording{W::MatchNotFinished, "match not finished", "микроматч не закончен"},
    Wording{W::MatchGames, "games:", "партии:"},
    Wording{W::Withdrew, "%1 (withdrew)", "%1 (выбыл)"},
    Wording{W::WithdrewAfterRound, "%1 (withdrew after round %2)", "%1 (выбыл после %2-го тура)"},
    Wording{W::Standings, "Standings", "Положение участников"},
    Wording{W::StandingsAfterRound, "Standings after round %1",
            "Положение участников после %1-го тура"},
    Wording{W::Crosstable, "Crosstable", "Турнирная таблица"},
    Wording{W::CrosstableAfterRound, "Crosstable after round %1",
            "Турнирная таблица после %1-го тура"},
    Wording{W::RoundPairings, "Round %1 pairings", "Пары %1-го тура"},
    Wording{W::PlayerCard, "Card of %1 (%2)", "Карточка участника: %1 (№ %2)"},
    Wording{W::Players, "Players", "Участники"},
    Wording{W::TieBreaks, "Tie-breaks", "Дополнительные показатели"},
    Wording{W::ChiefArbiter, "Chief arbiter: %1", "Главный судья: %1"},
    Wording{W::PageOf, "Page %1 of %2", "Страница %1 из %2"},
    Wording{W::GameSheet, "Game sheet", "Бланк записи партии"},
    Wording{W::RoundAndBoard, "Round %1, board %2", "Тур %1, доска %2"},
    Wording{W::RoundBoardAndGame, "Round %1, board %2, game %3", "Тур %1, доска %2, партия %3"},
    Wording{W::RoundOnly, "Round %1", "Тур %1"},
    Wording{W::BoardOnly, "Board %1", "Доска %1"},
    Wording{W::WhitePlayer, "White: %1", "Белые: %1"},
    Wording{W::BlackPlayer, "Black: %1", "Чёрные: %1"},
    Wording{W::MoveNumber, "No", "№"},
    Wording{W::SheetFoot,
            "Result: ________    Signatures: White ________   Black ________   Arbiter ________",
            "Результат: ________    Подписи: белые ________   чёрные ________   судья ________"},
    Wording{W::FinalPosition, "Final position", "Конечная позиция"},
    Wording{W::GameSheetOf, "Game sheet: %1", "Бланк записи партии: %1"},
    Wording{W::BrazilianDraughts, "Brazilian draughts", "бразильские шашки"},
    Wording{W::InternationalDraughts, "International draughts", "международные шашки"},
    Wording{W::EnglishCheckers, "English checkers", "английские шашки"},
    Wording{W::ItalianDraughts, "Italian draughts", "итальянские шашки"},
    Wording{W::PoolCheckers, "Pool checkers", "американские шашки пул"},
    Wording{W::Giveaway, "Giveaway", "поддавки"},
};

} // namespace

std::string reportText(ReportWord word, Language language, std::initializer_list<std::string> args)
{
    std::string text;
    for (const Wording &wording : wordings)
        if (wording.word == word)
            text = language == Language::Russian ? wording.russian : wording.english;
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto number = static_cast<std::size_t>(text[i + 1] - '1');
            if (number < args.size()) {
                out += *(args.begin() + number);
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

const std::vector<ReportWord> &everyReportWord()
{
    static const std::vector<ReportWord> words = [] {
        std::vector<ReportWord> out;
        for (const Wording &wording : wordings)
            out.push_back(wording.word);
        return out;
    }();
    return words;
}

std::string resultText(PairingResult result, Language language)
{
    if (language == Language::Russian && result == PairingResult::FullBye)
        return "своб. 1";
    if (language == Language::Russian && result == PairingResult::HalfBye)
        return "своб. \xC2\xBD";
    if (language == Language::Russian && result == PairingResult::ZeroBye)
        return "своб. 0";
    return std::string(pairingResultCode(result));
}

std::string fileNameOf(const std::string &subject)
{
    std::string name;
    for (char c : subject) {
        const auto byte = static_cast<unsigned char>(c);
        const bool bad = byte < 0x20 || byte == 0x7F || c == '/' || c == '\\' || c == ':' ||
                         c == '*' || c == '?' || c == '"' || c == '<' || c == '>' || c == '|';
        name += bad ? '-' : c;
    }
    const auto first = name.find_first_not_of(" .");
    if (first == std::string::npos)
        return "report";
    const auto last = name.find_last_not_of(" .");
    return name.substr(first, last - first + 1);
}

RussianCount russianCount(long long count)
{
    const long long lastTwo = count % 100;
    const long long last = count % 10;
    if (lastTwo >= 11 && lastTwo <= 14)
        return RussianCount::Many;
    if (last == 1)
        return RussianCount::One;
    if (last >= 2 && last <= 4)
        return RussianCount::Few;
    return RussianCount::Many;
}

std::string decimalIn(const std::string &number, Language language)
{
    if (language != Language::Russian)
        return number;
    std::string out = number;
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    for (std::size_t i = 1; i + 1 < out.size(); ++i)
        if (out[i] == '.' && digit(out[i - 1]) && digit(out[i + 1]))
            out[i] = ',';
    return out;
}

} // namespace reports
