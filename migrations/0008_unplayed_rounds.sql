-- How unplayed games count in a tournament's tie-breaks (reports/event.h): as FIDE C.07 (2024)
-- says, or played games only. Chosen per tournament, before it starts.
ALTER TABLE tournaments
    ADD COLUMN unplayed_rounds text NOT NULL DEFAULT 'fide-2024'
        CHECK (unplayed_rounds IN ('fide-2024', 'played-only'));
