// The endgame database (docs/rules.md §12's "won position"): perfect indexing, the table file form,
// probes, and exact values of hand-checked positions, with the whole 2–4 piece database re-checked
// against the rules in the slow suite.
#include "arbiter/endgamedatabase.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/endgameverifier.h"
#include "arbiter/fen.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <thread>

namespace endgame_test {

using namespace arbiter;

namespace {

constexpr unsigned threads = 2;

Position fen(const std::string &text)
{
    const auto parsed = Fen::parse(text);
    INFO(text);
    REQUIRE(parsed.ok());
    return parsed.value();
}

// Solves every class of up to `pieces` pieces into `database`, in order.
void buildUpTo(EndgameDatabase &database, int pieces)
{
    for (const Material &material : EndgameGenerator::classesInOrder(pieces))
        if (!database.table(material))
            for (EndgameTable &table : EndgameGenerator::solve(material, database, threads))
                database.add(std::move(table));
}

// The 2–3 piece database and the classes of three kings against one, built once.
const EndgameDatabase &smallDatabase()
{
    static const auto database = [] {
        auto db = std::make_unique<EndgameDatabase>();
        buildUpTo(*db, 3);
        for (EndgameTable &table : EndgameGenerator::solve({0, 3, 0, 1}, *db, threads))
            db->add(std::move(table));
        return db;
    }();
    return *database;
}

EndgameValue valueOf(const std::string &text)
{
    const auto probe = smallDatabase().probe(fen(text));
    INFO(text << ": " << englishText(probe.reason));
    REQUIRE(probe.status == EndgameDatabase::Probe::Status::Found);
    return probe.value;
}

constexpr EndgameValue win(int plies)
{
    return {Outcome::Win, plies};
}
constexpr EndgameValue loss(int plies)
{
    return {Outcome::Loss, plies};
}
constexpr EndgameValue draw{Outcome::Draw, 0};

// Reflection in the a1–h8 diagonal: file and rank exchanged. It keeps dark squares dark and, with
// kings only, turns every position into an equivalent one.
Bitboard reflected(Bitboard b)
{
    Bitboard out = 0;
    for (; b; b &= b - 1) {
        const Square s = bitboard::lowest(b);
        out |= Square::fromFileRank(s.rank(), s.file())->mask();
    }
    return out;
}

} // namespace

TEST_CASE("the index numbers every placement of a class once", "[endgame]")
{
    // Sizes: two kings anywhere; men off their promotion ranks (28 squares each, 24 shared).
    CHECK(EndgameIndex({0, 1, 0, 1}).size() == 32 * 31);
    CHECK(EndgameIndex({1, 0, 1, 0}).size() == 28 * 28 - 24);
    CHECK(EndgameIndex({0, 3, 0, 1}).size() == 32 * 31 * 30 / 6 * 29);
    CHECK(EndgameIndex({2, 0, 0, 1}).size() == 28 * 27 / 2 * 30);

    for (const Material &material : EndgameGenerator::classesInOrder(3)) {
        const EndgameIndex index(material);
        INFO(material.name());
        for (std::uint64_t i = 0; i < index.size(); ++i) {
            const Placement placement = index.placementAt(i);
            REQUIRE(placement.material() == material);
            REQUIRE(((placement.whiteMen & bitboard::rank8) |
                     (placement.blackMen & bitboard::rank1)) == 0);
            REQUIRE(index.indexOf(placement) == i);
        }
    }
    // A sample of a 5-piece class with men of both sides.
    const EndgameIndex big({2, 1, 1, 1});
    std::mt19937_64 random(7);
    for (int n = 0; n < 20000; ++n) {
        const std::uint64_t i = random() % big.size();
        REQUIRE(big.indexOf(big.placementAt(i)) == i);
    }
    CHECK(big.indexOf(big.placementAt(big.size() - 1)) == big.size() - 1);
}

TEST_CASE("classes come after the classes their captures and promotions reach", "[endgame]")
{
    const auto classes = EndgameGenerator::classesInOrder(5);
    CHECK(classes.size() == 4 + 12 + 25 + 44);
    std::map<int, std::size_t> position;
    for (std::size_t i = 0; i < classes.size(); ++i)
        position[classes[i].code()] = i;
    for (std::size_t i = 0; i < classes.size(); ++i) {
        const Material m = classes[i];
        // Every class is followed or preceded by its partner, and promotions and captures lead
        // to earlier classes.
        if (m.whiteMen > 0 && m.flipped() != m) {
            const Material promoted{m.whiteMen - 1, m.whiteKings + 1, m.blackMen, m.blackKings};
            CHECK(position.at(promoted.code()) < std::min(i, position.at(m.flipped().code())));
        }
        if (m.blackMen + m.blackKings > 1 && m.blackKings > 0) {
            const Material captured{m.whiteMen, m.whiteKings, m.blackMen, m.blackKings - 1};
            CHECK(position.at(captured.code()) < i);
        }
    }
}

TEST_CASE("hand-checked endgame values", "[endgame]")
{
    // King against king: a draw unless a king is taken at once. The side to move takes the king
    // on c3 (landing d4…h8): win in 1. A king on a1 against one on h8 must step onto the main
    // road with the empty a1 behind it and is taken: loss in 2.
    CHECK(valueOf("W:WKc1:BKh4") == draw);
    CHECK(valueOf("W:WKa1:BKc3") == win(1));
    CHECK(valueOf("W:WKa1:BKh8") == loss(2));
    CHECK(valueOf("B:WKh8:BKa1") == loss(2));

    // Two kings against one in the open: a draw.
    CHECK(valueOf("W:WKc1,Ke1:BKh4") == draw);
    CHECK(valueOf("B:WKc1,Ke1:BKh4") == draw);

    // A blocked side loses at once: the man on a1 can neither step to b2 nor jump it.
    CHECK(valueOf("W:Wa1:Bb2,c3") == loss(0));
    // No pieces left, or the last opponent's piece about to go.
    CHECK(valueOf("W:W:Bc3") == loss(0));
    CHECK(valueOf("B:Wc3:B") == loss(0));
    CHECK(valueOf("W:Wc3:B") == win(1));

    // Three kings against a lone king on the main road, holding it: a draw.
    CHECK(valueOf("W:WKc1,Ke1,Kh2:BKd4") == draw);
    // …and away from it: caught.
    CHECK(valueOf("W:WKa3,Kc1,Ke1:BKh6") == win(3));
}

TEST_CASE("three kings catch a lone king off the main road by their 13th move", "[endgame]")
{
    // Published sources (Petrov's triangle) say three kings against one king that does not hold
    // the main road take it by their 13th move at the latest: 13 moves of the strong side and 12
    // replies are 25 plies. With the strong side to move and the lone king off the main road, the
    // longest win in the table must be exactly that.
    const EndgameTable *table = smallDatabase().table({0, 3, 0, 1});
    REQUIRE(table);
    int longest = 0;
    std::uint64_t offRoad = 0;
    std::uint64_t notWon = 0;
    for (std::uint64_t i = 0; i < table->size(); ++i) {
        const Placement p = table->index().placementAt(i);
        if (p.blackKings & bitboard::mainRoad)
            continue;
        ++offRoad;
        const EndgameValue value = table->valueAt(i);
        if (value.outcome == Outcome::Win)
            longest = std::max(longest, value.distancePlies);
        else
            ++notWon;
    }
    CHECK(longest == 25);
    CHECK(offRoad == 24u * (31 * 30 * 29 / 6)); // the lone king on 24 squares, three kings on 31
    // The tactical exceptions, positions off the road that are not won: 896 of 107 880.
    CHECK(notWon == 896u);
}

TEST_CASE("a position and its colour-flipped mirror have the same value", "[endgame]")
{
    const EndgameDatabase &database = smallDatabase();
    // By hand: Black's king on c3 against White's on a1 is White's h8 against Black's f6, turned.
    CHECK(valueOf("B:WKa1:BKc3") == valueOf("W:WKf6:BKh8"));
    for (const Material &material : EndgameGenerator::classesInOrder(3)) {
        const EndgameTable *table = database.table(material);
        REQUIRE(table);
        for (std::uint64_t i = 0; i < table->size(); i += 7) {
            const Position position = table->index().placementAt(i).position();
            INFO(Fen::write(position));
            CHECK(database.probe(position).value == database.probe(position.colourFlipped()).value);
        }
    }
}

TEST_CASE("kings-only values are the same after reflecting the board in its long diagonal",
          "[endgame]")
{
    // Not built into the generator: an independent check of the solved values.
    for (const Material material :
         {Material{0, 1, 0, 1}, Material{0, 2, 0, 1}, Material{0, 1, 0, 2}, Material{0, 3, 0, 1}}) {
        const EndgameTable *table = smallDatabase().table(material);
        REQUIRE(table);
        for (std::uint64_t i = 0; i < table->size(); ++i) {
            const Placement p = table->index().placementAt(i);
            const Placement mirror{0, reflected(p.whiteKings), 0, reflected(p.blackKings)};
            REQUIRE(table->value(mirror) == table->valueAt(i));
        }
    }
}

TEST_CASE("the 2-3 piece database agrees with the rules position by position", "[endgame]")
{
    const EndgameDatabase &database = smallDatabase();
    for (const Material &material : EndgameGenerator::classesInOrder(3)) {
        const auto report = EndgameVerifier::verify(*database.table(material), database, threads);
        INFO(material.name() << ": " << (report.examples.empty() ? "" : report.examples.front()));
        CHECK(report.errors == 0);
        CHECK(report.positions == EndgameIndex(material).size());
    }
}

TEST_CASE("a damaged table is found out", "[endgame]")
{
    const EndgameDatabase &database = smallDatabase();
    const EndgameTable &kingVsKing = *database.table({0, 1, 0, 1});
    const std::vector<std::uint8_t> good = kingVsKing.serialize();
    REQUIRE(good.size() == EndgameTable::headerSize + 992);

    const auto back = EndgameTable::deserialize(good, {0, 1, 0, 1});
    REQUIRE(back.ok());
    CHECK(back->serialize() == good);

    // Each check that fails, with its facts (TableDamage) and their English.
    using Kind = TableDamage::Kind;
    const auto damageOf = [](std::span<const std::uint8_t> bytes, Material expected) {
        const auto read = EndgameTable::deserialize(bytes, expected);
        REQUIRE_FALSE(read.ok());
        return read.error();
    };
    std::vector<std::uint8_t> flipped = good;
    flipped[EndgameTable::headerSize + 100] ^= 1;
    const TableDamage checksum = damageOf(flipped, {0, 1, 0, 1});
    CHECK(checksum == TableDamage{.kind = Kind::ChecksumMismatch});
    CHECK(englishText(checksum) == "checksum mismatch: the file is damaged");

    const TableDamage wrongClass = damageOf(good, {0, 2, 0, 1});
    CHECK(wrongClass == TableDamage{.kind = Kind::WrongClass,
                                    .storedClass = "w0m1k-b0m1k",
                                    .expectedClass = "w0m2k-b0m1k"});
    CHECK(englishText(wrongClass) == "holds class w0m1k-b0m1k, expected w0m2k-b0m1k");

    std::vector<std::uint8_t> cut(good.begin(), good.end() - 1);
    const TableDamage wrongSize = damageOf(cut, {0, 1, 0, 1});
    CHECK(wrongSize ==
          TableDamage{.kind = Kind::WrongSize, .positionsHeld = 991, .classPositions = 992});
    CHECK(englishText(wrongSize) == "holds 991 positions, the class has 992");

    std::vector<std::uint8_t> version = good;
    version[8] = 9;
    const TableDamage wrongVersion = damageOf(version, {0, 1, 0, 1});
    CHECK(wrongVersion ==
          TableDamage{.kind = Kind::FormatVersion, .foundVersion = 9, .expectedVersion = 1});
    CHECK(englishText(wrongVersion) == "format version 9, this build reads version 1");

    // Shorter than the header, and a whole file with another first byte.
    const TableDamage tooShort = damageOf(std::vector<std::uint8_t>(10, 0), {0, 1, 0, 1});
    CHECK(tooShort == TableDamage{.kind = Kind::NotATable});
    CHECK(englishText(tooShort) == "not an endgame table file (no SHASHKTB header)");
    std::vector<std::uint8_t> magic = good;
    magic[0] = 'X';
    CHECK(damageOf(magic, {0, 1, 0, 1}) == TableDamage{.kind = Kind::NotATable});
}

TEST_CASE("probes of classes that are missing, damaged or too large", "[endgame]")
{
    std::map<std::string, std::vector<std::uint8_t>> files;
    files[EndgameTable::fileName({0, 1, 0, 1})] = smallDatabase().table({0, 1, 0, 1})->serialize();
    files[EndgameTable::fileName({0, 1, 0, 2})] = {1, 2, 3};
    int loads = 0;
    const EndgameDatabase database([&](const std::string &name) {
        ++loads;
        const auto found = files.find(name);
        return found == files.end() ? std::nullopt
                                    : std::optional<std::vector<std::uint8_t>>(found->second);
    });
    using Status = EndgameDatabase::Probe::Status;

    const auto kings = database.probe(fen("W:WKa1:BKc3"));
    CHECK(kings.status == Status::Found);
    CHECK(kings.value == win(1));
    CHECK(database.probe(fen("B:WKc3:BKa1")).value == win(1)); // the same class, loaded once
    CHECK(loads == 1);

    const auto missing = database.probe(fen("W:WKa1,Kc1,Ke1,Kg1:BKh6"));
    CHECK(missing.status == Status::NotBuilt);
    CHECK(missing.pieces == 5);
    CHECK(englishText(missing.reason) ==
          "unknown — database for 5 pieces not built (w0m4k-b0m1k.shtb is missing)");

    const auto damaged = database.probe(fen("W:WKa1:BKc3,Ke5"));
    CHECK(damaged.status == Status::Damaged);
    CHECK(damaged.reason.tableFile == "w0m1k-b0m2k.shtb");
    CHECK(damaged.reason.damage == TableDamage{.kind = TableDamage::Kind::NotATable});
    CHECK_FALSE(damaged.reason.storedDamageText);
    CHECK(database.problem({0, 1, 0, 2}) ==
          "w0m1k-b0m2k.shtb: not an endgame table file (no SHASHKTB header)");
    CHECK(englishText(damaged.reason) ==
          "unknown — endgame table damaged: w0m1k-b0m2k.shtb: not an endgame "
          "table file (no SHASHKTB header)");

    const auto many = database.probe(Position::initial());
    CHECK(many.status == Status::TooManyPieces);
    CHECK(many.pieces == 24);
    CHECK(many.reason.maxPieces == 6);
    CHECK(englishText(many.reason) ==
          "unknown — 24 pieces; the endgame database holds positions of up to 6");
}

TEST_CASE("probes from several threads load each table once and agree", "[endgame]")
{
    const EndgameDatabase &source = smallDatabase();
    std::atomic<int> loads{0};
    const EndgameDatabase database([&](const std::string &name) {
        ++loads;
        for (const Material &material : EndgameGenerator::classesInOrder(3))
            if (EndgameTable::fileName(material) == name)
                return std::optional(source.table(material)->serialize());
        return std::optional<std::vector<std::uint8_t>>();
    });
    std::vector<Position> positions;
    for (const Material &material : EndgameGenerator::classesInOrder(3)) {
        const EndgameTable &table = *source.table(material);
        for (std::uint64_t i = 0; i < table.size(); i += 97)
            positions.push_back(table.index().placementAt(i).position());
    }
    std::atomic<int> disagreements{0};
    std::vector<std::thread> pool;
    for (int t = 0; t < 4; ++t)
        pool.emplace_back([&, t] {
            for (std::size_t k = 0; k < positions.size(); ++k) {
                const Position &position =
                    positions[(k + static_cast<std::size_t>(t) * 31) % positions.size()];
                if (database.probe(position).value != source.probe(position).value)
                    ++disagreements;
            }
        });
    for (std::thread &thread : pool)
        thread.join();
    CHECK(disagreements == 0);
    CHECK(loads == 16); // the 16 classes of 2 and 3 pieces, each read once
}

TEST_CASE("the 2-4 piece database agrees with the rules position by position", "[.endgame-slow]")
{
    EndgameDatabase database;
    buildUpTo(database, 4);
    std::uint64_t total = 0;
    for (const Material &material : EndgameGenerator::classesInOrder(4)) {
        const auto report = EndgameVerifier::verify(*database.table(material), database, threads);
        INFO(material.name() << ": " << (report.examples.empty() ? "" : report.examples.front()));
        CHECK(report.errors == 0);
        total += report.positions;
    }
    CHECK(total == 3488 + 196032 + 6209316);
}

} // namespace endgame_test
