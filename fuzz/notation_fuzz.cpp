// Fuzzing the move notation and FEN readers: the input's first line is read as a FEN (and, when
// it is one, used as the position), every further line as a move in that position and in the
// initial one.
#include "arbiter/fen.h"
#include "arbiter/notation.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto firstLine = text.substr(0, text.find('\n'));
    const auto fen = arbiter::Fen::parse(firstLine);
    const arbiter::Position position = fen ? fen.value() : arbiter::Position::initial();
    if (fen)
        (void)arbiter::Fen::parse(arbiter::Fen::write(position));
    std::size_t start = firstLine.size() + 1;
    while (start < text.size()) {
        const auto end = std::min(text.find('\n', start), text.size());
        const auto line = text.substr(start, end - start);
        for (const auto &where : {position, arbiter::Position::initial()}) {
            const auto move = arbiter::Notation::parse(line, where);
            if (move)
                (void)arbiter::Notation::write(move.value(), where);
        }
        start = end + 1;
    }
    return 0;
}
