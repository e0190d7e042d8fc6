CREATE TYPE "public"."difficulty" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('active', 'completed', 'cancelled', 'interrupted');--> statement-breakpoint
CREATE TYPE "public"."speaker" AS ENUM('student', 'patient');--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalogue_id" text,
	"name" text NOT NULL,
	"condition" text NOT NULL,
	"condition_category" text NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"persona" jsonb NOT NULL,
	"edited_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"speaker" "speaker" NOT NULL,
	"text" text NOT NULL,
	"emotion" text,
	"started_ms" integer,
	"ended_ms" integer,
	"engine_state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"patient_name" text NOT NULL,
	"status" "session_status" DEFAULT 'active' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"duration" integer,
	"score" double precision,
	"grade" text,
	"feedback" text,
	"audio_enabled" boolean DEFAULT true NOT NULL,
	"voice_type" text DEFAULT 'female' NOT NULL,
	"voice_speed" double precision DEFAULT 1 NOT NULL,
	"audio_file_id" text,
	"insights" jsonb,
	"insights_generated" boolean DEFAULT false NOT NULL,
	"analysis" jsonb,
	"performance_metrics" jsonb,
	"session_notes" text,
	"engine_seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_catalogue_idx" ON "patients" USING btree ("catalogue_id");--> statement-breakpoint
CREATE INDEX "patients_difficulty_idx" ON "patients" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "patients_name_lower_idx" ON "patients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "session_messages_seq_idx" ON "session_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "sessions_user_start_idx" ON "sessions" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "sessions_patient_idx" ON "sessions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "sessions_status_idx" ON "sessions" USING btree ("status");