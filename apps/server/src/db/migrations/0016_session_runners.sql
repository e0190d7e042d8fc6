CREATE TABLE "session_runners" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"runner_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_runners" ADD CONSTRAINT "session_runners_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;