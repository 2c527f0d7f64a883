-- International (100-square) and Brazilian draughts (issue 16). A tournament has a variant, and a
-- rule set of that variant: Russian tournaments keep theirs (russian-fmjd64, russian-2010);
-- Brazilian and International games follow the FMJD's draw rules ('brazilian-fmjd',
-- 'international-fmjd'). A tournament's games are all of its variant (the import refuses others).
ALTER TABLE tournaments
    ADD COLUMN variant text NOT NULL DEFAULT 'russian'
        CHECK (variant IN ('russian', 'brazilian', 'international'));
ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_rule_set_check,
    ADD CONSTRAINT tournaments_rule_set_check
        CHECK ((variant = 'russian' AND rule_set IN ('russian-fmjd64', 'russian-2010'))
               OR (variant <> 'russian' AND rule_set = variant || '-fmjd'));

-- A move's squares are PDN numbers of its board: 1-32 on 8×8, 1-50 on 10×10; a capture on 10×10
-- takes at most 20 pieces.
ALTER TABLE moves
    DROP CONSTRAINT moves_from_square_check,
    DROP CONSTRAINT moves_to_square_check,
    DROP CONSTRAINT moves_captures_check,
    ADD CONSTRAINT moves_from_square_check CHECK (from_square BETWEEN 1 AND 50),
    ADD CONSTRAINT moves_to_square_check CHECK (to_square BETWEEN 1 AND 50),
    ADD CONSTRAINT moves_captures_check
        CHECK (cardinality(captures) <= 20 AND 1 <= ALL (captures) AND 50 >= ALL (captures));

COMMENT ON COLUMN moves.from_square IS 'PDN square number, 1-32 (8×8) or 1-50 (10×10)';
COMMENT ON COLUMN moves.to_square IS 'PDN square number, 1-32 (8×8) or 1-50 (10×10)';
