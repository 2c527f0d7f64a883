// The application that printing needs: QPdfWriter and the fonts need a QGuiApplication, and a
// printed report needs no screen. For the scope of a PrintingApplication the program has one:
// the application it had already (the window's), or else a QGuiApplication on Qt's offscreen
// platform made for this scope alone and closed at its end. Nothing is kept past the scope, and
// no environment variable is set: the platform is passed to Qt as its -platform argument.
#pragma once

#include <memory>

class QGuiApplication;

namespace app {

class PrintingApplication
{
public:
    PrintingApplication();
    ~PrintingApplication();
    PrintingApplication(const PrintingApplication &) = delete;
    PrintingApplication &operator=(const PrintingApplication &) = delete;

private:
    // QGuiApplication keeps references to its argc and argv for its whole life.
    int m_argc = 3;
    char m_name[8] = "shashki";
    char m_platformOption[10] = "-platform";
    char m_platform[10] = "offscreen";
    char *m_argv[4] = {m_name, m_platformOption, m_platform, nullptr};
    std::unique_ptr<QGuiApplication> m_own;
};

} // namespace app
