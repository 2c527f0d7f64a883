<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>SheetStep</name>
    <message>
        <source>the move %1</source>
        <translation>ход %1</translation>
    </message>
</context>
<context>
    <name>TournamentStep</name>
    <message>
        <source>the result of game 2 of board %1</source>
        <translation>результат 2-й партии доски %1</translation>
    </message>
    <message>
        <source>the result of board %1</source>
        <translation>результат доски %1</translation>
    </message>
    <message>
        <source>the colour swap on board %1</source>
        <translation>смену цветов на доске %1</translation>
    </message>
    <message>
        <source>the exchange of %1 and %2</source>
        <translation>обмен местами: %1 и %2</translation>
    </message>
    <message>
        <source>the withdrawal of %1</source>
        <translation>выбытие: %1</translation>
    </message>
    <message>
        <source>taking back the withdrawal of %1</source>
        <translation>возвращение в турнир: %1</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>нет результата</translation>
    </message>
    <message>
        <source>Round %1 is not paired any more; nothing was changed.</source>
        <translation>Жеребьёвка тура %1 уже отменена; ничего не изменено.</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>повтор</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>отмена</translation>
    </message>
    <message>
        <source>Round %1 has no game on board %2 any more; nothing was changed.</source>
        <translation>В туре %1 на доске %2 больше нет партии; ничего не изменено.</translation>
    </message>
    <message>
        <source>Board %1 of round %2 has %3 now, changed since by another judge; it is left as it is.</source>
        <translation>На доске %1 тура %2 теперь %3 — другой судья изменил это позже; оставлено как есть.</translation>
    </message>
    <message>
        <source>The colours of board %1 of round %2 have changed since; they are left as they are.</source>
        <translation>Цвета на доске %1 тура %2 с тех пор изменены; оставлено как есть.</translation>
    </message>
    <message>
        <source>%1 and %2 have changed seats since; they are left where they are.</source>
        <translation>%1 и %2 с тех пор пересажены; оставлено как есть.</translation>
    </message>
    <message>
        <source>No player has start number %1 any more; nothing was changed.</source>
        <translation>Участника со стартовым номером %1 больше нет; ничего не изменено.</translation>
    </message>
    <message>
        <source>The withdrawal of %1 has changed since; it is left as it is.</source>
        <translation>Выбытие участника %1 с тех пор изменено; оставлено как есть.</translation>
    </message>
</context>
<context>
    <name>gui::BackgroundTask</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отменяется…</translation>
    </message>
</context>
<context>
    <name>gui::BoardInput</name>
    <message>
        <source>%1 cannot move</source>
        <translation>с поля %1 ходов нет</translation>
    </message>
    <message>
        <source>capture is mandatory: %1</source>
        <translation>взятие обязательно: %1</translation>
    </message>
    <message>
        <source>choose one of the highlighted landing squares</source>
        <translation>выберите одно из подсвеченных полей, на которые встаёт шашка</translation>
    </message>
    <message>
        <source>%1 cannot go to %2</source>
        <translation>с %1 нельзя пойти на %2</translation>
    </message>
    <message>
        <source>these routes cannot be told apart by their landing squares: type the move</source>
        <translation>эти пути взятия не различить по полям остановки: введите ход с клавиатуры</translation>
    </message>
    <message>
        <source>%1 moves go from %2 to %3: click a square where the piece lands along the way</source>
        <translation>ходов с %2 на %3 несколько (%1): щёлкните поле, на которое шашка встаёт по пути</translation>
    </message>
</context>
<context>
    <name>gui::BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
</context>
<context>
    <name>gui::ChangeNotices</name>
    <message>
        <source>Board %1, game 2: %2 entered</source>
        <translation>Доска %1, 2-я партия: %2</translation>
    </message>
    <message>
        <source>Board %1, game 2: result cleared</source>
        <translation>Доска %1, 2-я партия: результат снят</translation>
    </message>
    <message>
        <source>Board %1: %2 entered</source>
        <translation>Доска %1: %2</translation>
    </message>
    <message>
        <source>Board %1: result cleared</source>
        <translation>Доска %1: результат снят</translation>
    </message>
    <message>
        <source>Round %1 paired</source>
        <translation>Жеребьёвка тура %1 проведена</translation>
    </message>
    <message>
        <source>Round %1 unpaired</source>
        <translation>Жеребьёвка тура %1 отменена</translation>
    </message>
    <message>
        <source>Board %1: colours swapped</source>
        <translation>Доска %1: цвета переставлены</translation>
    </message>
    <message>
        <source>Board %1: %2 – %3 now</source>
        <translation>Доска %1: теперь %2 – %3</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>свободен</translation>
    </message>
    <message>
        <source>%1 added to the players</source>
        <translation>%1 добавлен в список участников</translation>
    </message>
    <message>
        <source>%1 withdrew after round %2</source>
        <translation>%1 выбыл после тура %2</translation>
    </message>
    <message>
        <source>%1 plays again: the withdrawal taken back</source>
        <translation>%1 снова играет: выбытие отменено</translation>
    </message>
    <message>
        <source>%1 deleted from the players</source>
        <translation>%1 удалён из списка участников</translation>
    </message>
</context>
<context>
    <name>gui::ClaimDialog</name>
    <message>
        <source>After the opponent&apos;s &amp;move</source>
        <translation>После &amp;хода соперника</translation>
    </message>
    <message>
        <source>With a &amp;written move, not played</source>
        <translation>По записанному, но не &amp;сделанному ходу</translation>
    </message>
    <message>
        <source>&amp;Record the ruling</source>
        <translation>&amp;Записать решение</translation>
    </message>
    <message>
        <source>Draw claim</source>
        <translation>Заявка на ничью</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>троекратное повторение позиции</translation>
    </message>
    <message>
        <source>three kings against one (15 moves)</source>
        <translation>три дамки против одной (15 ходов)</translation>
    </message>
    <message>
        <source>kings only (15 moves each)</source>
        <translation>только дамки (по 15 ходов)</translation>
    </message>
    <message>
        <source>equal material with kings (30/60 moves)</source>
        <translation>равный материал с дамками (30/60 ходов)</translation>
    </message>
    <message>
        <source>lone king on the main road (5 moves)</source>
        <translation>одинокая дамка на большой дороге (5 ходов)</translation>
    </message>
    <message>
        <source>small ending (5 moves)</source>
        <translation>малый эндшпиль (5 ходов)</translation>
    </message>
    <message>
        <source>the move written on the sheet, e.g. c3-d4</source>
        <translation>ход, записанный в бланке, например c3-d4</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Правило:</translation>
    </message>
    <message>
        <source>Position after ply:</source>
        <translation>Позиция после полухода:</translation>
    </message>
    <message>
        <source>Written move:</source>
        <translation>Записанный ход:</translation>
    </message>
    <message>
        <source>&amp;Decide</source>
        <translation>&amp;Рассмотреть</translation>
    </message>
    <message>
        <source>Earlier occurrences (click to show the position):</source>
        <translation>Предыдущие повторения (щёлкните, чтобы показать позицию):</translation>
    </message>
    <message>
        <source>The claim cannot be examined: %1</source>
        <translation>Заявку невозможно рассмотреть: %1</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>начальная позиция</translation>
    </message>
    <message>
        <source>after ply %1 (%2)</source>
        <translation>после полухода %1 (%2)</translation>
    </message>
    <message>
        <source>after the written move (ply %1)</source>
        <translation>после записанного хода (полуход %1)</translation>
    </message>
    <message>
        <source>The written move %1 cannot be played: %2</source>
        <translation>Записанный ход %1 сделать нельзя: %2</translation>
    </message>
    <message>
        <source>Valid: the game is drawn.</source>
        <translation>Заявка верна: партия закончилась вничью.</translation>
    </message>
    <message>
        <source>Undecided: the game goes on for now.</source>
        <translation>Не решено: пока партия продолжается.</translation>
    </message>
    <message>
        <source>Not valid: the game goes on.</source>
        <translation>Заявка неверна: партия продолжается.</translation>
    </message>
    <message>
        <source>kings only (25 moves each)</source>
        <translation>только дамки (по 25 ходов)</translation>
    </message>
    <message>
        <source>three pieces against a lone king (16 moves each)</source>
        <translation>три фигуры против одинокой дамки (по 16 ходов)</translation>
    </message>
    <message>
        <source>lone king on the long diagonal (5 moves each)</source>
        <translation>одинокая дамка на большой диагонали (по 5 ходов)</translation>
    </message>
    <message>
        <source>two pieces or fewer against a lone king (5 moves each)</source>
        <translation>две фигуры или меньше против одинокой дамки (по 5 ходов)</translation>
    </message>
    <message>
        <source>fourfold repetition</source>
        <translation>четырёхкратное повторение позиции</translation>
    </message>
    <message>
        <source>40 moves each without a man&apos;s move or a capture</source>
        <translation>по 40 ходов без хода простой и без взятия</translation>
    </message>
    <message>
        <source>the move written on the sheet, e.g. 32-28</source>
        <translation>ход, записанный в бланке, например 32-28</translation>
    </message>
</context>
<context>
    <name>gui::DecisionsModel</name>
    <message>
        <source>%1 (No %2)</source>
        <translation>%1 (№ %2)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Участник</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
</context>
<context>
    <name>gui::DecisionsPage</name>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Доска:</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Все туры</translation>
    </message>
    <message>
        <source>All boards</source>
        <translation>Все доски</translation>
    </message>
    <message>
        <source>Double-click a decision about a game to open it, about a board to show its round</source>
        <translation>Двойной щелчок по решению о партии открывает её, о доске — показывает её тур</translation>
    </message>
</context>
<context>
    <name>gui::ExchangeDialog</name>
    <message>
        <source>Exchange players of board %1</source>
        <translation>Замена участников на доске %1</translation>
    </message>
    <message>
        <source>E&amp;xchange</source>
        <translation>&amp;Поменять</translation>
    </message>
    <message>
        <source>&amp;Player of board %1:</source>
        <translation>&amp;Участник доски %1:</translation>
    </message>
    <message>
        <source>Exchanges seats &amp;with:</source>
        <translation>Меняется местами &amp;с:</translation>
    </message>
    <message>
        <source>W&amp;hy (for the decisions log):</source>
        <translation>При&amp;чина (для журнала решений):</translation>
    </message>
</context>
<context>
    <name>gui::FileTasks</name>
    <message>
        <source>%1 cannot be read</source>
        <translation>Не удаётся прочитать %1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Импорт партий</translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation>Файлы PDN (*.pdn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Into the tournament (created when new):</source>
        <translation>В турнир (новый будет создан):</translation>
    </message>
    <message>
        <source>The game the new tournament plays:</source>
        <translation>Вид шашек нового турнира:</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Импорт %1</translation>
    </message>
    <message>
        <source>%1 games read</source>
        <translation>Прочитано партий: %1</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported.</source>
        <translation>Импорт отменён: ничего не импортировано.</translation>
    </message>
    <message>
        <source>The %1 games of the file are in %2 already; nothing was imported.</source>
        <translation>Все %1 партий файла уже есть в турнире «%2»; ничего не импортировано.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2; %3 games of the file were there already.</source>
        <translation>Импортировано партий в «%2»: %1; ещё %3 партий файла там уже были.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2.</source>
        <translation>Импортировано партий: %1 (турнир %2).</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <source>Audit a PDN file</source>
        <translation>Проверка файла PDN</translation>
    </message>
    <message>
        <source>Auditing %1</source>
        <translation>Проверка %1</translation>
    </message>
    <message>
        <source>Audit cancelled after %1 games.</source>
        <translation>Проверка прервана; проверено партий: %1.</translation>
    </message>
    <message>
        <source>%1 games audited</source>
        <translation>Проверено партий: %1</translation>
    </message>
    <message>
        <source>%1 games audited: %2 findings, %3 draws by rule.

%4</source>
        <translation>Проверено партий: %1; замечаний: %2; ничьих по правилам: %3.

%4</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Endgame database</source>
        <translation>База эндшпилей</translation>
    </message>
    <message>
        <source>Positions of up to this many pieces:</source>
        <translation>Позиции с числом шашек не более:</translation>
    </message>
    <message>
        <source>Building the endgame database</source>
        <translation>Построение базы эндшпилей</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 classes; the ones built are kept.</source>
        <translation>Остановлено после %1 из %2 классов; построенные классы сохранены.</translation>
    </message>
    <message>
        <source>The endgame database holds every class of up to %1 pieces (%2).</source>
        <translation>База эндшпилей содержит все классы позиций с числом шашек до %1 (%2).</translation>
    </message>
</context>
<context>
    <name>gui::GameListModel</name>
    <message>
        <source>Without a round</source>
        <translation>Без тура</translation>
    </message>
    <message>
        <source>Double-click to open the game on the game sheet</source>
        <translation>Двойной щелчок открывает партию на бланке</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
</context>
<context>
    <name>gui::GameSheet</name>
    <message>
        <source>threefold repetition</source>
        <translation>троекратное повторение позиции</translation>
    </message>
    <message>
        <source>three kings against one</source>
        <translation>три дамки против одной</translation>
    </message>
    <message>
        <source>kings only</source>
        <translation>только дамки</translation>
    </message>
    <message>
        <source>equal material with kings</source>
        <translation>равный материал с дамками</translation>
    </message>
    <message>
        <source>lone king on the main road</source>
        <translation>одинокая дамка на большой дороге</translation>
    </message>
    <message>
        <source>small ending</source>
        <translation>малый эндшпиль</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This move comes after the game was drawn; it does not count.</source>
        <translation>Этот ход сделан после того, как партия уже закончилась вничью; он не учитывается.</translation>
    </message>
    <message>
        <source>The position stands for the third time (plies %1): the player to move may claim a draw.</source>
        <translation>Позиция повторилась в третий раз (полуходы %1): игрок, чья очередь хода, вправе заявить о ничьей.</translation>
    </message>
    <message>
        <source>The position stands for the fourth time (plies %1): the player to move may claim a draw.</source>
        <translation>Позиция повторилась в четвёртый раз (полуходы %1): игрок, чья очередь хода, вправе заявить о ничьей.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 plies since ply %4: the player to move may claim a draw.</source>
        <translation>%1: %2 из %3 полуходов с полухода %4: игрок, чья очередь хода, вправе заявить о ничьей.</translation>
    </message>
    <message>
        <source>Draw: %1 — %2 of %3 %4 since ply %5.</source>
        <translation>Ничья: %1 — %2 из %3 %4 начиная с полухода %5.</translation>
    </message>
    <message>
        <source>plies</source>
        <translation>полуходов</translation>
    </message>
    <message>
        <source>own moves</source>
        <translation>собственных ходов</translation>
    </message>
    <message>
        <source>Endgame database: %1.</source>
        <translation>База эндшпилей: %1.</translation>
    </message>
    <message>
        <source>White&apos;s </source>
        <translation>белых </translation>
    </message>
    <message>
        <source>Black&apos;s </source>
        <translation>чёрных </translation>
    </message>
    <message>
        <source>%1: ply %2 of %3</source>
        <translation>%1: полуход %2 из %3</translation>
    </message>
    <message>
        <source>%1: %2move %3 of %4</source>
        <translation>%1: ход %2%3 из %4</translation>
    </message>
    <message>
        <source>this position has stood %1 times (plies %2)</source>
        <translation>эта позиция повторилась в %1-й раз (полуходы %2)</translation>
    </message>
    <message>
        <source>no game in the text</source>
        <translation>в тексте нет партии</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <source>The game is kept as it was.</source>
        <translation>Партия оставлена как была.</translation>
    </message>
    <message>
        <source>three pieces against a lone king</source>
        <translation>три фигуры против одинокой дамки</translation>
    </message>
    <message>
        <source>lone king on the long diagonal</source>
        <translation>одинокая дамка на большой диагонали</translation>
    </message>
    <message>
        <source>two pieces or fewer against a lone king</source>
        <translation>две фигуры или меньше против одинокой дамки</translation>
    </message>
    <message>
        <source>fourfold repetition</source>
        <translation>четырёхкратное повторение позиции</translation>
    </message>
    <message>
        <source>40 moves without a man&apos;s move or a capture</source>
        <translation>40 ходов без хода простой и без взятия</translation>
    </message>
</context>
<context>
    <name>gui::GameSheetView</name>
    <message>
        <source>c3-d4, cd4, 22-18, c3:e5:g7 … then Enter</source>
        <translation>c3-d4, cd4, 22-18, c3:e5:g7 … затем Enter</translation>
    </message>
    <message>
        <source>Start position (Ctrl+Home)</source>
        <translation>Начальная позиция (Ctrl+Home)</translation>
    </message>
    <message>
        <source>One ply back (Ctrl+Left)</source>
        <translation>На полуход назад (Ctrl+Left)</translation>
    </message>
    <message>
        <source>One ply forward (Ctrl+Right)</source>
        <translation>На полуход вперёд (Ctrl+Right)</translation>
    </message>
    <message>
        <source>Last ply (Ctrl+End)</source>
        <translation>Последний полуход (Ctrl+End)</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>Draw claim…</source>
        <translation>Заявка на ничью…</translation>
    </message>
    <message>
        <source>Open PDN…</source>
        <translation>Открыть PDN…</translation>
    </message>
    <message>
        <source>Paste PDN</source>
        <translation>Вставить PDN</translation>
    </message>
    <message>
        <source>Save to database</source>
        <translation>Сохранить в базе</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ход:</translation>
    </message>
    <message>
        <source>Draw rules:</source>
        <translation>Правила ничьей:</translation>
    </message>
    <message>
        <source>White to move (ply %1 of %2)</source>
        <translation>Ход белых (полуход %1 из %2)</translation>
    </message>
    <message>
        <source>Black to move (ply %1 of %2)</source>
        <translation>Ход чёрных (полуход %1 из %2)</translation>
    </message>
    <message>
        <source>no draw rule is counting</source>
        <translation>ни одно правило ничьей не отсчитывается</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>PDN files (*.pdn);;All files (*)</source>
        <translation>Файлы PDN (*.pdn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>Не удаётся прочитать %1</translation>
    </message>
    <message>
        <source>Game sheet</source>
        <translation>Бланк партии</translation>
    </message>
    <message>
        <source>Replace the rest of the game (1 ply) with this move?</source>
        <translation>Заменить продолжение партии (1 полуход) этим ходом?</translation>
    </message>
    <message>
        <source>Replace the rest of the game (%1 plies) with this move?</source>
        <translation>Заменить продолжение партии (полуходов: %1) этим ходом?</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>Without a round</source>
        <translation>Без тура</translation>
    </message>
    <message>
        <source>Board %1, game 2</source>
        <translation>Доска %1, партия 2</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Доска %1</translation>
    </message>
    <message>
        <source>White: %1</source>
        <translation>Белые: %1</translation>
    </message>
    <message>
        <source>Black: %1</source>
        <translation>Чёрные: %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Throw away the game on the sheet (1 ply)?</source>
        <translation>Стереть партию на бланке (1 полуход)?</translation>
    </message>
    <message>
        <source>Throw away the game on the sheet (%1 plies)?</source>
        <translation>Стереть партию на бланке (полуходов: %1)?</translation>
    </message>
    <message>
        <source>c3-d4, 22-18, c3:e5:g7 … then Enter</source>
        <translation>c3-d4, 22-18, c3:e5:g7 … затем Enter</translation>
    </message>
    <message>
        <source>32-28, 19x28, 28x19x10 … then Enter</source>
        <translation>32-28, 19x28, 28x19x10 … затем Enter</translation>
    </message>
    <message>
        <source>11-15, 22x15, 15x24x31 … then Enter</source>
        <translation>11-15, 22x15, 15x24x31 … затем Enter</translation>
    </message>
</context>
<context>
    <name>gui::GamesTab</name>
    <message>
        <source>a part of either player&apos;s name</source>
        <translation>часть фамилии любого из игроков</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Все туры</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>Without a round</source>
        <translation>Без тура</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>партий: %1 из %2</translation>
    </message>
    <message>
        <source>Delete g&amp;ame…</source>
        <translation>Уд&amp;алить партию…</translation>
    </message>
    <message>
        <source>Delete game %1, %2 – %3? Its moves and claims are removed; the board&apos;s result stays.</source>
        <translation>Удалить партию %1, %2 – %3? Её ходы и заявления будут удалены; результат на доске останется.</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Удаление партии</translation>
    </message>
    <message>
        <source>Why (for the decisions log):</source>
        <translation>Причина (для журнала решений):</translation>
    </message>
    <message>
        <source>Game %1 deleted</source>
        <translation>Партия %1 удалена</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <source>Shashki Arbiter</source>
        <translation>Shashki Arbiter</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>Ту&amp;ры</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>&amp;Таблица</translation>
    </message>
    <message>
        <source>&amp;Crosstable</source>
        <translation>&amp;Кросс-таблица</translation>
    </message>
    <message>
        <source>&amp;Game sheet</source>
        <translation>&amp;Бланк партии</translation>
    </message>
    <message>
        <source>P&amp;layers</source>
        <translation>У&amp;частники</translation>
    </message>
    <message>
        <source>Connected to the database on %1</source>
        <translation>Подключено к базе данных на %1</translation>
    </message>
    <message>
        <source>Connection to the database on %1 lost: trying again</source>
        <translation>Связь с базой данных на %1 потеряна: повторная попытка</translation>
    </message>
    <message>
        <source>Reconnecting to the database on %1…</source>
        <translation>Переподключение к базе данных на %1…</translation>
    </message>
    <message>
        <source>No database: the game sheet works on its own</source>
        <translation>Нет базы данных: бланк партии работает автономно</translation>
    </message>
    <message>
        <source>No tournament open (Ctrl+O)</source>
        <translation>Турнир не открыт (Ctrl+O)</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>Нет базы данных</translation>
    </message>
    <message>
        <source>%1 — Shashki Arbiter</source>
        <translation>%1 — Shashki Arbiter</translation>
    </message>
    <message>
        <source>&amp;Decisions log</source>
        <translation>&amp;Журнал решений</translation>
    </message>
    <message>
        <source>Ga&amp;mes</source>
        <translation>Парт&amp;ии</translation>
    </message>
</context>
<context>
    <name>gui::MoveListModel</name>
    <message>
        <source>draw (%1)</source>
        <translation>ничья (%1)</translation>
    </message>
    <message>
        <source>(3rd time)</source>
        <translation>(3-й раз)</translation>
    </message>
    <message>
        <source>(4th time)</source>
        <translation>(4-й раз)</translation>
    </message>
    <message>
        <source>(%1 plies)</source>
        <translation>(%1 полуходов)</translation>
    </message>
    <message>
        <source>Ply %1: click to show the position after it</source>
        <translation>Полуход %1: щёлкните, чтобы показать позицию после него</translation>
    </message>
    <message>
        <source>No</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>gui::PairingsModel</name>
    <message>
        <source>bye</source>
        <translation>свободен</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>No</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Points before the round</source>
        <translation>Очки перед туром</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Стартовый номер</translation>
    </message>
</context>
<context>
    <name>gui::PlayerDialog</name>
    <message>
        <source>Edit player No %1</source>
        <translation>Данные участника № %1</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Добавить участника</translation>
    </message>
    <message>
        <source>GMI, МС, КМС …</source>
        <translation>МГ, МС, КМС …</translation>
    </message>
    <message>
        <source>region or federation</source>
        <translation>регион или федерация</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Фамилия, имя:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Звание:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Клуб:</translation>
    </message>
    <message>
        <source>&amp;Birth year:</source>
        <translation>&amp;Год рождения:</translation>
    </message>
    <message>
        <source>Re&amp;gion/federation:</source>
        <translation>Ре&amp;гион/федерация:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>gui::PlayersModel</name>
    <message>
        <source>No</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Фамилия, имя</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Год рождения</translation>
    </message>
    <message>
        <source>Region/federation</source>
        <translation>Регион/федерация</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Выбыл после тура</translation>
    </message>
</context>
<context>
    <name>gui::PlayersPage</name>
    <message>
        <source>Importing %1</source>
        <translation>Импорт %1</translation>
    </message>
    <message>
        <source>S&amp;ort by rating</source>
        <translation>&amp;Упорядочить по рейтингу</translation>
    </message>
    <message>
        <source>Move to n&amp;umber…</source>
        <translation>Переместить на &amp;номер…</translation>
    </message>
    <message>
        <source>Draw numbers by &amp;lot</source>
        <translation>&amp;Жеребьёвка номеров</translation>
    </message>
    <message>
        <source>Start numbers are fixed: round 1 is paired.</source>
        <translation>Стартовые номера уже не меняются: 1-й тур сжеребьён.</translation>
    </message>
    <message>
        <source>Start numbers are the pairing numbers: by rating, then title, then name; a late entry goes in at his rank.</source>
        <translation>Стартовые номера — номера для жеребьёвки: по рейтингу, затем по званию, затем по фамилии; опоздавший встаёт на место по рейтингу.</translation>
    </message>
    <message>
        <source>Start numbers are the places in the table: draw them by lot before round 1.</source>
        <translation>Стартовые номера — места в таблице: разыграйте их жребием до 1-го тура.</translation>
    </message>
    <message>
        <source>Round 1 is paired: the start numbers are fixed</source>
        <translation>1-й тур сжеребьён: стартовые номера уже не меняются</translation>
    </message>
    <message>
        <source>Give every player the start number of his place in the initial ranking (rating, then title, then name)?</source>
        <translation>Присвоить каждому участнику стартовый номер по его месту в начальном рейтинге (рейтинг, затем звание, затем фамилия)?</translation>
    </message>
    <message>
        <source>Start numbers given by the initial ranking</source>
        <translation>Стартовые номера присвоены по начальному рейтингу</translation>
    </message>
    <message>
        <source>Move to number</source>
        <translation>Переместить на номер</translation>
    </message>
    <message>
        <source>New start number of %1 (No %2); the players in between move by one:</source>
        <translation>Новый стартовый номер участника %1 (№ %2); участники между ними сдвинутся на один:</translation>
    </message>
    <message>
        <source>%1 now has start number %2</source>
        <translation>У участника %1 теперь стартовый номер %2</translation>
    </message>
    <message>
        <source>Draw every player&apos;s start number by lot? The numbers drawn are logged.</source>
        <translation>Разыграть стартовые номера всех участников жребием? Результат жеребьёвки записывается в журнал.</translation>
    </message>
    <message>
        <source>Start numbers drawn by lot</source>
        <translation>Стартовые номера разыграны жребием</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Снять с турнира…</translation>
    </message>
    <message>
        <source>&amp;Take back the withdrawal</source>
        <translation>&amp;Отменить выбытие</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Добавить участника…</translation>
    </message>
    <message>
        <source>Import from CSV…</source>
        <translation>Импорт из CSV…</translation>
    </message>
    <message>
        <source>Search by name, club or region</source>
        <translation>Поиск по фамилии, клубу или региону</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Поиск:</translation>
    </message>
    <message>
        <source>Double-click a player to edit; with a player selected, Print and PDF give the player&apos;s card</source>
        <translation>Двойной щелчок по участнику — изменить его данные; если участник выбран, печать и PDF дают его карточку</translation>
    </message>
    <message>
        <source>Enter another player with the same name?</source>
        <translation>Внести другого участника с тем же именем?</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Импорт участников</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Файлы CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 не читается</translation>
    </message>
    <message>
        <source>%1:
%2</source>
        <translation>%1:
%2</translation>
    </message>
    <message>
        <source>%1 players entered</source>
        <translation>Внесено участников: %1</translation>
    </message>
    <message>
        <source>Take back the withdrawal of %1 (No %2)?</source>
        <translation>Отменить выбытие участника %1 (№ %2)?</translation>
    </message>
    <message>
        <source>Delete %1 (No %2)? This cannot be undone.</source>
        <translation>Удалить участника %1 (№ %2)? Это нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>gui::ReportOutput</name>
    <message>
        <source>No round is paired yet: there are no pairings to print.</source>
        <translation>Жеребьёвка ещё не проводилась: печатать пока нечего.</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Записан файл %1</translation>
    </message>
</context>
<context>
    <name>gui::ExportFolder</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>gui::PairRoundDialog</name>
    <message>
        <source>Pair round %1</source>
        <translation>Жеребьёвка %1-го тура</translation>
    </message>
    <message>
        <source>Pair round %1?</source>
        <translation>Провести жеребьёвку %1-го тура?</translation>
    </message>
    <message>
        <source>%1 (No %2), withdrawn after round %3</source>
        <translation>%1 (№ %2), выбыл после %3-го тура</translation>
    </message>
    <message>
        <source>Every player is paired.</source>
        <translation>В жеребьёвке участвуют все.</translation>
    </message>
    <message>
        <source>Not paired: %1.</source>
        <translation>Не участвуют в жеребьёвке: %1.</translation>
    </message>
    <message>
        <source>Players asking for a &amp;bye this round:</source>
        <translation>Участники, попросившие &amp;свободный тур в этом туре:</translation>
    </message>
    <message>
        <source>half a point</source>
        <translation>пол-очка</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>ноль очков</translation>
    </message>
    <message>
        <source>A requested bye &amp;scores:</source>
        <translation>Свободный тур по просьбе &amp;даёт:</translation>
    </message>
    <message>
        <source>Draw the &amp;order of the table&apos;s rounds by lot</source>
        <translation>Разыграть &amp;порядок туров таблицы жребием</translation>
    </message>
    <message>
        <source>&amp;Pair</source>
        <translation>&amp;Жеребьёвка</translation>
    </message>
</context>
<context>
    <name>gui::RoundsTab</name>
    <message>
        <source>Show i&amp;t</source>
        <translation>&amp;Показать его</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>Round %1 was paired by another judge; round %2 stays shown while you type.</source>
        <translation>%1-й тур сжеребьён другим судьёй; пока вы вводите, показан %2-й тур.</translation>
    </message>
    <message>
        <source>Round %1 was paired by another judge and is shown now.</source>
        <translation>%1-й тур сжеребьён другим судьёй и теперь показан.</translation>
    </message>
    <message>
        <source>; the order of the table&apos;s rounds drawn by lot: %1</source>
        <translation>; порядок туров таблицы выбран жребием: %1</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>нет результата</translation>
    </message>
    <message>
        <source>&amp;Pair next round…</source>
        <translation>&amp;Жеребьёвка следующего тура…</translation>
    </message>
    <message>
        <source>&amp;Swap colours…</source>
        <translation>Поменять &amp;цвета…</translation>
    </message>
    <message>
        <source>E&amp;xchange…</source>
        <translation>Поменять &amp;местами…</translation>
    </message>
    <message>
        <source>&amp;Unpair round…</source>
        <translation>&amp;Отменить жеребьёвку…</translation>
    </message>
    <message>
        <source>Shashki Arbiter</source>
        <translation>Shashki Arbiter</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <source>Selected board:</source>
        <translation>Выбранная доска:</translation>
    </message>
    <message>
        <source>Type 1, 0, =, + or - to save the selected board&apos;s result and move on; Delete clears it</source>
        <translation>Наберите 1, 0, =, + или -, чтобы записать результат выбранной доски и перейти дальше; Delete стирает его</translation>
    </message>
    <message>
        <source>Save &amp;mine</source>
        <translation>Сохранить &amp;мой</translation>
    </message>
    <message>
        <source>&amp;Keep theirs</source>
        <translation>Оставить &amp;чужой</translation>
    </message>
    <message>
        <source>board and result, e.g. 3 = or 5 1 (Enter)</source>
        <translation>доска и результат, например 3 = или 5 1 (Enter)</translation>
    </message>
    <message>
        <source>R&amp;esult:</source>
        <translation>Ре&amp;зультат:</translation>
    </message>
    <message>
        <source>Select a board first, then type its result.</source>
        <translation>Сначала выберите доску, затем наберите её результат.</translation>
    </message>
    <message>
        <source>Board %1 is a bye: it has no result to enter.</source>
        <translation>Доска %1 — свободный от игры тур: результат не вводится.</translation>
    </message>
    <message>
        <source>Board %1 has %2. Replace it with %3?</source>
        <translation>На доске %1 записано %2. Заменить на %3?</translation>
    </message>
    <message>
        <source>Board %1 has %2. Clear it?</source>
        <translation>На доске %1 записано %2. Стереть?</translation>
    </message>
    <message>
        <source>Board %1: %2 saved</source>
        <translation>Доска %1: результат %2 записан</translation>
    </message>
    <message>
        <source>Board %1: result cleared</source>
        <translation>Доска %1: результат стёрт</translation>
    </message>
    <message>
        <source>Select a board first.</source>
        <translation>Сначала выберите доску.</translation>
    </message>
    <message>
        <source>Type the board and the result: &quot;3 =&quot;, &quot;5 1&quot;, &quot;2 +&quot; (&quot;4/2 0&quot; for game 2 of a micro-match).</source>
        <translation>Введите доску и результат: «3 =», «5 1», «2 +» («4/2 0» — для 2-й партии микроматча).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number</source>
        <translation>«%1» — не номер доски</translation>
    </message>
    <message>
        <source>Board %1 was changed by another judge to %2; your %3 is not saved</source>
        <translation>Результат доски %1 изменил другой судья: %2; ваш %3 не записан</translation>
    </message>
    <message>
        <source>Opening: %1</source>
        <translation>Дебют: %1</translation>
    </message>
    <message>
        <source>Pair round %1?</source>
        <translation>Провести жеребьёвку %1-го тура?</translation>
    </message>
    <message>
        <source>Round %1 paired</source>
        <translation>Жеребьёвка %1-го тура проведена</translation>
    </message>
    <message>
        <source>Board %1 is a bye: it has no colours to swap.</source>
        <translation>Доска %1 — свободный от игры тур: цвета не меняются.</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Поменять цвета</translation>
    </message>
    <message>
        <source>Board %1: %2 takes White and %3 Black. Why (for the decisions log):</source>
        <translation>Доска %1: белыми будет играть %2, чёрными — %3. Причина (для журнала решений):</translation>
    </message>
    <message>
        <source>Board %1: colours swapped</source>
        <translation>Доска %1: цвета поменяны</translation>
    </message>
    <message>
        <source>Players %1 and %2 exchanged seats</source>
        <translation>Участники %1 и %2 поменялись местами</translation>
    </message>
    <message>
        <source>Only the last round, %1, can be unpaired; round %2 is shown.</source>
        <translation>Отменить можно только жеребьёвку последнего тура (%1); показан тур %2.</translation>
    </message>
    <message>
        <source>Unpair round</source>
        <translation>Отмена жеребьёвки</translation>
    </message>
    <message>
        <source>Unpair round %1? Its pairing is removed.</source>
        <translation>Отменить жеребьёвку тура %1? Его пары будут удалены.</translation>
    </message>
    <message>
        <source>Why (for the decisions log):</source>
        <translation>Причина (для журнала решений):</translation>
    </message>
    <message>
        <source>Round %1 unpaired</source>
        <translation>Жеребьёвка тура %1 отменена</translation>
    </message>
    <message>
        <source>Round %1 paired; the opening drawn: %2</source>
        <translation>Жеребьёвка %1-го тура проведена; выпал дебют: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>No round is paired yet: Pair next round (Ctrl+R) pairs round 1. Games imported without a round are on the Games tab.</source>
        <translation>Жеребьёвка ещё не проводилась: «Жеребьёвка следующего тура» (Ctrl+R) проведёт жеребьёвку 1-го тура. Партии, импортированные без тура, — на вкладке «Партии».</translation>
    </message>
    <message>
        <source>; initial colour drawn by lot: White</source>
        <translation>; начальный цвет по жребию: белые</translation>
    </message>
    <message>
        <source>; initial colour drawn by lot: Black</source>
        <translation>; начальный цвет по жребию: чёрные</translation>
    </message>
</context>
<context>
    <name>gui::SettingNames</name>
    <message>
        <source>round robin</source>
        <translation>круговая система</translation>
    </message>
    <message>
        <source>double round robin</source>
        <translation>двухкруговая система</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>швейцарская система</translation>
    </message>
    <message>
        <source>match</source>
        <translation>матч</translation>
    </message>
    <message>
        <source>1 - ½ - 0 (win, draw, loss)</source>
        <translation>1 - ½ - 0 (победа, ничья, поражение)</translation>
    </message>
    <message>
        <source>2 - 1 - 0 (win, draw, loss)</source>
        <translation>2 - 1 - 0 (победа, ничья, поражение)</translation>
    </message>
    <message>
        <source>Russian draughts, FMJD rules</source>
        <translation>русские шашки, правила ФМЖД</translation>
    </message>
    <message>
        <source>Russian draughts, rules of 2010</source>
        <translation>русские шашки, правила 2010 г.</translation>
    </message>
    <message>
        <source>game points</source>
        <translation>очки за партии</translation>
    </message>
    <message>
        <source>match points</source>
        <translation>очки за матчи</translation>
    </message>
    <message>
        <source>as FIDE rules of 2024 (a dummy opponent)</source>
        <translation>по правилам ФИДЕ 2024 г. (условный соперник)</translation>
    </message>
    <message>
        <source>played games only</source>
        <translation>только сыгранные партии</translation>
    </message>
    <message>
        <source>as FIDE rules of 2009 (a virtual opponent)</source>
        <translation>по правилам ФИДЕ 2009 г. (виртуальный соперник)</translation>
    </message>
    <message>
        <source>as FIDE: played games stand</source>
        <translation>по правилам ФИДЕ: сыгранные партии остаются</translation>
    </message>
    <message>
        <source>Russian: fewer than half played, all annulled; else the rest lost</source>
        <translation>по российским правилам: сыграно меньше половины — все аннулируются, иначе остальные проиграны</translation>
    </message>
    <message>
        <source>none</source>
        <translation>без ускорения</translation>
    </message>
    <message>
        <source>Baku acceleration</source>
        <translation>бакинское ускорение</translation>
    </message>
    <message>
        <source>White</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>drawn by lot at round 1</source>
        <translation>по жребию при жеребьёвке 1-го тура</translation>
    </message>
    <message>
        <source>Brazilian draughts, FMJD rules</source>
        <translation>бразильские шашки, правила ФМЖД</translation>
    </message>
    <message>
        <source>International draughts, FMJD rules</source>
        <translation>международные шашки, правила ФМЖД</translation>
    </message>
    <message>
        <source>English checkers, WCDF rules</source>
        <translation>английские шашки, правила WCDF</translation>
    </message>
    <message>
        <source>Italian draughts, FID rules</source>
        <translation>итальянские шашки, правила FID</translation>
    </message>
    <message>
        <source>Pool checkers, APCA rules</source>
        <translation>американские шашки пул, правила APCA</translation>
    </message>
    <message>
        <source>Russian draughts (64 squares)</source>
        <translation>русские шашки (64 поля)</translation>
    </message>
    <message>
        <source>Brazilian draughts (64 squares)</source>
        <translation>бразильские шашки (64 поля)</translation>
    </message>
    <message>
        <source>International draughts (100 squares)</source>
        <translation>международные шашки (100 полей)</translation>
    </message>
    <message>
        <source>English checkers (64 squares, Black first)</source>
        <translation>английские шашки (64 поля, первыми ходят чёрные)</translation>
    </message>
    <message>
        <source>Italian draughts (64 squares)</source>
        <translation>итальянские шашки (64 поля)</translation>
    </message>
    <message>
        <source>Pool checkers (64 squares, Black first)</source>
        <translation>американские шашки пул (64 поля, первыми ходят чёрные)</translation>
    </message>
    <message>
        <source>Giveaway (Russian draughts, the aim reversed)</source>
        <translation>поддавки (обратные русские шашки)</translation>
    </message>
</context>
<context>
    <name>gui::SheetController</name>
    <message>
        <source>Ruling recorded in the decisions log; it is linked to the game when the sheet is saved</source>
        <translation>Решение записано в журнал; оно будет привязано к партии, когда бланк будет записан</translation>
    </message>
    <message numerus="yes">
        <source>; %n ruling(s) on draw claims linked to it</source>
        <translation>
            <numerusform>; к ней привязано %n решение по заявке на ничью</numerusform>
            <numerusform>; к ней привязано %n решения по заявкам на ничью</numerusform>
            <numerusform>; к ней привязано %n решений по заявкам на ничью</numerusform>
        </translation>
    </message>
    <message>
        <source>Ruling recorded in the decisions log</source>
        <translation>Решение записано в журнал решений</translation>
    </message>
    <message>
        <source>Game opened: %1 – %2, %3 plies</source>
        <translation>Открыта партия %1 – %2, полуходов: %3</translation>
    </message>
    <message>
        <source>The stored game is read up to a wrong move: %1</source>
        <translation>Сохранённая партия прочитана до неверного хода: %1</translation>
    </message>
    <message>
        <source>No game 2 of board %1 of round %2 is stored</source>
        <translation>Партия 2 доски %1 тура %2 не сохранена</translation>
    </message>
    <message>
        <source>No game of board %1 of round %2 is stored</source>
        <translation>Партия доски %1 тура %2 не сохранена</translation>
    </message>
    <message>
        <source>No game of %1 in round %2 is stored</source>
        <translation>Партия игрока %1 в туре %2 не сохранена</translation>
    </message>
    <message>
        <source>No game of %1 and %2 is stored</source>
        <translation>Партия %1 – %2 не сохранена</translation>
    </message>
    <message>
        <source>Open a tournament and the round of the game first.</source>
        <translation>Сначала откройте турнир и тур, в котором сыграна партия.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Board of round %1:</source>
        <translation>Доска в %1-м туре:</translation>
    </message>
    <message>
        <source>Save the game on the sheet to board %1 of round %2 (%3 – %4)?</source>
        <translation>Записать партию с бланка на доску %1 %2-го тура (%3 – %4)?</translation>
    </message>
    <message>
        <source>Game of the micro-match:</source>
        <translation>Партия микроматча:</translation>
    </message>
    <message>
        <source>Game saved: board %1 of round %2, %3 plies</source>
        <translation>Партия сохранена: доска %1, тур %2, полуходов: %3</translation>
    </message>
    <message>
        <source>The game on the sheet is of %1; this tournament plays %2.</source>
        <translation>Партия в бланке — %1; в этом турнире играют %2.</translation>
    </message>
    <message>
        <source>Open a tournament with a paired round first.</source>
        <translation>Сначала откройте турнир с проведённой жеребьёвкой тура.</translation>
    </message>
    <message>
        <source>Blank game sheet</source>
        <translation>Пустой бланк партии</translation>
    </message>
    <message>
        <source>Board %1 is a bye.</source>
        <translation>На доске %1 — свободный от игры.</translation>
    </message>
    <message>
        <source>sheet-round%1-board%2.pdf</source>
        <translation>бланк-тур%1-доска%2.pdf</translation>
    </message>
    <message>
        <source>Round %1 has no game to write down: every board is a bye.</source>
        <translation>В %1-м туре нет партий для записи: на всех досках свободные от игры.</translation>
    </message>
    <message>
        <source>Blank game sheets of the round</source>
        <translation>Пустые бланки тура</translation>
    </message>
    <message>
        <source>sheets-round%1.pdf</source>
        <translation>бланки-тур%1.pdf</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game sheet(s) to %1</source>
        <translation>
            <numerusform>%n бланк записан в %1</numerusform>
            <numerusform>%n бланка записаны в %1</numerusform>
            <numerusform>%n бланков записаны в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Записан файл %1</translation>
    </message>
    <message>
        <source>Export the game as PDF</source>
        <translation>Сохранить партию в PDF</translation>
    </message>
    <message>
        <source>game.pdf</source>
        <translation>партия.pdf</translation>
    </message>
</context>
<context>
    <name>gui::StandingsPage</name>
    <message>
        <source>The standings after this round; the last one follows new results</source>
        <translation>Положение после этого тура; последний тур следует за новыми результатами</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>После &amp;тура:</translation>
    </message>
    <message>
        <source>Tie-breaks: %1</source>
        <translation>Дополнительные показатели: %1</translation>
    </message>
    <message>
        <source>%1 (No %2)</source>
        <translation>%1 (№ %2)</translation>
    </message>
    <message>
        <source>%1 before round 1</source>
        <translation>%1 до 1-го тура</translation>
    </message>
    <message>
        <source>%1 after round %2</source>
        <translation>%1 после %2-го тура</translation>
    </message>
    <message>
        <source>Withdrew: %1</source>
        <translation>Выбыли: %1</translation>
    </message>
</context>
<context>
    <name>gui::TournamentActions</name>
    <message>
        <source>The database holds no tournament yet: create one (Ctrl+N) or import games.</source>
        <translation>В базе данных пока нет турниров: создайте турнир (Ctrl+N) или импортируйте партии.</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Открыть турнир</translation>
    </message>
    <message>
        <source>Tournament:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <source>Change a pairing setting</source>
        <translation>Изменение параметра жеребьёвки</translation>
    </message>
    <message>
        <source>Change it all the same? The reason (for the decisions log):</source>
        <translation>Всё равно изменить? Причина (для журнала решений):</translation>
    </message>
</context>
<context>
    <name>gui::TournamentDialog</name>
    <message>
        <source>with an increment per move</source>
        <translation>с добавлением времени за каждый ход</translation>
    </message>
    <message>
        <source>micro-matches: two games on a drawn opening</source>
        <translation>микроматчи: две партии с жеребьёвкой дебюта</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>Настройки турнира</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>as the system gives</source>
        <translation>по системе</translation>
    </message>
    <message>
        <source>the system&apos;s preset, or e.g. WIN,SB,DE</source>
        <translation>по умолчанию для системы или, например, WIN,SB,DE</translation>
    </message>
    <message>
        <source>e.g. 60 min + 30 s</source>
        <translation>например, 60 мин + 30 с</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>&amp;Система:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>Количество &amp;туров:</translation>
    </message>
    <message>
        <source>S&amp;coring:</source>
        <translation>Начисление &amp;очков:</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks:</source>
        <translation>&amp;Дополнительные показатели:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Контроль времени:</translation>
    </message>
    <message>
        <source>Standings count:</source>
        <translation>Места в таблице по:</translation>
    </message>
    <message>
        <source>Unplayed games:</source>
        <translation>Несыгранные партии:</translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation>Место проведения:</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>Начало:</translation>
    </message>
    <message>
        <source>Ends:</source>
        <translation>Окончание:</translation>
    </message>
    <message>
        <source>Chief arbiter:</source>
        <translation>Главный судья:</translation>
    </message>
    <message>
        <source>A tournament needs a name.</source>
        <translation>У турнира должно быть название.</translation>
    </message>
    <message>
        <source>Withdrawn players&apos; games:</source>
        <translation>Партии выбывших:</translation>
    </message>
    <message>
        <source>Accelerated pairings:</source>
        <translation>Ускоренная жеребьёвка:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>ДД.ММ.ГГГГ</translation>
    </message>
    <message>
        <source>The system&apos;s preset.</source>
        <translation>Набор, принятый для системы проведения.</translation>
    </message>
    <message>
        <source>Not a list of tie-break codes.</source>
        <translation>Это не список кодов дополнительных показателей.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of tie-breaks: give their codes separated by commas (%2), or a preset (%3).</source>
        <translation>«%1» — не список дополнительных показателей: укажите их коды через запятую (%2) или готовый набор (%3).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (%2).</source>
        <translation>«%1» — не дата (%2).</translation>
    </message>
    <message>
        <source>Swiss: the colour of the higher player with an odd pairing number when neither has a colour preference (FIDE C.04.3 E.5)</source>
        <translation>Швейцарская система: цвет старшего игрока пары с нечётным стартовым номером, когда ни у кого нет цветового предпочтения (правила ФИДЕ для голландской системы)</translation>
    </message>
    <message>
        <source>Initial colour:</source>
        <translation>Начальный цвет:</translation>
    </message>
    <message>
        <source>Draughts:</source>
        <translation>Шашки:</translation>
    </message>
</context>
<context>
    <name>gui::TournamentSession</name>
    <message>
        <source>The import was stopped.</source>
        <translation>Импорт остановлен.</translation>
    </message>
    <message>
        <source>Reading the players…</source>
        <translation>Чтение списка участников…</translation>
    </message>
    <message>
        <source>Looking for players entered twice…</source>
        <translation>Поиск участников, внесённых дважды…</translation>
    </message>
    <message>
        <source>%1 of %2 players stored</source>
        <translation>Сохранено участников: %1 из %2</translation>
    </message>
    <message>
        <source>%1 of %2 players entered</source>
        <translation>Внесено участников: %1 из %2</translation>
    </message>
    <message>
        <source>%1: owner of the database</source>
        <translation>%1: владелец базы данных</translation>
    </message>
    <message>
        <source>%1: no role of the tournament hall</source>
        <translation>%1: без роли в турнирном зале</translation>
    </message>
    <message>
        <source>%1: chief arbiter</source>
        <translation>%1: главный судья</translation>
    </message>
    <message>
        <source>%1: judge</source>
        <translation>%1: судья</translation>
    </message>
    <message>
        <source>%1: viewer</source>
        <translation>%1: зритель</translation>
    </message>
    <message>
        <source>Only a chief arbiter&apos;s login may do this: %1 is a judge&apos;s login</source>
        <translation>Это может только логин главного судьи: %1 — логин судьи</translation>
    </message>
    <message>
        <source>Only a chief arbiter&apos;s login may do this: %1 is a viewer&apos;s login</source>
        <translation>Это может только логин главного судьи: %1 — логин зрителя</translation>
    </message>
    <message>
        <source>Only a judge&apos;s or the chief arbiter&apos;s login may enter results: %1 is a viewer&apos;s login</source>
        <translation>Результаты вводят только логины судей и главного судьи: %1 — логин зрителя</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result: 1, =, 0, +, - or -- (both forfeited)</source>
        <translation>«%1» — не результат: 1, =, 0, +, - или -- (неявка обоих)</translation>
    </message>
    <message>
        <source>Nothing was entered.</source>
        <translation>Ничего не внесено.</translation>
    </message>
    <message>
        <source>no player has start number %1</source>
        <translation>нет участника со стартовым номером %1</translation>
    </message>
    <message>
        <source>No %1</source>
        <translation>№ %1</translation>
    </message>
    <message>
        <source>, born %1</source>
        <translation>, %1 г. р.</translation>
    </message>
    <message>
        <source>, rating %1</source>
        <translation>, рейтинг %1</translation>
    </message>
    <message>
        <source>A player named %1 (%2) is entered already.</source>
        <translation>Участник %1 (%2) уже заявлен.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Турнир не открыт.</translation>
    </message>
    <message>
        <source>line %1: %2 fields; a line is name;rating;title;club;birth year</source>
        <translation>строка %1: полей — %2; строка имеет вид имя;рейтинг;звание;клуб;год рождения</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2 is on line %3 already</source>
        <translation>строка %1: %2 уже есть в строке %3</translation>
    </message>
    <message>
        <source>%1 could not be entered: %2</source>
        <translation>не удалось заявить %1: %2</translation>
    </message>
</context>
<context>
    <name>gui::UndoHistory</name>
    <message>
        <source>Undo %1</source>
        <translation>Отменить %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Повторить %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>gui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open tournament…</source>
        <translation>&amp;Открыть турнир…</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Настройки &amp;турнира…</translation>
    </message>
    <message>
        <source>&amp;Import games (PDN)…</source>
        <translation>&amp;Импорт партий (PDN)…</translation>
    </message>
    <message>
        <source>&amp;Audit a PDN file…</source>
        <translation>&amp;Проверить файл PDN…</translation>
    </message>
    <message>
        <source>Build the &amp;endgame database…</source>
        <translation>Построить &amp;базу эндшпилей…</translation>
    </message>
    <message>
        <source>Export report as &amp;PDF…</source>
        <translation>Экспорт отчёта в &amp;PDF…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>П&amp;равка</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>Т&amp;ур</translation>
    </message>
    <message>
        <source>&amp;Pair next round…</source>
        <translation>&amp;Жеребьёвка следующего тура…</translation>
    </message>
    <message>
        <source>&amp;Unpair the round shown…</source>
        <translation>&amp;Отменить жеребьёвку показанного тура…</translation>
    </message>
    <message>
        <source>&amp;Swap colours of the selected board…</source>
        <translation>Поменять &amp;цвета на выбранной доске…</translation>
    </message>
    <message>
        <source>E&amp;xchange a player of the selected board…</source>
        <translation>Поменять &amp;местами участника выбранной доски…</translation>
    </message>
    <message>
        <source>&amp;Enter a result</source>
        <translation>&amp;Ввести результат</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <source>&amp;New game sheet</source>
        <translation>&amp;Новый бланк партии</translation>
    </message>
    <message>
        <source>&amp;Draw claim…</source>
        <translation>&amp;Заявка на ничью…</translation>
    </message>
    <message>
        <source>&amp;Save game to the database</source>
        <translation>&amp;Сохранить партию в базе</translation>
    </message>
    <message>
        <source>Print a &amp;blank game sheet…</source>
        <translation>Напечатать &amp;пустой бланк партии…</translation>
    </message>
    <message>
        <source>Print the blank game sheets of the &amp;round…</source>
        <translation>Напечатать пустые бланки всего &amp;тура…</translation>
    </message>
    <message>
        <source>Export the game as PD&amp;F…</source>
        <translation>Сохранить партию в PD&amp;F…</translation>
    </message>
    <message>
        <source>Enter a &amp;move</source>
        <translation>Ввести &amp;ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The language changes when Shashki Arbiter starts again.</source>
        <translation>Язык сменится после перезапуска Shashki Arbiter.</translation>
    </message>
</context>
<context>
    <name>gui::WithdrawDialog</name>
    <message>
        <source>Withdraw %1 (No %2)</source>
        <translation>Снять с турнира: %1 (№ %2)</translation>
    </message>
    <message>
        <source>%1 (No %2) withdraws from the tournament.</source>
        <translation>%1 (№ %2) выбывает из турнира.</translation>
    </message>
    <message>
        <source>before round 1</source>
        <translation>до 1-го тура</translation>
    </message>
    <message>
        <source>for the decisions log</source>
        <translation>для журнала решений</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;После тура:</translation>
    </message>
    <message>
        <source>&amp;Why:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Снять с турнира</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
</TS>
