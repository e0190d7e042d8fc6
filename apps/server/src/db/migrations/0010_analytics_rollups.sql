CREATE TABLE "analytics_days" (
	"day" date NOT NULL,
	"patient_id" uuid NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"score_sum" numeric DEFAULT '0' NOT NULL,
	"score_n" integer DEFAULT 0 NOT NULL,
	"duration_sum" numeric DEFAULT '0' NOT NULL,
	"duration_n" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"skill_active_listening_sum" numeric DEFAULT '0' NOT NULL,
	"skill_active_listening_n" integer DEFAULT 0 NOT NULL,
	"skill_empathy_demonstration_sum" numeric DEFAULT '0' NOT NULL,
	"skill_empathy_demonstration_n" integer DEFAULT 0 NOT NULL,
	"skill_questioning_techniques_sum" numeric DEFAULT '0' NOT NULL,
	"skill_questioning_techniques_n" integer DEFAULT 0 NOT NULL,
	"skill_boundary_maintenance_sum" numeric DEFAULT '0' NOT NULL,
	"skill_boundary_maintenance_n" integer DEFAULT 0 NOT NULL,
	"skill_crisis_management_sum" numeric DEFAULT '0' NOT NULL,
	"skill_crisis_management_n" integer DEFAULT 0 NOT NULL,
	"skill_therapeutic_interventions_sum" numeric DEFAULT '0' NOT NULL,
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
	"score_sum" numeric DEFAULT '0' NOT NULL,
	"score_n" integer DEFAULT 0 NOT NULL,
	"duration_sum" numeric DEFAULT '0' NOT NULL,
	"duration_n" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"skill_active_listening_sum" numeric DEFAULT '0' NOT NULL,
	"skill_active_listening_n" integer DEFAULT 0 NOT NULL,
	"skill_empathy_demonstration_sum" numeric DEFAULT '0' NOT NULL,
	"skill_empathy_demonstration_n" integer DEFAULT 0 NOT NULL,
	"skill_questioning_techniques_sum" numeric DEFAULT '0' NOT NULL,
	"skill_questioning_techniques_n" integer DEFAULT 0 NOT NULL,
	"skill_boundary_maintenance_sum" numeric DEFAULT '0' NOT NULL,
	"skill_boundary_maintenance_n" integer DEFAULT 0 NOT NULL,
	"skill_crisis_management_sum" numeric DEFAULT '0' NOT NULL,
	"skill_crisis_management_n" integer DEFAULT 0 NOT NULL,
	"skill_therapeutic_interventions_sum" numeric DEFAULT '0' NOT NULL,
	"skill_therapeutic_interventions_n" integer DEFAULT 0 NOT NULL,
	"last_start" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_student_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
DROP INDEX "sessions_review_start_idx";--> statement-breakpoint
CREATE INDEX "analytics_student_months_month_idx" ON "analytics_student_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "sessions_review_start_idx" ON "sessions" USING btree ("start_time","status","id") WHERE "sessions"."review_required";
--> statement-breakpoint
-- Keeps analytics_days and analytics_student_months equal to what their sessions add up to: a session
-- is taken out of the rows it counted in and put into the rows it counts in now (sign -1 / +1).
-- Cancelled sessions count nowhere. Rows left with no session are deleted.
CREATE FUNCTION analytics_rollup_apply(s sessions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (s.start_time AT TIME ZONE 'UTC')::date;
  m date := date_trunc('month', s.start_time AT TIME ZONE 'UTC')::date;
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
  VALUES (d, s.patient_id,
    sign * 1,
    sign * coalesce(s.score::numeric, 0),
    sign * (s.score IS NOT NULL)::int,
    sign * coalesce(s.duration, 0),
    sign * (s.duration IS NOT NULL)::int,
    sign * s.review_required::int,
    sign * coalesce(s.skill_active_listening::numeric, 0),
    sign * (s.skill_active_listening IS NOT NULL)::int,
    sign * coalesce(s.skill_empathy_demonstration::numeric, 0),
    sign * (s.skill_empathy_demonstration IS NOT NULL)::int,
    sign * coalesce(s.skill_questioning_techniques::numeric, 0),
    sign * (s.skill_questioning_techniques IS NOT NULL)::int,
    sign * coalesce(s.skill_boundary_maintenance::numeric, 0),
    sign * (s.skill_boundary_maintenance IS NOT NULL)::int,
    sign * coalesce(s.skill_crisis_management::numeric, 0),
    sign * (s.skill_crisis_management IS NOT NULL)::int,
    sign * coalesce(s.skill_therapeutic_interventions::numeric, 0),
    sign * (s.skill_therapeutic_interventions IS NOT NULL)::int,
    sign * coalesce(s.score >= 0 AND s.score < 60, false)::int,
    sign * coalesce(s.score >= 60 AND s.score < 70, false)::int,
    sign * coalesce(s.score >= 70 AND s.score < 80, false)::int,
    sign * coalesce(s.score >= 80 AND s.score < 90, false)::int,
    sign * coalesce(s.score >= 90, false)::int)
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
  DELETE FROM analytics_days WHERE day = d AND patient_id = s.patient_id AND sessions <= 0;

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
  VALUES (s.user_id, m, s.start_time,
    sign * 1,
    sign * coalesce(s.score::numeric, 0),
    sign * (s.score IS NOT NULL)::int,
    sign * coalesce(s.duration, 0),
    sign * (s.duration IS NOT NULL)::int,
    sign * s.review_required::int,
    sign * coalesce(s.skill_active_listening::numeric, 0),
    sign * (s.skill_active_listening IS NOT NULL)::int,
    sign * coalesce(s.skill_empathy_demonstration::numeric, 0),
    sign * (s.skill_empathy_demonstration IS NOT NULL)::int,
    sign * coalesce(s.skill_questioning_techniques::numeric, 0),
    sign * (s.skill_questioning_techniques IS NOT NULL)::int,
    sign * coalesce(s.skill_boundary_maintenance::numeric, 0),
    sign * (s.skill_boundary_maintenance IS NOT NULL)::int,
    sign * coalesce(s.skill_crisis_management::numeric, 0),
    sign * (s.skill_crisis_management IS NOT NULL)::int,
    sign * coalesce(s.skill_therapeutic_interventions::numeric, 0),
    sign * (s.skill_therapeutic_interventions IS NOT NULL)::int)
  ON CONFLICT (user_id, month) DO UPDATE SET
        last_start = CASE WHEN sign > 0 THEN greatest(r.last_start, excluded.last_start) ELSE r.last_start END,
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
  DELETE FROM analytics_student_months WHERE user_id = s.user_id AND month = m AND sessions <= 0;
  IF sign < 0 THEN
    -- The latest start of the month may have been this session's: find it again.
    UPDATE analytics_student_months r
    SET last_start = (
      SELECT max(x.start_time) FROM sessions x
      WHERE x.user_id = s.user_id AND x.status <> 'cancelled'
        AND x.start_time >= (m::timestamp AT TIME ZONE 'UTC')
        AND x.start_time < ((m + interval '1 month')::timestamp AT TIME ZONE 'UTC'))
    WHERE r.user_id = s.user_id AND r.month = m AND r.last_start <= s.start_time;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollup_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM analytics_rollup_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM analytics_rollup_apply(NEW, 1);
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
    sum(coalesce(s.score::numeric, 0)),
    sum((s.score IS NOT NULL)::int)::int,
    sum(coalesce(s.duration, 0)),
    sum((s.duration IS NOT NULL)::int)::int,
    sum(s.review_required::int)::int,
    sum(coalesce(s.skill_active_listening::numeric, 0)),
    sum((s.skill_active_listening IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_empathy_demonstration::numeric, 0)),
    sum((s.skill_empathy_demonstration IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_questioning_techniques::numeric, 0)),
    sum((s.skill_questioning_techniques IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_boundary_maintenance::numeric, 0)),
    sum((s.skill_boundary_maintenance IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_crisis_management::numeric, 0)),
    sum((s.skill_crisis_management IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_therapeutic_interventions::numeric, 0)),
    sum((s.skill_therapeutic_interventions IS NOT NULL)::int)::int,
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
    sum(coalesce(s.score::numeric, 0)),
    sum((s.score IS NOT NULL)::int)::int,
    sum(coalesce(s.duration, 0)),
    sum((s.duration IS NOT NULL)::int)::int,
    sum(s.review_required::int)::int,
    sum(coalesce(s.skill_active_listening::numeric, 0)),
    sum((s.skill_active_listening IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_empathy_demonstration::numeric, 0)),
    sum((s.skill_empathy_demonstration IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_questioning_techniques::numeric, 0)),
    sum((s.skill_questioning_techniques IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_boundary_maintenance::numeric, 0)),
    sum((s.skill_boundary_maintenance IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_crisis_management::numeric, 0)),
    sum((s.skill_crisis_management IS NOT NULL)::int)::int,
    sum(coalesce(s.skill_therapeutic_interventions::numeric, 0)),
    sum((s.skill_therapeutic_interventions IS NOT NULL)::int)::int
FROM sessions s WHERE s.status <> 'cancelled'
GROUP BY 1, 2;
