#include "textdecoder.h"

#include "arbiter/utf8.h"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace app {

namespace {

constexpr std::size_t chunkBytes = std::size_t{1} << 16;
constexpr char32_t replacementCharacter = 0xFFFD;

// Windows-1251 from 0x80 to 0xFF as Unicode, after the code page's mapping table
// (unicode.org/Public/MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1251.TXT); 0 for 0x98, which it leaves
// undefined. 0xC0–0xFF are А…я, U+0410–U+044F in order.
constexpr std::array<char16_t, 128> windows1251 = [] {
    std::array<char16_t, 128> table{
        0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, // 80
        0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C, 0x040B, 0x040F, // 88
        0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, // 90
        0x0000, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, // 98
        0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, // A0
        0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407, // A8
        0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7, // B0
        0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457, // B8
    };
    for (std::size_t i = 0x40; i < table.size(); ++i)
        table[i] = static_cast<char16_t>(0x0410 + (i - 0x40));
    return table;
}();
static_assert(windows1251[0xC1 - 0x80] == u'Б' && windows1251[0xFF - 0x80] == u'я');
static_assert(windows1251[0xA8 - 0x80] == u'Ё' && windows1251[0xB9 - 0x80] == u'№');

// The letters of Russian, Ukrainian and Belarusian in Windows-1251: what Cyrillic names and words
// are made of (the Serbian and Macedonian ones are rare enough here to count as other bytes).
constexpr bool isCyrillicLetter(unsigned char byte)
{
    switch (byte) {
    case 0xA1: // Ў
    case 0xA2: // ў
    case 0xA5: // Ґ
    case 0xA8: // Ё
    case 0xAA: // Є
    case 0xAF: // Ї
    case 0xB2: // І
    case 0xB3: // і
    case 0xB4: // ґ
    case 0xB8: // ё
    case 0xBA: // є
    case 0xBF: // ї
        return true;
    default:
        return byte >= 0xC0;
    }
}

void appendUtf8(char32_t c, std::string &out)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

std::string hex(unsigned value, int digits)
{
    char text[9];
    std::snprintf(text, sizeof text, "%0*X", digits, value);
    return text;
}

bool startsWith(std::string_view bytes, std::string_view prefix)
{
    return bytes.substr(0, prefix.size()) == prefix;
}

constexpr std::string_view utf8Mark = "\xEF\xBB\xBF";
constexpr std::string_view utf16LeMark = "\xFF\xFE";
constexpr std::string_view utf16BeMark = "\xFE\xFF";

// Where a scan is: the byte offset, and the line and column of the character there.
struct Place
{
    std::uint64_t offset = 0;
    int line = 1;
    int column = 1;

    // After a character other than a line end: the next column (a CR does not move it).
    void advance(char32_t c)
    {
        if (c == '\n') {
            ++line;
            column = 1;
        } else if (c != '\r') {
            ++column;
        }
    }
};

// The first place where a scan found no text.
struct Fault
{
    enum class Kind
    {
        None,
        BadByte,   // `value` is the byte
        Surrogate, // `value` is the UTF-16 code unit
        Nul
    };
    Kind kind = Kind::None;
    Place place;
    unsigned value = 0;

    explicit operator bool() const { return kind != Kind::None; }
};

// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
class Utf8Scanner
{
public:
    explicit Utf8Scanner(std::uint64_t start) { m_place.offset = start; }

    void scan(std::string_view bytes)
    {
        for (const char c : bytes) {
            if (m_fault)
                return;
            const auto byte = static_cast<unsigned char>(c);
            if (m_need > 0) {
                if (byte < m_low || byte > m_high) {
                    m_fault = {Fault::Kind::BadByte, m_start, m_lead};
                    return;
                }
                m_low = 0x80;
                m_high = 0xBF;
                if (--m_need == 0)
                    m_place.advance(0x80); // any character but a line end
            } else if (byte == 0) {
                m_fault = {Fault::Kind::Nul, m_place, 0};
                return;
            } else if (byte < 0x80) {
                m_place.advance(byte);
            } else if (!lead(byte)) {
                m_fault = {Fault::Kind::BadByte, m_place, byte};
                return;
            } else {
                m_start = m_place;
                m_lead = byte;
            }
            ++m_place.offset;
        }
    }

    // A sequence the input ends in the middle of is not UTF-8.
    void finish()
    {
        if (!m_fault && m_need > 0)
            m_fault = {Fault::Kind::BadByte, m_start, m_lead};
    }

    const Fault &fault() const { return m_fault; }

private:
    // Starts the sequence of lead byte `byte`: how many bytes follow, and the range of the first
    // (Unicode 15, table 3-7); false when no sequence starts so.
    bool lead(unsigned char byte)
    {
        const arbiter::Utf8Lead sequence = arbiter::utf8Lead(byte);
        m_need = sequence.follow;
        m_low = sequence.low;
        m_high = sequence.high;
        return sequence.follow > 0;
    }

    Place m_place;
    Place m_start; // of the sequence being read
    unsigned m_lead = 0;
    int m_need = 0;
    unsigned char m_low = 0x80;
    unsigned char m_high = 0xBF;
    Fault m_fault;
};

// Windows-1251: every byte but 0x98 (and NUL) is a character. Counts how the bytes outside ASCII
// look: Cyrillic words have letters next to letters; the accented letters of a Latin text read
// in Windows-1251 stand alone ("Mьller") or sit inside Latin words ("MьЯig" for "Müßig"), and
// half the bytes of UTF-8 stand alone ("Р‘").
class Windows1251Scanner
{
public:
    void scan(std::string_view bytes)
    {
        for (const char c : bytes) {
            if (m_fault)
                return;
            const auto byte = static_cast<unsigned char>(c);
            if (byte == 0) {
                m_fault = {Fault::Kind::Nul, m_place, 0};
                return;
            }
            if (byte == 0x98) {
                m_fault = {Fault::Kind::BadByte, m_place, byte};
                return;
            }
            const bool asciiLetter = (byte | 0x20) >= 'a' && (byte | 0x20) <= 'z';
            if (isCyrillicLetter(byte)) {
                if (m_run == 0)
                    m_runTouchesLatin = m_afterLatin;
                ++m_letters;
                ++m_run;
            } else {
                // A Latin letter right after the run: an accented letter inside a Latin word
                // ("Müßig" read as "MьЯig"), not a Cyrillic word.
                m_runTouchesLatin = m_runTouchesLatin || asciiLetter;
                endRun();
            }
            m_afterLatin = asciiLetter;
            m_nonAscii += byte >= 0x80;
            m_place.advance(byte);
            ++m_place.offset;
        }
    }

    void finish() { endRun(); }

    const Fault &fault() const { return m_fault; }

    bool looksCyrillic() const
    {
        return !m_fault && m_letters > 0 && 2 * m_letters >= m_nonAscii &&
               5 * m_lettersInWords >= 3 * m_letters;
    }

private:
    void endRun()
    {
        if (m_run >= 2 && !m_runTouchesLatin)
            m_lettersInWords += m_run;
        m_run = 0;
        m_runTouchesLatin = false;
    }

    Place m_place;
    std::uint64_t m_nonAscii = 0;
    std::uint64_t m_letters = 0;
    std::uint64_t m_lettersInWords = 0; // letters next to another
    std::uint64_t m_run = 0;            // letters in a row so far
    bool m_runTouchesLatin = false;     // … with a Latin letter next to them
    bool m_afterLatin = false;          // the byte before was a Latin letter
    Fault m_fault;
};

// UTF-16 in either byte order: surrogates must pair.
class Utf16Scanner
{
public:
    Utf16Scanner(bool bigEndian, std::uint64_t start) : m_bigEndian(bigEndian)
    {
        m_place.offset = start;
    }

    void scan(std::string_view bytes)
    {
        for (const char c : bytes) {
            if (m_fault)
                return;
            const auto byte = static_cast<unsigned char>(c);
            if (m_firstByte < 0) {
                m_firstByte = byte;
                continue;
            }
            const auto unit = static_cast<std::uint16_t>(m_bigEndian ? (m_firstByte << 8) | byte
                                                                     : (byte << 8) | m_firstByte);
            m_firstByte = -1;
            this->unit(unit);
            m_place.offset += 2;
        }
    }

    // An odd byte at the end is half a code unit; a high surrogate there has no low one.
    void finish()
    {
        if (m_fault)
            return;
        if (m_high)
            m_fault = {Fault::Kind::Surrogate, m_highPlace, m_high};
        else if (m_firstByte >= 0)
            m_fault = {Fault::Kind::BadByte, m_place, static_cast<unsigned>(m_firstByte)};
    }

    const Fault &fault() const { return m_fault; }

private:
    void unit(std::uint16_t unit)
    {
        const bool high = unit >= 0xD800 && unit <= 0xDBFF;
        const bool low = unit >= 0xDC00 && unit <= 0xDFFF;
        if (m_high) {
            if (!low) {
                m_fault = {Fault::Kind::Surrogate, m_highPlace, m_high};
                return;
            }
            m_high = 0;
            m_place.advance(0x10000);
        } else if (high) {
            m_high = unit;
            m_highPlace = m_place;
        } else if (low) {
            m_fault = {Fault::Kind::Surrogate, m_place, unit};
        } else if (unit == 0) {
            m_fault = {Fault::Kind::Nul, m_place, 0};
        } else {
            m_place.advance(unit);
        }
    }

    bool m_bigEndian;
    Place m_place;
    int m_firstByte = -1;
    std::uint16_t m_high = 0;
    Place m_highPlace;
    Fault m_fault;
};

// Whether `bytes` begin with a line of ASCII in UTF-16 of that byte order: every code unit up to
// the first line feed (or the first 256) is 0x01–0x7F, so every other byte is NUL. A text of one
// line must be whole code units ("a\0b" is no UTF-16, but a NUL in a text).
bool asciiUtf16Line(std::string_view bytes, bool bigEndian)
{
    std::size_t units = 0;
    for (std::size_t i = 0; i + 1 < bytes.size() && units < 256; i += 2, ++units) {
        const auto first = static_cast<unsigned char>(bytes[i]);
        const auto second = static_cast<unsigned char>(bytes[i + 1]);
        const unsigned high = bigEndian ? first : second;
        const unsigned low = bigEndian ? second : first;
        if (high != 0 || low == 0 || low >= 0x80)
            return false;
        if (low == '\n')
            return true;
    }
    return units > 0 && bytes.size() % 2 == 0;
}

// One examination: the plan made from the first bytes, then the scanners it needs over all of
// them.
class Examination
{
public:
    Examination(std::string_view first, EncodingChoice choice)
    {
        switch (choice) {
        case EncodingChoice::Detect:
            if (startsWith(first, utf8Mark))
                plan(TextEncoding::Utf8, utf8Mark.size());
            else if (startsWith(first, utf16LeMark))
                plan(TextEncoding::Utf16Le, utf16LeMark.size());
            else if (startsWith(first, utf16BeMark))
                plan(TextEncoding::Utf16Be, utf16BeMark.size());
            else if (asciiUtf16Line(first, false))
                plan(TextEncoding::Utf16Le, 0);
            else if (asciiUtf16Line(first, true))
                plan(TextEncoding::Utf16Be, 0);
            else
                choose();
            break;
        case EncodingChoice::Utf8:
            plan(TextEncoding::Utf8, startsWith(first, utf8Mark) ? utf8Mark.size() : 0);
            break;
        case EncodingChoice::Windows1251:
            plan(TextEncoding::Windows1251, 0);
            break;
        case EncodingChoice::Utf16:
            if (startsWith(first, utf16LeMark))
                plan(TextEncoding::Utf16Le, utf16LeMark.size());
            else if (startsWith(first, utf16BeMark))
                plan(TextEncoding::Utf16Be, utf16BeMark.size());
            else
                plan(asciiUtf16Line(first, true) ? TextEncoding::Utf16Be : TextEncoding::Utf16Le,
                     0);
            break;
        case EncodingChoice::Utf16Le:
            plan(TextEncoding::Utf16Le, startsWith(first, utf16LeMark) ? utf16LeMark.size() : 0);
            break;
        case EncodingChoice::Utf16Be:
            plan(TextEncoding::Utf16Be, startsWith(first, utf16BeMark) ? utf16BeMark.size() : 0);
            break;
        }
        m_skip = m_format.byteOrderMarkBytes;
    }

    void scan(std::string_view bytes)
    {
        const std::size_t skipped = std::min<std::size_t>(m_skip, bytes.size());
        m_skip -= skipped;
        bytes.remove_prefix(skipped);
        if (m_utf8)
            m_utf8->scan(bytes);
        if (m_windows1251)
            m_windows1251->scan(bytes);
        if (m_utf16)
            m_utf16->scan(bytes);
    }

    // Whether reading on can change the outcome.
    bool decided() const
    {
        const bool utf8Failed = !m_utf8 || m_utf8->fault();
        const bool windows1251Failed = !m_windows1251 || m_windows1251->fault();
        const bool utf16Failed = !m_utf16 || m_utf16->fault();
        return utf8Failed && windows1251Failed && utf16Failed;
    }

    arbiter::Result<TextFormat, Problem> finish(const std::string &fileName)
    {
        if (m_utf8)
            m_utf8->finish();
        if (m_windows1251)
            m_windows1251->finish();
        if (m_utf16)
            m_utf16->finish();
        if (!m_choosing) {
            const Fault &fault = m_utf8          ? m_utf8->fault()
                                 : m_windows1251 ? m_windows1251->fault()
                                                 : m_utf16->fault();
            if (fault)
                return problem(fault, fileName, false);
            return m_format;
        }
        // UTF-8 or Windows-1251. A NUL comes first where the UTF-8 still reads (its column is
        // counted in UTF-8 there), else where Windows-1251 finds it.
        const Fault &utf8 = m_utf8->fault();
        if (!utf8)
            return TextFormat{TextEncoding::Utf8, 0};
        if (utf8.kind == Fault::Kind::Nul)
            return problem(utf8, fileName, true);
        if (m_windows1251->fault().kind == Fault::Kind::Nul)
            return problem(m_windows1251->fault(), fileName, true);
        if (m_windows1251->looksCyrillic())
            return TextFormat{TextEncoding::Windows1251, 0};
        return problem(utf8, fileName, true);
    }

private:
    void plan(TextEncoding encoding, std::size_t markBytes)
    {
        m_format = {encoding, markBytes};
        switch (encoding) {
        case TextEncoding::Utf8:
            m_utf8.emplace(markBytes);
            break;
        case TextEncoding::Windows1251:
            m_windows1251.emplace();
            break;
        case TextEncoding::Utf16Le:
        case TextEncoding::Utf16Be:
            m_utf16.emplace(encoding == TextEncoding::Utf16Be, markBytes);
            break;
        }
    }

    // No byte order mark, not UTF-16: UTF-8 and Windows-1251 are scanned for at once.
    void choose()
    {
        m_choosing = true;
        m_utf8.emplace(0);
        m_windows1251.emplace();
    }

    Problem problem(const Fault &fault, const std::string &fileName, bool choosing) const
    {
        std::vector<std::string> args = {fileName, std::to_string(fault.place.line),
                                         std::to_string(fault.place.column),
                                         std::to_string(fault.place.offset)};
        const std::string name(encodingName(m_format.encoding));
        switch (fault.kind) {
        case Fault::Kind::Nul:
            return {ProblemCode::NulCharacter, std::move(args)};
        case Fault::Kind::Surrogate:
            args.push_back(hex(fault.value, 4));
            args.push_back(name);
            return {ProblemCode::UnpairedSurrogate, std::move(args)};
        case Fault::Kind::BadByte:
        case Fault::Kind::None:
            break;
        }
        args.push_back(hex(fault.value, 2));
        if (choosing)
            return {ProblemCode::UnknownEncoding, std::move(args)};
        args.push_back(name);
        return {ProblemCode::BadEncoding, std::move(args)};
    }

    TextFormat m_format;
    bool m_choosing = false; // UTF-8 or else Windows-1251, decided at the end
    std::size_t m_skip = 0;  // byte order mark bytes not to scan
    std::optional<Utf8Scanner> m_utf8;
    std::optional<Windows1251Scanner> m_windows1251;
    std::optional<Utf16Scanner> m_utf16;
};

} // namespace

std::optional<EncodingChoice> encodingChoiceNamed(std::string_view name)
{
    for (const auto &[choiceName, choice] : encodingChoiceNames)
        if (choiceName == name)
            return choice;
    return std::nullopt;
}

std::string_view encodingName(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8:
        return "UTF-8";
    case TextEncoding::Windows1251:
        return "Windows-1251";
    case TextEncoding::Utf16Le:
        return "UTF-16LE";
    case TextEncoding::Utf16Be:
        return "UTF-16BE";
    }
    return "UTF-8";
}

TextDecoder::TextDecoder(std::string fileName, EncodingChoice choice)
    : m_fileName(std::move(fileName)), m_choice(choice)
{}

arbiter::Result<TextFormat, Problem> TextDecoder::examine(std::istream &input) const
{
    std::vector<char> chunk(chunkBytes);
    input.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    std::string_view bytes(chunk.data(), static_cast<std::size_t>(input.gcount()));
    Examination examination(bytes, m_choice);
    while (!bytes.empty()) {
        examination.scan(bytes);
        if (examination.decided())
            break;
        input.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        bytes = std::string_view(chunk.data(), static_cast<std::size_t>(input.gcount()));
    }
    return examination.finish(m_fileName);
}

arbiter::Result<TextFormat, Problem> TextDecoder::examine(std::string_view bytes) const
{
    Examination examination(bytes, m_choice);
    examination.scan(bytes);
    return examination.finish(m_fileName);
}

arbiter::Result<DecodedText, Problem> TextDecoder::decode(std::string_view bytes) const
{
    const auto format = examine(bytes);
    if (!format)
        return format.error();
    DecodedText decoded;
    decoded.encoding = format->encoding;
    Converter converter(*format);
    converter.convert(bytes, decoded.text);
    converter.finish(decoded.text);
    return decoded;
}

TextDecoder::Converter::Converter(TextFormat format)
    : m_format(format), m_skip(format.byteOrderMarkBytes)
{}

void TextDecoder::Converter::convert(std::string_view bytes, std::string &out)
{
    const std::size_t skipped = std::min(m_skip, bytes.size());
    m_skip -= skipped;
    bytes.remove_prefix(skipped);
    switch (m_format.encoding) {
    case TextEncoding::Utf8:
        out += bytes;
        return;
    case TextEncoding::Windows1251:
        out.reserve(out.size() + bytes.size());
        for (const char c : bytes) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte < 0x80) {
                out += c;
            } else {
                const char16_t mapped = windows1251[byte - 0x80];
                appendUtf8(mapped ? mapped : replacementCharacter, out);
            }
        }
        return;
    case TextEncoding::Utf16Le:
    case TextEncoding::Utf16Be:
        for (const char c : bytes) {
            const auto byte = static_cast<unsigned char>(c);
            if (m_oddByte < 0) {
                m_oddByte = byte;
                continue;
            }
            appendUtf16Unit(static_cast<std::uint16_t>(m_format.encoding == TextEncoding::Utf16Be
                                                           ? (m_oddByte << 8) | byte
                                                           : (byte << 8) | m_oddByte),
                            out);
            m_oddByte = -1;
        }
        return;
    }
}

void TextDecoder::Converter::appendUtf16Unit(std::uint16_t unit, std::string &out)
{
    const bool high = unit >= 0xD800 && unit <= 0xDBFF;
    const bool low = unit >= 0xDC00 && unit <= 0xDFFF;
    if (m_highSurrogate) {
        if (low) {
            appendUtf8(0x10000 + ((char32_t{m_highSurrogate} - 0xD800) << 10) + (unit - 0xDC00),
                       out);
            m_highSurrogate = 0;
            return;
        }
        appendUtf8(replacementCharacter, out);
        m_highSurrogate = 0;
    }
    if (high)
        m_highSurrogate = unit;
    else
        appendUtf8(low ? replacementCharacter : char32_t{unit}, out);
}

void TextDecoder::Converter::finish(std::string &out)
{
    if (m_highSurrogate || m_oddByte >= 0)
        appendUtf8(replacementCharacter, out);
    m_highSurrogate = 0;
    m_oddByte = -1;
}

} // namespace app
