// app::RoundDraw (rounddraw.h): what was drawn or given with a round, in the English the
// decisions log has always written, and as facts read back as they were written; facts of
// another form refused.
#include "app/tournament/rounddraw.h"

#include <QJsonDocument>
#include <catch2/catch.hpp>

namespace rounddraw_test {

namespace {

std::optional<app::RoundDraw> read(const std::string &json)
{
    return app::roundDrawOfJson(QJsonDocument::fromJson(QByteArray::fromStdString(json)).object());
}

} // namespace

TEST_CASE("a round's draw in English and as facts", "[rounddraw]")
{
    app::RoundDraw colour;
    colour.initialColour = reports::Colour::Black;
    CHECK(app::englishText(colour, 1) == "initial colour drawn by lot: black");
    CHECK(app::roundDrawJson(colour) == R"({"initialColour":"black"})");

    app::RoundDraw drawn;
    drawn.initialColour = reports::Colour::White;
    drawn.opening = app::OpeningDraw{false, "c3-b4 f6-g5", 42, 7, 49, std::nullopt, 0};
    CHECK(app::englishText(drawn, 1) ==
          "initial colour drawn by lot: white; opening of round 1 drawn with seed 42, number 7 of "
          "the 49 two-move openings: c3-b4 f6-g5");

    app::RoundDraw listed;
    listed.opening =
        app::OpeningDraw{false, "c3-d4 d6-c5 b2-c3", 9, 3, 174, "/srv/ballots.pdn", 12};
    CHECK(app::englishText(listed, 2) ==
          "opening of round 2 drawn with seed 9, number 3 of 174 openings of /srv/ballots.pdn "
          "(line 12): c3-d4 d6-c5 b2-c3");
    CHECK(app::roundDrawJson(listed) ==
          R"({"opening":{"given":false,"moves":"c3-d4 d6-c5 b2-c3","seed":9,"number":3,)"
          R"("count":174,"file":"/srv/ballots.pdn","line":12}})");

    app::RoundDraw given;
    given.opening = app::OpeningDraw{true, "c3-d4 f6-g5", 0, 0, 0, std::nullopt, 0};
    CHECK(app::englishText(given, 3) == "opening of round 3 given: c3-d4 f6-g5");
    CHECK(app::roundDrawJson(given) == R"({"opening":{"given":true,"moves":"c3-d4 f6-g5"}})");

    app::RoundDraw imported;
    imported.importedFrom = "swiss-16.trf";
    CHECK(app::englishText(imported, 4) == "imported from swiss-16.trf");

    for (const app::RoundDraw &draw : {colour, drawn, listed, given, imported, app::RoundDraw{}})
        CHECK(read(app::roundDrawJson(draw)) == draw);
}

TEST_CASE("facts of another form are no round's draw", "[rounddraw]")
{
    for (const char *json : {R"({"initialColour":"grey"})", R"({"initialColour":1})",
                             R"({"opening":{"moves":"c3-d4"}})",
                             R"({"opening":{"given":false,"moves":"c3-d4","seed":1}})",
                             R"({"opening":{"given":false,"moves":"c3-d4","seed":1.5,"number":1,)"
                             R"("count":2,"file":null,"line":0}})",
                             R"({"importedFrom":7})"})
        CHECK_FALSE(read(json));
}

} // namespace rounddraw_test
