-- ANALYZE's sample counts the distinct identifier values as a fixed number whatever the table's
-- size, so on a large registry the search's generic plan never won the plan cache; a negative
-- n_distinct counts them as a share of the rows instead (docs/decisions/0118).
ALTER TABLE "case_identifiers" ALTER COLUMN "value" SET (n_distinct = -0.5);--> statement-breakpoint
ANALYZE "case_identifiers";
