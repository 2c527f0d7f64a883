// The folder the window's PDF exports go to: each save dialog (a report, a blank game sheet, a
// game) opens in the folder the last export went to (QSettings "export/folder"), the suggested
// file name in it, and remembers the folder chosen.
#pragma once

#include <QString>

class QWidget;

namespace gui {

class ExportFolder
{
public:
    // `suggested` ("Пары 1-го тура.pdf") in the folder of the last export, when it still exists;
    // else `suggested` alone (the dialog's own folder).
    static QString startingPath(const QString &suggested);
    // The folder of `chosenFile` kept for the next export.
    static void remember(const QString &chosenFile);
    // A save dialog for a PDF titled `title`, starting at startingPath(suggested); the file
    // chosen (its folder remembered), or empty when cancelled.
    static QString askPdf(QWidget *parent, const QString &title, const QString &suggested);
};

} // namespace gui
