// The desktop entry points of the shashki executable (docs/commandline.md): no command (or only
// --db) opens the window on the embedded database or the one named; `shashki demo` sets up the demo
// tournament and opens the window on it, or without a display prints what it would show.
#pragma once

#ifndef Q_MOC_RUN
#include "app/tournament/messagecatalogue.h"
#endif

#include <QString>
#include <ostream>
#include <string>
#include <vector>

class QCoreApplication;

namespace gui {

// Loads the user interface's translation: "ru", "en", or empty for the system's language (the
// language saved in the settings wins), and Qt's own (qtbase_ru.qm of Qt's translations folder)
// when it is there, in place of those an earlier call installed ("en": none). True when ours was
// installed.
bool installTranslation(QCoreApplication &application, const QString &language);

// The language of the interface installTranslation() chose (English until it is called): the
// library's messages are rendered in it.
app::Language interfaceLanguage();

// Whether a window can be shown: a display to show it on, or a Qt platform chosen explicitly.
bool canShowWindow();

int runDesktop(int argc, char **argv, const std::vector<std::string> &args, std::ostream &out,
               std::ostream &err);
int runDemo(int argc, char **argv, const std::vector<std::string> &args, std::ostream &out,
            std::ostream &err);

} // namespace gui
