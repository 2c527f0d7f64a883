// The message catalogue: every problem code renders in English and in Russian with every
// argument placed.
#include "app/tournament/messagecatalogue.h"
#include "arbiter/fen.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/position.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <sstream>
#include <tuple>

namespace messagecatalogue_test {

TEST_CASE("every problem code has an English and a Russian text with its arguments")
{
    // Enough arguments for any code, each recognisable.
    const std::vector<std::string> args = {"a1", "a2", "a3", "a4",  "a5", "a6",
                                           "a7", "a8", "a9", "a10", "a11"};
    for (app::ProblemCode code : app::everyProblemCode()) {
        const app::Problem problem{code, args};
        const std::string english = app::describe(problem, app::Language::English);
        const std::string russian = app::describe(problem, app::Language::Russian);
        INFO("code " << static_cast<int>(code) << ": " << english << " / " << russian);
        CHECK(english.find('%') == std::string::npos);
        CHECK(russian.find('%') == std::string::npos);
        // Each takes its first argument, but the one code that has none.
        if (code != app::ProblemCode::ClusterHomeUnknown) {
            CHECK(english.find("a1") != std::string::npos);
            CHECK(russian.find("a1") != std::string::npos);
        }
        if (code != app::ProblemCode::Database && code != app::ProblemCode::BadOpening)
            CHECK(english != russian);
    }
    CHECK(app::everyProblemCode().size() ==
          static_cast<std::size_t>(app::ProblemCode::SheetOfOtherVariant) + 1);
}

TEST_CASE("a problem rendered in both languages")
{
    const app::Problem problem{app::ProblemCode::SettingLocked, {"system", "swiss", "round-robin"}};
    CHECK(app::describe(problem) ==
          "the system (swiss) shapes the pairings and cannot change to round-robin once round 1 "
          "is paired; only the chief arbiter may change it, stating the reason");
    // No command of the command line inside: the window shows the same message.
    CHECK(app::describe(problem, app::Language::Russian) ==
          "система проведения («swiss») определяет жеребьёвку и после жеребьёвки 1-го тура не "
          "меняется (новое значение — «round-robin»); изменить этот параметр может только "
          "главный судья, указав причину");
    // A game the rules core refuses: its reason from the core's facts, not its English.
    const app::Problem refused{
        app::ProblemCode::GameNotImportable,
        {"mixed.pdn", "5", "1", "2",
         "GameType 20 is International draughts (20), not Russian draughts (25); game skipped"},
        std::nullopt,
        arbiter::RuleMessage{arbiter::RuleMessageId::GameOfOtherVariant,
                             arbiter::GameTypeFacts{"20", arbiter::Variant::International,
                                                    arbiter::Variant::Russian}}};
    CHECK(app::describe(refused) ==
          "mixed.pdn:5:1: game 2 cannot be imported: GameType 20 is International draughts (20), "
          "not Russian draughts (25); game skipped; nothing was imported");
    CHECK(app::describe(refused, app::Language::Russian) ==
          "mixed.pdn:5:1: партию 2 нельзя импортировать: GameType 20 — международные шашки (20), "
          "а не русские шашки (25); партия пропущена; ничего не импортировано");
    CHECK(app::describe({app::ProblemCode::RoundIncomplete, {"3", "2, 5"}},
                        app::Language::Russian) == "в туре 3 нет результата на досках: 2, 5");
}

namespace {

// Facts of the struct each id's comment names (arbiter/rulemessage.h), each value recognisable.
arbiter::RuleFacts sampleFacts(arbiter::RuleMessageId id)
{
    using Id = arbiter::RuleMessageId;
    using arbiter::DrawRule;
    using arbiter::Side;
    using arbiter::Variant;
    switch (id) {
    case Id::BadRank:
    case Id::UnexpectedCharacter:
    case Id::BadRoundTag:
        return arbiter::WrittenFacts{"q7"};
    case Id::LightSquare:
    case Id::NoPieceOn:
        return arbiter::SquareFacts{"q7"};
    case Id::CaptureMandatory:
    case Id::CaptureNotFinished:
    case Id::Ambiguous:
    case Id::CaptureWrittenQuiet:
    case Id::CapturePrecedence:
        return arbiter::MovesFacts{{"q7:q9", "q8:q10"}};
    case Id::PieceOfOtherSide:
    case Id::TargetOccupied:
        return arbiter::PieceFacts{"q7", Side::Black, arbiter::PieceKind::King, Side::White};
    case Id::NoPieceOnFile:
        return arbiter::FileFacts{Side::White, 'q'};
    case Id::IllegalMove:
        return arbiter::IllegalMoveFacts{
            arbiter::IllegalMoveFacts::Writing::CaptureAsQuiet, "q7", false, {"q7:q9"}, {}};
    case Id::AmbiguousPlayedAs:
        return arbiter::AmbiguityFacts{
            {"q7:q9", "q8:q10"}, arbiter::AmbiguityFacts::Outcome::PlayedByRoute, "q7:q8:q9"};
    case Id::AmbiguousUnresolved:
        return arbiter::AmbiguityFacts{
            {"q7:q9", "q8:q10"}, arbiter::AmbiguityFacts::Outcome::SeveralKeep, ""};
    case Id::ResultTagDiffers:
        return arbiter::ResultTagFacts{"q7", "q8"};
    case Id::GameTypeNotRussian:
    case Id::GameTypeUnsupported:
    case Id::GameOfOtherVariant:
        return arbiter::GameTypeFacts{"q7", Variant::International, Variant::Brazilian};
    case Id::SquareInMoveNotRussian:
    case Id::SquareInFenNotRussian:
        return arbiter::OuterSquareFacts{77, "q7-q8"};
    case Id::SquareNumberAbove:
        return arbiter::BoardSizeFacts{77};
    case Id::CannotMoveTo:
    case Id::NoCaptureTo:
        return arbiter::TargetFacts{"q7", "q8", {"q7:q9"}};
    case Id::MajorityCapture:
        return arbiter::MajorityFacts{1, 77, {"q7:q9"}};
    case Id::MoveOfOtherBoard:
        return arbiter::OtherBoardFacts{"q7-q8", Variant::Brazilian};
    case Id::PlayAfterDraw:
    case Id::ResultButDrawn:
        return arbiter::DrawnFacts{"q7", DrawRule::Balance, 77};
    case Id::ResultButLost:
    case Id::ResultButWon:
        return arbiter::LostFacts{"q7", Side::Black, true, 77};
    case Id::WrittenMoveValid:
    case Id::WrittenMoveInvalid:
    case Id::ThreefoldAfterMove:
        return arbiter::RepetitionFacts{"q7-q8", true, 77, {1, 5, 77}};
    case Id::AutomaticValid:
    case Id::AutomaticUndecided:
    case Id::RuleCounting: {
        arbiter::EndgameReason reason;
        reason.kind = arbiter::EndgameReason::Kind::NotBuilt;
        reason.pieces = 7;
        reason.tableFile = "q7.shtb";
        return arbiter::CountFacts{DrawRule::MainRoad,           77,          70,    5, 15,
                                   arbiter::CountUnit::OwnMoves, Side::Black, reason};
    }
    case Id::RuleNotApplying:
        return arbiter::NotApplyingFacts{DrawRule::Balance, 77, "q7-rules", DrawRule::Threefold,
                                         70};
    case Id::PdnUnreadable: {
        arbiter::PdnProblem problem;
        problem.code = arbiter::PdnProblemCode::TagValueNotClosed;
        problem.text = "q7";
        return problem;
    }
    case Id::BadFen: {
        arbiter::FenError error;
        error.code = arbiter::FenErrorCode::SideToMoveExpected;
        error.column = 77;
        error.found = "q";
        return error;
    }
    default:
        return std::monostate{};
    }
}

} // namespace

TEST_CASE("every rule message renders its facts in English and Russian")
{
    for (arbiter::RuleMessageId id : app::everyRuleMessageId()) {
        const arbiter::RuleMessage message{id, sampleFacts(id)};
        const std::string english = app::describe(message, app::Language::English);
        const std::string russian = app::describe(message, app::Language::Russian);
        INFO("id " << static_cast<int>(id) << ": " << english << " / " << russian);
        CHECK(english == arbiter::englishText(message));
        CHECK_FALSE(english.empty());
        CHECK(english != russian);
        CHECK(russian.find("%") == std::string::npos);
        // Every message with facts shows them in both languages: the square, move or number.
        if (!std::holds_alternative<std::monostate>(message.facts)) {
            const auto names = [](const std::string &text) {
                return text.find("q7") != std::string::npos ||
                       text.find("77") != std::string::npos ||
                       text.find(" q ") != std::string::npos; // FileFacts' file
            };
            CHECK(names(english));
            CHECK(names(russian));
        }
        // No English word of the facts inside the Russian.
        for (const char *word : {"white", "black", "king", "man", "plies", "own moves", "main-road",
                                 "balance", "threefold", "international", "brazilian"})
            CHECK(russian.find(word) == std::string::npos);
    }
}

TEST_CASE("the facts of the claim verdicts and of the variant notation, exact in both languages")
{
    using Id = arbiter::RuleMessageId;
    struct Row
    {
        arbiter::RuleMessage message;
        const char *english;
        const char *russian;
    };
    const std::vector<Row> rows = {
        {{Id::WrittenMoveValid, arbiter::RepetitionFacts{"g7-h8", true, 0, {0, 4, 8}}},
         "valid: after g7-h8 the position stands for the 3rd time (plies 0, 4, 8); the game is "
         "drawn",
         "заявка верна: после g7-h8 позиция повторяется в 3-й раз (полуходы 0, 4, 8); партия "
         "закончена вничью"},
        {{Id::WrittenMoveInvalid, arbiter::RepetitionFacts{"g7-h8", false, 0, {4, 8}}},
         "invalid: after g7-h8 the position would stand for the 2nd time only (plies 4, 8); g7-h8 "
         "counts as played and the game goes on",
         "заявка неверна: после g7-h8 позиция повторилась бы лишь в 2-й раз (полуходы 4, 8); ход "
         "g7-h8 считается сделанным, игра продолжается"},
        {{Id::ThreefoldAfterMove, arbiter::RepetitionFacts{"", false, 12, {4, 12}}},
         "invalid: the position after ply 12 stood 2 times (plies 4, 12)",
         "заявка неверна: позиция после полухода 12 встречалась 2 раза (полуходы 4, 12)"},
        {{Id::ThreefoldAfterMove, arbiter::RepetitionFacts{"", true, 20, {0, 4, 8, 12, 16}}},
         "valid: the position after ply 20 stood 5 times (plies 0, 4, 8, 12, 16)",
         "заявка верна: позиция после полухода 20 встречалась 5 раз (полуходы 0, 4, 8, 12, 16)"},
        {{Id::RuleCounting,
          arbiter::CountFacts{arbiter::DrawRule::ThreeKings, 41, 20, 21, 30,
                              arbiter::CountUnit::OwnMoves, arbiter::Side::White, std::nullopt}},
         "invalid: three-kings is still counting after ply 41: 21 of the 30 own moves of the "
         "strong side (white) needed, counted from ply 20",
         "заявка неверна: правило «три дамки против одной» после полухода 41 ещё отсчитывает: 21 "
         "из 30 нужных своих ходов сильнейшей стороны (белые), отсчёт с полухода 20"},
        {{Id::RuleNotApplying,
          arbiter::NotApplyingFacts{arbiter::DrawRule::Balance, 9, "russian-2016",
                                    arbiter::DrawRule::Threefold, 8}},
         "invalid: balance does not apply after ply 9 under russian-2016 (the game was drawn by "
         "threefold after ply 8)",
         "заявка неверна: правило «равное число дамок и шашек» не применяется после полухода 9 по "
         "своду russian-2016 (партия закончилась вничью по правилу «троекратное повторение "
         "позиции» после полухода 8)"},
        {{Id::Ambiguous, arbiter::MovesFacts{{"a1:c3", "a1:e5", "a1:g7", "a1:h8", "b2:d4"}}},
         "ambiguous: 5 legal moves fit (a1:c3, a1:e5, a1:g7, a1:h8, b2:d4)",
         "неоднозначно: подходят 5 ходов (a1:c3, a1:e5, a1:g7, a1:h8, b2:d4)"},
        {{Id::AmbiguousPlayedAs,
          arbiter::AmbiguityFacts{
              {"c3:e5", "c3:g7"}, arbiter::AmbiguityFacts::Outcome::PlayedAsOnly, "c3:e5:g7"}},
         "ambiguous: 2 legal moves fit (c3:e5, c3:g7); played as c3:e5:g7, the only one that keeps "
         "the rest of the game legal",
         "неоднозначно: подходят 2 хода (c3:e5, c3:g7); сыграно c3:e5:g7: только этот ход "
         "оставляет партию правильной"},
        {{Id::MajorityCapture, arbiter::MajorityFacts{1, 3, {"28x19", "27x18"}}},
         "it takes 1 piece where 3 can be taken: the capture of the most pieces is compulsory "
         "(28x19, 27x18)",
         "взято 1 из 3 возможных: бить обязательно наибольшее число шашек (28x19, 27x18)"},
        {{Id::CapturePrecedence, arbiter::MovesFacts{{"10x19", "14x21"}}},
         "another capture of as many pieces comes first: by a king rather than a man, of more "
         "kings, or meeting a king sooner (10x19, 14x21)",
         "первым идёт другое взятие стольких же шашек: дамкой, а не простой, больше дамок или с "
         "дамкой раньше (10x19, 14x21)"},
        {{Id::GameOfOtherVariant, arbiter::GameTypeFacts{"26", arbiter::Variant::Brazilian,
                                                         arbiter::Variant::International}},
         "GameType 26 is Brazilian draughts (26), not International draughts (20); game skipped",
         "GameType 26 — бразильские шашки (26), а не международные шашки (20); партия "
         "пропущена"},
        {{Id::MoveOfOtherBoard, arbiter::OtherBoardFacts{"c3-d4", arbiter::Variant::International}},
         "move c3-d4 is not written for the board of International draughts (20); game skipped",
         "ход c3-d4 записан не для доски игры «международные шашки (20)»; партия пропущена"},
        {{Id::NoCaptureTo, arbiter::TargetFacts{"32", "23", {"32x21"}}},
         "the piece on 32 has no capture to 23; capture is mandatory: 32x21",
         "шашка на поле 32 не может бить на поле 23; бить обязательно: 32x21"},
    };
    for (const Row &row : rows) {
        INFO(row.english);
        CHECK(app::describe(row.message, app::Language::English) == row.english);
        CHECK(app::describe(row.message, app::Language::Russian) == row.russian);
    }
}

TEST_CASE("refused moves carry their facts, rendered in both languages")
{
    // After 1.c3-d4 f6-e5 White must capture d4:f6 (docs/rules.md §4, mandatory capture).
    arbiter::Position position = arbiter::Position::initial();
    for (const char *move : {"c3-d4", "f6-e5"})
        position = position.after(arbiter::Notation::parse(move, position).value());
    struct Row
    {
        const char *text;
        arbiter::RuleMessage detail;
        const char *russian;
    };
    using Id = arbiter::RuleMessageId;
    const std::vector<Row> rows = {
        {"g3-h4",
         {Id::CaptureMandatory, arbiter::MovesFacts{{"d4:f6"}}},
         "бить обязательно: d4:f6"},
        {"e3-d4",
         {Id::TargetOccupied, arbiter::PieceFacts{"d4", arbiter::Side::White,
                                                  arbiter::PieceKind::Man, arbiter::Side::White}},
         "поле d4 занято (простая белых)"},
        {"e5-f4",
         {Id::PieceOfOtherSide, arbiter::PieceFacts{"e5", arbiter::Side::Black,
                                                    arbiter::PieceKind::Man, arbiter::Side::White}},
         "на e5 стоит простая чёрных, а ход белых"},
        {"h4-g5", {Id::NoPieceOn, arbiter::SquareFacts{"h4"}}, "на поле h4 нет шашки"},
        {"c9-d4",
         {Id::BadRank, arbiter::WrittenFacts{"c9"}},
         "'c9' — не поле: горизонталь должна быть от 1 до 8"},
        {"", {Id::NothingWritten, {}}, "ожидался ход вида c3-d4, но ничего не записано"},
        {"a3-c5",
         {Id::IllegalMove,
          arbiter::IllegalMoveFacts{
              arbiter::IllegalMoveFacts::Writing::AsWritten, "a3", false, {}, {"d4:f6"}}},
         "ход невозможен; шашка на a3 не может ходить; бить обязательно: d4:f6"},
    };
    for (const Row &row : rows) {
        INFO(row.text);
        const auto parsed = arbiter::Notation::parse(row.text, position);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().detail == row.detail);
        CHECK(app::describe(parsed.error().detail) == parsed.error().message);
        CHECK(app::describe(parsed.error().detail, app::Language::Russian) == row.russian);
    }
}

TEST_CASE("the typed facts of a rule message, in English and in Russian")
{
    using Id = arbiter::RuleMessageId;
    using arbiter::PieceKind;
    using arbiter::Side;
    struct Row
    {
        arbiter::RuleMessage message;
        const char *english;
        const char *russian;
    };
    const std::vector<Row> rows = {
        {{Id::PieceOfOtherSide,
          arbiter::PieceFacts{"31", Side::White, PieceKind::King, Side::Black}},
         "31 holds a white king but black is to move",
         "на 31 стоит дамка белых, а ход чёрных"},
        {{Id::TargetOccupied, arbiter::PieceFacts{"f6", Side::Black, PieceKind::King, Side::White}},
         "f6 is occupied by a black king",
         "поле f6 занято (дамка чёрных)"},
        {{Id::NoPieceOnFile, arbiter::FileFacts{Side::Black, 'h'}},
         "there is no black piece on the h file",
         "на вертикали h нет шашки чёрных"},
        {{Id::PlayAfterDraw, arbiter::DrawnFacts{{}, arbiter::DrawRule::MainRoad, 40}},
         "the game was already drawn by main-road after ply 40; moves recorded after it do not "
         "count",
         "ничья уже наступила по правилу «одинокая дамка на большой дороге» после полухода 40; "
         "записанные после этого ходы не считаются"},
        {{Id::ResultButDrawn, arbiter::DrawnFacts{"0-1", arbiter::DrawRule::Threefold, 12}},
         "recorded 0-1, but the game was drawn by threefold after ply 12",
         "записан результат 0-1, но ничья наступила по правилу «троекратное повторение позиции» "
         "после полухода 12"},
        {{Id::ResultButLost, arbiter::LostFacts{"1-0", Side::White, true, 7}},
         "recorded 1-0, but white is blocked after ply 7 and has lost",
         "записан результат 1-0, но у белых заперты все шашки после полухода 7: они проиграли"},
        {{Id::ResultButLost, arbiter::LostFacts{"2-0", Side::Black, false, 9}},
         "recorded 2-0, but black has no pieces left after ply 9 and has lost",
         "записан результат 2-0, но у чёрных не осталось шашек после полухода 9: они проиграли"},
        {{Id::ResultButWon, arbiter::LostFacts{"0-1", Side::White, false, 7}},
         "recorded 0-1, but white has no pieces left after ply 7 and, the aim being reversed "
         "(giveaway), has won",
         "записан результат 0-1, но у белых не осталось шашек после полухода 7: в поддавках они "
         "выиграли"},
    };
    for (const Row &row : rows) {
        INFO(row.english);
        CHECK(arbiter::englishText(row.message) == row.english);
        CHECK(app::describe(row.message) == row.english);
        CHECK(app::describe(row.message, app::Language::Russian) == row.russian);
    }
}

TEST_CASE("every FEN reader's code in English and in Russian, from its facts")
{
    using Code = arbiter::FenErrorCode;
    struct Row
    {
        const char *fen;
        Code code;
        const char *english;
        const char *russian;
    };
    const std::vector<Row> rows = {
        {"", Code::SideToMoveExpected,
         "expected the side to move, W or B, found the end of the text",
         "ожидалась очередь хода, W или B, а стоит конец текста"},
        {"W:W21.x", Code::EndExpected, "expected the end of the FEN after '.', found 'x'",
         "после '.' ожидался конец FEN, а стоит 'x'"},
        {"W h", Code::ColonExpected, "expected ':' or the end of the FEN, found 'h'",
         "ожидалось ':' или конец FEN, а стоит 'h'"},
        {"W:X", Code::ListColourExpected, "expected W or B to start a list of pieces, found 'X'",
         "список шашек начинается с W или B, а стоит 'X'"},
        {"W:W21:W22", Code::SideListedTwice, "White's pieces are listed twice",
         "шашки белых перечислены дважды"},
        {"W", Code::PiecesExpected,
         "expected the pieces after the side to move (':W…:B…'; an empty board is W:W:B), found "
         "the end of the FEN",
         "после очереди хода ожидались шашки (':W…:B…'; пустая доска — W:W:B), а FEN кончился"},
        {"W:W33", Code::SquareNumberRange, "a square number must be 1…32",
         "номер поля должен быть от 1 до 32"},
        {"W:Wi", Code::SquareExpected, "expected a square (a1…h8 or 1…32), found 'i'",
         "ожидалось поле (a1…h8 или 1…32), а стоит 'i'"},
        {"W:Wc", Code::RankExpected, "expected a rank 1…8 after the file letter",
         "после буквы вертикали ожидалась горизонталь от 1 до 8"},
        {"W:Wb1", Code::LightSquare, "b1 is a light square; pieces stand on dark squares",
         "b1 — белое поле; шашки стоят на чёрных полях"},
        {"W:Wc3-d4", Code::RangeOfNames,
         "ranges are written with square numbers (21-32), not names",
         "диапазоны пишутся номерами полей (21-32), а не названиями"},
        {"W:W12-", Code::RangeEndExpected,
         "expected a square number to end the range, found the end of the text",
         "ожидался номер поля, которым кончается диапазон, а стоит конец текста"},
        {"W:W12-5", Code::RangeDownwards, "a range must go upwards (5 < 12)",
         "диапазон должен идти по возрастанию (5 < 12)"},
        {"W:W5,5", Code::SquareListedTwice, "square 5 (a7) is listed twice",
         "поле 5 (a7) указано дважды"},
        {"W:Wc3,c3", Code::SquareListedTwice, "c3 is listed twice", "c3 указано дважды"},
        {"W:Wb8", Code::ManOnPromotionRank,
         "white man on b8 stands on its promotion rank; write Kb8 for a king",
         "простая белых на b8 стоит на поле превращения; дамку пишут Kb8"},
        {"W:W1", Code::ManOnPromotionRank,
         "white man on square 1 (b8) stands on its promotion rank; write K before the number for "
         "a king",
         "простая белых на поле 1 (b8) стоит на поле превращения; дамку пишут с K перед номером"},
        {"W:B1-13", Code::TooManyPieces, "more than 12 black pieces", "шашек чёрных больше 12"},
    };
    for (const Row &row : rows) {
        INFO(row.fen);
        const auto read = arbiter::Fen::parse(row.fen);
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().code == row.code);
        CHECK(read.error().message == row.english);
        CHECK(arbiter::englishText(read.error()) == row.english);
        CHECK(app::describe(read.error(), app::Language::English) == row.english);
        CHECK(app::describe(read.error(), app::Language::Russian) == row.russian);
    }
    // A board without names: the squares are numbers only.
    const auto international =
        arbiter::Fen::parse("W:W51", arbiter::rulesOf(arbiter::Variant::International));
    REQUIRE_FALSE(international.ok());
    CHECK(international.error().message == "a square number must be 1…50");
    CHECK(app::describe(international.error(), app::Language::Russian) ==
          "номер поля должен быть от 1 до 50");
    // BadFen carries the reader's facts: its column and its reason in the message's language.
    const arbiter::RuleMessage badFen{arbiter::RuleMessageId::BadFen,
                                      arbiter::Fen::parse("W:W33").error()};
    CHECK(app::describe(badFen) == "FEN column 4: a square number must be 1…32; game skipped");
    CHECK(app::describe(badFen, app::Language::Russian) ==
          "FEN, столбец 4: номер поля должен быть от 1 до 32; партия пропущена");
}

TEST_CASE("every PDN reader's code in English and in Russian, from its facts")
{
    using Code = arbiter::PdnProblemCode;
    struct Row
    {
        std::string pdn;
        Code code;
        std::string english;
        std::string russian;
        arbiter::PdnReader::Limits limits = {};
    };
    arbiter::PdnReader::Limits shallow;
    shallow.maxVariationDepth = 2;
    arbiter::PdnReader::Limits shortGame;
    shortGame.maxGameBytes = 20;
    arbiter::PdnReader::Limits smallInput;
    smallInput.maxInputBytes = 10;
    const std::vector<Row> rows = {
        {"[" + std::string(300, 'a') + " \"x\"]", Code::TagNameTooLong,
         "a tag name longer than 256 characters", "имя тега длиннее 256 знаков"},
        {"[ \"x\"]", Code::TagNameExpected, "expected a tag name after '['",
         "после '[' ожидалось имя тега"},
        {"[Event open\"]", Code::TagValueExpected, "expected '\"' to open the value of tag Event",
         "значение тега Event должно начинаться с '\"'"},
        {"[Event \"" + std::string(5000, 'x') + "\"]", Code::TagValueTooLong,
         "the value of tag Event is longer than 4096 bytes",
         "значение тега Event длиннее 4096 байт"},
        {"[Event \"open", Code::TagValueNotClosed,
         "the value of tag Event is not closed on its line",
         "значение тега Event не закрыто в своей строке"},
        {"[Event \"x\" 1. c3-d4", Code::TagCloseExpected, "expected ']' to close tag Event",
         "тег Event не закрыт знаком ']'"},
        {"1. c3-d4 (d6-e5", Code::VariationNotClosed, "the variation opened here is not closed",
         "открытый здесь вариант не закрыт"},
        {"1. c3-d4 (((d6-e5)))", Code::VariationsTooDeep, "variations nested deeper than 2",
         "варианты вложены глубже 2", shallow},
        {"1. c3-d4 d6-e5 2. b2-c3 f6-g5 3. a1-b2 *", Code::GameTooLong,
         "the game is longer than 20 bytes", "партия длиннее 20 байт", shortGame},
        {"1. c3-d4 d6-e5 2. b2-c3 *", Code::InputTooLarge,
         "the input is larger than 10 bytes; reading stops here",
         "файл больше 10 байт; чтение здесь остановлено", smallInput},
        {"1. c3-d4 {never closed", Code::CommentNotClosed, "the comment opened here is not closed",
         "открытый здесь комментарий не закрыт"},
        {"(c3-d4) 1. c3-d4", Code::VariationFirst, "a variation before the first move",
         "вариант перед первым ходом"},
        {"1. c3-d4 $", Code::NagNumberExpected, "expected a number after '$'",
         "после '$' ожидалось число"},
        {"$3 c3-d4", Code::NagFirst, "an annotation ($3) before the first move",
         "примечание ($3) перед первым ходом"},
        {"!? c3-d4", Code::StrengthFirst, "a move strength (!?) before the first move",
         "оценка хода (!?) перед первым ходом"},
        {"1. c3-d4 }", Code::UnexpectedCloser, "unexpected '}' (comments do not nest)",
         "неожиданный знак '}' (комментарии не вкладываются друг в друга)"},
        {"1. c3-d4 d6-e5 )", Code::UnexpectedCloser, "unexpected ')'", "неожиданный знак ')'"},
        {"1. c3-d4 d6-e5 50%", Code::UnexpectedInMoves, "unexpected '%' in the moves",
         "неожиданный знак '%' в ходах"},
        {"1. c3-d4 " + std::string(300, 'a'), Code::TokenTooLong,
         "a token longer than 256 characters", "слово длиннее 256 знаков"},
        {"1. c3-d4 d6#e5", Code::MoveExpected, "expected a move, found 'd6#e5'",
         "ожидался ход, а записано 'd6#e5'"},
    };
    for (const Row &row : rows) {
        INFO(row.pdn.substr(0, 40));
        std::istringstream input(row.pdn + "\n1-0\n");
        arbiter::PdnReader reader(input, row.limits);
        const auto game = reader.next();
        REQUIRE(game);
        REQUIRE(game->problem);
        CHECK(game->problem->code == row.code);
        CHECK(game->problem->message == row.english);
        CHECK(arbiter::englishText(*game->problem) == row.english);
        CHECK(app::describe(*game->problem, app::Language::English) == row.english);
        CHECK(app::describe(*game->problem, app::Language::Russian) == row.russian);
    }
    // PdnUnreadable carries the reader's problem: in the moves, the moves before it are checked.
    std::istringstream input("1. c3-d4 $\n1-0\n");
    arbiter::PdnReader reader(input);
    const auto game = reader.next();
    REQUIRE(game);
    REQUIRE(game->problem);
    const arbiter::RuleMessage unreadable{arbiter::RuleMessageId::PdnUnreadable, *game->problem};
    CHECK(app::describe(unreadable) == "the PDN cannot be read here: expected a number after '$'; "
                                       "the moves before it are checked");
    CHECK(app::describe(unreadable, app::Language::Russian) ==
          "PDN здесь не читается: после '$' ожидалось число; ходы до этого места проверены");
    arbiter::PdnProblem inTags = *game->problem;
    inTags.where = arbiter::PdnProblem::Where::Tags;
    CHECK(app::describe(arbiter::RuleMessage{arbiter::RuleMessageId::PdnUnreadable, inTags},
                        app::Language::Russian) ==
          "PDN здесь не читается: после '$' ожидалось число");
}

TEST_CASE("a player's wrong field in both languages")
{
    const app::PlayerFieldProblem rating{app::PlayerProblem::BadRating, app::PlayerField::Rating,
                                         "abc", 0, 4000};
    CHECK(app::describe(rating, app::Language::English) ==
          "Rating needs a whole number from 0 to 4000, not 'abc'");
    CHECK(app::describe(rating, app::Language::Russian) ==
          "Рейтинг: нужно целое число от 0 до 4000, а не 'abc'");
    const app::PlayerFieldProblem year{app::PlayerProblem::BirthYearOutOfRange,
                                       app::PlayerField::BirthYear, "1700", 1850, 2026};
    CHECK(app::describe(year, app::Language::Russian) ==
          "Год рождения: нужен год от 1850 до 2026, а не '1700'");
}

TEST_CASE("the endgame database's reasons in English and Russian, from their facts")
{
    const auto russian = app::Language::Russian;
    using Kind = arbiter::EndgameReason::Kind;
    using arbiter::EndgameReason;
    const auto probed = [](arbiter::EndgameValue value, bool loneKingToMove) {
        EndgameReason reason;
        reason.kind = Kind::Probed;
        reason.value = value;
        reason.loneKingToMove = loneKingToMove;
        return reason;
    };
    EndgameReason noDatabase;
    EndgameReason clock;
    clock.noIncrementClock = true;
    EndgameReason tooMany;
    tooMany.kind = Kind::TooManyPieces;
    tooMany.pieces = 9;
    tooMany.maxPieces = 8;
    EndgameReason notBuilt;
    notBuilt.kind = Kind::NotBuilt;
    notBuilt.pieces = 5;
    notBuilt.tableFile = "k3m2.tb";
    EndgameReason damaged;
    damaged.kind = Kind::Damaged;
    damaged.tableFile = "k3m2.tb";
    damaged.damage.kind = arbiter::TableDamage::Kind::ChecksumMismatch;
    const std::vector<std::tuple<EndgameReason, std::string, std::string>> reasons = {
        {noDatabase, "unknown — no endgame database", "неизвестно — нет базы эндшпилей"},
        {probed({arbiter::Outcome::Draw, 0}, false), "endgame database: draw",
         "база эндшпилей: ничья"},
        {probed({arbiter::Outcome::Win, 7}, false), "endgame database: win in 7",
         "база эндшпилей: выигрыш за 7 полуходов"},
        {probed({arbiter::Outcome::Loss, 12}, true),
         "endgame database: the lone king's side loss in 12",
         "база эндшпилей: для стороны с одинокой дамкой — проигрыш за 12 полуходов"},
        {clock, "no increment clock (7.2.9): unknown — no endgame database",
         "без добавления времени (7.2.9): неизвестно — нет базы эндшпилей"},
        {tooMany, "unknown — 9 pieces; the endgame database holds positions of up to 8",
         "неизвестно — 9 шашек; база эндшпилей содержит позиции не более чем с 8 шашками"},
        {notBuilt, "unknown — database for 5 pieces not built (k3m2.tb is missing)",
         "неизвестно — база для 5 шашек не построена (нет файла k3m2.tb)"},
        {damaged,
         "unknown — endgame table damaged: k3m2.tb: checksum mismatch: the file is damaged",
         "неизвестно — таблица эндшпиля повреждена: k3m2.tb: контрольная сумма не сходится: файл "
         "повреждён"},
    };
    for (const auto &[reason, english, expected] : reasons) {
        CHECK(app::describe(reason, russian) == expected);
        CHECK(app::describe(reason, app::Language::English) == english);
        CHECK(arbiter::englishText(reason) == english);
    }
    // In a claim's verdict, the reason after the counts.
    const arbiter::RuleMessage valid{
        arbiter::RuleMessageId::AutomaticValid,
        arbiter::CountFacts{arbiter::DrawRule::MainRoad, 40, 30, 5, 5, arbiter::CountUnit::OwnMoves,
                            std::nullopt, probed({arbiter::Outcome::Draw, 0}, false)}};
    CHECK(app::describe(valid, russian) ==
          "заявка верна: ничья по правилу «одинокая дамка на большой дороге» после полухода 40 "
          "(отсчёт с полухода 30, 5 из 5 своих ходов; база эндшпилей: ничья)");
}

TEST_CASE("a damaged endgame table's checks in English and Russian, from their facts")
{
    using Kind = arbiter::TableDamage::Kind;
    using arbiter::TableDamage;
    const std::vector<std::tuple<TableDamage, std::string, std::string>> damages = {
        {{.kind = Kind::NotATable},
         "not an endgame table file (no SHASHKTB header)",
         "не файл таблицы эндшпиля (нет заголовка SHASHKTB)"},
        {{.kind = Kind::FormatVersion, .foundVersion = 9, .expectedVersion = 1},
         "format version 9, this build reads version 1",
         "версия формата 9, эта сборка читает версию 1"},
        {{.kind = Kind::WrongClass, .storedClass = "w0m1k-b0m1k", .expectedClass = "w0m2k-b0m1k"},
         "holds class w0m1k-b0m1k, expected w0m2k-b0m1k",
         "содержит класс w0m1k-b0m1k, а ожидался w0m2k-b0m1k"},
        {{.kind = Kind::WrongSize, .positionsHeld = 991, .classPositions = 992},
         "holds 991 positions, the class has 992",
         "содержит 991 позицию, а в классе их 992"},
        {{.kind = Kind::WrongSize, .positionsHeld = 3, .classPositions = 992},
         "holds 3 positions, the class has 992",
         "содержит 3 позиции, а в классе их 992"},
        {{.kind = Kind::WrongSize, .positionsHeld = 1011, .classPositions = 992},
         "holds 1011 positions, the class has 992",
         "содержит 1011 позиций, а в классе их 992"},
        {{.kind = Kind::ChecksumMismatch},
         "checksum mismatch: the file is damaged",
         "контрольная сумма не сходится: файл повреждён"},
    };
    for (const auto &[damage, english, russian] : damages) {
        CHECK(arbiter::englishText(damage) == english);
        CHECK(app::describe(damage, app::Language::English) == english);
        CHECK(app::describe(damage, app::Language::Russian) == russian);
    }
    // Inside the reason, in each language; a reason read from a ruling stored while the damage
    // was English words says them as stored, in either language.
    arbiter::EndgameReason reason;
    reason.kind = arbiter::EndgameReason::Kind::Damaged;
    reason.noIncrementClock = true;
    reason.tableFile = "w0m2k-b0m1k.shtb";
    reason.damage = std::get<0>(damages[3]);
    CHECK(app::describe(reason, app::Language::English) ==
          "no increment clock (7.2.9): unknown — endgame table damaged: w0m2k-b0m1k.shtb: holds "
          "991 positions, the class has 992");
    CHECK(app::describe(reason, app::Language::Russian) ==
          "без добавления времени (7.2.9): неизвестно — таблица эндшпиля повреждена: "
          "w0m2k-b0m1k.shtb: содержит 991 позицию, а в классе их 992");
    reason.storedDamageText = "checksum mismatch: the file is damaged";
    CHECK(app::describe(reason, app::Language::English) ==
          "no increment clock (7.2.9): unknown — endgame table damaged: w0m2k-b0m1k.shtb: "
          "checksum mismatch: the file is damaged");
    CHECK(app::describe(reason, app::Language::Russian) ==
          "без добавления времени (7.2.9): неизвестно — таблица эндшпиля повреждена: "
          "w0m2k-b0m1k.shtb: checksum mismatch: the file is damaged");
}

TEST_CASE("why a draw claim cannot be examined, in English and Russian")
{
    using Code = arbiter::ClaimRefusalCode;
    const auto refusal = [](Code code) {
        arbiter::ClaimRefusal out;
        out.code = code;
        return out;
    };
    auto unreadable = refusal(Code::GameUnreadable);
    unreadable.cause = {arbiter::RuleMessageId::GameTypeUnsupported, arbiter::GameTypeFacts{"30"}};
    auto noPly = refusal(Code::NoSuchPly);
    noPly.plies = 7;
    noPly.ply = 9;
    auto notPlayable = refusal(Code::PlyNotPlayable);
    notPlayable.ply = 3;
    notPlayable.move = "d4:b6";
    notPlayable.cause = {arbiter::RuleMessageId::TargetOccupied,
                         arbiter::PieceFacts{"b6", arbiter::Side::Black, arbiter::PieceKind::Man,
                                             arbiter::Side::White}};
    notPlayable.target = 6;
    auto illegal = refusal(Code::WrittenMoveIllegal);
    illegal.move = "g3-h4";
    illegal.side = arbiter::Side::Black;
    illegal.ply = 5;
    illegal.cause = {arbiter::RuleMessageId::NoPieceOn, arbiter::SquareFacts{"g3"}};
    auto otherVariant = refusal(Code::RuleOfOtherVariant);
    otherVariant.rule = arbiter::DrawRule::Balance;
    otherVariant.variant = arbiter::Variant::International;
    const std::vector<std::tuple<arbiter::ClaimRefusal, std::string, std::string>> cases = {
        {unreadable,
         "GameType 30 is not a game this tool judges (Russian 25, Brazilian 26, International 20, "
         "English 21, Italian 22, Pool 23); game skipped",
         "GameType 30 — не игра, которую судит эта программа (русские 25, бразильские 26, "
         "международные 20, английские 21, итальянские 22, пул 23); партия пропущена"},
        {noPly, "the game has 7 plies; there is no ply 9", "в партии 7 полуходов; полухода 9 нет"},
        {notPlayable,
         "ply 3 (d4:b6) cannot be played: b6 is occupied by a black man; the game does not replay "
         "to ply 6",
         "полуход 3 (d4:b6) сыграть нельзя: поле b6 занято (простая чёрных); партия не "
         "доигрывается до полухода 6"},
        {illegal,
         "the written move g3-h4 is not a legal move for black after ply 5: there is no "
         "piece on g3",
         "записанный ход g3-h4 невозможен для чёрных после полухода 5: на поле g3 нет шашки"},
        {otherVariant,
         "the rule 'balance' is not one of international draughts: its rules are threefold, "
         "kings-only, three-pieces, long-diagonal and two-pieces",
         "правило «равное число дамок и шашек» — не из правил игры «международные шашки (20)»: её "
         "правила — «троекратное повторение позиции», «ходы только дамками», «три фигуры против "
         "одинокой дамки», «одинокая дамка на большой диагонали» и «две фигуры или дамка против "
         "одинокой дамки»"},
        {refusal(Code::WrittenMoveNotThreefold),
         "a claim with a written move is a claim of a position's repetition",
         "заявка с записанным ходом — это заявка о повторении позиции"},
    };
    for (const auto &[checked, english, russian] : cases) {
        CHECK(app::describe(checked) == english);
        CHECK(app::describe(checked, app::Language::Russian) == russian);
    }
}

namespace {

// Whether `text` holds a Cyrillic letter (U+0400-U+04FF: UTF-8 lead bytes 0xD0-0xD3).
bool hasCyrillic(const std::string &text)
{
    return std::any_of(text.begin(), text.end(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte >= 0xD0 && byte <= 0xD3;
    });
}

// An error of `code` with every fact given, each recognisable; its colours and results those
// whose words are facts too (no colour, no result).
reports::TrfError everyTrfFact(reports::TrfErrorCode code)
{
    return {.line = 7,
            .column = 92,
            .code = code,
            .lastColumn = 99,
            .record = "012",
            .otherLine = 3,
            .written = "blue1",
            .round = 2,
            .startNumber = 4,
            .player = "Qplayer",
            .opponent = "Qopponent",
            .named = 0,
            .colour = reports::TrfColour::None,
            .otherColour = reports::TrfColour::White,
            .result = ' ',
            .otherResult = '1',
            .expected = " ="};
}

} // namespace

TEST_CASE("every TRF error code has an English and a Russian text of its facts")
{
    // Words of the English that must not stand in the Russian: a fact worded in English (a
    // colour, no result, no opponent, a list joined by "or") pasted into it.
    const std::vector<std::string> english = {
        "no result", "no colour", "no opponent", "white ",       "white (", "black ", "black (",
        " or ",      "expected",  "round",       "start number", "column",  " has ",  "meets"};
    for (const reports::TrfErrorCode code : app::everyTrfErrorCode()) {
        const reports::TrfError error = everyTrfFact(code);
        const std::string inEnglish = app::describe(error, app::Language::English);
        const std::string inRussian = app::describe(error, app::Language::Russian);
        INFO("code " << static_cast<int>(code) << ": " << inEnglish << " / " << inRussian);
        CHECK_FALSE(inEnglish.empty());
        CHECK_FALSE(hasCyrillic(inEnglish));
        CHECK(inRussian != inEnglish);
        CHECK(hasCyrillic(inRussian));
        for (const std::string &word : english) {
            INFO(word);
            CHECK(inRussian.find(word) == std::string::npos);
        }
    }
    CHECK(app::everyTrfErrorCode().size() ==
          static_cast<std::size_t>(reports::TrfErrorCode::ResultsDisagree) + 1);
}

TEST_CASE("TRF errors in English as the reader wrote them, and in Russian")
{
    using Code = reports::TrfErrorCode;
    using reports::TrfColour;
    using reports::TrfError;
    // The error at `column` with `code` and its `facts`.
    const auto at = [](int column, Code code, TrfError facts = {}) {
        facts.line = 2;
        facts.column = column;
        facts.code = code;
        return facts;
    };
    struct Row
    {
        TrfError error;
        const char *english;
        const char *russian;
    };
    // Each English as the reader's sentences were before they were codes, byte for byte.
    const std::vector<Row> rows = {
        {at(1, Code::RecordTwice, {.record = "012", .otherLine = 1}),
         "a second 012 record; the first is on line 1", "вторая запись 012; первая — в строке 1"},
        {at(5, Code::DateExpected), "expected the date as YYYY/MM/DD from column 5",
         "ожидалась дата в виде ГГГГ/ММ/ДД с колонки 5"},
        {at(5, Code::PlayerCountExpected), "expected the number of players from column 5",
         "ожидалось число участников с колонки 5"},
        {at(5, Code::RatedPlayerCountExpected),
         "expected the number of rated players from column 5",
         "ожидалось число участников с рейтингом с колонки 5"},
        {at(5, Code::TeamCountExpected), "expected the number of teams from column 5",
         "ожидалось число команд с колонки 5"},
        {at(5, Code::RoundCountExpected), "expected the number of rounds from column 5",
         "ожидалось число туров с колонки 5"},
        {at(5, Code::InitialColourExpected), "expected the initial colour W or B in column 5",
         "ожидался начальный цвет W или B в колонке 5"},
        {at(102, Code::RoundDateExpected, {.lastColumn = 109, .round = 2}),
         "expected the date of round 2 as YY/MM/DD in columns 102-109",
         "ожидалась дата 2-го тура в виде ГГ/ММ/ДД в колонках 102-109"},
        {at(10, Code::ConfigurationWordExpected, {.written = "blue1"}),
         "expected rank, white1 or black1, not 'blue1'",
         "ожидалось слово rank, white1 или black1, а не 'blue1'"},
        {at(5, Code::ByeTypeExpected), "expected the bye's type F, H or Z in column 5",
         "ожидался вид «свободен от игры» F, H или Z в колонке 5"},
        {at(7, Code::ByeRoundExpected, {.lastColumn = 9}), "expected the round in columns 7-9",
         "ожидался номер тура в колонках 7-9"},
        {at(16, Code::ByeStartNumberExpected, {.lastColumn = 19}),
         "expected a start number in columns 16-19", "ожидался стартовый номер в колонках 16-19"},
        {at(11, Code::ByePlayerExpected, {.lastColumn = 14}),
         "expected the start number of a player in columns 11-14",
         "ожидался стартовый номер участника в колонках 11-14"},
        {at(16, Code::ByePlayerMissing, {.startNumber = 9}),
         "the bye names start number 9, who is not in the file",
         "запись «свободен от игры» называет стартовый номер 9, а участника с таким номером в "
         "файле нет"},
        {at(5, Code::StartNumberExpected, {.lastColumn = 8}),
         "expected the start number in columns 5-8", "ожидался стартовый номер в колонках 5-8"},
        {at(5, Code::StartNumberZero), "the start number must be 1 or more, not 0",
         "стартовый номер должен быть 1 или больше, а не 0"},
        {at(5, Code::StartNumberTwice, {.startNumber = 1}), "start number 1 appears twice",
         "стартовый номер 1 встречается дважды"},
        {at(15, Code::NameExpected, {.lastColumn = 47}),
         "expected the player's name in columns 15-47", "ожидалось имя участника в колонках 15-47"},
        {at(10, Code::SexExpected), "expected the sex m or w in column 10",
         "ожидался пол m или w в колонке 10"},
        {at(49, Code::RatingExpected, {.lastColumn = 52}), "expected the rating in columns 49-52",
         "ожидался рейтинг в колонках 49-52"},
        {at(54, Code::FederationExpected, {.lastColumn = 56}),
         "expected the federation's letters in columns 54-56",
         "ожидались буквы федерации в колонках 54-56"},
        {at(58, Code::FideNumberExpected, {.lastColumn = 68}),
         "expected the FIDE number in columns 58-68", "ожидался номер FIDE в колонках 58-68"},
        {at(70, Code::BirthDateExpected, {.lastColumn = 79}),
         "expected the birth date as YYYY/MM/DD in columns 70-79",
         "ожидалась дата рождения в виде ГГГГ/ММ/ДД в колонках 70-79"},
        {at(81, Code::PointsExpected, {.lastColumn = 84}),
         "expected the points (as 11.5) in columns 81-84",
         "ожидались очки (в виде 11.5) в колонках 81-84"},
        {at(86, Code::RankExpected, {.lastColumn = 89}), "expected the rank in columns 86-89",
         "ожидалось место в колонках 86-89"},
        {at(102, Code::OpponentExpected), "expected an opponent's start number or 0000",
         "ожидался стартовый номер соперника или 0000"},
        {at(97, Code::ColourExpected), "expected the colour w, b or -", "ожидался цвет w, b или -"},
        {at(99, Code::ResultCodeUnknown, {.result = 'X'}), "unknown result code 'X'",
         "неизвестный код результата 'X'"},
        {at(15, Code::ScoringFieldExpected),
         "expected a result's letter (W, D, L, A or P) and its points in 162",
         "в записи 162 ожидались буква результата (W, D, L, A или P) и его очки"},
        {at(6, Code::ScoringNotCounted),
         "expected the scoring 1-0.5-0 or 2-1-0 in 162 (W 1.0 D 0.5 or W 2.0 D 1.0; nothing for "
         "a loss, A 0.0; the pairing-allocated bye P a win's points): the standings count no "
         "other",
         "в записи 162 ожидался подсчёт очков 1-0.5-0 или 2-1-0 (W 1.0 D 0.5 или W 2.0 D 1.0; "
         "за поражение ничего, A 0.0; «свободен от игры» по жеребьёвке P — очки за победу): "
         "другого подсчёта турнирная таблица не знает"},
        {at(102, Code::ByeWithOpponent,
            {.round = 2, .startNumber = 4, .player = "C", .result = 'H'}),
         "C has the bye code 'H' in round 2 but meets start number 4",
         "C: во 2-м туре код «свободен от игры» 'H', но указан соперник — стартовый номер 4"},
        {at(92, Code::MeetsHimself, {.round = 1, .startNumber = 1, .player = "A"}),
         "A meets himself (start number 1) in round 1",
         "A: в 1-м туре соперником указан собственный стартовый номер 1"},
        {at(92, Code::OpponentNotInFile, {.round = 1, .startNumber = 7, .player = "A"}),
         "A meets start number 7 in round 1, who is not in the file",
         "A: в 1-м туре соперник — стартовый номер 7, а участника с таким номером в файле нет"},
        {at(102, Code::OpponentNamesOther,
            {.otherLine = 2,
             .round = 2,
             .startNumber = 2,
             .player = "D",
             .opponent = "B",
             .named = 1}),
         "D meets B (start number 2) in round 2, but B's block of that round names start number "
         "1 (line 2, column 102)",
         "D: во 2-м туре соперник — B (стартовый номер 2), но в записи соперника за этот тур "
         "указан стартовый номер 1 (строка 2, колонка 102)"},
        {at(92, Code::OpponentNamesOther,
            {.otherLine = 4, .round = 1, .startNumber = 4, .player = "E", .opponent = "D"}),
         "E meets D (start number 4) in round 1, but D's block of that round names no opponent "
         "(line 4, column 92)",
         "E: в 1-м туре соперник — D (стартовый номер 4), но в записи соперника за этот тур "
         "соперник не указан (строка 4, колонка 92)"},
        {at(92, Code::ColoursDisagree,
            {.otherLine = 2,
             .round = 1,
             .startNumber = 1,
             .player = "Borisov",
             .opponent = "Andreev",
             .colour = TrfColour::White,
             .otherColour = TrfColour::White}),
         "Borisov has white against Andreev (start number 1) in round 1, who has white too (line "
         "2, column 92)",
         "Borisov: в 1-м туре белые, соперник — Andreev (стартовый номер 1), а у соперника — "
         "тоже белые (строка 2, колонка 92)"},
        {at(102, Code::ColoursDisagree,
            {.otherLine = 1,
             .round = 2,
             .startNumber = 1,
             .player = "B",
             .opponent = "A",
             .colour = TrfColour::None,
             .otherColour = TrfColour::Black}),
         "B has no colour against A (start number 1) in round 2, who has black (line 1, column "
         "102)",
         "B: во 2-м туре без цвета, соперник — A (стартовый номер 1), а у соперника — чёрные "
         "(строка 1, колонка 102)"},
        {at(92, Code::ResultsDisagree,
            {.otherLine = 2,
             .round = 1,
             .startNumber = 1,
             .player = "Borisov",
             .opponent = "Andreev",
             .result = '1',
             .otherResult = '1',
             .expected = "0"}),
         "Borisov has '1' against Andreev (start number 1) in round 1, who has '1' (line 2, "
         "column 92); expected '0'",
         "Borisov: в 1-м туре результат '1', соперник — Andreev (стартовый номер 1), а у "
         "соперника — '1' (строка 2, колонка 92); ожидалось: '0'"},
        {at(112, Code::ResultsDisagree,
            {.otherLine = 1,
             .round = 3,
             .startNumber = 1,
             .player = "C",
             .opponent = "A",
             .result = ' ',
             .otherResult = '-',
             .expected = "+-"}),
         "C has no result against A (start number 1) in round 3, who has '-' (line 1, column "
         "112); expected '+' or '-'",
         "C: в 3-м туре без результата, соперник — A (стартовый номер 1), а у соперника — '-' "
         "(строка 1, колонка 112); ожидалось: '+' или '-'"},
    };
    std::set<Code> covered;
    for (const Row &row : rows) {
        INFO(row.english);
        covered.insert(row.error.code);
        CHECK(app::describe(row.error, app::Language::English) == row.english);
        CHECK(app::describe(row.error, app::Language::Russian) == row.russian);
    }
    CHECK(covered.size() == app::everyTrfErrorCode().size());

    // A TRF file that cannot be imported: its place in the arguments, its reason from the
    // reader's facts in the judge's language.
    const app::Problem unreadable{.code = app::ProblemCode::TrfNotReadable,
                                  .args = {"bad.trf", "2", "49"},
                                  .trfError = at(49, Code::RatingExpected, {.lastColumn = 52})};
    CHECK(app::describe(unreadable) ==
          "bad.trf:2:49: expected the rating in columns 49-52; nothing was imported");
    CHECK(app::describe(unreadable, app::Language::Russian) ==
          "bad.trf:2:49: ожидался рейтинг в колонках 49-52; ничего не импортировано");
}

} // namespace messagecatalogue_test
