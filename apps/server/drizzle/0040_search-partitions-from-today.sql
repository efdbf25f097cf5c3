-- Issue 51 (docs/decisions/0156). counter_partitions_ahead made the search tables' partitions
-- from the day before their counted day, and counter_partitions_drop drops every day before
-- it: so each hourly sweep made yesterday's search_counters and search_completions partitions
-- and dropped them again, four statements taking ACCESS EXCLUSIVE on the two parents every
-- search writes to (and each DROP walking all of shared_buffers). The search tables' partitions
-- now start at their counted day; a search counted into a past day (a clock a moment behind at
-- midnight) lands in the DEFAULT partition, which the sweep empties, as before. The fixed
-- windows keep yesterday's partition: a window that began before midnight is still counted.
CREATE OR REPLACE FUNCTION counter_partitions_ahead(today date, days_ahead int) RETURNS int
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  d date;
  t text;
  part text;
  first date;
  back int;
  made int := 0;
BEGIN
  PERFORM set_config('lock_timeout', '2000', true);
  FOREACH t IN ARRAY ARRAY['search_counters', 'search_completions', 'rate_limit_counters'] LOOP
    first := CASE WHEN t = 'rate_limit_counters' THEN today ELSE forewarn_day(today) END;
    back := CASE WHEN t = 'rate_limit_counters' THEN 1 ELSE 0 END;
    FOR d IN SELECT generate_series(first - back, first + days_ahead, interval '1 day')::date LOOP
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
END $$;
