#include "reportfiles.h"

#include "filewriter.h"

namespace app {

namespace {

std::optional<Problem> writePdf(const std::string &bytes, const std::filesystem::path &file)
{
    // A PDF is never empty: empty bytes are Qt's refusal to paint.
    if (bytes.empty())
        return Problem{ProblemCode::PdfNotDrawn, {file.string()}};
    return writeFileAtomically(file, bytes);
}

} // namespace

std::optional<Problem> writeTablePdf(const reports::ReportTable &table,
                                     const reports::ReportHeader &header,
                                     const std::filesystem::path &file)
{
    return writePdf(reports::tablePdf(table, header), file);
}

std::optional<Problem> writeGameSheetPdf(const reports::GameHeading &heading,
                                         const std::filesystem::path &file)
{
    return writePdf(reports::gameSheetPdf(heading), file);
}

std::optional<Problem> writeGameSheetsPdf(const std::vector<reports::GameHeading> &headings,
                                          const std::filesystem::path &file)
{
    return writePdf(reports::gameSheetsPdf(headings), file);
}

std::optional<Problem> writeGamePdf(const reports::PrintedGame &game,
                                    const std::filesystem::path &file)
{
    return writePdf(reports::gamePdf(game), file);
}

} // namespace app
