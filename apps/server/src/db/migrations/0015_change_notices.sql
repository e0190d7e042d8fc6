-- What servers cache (signed-in users, the patient list) is announced on the practicum_changes channel
-- when it changes, by whichever writer changed it; PostgreSQL delivers a notice to every listening
-- server when its transaction commits, in commit order. Payloads: 'user:<id>' when a user's row or
-- one of their sign-ins (refresh tokens) changes, 'patients' when a patient or its usage changes.
-- See docs/decisions/031-cached-sign-ins-and-patient-usage.md.
CREATE FUNCTION practicum_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('practicum_changes', 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify('practicum_changes', 'user:' || OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION practicum_notify_patients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('practicum_changes', 'patients');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_change_notice AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION practicum_notify_user();
--> statement-breakpoint
-- A sign-in ends when its refresh tokens are revoked or deleted; issuing one changes nothing cached.
CREATE TRIGGER refresh_tokens_change_notice AFTER UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION practicum_notify_user();
--> statement-breakpoint
CREATE TRIGGER patients_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON patients
  FOR EACH STATEMENT EXECUTE FUNCTION practicum_notify_patients();
--> statement-breakpoint
CREATE TRIGGER patient_usage_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON patient_usage
  FOR EACH STATEMENT EXECUTE FUNCTION practicum_notify_patients();
