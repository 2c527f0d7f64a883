#include "exportfolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace gui {

namespace {

const QString key = QStringLiteral("export/folder");

} // namespace

QString ExportFolder::startingPath(const QString &suggested)
{
    const QString folder = QSettings().value(key).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        return suggested;
    return QDir(folder).filePath(suggested);
}

void ExportFolder::remember(const QString &chosenFile)
{
    if (chosenFile.isEmpty())
        return;
    QSettings().setValue(key, QFileInfo(chosenFile).absolutePath());
}

QString ExportFolder::askPdf(QWidget *parent, const QString &title, const QString &suggested)
{
    const QString name = QFileDialog::getSaveFileName(
        parent, title, startingPath(suggested),
        QCoreApplication::translate("gui::ExportFolder", "PDF files (*.pdf)"));
    remember(name);
    return name;
}

} // namespace gui
