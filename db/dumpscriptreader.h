// The SQL script that `pg_restore --data-only --file=-` writes for the data entries of an archive,
// read line by line as data: the COPY blocks and sequence values of a backup, and the header and
// comments pg_restore puts around them. Anything else — an INSERT, a function call, any other
// statement — is Unexpected. Nothing read here is ever sent to the server as SQL: the restorer
// (dumprestorer.h) names the tables and sequences it read in statements of its own, checked
// against the schema, and streams the rows through COPY FROM STDIN.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace db {

struct DumpScriptLine
{
    enum class Kind
    {
        Ignored,        // empty, a comment, a SET of the header, psql's \restrict and \unrestrict
        ClientEncoding, // SET client_encoding = 'UTF8'; (name: the data's encoding)
        CopyStart,      // COPY schema.name (columns…) FROM stdin;
        CopyRow,        // a line of a COPY block: one row in COPY's text format
        CopyEnd,        // \.
        SequenceValue,  // SELECT pg_catalog.setval('schema.name', value, called);
        Unexpected,
    };

    Kind kind = Kind::Ignored;
    std::string schema;
    std::string name;                 // the table, the sequence or the encoding
    std::vector<std::string> columns; // CopyStart
    std::string value;                // SequenceValue: the integer as written
    bool called = false;              // SequenceValue
};

class DumpScriptReader
{
public:
    // The next line of the script, without its line break.
    DumpScriptLine read(std::string_view line);

    bool insideCopy() const { return m_insideCopy; }
    // The number of the line read last, from 1.
    int lineNumber() const { return m_lineNumber; }

    // The fields of a row in COPY's text format (tab-separated, backslash escapes, \N for NULL);
    // nullopt when the row is not well formed.
    static std::optional<std::vector<std::optional<std::string>>> fields(std::string_view row);

private:
    bool m_insideCopy = false;
    int m_lineNumber = 0;
};

} // namespace db
