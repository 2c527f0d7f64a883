#include "dbcommand.h"

#include "app/tournament/backuprestore.h"
#include "app/tournament/database.h"
#include "app/tournament/databaseadmin.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/passwordprompt.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/reportlanguage.h"

#include <cstdlib>
#include <ostream>
#include <string_view>

namespace app {

namespace {

constexpr std::string_view dbUsage =
    R"(Usage: shashki db status|start|stop|migrate [--db URL]
       shashki db backup FILE [--db URL]
       shashki db restore FILE [--db URL]
       shashki db user add NAME --role chief|judge|viewer [--password] [--db URL]
       shashki db user remove NAME [--db URL]
       shashki db user list [--db URL]

The tournament database. With --db URL (or $SHASHKI_DB: a libpq connection URI or service name;
passwords belong in ~/.pgpass) it is a shared server; without, the tool's own PostgreSQL cluster
in $SHASHKI_CLUSTER_DIR, else ~/.local/share/shashki/cluster (/var/lib/shashki/cluster as root),
created on first use and reached through a private unix socket only.
  status   the server, the database and its migrations
  start    start the embedded server and keep it running (until db stop)
  stop     stop the embedded server
  migrate  apply the pending schema migrations
  backup   write the database to FILE (pg_dump, custom format)
  restore  load FILE, a backup made by db backup, into an empty database: this program's
           migrations build the schema, then the backup's rows go in, in one transaction;
           anything else in FILE (functions, extensions …) is refused. Restoring other dumps
           is a database administrator's job (pg_restore by hand)
  user     the logins of a tournament hall on a shared server, each in one role: chief (pairs,
           enters players, changes settings), judge (results, game sheets, claims), viewer
           (reads); --password asks for the login's password (or reads a line of standard input)
           and stores only its SCRAM hash. Needs an administrator's login (CREATEROLE).
A command that needs the embedded server starts it and stops it again when it is done, unless
db start started it or another client still uses it.
)";

constexpr std::string_view dbUsageRu =
    R"(Запуск: shashki db status|start|stop|migrate [--db URL]
        shashki db backup ФАЙЛ [--db URL]
        shashki db restore ФАЙЛ [--db URL]
        shashki db user add ИМЯ --role chief|judge|viewer [--password] [--db URL]
        shashki db user remove ИМЯ [--db URL]
        shashki db user list [--db URL]

База данных турниров. С --db URL (или $SHASHKI_DB: URI подключения libpq или имя службы; пароли
хранятся в ~/.pgpass) это общий сервер; без него — собственный кластер PostgreSQL программы
в $SHASHKI_CLUSTER_DIR, иначе в ~/.local/share/shashki/cluster (/var/lib/shashki/cluster от имени
root), создаваемый при первом использовании и доступный только через закрытый unix-сокет.
  status   сервер, база данных и её миграции
  start    запустить встроенный сервер и оставить его работающим (до db stop)
  stop     остановить встроенный сервер
  migrate  применить ожидающие миграции схемы
  backup   записать базу данных в ФАЙЛ (pg_dump, формат custom)
  restore  загрузить ФАЙЛ — резервную копию, сделанную db backup, — в пустую базу данных:
           схему создают миграции этой программы, затем строки копии вносятся одной транзакцией;
           всё прочее в файле (функции, расширения …) отвергается. Восстановление других дампов —
           дело администратора базы данных (pg_restore вручную)
  user     учётные записи турнирного зала на общем сервере, каждая в одной роли: chief (главный
           судья: жеребьёвка, участники, настройки), judge (судья: результаты, бланки партий,
           заявки), viewer (зритель: только просмотр); --password запрашивает пароль учётной
           записи (или читает строку стандартного ввода) и хранит только его хеш SCRAM. Нужна
           учётная запись администратора (CREATEROLE).
Команда, которой нужен встроенный сервер, запускает его и по окончании снова останавливает, если
только его не запустила db start и им не пользуется другой клиент.
)";

int fail(std::ostream &err, const std::string &action, const Problem &problem)
{
    err << "shashki db " << action << ": " << describe(problem, cliLanguage()) << "\n";
    return ChecksFailed;
}

int runUser(const std::vector<std::string> &words, const CommandLine &options,
            db::PgConnection &connection, std::ostream &out, std::ostream &err)
{
    const std::string verb = words.empty() ? std::string() : words.front();
    if (verb == "list" && words.size() == 1) {
        const auto logins = hallLogins(connection);
        if (!logins)
            return fail(err, "user list", logins.error());
        for (const HallLoginListing &login : *logins)
            out << login.name << "\t" << login.role << "\n";
        return Success;
    }
    if ((verb != "add" && verb != "remove") || words.size() != 2) {
        err << said("shashki db user: expected add NAME --role ROLE, remove NAME or list\n",
                    "shashki db user: ожидается add ИМЯ --role РОЛЬ, remove ИМЯ или list\n");
        return BadUsage;
    }
    const std::string &name = words[1];
    if (verb == "remove") {
        if (options.has("role") || options.has("password")) {
            err << said("shashki db user remove: takes only NAME\n",
                        "shashki db user remove: принимает только ИМЯ\n");
            return BadUsage;
        }
        if (const auto failure = removeHallLogin(connection, name))
            return fail(err, "user remove", *failure);
        out << said("removed login ", "удалена учётная запись «") << name << said("\n", "»\n");
        return Success;
    }
    const auto role = options.choiceOption("role", {"chief", "judge", "viewer"}, "db user", err);
    if (role.refused)
        return BadUsage;
    if (!role.value) {
        err << said("shashki db user add: --role chief, judge or viewer is needed\n",
                    "shashki db user add: нужен параметр --role chief, judge или viewer\n");
        return BadUsage;
    }
    std::optional<std::string> password;
    if (options.has("password")) {
        password = readPassword(
            said("password for ", "пароль учётной записи «") + name + said(": ", "»: "), err);
        if (!password) {
            err << said("shashki db user add: no password was given\n",
                        "shashki db user add: пароль не введён\n");
            return BadUsage;
        }
    }
    // choiceOption took one of the three words.
    if (const auto failure = addHallLogin(connection, name, *role.value, password))
        return fail(err, "user add", *failure);
    out << said("added login ", "добавлена учётная запись «") << name << said(" (", "» (")
        << *role.value << ")\n";
    return Success;
}

} // namespace

int runDb(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty() || args.front() == "--help") {
        (args.empty() ? err : out) << said(dbUsage, dbUsageRu);
        return args.empty() ? BadUsage : Success;
    }
    const std::string action = args.front();
    const bool takesFile = action == "backup" || action == "restore";
    const bool user = action == "user";
    if (!takesFile && !user && action != "status" && action != "start" && action != "stop" &&
        action != "migrate") {
        err << said("shashki db: unknown action '", "shashki db: неизвестное действие «") << action
            << said("'; see shashki db --help\n", "»; см. shashki db --help\n");
        return BadUsage;
    }
    const CommandLine options({args.begin() + 1, args.end()},
                              {{"db", true}, {"help", false}, {"role", true}, {"password", false}});
    const std::string usage = said(dbUsage, dbUsageRu);
    if (const auto finished = options.handleUsage("db " + action, usage, out, err,
                                                  takesFile ? 1
                                                  : user    ? 2
                                                            : 0))
        return *finished;
    if (!user && (options.has("role") || options.has("password"))) {
        err << "shashki db " << action
            << said(": --role and --password are options of db user\n",
                    ": --role и --password — параметры команды db user\n");
        return BadUsage;
    }
    if (takesFile && options.positional().empty()) {
        err << "shashki db " << action << said(": expected a FILE\n", ": ожидается ФАЙЛ\n");
        return BadUsage;
    }

    const std::optional<std::string> url = databaseUrl(options);
    if (url && (action == "start" || action == "stop")) {
        err << "shashki db " << action
            << said(": the server at --db/SHASHKI_DB is not managed by shashki\n",
                    ": сервером из --db/SHASHKI_DB shashki не управляет\n");
        return BadUsage;
    }

    if (action == "start") {
        const auto started = startEmbeddedCluster();
        if (!started)
            return fail(err, action, started.error());
        out << said("embedded PostgreSQL running in ", "встроенный PostgreSQL работает в ")
            << started->string() << "\n";
        return Success;
    }
    if (action == "stop") {
        if (const auto failure = stopEmbeddedCluster())
            return fail(err, action, *failure);
        out << said("embedded PostgreSQL stopped\n", "встроенный PostgreSQL остановлен\n");
        return Success;
    }
    if (action == "status" && !url) {
        const auto state = embeddedClusterState();
        if (!state)
            return fail(err, action, state.error());
        const EmbeddedClusterState &cluster = *state;
        out << said("embedded PostgreSQL in ", "встроенный PostgreSQL в ") << cluster.root.string()
            << ": "
            << (cluster.state == ClusterState::NotCreated ? said("not created yet", "ещё не создан")
                : cluster.state == ClusterState::Running ? said("running", "работает")
                                                         : said("stopped", "остановлен"))
            << "\n";
        if (cluster.state != ClusterState::Running)
            return Success;
    }

    auto reached = reachDatabase(url);
    if (!reached)
        return fail(err, action, reached.error());
    Database &database = reached.value();

    if (action == "backup") {
        const std::string file = options.positional().front();
        if (const auto problem = backUpDatabase(database, file))
            return fail(err, action, *problem);
        out << said("backed up to ", "резервная копия записана в ") << file << "\n";
        return Success;
    }
    if (const auto failure = connectDatabase(database))
        return fail(err, action, *failure);
    db::PgConnection &connection = *database.connection;
    if (takesFile) {
        // Never pg_restore into the database: the archive's SQL could run anything as the
        // server's account. Its rows only, into an empty database (backuprestore.h).
        const std::string file = options.positional().front();
        const auto restored = restoreBackup(connection, file);
        if (!restored) {
            err << "shashki db restore: " << describe(restored.error(), cliLanguage()) << "\n";
            return restored.error().code == ProblemCode::BackupUnreadable ? BadUsage : ChecksFailed;
        }
        const long long rows = restored->rows;
        const int tables = restored->tables;
        const int pending = restored->pendingMigrations;
        if (cliLanguage() == Language::Russian)
            out << "база данных восстановлена из " << file << ": " << rows << " "
                << russianNoun(rows, "строка", "строки", "строк") << " в " << tables << " "
                << russianNoun(tables, "таблице", "таблицах", "таблицах")
                << ", схема — на миграции " << restored->migration << "\n";
        else
            out << "restored from " << file << ": " << rows << " rows into " << tables
                << " tables, schema at migration " << restored->migration << "\n";
        if (pending > 0 && cliLanguage() == Language::Russian)
            out << pending << " "
                << russianNoun(pending, "более новая миграция ожидает",
                               "более новые миграции ожидают", "более новых миграций ожидают")
                << " применения: " << (pending == 1 ? "её" : "их")
                << " применит shashki db migrate\n";
        else if (pending > 0)
            out << pending << " newer migrations are pending: shashki db migrate applies them\n";
        return Success;
    }
    if (user)
        return runUser(options.positional(), options, connection, out, err);
    if (action == "migrate") {
        const auto applied = migrateDatabase(connection);
        if (!applied)
            return fail(err, action, applied.error());
        for (const std::string &name : *applied)
            out << said("applied ", "применена миграция ") << name << "\n";
    }
    const auto status = migrationState(connection);
    if (!status)
        return fail(err, action, status.error());
    const auto applied = static_cast<long long>(status->applied);
    const auto pending = static_cast<long long>(status->pending.size());
    if (cliLanguage() == Language::Russian)
        out << "база данных: " << russianNoun(applied, "применена ", "применены ", "применено ")
            << applied << " " << russianNoun(applied, "миграция", "миграции", "миграций") << ", "
            << russianNoun(pending, "ожидает", "ожидают", "ожидают") << " применения " << pending;
    else
        out << "database: " << applied << " migrations applied, " << pending << " pending";
    for (std::size_t i = 0; i < status->pending.size(); ++i)
        out << (i == 0 ? " (" : ", ") << status->pending[i];
    out << (status->pending.empty() ? "" : ")") << "\n";
    return Success;
}

} // namespace app
