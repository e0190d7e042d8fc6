CREATE TYPE "public"."review_status" AS ENUM('open', 'reviewed');--> statement-breakpoint
CREATE TABLE "session_reviews" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"status" "review_status" DEFAULT 'open' NOT NULL,
	"comment" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reviews_comment_len" CHECK (char_length("session_reviews"."comment") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "session_reviews" ADD CONSTRAINT "session_reviews_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reviews" ADD CONSTRAINT "session_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_reviews_status_idx" ON "session_reviews" USING btree ("status","reviewed_at");