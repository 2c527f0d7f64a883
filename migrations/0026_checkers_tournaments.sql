-- Tournaments of English checkers, Italian draughts and Pool checkers (issue 29): a tournament's
-- variant may be one of them, with its federation's rules ('english-wcdf', 'italian-fid',
-- 'pool-apca'; docs/rules.md §16). Their squares are numbered 1-32 as on every 8×8 board, so the
-- moves' checks stand.
ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_variant_check,
    ADD CONSTRAINT tournaments_variant_check
        CHECK (variant IN ('russian', 'brazilian', 'international', 'english', 'italian', 'pool'));
ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_rule_set_check,
    ADD CONSTRAINT tournaments_rule_set_check
        CHECK ((variant = 'russian' AND rule_set IN ('russian-fmjd64', 'russian-2010'))
               OR (variant IN ('brazilian', 'international') AND rule_set = variant || '-fmjd')
               OR (variant = 'english' AND rule_set = 'english-wcdf')
               OR (variant = 'italian' AND rule_set = 'italian-fid')
               OR (variant = 'pool' AND rule_set = 'pool-apca'));
