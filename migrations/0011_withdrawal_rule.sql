-- How a tournament counts the games of a player who withdraws (issue 12, invariant 4):
--   fide     the games played stand, the rest are not played (FIDE C.05, round robins; and every
--            Swiss);
--   russian  in a round robin, as the Russian regulations on draughts competitions have it: a
--            player who has played fewer than half of his games has all his results annulled;
--            one who has played half or more loses the remaining games by forfeit.
ALTER TABLE tournaments
    ADD COLUMN withdrawal_rule text NOT NULL DEFAULT 'fide'
        CHECK (withdrawal_rule IN ('fide', 'russian'));
