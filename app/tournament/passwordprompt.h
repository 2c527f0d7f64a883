// A password typed on the terminal without echo, or the first line of standard input when it is
// not a terminal (a script, a pipe from a password manager). Used for a new login's password
// (`shashki db user add --password`) and when a server asks for one that neither ~/.pgpass nor
// PGPASSWORD gave (libpq's usual ways come first).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

namespace app {

// `prompt` is written to `err` only on a terminal; nullopt when nothing (or an empty line) came.
std::optional<std::string> readPassword(const std::string &prompt, std::ostream &err);

// True when standard input is a terminal someone could type a password on.
bool canAskPassword();

} // namespace app
