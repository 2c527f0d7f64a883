-- A game names its two players, also when it belongs to no pairing (a collection imported
-- without round numbers): standings and crosstables are computed from them. Filled from the
-- pairing where there is one, else from the PDN's White and Black tags among the tournament's
-- entries.
ALTER TABLE games
    ADD COLUMN white_player_id bigint REFERENCES players (id),
    ADD COLUMN black_player_id bigint REFERENCES players (id),
    ADD CONSTRAINT games_two_players CHECK (white_player_id <> black_player_id);

UPDATE games g SET white_player_id = p.white_player_id, black_player_id = p.black_player_id
    FROM pairings p WHERE p.id = g.pairing_id;

UPDATE games g
    SET white_player_id = (SELECT e.player_id FROM entries e JOIN players pl ON pl.id = e.player_id
                           WHERE e.tournament_id = g.tournament_id
                             AND pl.name = substring(g.pdn FROM '\[White "([^"]*)"\]')
                           ORDER BY e.player_id LIMIT 1),
        black_player_id = (SELECT e.player_id FROM entries e JOIN players pl ON pl.id = e.player_id
                           WHERE e.tournament_id = g.tournament_id
                             AND pl.name = substring(g.pdn FROM '\[Black "([^"]*)"\]')
                           ORDER BY e.player_id LIMIT 1)
    WHERE g.pairing_id IS NULL;

CREATE INDEX games_tournament ON games (tournament_id);
