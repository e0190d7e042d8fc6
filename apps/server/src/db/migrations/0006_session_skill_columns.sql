-- One statement, so the table is rewritten once to fill the generated columns of existing rows.
ALTER TABLE "sessions"
  ADD COLUMN "skill_active_listening" double precision GENERATED ALWAYS AS (case when jsonb_typeof("insights"->'active_listening'->'score') = 'number' then ("insights"->'active_listening'->'score')::float8 end) STORED,
  ADD COLUMN "skill_empathy_demonstration" double precision GENERATED ALWAYS AS (case when jsonb_typeof("insights"->'empathy_demonstration'->'score') = 'number' then ("insights"->'empathy_demonstration'->'score')::float8 end) STORED,
  ADD COLUMN "skill_questioning_techniques" double precision GENERATED ALWAYS AS (case when jsonb_typeof("insights"->'questioning_techniques'->'score') = 'number' then ("insights"->'questioning_techniques'->'score')::float8 end) STORED,
  ADD COLUMN "skill_boundary_maintenance" double precision GENERATED ALWAYS AS (case when jsonb_typeof("insights"->'boundary_maintenance'->'score') = 'number' then ("insights"->'boundary_maintenance'->'score')::float8 end) STORED,
  ADD COLUMN "skill_crisis_management" double precision GENERATED ALWAYS AS (case when jsonb_typeof("insights"->'crisis_management'->'score') = 'number' then ("insights"->'crisis_management'->'score')::float8 end) STORED,
  ADD COLUMN "skill_therapeutic_interventions" double precision GENERATED ALWAYS AS (case when jsonb_typeof("insights"->'therapeutic_interventions'->'score') = 'number' then ("insights"->'therapeutic_interventions'->'score')::float8 end) STORED,
  ADD COLUMN "review_required" boolean GENERATED ALWAYS AS (coalesce(("insights"->>'supervisor_review_required') = 'true', false)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_review_start_idx" ON "sessions" USING btree ("start_time") WHERE "sessions"."review_required";