#include "storeaction.h"

namespace db {

std::string englishText(const StoreAction &action)
{
    const auto row = [](const std::optional<StoredRow> &stored) {
        return stored ? englishText(*stored) : std::string();
    };
    switch (action.kind) {
    case StoreAction::Kind::EnterPlayer:
        return "enter player " + std::to_string(action.id);
    case StoreAction::Kind::NumberEntries:
        return "give the start numbers of tournament " + std::to_string(action.id);
    case StoreAction::Kind::SaveEntry:
        return "save the entry of " + action.name;
    case StoreAction::Kind::DeleteEntry:
        return "delete the entry of " + action.name;
    case StoreAction::Kind::StoreGame:
        return action.row ? "store game " + std::to_string(action.row->game) + " of board " +
                                std::to_string(action.row->board) + " of round " +
                                std::to_string(action.row->round)
                          : std::string("store a game");
    case StoreAction::Kind::PairRound:
        return "pair round " + std::to_string(action.round);
    case StoreAction::Kind::UnpairRound:
        return "unpair round " + std::to_string(action.round);
    case StoreAction::Kind::SaveResult:
        return "save " + row(action.row);
    case StoreAction::Kind::SwapColours:
        return "swap " + row(action.row);
    case StoreAction::Kind::ExchangePlayers:
        return "exchange " + row(action.row) + " and " + row(action.otherRow);
    case StoreAction::Kind::AddPlayer:
        return "add player " + action.name;
    case StoreAction::Kind::SavePlayer:
        return "save player " + action.name;
    case StoreAction::Kind::CreateTournament:
        return "create tournament " + action.name;
    case StoreAction::Kind::SaveTournament:
        return "save tournament " + action.name;
    case StoreAction::Kind::RecordRoundOrder:
        return "record the drawn round order of " + action.name;
    case StoreAction::Kind::DeleteGame:
        return "delete game " + std::to_string(action.id);
    }
    return {};
}

} // namespace db
