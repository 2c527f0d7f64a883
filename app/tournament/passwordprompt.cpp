#include "passwordprompt.h"

#include <iostream>
#include <termios.h>
#include <unistd.h>

namespace app {

bool canAskPassword()
{
    return isatty(STDIN_FILENO) == 1;
}

std::optional<std::string> readPassword(const std::string &prompt, std::ostream &err)
{
    const bool terminal = canAskPassword();
    termios saved{};
    const bool quiet = terminal && tcgetattr(STDIN_FILENO, &saved) == 0;
    if (terminal) {
        err << prompt << std::flush;
        if (quiet) {
            termios noEcho = saved;
            noEcho.c_lflag &= ~static_cast<tcflag_t>(ECHO);
            tcsetattr(STDIN_FILENO, TCSANOW, &noEcho);
        }
    }
    std::string password;
    const bool read = static_cast<bool>(std::getline(std::cin, password));
    if (quiet)
        tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    if (terminal)
        err << "\n";
    if (!read || password.empty())
        return std::nullopt;
    return password;
}

} // namespace app
