import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.js';
import { computeSha256 } from '../../../storage/blob-store.js';
import { findTenantLogo } from '../queries.js';

/** A tenant's logo: its PNG and the SHA-256 of it. */
export type TenantLogo = { sha256: string; png: Uint8Array };

/** Logos by their SHA-256: the same bytes whichever replica or tenant reads them, never stale. */
const logos = new LRUCache<string, TenantLogo>({ max: 64 });

/**
 * The tenant's logo whose SHA-256 the database just answered, read once per distinct logo. A logo
 * changed in between is answered as read, with its own hash.
 */
export async function loadTenantLogo(
  db: Database,
  tenantId: number,
  sha256: string,
): Promise<TenantLogo | null> {
  const cached = logos.get(sha256);
  if (cached) return cached;
  const png = await findTenantLogo(db, tenantId);
  if (!png) return null;
  const logo = { sha256: computeSha256(png), png };
  logos.set(logo.sha256, logo);
  return logo;
}
