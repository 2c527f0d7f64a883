// An input file's text as UTF-8, read as a std::istream for the PDN and TRF readers: the file is
// examined first (TextDecoder: the encoding found or named, or where it is not text), then read
// again from its start and decoded a chunk at a time, so memory stays flat whatever its size.
#pragma once

#include "arbiter/result.h"
#include "problem.h"
#include "textdecoder.h"

#include <cstdint>
#include <istream>
#include <memory>
#include <streambuf>
#include <string>
#include <vector>

namespace app {

class DecodedInput : public std::istream
{
public:
    // Examines `source` (named `fileName` in problems: UnknownEncoding, BadEncoding,
    // UnpairedSurrogate, NulCharacter) and makes the input of its text. A source that cannot seek
    // back to its start (a pipe) is read into memory first. A source that fails while it is read
    // sets badbit, as a failing file would.
    static arbiter::Result<std::unique_ptr<DecodedInput>, Problem>
    open(std::unique_ptr<std::istream> source, const std::string &fileName,
         EncodingChoice choice = EncodingChoice::Detect);

    TextEncoding encoding() const { return m_buffer.format().encoding; }

    // tellg() says how many bytes of the source are decoded so far: a place in the file, for the
    // progress of a long read, never one to seek to.

private:
    class Buffer : public std::streambuf
    {
    public:
        Buffer(std::unique_ptr<std::istream> source, TextFormat format);
        const TextFormat &format() const { return m_format; }

    protected:
        int_type underflow() override;
        pos_type seekoff(off_type offset, std::ios_base::seekdir direction,
                         std::ios_base::openmode which) override;

    private:
        std::unique_ptr<std::istream> m_source;
        TextFormat m_format;
        TextDecoder::Converter m_converter;
        std::vector<char> m_bytes;
        std::string m_text;
        std::uint64_t m_bytesRead = 0;
        bool m_finished = false;
    };

    DecodedInput(std::unique_ptr<std::istream> source, TextFormat format);

    Buffer m_buffer;
};

} // namespace app
