import type { AppConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { BlobStore } from '../../../storage/blob-store.js';
import type { FormStore } from '../../forms/index.js';
import type { TMessageTransport } from '../../messages/index.js';
import type { TPkiConfig } from '../../pki/index.js';

/** What the signature services need from the app. */
export type SignatureDeps = {
  db: Database;
  blobs: BlobStore;
  forms: FormStore;
  config: Pick<AppConfig, 'signatureLinkSeconds' | 'publicUrl'> & TPkiConfig;
  /** The clock (tests move it). */
  now: () => Date;
  /**
   * Called by the sealing job once a dossier's subscription is signed by every party and its documents
   * are sealed (the app builds the dossier's evidence file there, once); a failure makes the job try again.
   */
  afterSubscriptionSigned?: (dossierId: number) => Promise<void>;
  /**
   * Called by the sealing job once a correction's amendment is signed by every party and sealed
   * (issue 35): the app appends the correction to the dossier's evidence file, sealed again.
   */
  afterAmendmentSigned?: (dossierId: number) => Promise<void>;
  /** A completed envelope waits for its sealing: the delivery worker is told to look now. */
  onSealingDue?: () => void;
  /**
   * The sealed signature history a signed dossier's evidence file holds (the app reads it there), the
   * same bytes at every call; null when there is none.
   */
  storedHistory?: (dossierId: number) => Promise<Uint8Array | null>;
};

/** How long an opened signing page may still sign (reading the documents takes time). */
export const SIGNING_SESSION_MS = 30 * 60 * 1000;

/**
 * What the signing ceremony needs beyond: the server's message transport, where the signers'
 * one-time codes go (SMTP and the SMS gateway, or the demo mailbox).
 */
export type CeremonyDeps = SignatureDeps & { transport: TMessageTransport };
