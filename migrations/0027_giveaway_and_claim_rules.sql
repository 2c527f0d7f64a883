-- Tournaments of giveaway (поддавки, issue 29): Russian draughts with the aim reversed, judged
-- under a Russian rule set (docs/rules.md §16), so a giveaway tournament takes the rule sets a
-- Russian one does.
ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_variant_check,
    ADD CONSTRAINT tournaments_variant_check
        CHECK (variant IN ('russian', 'brazilian', 'international', 'english', 'italian', 'pool',
                           'giveaway'));
ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_rule_set_check,
    ADD CONSTRAINT tournaments_rule_set_check
        CHECK ((variant IN ('russian', 'giveaway') AND rule_set IN ('russian-fmjd64', 'russian-2010'))
               OR (variant IN ('brazilian', 'international') AND rule_set = variant || '-fmjd')
               OR (variant = 'english' AND rule_set = 'english-wcdf')
               OR (variant = 'italian' AND rule_set = 'italian-fid')
               OR (variant = 'pool' AND rule_set = 'pool-apca'));

-- A claim ruled on in a game may name any draw rule of its variant (docs/rules.md §10, §15, §16):
-- the FMJD's and the checkers federations' ids as well as the Russian ones.
ALTER TABLE claims
    DROP CONSTRAINT claims_rule_check,
    ADD CONSTRAINT claims_rule_check
        CHECK (rule IN ('threefold', 'three-kings', 'kings-only', 'balance', 'main-road',
                        'small-ending', 'three-pieces', 'long-diagonal', 'two-pieces', 'fourfold',
                        'forty-moves'));
