#include "dumprestorer.h"

#include "dumpscriptreader.h"
#include "dumptoc.h"

#include <QProcess>
#include <QTemporaryFile>
#include <algorithm>
#include <charconv>
#include <functional>
#include <libpq-fe.h>
#include <map>
#include <memory>
#include <set>

namespace db {

namespace {

using Reason = RestoreRefusal::Reason;
using Refused = std::optional<RestoreRefusal>;

constexpr const char *migrationsTable = "schema_migrations";
// The rows of a COPY go to the server in pieces of about this size.
constexpr std::size_t copyChunkBytes = 1 << 20;
// A line of the data script named in a refusal is cut to this many bytes.
constexpr std::size_t quotedLineBytes = 160;

// Every entry of a pg_dump archive of this database that names the tool's own objects, as
// `pg_restore --list` describes it ("type schema name", dumptoc.h), with what the data entries
// fill: kind 'table' or 'sequence' and its name. The tags are pg_dump's: tables, sequences,
// indexes, constraints, triggers and defaults by their plain names, functions by their argument
// types; comments and grants name the object as SQL does (quoted where needed, functions with
// their identity arguments).
constexpr const char *schemaEntriesSql = R"(
WITH rel AS (
    SELECT c.oid, c.relname, c.relkind FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'S', 'i')
), fn AS (
    SELECT p.oid, p.proname,
           p.proname || '(' ||
               coalesce((SELECT string_agg(format_type(a.type, NULL), ', ' ORDER BY a.position)
                         FROM unnest(p.proargtypes::oid[]) WITH ORDINALITY AS a (type, position)),
                        '') || ')' AS signature
    FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace AND p.prokind = 'f'
), described (schema, name) AS (
    SELECT '-', 'SCHEMA public'
    UNION ALL
    SELECT 'public', CASE relkind WHEN 'S' THEN 'SEQUENCE ' WHEN 'i' THEN 'INDEX ' ELSE 'TABLE ' END
                     || quote_ident(relname)
    FROM rel
    UNION ALL
    SELECT 'public', 'COLUMN ' || quote_ident(r.relname) || '.' || quote_ident(a.attname)
    FROM rel r JOIN pg_attribute a ON a.attrelid = r.oid
    WHERE r.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'public', 'FUNCTION ' || quote_ident(proname) || '('
                     || pg_get_function_identity_arguments(oid) || ')'
    FROM fn
    UNION ALL
    SELECT 'public', 'CONSTRAINT ' || quote_ident(k.conname) || ' ON ' || quote_ident(r.relname)
    FROM pg_constraint k JOIN rel r ON r.oid = k.conrelid
    UNION ALL
    SELECT 'public', 'TRIGGER ' || quote_ident(t.tgname) || ' ON ' || quote_ident(r.relname)
    FROM pg_trigger t JOIN rel r ON r.oid = t.tgrelid
    WHERE NOT t.tgisinternal
)
SELECT 'TABLE DATA public ' || relname, 'table', relname FROM rel WHERE relkind IN ('r', 'p')
UNION ALL
SELECT 'SEQUENCE SET public ' || relname, 'sequence', relname FROM rel WHERE relkind = 'S'
UNION ALL
SELECT kind || ' public ' || relname, '', ''
FROM rel, unnest(CASE relkind WHEN 'S' THEN ARRAY['SEQUENCE', 'SEQUENCE OWNED BY']
                              WHEN 'i' THEN ARRAY['INDEX'] ELSE ARRAY['TABLE'] END) AS kind
UNION ALL
SELECT CASE k.contype WHEN 'f' THEN 'FK CONSTRAINT' WHEN 'c' THEN 'CHECK CONSTRAINT'
                      ELSE 'CONSTRAINT' END || ' public ' || r.relname || ' ' || k.conname, '', ''
FROM pg_constraint k JOIN rel r ON r.oid = k.conrelid
UNION ALL
SELECT 'TRIGGER public ' || r.relname || ' ' || t.tgname, '', ''
FROM pg_trigger t JOIN rel r ON r.oid = t.tgrelid
WHERE NOT t.tgisinternal
UNION ALL
SELECT 'DEFAULT public ' || r.relname || ' ' || a.attname, '', ''
FROM pg_attrdef d JOIN rel r ON r.oid = d.adrelid
JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
UNION ALL
SELECT 'FUNCTION public ' || signature, '', '' FROM fn
UNION ALL
SELECT kind || ' ' || schema || ' ' || name, '', ''
FROM described, unnest(ARRAY['ACL', 'COMMENT']) AS kind
)";

constexpr const char *tablesSql =
    "SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace "
    "AND relkind IN ('r', 'p') ORDER BY relname";

// Which table refers to which (foreign keys), for loading the referenced rows first.
constexpr const char *referencesSql = R"(
SELECT t.relname, r.relname
FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
WHERE k.contype = 'f' AND t.relnamespace = 'public'::regnamespace
  AND r.relnamespace = 'public'::regnamespace)";

constexpr const char *columnsSql = R"(
SELECT a.attname
FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
WHERE c.relnamespace = 'public'::regnamespace AND c.relname = $1 AND c.relkind IN ('r', 'p')
  AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '')";

constexpr const char *setSequenceSql = R"(
SELECT pg_catalog.setval(c.oid, $2::bigint, $3::boolean)
FROM pg_class c
WHERE c.relnamespace = 'public'::regnamespace AND c.relname = $1 AND c.relkind = 'S')";

std::string joined(const std::vector<std::string> &parts, const std::string &separator)
{
    std::string out;
    for (const std::string &part : parts)
        out += (out.empty() ? "" : separator) + part;
    return out;
}

std::string quotedLine(std::string_view line)
{
    return line.size() <= quotedLineBytes ? std::string(line)
                                          : std::string(line.substr(0, quotedLineBytes)) + "…";
}

// An identifier of the schema (its name read from the catalog) for a statement of ours.
std::string identifier(PgConnection &connection, const std::string &name)
{
    std::unique_ptr<char, decltype(&PQfreemem)> quoted(
        PQescapeIdentifier(connection.handle(), name.c_str(), name.size()), &PQfreemem);
    return quoted ? std::string(quoted.get()) : std::string();
}

// Runs pg_restore with `arguments` and hands each line of its output to `line`; stops it when
// `line` returns false. Its error message when it could not run or failed.
std::optional<std::string> runPgRestore(const std::filesystem::path &program,
                                        const QStringList &arguments,
                                        const std::function<bool(std::string_view)> &line)
{
    QProcess process;
    process.setReadChannel(QProcess::StandardOutput);
    process.start(QString::fromStdString(program.string()), arguments);
    if (!process.waitForStarted(-1))
        return program.string() + ": " + process.errorString().toStdString();
    bool going = true;
    const auto hand = [&](QByteArray text) {
        if (text.endsWith('\n'))
            text.chop(1);
        going = line(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    };
    const auto drain = [&] {
        while (going && process.canReadLine())
            hand(process.readLine());
    };
    do
        drain();
    while (going && process.waitForReadyRead(-1));
    if (!going) {
        process.kill();
        process.waitForFinished(-1);
        return std::nullopt;
    }
    process.waitForFinished(-1);
    drain();
    if (going && process.bytesAvailable() > 0)
        hand(process.readAll());
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const std::string message = process.readAllStandardError().trimmed().toStdString();
        return message.empty() ? program.filename().string() + " failed" : message;
    }
    return std::nullopt;
}

// A pg_restore --use-list file that names `entries`, to be restored in this order.
std::unique_ptr<QTemporaryFile> listFile(const std::vector<const DumpTocEntry *> &entries)
{
    auto file = std::make_unique<QTemporaryFile>();
    if (!file->open())
        return nullptr;
    std::string text;
    for (const DumpTocEntry *entry : entries)
        text += std::to_string(entry->id) + "; " + entry->description + "\n";
    if (file->write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file->flush())
        return nullptr;
    return file;
}

// The restore's transaction: rolled back unless committed.
class Transaction
{
public:
    explicit Transaction(PgConnection &connection) : m_connection(connection) {}
    ~Transaction()
    {
        if (m_open)
            (void)m_connection.execScript("ROLLBACK", "roll the restore back");
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    DbStatus begin()
    {
        auto failure = m_connection.execScript("BEGIN", "begin the restore");
        m_open = !failure;
        return failure;
    }
    DbStatus commit()
    {
        m_open = false;
        return m_connection.execScript("COMMIT", "commit the restore");
    }

private:
    PgConnection &m_connection;
    bool m_open = false;
};

// One COPY … FROM STDIN in progress; ended with an error if not finished.
class CopyIn
{
public:
    explicit CopyIn(PgConnection &connection) : m_connection(connection) {}
    ~CopyIn()
    {
        if (m_active) {
            PQputCopyEnd(m_connection.handle(), "the restore was refused");
            collect();
        }
    }
    CopyIn(const CopyIn &) = delete;
    CopyIn &operator=(const CopyIn &) = delete;

    DbStatus start(const std::string &statement, std::string context)
    {
        m_context = std::move(context);
        std::unique_ptr<PGresult, decltype(&PQclear)> started(
            PQexec(m_connection.handle(), statement.c_str()), &PQclear);
        if (PQresultStatus(started.get()) != PGRES_COPY_IN)
            return errorOf(started.get());
        m_active = true;
        return std::nullopt;
    }
    void add(std::string_view row)
    {
        m_buffer.append(row);
        m_buffer += '\n';
        if (m_buffer.size() >= copyChunkBytes)
            send();
    }
    // The rows copied.
    DbResult<std::int64_t> finish()
    {
        send();
        m_active = false;
        if (PQputCopyEnd(m_connection.handle(), nullptr) != 1 && !m_failure)
            m_failure = errorOf(nullptr);
        std::int64_t rows = collect();
        if (m_failure)
            return *m_failure;
        return rows;
    }

private:
    void send()
    {
        if (!m_buffer.empty() && !m_failure &&
            PQputCopyData(m_connection.handle(), m_buffer.data(),
                          static_cast<int>(m_buffer.size())) != 1)
            m_failure = errorOf(nullptr);
        m_buffer.clear();
    }
    // The results of the ended COPY: its row count, or its error into m_failure.
    std::int64_t collect()
    {
        std::int64_t rows = 0;
        while (PGresult *result = PQgetResult(m_connection.handle())) {
            if (PQresultStatus(result) == PGRES_COMMAND_OK) {
                const char *count = PQcmdTuples(result);
                (void)std::from_chars(count, count + std::char_traits<char>::length(count), rows);
            } else if (!m_failure) {
                m_failure = errorOf(result);
            }
            PQclear(result);
        }
        return rows;
    }
    DbError errorOf(const PGresult *result) const
    {
        DbError error{"", "", m_context};
        if (const char *state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr)
            error.sqlState = state;
        if (const char *primary =
                result ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr)
            error.message = primary;
        else
            error.message =
                QByteArray(PQerrorMessage(m_connection.handle())).trimmed().toStdString();
        return error;
    }

    PgConnection &m_connection;
    std::string m_context;
    std::string m_buffer;
    bool m_active = false;
    std::optional<DbError> m_failure;
};

// The connection's client encoding, put back when the restore is done.
class EncodingGuard
{
public:
    explicit EncodingGuard(PgConnection &connection)
        : m_connection(connection),
          m_encoding(pg_encoding_to_char(PQclientEncoding(connection.handle())))
    {}
    ~EncodingGuard() { PQsetClientEncoding(m_connection.handle(), m_encoding.c_str()); }
    EncodingGuard(const EncodingGuard &) = delete;
    EncodingGuard &operator=(const EncodingGuard &) = delete;

private:
    PgConnection &m_connection;
    std::string m_encoding;
};

// The tool's objects an archive may name: entry description → (kind, object) (schemaEntriesSql).
struct SchemaEntries
{
    std::map<std::string, std::string> tables;    // "TABLE DATA public players" → "players"
    std::map<std::string, std::string> sequences; // "SEQUENCE SET public …" → the sequence
    std::set<std::string> others;
};

// The tables in an order that loads referenced rows before the rows referring to them: each
// table after those its foreign keys name (by name where free to choose; a cycle, which the
// schema does not have, in name order).
std::vector<std::string> inReferenceOrder(std::set<std::string> tables,
                                          const std::multimap<std::string, std::string> &refers)
{
    std::vector<std::string> order;
    while (!tables.empty()) {
        auto next = std::ranges::find_if(tables, [&](const std::string &table) {
            const auto [from, to] = refers.equal_range(table);
            return std::all_of(from, to, [&](const auto &reference) {
                return reference.second == table || !tables.contains(reference.second);
            });
        });
        if (next == tables.end())
            next = tables.begin();
        order.push_back(*next);
        tables.erase(next);
    }
    return order;
}

// One restore of one file (DumpRestorer::restore).
class RestoreRun
{
public:
    RestoreRun(PgConnection &connection, const std::filesystem::path &pgRestore,
               const std::vector<Migration> &migrations, const std::filesystem::path &file)
        : m_connection(connection), m_pgRestore(pgRestore), m_migrations(migrations),
          m_fileName(file.string())
    {}

    arbiter::Result<RestoreSummary, RestoreRefusal> run();

private:
    RestoreRefusal refusal(Reason reason, std::vector<std::string> facts = {}) const
    {
        if (reason != Reason::TargetNotEmpty && reason != Reason::TargetAhead &&
            reason != Reason::Database)
            facts.insert(facts.begin(), m_fileName);
        return {reason, std::move(facts)};
    }
    RestoreRefusal unexpected(int line, std::string_view text) const
    {
        return refusal(Reason::UnexpectedData, {std::to_string(line), quotedLine(text)});
    }
    static RestoreRefusal databaseError(const DbError &error)
    {
        return {Reason::Database, {error.text()}};
    }
    QStringList dataArguments(const QTemporaryFile &list) const
    {
        return {QStringLiteral("--data-only"), QStringLiteral("--use-list=") + list.fileName(),
                QStringLiteral("--file=-"), QString::fromStdString(m_fileName)};
    }

    arbiter::Result<std::vector<DumpTocEntry>, RestoreRefusal> readToc();
    arbiter::Result<std::size_t, RestoreRefusal> backupLevel(const std::vector<DumpTocEntry> &toc);
    Refused prepareTarget(std::size_t level);
    arbiter::Result<SchemaEntries, RestoreRefusal> schemaEntries();
    Refused loadData(const std::vector<DumpTocEntry> &toc, const SchemaEntries &schema,
                     RestoreSummary &summary);
    Refused loadLine(std::string_view text, const DumpScriptLine &line,
                     const std::set<std::string> &tables, const std::set<std::string> &sequences,
                     RestoreSummary &summary);

    PgConnection &m_connection;
    const std::filesystem::path &m_pgRestore;
    const std::vector<Migration> &m_migrations;
    std::string m_fileName;
    DumpScriptReader m_reader;
    std::unique_ptr<CopyIn> m_copy;
    std::set<std::string> m_loaded;
};

arbiter::Result<std::vector<DumpTocEntry>, RestoreRefusal> RestoreRun::readToc()
{
    std::string listing;
    const auto failure =
        runPgRestore(m_pgRestore, {QStringLiteral("--list"), QString::fromStdString(m_fileName)},
                     [&](std::string_view line) {
                         listing.append(line);
                         listing += '\n';
                         return true;
                     });
    if (failure)
        return refusal(Reason::NotAnArchive, {*failure});
    auto toc = parseDumpToc(listing);
    if (!toc)
        return refusal(Reason::NotAnArchive,
                       {"line " + std::to_string(toc.error().line) +
                        " of its table of contents: " + quotedLine(toc.error().text)});
    return std::move(toc.value());
}

// How many of this program's migrations the backup's schema had: its schema_migrations rows,
// read as data.
arbiter::Result<std::size_t, RestoreRefusal>
RestoreRun::backupLevel(const std::vector<DumpTocEntry> &toc)
{
    const std::string wanted = std::string("TABLE DATA public ") + migrationsTable;
    const auto entry = std::ranges::find(toc, wanted, &DumpTocEntry::description);
    if (entry == toc.end())
        return refusal(Reason::NoMigrations);
    const auto list = listFile({&*entry});
    if (!list)
        return databaseError({"", "cannot write a temporary file", "restore"});

    std::vector<Migration> recorded;
    Refused refused;
    DumpScriptReader reader;
    std::size_t versionColumn = 0, nameColumn = 0, checksumColumn = 0, columns = 0;
    bool copied = false;
    const auto failure =
        runPgRestore(m_pgRestore, dataArguments(*list), [&](std::string_view text) {
            const DumpScriptLine line = reader.read(text);
            switch (line.kind) {
            case DumpScriptLine::Kind::Ignored:
            case DumpScriptLine::Kind::ClientEncoding:
            case DumpScriptLine::Kind::CopyEnd:
                return true;
            case DumpScriptLine::Kind::CopyStart: {
                const auto column = [&](const char *name) {
                    return static_cast<std::size_t>(std::ranges::find(line.columns, name) -
                                                    line.columns.begin());
                };
                columns = line.columns.size();
                versionColumn = column("version");
                nameColumn = column("name");
                checksumColumn = column("checksum");
                if (copied || line.schema != "public" || line.name != migrationsTable ||
                    std::max({versionColumn, nameColumn, checksumColumn}) >= columns)
                    break;
                copied = true;
                return true;
            }
            case DumpScriptLine::Kind::CopyRow: {
                const auto fields = DumpScriptReader::fields(text);
                Migration migration;
                if (!fields || fields->size() != columns || !(*fields)[versionColumn] ||
                    !(*fields)[nameColumn] || !(*fields)[checksumColumn])
                    break;
                const std::string &version = *(*fields)[versionColumn];
                const auto [end, error] = std::from_chars(
                    version.data(), version.data() + version.size(), migration.version);
                if (error != std::errc() || end != version.data() + version.size())
                    break;
                migration.name = *(*fields)[nameColumn];
                migration.checksum = *(*fields)[checksumColumn];
                recorded.push_back(std::move(migration));
                return true;
            }
            case DumpScriptLine::Kind::SequenceValue:
            case DumpScriptLine::Kind::Unexpected:
                break;
            }
            refused = unexpected(reader.lineNumber(), text);
            return false;
        });
    if (refused)
        return *refused;
    if (failure)
        return refusal(Reason::NotAnArchive, {*failure});
    if (reader.insideCopy())
        return unexpected(reader.lineNumber(), "(the data ends inside the rows of a table)");
    if (recorded.empty())
        return refusal(Reason::NoMigrations);

    std::ranges::sort(recorded, {}, &Migration::version);
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        const Migration &row = recorded[i];
        const auto mine = std::ranges::find(m_migrations, row.version, &Migration::version);
        if (mine == m_migrations.end() &&
            (m_migrations.empty() || row.version > m_migrations.back().version))
            return refusal(Reason::NewerProgram, {row.name});
        if (i >= m_migrations.size() || m_migrations[i].version != row.version)
            return refusal(Reason::MigrationDiffers,
                           {i < m_migrations.size() ? m_migrations[i].name : row.name});
        if (mine->name != row.name || mine->checksum != row.checksum)
            return refusal(Reason::MigrationDiffers, {row.name});
    }
    return recorded.size();
}

// Inside the transaction: the database holds no rows (its tables locked meanwhile) and is not
// migrated past the backup; this program's migrations up to the backup's are applied.
Refused RestoreRun::prepareTarget(std::size_t level)
{
    // A large backup's tables load for longer than a statement may take in the hall
    // (sessionlimits.h); waiting for the others' locks stays limited.
    if (auto failure = m_connection.execScript(
            "SET LOCAL lock_timeout = '30s'; SET LOCAL statement_timeout = 0", "restore"))
        return databaseError(*failure);
    const auto tables = m_connection.exec(tablesSql, {}, "list the tables");
    if (!tables)
        return databaseError(tables.error());
    std::vector<std::string> names;
    for (int row = 0; row < tables->rows(); ++row)
        names.push_back(tables->value(row, 0));
    if (!names.empty()) {
        // Nobody writes while the restore looks and loads.
        std::vector<std::string> quoted;
        for (const std::string &name : names)
            quoted.push_back("public." + identifier(m_connection, name));
        if (auto failure = m_connection.execScript("LOCK TABLE " + joined(quoted, ", ") +
                                                       " IN ACCESS EXCLUSIVE MODE",
                                                   "lock the tables"))
            return databaseError(*failure);
    }
    std::vector<std::string> holding;
    for (const std::string &name : names) {
        if (name == migrationsTable)
            continue;
        const auto rows = m_connection.exec("SELECT EXISTS (SELECT FROM public." +
                                                identifier(m_connection, name) + ")",
                                            {}, "look into " + name);
        if (!rows)
            return databaseError(rows.error());
        if (rows->value(0, 0) == "t")
            holding.push_back(name);
    }
    if (!holding.empty())
        return refusal(Reason::TargetNotEmpty, {joined(holding, ", ")});

    const Migration &last = m_migrations[level - 1];
    Migrator migrator(m_connection, m_migrations);
    const auto status = migrator.status();
    if (!status)
        return databaseError(status.error());
    if (!status->applied.empty() && status->applied.back().version > last.version)
        return refusal(Reason::TargetAhead, {status->applied.back().name, last.name});
    if (const auto applied = migrator.migrateWithin(last.version); !applied)
        return databaseError(applied.error());
    return std::nullopt;
}

arbiter::Result<SchemaEntries, RestoreRefusal> RestoreRun::schemaEntries()
{
    const auto rows = m_connection.exec(schemaEntriesSql, {}, "list the schema's objects");
    if (!rows)
        return databaseError(rows.error());
    SchemaEntries entries;
    for (int row = 0; row < rows->rows(); ++row) {
        const std::string kind = rows->value(row, 1);
        if (kind == "table")
            entries.tables.emplace(rows->value(row, 0), rows->value(row, 2));
        else if (kind == "sequence")
            entries.sequences.emplace(rows->value(row, 0), rows->value(row, 2));
        else
            entries.others.insert(rows->value(row, 0));
    }
    return entries;
}

// The rows and sequence values of the entries in `toc` that the schema has, from pg_restore's
// data script read as data; the tables' triggers off meanwhile.
Refused RestoreRun::loadData(const std::vector<DumpTocEntry> &toc, const SchemaEntries &schema,
                             RestoreSummary &summary)
{
    std::map<std::string, const DumpTocEntry *> tableEntries;
    std::vector<const DumpTocEntry *> sequenceEntries;
    std::set<std::string> sequences;
    for (const DumpTocEntry &entry : toc) {
        if (const auto table = schema.tables.find(entry.description);
            table != schema.tables.end() && table->second != migrationsTable)
            tableEntries.emplace(table->second, &entry);
        if (const auto sequence = schema.sequences.find(entry.description);
            sequence != schema.sequences.end()) {
            sequenceEntries.push_back(&entry);
            sequences.insert(sequence->second);
        }
    }
    const auto references = m_connection.exec(referencesSql, {}, "list the foreign keys");
    if (!references)
        return databaseError(references.error());
    std::multimap<std::string, std::string> refers;
    for (int row = 0; row < references->rows(); ++row)
        refers.emplace(references->value(row, 0), references->value(row, 1));
    std::set<std::string> tables;
    for (const auto &[table, entry] : tableEntries)
        tables.insert(table);
    std::vector<const DumpTocEntry *> ordered;
    for (const std::string &table : inReferenceOrder(tables, refers))
        ordered.push_back(tableEntries.at(table));
    ordered.insert(ordered.end(), sequenceEntries.begin(), sequenceEntries.end());
    const auto list = listFile(ordered);
    if (!list)
        return databaseError({"", "cannot write a temporary file", "restore"});

    // ALTER TABLE … DISABLE TRIGGER USER is the tables' owner's right, as the migrations just
    // made or found them; the keys' and foreign keys' internal triggers stay on.
    const auto triggers = [&](const char *how) -> Refused {
        for (const std::string &table : tables)
            if (auto failure = m_connection.execScript("ALTER TABLE public." +
                                                           identifier(m_connection, table) + " " +
                                                           how + " TRIGGER USER",
                                                       "triggers of " + table))
                return databaseError(*failure);
        return std::nullopt;
    };
    if (auto refused = triggers("DISABLE"))
        return refused;

    const EncodingGuard encoding(m_connection);
    Refused refused;
    const auto failed = runPgRestore(m_pgRestore, dataArguments(*list), [&](std::string_view text) {
        refused = loadLine(text, m_reader.read(text), tables, sequences, summary);
        return !refused;
    });
    m_copy.reset();
    if (refused)
        return refused;
    if (failed)
        return refusal(Reason::NotAnArchive, {*failed});
    if (m_reader.insideCopy())
        return unexpected(m_reader.lineNumber(), "(the data ends inside the rows of a table)");
    for (const std::string &table : tables)
        if (!m_loaded.contains(table))
            return unexpected(m_reader.lineNumber(),
                              "(the data ends without the rows of " + table + ")");

    return triggers("ENABLE");
}

Refused RestoreRun::loadLine(std::string_view text, const DumpScriptLine &line,
                             const std::set<std::string> &tables,
                             const std::set<std::string> &sequences, RestoreSummary &summary)
{
    const int number = m_reader.lineNumber();
    switch (line.kind) {
    case DumpScriptLine::Kind::Ignored:
        return std::nullopt;
    case DumpScriptLine::Kind::ClientEncoding:
        if (PQsetClientEncoding(m_connection.handle(), line.name.c_str()) != 0)
            return unexpected(number, text);
        return std::nullopt;
    case DumpScriptLine::Kind::CopyRow:
        m_copy->add(text);
        return std::nullopt;
    case DumpScriptLine::Kind::CopyEnd: {
        const auto rows = m_copy->finish();
        m_copy.reset();
        if (!rows)
            return databaseError(rows.error());
        summary.rows += *rows;
        ++summary.tables;
        return std::nullopt;
    }
    case DumpScriptLine::Kind::CopyStart: {
        if (line.schema != "public" || !tables.contains(line.name) || m_loaded.contains(line.name))
            return unexpected(number, text);
        const auto known = m_connection.exec(columnsSql, {line.name}, "columns of " + line.name);
        if (!known)
            return databaseError(known.error());
        std::set<std::string> columns;
        for (int row = 0; row < known->rows(); ++row)
            columns.insert(known->value(row, 0));
        std::vector<std::string> quoted;
        for (const std::string &column : line.columns) {
            if (columns.erase(column) != 1) // not a column, or named twice
                return unexpected(number, text);
            quoted.push_back(identifier(m_connection, column));
        }
        m_loaded.insert(line.name);
        m_copy = std::make_unique<CopyIn>(m_connection);
        if (auto failure = m_copy->start("COPY public." + identifier(m_connection, line.name) +
                                             " (" + joined(quoted, ", ") + ") FROM STDIN",
                                         "load the rows of " + line.name))
            return databaseError(*failure);
        return std::nullopt;
    }
    case DumpScriptLine::Kind::SequenceValue: {
        if (line.schema != "public" || !sequences.contains(line.name))
            return unexpected(number, text);
        const auto set = m_connection.exec(setSequenceSql,
                                           {line.name, line.value, line.called ? "true" : "false"},
                                           "set the sequence " + line.name);
        if (!set)
            return databaseError(set.error());
        return std::nullopt;
    }
    case DumpScriptLine::Kind::Unexpected:
        break;
    }
    return unexpected(number, text);
}

arbiter::Result<RestoreSummary, RestoreRefusal> RestoreRun::run()
{
    const auto toc = readToc();
    if (!toc)
        return toc.error();
    const auto level = backupLevel(*toc);
    if (!level)
        return level.error();

    Transaction transaction(m_connection);
    if (auto failure = transaction.begin())
        return databaseError(*failure);
    if (auto refused = prepareTarget(*level))
        return *refused;
    const auto schema = schemaEntries();
    if (!schema)
        return schema.error();
    std::vector<std::string> foreign;
    for (const DumpTocEntry &entry : *toc)
        if (!schema->tables.contains(entry.description) &&
            !schema->sequences.contains(entry.description) &&
            !schema->others.contains(entry.description))
            foreign.push_back(entry.label());
    if (!foreign.empty())
        return refusal(Reason::ForeignEntries, {joined(foreign, "; ")});

    RestoreSummary summary;
    if (auto refused = loadData(*toc, *schema, summary))
        return *refused;
    if (auto failure = transaction.commit())
        return databaseError(*failure);
    summary.migration = m_migrations[*level - 1].name;
    summary.pendingMigrations = static_cast<int>(m_migrations.size() - *level);
    return summary;
}

} // namespace

DumpRestorer::DumpRestorer(PgConnection &connection, std::filesystem::path pgRestore,
                           std::vector<Migration> migrations)
    : m_connection(connection), m_pgRestore(std::move(pgRestore)),
      m_migrations(std::move(migrations))
{
    std::ranges::sort(m_migrations, {}, &Migration::version);
}

arbiter::Result<RestoreSummary, RestoreRefusal>
DumpRestorer::restore(const std::filesystem::path &file)
{
    return RestoreRun(m_connection, m_pgRestore, m_migrations, file).run();
}

} // namespace db
