CREATE TABLE "patient_usage" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_usage" ADD CONSTRAINT "patient_usage_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every session counts once in its patient's row, whatever its status; a scored one counts in
-- `scored`, one at 70 or more (SUCCESS_SCORE, patients.service.ts) in `passed`. Counts are integers,
-- so adding and taking away keep them exact; the upsert takes the row's lock, so concurrent writers
-- of one patient's sessions add up in turn.
CREATE FUNCTION patient_usage_add(patient uuid, n integer, score double precision) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO patient_usage AS u (patient_id, sessions, scored, passed)
  VALUES (patient, n, CASE WHEN score IS NULL THEN 0 ELSE n END, CASE WHEN score >= 70 THEN n ELSE 0 END)
  ON CONFLICT (patient_id) DO UPDATE SET
    sessions = u.sessions + excluded.sessions,
    scored = u.scored + excluded.scored,
    passed = u.passed + excluded.passed
$$;
--> statement-breakpoint
CREATE FUNCTION patient_usage_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM patient_usage_add(OLD.patient_id, -1, OLD.score);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM patient_usage_add(NEW.patient_id, 1, NEW.score);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION patient_usage_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE patient_usage;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_patient_usage_write AFTER INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION patient_usage_sessions();
--> statement-breakpoint
-- Only a new patient or a new score changes what the row counts.
CREATE TRIGGER sessions_patient_usage_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (old.patient_id IS DISTINCT FROM new.patient_id OR old.score IS DISTINCT FROM new.score)
  EXECUTE FUNCTION patient_usage_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_patient_usage_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION patient_usage_truncate();
--> statement-breakpoint
INSERT INTO patient_usage (patient_id, sessions, scored, passed)
  SELECT patient_id, count(*)::int, count(score)::int, count(*) FILTER (WHERE score >= 70)::int
  FROM sessions GROUP BY patient_id;
