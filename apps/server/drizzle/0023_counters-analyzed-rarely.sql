-- Issue 25 (docs/decisions/0053). The search counters and completions are written by every
-- search (about 7 and 2 rows a request), so autovacuum analyzed each of them once a minute
-- while searches ran: 0.16 s of one core each time on a 2-core machine, and a paced search's
-- slowest 1 % fell on it. Their statements' plans do not depend on statistics (primary-key
-- upserts and lookups, and an hourly delete by day), so they are analyzed only after ten times
-- their size in changes. Vacuum is untouched: it keeps them bounded (docs/decisions/0047).
ALTER TABLE "search_counters" SET (autovacuum_analyze_scale_factor = 10, autovacuum_analyze_threshold = 100000);
--> statement-breakpoint
ALTER TABLE "search_completions" SET (autovacuum_analyze_scale_factor = 10, autovacuum_analyze_threshold = 100000);
