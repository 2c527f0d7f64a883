#include "terminalsafebuffer.h"

#include "arbiter/utf8.h"

#include <cstdio>

namespace app {

namespace {

// Sent on when this much is filtered, and at every sync (std::cerr syncs after each write).
constexpr std::size_t sendBytes = 4096;

void appendEscape(const char *format, unsigned value, std::string &out)
{
    char text[8];
    std::snprintf(text, sizeof text, format, value);
    out += text;
}

} // namespace

TerminalSafeBuffer::TerminalSafeBuffer(std::streambuf *target) : m_target(target) {}

TerminalSafeBuffer::~TerminalSafeBuffer()
{
    escapePending();
    send();
    m_target->pubsync();
}

TerminalSafeBuffer::int_type TerminalSafeBuffer::overflow(int_type c)
{
    if (traits_type::eq_int_type(c, traits_type::eof()))
        return sync() == 0 ? traits_type::not_eof(c) : traits_type::eof();
    filter(static_cast<unsigned char>(traits_type::to_char_type(c)));
    if (m_filtered.size() >= sendBytes && !send())
        return traits_type::eof();
    return c;
}

std::streamsize TerminalSafeBuffer::xsputn(const char *text, std::streamsize count)
{
    for (std::streamsize i = 0; i < count; ++i) {
        filter(static_cast<unsigned char>(text[i]));
        if (m_filtered.size() >= sendBytes && !send())
            return i + 1;
    }
    return count;
}

int TerminalSafeBuffer::sync()
{
    // A character split between two writes waits for its other bytes.
    if (!send())
        return -1;
    return m_target->pubsync() == 0 ? 0 : -1;
}

void TerminalSafeBuffer::filter(unsigned char byte)
{
    if (m_need > 0) {
        if (byte < m_low || byte > m_high) {
            // Not the character it began: its bytes so far are no text.
            escapePending();
        } else {
            m_pending += static_cast<char>(byte);
            m_low = 0x80;
            m_high = 0xBF;
            if (--m_need > 0)
                return;
            // C2 80 … C2 9F encode the C1 controls.
            const auto second = static_cast<unsigned char>(m_pending[1]);
            if (m_pending.size() == 2 && static_cast<unsigned char>(m_pending[0]) == 0xC2 &&
                second <= 0x9F)
                appendEscape("\\u%04x", second, m_filtered);
            else
                m_filtered += m_pending;
            m_pending.clear();
            return;
        }
    }
    if (byte < 0x80) {
        if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7F)
            appendEscape("\\x%02x", byte, m_filtered);
        else
            m_filtered += static_cast<char>(byte);
        return;
    }
    // A lead byte and the range of the byte after it.
    const arbiter::Utf8Lead sequence = arbiter::utf8Lead(byte);
    if (sequence.follow < 0) {
        appendEscape("\\x%02x", byte, m_filtered);
        return;
    }
    m_need = static_cast<std::size_t>(sequence.follow);
    m_low = sequence.low;
    m_high = sequence.high;
    m_pending = static_cast<char>(byte);
}

void TerminalSafeBuffer::escapePending()
{
    for (const char c : m_pending)
        appendEscape("\\x%02x", static_cast<unsigned char>(c), m_filtered);
    m_pending.clear();
    m_need = 0;
    m_low = 0x80;
    m_high = 0xBF;
}

bool TerminalSafeBuffer::send()
{
    if (m_failed)
        return false;
    const auto size = static_cast<std::streamsize>(m_filtered.size());
    if (size > 0 && m_target->sputn(m_filtered.data(), size) != size)
        m_failed = true;
    m_filtered.clear();
    return !m_failed;
}

} // namespace app
