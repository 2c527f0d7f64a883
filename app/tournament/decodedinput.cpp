#include "decodedinput.h"

#include <iterator>
#include <sstream>

namespace app {

namespace {

constexpr std::size_t chunkBytes = std::size_t{1} << 16;

} // namespace

arbiter::Result<std::unique_ptr<DecodedInput>, Problem>
DecodedInput::open(std::unique_ptr<std::istream> source, const std::string &fileName,
                   EncodingChoice choice)
{
    const auto start = source->tellg();
    if (start == std::istream::pos_type(-1)) {
        // Two passes need the bytes twice.
        std::string bytes((std::istreambuf_iterator<char>(*source)),
                          std::istreambuf_iterator<char>());
        source = std::make_unique<std::istringstream>(std::move(bytes));
    }
    const auto format = TextDecoder(fileName, choice).examine(*source);
    if (!format)
        return format.error();
    source->clear();
    source->seekg(0);
    return std::unique_ptr<DecodedInput>(new DecodedInput(std::move(source), *format));
}

DecodedInput::DecodedInput(std::unique_ptr<std::istream> source, TextFormat format)
    : std::istream(nullptr), m_buffer(std::move(source), format)
{
    rdbuf(&m_buffer);
}

DecodedInput::Buffer::Buffer(std::unique_ptr<std::istream> source, TextFormat format)
    : m_source(std::move(source)), m_format(format), m_converter(format), m_bytes(chunkBytes)
{}

DecodedInput::Buffer::int_type DecodedInput::Buffer::underflow()
{
    // A chunk may decode to nothing (a byte order mark, half a UTF-16 character).
    while (gptr() == egptr()) {
        if (m_finished)
            return traits_type::eof();
        m_text.clear();
        m_source->read(m_bytes.data(), static_cast<std::streamsize>(m_bytes.size()));
        const auto count = static_cast<std::size_t>(m_source->gcount());
        if (count > 0) {
            m_bytesRead += count;
            m_converter.convert(std::string_view(m_bytes.data(), count), m_text);
        } else {
            // The istream reading through this buffer catches this and sets its badbit.
            if (m_source->bad())
                throw std::ios_base::failure("the input could not be read");
            m_converter.finish(m_text);
            m_finished = true;
        }
        setg(m_text.data(), m_text.data(), m_text.data() + m_text.size());
    }
    return traits_type::to_int_type(*gptr());
}

DecodedInput::Buffer::pos_type DecodedInput::Buffer::seekoff(off_type offset,
                                                             std::ios_base::seekdir direction,
                                                             std::ios_base::openmode which)
{
    if (offset != 0 || direction != std::ios_base::cur || !(which & std::ios_base::in))
        return pos_type(off_type(-1));
    return pos_type(static_cast<off_type>(m_bytesRead));
}

} // namespace app
