// reports::tableCsv: RFC 4180 cells, and no cell a spreadsheet would run as a formula.
#include "reports/reportdocument.h"

#include <catch2/catch.hpp>

namespace reportdocument_test {

TEST_CASE("CSV cells are quoted where needed and never run as formulas")
{
    reports::ReportTable table;
    table.rows = {{"No", "Name", "Result", "SHM"},
                  {"1", "=HYPERLINK(\"http://x\",\"A\")", "+", "-3.5"},
                  {"2", "+cmd|' /C calc'!A0", "-/+", "4"},
                  {"3", "@SUM(A1)", "1-0", "-"},
                  {"4", "line\rbreak", "-x", "0"}};
    CHECK(reports::tableCsv(table) == "No,Name,Result,SHM\r\n"
                                      "1,\"'=HYPERLINK(\"\"http://x\"\",\"\"A\"\")\",+,-3.5\r\n"
                                      "2,'+cmd|' /C calc'!A0,-/+,4\r\n"
                                      "3,'@SUM(A1),1-0,-\r\n"
                                      "4,\"line\rbreak\",'-x,0\r\n");
}

} // namespace reportdocument_test
