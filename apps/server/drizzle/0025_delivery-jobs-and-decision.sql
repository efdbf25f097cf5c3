-- Issue 36 (docs/decisions/0057). Self-contained: can be re-applied after renumbering.
-- The email decision per kind, written once: the delivery claim (notifications/delivery.ts) and
-- the message notice's insert (notifications/repository.ts) both call it.
CREATE OR REPLACE FUNCTION forewarn_email_decision(kind text, email_verified boolean, setting text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN NOT email_verified OR COALESCE(setting, 'instant') = 'off' THEN 'skipped'
    WHEN setting = 'daily' THEN 'digest'
    -- A message's email is its unread notice, mailed by a job of its own (threads/notices.ts).
    WHEN kind = 'message' THEN 'skipped'
    ELSE 'sent'
  END
$$;
--> statement-breakpoint
-- Every notification row not yet decided gets its mail job; a row for a member with a push
-- device (but not a message, pushed by the message itself) gets a push job in that member's own
-- named queue, so one member's slow push endpoints hold up nobody else's jobs.
CREATE OR REPLACE FUNCTION forewarn_notification_enqueue() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_status IS NULL THEN
    PERFORM graphile_worker.add_job(
      'deliver_notification',
      json_build_object('id', NEW.id),
      job_key => 'notification:' || NEW.id::text,
      max_attempts => 12
    );
  END IF;
  IF NEW.kind <> 'message' THEN
    IF EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = NEW.user_id) THEN
      PERFORM graphile_worker.add_job(
        'push_notification',
        json_build_object('id', NEW.id),
        queue_name => 'push:' || NEW.user_id::text,
        job_key => 'push:' || NEW.id::text,
        max_attempts => 4
      );
    END IF;
    PERFORM pg_notify(
      'forewarn_chat',
      json_build_object('kind', 'notification', 'members', json_build_array(NEW.user_id))::text
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- At most 10 push devices per account: the newest 10 stay.
DELETE FROM push_subscriptions p
WHERE p.id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS n
    FROM push_subscriptions
  ) ranked
  WHERE ranked.n > 10
);
