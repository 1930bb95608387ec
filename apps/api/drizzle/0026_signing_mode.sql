-- How each party signs (issue 32), written by hand (see README.md): by link or account (`remote`) or « en sa présence » on the advisor's device (`hosted`).
ALTER TABLE "signature_recipients" ADD COLUMN "signing_mode" text DEFAULT 'remote' NOT NULL;
