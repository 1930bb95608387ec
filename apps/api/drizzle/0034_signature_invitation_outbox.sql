-- The invitations an envelope owes (issue 35), written by hand (see README.md): one row per party invited by link, written in the transaction that opens the envelope, sent after the commit or by the delivery worker's loop (FOR UPDATE SKIP LOCKED, a lease), so that a process dying right after the commit loses none.
CREATE TABLE "signature_invitation_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" bigint NOT NULL,
	"party" text NOT NULL,
	"sent_by_user_id" uuid,
	"sent_by_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signature_invitation_outbox" ADD CONSTRAINT "signature_invitation_outbox_envelope_id_signature_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signature_envelopes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "signature_invitation_outbox" ADD CONSTRAINT "signature_invitation_outbox_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "signature_invitation_outbox_party_unique" ON "signature_invitation_outbox" USING btree ("envelope_id","party");
--> statement-breakpoint
CREATE INDEX "signature_invitation_outbox_due_idx" ON "signature_invitation_outbox" USING btree ("next_attempt_at","id") WHERE status = 'pending';
