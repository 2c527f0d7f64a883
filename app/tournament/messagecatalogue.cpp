#include "messagecatalogue.h"

#include "db/storeaction.h"
#include "db/storedrow.h"
#include "digitsvalue.h"
#include "typedtext.h"

#include <array>
#include <map>

namespace app {

namespace {

struct Message
{
    ProblemCode code;
    const char *english;
    const char *russian;
};

// %N is the N-th argument; the comment of each code in problem.h lists them. %R is the row of
// RowChangedMeanwhile and RowGoneMeanwhile, worded from its facts (arguments 1-8); %T the TRF
// reader's error of TrfNotReadable, worded from Problem::trfError.
constexpr std::array messages{
    Message{ProblemCode::Database, "%1", "%1"},
    Message{ProblemCode::NoSuchTournament, "there is no tournament named '%1'", "турнира «%1» нет"},
    Message{ProblemCode::GameNotImportable,
            "%1:%2:%3: game %4 cannot be imported: %5; nothing was imported",
            "%1:%2:%3: партию %4 нельзя импортировать: %5; ничего не импортировано"},
    Message{ProblemCode::GameWithoutPlayer,
            "%1:%2:%3: game %4 has no %5 player (its [%5] tag); nothing was imported",
            "%1:%2:%3: в партии %4 не указан игрок %5 (тег [%5]); ничего не импортировано"},
    Message{ProblemCode::GameConflict,
            "%1:%2:%3: game %4 (%5 – %6, round %7) conflicts with the game stored for round %7 "
            "(board %9, game id %8): the %10 differ; nothing was imported",
            "%1:%2:%3: партия %4 (%5 – %6, тур %7) расходится с партией тура %7 в базе "
            "(доска %9, партия № %8): отличаются %10; ничего не импортировано"},
    Message{ProblemCode::ImportRoundBeyondPlan,
            "%1:%2:%3: game %4 is of round %5, but the tournament has %6 rounds; nothing was "
            "imported",
            "%1:%2:%3: партия %4 — из %5-го тура, а в турнире туров %6; ничего не импортировано"},
    Message{ProblemCode::ImportRoundSkipped,
            "%1:%2:%3: game %4 is of round %5, but round %6 has no game, in the tournament or "
            "the file: no round is skipped; nothing was imported",
            "%1:%2:%3: партия %4 — из %5-го тура, но партий %6-го тура нет ни в турнире, ни в "
            "файле: туры не пропускаются; ничего не импортировано"},
    Message{ProblemCode::ImportAfterWithdrawal,
            "%1:%2:%3: game %4 has %5 in round %6, but he withdrew after round %7; nothing was "
            "imported",
            "%1:%2:%3: в партии %4 играет %5 в %6-м туре, а он выбыл после %7-го тура; ничего не "
            "импортировано"},
    Message{ProblemCode::RoundNotNext,
            "round %1 cannot be paired now: the next round to pair is %2",
            "тур %1 сейчас жеребить нельзя: следующий тур — %2"},
    Message{ProblemCode::NoGameOnBoard, "round %1 has no game on board %2",
            "в %1-м туре нет партии на доске %2"},
    Message{ProblemCode::OneGamePerBoard,
            "%1 plays one game per board; game 2 is for micro-matches",
            "в турнире %1 на доске играется одна партия; партия 2 бывает только в микроматчах"},
    Message{ProblemCode::NoBoard, "round %1 has no board %2", "в %1-м туре нет доски %2"},
    Message{ProblemCode::NoSuchStartNumber, "no player has start number %1",
            "нет участника со стартовым номером %1"},
    Message{ProblemCode::NotBothPaired, "both players must be paired in round %1",
            "оба участника должны быть в парах тура %1"},
    Message{ProblemCode::BoardHasResult,
            "board %2 of round %1 has a result: correct or clear it first",
            "на доске %2 тура %1 уже есть результат: сначала исправьте или удалите его"},
    Message{ProblemCode::RoundIncomplete, "round %1 has boards without a result: %2",
            "в туре %1 нет результата на досках: %2"},
    Message{ProblemCode::RoundRobinComplete,
            "the round robin is complete: every pair of its %1 players has met (%2 games); "
            "there is no round to pair",
            "круговой турнир завершён: все %1 участников сыграли друг с другом (%2 партий); "
            "жеребить больше нечего"},
    Message{ProblemCode::RoundRepeatsGame,
            "round %1 of Berger's table would repeat the game %2 – %3, played already: the "
            "rounds so far did not follow the table (check the imported games' rounds)",
            "тур %1 по таблице Бергера повторил бы уже сыгранную партию %2 – %3: прошедшие туры "
            "шли не по таблице (проверьте туры импортированных партий)"},
    Message{ProblemCode::RoundBeyondSchedule,
            "a round robin of %2 players has %3 rounds; round %1 does not exist",
            "в круговом турнире на %2 участников %3 туров; тура %1 нет"},
    Message{ProblemCode::PlannedRoundsReached,
            "all %1 planned rounds are paired; change the number of rounds first to add one",
            "все %1 запланированных туров уже разыграны; чтобы добавить тур, сначала измените "
            "число туров"},
    Message{ProblemCode::SwissUnpairable,
            "round %1 cannot be paired: no pairing meets the absolute criteria of the Dutch "
            "system (C.04.3 C.1-C.3); pair it by hand",
            "тур %1 нельзя сжеребить: ни одна жеребьёвка не отвечает абсолютным критериям "
            "голландской системы (C.04.3 C.1-C.3); составьте пары вручную"},
    Message{ProblemCode::BadOpening, "%1", "%1"},
    Message{ProblemCode::SettingLocked,
            "the %1 (%2) shapes the pairings and cannot change to %3 once round 1 is paired; "
            "only the chief arbiter may change it, stating the reason",
            "%1 («%2») определяет жеребьёвку и после жеребьёвки 1-го тура не меняется (новое "
            "значение — «%3»); изменить этот параметр может только главный судья, указав "
            "причину"},
    Message{ProblemCode::ReasonRequired,
            "changing the %1 after round 1 is paired needs a reason (--why)",
            "для изменения параметра «%1» после жеребьёвки 1-го тура нужна причина (--why)"},
    Message{ProblemCode::NotLastRound,
            "only the last round paired can be unpaired; round %1 is followed by round %2",
            "отменить можно только последний сжеребьённый тур; за туром %1 идёт тур %2"},
    Message{ProblemCode::RoundHasResults,
            "round %1 has results on boards %2; correct or clear them first",
            "в туре %1 есть результаты на досках %2; сначала исправьте или удалите их"},
    Message{ProblemCode::NoSuchRound, "round %1 is not paired", "тур %1 не сжеребьён"},
    Message{ProblemCode::NoSuchPlayer, "no player has start number %1",
            "нет участника со стартовым номером %1"},
    Message{ProblemCode::PlayerHasPairings,
            "%2 (No %1) is paired in rounds %3 and cannot be deleted; withdraw the player instead",
            "%2 (№ %1) участвует в турах %3, его нельзя удалить; оформите выбытие"},
    Message{ProblemCode::NotWithdrawn, "%2 (No %1) has not withdrawn",
            "%2 (№ %1) не выбывал из турнира"},
    Message{ProblemCode::WithdrawalTooLate,
            "the withdrawal of %2 (No %1) after round %3 cannot be taken back: round %4 is paired "
            "already",
            "выбытие %2 (№ %1) после тура %3 нельзя отменить: тур %4 уже сжеребьён"},
    Message{ProblemCode::BadWithdrawalRound,
            "%2 (No %1) cannot withdraw after round %3: he is paired in round %4; withdraw him "
            "after round %4, or unpair that round first",
            "%2 (№ %1) не может выбыть после тура %3: он участвует в туре %4; оформите выбытие "
            "после тура %4 или сначала отмените жеребьёвку этого тура"},
    Message{ProblemCode::UnknownTieBreak,
            "the tournament '%1' lists the tie-break '%2', which this program does not know; "
            "correct its tie-break order",
            "в турнире «%1» указан дополнительный показатель «%2», неизвестный программе; "
            "исправьте порядок показателей"},
    Message{ProblemCode::PairingOfNonEntry,
            "round %1, board %2 pairs player id %3, who is not entered in the tournament",
            "в туре %1 на доске %2 играет игрок № %3, не заявленный в турнире"},
    Message{ProblemCode::RoundRobinStarted,
            "%1 is a round robin paired up to round %2: its table has no place for a new player",
            "%1 — круговой турнир, сжеребьённый до %2-го тура: в его таблице нет места новому "
            "участнику"},
    Message{ProblemCode::ConnectionLost,
            "the connection to the database server %1 was lost; nothing was changed",
            "связь с сервером базы данных %1 потеряна; ничего не изменено"},
    Message{ProblemCode::NumbersFixed, "the start numbers of %1 are fixed: round %2 is paired",
            "стартовые номера турнира «%1» уже не меняются: сжеребьён %2-й тур"},
    Message{ProblemCode::EntriesChangedMeanwhile,
            "the players of %1 changed while the start numbers were being given; nothing was "
            "changed: try again",
            "список участников турнира «%1» изменился, пока присваивались стартовые номера; "
            "ничего не изменено: повторите"},
    Message{ProblemCode::StartNumberOutOfRange, "start number %1 is not between 1 and %2",
            "стартовый номер %1 не от 1 до %2"},
    Message{ProblemCode::GameOfNonEntry,
            "game id %1 is of player id %2, who is not entered in the tournament",
            "партия № %1 сыграна игроком № %2, не заявленным в турнире"},
    Message{ProblemCode::FileNotWritten, "%1 was not written: %2", "файл %1 не записан: %2"},
    Message{ProblemCode::PdfNotDrawn, "the PDF for %1 could not be drawn; nothing was written",
            "PDF для %1 построить не удалось; ничего не записано"},
    Message{ProblemCode::FolderNotCreated, "cannot create the folder %1: %2",
            "не удалось создать папку %1: %2"},
    Message{ProblemCode::UnknownEncoding,
            "%1:%2:%3: the byte 0x%5 at offset %4 is not UTF-8, and the file does not read as "
            "Windows-1251 or UTF-16 either; save it as UTF-8",
            "%1:%2:%3: байт 0x%5 (смещение %4) — не UTF-8, и файл не читается ни как "
            "Windows-1251, ни как UTF-16; сохраните его в UTF-8"},
    Message{ProblemCode::BadEncoding, "%1:%2:%3: the byte 0x%5 at offset %4 is not %6 text",
            "%1:%2:%3: байт 0x%5 (смещение %4) не читается как текст в %6"},
    Message{ProblemCode::UnpairedSurrogate,
            "%1:%2:%3: the code unit 0x%5 at offset %4 is half a surrogate pair without its other "
            "half: not %6 text",
            "%1:%2:%3: кодовая единица 0x%5 (смещение %4) — половина суррогатной пары без второй "
            "половины: это не текст в %6"},
    Message{ProblemCode::NulCharacter, "%1:%2:%3: a NUL character at offset %4: not a text file",
            "%1:%2:%3: нулевой символ (NUL) на смещении %4: это не текстовый файл"},
    Message{ProblemCode::BackupUnreadable,
            "%1 is not a backup made by shashki db backup: %2; nothing was restored",
            "%1 — не резервная копия shashki db backup: %2; ничего не восстановлено"},
    Message{ProblemCode::BackupForeignEntries,
            "%1 holds what a shashki database does not: %2; nothing was restored. Restoring such "
            "a dump is a database administrator's job (pg_restore by hand)",
            "%1 содержит то, чего нет в базе shashki: %2; ничего не восстановлено. Восстанавливать "
            "такую копию должен администратор базы данных (pg_restore вручную)"},
    Message{ProblemCode::BackupWithoutMigrations,
            "%1 has no schema_migrations rows: it is not a backup of a shashki database; nothing "
            "was restored",
            "в %1 нет строк schema_migrations: это не копия базы shashki; ничего не "
            "восстановлено"},
    Message{ProblemCode::BackupFromNewerProgram,
            "%1 was made by a newer shashki (its migration %2 is unknown to this one); restore it "
            "with that version; nothing was restored",
            "%1 сделана более новой версией shashki (её миграция %2 этой версии неизвестна); "
            "восстановите её той версией; ничего не восстановлено"},
    Message{ProblemCode::BackupMigrationDiffers,
            "%1 was made with another schema: its migration %2 is not this program's; nothing "
            "was restored",
            "%1 сделана с другой схемой: её миграция %2 не совпадает с миграцией этой программы; "
            "ничего не восстановлено"},
    Message{ProblemCode::BackupDataUnexpected,
            "%1: line %2 of its data is not what shashki db backup writes: %3; nothing was "
            "restored",
            "%1: строка %2 её данных не такая, какие пишет shashki db backup: %3; ничего не "
            "восстановлено"},
    Message{ProblemCode::RestoreTargetNotEmpty,
            "the database is not empty (rows in %1); a backup is restored only into an empty "
            "database: a new one (createdb, then --db URL) or a new embedded cluster "
            "(SHASHKI_CLUSTER_DIR); nothing was restored",
            "база данных не пуста (есть строки в %1); резервная копия восстанавливается только в "
            "пустую базу: новую (createdb, затем --db URL) или в новый встроенный кластер "
            "(SHASHKI_CLUSTER_DIR); ничего не восстановлено"},
    Message{ProblemCode::RestoreTargetAhead,
            "the database is migrated to %1, past the backup's %2; restore it into a new "
            "database; nothing was restored",
            "база данных обновлена до миграции %1, более новой, чем %2 в копии; восстановите "
            "копию в новую базу; ничего не восстановлено"},
    Message{ProblemCode::NotPermitted,
            "your login's role does not allow this (%1); nothing was changed",
            "роль вашей учётной записи этого не разрешает (%1); ничего не изменено"},
    Message{ProblemCode::StartNumberTaken,
            "that start number belongs to another player of the tournament (%1); nothing was "
            "changed",
            "этот стартовый номер уже у другого участника турнира (%1); ничего не изменено"},
    Message{ProblemCode::AlreadyEntered, "the player is entered in the tournament already (%1)",
            "игрок уже участвует в турнире (%1)"},
    Message{ProblemCode::PlayerPairedTwice,
            "a player would sit at two boards of one round (%1); nothing was changed",
            "игрок оказался бы за двумя досками в одном туре (%1); ничего не изменено"},
    Message{ProblemCode::TournamentNameTaken, "a tournament of that name exists already (%1)",
            "турнир с таким названием уже есть (%1)"},
    Message{ProblemCode::TournamentNameBlank, "a tournament needs a name, not '%1'",
            "у турнира должно быть название, а не «%1»"},
    Message{ProblemCode::TournamentNameHidden,
            "a tournament's name may not hold line breaks, control characters, invisible "
            "direction marks or bytes that are not UTF-8: '%1'",
            "в названии турнира не может быть переводов строки, управляющих символов, невидимых "
            "знаков направления текста и байтов не в UTF-8: «%1»"},
    Message{ProblemCode::TournamentNameTooLong,
            "a tournament's name has at most %3 characters; this one has %2 ('%1…')",
            "в названии турнира не больше %3 символов, а в этом — %2 («%1…»)"},
    Message{ProblemCode::RoundPairedMeanwhile,
            "someone else paired that round meanwhile (%1); reload and look at their pairing",
            "этот тур тем временем разыграл кто-то другой (%1); обновите данные и посмотрите его "
            "жеребьёвку"},
    Message{ProblemCode::ValueRefused,
            "a value the tournament records do not take (%1); nothing was changed",
            "недопустимое для записей турнира значение (%1); ничего не изменено"},
    Message{ProblemCode::StillReferenced,
            "other records still refer to it, or what it refers to is gone (%1); nothing was "
            "changed",
            "на это ещё ссылаются другие записи, или нет того, на что это ссылается (%1); ничего "
            "не изменено"},
    Message{ProblemCode::ConcurrentChange,
            "another judge's change collided with this one (%1); nothing was changed: try again",
            "изменение другого судьи столкнулось с этим (%1); ничего не изменено: повторите"},
    Message{ProblemCode::LockWaitTimedOut,
            "another connection has held what this needs for more than %2 s (%1); nothing was "
            "changed: try again, and if it repeats, the server's administrator can see which "
            "connection holds it (pg_stat_activity)",
            "другое подключение к базе данных держит нужное для этого дольше %2 с (%1); ничего "
            "не изменено: повторите, а если повторится — администратор сервера увидит, какое "
            "подключение это держит (pg_stat_activity)"},
    Message{ProblemCode::LogTextTooLong,
            "the decisions log takes a note or a reason of at most %2 characters (%1); nothing "
            "was changed",
            "журнал решений принимает заметку или причину не длиннее %2 знаков (%1); ничего не "
            "изменено"},
    Message{ProblemCode::StatementTimedOut,
            "the database worked on this for more than %2 s and stopped (%1); nothing was changed",
            "база данных выполняла это дольше %2 с и остановилась (%1); ничего не изменено"},
    Message{ProblemCode::DatabaseUnreachable, "the database cannot be reached: %1",
            "база данных недоступна: %1"},
    Message{ProblemCode::ClusterHomeUnknown,
            "there is no place for the embedded database: HOME is not set (nor XDG_DATA_HOME or "
            "SHASHKI_CLUSTER_DIR); set one of them, or give a server with --db",
            "встроенной базе данных негде быть: не задан HOME (и XDG_DATA_HOME, и "
            "SHASHKI_CLUSTER_DIR); задайте одну из этих переменных или укажите сервер в --db"},
    Message{ProblemCode::DatabaseBehind,
            "the database is not ready for this version of shashki: %1 of its %2 migrations are "
            "not applied (from %3); its owner or the chief arbiter's administrative login runs "
            "`shashki db migrate`",
            "база данных не готова для этой версии shashki: не применены %1 из %2 миграций "
            "(начиная с %3); её владелец или администратор главного судьи выполняет "
            "`shashki db migrate`"},
    Message{ProblemCode::UnknownStoredValue,
            "%1 stores the %2 '%3', which this version of shashki does not know; nothing was "
            "read or changed (a newer version wrote it)",
            "%1: в базе записано значение «%3» поля %2, неизвестное этой версии shashki; ничего не "
            "прочитано и не изменено (его записала более новая версия)"},
    Message{ProblemCode::RowChangedMeanwhile,
            "%11: %R was changed by someone else since you opened it (version %9, now %10); "
            "nothing was saved: reload it and make your change again",
            "%R: другой судья изменил это после того, как вы открыли (версия %9, теперь %10); "
            "ничего не сохранено: обновите и повторите изменение"},
    Message{ProblemCode::RowGoneMeanwhile, "%11: %R is not there any more: someone else deleted it",
            "%R: этого больше нет, удалил другой судья; ничего не сохранено"},
    Message{ProblemCode::EntryChangedBeforeDelete,
            "%2: the entry of %1 was changed by someone else since you opened it; nothing was "
            "deleted: reload it and try again",
            "участника %1 в списке турнира изменил другой судья после того, как вы открыли "
            "список; ничего не удалено: обновите и повторите"},
    Message{ProblemCode::EntryMissing, "%2: the entry of %1 does not exist",
            "участника %1 нет в списке турнира"},
    Message{ProblemCode::SheetGoneMeanwhile,
            "store game %3 of board %2 of round %1: the game sheet stored meanwhile by someone "
            "else is gone; nothing was stored: try again",
            "бланк %3-й партии: %1-й тур, доска %2 — бланк, записанный тем временем другим "
            "судьёй, удалён; ничего не записано: повторите"},
    Message{ProblemCode::TrfNotReadable, "%1:%2:%3: %T; nothing was imported",
            "%1:%2:%3: %T; ничего не импортировано"},
    Message{ProblemCode::TrfWithoutPlayers,
            "%1 holds no player record (a line starting 001): not a FIDE TRF file; nothing was "
            "imported",
            "в %1 нет ни одной записи участника (строки, начинающейся с 001): это не файл FIDE "
            "TRF; ничего не импортировано"},
    Message{ProblemCode::TrfWithoutName,
            "%1 does not name its tournament (no 012 record): give the name with --name; nothing "
            "was imported",
            "в %1 не указано название турнира (нет записи 012): задайте его через --name; ничего "
            "не импортировано"},
    Message{ProblemCode::TrfTournamentExists,
            "a tournament named '%1' exists already: %2 was not imported (--name gives it another "
            "name)",
            "турнир «%1» уже есть: %2 не импортирован (--name задаёт другое название)"},
    Message{ProblemCode::AccelerationNeedsRounds,
            "round %1 cannot be paired with the Baku acceleration: it needs the number of rounds "
            "(tournament change --rounds N)",
            "тур %1 нельзя сжеребить с бакинским ускорением: нужно число туров "
            "(tournament change --rounds N)"},
    Message{ProblemCode::SheetPlayersDiffer,
            "the game sheet is %1 – %2, but board %4 of round %3 is %5 – %6: the sheet does not "
            "belong to that board",
            "на бланке партия %1 – %2, а на доске %4 тура %3 играют %5 – %6: бланк не от этой "
            "доски"},
    Message{ProblemCode::RoundOrderFixed,
            "the round order is drawn once, before round %1 of a round robin is paired",
            "порядок туров разыгрывается один раз, до жеребьёвки %1-го тура круговой системы"},
    Message{ProblemCode::StoredGameBadStart, "game %1: bad start FEN",
            "партия %1: начальная позиция записана неверно (FEN)"},
    Message{ProblemCode::StoredMoveDoesNotReplay, "game %1: stored move %2 does not replay: %3",
            "партия %1: записанный ход %2 невозможен в своей позиции: %3"},
    Message{ProblemCode::SheetOfOtherVariant,
            "the game on the sheet is a game of %1 draughts; this tournament plays %2 draughts",
            "на бланке партия в %1, а в этом турнире играют в %2"},
};

std::string argumentWord(const std::string &argument, Language language)
{
    if (language != Language::Russian)
        return argument;
    static const std::map<std::string, std::string> russian = {
        {"moves", "ходы"},
        {"result", "результаты"},
        {"start", "начальные позиции"},
        {"system", "система проведения"},
        {"number of rounds", "число туров"},
        {"micro-matches", "микроматчи"},
        {"start numbers", "стартовые номера"},
        {"round order", "порядок туров"},
        {"withdrawal rule", "правило выбытия"},
        {"acceleration", "ускорение жеребьёвки"},
        {"initial colour", "начальный цвет"},
        // The system's reasons a file is not written (std::generic_category's words).
        {"No space left on device", "на диске нет места"},
        {"File too large", "файл слишком велик"},
        {"Disk quota exceeded", "превышена дисковая квота"},
        {"Permission denied", "нет доступа"},
        {"No such file or directory", "нет такого файла или папки"},
        {"Is a directory", "это папка"},
        {"Not a directory", "это не папка"},
        {"Read-only file system", "файловая система только для чтения"},
        {"Broken pipe", "канал закрыт"},
        {"Input/output error", "ошибка ввода-вывода"},
    };
    const auto it = russian.find(argument);
    return it == russian.end() ? argument : it->second;
}

std::string russianRow(const db::StoredRow &row);

// The row of RowChangedMeanwhile and RowGoneMeanwhile (problem.h: arguments 1-8, db/storedrow.h)
// in `language`; its first argument as it is when they are not a row's facts.
std::string rowWords(const std::vector<std::string> &args, Language language)
{
    if (args.empty())
        return {};
    const auto kind = db::storedRowKindByCode(args[0]);
    const auto number = [&args](std::size_t i) {
        return i < args.size() ? digitsValue(args[i]) : std::nullopt;
    };
    const auto round = number(2);
    const auto board = number(3);
    const auto game = number(7);
    if (!kind || args.size() < 8 || !round || !board || !game)
        return args[0];
    db::StoredRow row{.kind = *kind,
                      .name = args[1],
                      .round = *round,
                      .board = *board,
                      .game = *game,
                      .white = args[4],
                      .black = args[5].empty() ? std::nullopt : std::optional(args[5]),
                      .withoutResult = args[6] == "1"};
    if (language != Language::Russian)
        return db::englishText(row);
    return russianRow(row);
}

// A row in Russian: «результат: 1-й тур, доска 2 (Ботвинник - Таль)».
std::string russianRow(const db::StoredRow &row)
{
    const std::string seat = std::to_string(row.round) + "-й тур, доска " +
                             std::to_string(row.board) + " (" + row.white + " - " +
                             row.black.value_or("свободен") + ")";
    std::string words;
    using Kind = db::StoredRow::Kind;
    switch (row.kind) {
    case Kind::Tournament:
        words = "турнир «" + row.name + "»";
        break;
    case Kind::Player:
        words = "игрок " + row.name;
        break;
    case Kind::Entry:
        words = "участник " + row.name + " в списке турнира";
        break;
    case Kind::Result:
        words = "результат: " + seat;
        break;
    case Kind::SecondResult:
        words = "результат 2-й партии: " + seat;
        break;
    case Kind::Colours:
        words = "цвета: " + seat;
        break;
    case Kind::Board:
        words = seat;
        break;
    case Kind::GameSheet:
        words = std::to_string(row.game) + "-я партия: " + seat;
        break;
    }
    return words + (row.withoutResult ? " (без результата)" : "");
}

// What a store was asked to do, in Russian (db/storeaction.h).
std::string russianAction(const db::StoreAction &action)
{
    const auto row = [](const std::optional<db::StoredRow> &stored) {
        return stored ? russianRow(*stored) : std::string();
    };
    using Kind = db::StoreAction::Kind;
    switch (action.kind) {
    case Kind::EnterPlayer:
        return "включение игрока (id " + std::to_string(action.id) + ") в турнир";
    case Kind::NumberEntries:
        return "присвоение стартовых номеров турнира (id " + std::to_string(action.id) + ")";
    case Kind::SaveEntry:
        return "изменение участника " + action.name + " в списке турнира";
    case Kind::DeleteEntry:
        return "удаление участника " + action.name + " из списка турнира";
    case Kind::StoreGame:
        return "запись бланка: " + row(action.row);
    case Kind::PairRound:
        return "жеребьёвка " + std::to_string(action.round) + "-го тура";
    case Kind::UnpairRound:
        return "отмена жеребьёвки " + std::to_string(action.round) + "-го тура";
    case Kind::SaveResult:
    case Kind::SwapColours:
        return row(action.row); // «результат: …», «цвета: …»
    case Kind::ExchangePlayers:
        return "перестановка игроков: " + row(action.row) + " и " + row(action.otherRow);
    case Kind::AddPlayer:
        return "добавление игрока " + action.name;
    case Kind::SavePlayer:
        return "изменение игрока " + action.name;
    case Kind::CreateTournament:
        return "создание турнира «" + action.name + "»";
    case Kind::SaveTournament:
        return "изменение турнира «" + action.name + "»";
    case Kind::RecordRoundOrder:
        return "запись порядка туров турнира «" + action.name + "»";
    case Kind::DeleteGame:
        return "удаление партии " + std::to_string(action.id);
    }
    return {};
}

} // namespace

std::string describe(const Problem &problem, Language language)
{
    const auto row = [&problem, language] { return rowWords(problem.args, language); };
    for (const Message &message : messages) {
        if (message.code != problem.code)
            continue;
        const std::string text = language == Language::Russian ? message.russian : message.english;
        std::string out;
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '%' && i + 1 < text.size() && text[i + 1] == 'R') {
                out += row();
                ++i;
                continue;
            }
            if (text[i] == '%' && i + 1 < text.size() && text[i + 1] == 'T') {
                if (problem.trfError)
                    out += describe(*problem.trfError, language);
                ++i;
                continue;
            }
            if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
                std::size_t number = static_cast<std::size_t>(text[i + 1] - '0');
                std::size_t length = 2;
                if (i + 2 < text.size() && text[i + 2] >= '0' && text[i + 2] <= '9') {
                    number = number * 10 + static_cast<std::size_t>(text[i + 2] - '0');
                    length = 3;
                }
                if (number == 1 && problem.action && language == Language::Russian) {
                    out += russianAction(*problem.action); // not the store's English
                    i += length - 1;
                    continue;
                }
                if (number == problem.args.size() && problem.reason) {
                    out += describe(*problem.reason, language); // not the core's English
                    i += length - 1;
                    continue;
                }
                if (number <= problem.args.size()) {
                    out += argumentWord(problem.args[number - 1], language);
                    i += length - 1;
                    continue;
                }
            }
            out += text[i];
        }
        return out;
    }
    return "problem " + std::to_string(static_cast<int>(problem.code));
}

const std::vector<ProblemCode> &everyProblemCode()
{
    static const std::vector<ProblemCode> codes = [] {
        std::vector<ProblemCode> out;
        for (const Message &message : messages)
            out.push_back(message.code);
        return out;
    }();
    return codes;
}

namespace {

// The Russian of a draw rule (docs/rules.md §10).
std::string russianRule(arbiter::DrawRule rule)
{
    using Rule = arbiter::DrawRule;
    switch (rule) {
    case Rule::Threefold:
        return "троекратное повторение позиции";
    case Rule::ThreeKings:
        return "три дамки против одной";
    case Rule::KingsOnly:
        return "ходы только дамками";
    case Rule::Balance:
        return "равное число дамок и шашек";
    case Rule::MainRoad:
        return "одинокая дамка на большой дороге";
    case Rule::SmallEnding:
        return "малый эндшпиль";
    case Rule::ThreePieces:
        return "три фигуры против одинокой дамки";
    case Rule::LongDiagonal:
        return "одинокая дамка на большой диагонали";
    case Rule::TwoPieces:
        return "две фигуры или дамка против одинокой дамки";
    case Rule::Fourfold:
        return "четырёхкратное повторение позиции";
    case Rule::FortyMoves:
        return "40 ходов каждого без хода простой и без взятия";
    }
    return {};
}

std::string russianUnit(arbiter::CountUnit unit)
{
    using Unit = arbiter::CountUnit;
    switch (unit) {
    case Unit::Plies:
        return "полуходов";
    case Unit::OwnMoves:
        return "своих ходов";
    case Unit::Occurrences:
        return "повторений";
    }
    return {};
}

// A variant (variant.h) in words: "международные шашки (20)".
std::string russianVariantWords(arbiter::Variant variant)
{
    switch (variant) {
    case arbiter::Variant::Russian:
        return "русские шашки (25)";
    case arbiter::Variant::Brazilian:
        return "бразильские шашки (26)";
    case arbiter::Variant::International:
        return "международные шашки (20)";
    case arbiter::Variant::English:
        return "английские шашки (21)";
    case arbiter::Variant::Italian:
        return "итальянские шашки (22)";
    case arbiter::Variant::Pool:
        return "американские шашки пул (23)";
    case arbiter::Variant::Russian10x8:
        return "80-клеточные шашки";
    case arbiter::Variant::Spantsiretti:
        return "шашки Спанцирети (41)";
    case arbiter::Variant::Giveaway:
        return "поддавки (обратные русские шашки)";
    }
    return {};
}

// "содержит 991 позицию": how many positions a table's file holds.
std::string positionsHeldText(std::uint64_t count)
{
    const std::string number = std::to_string(count);
    // The form follows the last two digits (a count past long long's range keeps them).
    switch (reports::russianCount(static_cast<long long>(count % 100))) {
    case reports::RussianCount::One:
        return "содержит " + number + " позицию";
    case reports::RussianCount::Few:
        return "содержит " + number + " позиции";
    case reports::RussianCount::Many:
        return "содержит " + number + " позиций";
    }
    return {};
}

// What the checks of an endgame table's file found, in Russian, from its facts
// (arbiter/tabledamage.h).
std::string russianTableDamage(const arbiter::TableDamage &damage)
{
    using Kind = arbiter::TableDamage::Kind;
    switch (damage.kind) {
    case Kind::NotATable:
        return "не файл таблицы эндшпиля (нет заголовка SHASHKTB)";
    case Kind::FormatVersion:
        return "версия формата " + std::to_string(damage.foundVersion) +
               ", эта сборка читает версию " + std::to_string(damage.expectedVersion);
    case Kind::WrongClass:
        return "содержит класс " + damage.storedClass + ", а ожидался " + damage.expectedClass;
    case Kind::WrongSize:
        return positionsHeldText(damage.positionsHeld) + ", а в классе их " +
               std::to_string(damage.classPositions);
    case Kind::ChecksumMismatch:
        return "контрольная сумма не сходится: файл повреждён";
    }
    return arbiter::englishText(damage);
}

// Why the endgame database answered as it did, in Russian, from its facts.
std::string russianEndgameReason(const arbiter::EndgameReason &reason)
{
    const std::string clock = reason.noIncrementClock ? "без добавления времени (7.2.9): " : "";
    using Kind = arbiter::EndgameReason::Kind;
    switch (reason.kind) {
    case Kind::NoDatabase:
        return clock + "неизвестно — нет базы эндшпилей";
    case Kind::Probed: {
        const arbiter::EndgameValue &value = reason.value;
        const std::string distance = std::to_string(value.distancePlies);
        const std::string said =
            value.outcome == arbiter::Outcome::Win ? "выигрыш за " + distance + " полуходов"
            : value.outcome == arbiter::Outcome::Loss ? "проигрыш за " + distance + " полуходов"
                                                      : "ничья";
        return clock + "база эндшпилей: " +
               (reason.loneKingToMove ? "для стороны с одинокой дамкой — " : "") + said;
    }
    case Kind::TooManyPieces:
        return clock + "неизвестно — " + std::to_string(reason.pieces) +
               " шашек; база эндшпилей содержит позиции не более чем с " +
               std::to_string(reason.maxPieces) + " шашками";
    case Kind::NotBuilt:
        return clock + "неизвестно — база для " + std::to_string(reason.pieces) +
               " шашек не построена (нет файла " + reason.tableFile + ")";
    case Kind::Damaged:
        // A ruling stored while the damage was English words keeps them as stored.
        return clock + "неизвестно — таблица эндшпиля повреждена: " + reason.tableFile + ": " +
               (reason.storedDamageText ? *reason.storedDamageText
                                        : russianTableDamage(reason.damage));
    }
    return {};
}

// "белых" / "чёрных": whose piece, whose move.
std::string sideGenitive(arbiter::Side side)
{
    return side == arbiter::Side::White ? "белых" : "чёрных";
}

std::string russianKind(arbiter::PieceKind kind)
{
    return kind == arbiter::PieceKind::King ? "дамка" : "простая";
}

// The facts of type T of `message`; the struct's defaults when it carries none (as the core's
// English, arbiter/rulemessage.cpp).
template <typename T>
T factsOr(const arbiter::RuleMessage &message)
{
    const T *facts = arbiter::factsOf<T>(message);
    return facts ? *facts : T{};
}

std::string russianText(const arbiter::RuleMessage &message);

// Why the PDN reader stopped, in Russian, from its facts (arbiter/pdngame.h).
std::string russianPdn(const arbiter::PdnProblem &problem)
{
    const std::string number = std::to_string(problem.number);
    const std::string &text = problem.text;
    using Code = arbiter::PdnProblemCode;
    switch (problem.code) {
    case Code::TagNameTooLong:
        return "имя тега длиннее " + number + " знаков";
    case Code::TagNameExpected:
        return "после '[' ожидалось имя тега";
    case Code::TagValueExpected:
        return "значение тега " + text + " должно начинаться с '\"'";
    case Code::TagValueTooLong:
        return "значение тега " + text + " длиннее " + number + " байт";
    case Code::TagValueNotClosed:
        return "значение тега " + text + " не закрыто в своей строке";
    case Code::TagCloseExpected:
        return "тег " + text + " не закрыт знаком ']'";
    case Code::VariationNotClosed:
        return "открытый здесь вариант не закрыт";
    case Code::VariationsTooDeep:
        return "варианты вложены глубже " + number;
    case Code::InputTooLarge:
        return "файл больше " + number + " байт; чтение здесь остановлено";
    case Code::GameTooLong:
        return "партия длиннее " + number + " байт";
    case Code::CommentNotClosed:
        return "открытый здесь комментарий не закрыт";
    case Code::VariationFirst:
        return "вариант перед первым ходом";
    case Code::NagNumberExpected:
        return "после '$' ожидалось число";
    case Code::NagFirst:
        return "примечание ($" + number + ") перед первым ходом";
    case Code::StrengthFirst:
        return "оценка хода (" + text + ") перед первым ходом";
    case Code::UnexpectedCloser:
        return "неожиданный знак '" + text + "'" +
               (text == "}" ? " (комментарии не вкладываются друг в друга)" : "");
    case Code::UnexpectedInMoves:
        return "неожиданный знак '" + text + "' в ходах";
    case Code::TokenTooLong:
        return "слово длиннее " + number + " знаков";
    case Code::MoveExpected:
        return "ожидался ход, а записано '" + text + "'";
    }
    return arbiter::englishText(problem);
}

// A FEN reader's error in Russian, from its facts (arbiter/fen.h).
std::string russianFen(const arbiter::FenError &error)
{
    const std::string found = error.found.empty() ? "конец текста" : "'" + error.found + "'";
    const std::string numbers = "от 1 до " + std::to_string(error.squareCount);
    const std::string label =
        !error.numeric ? error.squareName
                       : "поле " + std::to_string(error.number) +
                             (error.squareName.empty() ? "" : " (" + error.squareName + ")");
    const std::string pieces = error.side == arbiter::Side::White ? "белых" : "чёрных";
    using Code = arbiter::FenErrorCode;
    switch (error.code) {
    case Code::SideToMoveExpected:
        return "ожидалась очередь хода, W или B, а стоит " + found;
    case Code::EndExpected:
        return "после '.' ожидался конец FEN, а стоит " + found;
    case Code::ColonExpected:
        return "ожидалось ':' или конец FEN, а стоит " + found;
    case Code::ListColourExpected:
        return "список шашек начинается с W или B, а стоит " + found;
    case Code::SideListedTwice:
        return "шашки " + pieces + " перечислены дважды";
    case Code::PiecesExpected:
        return "после очереди хода ожидались шашки (':W…:B…'; пустая доска — W:W:B), а FEN "
               "кончился";
    case Code::SquareNumberRange:
        return "номер поля должен быть " + numbers;
    case Code::SquareExpected:
        return "ожидалось поле (" + std::string(error.algebraic ? "a1…h8 или " : "") + "1…" +
               std::to_string(error.squareCount) + "), а стоит " + found;
    case Code::RankExpected:
        return "после буквы вертикали ожидалась горизонталь от 1 до 8";
    case Code::LightSquare:
        return error.squareName + " — белое поле; шашки стоят на чёрных полях";
    case Code::RangeOfNames:
        return "диапазоны пишутся номерами полей (21-32), а не названиями";
    case Code::RangeEndExpected:
        return "ожидался номер поля, которым кончается диапазон, а стоит " + found;
    case Code::RangeDownwards:
        return "диапазон должен идти по возрастанию (" + std::to_string(error.number) + " < " +
               std::to_string(error.other) + ")";
    case Code::SquareListedTwice:
        return label + " указано дважды";
    case Code::ManOnPromotionRank:
        return "простая " + pieces + " на " + label + " стоит на поле превращения; дамку пишут " +
               (error.numeric ? std::string("с K перед номером") : "K" + error.squareName);
    case Code::TooManyPieces:
        return "шашек " + pieces + " больше " + std::to_string(error.number);
    }
    return arbiter::englishText(error);
}

// "подходят 2 хода", "подходят 5 ходов", "подходит 21 ход": how many legal moves a text fits.
std::string movesFitText(std::size_t count)
{
    const std::string number = std::to_string(count);
    switch (reports::russianCount(static_cast<long long>(count))) {
    case reports::RussianCount::One:
        return "подходит " + number + " ход";
    case reports::RussianCount::Few:
        return "подходят " + number + " хода";
    case reports::RussianCount::Many:
        return "подходят " + number + " ходов";
    }
    return {};
}

// The verdict word a claim verdict's Russian starts with (arbiter::isClaimVerdict).
std::string russianVerdictWord(const arbiter::RuleMessage &message)
{
    using Id = arbiter::RuleMessageId;
    const bool valid =
        message.id == Id::WrittenMoveValid || message.id == Id::AutomaticValid ||
        (message.id == Id::ThreefoldAfterMove && factsOr<arbiter::RepetitionFacts>(message).valid);
    if (message.id == Id::AutomaticUndecided)
        return "не решено: ";
    return valid ? "заявка верна: " : "заявка неверна: ";
}

// "2 раза", "5 раз": how many times a position stood.
std::string timesText(int count)
{
    return std::to_string(count) +
           (reports::russianCount(count) == reports::RussianCount::Few ? " раза" : " раз");
}

// "(отсчёт с полухода 30, 5 из 5 своих ходов": the window of a count.
std::string russianWindow(const arbiter::CountFacts &count)
{
    return "(отсчёт с полухода " + std::to_string(count.windowStart) + ", " +
           std::to_string(count.count) + " из " + std::to_string(count.limit) + " " +
           russianUnit(count.unit);
}

// A claim verdict's facts in Russian, without the verdict word; any other message whole.
std::string russianClaimFacts(const arbiter::RuleMessage &message)
{
    using Id = arbiter::RuleMessageId;
    if (message.id == Id::WrittenMoveValid || message.id == Id::WrittenMoveInvalid ||
        message.id == Id::ThreefoldAfterMove) {
        const auto repetition = factsOr<arbiter::RepetitionFacts>(message);
        const int times = static_cast<int>(repetition.plies.size());
        const std::string plies = "(полуходы " + arbiter::joinedPlies(repetition.plies) + ")";
        if (message.id == Id::WrittenMoveValid)
            return "после " + repetition.move + " позиция повторяется в " + std::to_string(times) +
                   "-й раз " + plies + "; партия закончена вничью";
        if (message.id == Id::WrittenMoveInvalid)
            return "после " + repetition.move + " позиция повторилась бы лишь в " +
                   std::to_string(times) + "-й раз " + plies + "; ход " + repetition.move +
                   " считается сделанным, игра продолжается";
        return "позиция после полухода " + std::to_string(repetition.ply) + " встречалась " +
               timesText(times) + " " + plies;
    }
    if (message.id == Id::AutomaticValid || message.id == Id::AutomaticUndecided ||
        message.id == Id::RuleCounting) {
        const auto count = factsOr<arbiter::CountFacts>(message);
        const std::string rule = "«" + russianRule(count.rule) + "»";
        const std::string ply = std::to_string(count.ply);
        if (message.id == Id::AutomaticValid)
            return "ничья по правилу " + rule + " после полухода " + ply + " " +
                   russianWindow(count) +
                   (count.reason ? "; " + russianEndgameReason(*count.reason) : "") + ")";
        if (message.id == Id::AutomaticUndecided)
            return "правило " + rule + " досчитало после полухода " + ply + " " +
                   russianWindow(count) + "), но " +
                   (count.reason ? russianEndgameReason(*count.reason) : "");
        return "правило " + rule + " после полухода " + ply +
               " ещё отсчитывает: " + std::to_string(count.count) + " из " +
               std::to_string(count.limit) + " нужных " + russianUnit(count.unit) +
               (count.strongSide
                    ? " сильнейшей стороны (" +
                          std::string(*count.strongSide == arbiter::Side::White ? "белые"
                                                                                : "чёрные") +
                          ")"
                    : "") +
               ", отсчёт с полухода " + std::to_string(count.windowStart);
    }
    if (message.id == Id::RuleNotApplying) {
        const auto rule = factsOr<arbiter::NotApplyingFacts>(message);
        return "правило «" + russianRule(rule.rule) + "» не применяется после полухода " +
               std::to_string(rule.ply) + " по своду " + rule.ruleSet +
               (rule.drawnBy
                    ? " (партия закончилась вничью по правилу «" + russianRule(*rule.drawnBy) +
                          "» после полухода " + std::to_string(rule.drawnAt) + ")"
                    : "");
    }
    return russianText(message);
}

std::string russianText(const arbiter::RuleMessage &message)
{
    using Id = arbiter::RuleMessageId;
    const auto moves = [&message] {
        return arbiter::joinedMoves(factsOr<arbiter::MovesFacts>(message).moves);
    };
    switch (message.id) {
    case Id::NothingWritten:
        return "ожидался ход вида c3-d4, но ничего не записано";
    case Id::BadRank:
        return "'" + factsOr<arbiter::WrittenFacts>(message).written +
               "' — не поле: горизонталь должна быть от 1 до 8";
    case Id::LightSquare:
        return factsOr<arbiter::SquareFacts>(message).square + " — белое поле";
    case Id::BadSquareNumber:
        return "номер поля должен быть от 1 до 32";
    case Id::UnexpectedCharacter:
        return "неожиданный знак '" + factsOr<arbiter::WrittenFacts>(message).written + "' в ходе";
    case Id::SeparatorFirst:
        return "перед разделителем должно стоять поле";
    case Id::TwoSeparators:
        return "два разделителя подряд";
    case Id::MixedSeparators:
        return "смешаны '-' (тихий ход) и ':' (взятие)";
    case Id::PartialSeparators:
        return "разделители ставятся между всеми полями или ни между какими";
    case Id::RankAfterFile:
        return "после буквы вертикали ожидалась горизонталь от 1 до 8";
    case Id::MixedNamesAndNumbers:
        return "смешаны названия и номера полей";
    case Id::SeparatorBetweenNumbers:
        return "между номерами полей ожидался '-' или 'x'";
    case Id::SquareAfterSeparator:
        return "после разделителя ожидалось поле";
    case Id::OneTargetAfterFile:
        return "после буквы вертикали ожидалось одно поле назначения";
    case Id::TargetMissing:
        return "не указано поле назначения";
    case Id::NoPieceOn:
        return "на поле " + factsOr<arbiter::SquareFacts>(message).square + " нет шашки";
    case Id::PieceOfOtherSide: {
        const auto piece = factsOr<arbiter::PieceFacts>(message);
        return "на " + piece.square + " стоит " + russianKind(piece.kind) + " " +
               sideGenitive(piece.side) + ", а ход " + sideGenitive(piece.toMove);
    }
    case Id::NoPieceOnFile: {
        const auto file = factsOr<arbiter::FileFacts>(message);
        return "на вертикали " + std::string(1, file.file) + " нет шашки " +
               sideGenitive(file.toMove);
    }
    case Id::CaptureMandatory:
        return "бить обязательно: " + moves();
    case Id::CaptureNotFinished:
        return "взятие не закончено: оно продолжается так: " + moves();
    case Id::TargetOccupied: {
        const auto piece = factsOr<arbiter::PieceFacts>(message);
        return "поле " + piece.square + " занято (" + russianKind(piece.kind) + " " +
               sideGenitive(piece.side) + ")";
    }
    case Id::IllegalMove: {
        const auto illegal = factsOr<arbiter::IllegalMoveFacts>(message);
        using Writing = arbiter::IllegalMoveFacts::Writing;
        std::string text = "ход невозможен";
        switch (illegal.writing) {
        case Writing::AsWritten:
            break;
        case Writing::CaptureAsQuiet:
            text += ": это взятие, оно пишется через ':'";
            break;
        case Writing::CaptureNotThere:
            text += ": здесь нечего бить";
            break;
        }
        const std::string start = illegal.fromFile ? "вертикали " + illegal.start : illegal.start;
        if (illegal.fromThere.empty())
            text += illegal.fromFile
                        ? "; ни одна шашка на вертикали " + illegal.start + " не может ходить"
                        : "; шашка на " + start + " не может ходить";
        else
            text += "; с " + start + ": " + arbiter::joinedMoves(illegal.fromThere);
        if (!illegal.captures.empty())
            text += "; бить обязательно: " + arbiter::joinedMoves(illegal.captures);
        return text;
    }
    case Id::Ambiguous: {
        const auto fits = factsOr<arbiter::MovesFacts>(message).moves;
        return "неоднозначно: " + movesFitText(fits.size()) + " (" + arbiter::joinedMoves(fits) +
               ")";
    }
    case Id::AmbiguousPlayedAs:
    case Id::AmbiguousUnresolved: {
        const auto ambiguity = factsOr<arbiter::AmbiguityFacts>(message);
        using Outcome = arbiter::AmbiguityFacts::Outcome;
        const std::string text = "неоднозначно: " + movesFitText(ambiguity.moves.size()) + " (" +
                                 arbiter::joinedMoves(ambiguity.moves) + ")";
        switch (ambiguity.outcome) {
        case Outcome::PlayedByRoute:
            return text + "; сыграно " + ambiguity.played +
                   ": путь записан полностью, и партия остаётся правильной";
        case Outcome::PlayedAsOnly:
            return text + "; сыграно " + ambiguity.played +
                   ": только этот ход оставляет партию правильной";
        case Outcome::NoneKeepsLegal:
            return text + "; ни один не оставляет партию правильной";
        case Outcome::SeveralKeep:
            return text + "; партию оставляют правильной несколько";
        }
        return text;
    }
    case Id::PdnUnreadable: {
        const auto pdn = factsOr<arbiter::PdnProblem>(message);
        return "PDN здесь не читается: " + russianPdn(pdn) +
               (pdn.where == arbiter::PdnProblem::Where::Tags ? ""
                                                              : "; ходы до этого места проверены");
    }
    case Id::ResultTagDiffers: {
        const auto result = factsOr<arbiter::ResultTagFacts>(message);
        return "в теге Result записано " + result.tagged + ", а после ходов — " + result.played;
    }
    case Id::GameTypeNotRussian:
        return "GameType " + factsOr<arbiter::GameTypeFacts>(message).gameType +
               " — не русские шашки (25); партия пропущена";
    case Id::SquareInMoveNotRussian: {
        const auto outer = factsOr<arbiter::OuterSquareFacts>(message);
        return "не русские шашки: поле " + std::to_string(outer.square) + " в ходе " + outer.move +
               " (доска больше 32 полей); партия пропущена";
    }
    case Id::SquareInFenNotRussian:
        return "не русские шашки: поле " +
               std::to_string(factsOr<arbiter::OuterSquareFacts>(message).square) +
               " в FEN (доска больше 32 полей); партия пропущена";
    case Id::BadFen: {
        const auto fen = factsOr<arbiter::FenError>(message);
        return "FEN, столбец " + std::to_string(fen.column) + ": " + russianFen(fen) +
               "; партия пропущена";
    }
    case Id::PlayAfterDraw: {
        const auto drawn = factsOr<arbiter::DrawnFacts>(message);
        return "ничья уже наступила по правилу «" + russianRule(drawn.rule) + "» после полухода " +
               std::to_string(drawn.ply) + "; записанные после этого ходы не считаются";
    }
    case Id::ResultButDrawn: {
        const auto drawn = factsOr<arbiter::DrawnFacts>(message);
        return "записан результат " + drawn.recorded + ", но ничья наступила по правилу «" +
               russianRule(drawn.rule) + "» после полухода " + std::to_string(drawn.ply);
    }
    case Id::ResultButLost: {
        const auto lost = factsOr<arbiter::LostFacts>(message);
        return "записан результат " + lost.recorded + ", но у " + sideGenitive(lost.loser) +
               (lost.blocked ? " заперты все шашки" : " не осталось шашек") + " после полухода " +
               std::to_string(lost.ply) + ": они проиграли";
    }
    case Id::ResultButWon: {
        const auto won = factsOr<arbiter::LostFacts>(message);
        return "записан результат " + won.recorded + ", но у " + sideGenitive(won.loser) +
               (won.blocked ? " заперты все шашки" : " не осталось шашек") + " после полухода " +
               std::to_string(won.ply) + ": в поддавках они выиграли";
    }
    case Id::BadRoundTag:
        return "тег Round '" + factsOr<arbiter::WrittenFacts>(message).written +
               "' — не номер тура (1, 2, …); партия сохранена без тура";
    case Id::WrittenMoveValid:
    case Id::WrittenMoveInvalid:
    case Id::ThreefoldAfterMove:
    case Id::AutomaticValid:
    case Id::AutomaticUndecided:
    case Id::RuleCounting:
    case Id::RuleNotApplying:
        return russianVerdictWord(message) + russianClaimFacts(message);
    case Id::SquareNumberAbove:
        return "номера полей — от 1 до " +
               std::to_string(factsOr<arbiter::BoardSizeFacts>(message).lastSquare);
    case Id::QuietMoveTwoSquares:
        return "у хода без взятия два поля: откуда и куда";
    case Id::CaptureWrittenQuiet:
        return "взятие записано через «-»: " + moves();
    case Id::CannotMoveTo: {
        const auto target = factsOr<arbiter::TargetFacts>(message);
        return "шашка на поле " + target.from + " не может пойти на поле " + target.to;
    }
    case Id::NoCaptureHere:
        return "здесь нечего бить";
    case Id::NoCaptureTo: {
        const auto target = factsOr<arbiter::TargetFacts>(message);
        return "шашка на поле " + target.from + " не может бить на поле " + target.to +
               "; бить обязательно: " + arbiter::joinedMoves(target.captures);
    }
    case Id::MajorityCapture: {
        const auto majority = factsOr<arbiter::MajorityFacts>(message);
        return "взято " + std::to_string(majority.taken) + " из " + std::to_string(majority.most) +
               " возможных: бить обязательно наибольшее число шашек (" +
               arbiter::joinedMoves(majority.captures) + ")";
    }
    case Id::CapturePrecedence:
        return "первым идёт другое взятие стольких же шашек: дамкой, а не простой, больше дамок "
               "или с дамкой раньше (" +
               arbiter::joinedMoves(factsOr<arbiter::MovesFacts>(message).moves) + ")";
    case Id::GameTypeUnsupported:
        return "GameType " + factsOr<arbiter::GameTypeFacts>(message).gameType +
               " — не игра, которую судит эта программа (русские 25, бразильские 26, международные "
               "20, английские 21, итальянские 22, пул 23); партия пропущена";
    case Id::GameOfOtherVariant: {
        const auto type = factsOr<arbiter::GameTypeFacts>(message);
        return "GameType " + type.gameType + " — " + russianVariantWords(type.variant) + ", а не " +
               russianVariantWords(type.expected) + "; партия пропущена";
    }
    case Id::MoveOfOtherBoard: {
        const auto other = factsOr<arbiter::OtherBoardFacts>(message);
        return "ход " + other.move + " записан не для доски игры «" +
               russianVariantWords(other.variant) + "»; партия пропущена";
    }
    }
    return arbiter::englishText(message);
}

} // namespace

std::string requirementText(const PlayerFieldProblem &problem, Language language)
{
    if (language != Language::Russian)
        return requirement(problem);
    const std::string range =
        " от " + std::to_string(problem.minimum) + " до " + std::to_string(problem.maximum);
    switch (problem.code) {
    case PlayerProblem::NameMissing:
        return "имя";
    case PlayerProblem::ControlCharacter:
        return "текст без управляющих знаков (табуляций, переводов строки, невидимых знаков "
               "направления)";
    case PlayerProblem::NotUtf8:
        return "текст в UTF-8";
    case PlayerProblem::BadRating:
    case PlayerProblem::RatingOutOfRange:
        return "целое число" + range;
    case PlayerProblem::BadBirthYear:
    case PlayerProblem::BirthYearOutOfRange:
        return "год" + range;
    case PlayerProblem::TitleTooLong:
        return "не больше " + std::to_string(problem.maximum) + " знаков";
    }
    return "другое значение";
}

std::string describe(const PlayerFieldProblem &problem, Language language)
{
    if (language != Language::Russian)
        return describe(problem);
    // «нужен текст», «нужен год», «нужно целое число»: the word agrees with the requirement.
    const bool masculine = problem.code == PlayerProblem::ControlCharacter ||
                           problem.code == PlayerProblem::NotUtf8 ||
                           problem.code == PlayerProblem::BadBirthYear ||
                           problem.code == PlayerProblem::BirthYearOutOfRange;
    const char *field = problem.field == PlayerField::Name        ? "Имя"
                        : problem.field == PlayerField::Rating    ? "Рейтинг"
                        : problem.field == PlayerField::BirthYear ? "Год рождения"
                        : problem.field == PlayerField::Title     ? "Звание"
                        : problem.field == PlayerField::Club      ? "Клуб"
                                                                  : "Регион";
    return std::string(field) + ": " + (masculine ? "нужен " : "нужно ") +
           requirementText(problem, language) + ", а не '" + visibleText(problem.value) + "'";
}

std::string describe(const arbiter::RuleMessage &message, Language language)
{
    return language == Language::Russian ? russianText(message) : arbiter::englishText(message);
}

namespace {

// "a, b and c" / "a, b и c".
std::string listed(const std::vector<std::string> &words, const std::string &lastJoint)
{
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i)
        text += (i == 0 ? "" : i + 1 == words.size() ? lastJoint : ", ") + words[i];
    return text;
}

std::string englishText(const arbiter::ClaimRefusal &refusal)
{
    using Code = arbiter::ClaimRefusalCode;
    switch (refusal.code) {
    case Code::GameUnreadable:
        return arbiter::englishText(refusal.cause);
    case Code::NoSuchPly:
        return "the game has " + std::to_string(refusal.plies) + " plies; there is no ply " +
               std::to_string(refusal.ply);
    case Code::PlyNotPlayable:
        return "ply " + std::to_string(refusal.ply) + " (" + refusal.move +
               ") cannot be played: " + arbiter::englishText(refusal.cause) +
               "; the game does not replay to ply " + std::to_string(refusal.target);
    case Code::WrittenMoveIllegal:
        return "the written move " + refusal.move + " is not a legal move for " +
               std::string(arbiter::sideName(refusal.side)) + " after ply " +
               std::to_string(refusal.ply) + ": " + arbiter::englishText(refusal.cause);
    case Code::RuleOfOtherVariant: {
        std::vector<std::string> rules;
        for (const arbiter::DrawRule rule : arbiter::claimRules(refusal.variant))
            rules.emplace_back(arbiter::drawRuleId(rule));
        const std::string variant(arbiter::rulesOf(refusal.variant).name);
        return "the rule '" + std::string(arbiter::drawRuleId(refusal.rule)) + "' is not one of " +
               variant + " draughts: its rules are " + listed(rules, " and ");
    }
    case Code::WrittenMoveNotThreefold:
        return "a claim with a written move is a claim of a position's repetition";
    }
    return {};
}

std::string russianText(const arbiter::ClaimRefusal &refusal)
{
    using Code = arbiter::ClaimRefusalCode;
    switch (refusal.code) {
    case Code::GameUnreadable:
        return russianText(refusal.cause);
    case Code::NoSuchPly:
        return "в партии " + std::to_string(refusal.plies) + " полуходов; полухода " +
               std::to_string(refusal.ply) + " нет";
    case Code::PlyNotPlayable:
        return "полуход " + std::to_string(refusal.ply) + " (" + refusal.move +
               ") сыграть нельзя: " + russianText(refusal.cause) +
               "; партия не доигрывается до полухода " + std::to_string(refusal.target);
    case Code::WrittenMoveIllegal:
        return "записанный ход " + refusal.move + " невозможен для " + sideGenitive(refusal.side) +
               " после полухода " + std::to_string(refusal.ply) + ": " + russianText(refusal.cause);
    case Code::RuleOfOtherVariant: {
        std::vector<std::string> rules;
        for (const arbiter::DrawRule rule : arbiter::claimRules(refusal.variant))
            rules.push_back("«" + russianRule(rule) + "»");
        return "правило «" + russianRule(refusal.rule) + "» — не из правил игры «" +
               russianVariantWords(refusal.variant) + "»: её правила — " + listed(rules, " и ");
    }
    case Code::WrittenMoveNotThreefold:
        return "заявка с записанным ходом — это заявка о повторении позиции";
    }
    return {};
}

} // namespace

std::string describe(const arbiter::ClaimRefusal &refusal, Language language)
{
    return language == Language::Russian ? russianText(refusal) : englishText(refusal);
}

std::string describe(arbiter::DrawRule rule, Language language)
{
    return language == Language::Russian ? russianRule(rule)
                                         : std::string(arbiter::drawRuleId(rule));
}

std::string describe(arbiter::CountUnit unit, Language language)
{
    return language == Language::Russian ? russianUnit(unit)
                                         : std::string(arbiter::countUnitId(unit));
}

std::string describe(arbiter::EndgameVerdict verdict, Language language)
{
    if (language != Language::Russian)
        return std::string(arbiter::endgameVerdictId(verdict));
    switch (verdict) {
    case arbiter::EndgameVerdict::Draw:
        return "ничья";
    case arbiter::EndgameVerdict::Unknown:
        return "неизвестно";
    }
    return {};
}

std::string describe(const arbiter::PdnProblem &problem, Language language)
{
    return language == Language::Russian ? russianPdn(problem) : arbiter::englishText(problem);
}

std::string describe(const arbiter::FenError &error, Language language)
{
    return language == Language::Russian ? russianFen(error) : arbiter::englishText(error);
}

std::string describe(const arbiter::TableDamage &damage, Language language)
{
    return language == Language::Russian ? russianTableDamage(damage)
                                         : arbiter::englishText(damage);
}

std::string describe(const arbiter::EndgameReason &reason, Language language)
{
    return language == Language::Russian ? russianEndgameReason(reason)
                                         : arbiter::englishText(reason);
}

std::string describeClaimReason(const arbiter::RuleMessage &message, Language language)
{
    if (!arbiter::isClaimVerdict(message.id))
        return describe(message, language);
    return language == Language::Russian ? russianClaimFacts(message)
                                         : arbiter::englishClaimFacts(message);
}

namespace {

// A TRF field's columns as the texts name them: "49-52".
std::string trfColumns(const reports::TrfError &error)
{
    return std::to_string(error.column) + "-" + std::to_string(error.lastColumn);
}

// "'1'", "no result": a round block's result code (' ' none) in English.
std::string englishTrfResult(char result)
{
    return result == ' ' ? std::string("no result") : std::string{'\'', result, '\''};
}

std::string englishTrfColour(reports::TrfColour colour)
{
    switch (colour) {
    case reports::TrfColour::White:
        return "white";
    case reports::TrfColour::Black:
        return "black";
    case reports::TrfColour::None:
        return "no colour";
    }
    return {};
}

// The results a block was expected to give, as a list in a sentence: "'+' or '-'".
std::string trfResultsListed(const std::string &results, const std::string &joint,
                             std::string (*word)(char))
{
    std::string text;
    for (const char result : results)
        text += (text.empty() ? "" : joint) + word(result);
    return text;
}

std::string englishText(const reports::TrfError &error)
{
    const std::string column = std::to_string(error.column);
    const std::string columns = "columns " + trfColumns(error);
    const std::string startNumber = std::to_string(error.startNumber);
    const std::string inRound = " in round " + std::to_string(error.round);
    const std::string against =
        " against " + error.opponent + " (start number " + startNumber + ")" + inRound;
    const std::string there =
        " (line " + std::to_string(error.otherLine) + ", column " + column + ")";
    using Code = reports::TrfErrorCode;
    switch (error.code) {
    case Code::RecordTwice:
        return "a second " + error.record + " record; the first is on line " +
               std::to_string(error.otherLine);
    case Code::DateExpected:
        return "expected the date as YYYY/MM/DD from column " + column;
    case Code::PlayerCountExpected:
        return "expected the number of players from column " + column;
    case Code::RatedPlayerCountExpected:
        return "expected the number of rated players from column " + column;
    case Code::TeamCountExpected:
        return "expected the number of teams from column " + column;
    case Code::RoundCountExpected:
        return "expected the number of rounds from column " + column;
    case Code::InitialColourExpected:
        return "expected the initial colour W or B in column " + column;
    case Code::RoundDateExpected:
        return "expected the date of round " + std::to_string(error.round) + " as YY/MM/DD in " +
               columns;
    case Code::ConfigurationWordExpected:
        return "expected rank, white1 or black1, not '" + error.written + "'";
    case Code::ByeTypeExpected:
        return "expected the bye's type F, H or Z in column " + column;
    case Code::ByeRoundExpected:
        return "expected the round in " + columns;
    case Code::ByeStartNumberExpected:
        return "expected a start number in " + columns;
    case Code::ByePlayerExpected:
        return "expected the start number of a player in " + columns;
    case Code::ByePlayerMissing:
        return "the bye names start number " + startNumber + ", who is not in the file";
    case Code::StartNumberExpected:
        return "expected the start number in " + columns;
    case Code::StartNumberZero:
        return "the start number must be 1 or more, not 0";
    case Code::StartNumberTwice:
        return "start number " + startNumber + " appears twice";
    case Code::NameExpected:
        return "expected the player's name in " + columns;
    case Code::SexExpected:
        return "expected the sex m or w in column " + column;
    case Code::RatingExpected:
        return "expected the rating in " + columns;
    case Code::FederationExpected:
        return "expected the federation's letters in " + columns;
    case Code::FideNumberExpected:
        return "expected the FIDE number in " + columns;
    case Code::BirthDateExpected:
        return "expected the birth date as YYYY/MM/DD in " + columns;
    case Code::PointsExpected:
        return "expected the points (as 11.5) in " + columns;
    case Code::RankExpected:
        return "expected the rank in " + columns;
    case Code::OpponentExpected:
        return "expected an opponent's start number or 0000";
    case Code::ColourExpected:
        return "expected the colour w, b or -";
    case Code::ResultCodeUnknown:
        return std::string("unknown result code '") + error.result + "'";
    case Code::ScoringFieldExpected:
        return "expected a result's letter (W, D, L, A or P) and its points in 162";
    case Code::ScoringNotCounted:
        return "expected the scoring 1-0.5-0 or 2-1-0 in 162 (W 1.0 D 0.5 or W 2.0 D 1.0; nothing "
               "for a loss, A 0.0; the pairing-allocated bye P a win's points): the standings "
               "count no other";
    case Code::ByeWithOpponent:
        return error.player + " has the bye code " + englishTrfResult(error.result) + inRound +
               " but meets start number " + startNumber;
    case Code::MeetsHimself:
        return error.player + " meets himself (start number " + startNumber + ")" + inRound;
    case Code::OpponentNotInFile:
        return error.player + " meets start number " + startNumber + inRound +
               ", who is not in the file";
    case Code::OpponentNamesOther:
        return error.player + " meets " + error.opponent + " (start number " + startNumber + ")" +
               inRound + ", but " + error.opponent + "'s block of that round names " +
               (error.named == 0 ? std::string("no opponent")
                                 : "start number " + std::to_string(error.named)) +
               there;
    case Code::ColoursDisagree:
        return error.player + " has " + englishTrfColour(error.colour) + against + ", who has " +
               englishTrfColour(error.otherColour) +
               (error.colour == error.otherColour ? " too" : "") + there;
    case Code::ResultsDisagree:
        return error.player + " has " + englishTrfResult(error.result) + against + ", who has " +
               englishTrfResult(error.otherResult) + there + "; expected " +
               trfResultsListed(error.expected, " or ", englishTrfResult);
    }
    return {};
}

// "'1'", «без результата»: a round block's result code in Russian.
std::string russianTrfResult(char result)
{
    return result == ' ' ? std::string("без результата") : std::string{'\'', result, '\''};
}

// «белые», «чёрные», «без цвета»: whose pieces a round block gives its player.
std::string russianTrfColour(reports::TrfColour colour)
{
    switch (colour) {
    case reports::TrfColour::White:
        return "белые";
    case reports::TrfColour::Black:
        return "чёрные";
    case reports::TrfColour::None:
        return "без цвета";
    }
    return {};
}

// The names of the players are written as the file has them, so the Russian keeps each in the
// nominative: «B: в 1-м туре …, соперник — A (стартовый номер 1), а у соперника — …».
std::string russianText(const reports::TrfError &error)
{
    const std::string column = std::to_string(error.column);
    const std::string columns = "в колонках " + trfColumns(error);
    const std::string startNumber = std::to_string(error.startNumber);
    // «во 2-м туре» (во втором), «в 1-м туре», «в 12-м туре».
    const std::string inRound =
        (error.round == 2 ? "во " : "в ") + std::to_string(error.round) + "-м туре";
    const std::string opponent =
        "соперник — " + error.opponent + " (стартовый номер " + startNumber + ")";
    const std::string there =
        " (строка " + std::to_string(error.otherLine) + ", колонка " + column + ")";
    using Code = reports::TrfErrorCode;
    switch (error.code) {
    case Code::RecordTwice:
        return "вторая запись " + error.record + "; первая — в строке " +
               std::to_string(error.otherLine);
    case Code::DateExpected:
        return "ожидалась дата в виде ГГГГ/ММ/ДД с колонки " + column;
    case Code::PlayerCountExpected:
        return "ожидалось число участников с колонки " + column;
    case Code::RatedPlayerCountExpected:
        return "ожидалось число участников с рейтингом с колонки " + column;
    case Code::TeamCountExpected:
        return "ожидалось число команд с колонки " + column;
    case Code::RoundCountExpected:
        return "ожидалось число туров с колонки " + column;
    case Code::InitialColourExpected:
        return "ожидался начальный цвет W или B в колонке " + column;
    case Code::RoundDateExpected:
        return "ожидалась дата " + std::to_string(error.round) + "-го тура в виде ГГ/ММ/ДД " +
               columns;
    case Code::ConfigurationWordExpected:
        return "ожидалось слово rank, white1 или black1, а не '" + error.written + "'";
    case Code::ByeTypeExpected:
        return "ожидался вид «свободен от игры» F, H или Z в колонке " + column;
    case Code::ByeRoundExpected:
        return "ожидался номер тура " + columns;
    case Code::ByeStartNumberExpected:
        return "ожидался стартовый номер " + columns;
    case Code::ByePlayerExpected:
        return "ожидался стартовый номер участника " + columns;
    case Code::ByePlayerMissing:
        return "запись «свободен от игры» называет стартовый номер " + startNumber +
               ", а участника с таким номером в файле нет";
    case Code::StartNumberExpected:
        return "ожидался стартовый номер " + columns;
    case Code::StartNumberZero:
        return "стартовый номер должен быть 1 или больше, а не 0";
    case Code::StartNumberTwice:
        return "стартовый номер " + startNumber + " встречается дважды";
    case Code::NameExpected:
        return "ожидалось имя участника " + columns;
    case Code::SexExpected:
        return "ожидался пол m или w в колонке " + column;
    case Code::RatingExpected:
        return "ожидался рейтинг " + columns;
    case Code::FederationExpected:
        return "ожидались буквы федерации " + columns;
    case Code::FideNumberExpected:
        return "ожидался номер FIDE " + columns;
    case Code::BirthDateExpected:
        return "ожидалась дата рождения в виде ГГГГ/ММ/ДД " + columns;
    case Code::PointsExpected:
        return "ожидались очки (в виде 11.5) " + columns;
    case Code::RankExpected:
        return "ожидалось место " + columns;
    case Code::OpponentExpected:
        return "ожидался стартовый номер соперника или 0000";
    case Code::ColourExpected:
        return "ожидался цвет w, b или -";
    case Code::ResultCodeUnknown:
        return std::string("неизвестный код результата '") + error.result + "'";
    case Code::ScoringFieldExpected:
        return "в записи 162 ожидались буква результата (W, D, L, A или P) и его очки";
    case Code::ScoringNotCounted:
        return "в записи 162 ожидался подсчёт очков 1-0.5-0 или 2-1-0 (W 1.0 D 0.5 или W 2.0 D "
               "1.0; за поражение ничего, A 0.0; «свободен от игры» по жеребьёвке P — очки за "
               "победу): другого подсчёта турнирная таблица не знает";
    case Code::ByeWithOpponent:
        return error.player + ": " + inRound + " код «свободен от игры» " +
               russianTrfResult(error.result) + ", но указан соперник — стартовый номер " +
               startNumber;
    case Code::MeetsHimself:
        return error.player + ": " + inRound + " соперником указан собственный стартовый номер " +
               startNumber;
    case Code::OpponentNotInFile:
        return error.player + ": " + inRound + " соперник — стартовый номер " + startNumber +
               ", а участника с таким номером в файле нет";
    case Code::OpponentNamesOther:
        return error.player + ": " + inRound + " " + opponent +
               ", но в записи соперника за этот тур " +
               (error.named == 0 ? std::string("соперник не указан")
                                 : "указан стартовый номер " + std::to_string(error.named)) +
               there;
    case Code::ColoursDisagree:
        return error.player + ": " + inRound + " " + russianTrfColour(error.colour) + ", " +
               opponent + ", а у соперника — " +
               (error.colour == error.otherColour ? "тоже " : "") +
               russianTrfColour(error.otherColour) + there;
    case Code::ResultsDisagree:
        return error.player + ": " + inRound + " " +
               (error.result == ' ' ? std::string("без результата")
                                    : "результат " + russianTrfResult(error.result)) +
               ", " + opponent + ", а у соперника — " + russianTrfResult(error.otherResult) +
               there +
               "; ожидалось: " + trfResultsListed(error.expected, " или ", russianTrfResult);
    }
    return {};
}

} // namespace

std::string describe(const reports::TrfError &error, Language language)
{
    return language == Language::Russian ? russianText(error) : englishText(error);
}

const std::vector<reports::TrfErrorCode> &everyTrfErrorCode()
{
    static const std::vector<reports::TrfErrorCode> codes = [] {
        std::vector<reports::TrfErrorCode> out;
        for (int code = 0; code <= static_cast<int>(reports::TrfErrorCode::ResultsDisagree); ++code)
            out.push_back(static_cast<reports::TrfErrorCode>(code));
        return out;
    }();
    return codes;
}

const std::vector<arbiter::RuleMessageId> &everyRuleMessageId()
{
    static const std::vector<arbiter::RuleMessageId> ids = [] {
        std::vector<arbiter::RuleMessageId> out;
        for (int id = 0; id <= static_cast<int>(arbiter::RuleMessageId::MoveOfOtherBoard); ++id)
            out.push_back(static_cast<arbiter::RuleMessageId>(id));
        return out;
    }();
    return ids;
}

} // namespace app
