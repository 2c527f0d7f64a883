// Output for a terminal (issue 13): what a file holds (a PDN tag, a player's name, a file name)
// reaches the terminal as text and can never move the cursor, change colours or retitle the window.
// main.cpp puts this buffer in front of std::cout and std::cerr when they are terminals; output to
// a file or a pipe is left as it is.
#pragma once

#include <streambuf>
#include <string>

namespace app {

// A stream buffer that passes what is written to `target`, UTF-8 aware, with every control
// character escaped: the C0 controls but line feed and tab (ESC among them) and DEL as "\x1b",
// the C1 controls U+0080–U+009F as "\u009b", and a byte that is not part of valid UTF-8 as
// "\xff". Every other character passes unchanged, also when a write splits it.
class TerminalSafeBuffer : public std::streambuf
{
public:
    explicit TerminalSafeBuffer(std::streambuf *target);
    // Flushes; an incomplete last character is escaped byte by byte.
    ~TerminalSafeBuffer() override;

    TerminalSafeBuffer(const TerminalSafeBuffer &) = delete;
    TerminalSafeBuffer &operator=(const TerminalSafeBuffer &) = delete;

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char *text, std::streamsize count) override;
    // Passes what is filtered on to the target and syncs it; -1 when the target failed.
    int sync() override;

private:
    void filter(unsigned char byte);
    void escapePending();
    bool send();

    std::streambuf *m_target;
    std::string m_filtered;     // to send to the target
    std::string m_pending;      // the bytes of a UTF-8 character so far
    std::size_t m_need = 0;     // its bytes still to come
    unsigned char m_low = 0x80; // the range of its next byte
    unsigned char m_high = 0xBF;
    bool m_failed = false;
};

} // namespace app
