// FIDE's Tournament Report File as plain values: TRF-16 (FIDE Handbook C.04 Annex 2, approved
// 2015) and TRF-2026 (approved by the FIDE Council on 2025-05-12, applied from 2025-09-01), read
// with every field in its place and written back as TRF-2026. Lines may end in CR (what both
// versions ask for), CR LF or LF; columns are counted in characters (a Cyrillic name is 33
// columns wide like a Latin one).
//
// Read into typed fields, each checked:
//   012 name, 022 city, 032 federation, 042/052 dates of start and end, 062/072/082 numbers of
//   players, rated players and teams, 092 type, 102 chief arbiter, 112 deputies (one a line), 122
//   time control, 132 the rounds' dates;
//   TRF-2026's new tournament records: 142 number of rounds, 152 initial colour, 162 scoring
//   points, 172 starting-rank method, 182 pairing controller, 192 encoded tournament type, 202 and
//   212 tie-breaks, 222 encoded time control (the text after column 4 kept as written), and 240
//   byes (F, H or Z, a round, the players);
//   JaVaFo's extensions that files for pairing engines carry (bbpPairings reads them too): XXR
//   number of rounds, XXC configuration (rank, white1, black1);
//   001 players: start number, sex, title, name, rating, federation, FIDE number, birth date,
//   points, rank, and every round block as written: the opponent's start number (0: none), the
//   colour (w, b, '-' or blank), the result code (+ - W D L 1 = 0, the byes H F U Z, letters in
//   either case as both versions allow, or blank).
// Kept as written and not interpreted (otherLines), each written back unchanged in its place:
//   comments (### in columns 1-3, TRF-2026); team records (013, 310, 320, 330, 300, 352, 362, 801,
//   802): the tool has no team events; 250 accelerated rounds (and JaVaFo's XXA), which the
//   pairing check reads from otherLines (swissfield.h); 260 prohibited pairings and 299 abnormal
//   points: its pairings and scoring have none; National Rating Support records (a
//   federation's code in columns 1-3): a player has one rating here; XXP, XXS, XXZ, DAT, BBU
//   and any other code; blank lines, and lines that are no record at all (so that a PDN read as
//   TRF has no player rather than an error on each line).
#pragma once

#include "arbiter/result.h"
#include "trferror.h"

#include <cstddef>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace reports {

// One round of a player, as written in columns 92-99 (round 1), 102-109 (round 2) …
struct TrfBlock
{
    int opponent = 0;  // start number; 0: none ("0000" or blank)
    char colour = ' '; // 'w', 'b', '-', or ' ' (blank, the same as '-')
    char result = ' '; // as written: + - W D L 1 = 0 H F U Z (letters in either case), ' ' none

    bool blank() const { return opponent == 0 && colour == ' ' && result == ' '; }
    bool operator==(const TrfBlock &) const = default;
};

// A result code in upper case: 'h' is 'H'.
char trfResultCode(char result);

struct TrfPlayer
{
    int line = 0; // where it was read; 0 when made otherwise
    int startNumber = 0;
    char sex = ' ';               // column 10: 'm', 'w' (or 'f'), ' ' unknown, as written
    std::string title;            // columns 11-13: GM, IM … (any text)
    std::string name;             // columns 15-47
    std::optional<int> rating;    // columns 49-52
    std::string federation;       // columns 54-56: three letters
    std::string fideId;           // columns 58-68: digits
    std::string birthDate;        // columns 70-79: YYYY/MM/DD or YYYY, as written
    std::optional<double> points; // columns 81-84, written with one decimal
    std::optional<int> rank;      // columns 86-89
    std::vector<TrfBlock> rounds; // round 1 first, as many as the line has

    bool operator==(const TrfPlayer &) const = default;
};

// A 240 record (TRF-2026): players given a bye of `type` in `round`.
struct TrfBye
{
    int line = 0;
    char type = 'H'; // 'F' full point, 'H' half point, 'Z' zero point
    int round = 0;
    std::vector<int> players; // start numbers

    bool operator==(const TrfBye &) const = default;
};

// A line kept as written.
struct TrfOtherLine
{
    int line = 0;
    std::string text;

    bool operator==(const TrfOtherLine &) const = default;
};

// A line of the file: its record's code and which of the records of that code it is (an index
// into players for 001, deputyArbiters for 112, byes for 240, xxConfigurations for XXC, otherLines
// for code ""; 0 for any other record, which appears once).
struct TrfLineRef
{
    std::string code;
    std::size_t index = 0;

    bool operator==(const TrfLineRef &) const = default;
};

struct TrfFile
{
    std::string name;                          // 012
    std::string city;                          // 022
    std::string federation;                    // 032
    std::string startDate;                     // 042, YYYY/MM/DD
    std::string endDate;                       // 052
    std::optional<int> playerCount;            // 062
    std::optional<int> ratedPlayerCount;       // 072
    std::optional<int> teamCount;              // 082
    std::string type;                          // 092
    std::string chiefArbiter;                  // 102
    std::vector<std::string> deputyArbiters;   // 112, one a line
    std::string timeControl;                   // 122
    std::vector<std::string> roundDates;       // 132, YY/MM/DD from column 92, round 1 first
    std::optional<int> rounds;                 // 142 (TRF-2026)
    char initialColour = ' ';                  // 152 (TRF-2026): 'W', 'B' or ' ' not given
    std::string scoring;                       // 162 (TRF-2026), as written from column 5
    std::string startingRankMethod;            // 172
    std::string pairingController;             // 182
    std::string typeCode;                      // 192
    std::string tieBreaks;                     // 202
    std::string standingsTieBreaks;            // 212
    std::string encodedTimeControl;            // 222
    std::optional<int> xxRounds;               // XXR
    std::vector<std::string> xxConfigurations; // XXC lines, as written from column 5
    std::vector<TrfPlayer> players;            // in the order of the file
    std::vector<TrfBye> byes;                  // 240
    std::vector<TrfOtherLine> otherLines;
    // The lines in the order read. writeTrf writes these first, then every record not among them
    // in the order of the tables above (so a file made from nothing leaves it empty).
    std::vector<TrfLineRef> layout;

    // The most round blocks of any player (blank blocks at the end of a line included).
    int roundCount() const;
    // The player of that start number, or nullptr.
    const TrfPlayer *player(int startNumber) const;

    bool operator==(const TrfFile &) const = default;
};

// The file, or every malformed field in the order of the file: a start number that is not one,
// 0, or taken by an earlier record; a name missing; a rating, federation, FIDE number, birth date,
// points or rank that is not one; an opponent that is no start number, a colour other than w, b
// or -, an unknown result code (the rest of that line's blocks is not read); a number, date or
// colour of a tournament record that is not one; a record that may appear once appearing twice;
// a 240 record's bye type, round or start number; each a code with its facts (trferror.h). The
// games are not checked against each other here (readTrf and eventFromTrf do that).
arbiter::Result<TrfFile, std::vector<TrfError>> readTrfFile(std::istream &input);

// TRF-2026, each line ended by CR alone: the records of `file` in its layout, then any not in it,
// every field in its columns (a name longer than 33 characters is cut, a title, federation or
// FIDE number too long for its columns is left out). A Dutch file of tests/data written by
// bbpPairings comes back byte for byte.
void writeTrf(const TrfFile &file, std::ostream &output);

} // namespace reports
