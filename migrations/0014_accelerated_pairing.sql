-- Accelerated Swiss pairings (issue 14): 'none', or 'baku' — FIDE C.04.5.1, the Baku
-- acceleration: the first half of the players (rounded up to an even number) pair with one
-- virtual point in the first half of the accelerated rounds and half a point in the rest of
-- them, the accelerated rounds being the first half (rounded up) of the tournament.
ALTER TABLE tournaments
    ADD COLUMN acceleration text NOT NULL DEFAULT 'none'
        CHECK (acceleration IN ('none', 'baku'));
