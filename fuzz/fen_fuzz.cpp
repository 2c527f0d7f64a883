// Fuzzing FEN: the input is read as a FEN; an error is placed in the text (columns count
// characters, the end of the text included); a position read, written in each style (algebraic,
// numeric) and read back, must be the same position and be written the same again.
#include "arbiter/fen.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto fen = arbiter::Fen::parse(text);
    if (!fen) {
        std::size_t characters = 0;
        for (const char c : text)
            if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
                ++characters;
        if (fen.error().column < 1 ||
            static_cast<std::size_t>(fen.error().column) > characters + 1 ||
            fen.error().message.empty())
            std::abort();
        return 0;
    }
    for (const auto style : {arbiter::Fen::Style::Algebraic, arbiter::Fen::Style::Numeric}) {
        const std::string written = arbiter::Fen::write(*fen, style);
        const auto again = arbiter::Fen::parse(written);
        if (!again || !(*again == *fen) || arbiter::Fen::write(*again, style) != written)
            std::abort();
    }
    return 0;
}
