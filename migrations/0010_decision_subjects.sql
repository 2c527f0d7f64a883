-- What a decision concerns, besides its tournament: a round, a board of it, a game, a player
-- (db/decisionlog.h). Each is NULL when the decision does not concern one: a round order drawn
-- concerns the whole tournament, a withdrawal a player (and the round after which he left).
--
-- None of them is a foreign key. The log outlives what it is about: a game may be deleted, and
-- ON DELETE SET NULL would be an UPDATE, which the append-only trigger refuses (0001). A player
-- may be deleted as long as he was never paired; a reference from the log would keep him (and a
-- decision about his entry is no pairing). The ids stay as they were when the decision was made.
--
-- The table grants of 0002 (SELECT for every role, INSERT for judges and chiefs) cover the new
-- columns: they are not column grants.
--
-- Entries logged before this migration keep NULL subjects. The JSON they carry does not name a
-- round or a board (a result's {"result": …}, a swap's player ids, a round order's seed; a
-- withdrawal's round without the player), and filling the columns in would rewrite entries of
-- an append-only log: their subject stays in their text ("the result of board 2 of round 3 …").
ALTER TABLE decisions
    ADD COLUMN round     integer CHECK (round > 0),
    ADD COLUMN board     integer CHECK (board > 0),
    ADD COLUMN game_id   bigint,
    ADD COLUMN player_id bigint,
    ADD CONSTRAINT decisions_board_has_round CHECK (board IS NULL OR round IS NOT NULL);

COMMENT ON COLUMN decisions.round IS 'the round it concerns: its number in the tournament';
COMMENT ON COLUMN decisions.board IS 'the board of that round it concerns';
COMMENT ON COLUMN decisions.game_id IS 'games (id) when decided; not a foreign key: the log '
                                       'outlives deleted games';
COMMENT ON COLUMN decisions.player_id IS 'players (id) when decided; not a foreign key: a '
                                         'player never paired can still be deleted';

CREATE INDEX decisions_tournament_round ON decisions (tournament_id, round);
