import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderPermissionsDoc } from '../../src/auth/permissions-doc.js';

/** Where the permission table is written for people to read. */
export const PERMISSIONS_DOC_PATH = fileURLToPath(
  new URL('../../../../docs/permissions.md', import.meta.url),
);

/** docs/permissions.md as the repository keeps it (formatted by Prettier). */
export async function renderFormattedPermissionsDoc(): Promise<string> {
  const options = (await resolveConfig(PERMISSIONS_DOC_PATH)) ?? {};
  return format(renderPermissionsDoc(), { ...options, filepath: PERMISSIONS_DOC_PATH });
}
