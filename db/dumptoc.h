// The table of contents of a pg_dump archive as `pg_restore --list` prints it: one entry a line,
//   3552; 0 16553 TABLE DATA public claims postgres
// that is "dump id; catalog table oid, object oid, type, schema ('-' for none), name, owner".
// Types and names may hold spaces ("FK CONSTRAINT", "pairings pairings_keep_seats"), so the line
// does not split into them unambiguously; an entry keeps "type schema name" whole, to be compared
// with the entries a shashki database makes (db/dumprestorer.h), and the owner, the last word.
#pragma once

#include "arbiter/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace db {

struct DumpTocEntry
{
    int id = 0;              // the dump id, as `pg_restore --use-list` names the entry
    std::string description; // "TABLE DATA public claims", "FUNCTION public evil()"
    std::string owner;       // empty when the listing names none

    // "3552 TABLE DATA public claims": how a refusal names the entry.
    std::string label() const { return std::to_string(id) + " " + description; }
};

struct DumpTocError
{
    int line = 0; // 1-based
    std::string text;
};

// The entries of `listing`, in its order; comment lines (";") and empty lines are skipped. An error
// names the first line that is neither.
arbiter::Result<std::vector<DumpTocEntry>, DumpTocError> parseDumpToc(std::string_view listing);

} // namespace db
