-- Arbiters fix pairings by hand: exchanging two players between boards moves each into the
-- other's seat, which for a moment seats one of them twice. The one-board-per-round key may
-- therefore be deferred to the end of such a transaction (SET CONSTRAINTS … DEFERRED); it is
-- still checked at every statement otherwise.
ALTER TABLE round_seats
    DROP CONSTRAINT round_seats_pkey,
    ADD CONSTRAINT round_seats_pkey PRIMARY KEY (round_id, player_id) DEFERRABLE INITIALLY IMMEDIATE;
