// The printed reports (reports/reportdocument.h, reports/gameprint.h) written as PDF files, for
// `shashki report -o FILE`, `shashki demo` and the window's PDF exports alike: the PDF is made in
// memory and written through the FileWriter (filewriter.h), so a file that cannot be written in
// full is a Problem and never a truncated PDF.
#pragma once

#include "problem.h"
#include "reports/gameprint.h"
#include "reports/reportdocument.h"

#include <filesystem>
#include <optional>
#include <vector>

namespace app {

// Each needs a QGuiApplication (a PrintingApplication, printingapplication.h, in scope).
// ProblemCode::PdfNotDrawn {file} when Qt could not draw it, FileNotWritten {file, reason} when it
// could not be written; the file is then as it was before.
std::optional<Problem> writeTablePdf(const reports::ReportTable &table,
                                     const reports::ReportHeader &header,
                                     const std::filesystem::path &file);
std::optional<Problem> writeGameSheetPdf(const reports::GameHeading &heading,
                                         const std::filesystem::path &file);
// A round's blank sheets in one PDF (roundGameSheets, tournamentreport.h); `headings` not empty.
std::optional<Problem> writeGameSheetsPdf(const std::vector<reports::GameHeading> &headings,
                                          const std::filesystem::path &file);
std::optional<Problem> writeGamePdf(const reports::PrintedGame &game,
                                    const std::filesystem::path &file);

} // namespace app
