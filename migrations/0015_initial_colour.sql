-- The initial colour of a Swiss (issue 14): FIDE C.04.3 (2025) E.5 gives the higher ranked
-- player of a pair without colour preferences the initial colour when his pairing number is odd,
-- the other colour when it is even; the initial colour is chosen before round 1, usually by lot.
-- 'white' or 'black' as the arbiter chose it; 'lot' is drawn when round 1 is paired (the colour
-- drawn is written to the decisions log and is read back from round 1's pairing).
ALTER TABLE tournaments
    ADD COLUMN initial_colour text NOT NULL DEFAULT 'white'
        CHECK (initial_colour IN ('white', 'black', 'lot'));
