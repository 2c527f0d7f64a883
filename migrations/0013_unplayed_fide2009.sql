-- How unplayed games count in a tournament's tie-breaks (reports/event.h) may also be as FIDE's
-- rules of 2009 had it (a virtual opponent for one's own unplayed rounds, every unplayed round of
-- an opponent a draw), beside FIDE C.07 (2024) and played games only. 0008 wrote the check on the
-- column, so PostgreSQL named it tournaments_unplayed_rounds_check.
ALTER TABLE tournaments DROP CONSTRAINT tournaments_unplayed_rounds_check;
ALTER TABLE tournaments
    ADD CONSTRAINT tournaments_unplayed_rounds_check
        CHECK (unplayed_rounds IN ('fide-2024', 'played-only', 'fide-2009'));
