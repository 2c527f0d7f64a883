#include "guitestsupport.h"

namespace guitest {

QApplication &application()
{
    static int argc = 1;
    static char name[] = "gui_tests";
    static char *argv[] = {name, nullptr};
    static QApplication *instance = new QApplication(argc, argv);
    return *instance;
}

} // namespace guitest
