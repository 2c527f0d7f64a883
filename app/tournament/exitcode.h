// The exit codes of the shashki executable (docs/commandline.md), for its command line and its
// window: 0 on success, 1 when the input was read but checks failed, 2 on bad usage or unreadable
// input.
#pragma once

namespace app {

enum ExitCode : int
{
    Success = 0,
    ChecksFailed = 1,
    BadUsage = 2
};

} // namespace app
