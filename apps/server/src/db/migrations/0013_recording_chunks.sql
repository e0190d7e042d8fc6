CREATE TABLE "recording_chunks" (
	"file_id" text NOT NULL,
	"position" bigint NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "recording_chunks_file_id_position_pk" PRIMARY KEY("file_id","position")
);
