// shashki: the Shashki Arbiter executable (DESIGN.md §6).
#include "app/cli/commandline.h"
#include "app/gui/desktop.h"

#include <cerrno>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    try {
        const std::vector<std::string> args(argv + 1, argv + argc);
        // No command (only --db URL, --tournament NAME): the desktop window; `demo` may open it.
        if (args.empty() || args.front().rfind("--db", 0) == 0 ||
            args.front().rfind("--tournament", 0) == 0)
            return gui::runDesktop(argc, argv, args, std::cout, std::cerr);
        if (args.front() == "demo")
            return gui::runDemo(argc, argv, std::vector<std::string>(args.begin() + 1, args.end()),
                                std::cout, std::cerr);
        const int code = app::run(args, std::cout, std::cerr);
        // Output that could not be written (a full disk, /dev/full, a closed pipe) is a failure,
        // never a silent success.
        if (!std::cout.flush()) {
            std::cerr << "shashki: the output could not be written: " << std::strerror(errno)
                      << "\n";
            return code == app::Success ? app::ChecksFailed : code;
        }
        return code;
    } catch (const std::exception &e) {
        std::cerr << "shashki: internal error: " << e.what() << "\n";
        return app::BadUsage;
    }
}
