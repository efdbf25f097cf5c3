-- The planner's estimate of how many distinct identifier values there are (docs/decisions/0118).
-- ANALYZE samples 30,000 rows, and from a sample of mostly unique values it guesses about 115,000
-- distinct values whatever the table's size: at 10 M cases (30 M rows) it expects each value ~260
-- times where it appears once or twice, and the search's generic plan never wins the plan cache.
-- A negative n_distinct is a share of the rows: at least half of the values are distinct, so the
-- estimate grows with the table.
ALTER TABLE "case_identifiers" ALTER COLUMN "value" SET (n_distinct = -0.5);--> statement-breakpoint
ANALYZE "case_identifiers";
