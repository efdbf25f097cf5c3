-- Issue 23, the chat bench (docs/decisions/0037 addendum). Self-contained: can be re-applied.
-- A notification inserted already decided (email_status set: a `message` notice, whose email
-- has its own job and whose push goes with the message) needs no delivery job; and a `message`
-- notice tells no streams itself: the message's own NOTIFY (threads/repository.ts) names both
-- members, and their streams recount the bell with the red dot. Every other row is as before.
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
    PERFORM pg_notify(
      'forewarn_chat',
      json_build_object('kind', 'notification', 'members', json_build_array(NEW.user_id))::text
    );
  END IF;
  RETURN NULL;
END
$$;
