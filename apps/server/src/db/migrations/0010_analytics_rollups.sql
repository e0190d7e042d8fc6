CREATE TABLE "analytics_days" (
	"day" date NOT NULL,
	"patient_id" uuid NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"score_n" integer DEFAULT 0 NOT NULL,
	"duration_sum" double precision DEFAULT 0 NOT NULL,
	"duration_n" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"skill_active_listening_sum" double precision DEFAULT 0 NOT NULL,
	"skill_active_listening_n" integer DEFAULT 0 NOT NULL,
	"skill_empathy_demonstration_sum" double precision DEFAULT 0 NOT NULL,
	"skill_empathy_demonstration_n" integer DEFAULT 0 NOT NULL,
	"skill_questioning_techniques_sum" double precision DEFAULT 0 NOT NULL,
	"skill_questioning_techniques_n" integer DEFAULT 0 NOT NULL,
	"skill_boundary_maintenance_sum" double precision DEFAULT 0 NOT NULL,
	"skill_boundary_maintenance_n" integer DEFAULT 0 NOT NULL,
	"skill_crisis_management_sum" double precision DEFAULT 0 NOT NULL,
	"skill_crisis_management_n" integer DEFAULT 0 NOT NULL,
	"skill_therapeutic_interventions_sum" double precision DEFAULT 0 NOT NULL,
	"skill_therapeutic_interventions_n" integer DEFAULT 0 NOT NULL,
	"band_below_60" integer DEFAULT 0 NOT NULL,
	"band_60s" integer DEFAULT 0 NOT NULL,
	"band_70s" integer DEFAULT 0 NOT NULL,
	"band_80s" integer DEFAULT 0 NOT NULL,
	"band_90_up" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_days_day_patient_id_pk" PRIMARY KEY("day","patient_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_student_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"score_n" integer DEFAULT 0 NOT NULL,
	"duration_sum" double precision DEFAULT 0 NOT NULL,
	"duration_n" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"skill_active_listening_sum" double precision DEFAULT 0 NOT NULL,
	"skill_active_listening_n" integer DEFAULT 0 NOT NULL,
	"skill_empathy_demonstration_sum" double precision DEFAULT 0 NOT NULL,
	"skill_empathy_demonstration_n" integer DEFAULT 0 NOT NULL,
	"skill_questioning_techniques_sum" double precision DEFAULT 0 NOT NULL,
	"skill_questioning_techniques_n" integer DEFAULT 0 NOT NULL,
	"skill_boundary_maintenance_sum" double precision DEFAULT 0 NOT NULL,
	"skill_boundary_maintenance_n" integer DEFAULT 0 NOT NULL,
	"skill_crisis_management_sum" double precision DEFAULT 0 NOT NULL,
	"skill_crisis_management_n" integer DEFAULT 0 NOT NULL,
	"skill_therapeutic_interventions_sum" double precision DEFAULT 0 NOT NULL,
	"skill_therapeutic_interventions_n" integer DEFAULT 0 NOT NULL,
	"last_start" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_student_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
DROP INDEX "sessions_review_start_idx";--> statement-breakpoint
CREATE INDEX "analytics_student_months_month_idx" ON "analytics_student_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "sessions_review_start_idx" ON "sessions" USING btree ("start_time","status","id") WHERE "sessions"."review_required";
--> statement-breakpoint
-- The rollups are kept equal to what their sessions add up to. A new session is added to its two
-- rows; a changed or deleted one has the rows it counted in (and now counts in) counted again from
-- the sessions, a day's or a student's month, so sums never drift by taking a float back out.
-- Cancelled sessions count nowhere; a row with no session left is deleted.
CREATE FUNCTION analytics_rollup_add(s sessions) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF s.status = 'cancelled' THEN
    RETURN;
  END IF;
  INSERT INTO analytics_days AS r (day, patient_id,
    sessions,
    score_sum,
    score_n,
    duration_sum,
    duration_n,
    flagged,
    skill_active_listening_sum,
    skill_active_listening_n,
    skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n,
    skill_questioning_techniques_sum,
    skill_questioning_techniques_n,
    skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n,
    skill_crisis_management_sum,
    skill_crisis_management_n,
    skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n,
    band_below_60,
    band_60s,
    band_70s,
    band_80s,
    band_90_up)
  VALUES ((s.start_time AT TIME ZONE 'UTC')::date, s.patient_id,
    1,
    coalesce(s.score, 0),
    (s.score IS NOT NULL)::int,
    coalesce(s.duration, 0),
    (s.duration IS NOT NULL)::int,
    s.review_required::int,
    coalesce(s.skill_active_listening, 0),
    (s.skill_active_listening IS NOT NULL)::int,
    coalesce(s.skill_empathy_demonstration, 0),
    (s.skill_empathy_demonstration IS NOT NULL)::int,
    coalesce(s.skill_questioning_techniques, 0),
    (s.skill_questioning_techniques IS NOT NULL)::int,
    coalesce(s.skill_boundary_maintenance, 0),
    (s.skill_boundary_maintenance IS NOT NULL)::int,
    coalesce(s.skill_crisis_management, 0),
    (s.skill_crisis_management IS NOT NULL)::int,
    coalesce(s.skill_therapeutic_interventions, 0),
    (s.skill_therapeutic_interventions IS NOT NULL)::int,
    coalesce(s.score >= 0 AND s.score < 60, false)::int,
    coalesce(s.score >= 60 AND s.score < 70, false)::int,
    coalesce(s.score >= 70 AND s.score < 80, false)::int,
    coalesce(s.score >= 80 AND s.score < 90, false)::int,
    coalesce(s.score >= 90, false)::int)
  ON CONFLICT (day, patient_id) DO UPDATE SET
    sessions = r.sessions + excluded.sessions,
    score_sum = r.score_sum + excluded.score_sum,
    score_n = r.score_n + excluded.score_n,
    duration_sum = r.duration_sum + excluded.duration_sum,
    duration_n = r.duration_n + excluded.duration_n,
    flagged = r.flagged + excluded.flagged,
    skill_active_listening_sum = r.skill_active_listening_sum + excluded.skill_active_listening_sum,
    skill_active_listening_n = r.skill_active_listening_n + excluded.skill_active_listening_n,
    skill_empathy_demonstration_sum = r.skill_empathy_demonstration_sum + excluded.skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n = r.skill_empathy_demonstration_n + excluded.skill_empathy_demonstration_n,
    skill_questioning_techniques_sum = r.skill_questioning_techniques_sum + excluded.skill_questioning_techniques_sum,
    skill_questioning_techniques_n = r.skill_questioning_techniques_n + excluded.skill_questioning_techniques_n,
    skill_boundary_maintenance_sum = r.skill_boundary_maintenance_sum + excluded.skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n = r.skill_boundary_maintenance_n + excluded.skill_boundary_maintenance_n,
    skill_crisis_management_sum = r.skill_crisis_management_sum + excluded.skill_crisis_management_sum,
    skill_crisis_management_n = r.skill_crisis_management_n + excluded.skill_crisis_management_n,
    skill_therapeutic_interventions_sum = r.skill_therapeutic_interventions_sum + excluded.skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n = r.skill_therapeutic_interventions_n + excluded.skill_therapeutic_interventions_n,
    band_below_60 = r.band_below_60 + excluded.band_below_60,
    band_60s = r.band_60s + excluded.band_60s,
    band_70s = r.band_70s + excluded.band_70s,
    band_80s = r.band_80s + excluded.band_80s,
    band_90_up = r.band_90_up + excluded.band_90_up;
  INSERT INTO analytics_student_months AS r (user_id, month, last_start,
    sessions,
    score_sum,
    score_n,
    duration_sum,
    duration_n,
    flagged,
    skill_active_listening_sum,
    skill_active_listening_n,
    skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n,
    skill_questioning_techniques_sum,
    skill_questioning_techniques_n,
    skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n,
    skill_crisis_management_sum,
    skill_crisis_management_n,
    skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n)
  VALUES (s.user_id, date_trunc('month', s.start_time AT TIME ZONE 'UTC')::date, s.start_time,
    1,
    coalesce(s.score, 0),
    (s.score IS NOT NULL)::int,
    coalesce(s.duration, 0),
    (s.duration IS NOT NULL)::int,
    s.review_required::int,
    coalesce(s.skill_active_listening, 0),
    (s.skill_active_listening IS NOT NULL)::int,
    coalesce(s.skill_empathy_demonstration, 0),
    (s.skill_empathy_demonstration IS NOT NULL)::int,
    coalesce(s.skill_questioning_techniques, 0),
    (s.skill_questioning_techniques IS NOT NULL)::int,
    coalesce(s.skill_boundary_maintenance, 0),
    (s.skill_boundary_maintenance IS NOT NULL)::int,
    coalesce(s.skill_crisis_management, 0),
    (s.skill_crisis_management IS NOT NULL)::int,
    coalesce(s.skill_therapeutic_interventions, 0),
    (s.skill_therapeutic_interventions IS NOT NULL)::int)
  ON CONFLICT (user_id, month) DO UPDATE SET
    last_start = greatest(r.last_start, excluded.last_start),
    sessions = r.sessions + excluded.sessions,
    score_sum = r.score_sum + excluded.score_sum,
    score_n = r.score_n + excluded.score_n,
    duration_sum = r.duration_sum + excluded.duration_sum,
    duration_n = r.duration_n + excluded.duration_n,
    flagged = r.flagged + excluded.flagged,
    skill_active_listening_sum = r.skill_active_listening_sum + excluded.skill_active_listening_sum,
    skill_active_listening_n = r.skill_active_listening_n + excluded.skill_active_listening_n,
    skill_empathy_demonstration_sum = r.skill_empathy_demonstration_sum + excluded.skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n = r.skill_empathy_demonstration_n + excluded.skill_empathy_demonstration_n,
    skill_questioning_techniques_sum = r.skill_questioning_techniques_sum + excluded.skill_questioning_techniques_sum,
    skill_questioning_techniques_n = r.skill_questioning_techniques_n + excluded.skill_questioning_techniques_n,
    skill_boundary_maintenance_sum = r.skill_boundary_maintenance_sum + excluded.skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n = r.skill_boundary_maintenance_n + excluded.skill_boundary_maintenance_n,
    skill_crisis_management_sum = r.skill_crisis_management_sum + excluded.skill_crisis_management_sum,
    skill_crisis_management_n = r.skill_crisis_management_n + excluded.skill_crisis_management_n,
    skill_therapeutic_interventions_sum = r.skill_therapeutic_interventions_sum + excluded.skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n = r.skill_therapeutic_interventions_n + excluded.skill_therapeutic_interventions_n;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollup_recount(t timestamptz, patient uuid, student uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (t AT TIME ZONE 'UTC')::date;
  m date := date_trunc('month', t AT TIME ZONE 'UTC')::date;
BEGIN
  DELETE FROM analytics_days WHERE day = d AND patient_id = patient;
  INSERT INTO analytics_days (day, patient_id,
    sessions,
    score_sum,
    score_n,
    duration_sum,
    duration_n,
    flagged,
    skill_active_listening_sum,
    skill_active_listening_n,
    skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n,
    skill_questioning_techniques_sum,
    skill_questioning_techniques_n,
    skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n,
    skill_crisis_management_sum,
    skill_crisis_management_n,
    skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n,
    band_below_60,
    band_60s,
    band_70s,
    band_80s,
    band_90_up)
  SELECT d, patient,
    count(*)::int,
    coalesce(sum(s.score), 0),
    count(s.score)::int,
    coalesce(sum(s.duration), 0),
    count(s.duration)::int,
    count(*) filter (where s.review_required)::int,
    coalesce(sum(s.skill_active_listening), 0),
    count(s.skill_active_listening)::int,
    coalesce(sum(s.skill_empathy_demonstration), 0),
    count(s.skill_empathy_demonstration)::int,
    coalesce(sum(s.skill_questioning_techniques), 0),
    count(s.skill_questioning_techniques)::int,
    coalesce(sum(s.skill_boundary_maintenance), 0),
    count(s.skill_boundary_maintenance)::int,
    coalesce(sum(s.skill_crisis_management), 0),
    count(s.skill_crisis_management)::int,
    coalesce(sum(s.skill_therapeutic_interventions), 0),
    count(s.skill_therapeutic_interventions)::int,
    count(*) filter (where s.score >= 0 AND s.score < 60)::int,
    count(*) filter (where s.score >= 60 AND s.score < 70)::int,
    count(*) filter (where s.score >= 70 AND s.score < 80)::int,
    count(*) filter (where s.score >= 80 AND s.score < 90)::int,
    count(*) filter (where s.score >= 90)::int
  FROM sessions s
  WHERE s.patient_id = patient AND s.status <> 'cancelled' AND s.start_time >= (d::timestamp AT TIME ZONE 'UTC') AND s.start_time < ((d + 1)::timestamp AT TIME ZONE 'UTC')
  HAVING count(*) > 0;
  DELETE FROM analytics_student_months WHERE user_id = student AND month = m;
  INSERT INTO analytics_student_months (user_id, month, last_start,
    sessions,
    score_sum,
    score_n,
    duration_sum,
    duration_n,
    flagged,
    skill_active_listening_sum,
    skill_active_listening_n,
    skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n,
    skill_questioning_techniques_sum,
    skill_questioning_techniques_n,
    skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n,
    skill_crisis_management_sum,
    skill_crisis_management_n,
    skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n)
  SELECT student, m, max(s.start_time),
    count(*)::int,
    coalesce(sum(s.score), 0),
    count(s.score)::int,
    coalesce(sum(s.duration), 0),
    count(s.duration)::int,
    count(*) filter (where s.review_required)::int,
    coalesce(sum(s.skill_active_listening), 0),
    count(s.skill_active_listening)::int,
    coalesce(sum(s.skill_empathy_demonstration), 0),
    count(s.skill_empathy_demonstration)::int,
    coalesce(sum(s.skill_questioning_techniques), 0),
    count(s.skill_questioning_techniques)::int,
    coalesce(sum(s.skill_boundary_maintenance), 0),
    count(s.skill_boundary_maintenance)::int,
    coalesce(sum(s.skill_crisis_management), 0),
    count(s.skill_crisis_management)::int,
    coalesce(sum(s.skill_therapeutic_interventions), 0),
    count(s.skill_therapeutic_interventions)::int
  FROM sessions s
  WHERE s.user_id = student AND s.status <> 'cancelled' AND s.start_time >= (m::timestamp AT TIME ZONE 'UTC') AND s.start_time < ((m + interval '1 month')::timestamp AT TIME ZONE 'UTC')
  HAVING count(*) > 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollup_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_rollup_add(NEW);
    RETURN NULL;
  END IF;
  PERFORM analytics_rollup_recount(OLD.start_time, OLD.patient_id, OLD.user_id);
  IF TG_OP = 'UPDATE' AND (
    (OLD.start_time AT TIME ZONE 'UTC')::date <> (NEW.start_time AT TIME ZONE 'UTC')::date
    OR OLD.patient_id <> NEW.patient_id OR OLD.user_id <> NEW.user_id
  ) THEN
    PERFORM analytics_rollup_recount(NEW.start_time, NEW.patient_id, NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analytics_days, analytics_student_months;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_analytics_rollup_write AFTER INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION analytics_rollup_sessions();
--> statement-breakpoint
-- Most updates of a session (notes, end time, the insights' prose) change nothing the rollups count.
CREATE TRIGGER sessions_analytics_rollup_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    old.status IS DISTINCT FROM new.status OR old.start_time IS DISTINCT FROM new.start_time
    OR old.user_id IS DISTINCT FROM new.user_id OR old.patient_id IS DISTINCT FROM new.patient_id
    OR old.score IS DISTINCT FROM new.score OR old.duration IS DISTINCT FROM new.duration
    OR old.review_required IS DISTINCT FROM new.review_required
    OR old.skill_active_listening IS DISTINCT FROM new.skill_active_listening OR old.skill_empathy_demonstration IS DISTINCT FROM new.skill_empathy_demonstration OR old.skill_questioning_techniques IS DISTINCT FROM new.skill_questioning_techniques OR old.skill_boundary_maintenance IS DISTINCT FROM new.skill_boundary_maintenance OR old.skill_crisis_management IS DISTINCT FROM new.skill_crisis_management OR old.skill_therapeutic_interventions IS DISTINCT FROM new.skill_therapeutic_interventions)
  EXECUTE FUNCTION analytics_rollup_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_analytics_rollup_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_truncate();
--> statement-breakpoint
INSERT INTO analytics_days (day, patient_id,
    sessions,
    score_sum,
    score_n,
    duration_sum,
    duration_n,
    flagged,
    skill_active_listening_sum,
    skill_active_listening_n,
    skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n,
    skill_questioning_techniques_sum,
    skill_questioning_techniques_n,
    skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n,
    skill_crisis_management_sum,
    skill_crisis_management_n,
    skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n,
    band_below_60,
    band_60s,
    band_70s,
    band_80s,
    band_90_up)
SELECT (s.start_time AT TIME ZONE 'UTC')::date, s.patient_id,
    count(*)::int,
    coalesce(sum(s.score), 0),
    count(s.score)::int,
    coalesce(sum(s.duration), 0),
    count(s.duration)::int,
    count(*) filter (where s.review_required)::int,
    coalesce(sum(s.skill_active_listening), 0),
    count(s.skill_active_listening)::int,
    coalesce(sum(s.skill_empathy_demonstration), 0),
    count(s.skill_empathy_demonstration)::int,
    coalesce(sum(s.skill_questioning_techniques), 0),
    count(s.skill_questioning_techniques)::int,
    coalesce(sum(s.skill_boundary_maintenance), 0),
    count(s.skill_boundary_maintenance)::int,
    coalesce(sum(s.skill_crisis_management), 0),
    count(s.skill_crisis_management)::int,
    coalesce(sum(s.skill_therapeutic_interventions), 0),
    count(s.skill_therapeutic_interventions)::int,
    count(*) filter (where s.score >= 0 AND s.score < 60)::int,
    count(*) filter (where s.score >= 60 AND s.score < 70)::int,
    count(*) filter (where s.score >= 70 AND s.score < 80)::int,
    count(*) filter (where s.score >= 80 AND s.score < 90)::int,
    count(*) filter (where s.score >= 90)::int
FROM sessions s WHERE s.status <> 'cancelled'
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO analytics_student_months (user_id, month, last_start,
    sessions,
    score_sum,
    score_n,
    duration_sum,
    duration_n,
    flagged,
    skill_active_listening_sum,
    skill_active_listening_n,
    skill_empathy_demonstration_sum,
    skill_empathy_demonstration_n,
    skill_questioning_techniques_sum,
    skill_questioning_techniques_n,
    skill_boundary_maintenance_sum,
    skill_boundary_maintenance_n,
    skill_crisis_management_sum,
    skill_crisis_management_n,
    skill_therapeutic_interventions_sum,
    skill_therapeutic_interventions_n)
SELECT s.user_id, date_trunc('month', s.start_time AT TIME ZONE 'UTC')::date, max(s.start_time),
    count(*)::int,
    coalesce(sum(s.score), 0),
    count(s.score)::int,
    coalesce(sum(s.duration), 0),
    count(s.duration)::int,
    count(*) filter (where s.review_required)::int,
    coalesce(sum(s.skill_active_listening), 0),
    count(s.skill_active_listening)::int,
    coalesce(sum(s.skill_empathy_demonstration), 0),
    count(s.skill_empathy_demonstration)::int,
    coalesce(sum(s.skill_questioning_techniques), 0),
    count(s.skill_questioning_techniques)::int,
    coalesce(sum(s.skill_boundary_maintenance), 0),
    count(s.skill_boundary_maintenance)::int,
    coalesce(sum(s.skill_crisis_management), 0),
    count(s.skill_crisis_management)::int,
    coalesce(sum(s.skill_therapeutic_interventions), 0),
    count(s.skill_therapeutic_interventions)::int
FROM sessions s WHERE s.status <> 'cancelled'
GROUP BY 1, 2;
