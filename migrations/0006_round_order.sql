-- The drawn order of rounds of a round robin (Russian regulations allow drawing it before the
-- event): the seed it was drawn from, so that the draw can be reproduced and shown
-- (reports/bergertable.h). NULL: the rounds in the table's order.
ALTER TABLE tournaments ADD COLUMN round_order_seed bigint;
