// The one catalogue of the library's messages: a Problem (code and facts) as English or Russian
// text. The command line and the window show only what this renders; every code has both.
#pragma once

#include "arbiter/claim.h"
#include "arbiter/drawrules.h"
#include "arbiter/endgamereason.h"
#include "arbiter/rulemessage.h"
#include "arbiter/tabledamage.h"
#include "playervalidator.h"
#include "problem.h"
#include "reports/reportlanguage.h"
#include "reports/trferror.h"

#include <string>

namespace app {

// One language for the messages and the printed reports (reports/reportlanguage.h).
using Language = reports::Language;

// The text of `problem` in `language`: its template with %1, %2 … replaced by the arguments.
std::string describe(const Problem &problem, Language language = Language::English);

// What the rules core said (a refused move, an audit finding, a claim verdict) in `language`:
// the core's own English wording, or the Russian of the same facts.
std::string describe(const arbiter::RuleMessage &message, Language language = Language::English);

// A draw rule ("threefold", "троекратное повторение позиции"), a count's unit ("own moves",
// "своих ходов"), an endgame verdict ("unknown", "неизвестно") in `language`; in English, the
// ids of the audit JSON.
std::string describe(arbiter::DrawRule rule, Language language);
std::string describe(arbiter::CountUnit unit, Language language);
std::string describe(arbiter::EndgameVerdict verdict, Language language);

// Why the endgame database answered as it did (a draw event's or a claim's reason): "endgame
// database: the lone king's side loss in 12", "неизвестно — нет базы эндшпилей".
std::string describe(const arbiter::EndgameReason &reason, Language language);

// What the checks of a damaged endgame table's file found (arbiter::EndgameTable::deserialize's
// damage) in `language`: "checksum mismatch: the file is damaged", "контрольная сумма не
// сходится: файл повреждён".
std::string describe(const arbiter::TableDamage &damage, Language language);

// Why a FEN cannot be read (arbiter::Fen::parse's error, without its column) in `language`:
// "expected ':' or the end of the FEN, found 'x'", "ожидалось ':' или конец FEN, а стоит 'x'".
std::string describe(const arbiter::FenError &error, Language language);

// Why the PDN reader stops reading a game (arbiter::PdnProblem, without its place) in `language`:
// "expected ']' to close tag Event", "тег Event не закрыт знаком ']'".
std::string describe(const arbiter::PdnProblem &problem, Language language);

// Why a FIDE TRF file cannot be read, or why the two records of a game disagree
// (reports::TrfError, without its place) in `language`: "expected the rating in columns 49-52",
// "ожидался рейтинг в колонках 49-52". Its colours, results and opponent are worded in that
// language too.
std::string describe(const reports::TrfError &error, Language language);

// Why a draw claim cannot be examined (arbiter::ClaimChecker::check's refusal) in `language`:
// "the game has 7 plies; there is no ply 9", "в партии 7 полуходов; полухода 9 нет".
std::string describe(const arbiter::ClaimRefusal &refusal, Language language = Language::English);

// A claim verdict's facts without its leading verdict word ("valid: ", "заявка неверна: " …), for a
// window that states the verdict itself: "after g7-h8 the position stands for the 3rd time
// (plies 0, 4, 8); the game is drawn". Any other message as describe() renders it.
std::string describeClaimReason(const arbiter::RuleMessage &message, Language language);

// A wrong field of a player as typed: "Rating needs a whole number from 0 to 4000, not 'abc'", or
// its Russian.
std::string describe(const PlayerFieldProblem &problem, Language language);
// What the field needs, as a noun phrase: "a whole number from 0 to 4000" (requirement()),
// «целое число от 0 до 4000».
std::string requirementText(const PlayerFieldProblem &problem, Language language);

// Every rule message id (for the test that renders each in both languages).
const std::vector<arbiter::RuleMessageId> &everyRuleMessageId();

// Every TRF error code (for the test that renders each in both languages).
const std::vector<reports::TrfErrorCode> &everyTrfErrorCode();

// Every code the catalogue knows (for the test that renders each in both languages).
const std::vector<ProblemCode> &everyProblemCode();

} // namespace app
