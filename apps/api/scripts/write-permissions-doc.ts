/**
 * Writes docs/permissions.md from the permission table (src/auth/permission-table.ts):
 * `npm run docs:permissions -w apps/api`. tests/permission-table.test.ts fails when the file is
 * not what this writes.
 */
import { writeFileSync } from 'node:fs';
import {
  PERMISSIONS_DOC_PATH,
  renderFormattedPermissionsDoc,
} from '../tests/support/permissions-doc-file.js';

writeFileSync(PERMISSIONS_DOC_PATH, await renderFormattedPermissionsDoc());
console.log(`wrote ${PERMISSIONS_DOC_PATH}`);
