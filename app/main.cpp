// shashki: the Shashki Arbiter executable (docs/commandline.md).
#include "app/cli/commandline.h"
#include "app/cli/terminalsafebuffer.h"
#include "app/gui/desktop.h"

#include <QtGlobal>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

// Takes the TerminalSafeBuffer out from in front of a stream again, flushing it first.
struct PlainAgain
{
    std::ostream *stream;
    std::streambuf *plain;

    void operator()(app::TerminalSafeBuffer *buffer) const
    {
        stream->flush();
        stream->rdbuf(plain);
        delete buffer;
    }
};

using TerminalSafety = std::unique_ptr<app::TerminalSafeBuffer, PlainAgain>;

// Whatever goes to a terminal has its control characters escaped (a tag holding "\x1b[2J" must
// not clear the judge's screen); a file or a pipe gets the bytes as they are.
TerminalSafety escapeControlsOnTerminal(std::ostream &stream, int descriptor)
{
    if (!isatty(descriptor))
        return TerminalSafety(nullptr, PlainAgain{&stream, stream.rdbuf()});
    TerminalSafety safety(new app::TerminalSafeBuffer(stream.rdbuf()),
                          PlainAgain{&stream, stream.rdbuf()});
    stream.rdbuf(safety.get());
    return safety;
}

// Qt wants a private runtime folder and warns on standard error when the session gives none (a
// server, CI, a cron job): give it the one it would fall back to, before any Qt is started.
void provideRuntimeFolder()
{
    if (const char *runtime = std::getenv("XDG_RUNTIME_DIR"); runtime && *runtime)
        return;
    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("runtime-" + std::to_string(::getuid()));
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    std::filesystem::permissions(folder, std::filesystem::perms::owner_all,
                                 std::filesystem::perm_options::replace, error);
    ::setenv("XDG_RUNTIME_DIR", folder.c_str(), 1);
}

// A command speaks for itself on standard error, one line for a failure: Qt's own debugging and
// warnings (QtSql's "Unable to free statement" once a connection is gone) are not its user's.
// Critical and fatal messages still go out as Qt writes them.
QtMessageHandler qtOwnHandler = nullptr;

void quietQt(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if ((type == QtCriticalMsg || type == QtFatalMsg) && qtOwnHandler)
        qtOwnHandler(type, context, message);
}

} // namespace

int main(int argc, char **argv)
{
    const TerminalSafety safeOut = escapeControlsOnTerminal(std::cout, STDOUT_FILENO);
    const TerminalSafety safeErr = escapeControlsOnTerminal(std::cerr, STDERR_FILENO);
    // A closed pipe (`shashki … | head`) is a write error like a full disk, reported with its
    // reason and exit code 1, not a silent death by SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    provideRuntimeFolder();
    try {
        const std::vector<std::string> args(argv + 1, argv + argc);
        // No command (only --db URL, --tournament NAME): the desktop window; `demo` may open it.
        if (args.empty() || args.front().rfind("--db", 0) == 0 ||
            args.front().rfind("--tournament", 0) == 0)
            return gui::runDesktop(argc, argv, args, std::cout, std::cerr);
        if (args.front() == "demo")
            return gui::runDemo(argc, argv, std::vector<std::string>(args.begin() + 1, args.end()),
                                std::cout, std::cerr);
        qtOwnHandler = qInstallMessageHandler(quietQt);
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
