-- Issue 51 (docs/decisions/0094). "Today" of the per-day counters from one SQL function that a
-- session or a database can pin, so the bench can keep a busy day of counters in its prepared
-- database and count into it on a later date.
--
-- forewarn_today() is the UTC date, unless the setting forewarn.today holds a date: then that
-- date. It is pinned with `SET forewarn.today = '2026-11-20'` (a session),
-- `ALTER DATABASE <name> SET forewarn.today = '2026-11-20'` (every new session of a database;
-- the bench's prepared databases) or `ALTER DATABASE <name> RESET forewarn.today` (unpinned).
-- PRODUCTION NEVER SETS forewarn.today: unset (or empty) it is the UTC date, exactly as before.
--
-- The app counts by its own clock (a search's day and a window's start are computed in Node, and
-- tests move that clock by days), so the counting statements pass the day they computed through
-- forewarn_day(d), which moves it by as many days as the pin is from the UTC date: unpinned it
-- is d itself. The search counters and completions are keyed by that day. The fixed windows of
-- rate_limit_counters are moments (a minute, an hour), not dates, and stay on the real clock.
CREATE FUNCTION forewarn_today() RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT COALESCE(NULLIF(current_setting('forewarn.today', true), '')::date,
                  (now() AT TIME ZONE 'UTC')::date)
$$;--> statement-breakpoint
-- Days from the UTC date to forewarn_today(): 0 unless pinned.
CREATE FUNCTION forewarn_day_shift() RETURNS int
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT forewarn_today() - (now() AT TIME ZONE 'UTC')::date
$$;--> statement-breakpoint
-- The counters' day for a day of the app's clock: `d` moved by the pin (d itself unpinned).
CREATE FUNCTION forewarn_day(d date) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT d + forewarn_day_shift()
$$;--> statement-breakpoint
-- As in migration 0026, but the search tables' partitions are made for forewarn_day(today) - 1
-- to forewarn_day(today) + days_ahead, the days their rows are counted on (the same days
-- unpinned); the fixed windows' stay on `today`.
CREATE OR REPLACE FUNCTION counter_partitions_ahead(today date, days_ahead int) RETURNS int
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  d date;
  t text;
  part text;
  first date;
  made int := 0;
BEGIN
  PERFORM set_config('lock_timeout', '2000', true);
  FOREACH t IN ARRAY ARRAY['search_counters', 'search_completions', 'rate_limit_counters'] LOOP
    first := CASE WHEN t = 'rate_limit_counters' THEN today ELSE forewarn_day(today) END;
    FOR d IN SELECT generate_series(first - 1, first + days_ahead, interval '1 day')::date LOOP
      part := t || '_' || to_char(d, 'YYYYMMDD');
      CONTINUE WHEN to_regclass(part) IS NOT NULL;
      BEGIN
        IF t = 'rate_limit_counters' THEN
          EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, t,
                         d::timestamp AT TIME ZONE 'UTC', (d + 1)::timestamp AT TIME ZONE 'UTC');
        ELSE
          EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, t,
                         d, d + 1);
          -- As migration 0023 set on the tables (decision 0053).
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
-- As in migration 0026, but the search tables' past days are those before forewarn_day(today):
-- a pinned day's partitions stay while it is pinned.
CREATE OR REPLACE FUNCTION counter_partitions_drop(today date, windows_before timestamptz) RETURNS int
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  r record;
  counted date := forewarn_day(today);
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
    CONTINUE WHEN r.parent <> 'rate_limit_counters' AND r.d >= counted;
    CONTINUE WHEN r.parent = 'rate_limit_counters'
      AND (r.d + 1)::timestamp AT TIME ZONE 'UTC' > windows_before;
    BEGIN
      EXECUTE format('DROP TABLE %I', r.part);
      dropped := dropped + 1;
    EXCEPTION WHEN lock_not_available THEN
      NULL;
    END;
  END LOOP;
  DELETE FROM search_counters_default WHERE day < counted;
  DELETE FROM search_completions_default WHERE day < counted;
  DELETE FROM rate_limit_counters_default WHERE window_start < windows_before;
  RETURN dropped;
END $$;
