-- The decisions log's free text has a size (issue 28): a note a person writes through
-- log_decision, and the reason given with any entry, at most 2,000 characters each — a page of
-- the printed log, not a flood that buries it. NOT VALID: the log is append-only and entries
-- written before are kept as they are; every new entry is checked. The tool's own entries (a
-- round paired, start numbers given to every player …) are not limited: their text is made from
-- the event's facts.
ALTER TABLE decisions
    ADD CONSTRAINT decisions_why_size CHECK (why IS NULL OR char_length(why) <= 2000) NOT VALID;
ALTER TABLE decisions
    ADD CONSTRAINT decisions_note_size
        CHECK (kind IS DISTINCT FROM 'note' OR char_length(what) <= 2000) NOT VALID;
