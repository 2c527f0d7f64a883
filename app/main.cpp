// shashki: the Shashki Arbiter executable (DESIGN.md §6).
#include "commandline.h"

#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    try {
        return app::run(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
    } catch (const std::exception &e) {
        std::cerr << "shashki: internal error: " << e.what() << "\n";
        return app::BadUsage;
    }
}
