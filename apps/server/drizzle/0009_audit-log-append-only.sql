-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (the app's own
-- database role included). One exception: deleting a user account sets actor_id to NULL through
-- the foreign key (ON DELETE SET NULL); the row keeps actor_name, so the record still says who.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
       AND NEW.id = OLD.id AND NEW.actor_name = OLD.actor_name AND NEW.action = OLD.action
       AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id
       AND NEW.details = OLD.details AND NEW.created_at = OLD.created_at THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
