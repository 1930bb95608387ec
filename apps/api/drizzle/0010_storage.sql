-- Receipts and blob storage (issues 13 and 16), written by hand (see README.md): files in 256 KiB
-- chunks (blob_chunks) under a header row (blobs), receipts pointing at their blob by SHA-256.
CREATE TABLE "blob_chunks" (
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "blob_chunks_sha256_seq_pk" PRIMARY KEY("sha256","seq")
);
--> statement-breakpoint
-- Files are PDFs and images, already compressed: stored out of line without trying to compress them again.
ALTER TABLE "blob_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
INSERT INTO "blob_chunks" ("sha256", "seq", "data")
SELECT b."sha256", g.seq, substring(b."bytes" FROM g.seq * 262144 + 1 FOR 262144)
FROM "blobs" b
CROSS JOIN LATERAL generate_series(0, ceil(length(b."bytes") / 262144.0)::integer - 1) AS g(seq);
--> statement-breakpoint
ALTER TABLE "blobs" DROP COLUMN "bytes";
--> statement-breakpoint
-- A receipt's digest is computed again from its bytes: its address is what the bytes really are.
UPDATE "receipts" SET "sha256" = encode(sha256("bytes"), 'hex');
--> statement-breakpoint
INSERT INTO "blob_chunks" ("sha256", "seq", "data")
SELECT r."sha256", g.seq, substring(r."bytes" FROM g.seq * 262144 + 1 FOR 262144)
FROM (
	SELECT DISTINCT ON ("sha256") "sha256", "bytes" FROM "receipts"
	WHERE "sha256" NOT IN (SELECT "sha256" FROM "blobs")
) r
CROSS JOIN LATERAL generate_series(0, ceil(length(r."bytes") / 262144.0)::integer - 1) AS g(seq)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "blobs" ("sha256", "size")
SELECT DISTINCT ON ("sha256") "sha256", length("bytes") FROM "receipts"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "receipts" DROP COLUMN "bytes";
--> statement-breakpoint
CREATE INDEX "receipts_sha256_idx" ON "receipts" USING btree ("sha256");
