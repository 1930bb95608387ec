import { ALL_OPERATIONS, CUSTOMER_ROLES, ROLES, type TRole } from '@souscription/contract';
import {
  DOSSIER_VISIBILITY,
  PERMISSION_TABLE,
  decideDossierAccess,
  type TDossierAccess,
} from './permission-table.js';

const FOLDERS: { label: string; status: string[]; backOfficeForm: boolean; underCorrection?: boolean }[] = [
  { label: 'ongoing, client form', status: ['ongoing'], backOfficeForm: false },
  { label: 'awaiting the mission signature', status: ['mission_validation'], backOfficeForm: false },
  { label: 'signed, client form', status: ['signed'], backOfficeForm: false },
  {
    label: 'signed with open correction items (only the flagged blocks and receipts: the service)',
    status: ['signed'],
    backOfficeForm: false,
    underCorrection: true,
  },
  { label: 'canceled, client form', status: ['canceled'], backOfficeForm: false },
  { label: 'ongoing, back-office form', status: ['ongoing'], backOfficeForm: true },
  { label: 'registered, back-office form', status: ['registered'], backOfficeForm: true },
];

const FEATURES_ON = {
  folderDuplication: true,
  manualRegistration: true,
  documentDownload: true,
  documentPreview: true,
  profilePage: true,
  cookieConsent: false,
};

const ACCESS_TEXT: Record<TDossierAccess, string> = {
  read: 'reads it',
  write: 'changes its answers or files (awaiting a signature: 422 sign-to-finalize from the service)',
  authorize: 'authorizes customers on it or makes its prospect',
  abandon: 'abandons it (action menu)',
  duplicate: 'duplicates it (action menu, duplication switch)',
};

const short = (message: string) => message.replace(/^api\.error\./, '').replace(/^folder\.error\./, '');

/** docs/permissions.md, written from the permission table. */
export function renderPermissionsDoc(): string {
  const lines: string[] = [
    '# Permissions',
    '',
    '<!-- Written by `npm run docs:permissions -w apps/api` from apps/api/src/auth/permission-table.ts; do not edit. -->',
    '',
    'Every operation, every role: who may call it, and on which folder. The server enforces this table in one',
    'place (before a request is even validated) and `apps/api/tests/permission-table.test.ts` walks every cell',
    'through real tokens. A refusal answers `{ errors: [{ property, message }] }` with the status and key below.',
    '',
    '## Who sees which folders',
    '',
    '| role | sees |',
    '|---|---|',
    ...ROLES.map((role) => `| ${role} | ${DOSSIER_VISIBILITY[role]} |`),
    '',
    "A folder that does not exist: 404 `dossier-not-found`. One the caller does not see (another owner's,",
    "another tenant's): 403 `dossier-forbidden`.",
    '',
    '## Operations by role',
    '',
    `| operation | ${ROLES.join(' | ')} | folder | also decided by the request |`,
    `|---|${ROLES.map(() => '---').join('|')}|---|---|`,
  ];
  for (const operation of ALL_OPERATIONS) {
    const permission = PERMISSION_TABLE[operation.operationId];
    const cells = ROLES.map((role) =>
      operation.public
        ? 'public'
        : !permission
          ? '?'
          : permission.roles.includes(role)
            ? permission.feature
              ? `✓ (${permission.feature})`
              : '✓'
            : '403',
    );
    const folder = permission?.dossier
      ? `${permission.dossier.param}: ${ACCESS_TEXT[permission.dossier.access]}`
      : '';
    lines.push(
      `| \`${operation.method} ${operation.path}\` ${operation.operationId} | ${cells.join(' | ')} | ${folder} | ${permission?.note ?? ''} |`,
    );
  }
  lines.push(
    '',
    "`403` is `forbidden`; `✓ (switch)` needs the tenant's feature switch, else `forbidden`; `?` is an operation",
    'without a row yet (the table test fails until it has one).',
    '',
    '## On a folder the caller sees, by state and form kind',
    '',
    "With every feature switch on; a cell is ✓ or the refusal's key (403).",
    '',
  );
  for (const access of ['write', 'authorize', 'abandon', 'duplicate'] as const) {
    lines.push(
      `### ${ACCESS_TEXT[access]}`,
      '',
      `| folder | ${ROLES.join(' | ')} |`,
      `|---|${ROLES.map(() => '---').join('|')}|`,
    );
    for (const folder of FOLDERS) {
      const cells = ROLES.map((role: TRole) => {
        if (access === 'authorize' && CUSTOMER_ROLES.includes(role)) return 'forbidden';
        const refusal = decideDossierAccess(role, FEATURES_ON, access, folder);
        return refusal ? short(refusal.message) : '✓';
      });
      lines.push(`| ${folder.label} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  lines.push(
    "Authorizing customers and making a prospect follow the folder's answers: back_office_user and manage_dossier",
    'only on the back-office form (the client form is read-only to them, spec 02 §5); advisors, partners and',
    'managers only while the folder is ongoing — once it is signed or canceled the parties who may open it are',
    'fixed (decision in docs/decisions.md, « Roles and permissions »). Customers authorize nobody.',
    '',
  );
  return lines.join('\n');
}
