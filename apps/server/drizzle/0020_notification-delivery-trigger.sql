-- Issue 23 (docs/decisions/0036, 0037). Self-contained: can be re-applied after renumbering.
-- Every notification row gets its delivery job in the transaction that inserts it, and tells the
-- servers' LISTEN connections (channel forewarn_chat, ids only) that its member's unread count
-- changed. graphile_worker's schema is installed by the server before these migrations run
-- (db/migrate.ts); PL/pgSQL resolves graphile_worker.add_job when the trigger fires.
CREATE OR REPLACE FUNCTION forewarn_notification_enqueue() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM graphile_worker.add_job(
    'deliver_notification',
    json_build_object('id', NEW.id),
    job_key => 'notification:' || NEW.id::text,
    max_attempts => 12
  );
  PERFORM pg_notify(
    'forewarn_chat',
    json_build_object('kind', 'notification', 'members', json_build_array(NEW.user_id))::text
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_enqueue_delivery ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_enqueue_delivery
  AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION forewarn_notification_enqueue();
--> statement-breakpoint
-- The old My Account switch for message emails becomes the `message` kind's setting.
INSERT INTO notification_settings (user_id, kind, email)
  SELECT id, 'message', 'off' FROM users WHERE NOT message_email_notices
  ON CONFLICT DO NOTHING;
