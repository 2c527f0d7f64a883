// FIDE's Tournament Report File (TRF-16, FIDE Handbook C.04 Annex 2) read into an Event, so that
// standings can be computed without any database. Read: 012 (the event's name) and the 001
// player records with their round blocks; other records are skipped. A record that cannot be read
// is an error with its line and column.
#pragma once

#include "arbiter/result.h"
#include "event.h"

#include <istream>
#include <string>

namespace reports {

struct TrfError
{
    int line = 0;
    int column = 0;
    std::string message;
};

arbiter::Result<Event, TrfError> readTrf(std::istream &input);

} // namespace reports
