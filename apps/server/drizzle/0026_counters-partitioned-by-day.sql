-- Issue 40 (docs/decisions/0059). The per-day counter tables become partitioned by UTC day:
-- search_counters and search_completions by "day", rate_limit_counters by the UTC day of
-- "window_start". Each day's partition is made ahead by counter_partitions_ahead (on every
-- start and by the hourly housekeeping) and dropped whole once past by
-- counter_partitions_drop, in place of a DELETE of a day's rows (tens of millions at the
-- scaling target). A DEFAULT partition takes the rows of a day whose partition is missing
-- (housekeeping stopped for days), so no count ever fails; the sweep deletes only those.
-- The primary keys contain the partition key, so every key still has one row and the
-- counting statements' ON CONFLICT is unchanged.
ALTER TABLE "search_counters" RENAME TO "search_counters_unpartitioned";--> statement-breakpoint
ALTER TABLE "search_counters_unpartitioned" RENAME CONSTRAINT "search_counters_day_key_pk" TO "search_counters_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "search_counters" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_counters_day_key_pk" PRIMARY KEY("day","key"),
	CONSTRAINT "search_counters_count" CHECK ("count" >= 0)
) PARTITION BY RANGE ("day");--> statement-breakpoint
ALTER TABLE "search_completions" RENAME TO "search_completions_unpartitioned";--> statement-breakpoint
ALTER TABLE "search_completions_unpartitioned" RENAME CONSTRAINT "search_completions_day_subject_block_completion_pk" TO "search_completions_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "search_completions" (
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"block" text NOT NULL,
	"completion" text NOT NULL,
	CONSTRAINT "search_completions_day_subject_block_completion_pk" PRIMARY KEY("day","subject","block","completion")
) PARTITION BY RANGE ("day");--> statement-breakpoint
ALTER TABLE "rate_limit_counters" RENAME TO "rate_limit_counters_unpartitioned";--> statement-breakpoint
ALTER TABLE "rate_limit_counters_unpartitioned" RENAME CONSTRAINT "rate_limit_counters_scope_subject_window_start_pk" TO "rate_limit_counters_unpartitioned_pk";--> statement-breakpoint
ALTER INDEX "rate_limit_counters_window_idx" RENAME TO "rate_limit_counters_unpartitioned_window_idx";--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_scope_subject_window_start_pk" PRIMARY KEY("scope","subject","window_start")
) PARTITION BY RANGE ("window_start");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE TABLE "search_counters_default" PARTITION OF "search_counters" DEFAULT;--> statement-breakpoint
CREATE TABLE "search_completions_default" PARTITION OF "search_completions" DEFAULT;--> statement-breakpoint
CREATE TABLE "rate_limit_counters_default" PARTITION OF "rate_limit_counters" DEFAULT;--> statement-breakpoint
-- Makes the partitions of the days from `today` - 1 to `today` + `days_ahead` that are missing,
-- for the three tables; answers how many it made. Owned by the schema's owner and run with its
-- rights (the app's role owns nothing, decision 0035, so it could not make a partition itself).
-- Two processes making the same partition, a lock not had within 2 s, or a DEFAULT partition
-- already holding rows of that day (the day is then counted there): that partition is left for
-- the next hour, never an error.
CREATE FUNCTION counter_partitions_ahead(today date, days_ahead int) RETURNS int
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  d date;
  t text;
  part text;
  made int := 0;
BEGIN
  PERFORM set_config('lock_timeout', '2000', true);
  FOR d IN SELECT generate_series(today - 1, today + days_ahead, interval '1 day')::date LOOP
    FOREACH t IN ARRAY ARRAY['search_counters', 'search_completions', 'rate_limit_counters'] LOOP
      part := t || '_' || to_char(d, 'YYYYMMDD');
      CONTINUE WHEN to_regclass(part) IS NOT NULL;
      BEGIN
        IF t = 'rate_limit_counters' THEN
          EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, t,
                         d::timestamp AT TIME ZONE 'UTC', (d + 1)::timestamp AT TIME ZONE 'UTC');
        ELSE
          EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, t,
                         d, d + 1);
          -- As migration 0023 set on the tables (decision 0053): analyzed only after ten times
          -- their size in changes; partitions carry their own storage options.
          EXECUTE format('ALTER TABLE %I SET (autovacuum_analyze_scale_factor = 10, autovacuum_analyze_threshold = 100000)', part);
        END IF;
        made := made + 1;
      EXCEPTION WHEN duplicate_table OR lock_not_available OR check_violation THEN
        NULL;
      END;
    END LOOP;
  END LOOP;
  RETURN made;
END $$;--> statement-breakpoint
-- Drops the day partitions no rule reads any more: the search tables' days before `today` (a
-- past day counts for nothing, decision 0017), the fixed windows' days that ended at or before
-- `windows_before`; and deletes the same rows from the DEFAULT partitions, which hold rows only
-- when a day's partition was missing. Answers the partitions dropped.
CREATE FUNCTION counter_partitions_drop(today date, windows_before timestamptz) RETURNS int
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  r record;
  dropped int := 0;
BEGIN
  PERFORM set_config('lock_timeout', '2000', true);
  FOR r IN
    SELECT c.relname AS part, p.relname AS parent,
           to_date(right(c.relname, 8), 'YYYYMMDD') AS d
    FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid
    JOIN pg_class p ON p.oid = i.inhparent
    JOIN pg_namespace n ON n.oid = p.relnamespace
    WHERE n.nspname = 'public'
      AND p.relname IN ('search_counters', 'search_completions', 'rate_limit_counters')
      AND c.relname ~ '_[0-9]{8}$'
  LOOP
    CONTINUE WHEN r.parent <> 'rate_limit_counters' AND r.d >= today;
    CONTINUE WHEN r.parent = 'rate_limit_counters'
      AND (r.d + 1)::timestamp AT TIME ZONE 'UTC' > windows_before;
    BEGIN
      EXECUTE format('DROP TABLE %I', r.part);
      dropped := dropped + 1;
    EXCEPTION WHEN lock_not_available THEN
      NULL;
    END;
  END LOOP;
  DELETE FROM search_counters_default WHERE day < today;
  DELETE FROM search_completions_default WHERE day < today;
  DELETE FROM rate_limit_counters_default WHERE window_start < windows_before;
  RETURN dropped;
END $$;--> statement-breakpoint
SELECT counter_partitions_ahead((now() AT TIME ZONE 'UTC')::date, 2);--> statement-breakpoint
INSERT INTO "search_counters" SELECT * FROM "search_counters_unpartitioned";--> statement-breakpoint
INSERT INTO "search_completions" SELECT * FROM "search_completions_unpartitioned";--> statement-breakpoint
INSERT INTO "rate_limit_counters" SELECT * FROM "rate_limit_counters_unpartitioned";--> statement-breakpoint
DROP TABLE "search_counters_unpartitioned", "search_completions_unpartitioned", "rate_limit_counters_unpartitioned";
