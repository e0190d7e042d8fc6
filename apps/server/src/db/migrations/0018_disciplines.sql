CREATE TYPE "public"."discipline" AS ENUM('therapy', 'medicine', 'both');--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "discipline" text GENERATED ALWAYS AS (coalesce("persona"->>'discipline', 'therapy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "discipline" "discipline";