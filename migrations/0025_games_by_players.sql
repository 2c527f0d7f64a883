-- An import asks, a batch at a time, for the games the tournament holds between the players of
-- the batch's games, instead of holding every game of the tournament and of its file in memory
-- (issue 28, point 9): an index by tournament and players answers that, and also every read by
-- tournament alone, which games_tournament served.

CREATE INDEX games_tournament_players ON games (tournament_id, white_player_id, black_player_id);
DROP INDEX games_tournament;
